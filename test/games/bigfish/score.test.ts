import { describe, expect, it } from 'vitest';
import { bigfish, fromPosition } from '../../../src/games/bigfish/index.js';
import { MISTAKE_PENALTY, scoreBreakdown } from '../../../src/games/bigfish/score.js';
import { BONUS_POINTS } from '../../../src/games/bigfish/take.js';

describe('bigfish score', () => {
  it('§5: plus minus minus, −5 for the mistake card, bonus cards at face value', () => {
    expect(BONUS_POINTS).toEqual({ A: 10, B: 10, C: 10, D: 10, E: 10, F: 7, G: 7, H: 7, I: 7 });
    expect(MISTAKE_PENALTY).toBe(5);
    const s = fromPosition({
      seats: 3,
      options: { advanced: true, mistakes: 'penalty' },
      abc: 'A',
      holders: { A: 1, F: 1, G: 2, I: 2 },
      mistakeHolder: 2,
      hands: [['R1'], ['Y1'], ['G1']],
      rows: [['B1'], ['B2'], ['B3']],
      plus: [['R6', 'Y5'], ['G1'], []],
      minus: [['R2'], ['G2', 'G3'], ['P6']],
    });
    // seat 0: 11 − 2 = 9; seat 1: 1 − 5 + A 10 + F 7 = 13; seat 2: −6 − 5 + G 7 + I 7 = 3
    expect(bigfish.score(s)).toEqual([9, 13, 3]);
    expect(scoreBreakdown(s)[1]).toEqual({
      plus: 1,
      minus: 5,
      mistake: 0,
      bonuses: 17,
      endBonuses: 0,
      total: 13,
    });
    expect(bigfish.winners(s)).toEqual([]);
  });

  it('§5: the final score adds B or C once the game is over, and the winners are the highest totals', () => {
    const s = fromPosition({
      seats: 2,
      options: { advanced: true },
      abc: 'C',
      phase: 'over',
      hands: [[], []],
      rows: [null, null, null],
      plus: [
        ['R1', 'Y1', 'G2'],
        ['R6', 'Y6'],
      ],
      minus: [[], ['B6']],
    });
    // seat 0: 4 + C 10 = 14; seat 1: 12 − 6 = 6
    expect(bigfish.score(s)).toEqual([14, 6]);
    expect(bigfish.winners(s)).toEqual([0]);
    expect(bigfish.view(s, 1).endBonuses).toEqual([{ bonus: 'C', seat: 0, points: 10 }]);
  });
});
