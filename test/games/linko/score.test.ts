/** Scores per game and per match; winners and ties (§5, A12). */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { linko } from '../../../src/games/linko/index.js';
import { gameScores, gameWinners } from '../../../src/games/linko/score.js';
import { A, B, P, pos, run, X } from './fixtures.js';

describe('Linko scores', () => {
  it('gameWinners: top score; ties shared; amigo2022 prefers fewer hand cards, then shares', () => {
    expect(gameWinners([5, 8, 8], [1, 3, 1], false)).toEqual([1, 2]);
    expect(gameWinners([5, 8, 8], [1, 3, 1], true)).toEqual([2]);
    expect(gameWinners([8, 8, 8], [2, 2, 3], true)).toEqual([0, 1]);
    expect(gameWinners([-3, -1], [4, 2], false)).toEqual([1]);
  });

  it('gameScores counts stack cards minus hand cards, whatever the values', () => {
    const s = pos({
      seats: 3,
      current: A,
      hands: [[1, 13, 13], [5], [2, 2, 2, 2]],
      stacks: [[[13, 13, 13]], [[1], [X, 2]], []],
      display: [4, 4, 4, 4, 4, 4],
    });
    expect(gameScores(s.table)).toEqual([3 - 3, 3 - 1, 0 - 4]);
  });

  it('match winners: the highest total; the amigo2022 tie-break never applies to totals of several games', () => {
    const end = (options: { games: number; amigo2022: boolean }) =>
      run(
        pos({
          seats: 2,
          options,
          current: A,
          hands: [[5], [1, 1]],
          stacks: [[[6, 6]], [[7, 7, 7, 7, 7]]],
          display: [4, 4, 4, 4, 4, 4],
          gameIndex: options.games - 1,
          results:
            options.games === 2
              ? [{ startSeat: 0, reason: 'handEmpty', scores: [2, 2], handCards: [0, 3], winners: [0] }]
              : [],
        }),
        [[A, P(5, 1, 0)]],
      ).state;
    // The last game ends 3 : 3 with A holding 0 cards and B 2.
    expect(linko.winners(end({ games: 1, amigo2022: true }))).toEqual([A]);
    const two = end({ games: 2, amigo2022: true });
    expect(linko.score(two)).toEqual([5, 5]);
    expect(linko.winners(two)).toEqual([A, B]);
  });

  it('winners are empty while the match goes on', () => {
    const s = linko.setup({ seats: 3, seed: 1 });
    expect(linko.winners(s)).toEqual([]);
    expect(linko.score(s)).toEqual([-13, -13, -13]);
  });

  it('the winners have the top total in random matches', () => {
    for (let i = 0; i < 30; i++) {
      const sim = createSimulator(linko, linko.setup({ seats: 2 + (i % 4), seed: i }));
      sim.playout(Rng.fromSeed(i));
      const totals = linko.score(sim.state);
      const best = Math.max(...totals);
      expect(linko.winners(sim.state)).toEqual(totals.flatMap((t, seat) => (t === best ? [seat] : [])));
    }
  });
});
