/**
 * The evaluation hook: each game's `evaluate` is per seat, in [0, 1] and sums to 1 on the positions of random matches
 * (every game of the registry); hand-built positions are scored as the rules' standings say; ISMCTS scores its cut
 * playouts with the hook by default and not with `eval=off`; and in a seeded short series ISMCTS with the hook does
 * not do worse than without it against the heuristic.
 */
import { describe, expect, it } from 'vitest';
import { botFromSpec, ismctsBot, playMatch } from '../../src/bots/index.js';
import { type AnyGame, Rng, standingShares } from '../../src/core/index.js';
import { cloneJson } from '../../src/core/json.js';
import { createSimulator } from '../../src/core/simulator.js';
import { games } from '../../src/registry.js';

const all = Object.values(games) as AnyGame[];

describe('standingShares', () => {
  it('shifts points so the lowest seat has 1, and shares them out; winners take all at the end', () => {
    expect(standingShares([3, 1, 0], [])).toEqual([4 / 7, 2 / 7, 1 / 7]);
    expect(standingShares([-5, -5], [])).toEqual([0.5, 0.5]);
    expect(standingShares([3, 1, 0], [1])).toEqual([0, 1, 0]);
    expect(standingShares([2, 2, 0, 1], [0, 1])).toEqual([0.5, 0.5, 0, 0]);
  });
});

describe.each(all.map((g) => [g.id, g] as const))('%s: evaluate', (_id, game) => {
  it('is per seat, in [0, 1], summing to 1, on every position of random matches', () => {
    expect(game.evaluate).toBeDefined();
    for (let m = 0; m < 3; m++) {
      const sim = createSimulator(game, game.setup({ seats: game.seats.min, seed: `eval:${m}` }));
      const rng = Rng.fromSeed(m);
      for (let k = 0; k < 3000; k++) {
        const v = game.evaluate!(sim.state);
        expect(v).toHaveLength(game.seats.min);
        let sum = 0;
        for (const x of v) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(1);
          sum += x;
        }
        expect(sum).toBeCloseTo(1, 12);
        if (sim.isOver()) {
          // The end: the winners share 1.
          const w = game.winners(sim.state);
          for (let s = 0; s < v.length; s++) expect(v[s]).toBeCloseTo(w.includes(s) ? 1 / w.length : 0, 12);
          break;
        }
        const legal = sim.legalMoves();
        sim.apply(legal[rng.int(legal.length)]);
      }
    }
  });
});

describe('evaluate on hand-built positions', () => {
  it('Coins: the coins won so far, as shares (3, 1 and 0 coins: 4/7, 2/7, 1/7)', () => {
    const s = cloneJson(games.coins.setup({ seats: 3, seed: 1 })) as unknown as { scores: number[] };
    s.scores = [3, 1, 0];
    const v = games.coins.evaluate!(s as never);
    expect(v[0]).toBeCloseTo(4 / 7, 12);
    expect(v[1]).toBeCloseTo(2 / 7, 12);
    expect(v[2]).toBeCloseTo(1 / 7, 12);
  });

  it('Dalmuti: the cards shed in this hand (0, 5, 10, 10 cards left of 10: points 3, 1.5, 0, 0)', () => {
    const s = cloneJson(games.dalmuti.setup({ seats: 4, seed: 1 })) as unknown as { sizes: number[] };
    s.sizes = [0, 5, 10, 10];
    const v = games.dalmuti.evaluate!(s as never);
    // Shifted by +1: 4, 2.5, 1, 1 of 8.5.
    expect(v[0]).toBeCloseTo(4 / 8.5, 12);
    expect(v[1]).toBeCloseTo(2.5 / 8.5, 12);
    expect(v[2]).toBeCloseTo(1 / 8.5, 12);
    expect(v[3]).toBeCloseTo(1 / 8.5, 12);
  });

  it('Linko and Big Fish: the seat with the better score so far has the bigger share', () => {
    for (const game of [games.linko, games.bigfish] as AnyGame[]) {
      const sim = createSimulator(game, game.setup({ seats: 2, seed: 3 }));
      const rng = Rng.fromSeed(3);
      for (let k = 0; k < 40 && !sim.isOver(); k++) {
        const legal = sim.legalMoves();
        sim.apply(legal[rng.int(legal.length)]);
        const score = game.score(sim.state);
        const v = game.evaluate!(sim.state);
        expect(Math.sign(v[0]! - v[1]!)).toBe(Math.sign(score[0]! - score[1]!));
      }
    }
  });
});

describe('ISMCTS and the hook', () => {
  it('scores cut playouts with the game’s evaluate by default, never with eval=off', async () => {
    // Coins plays to a target over many hands, so a playout cut at 40 moves rarely sees the match's end.
    const game = games.coins as AnyGame;
    let calls = 0;
    // The game itself, seen through an object whose evaluate counts its calls.
    const counting = Object.create(game, {
      evaluate: {
        value: (s: unknown) => {
          calls++;
          return game.evaluate!(s);
        },
      },
    }) as AnyGame;
    const sim = createSimulator(game, game.setup({ seats: 3, seed: 5 }));
    while (sim.legalMoves().length < 2) sim.apply(sim.legalMoves()[0]);
    const seat = sim.toAct()!;
    const play = (bot: ReturnType<typeof ismctsBot>) =>
      bot(sim.view(seat), sim.legalMoves(), Rng.fromSeed(1), seat);
    await play(ismctsBot(counting, { iterations: 20 }));
    expect(calls).toBeGreaterThan(0);
    calls = 0;
    await play(ismctsBot(counting, { iterations: 20, gameEvaluation: false }));
    expect(calls).toBe(0);
    expect(() => botFromSpec('ismcts:20:eval=maybe', game)).toThrow(RangeError);
  });

  it('with the hook does not do worse than without it against the heuristic (seeded series, 2-seat games)', async () => {
    // Measured in docs/bots.md on bigger series; here a short seeded series of each 2-seat game, seats rotated.
    for (const game of all.filter((g) => g.seats.min === 2)) {
      const wins = { on: 0, off: 0 };
      for (let m = 0; m < 6; m++) {
        for (const mode of ['on', 'off'] as const) {
          const seat = m % 2;
          const bots = [0, 1].map((s) =>
            s === seat ? botFromSpec(`ismcts:20:eval=${mode}`, game) : botFromSpec('heuristic', game),
          );
          const r = await playMatch(game, { seats: 2, seed: `series:${m}` }, bots);
          if (r.winners.includes(seat)) wins[mode] += 1 / r.winners.length;
        }
      }
      expect(wins.on).toBeGreaterThanOrEqual(wins.off);
    }
  });
});
