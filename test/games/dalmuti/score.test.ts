// Scoring (§5): V1 places, V2 bonus, score() and winners.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dalmuti } from '../../../src/games/dalmuti/index.js';
import { OPTIONS } from '../../../src/games/dalmuti/options.js';
import { handPoints } from '../../../src/games/dalmuti/score.js';

const DEFAULT_OPTIONS = OPTIONS.defaults(4);

const V1 = { ...DEFAULT_OPTIONS, scoring: true };
const V2 = { ...V1, bonusPoints: true };

describe('score', () => {
  it('V1: N−1 for the first out down to 0 for the last (5 players: 4, 3, 2, 1, 0)', () => {
    expect(handPoints(V1, [0, 1, 2, 3, 4], [2, 1, 3, 0, 4])).toEqual([1, 3, 4, 2, 0]);
    expect(handPoints(DEFAULT_OPTIONS, [0, 1, 2, 3, 4], [2, 1, 3, 0, 4])).toEqual([0, 0, 0, 0, 0]);
  });

  it('V1: the points of a hand sum to N(N−1)/2 for every finishing order', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 4, max: 13 })
          .chain((n) =>
            fc.tuple(fc.constant(n), fc.shuffledSubarray([...Array(n).keys()], { minLength: n })),
          ),
        ([n, finish]) => {
          const order = [...Array(n).keys()];
          const pts = handPoints(V1, order, finish);
          expect(pts.reduce((a, b) => a + b, 0)).toBe((n * (n - 1)) / 2);
          const bonus = handPoints(V2, order, finish).reduce((a, b) => a + b, 0) - (n * (n - 1)) / 2;
          expect(bonus).toBe(
            (finish[n - 1] === order[n - 1] ? 1 : 0) + (finish[n - 2] === order[n - 2] ? 1 : 0),
          );
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });

  it('V2: the bonus goes to this hand’s Dalmutis (after a Greater Revolution, the new ones)', () => {
    // Order after a Greater Revolution [4, 3, 2, 1, 0]: GP 0 finishes last (+1 to GD 4), LP 1 fourth (+1 to LD 3).
    expect(handPoints(V2, [4, 3, 2, 1, 0], [3, 4, 2, 1, 0])).toEqual([0, 1, 2, 5, 4]);
  });

  it('score() has one number per seat from the start; winners is empty until the end', () => {
    const s = dalmuti.setup({ seats: 6, seed: 3, scoring: true, hands: 2 });
    expect(dalmuti.score(s)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(dalmuti.winners(s)).toEqual([]);
  });
});
