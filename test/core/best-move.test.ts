import { describe, expect, it } from 'vitest';
import { bestMove, Rng } from '../../src/core/index.js';

const length = (word: string) => word.length;

describe('bestMove', () => {
  it('chooses the move of the highest value, the first of tied moves without a random stream', () => {
    expect(bestMove(['a', 'ccc', 'bb'], length)).toBe('ccc');
    expect(bestMove(['a', 'bb', 'cc'], length)).toBe('bb');
    expect(bestMove(['only'], length)).toBe('only');
    expect(bestMove([3, -1, 7, 7], (n) => -n)).toBe(-1);
  });

  it('picks among the tied moves with one draw of the stream, as rng.pick over them in order', () => {
    for (let seed = 0; seed < 20; seed++) {
      const moves = ['a', 'bb', 'x', 'cc', 'dd'];
      const expected = Rng.fromSeed(seed).pick(['bb', 'cc', 'dd']);
      const rng = Rng.fromSeed(seed);
      expect(bestMove(moves, length, rng)).toBe(expected);
      const after = Rng.fromSeed(seed);
      after.pick(['bb', 'cc', 'dd']);
      expect(rng.state()).toEqual(after.state()); // nothing else drawn
    }
    // Every tied move is chosen for some seed; a move of a lower value never is.
    const chosen = new Set(
      Array.from({ length: 60 }, (_, seed) => bestMove(['a', 'bb', 'cc'], length, Rng.fromSeed(seed))),
    );
    expect([...chosen].sort()).toEqual(['bb', 'cc']);
  });

  it('ties values within the tolerance of the best value met so far', () => {
    const values: Record<string, number> = { a: 1, b: 1 + 1e-12, c: 1 - 1e-12, d: 0.5 };
    const chosen = new Set(
      Array.from({ length: 60 }, (_, seed) =>
        bestMove(['d', 'a', 'b', 'c'], (m) => values[m]!, Rng.fromSeed(seed), 1e-9),
      ),
    );
    expect([...chosen].sort()).toEqual(['a', 'b', 'c']);
    expect(bestMove(['d', 'a', 'b', 'c'], (m) => values[m]!)).toBe('b'); // no tolerance: the strictly highest
  });

  it('refuses an empty list with a RangeError', () => {
    expect(() => bestMove([], length)).toThrow(RangeError);
  });
});
