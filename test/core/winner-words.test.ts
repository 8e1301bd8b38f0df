import { describe, expect, it } from 'vitest';
import { seatWords, winnerWords } from '../../src/core/index.js';

describe('winnerWords', () => {
  it('one seat wins; several share the win', () => {
    expect(winnerWords([1])).toBe('seat 1 wins');
    expect(winnerWords([0, 2])).toBe('seats 0 and 2 share the win');
    expect(winnerWords([0, 1, 3])).toBe('seats 0, 1 and 3 share the win');
  });

  it('speaks to the viewer and uses the seats’ names', () => {
    expect(winnerWords([1], seatWords({ viewer: 1 }))).toBe('you win');
    expect(winnerWords([1, 2], seatWords({ viewer: 1 }))).toBe('you and seat 2 share the win');
    expect(winnerWords([0], seatWords({ seatName: (s) => `P${s}` }))).toBe('P0 wins');
  });
});
