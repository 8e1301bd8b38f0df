import { describe, expect, it } from 'vitest';
import { type Invariant, invariant } from '../../src/core/index.js';

type S = { readonly a: number };
const check: Invariant<S>['check'] = (state, report) => {
  if (state.a < 0) report('a', 'negative');
};

describe('invariant', () => {
  it('makes the invariant of an id and a check, which applies always', () => {
    expect(invariant<S>('I3', check)).toEqual({ id: 'I3', check });
  });

  it('adds when it applies, between the id and the check', () => {
    expect(invariant<S>('I4', { dealtOnly: true }, check)).toEqual({ id: 'I4', dealtOnly: true, check });
    const last = invariant<S>('I9', { deal: true, after: ['I4'] }, check);
    expect(last).toEqual({ id: 'I9', deal: true, after: ['I4'], check });
    expect(last.check).toBe(check);
  });
});
