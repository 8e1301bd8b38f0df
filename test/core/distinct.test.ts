import { describe, expect, it } from 'vitest';
import { distinct } from '../../src/core/index.js';
import * as shape from '../../src/core/shape-kit.js';

describe('distinct', () => {
  const waiting = distinct(shape.array(shape.seat(), { max: 'seats' }), 'distinct seats');

  it('accepts a list whose items all differ, the empty list included', () => {
    expect(shape.check(waiting, [2, 0, 1], { seats: 3 })).toEqual([]);
    expect(shape.check(waiting, [], { seats: 3 })).toEqual([]);
  });

  it('refuses an item twice, anywhere in the list, with its label', () => {
    expect(shape.check(waiting, [2, 2], { seats: 3 })).toEqual([
      { path: '', message: 'expected distinct seats' },
    ]);
    expect(shape.check(waiting, [0, 1, 0], { seats: 3 })).toEqual([
      { path: '', message: 'expected distinct seats' },
    ]);
  });

  it('checks the list shape first: an item out of bounds is that shape’s issue, not a repeat', () => {
    const issues = shape.check(waiting, [5], { seats: 3 });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.message).not.toBe('expected distinct seats');
  });
});
