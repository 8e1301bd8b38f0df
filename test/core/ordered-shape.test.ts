import { describe, expect, it } from 'vitest';
import { inDeclaredOrder, type StateIssue, shape } from '../../src/core/index.js';

const declared = inDeclaredOrder(
  shape.object({ seat: shape.seat(), card: shape.int(1, 13), note: shape.optional(shape.string()) }),
);

/** The issues of a value against the shape, at a table of 4 seats. */
function issuesOf(value: unknown): StateIssue[] {
  const issues: StateIssue[] = [];
  declared.test(value, 'x', { seats: 4 }, issues);
  return issues;
}

describe('inDeclaredOrder', () => {
  it('accepts the fields in their declared order, an optional one missing or present', () => {
    expect(issuesOf({ seat: 1, card: 5 })).toEqual([]);
    expect(issuesOf({ seat: 1, card: 5, note: 'n' })).toEqual([]);
  });

  it('refuses the same fields in another order, naming the declared order', () => {
    expect(issuesOf({ card: 5, seat: 1 })).toEqual([
      { path: 'x', message: 'expected the fields in the order seat,card,note' },
    ]);
    // An optional field out of its place is out of order too.
    expect(issuesOf({ seat: 1, note: 'n', card: 5 })).toHaveLength(1);
  });

  it('reports what the object shape itself refuses, and no order issue on top of it', () => {
    expect(issuesOf({ seat: 9, card: 5 })).toEqual([
      { path: 'x.seat', message: 'expected a seat 0..3, got 9' },
    ]);
    expect(issuesOf({ card: 5 })).toEqual([{ path: 'x.seat', message: 'missing' }]);
  });
});
