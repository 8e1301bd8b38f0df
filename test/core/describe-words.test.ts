import { describe, expect, it } from 'vitest';
import { handLine, plainSeatWords, seatWords, winnerWords } from '../../src/core/index.js';

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

describe('handLine', () => {
  it('counts the cards, names the seat unless it is the viewer, and says empty for none', () => {
    expect(handLine(2, plainSeatWords, 3, '3 7 J')).toBe('Your hand (seat 2, 3 cards): 3 7 J');
    expect(handLine(2, seatWords({ viewer: 2 }), 1, 'Blue 4')).toBe('Your hand (1 card): Blue 4');
    expect(handLine(0, seatWords({ viewer: 2 }), 0, 'nothing')).toBe('Your hand (seat 0, 0 cards): empty');
  });
});
