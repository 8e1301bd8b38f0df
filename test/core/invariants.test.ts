// How core runs a game's invariants: every issue names its id, a throw becomes an issue, `after` orders and gates,
// and the deal checks run last, only when everything else holds.
import { describe, expect, it } from 'vitest';
import type { Invariant } from '../../src/core/definition.js';
import { runInvariants, runOrder } from '../../src/core/internal/load-state.js';

type S = { readonly a: number; readonly b: number };

/** An invariant that reports when `field` is negative, and logs that it ran. */
function positive(
  id: string,
  field: 'a' | 'b',
  ran: string[],
  extra: Partial<Invariant<S>> = {},
): Invariant<S> {
  return {
    id,
    ...extra,
    check(state, report) {
      ran.push(id);
      if (state[field] < 0) report(field, `${field} is negative`);
    },
  };
}

describe('runInvariants', () => {
  it('names the id in every issue and turns a throw into an issue of its own, the others still running', () => {
    const ran: string[] = [];
    const throws: Invariant<S> = {
      id: 'I2',
      check() {
        throw new Error('boom');
      },
    };
    const issues = runInvariants(
      [positive('I1', 'a', ran), throws, positive('I3', 'b', ran)],
      { a: -1, b: -1 },
      true,
      false,
    );
    expect(issues).toEqual([
      { path: 'a', message: 'a is negative (I1)' },
      { path: '', message: 'invariant I2 could not be checked: boom' },
      { path: 'b', message: 'b is negative (I3)' },
    ]);
    expect(ran).toEqual(['I1', 'I3']);
  });

  it('runs an invariant after those it names in `after`, whatever the list order', () => {
    const ran: string[] = [];
    const list = [positive('I2', 'b', ran, { after: ['I1'] }), positive('I1', 'a', ran)];
    expect(runOrder(list).map((i) => i.id)).toEqual(['I1', 'I2']);
    expect(runInvariants(list, { a: 1, b: 1 }, true, false)).toEqual([]);
    expect(ran).toEqual(['I1', 'I2']);
  });

  it('skips an invariant with `after` when one it names reported a problem (or threw), and only then', () => {
    const ran: string[] = [];
    const list = [
      positive('I1', 'a', ran),
      positive('I2', 'b', ran, { after: ['I1'] }),
      positive('I3', 'b', ran),
    ];
    expect(runInvariants(list, { a: -1, b: -1 }, true, false).map((i) => i.message)).toEqual([
      'a is negative (I1)',
      'b is negative (I3)',
    ]);
    expect(ran).toEqual(['I1', 'I3']);
    const throws: Invariant<S> = {
      id: 'I1',
      check() {
        throw new Error('boom');
      },
    };
    expect(runInvariants([throws, list[1]!], { a: 1, b: -1 }, true, false)).toHaveLength(1);
    ran.length = 0;
    expect(runInvariants(list, { a: 1, b: -1 }, true, false).map((i) => i.path)).toEqual(['b', 'b']);
    expect(ran).toEqual(['I1', 'I2', 'I3']);
  });

  it('ignores ids of no listed invariant, and runs a cycle in list order', () => {
    const ran: string[] = [];
    const lone = positive('I1', 'a', ran, { after: ['I9'] });
    expect(runInvariants([lone], { a: -1, b: 0 }, true, false)).toHaveLength(1);
    const cycle = [positive('I1', 'a', [], { after: ['I2'] }), positive('I2', 'b', [], { after: ['I1'] })];
    expect(runOrder(cycle).map((i) => i.id)).toEqual(['I1', 'I2']);
  });

  it('runs the deal checks last, only for dealt, unarranged states in which everything else holds', () => {
    const ran: string[] = [];
    const list = [positive('I9', 'b', ran, { deal: true }), positive('I1', 'a', ran)];
    expect(runOrder(list).map((i) => i.id)).toEqual(['I1', 'I9']);
    expect(runInvariants(list, { a: -1, b: -1 }, true, false)).toHaveLength(1);
    expect(runInvariants(list, { a: 1, b: -1 }, false, false)).toHaveLength(0);
    expect(runInvariants(list, { a: 1, b: -1 }, true, true)).toHaveLength(0);
    expect(runInvariants(list, { a: 1, b: -1 }, true, false)).toEqual([
      { path: 'b', message: 'b is negative (I9)' },
    ]);
  });
});
