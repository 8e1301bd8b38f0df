import { describe, expect, it } from 'vitest';
import { topSeats } from '../../src/core/index.js';

describe('topSeats', () => {
  it('lists the seats of the highest points, ascending', () => {
    expect(topSeats([3, 7, 7, 1])).toEqual([1, 2]);
    expect(topSeats([-2, -5])).toEqual([0]);
    expect(topSeats([4, 4, 4])).toEqual([0, 1, 2]);
    expect(topSeats([])).toEqual([]);
  });
});
