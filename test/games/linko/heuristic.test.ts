/** The heuristic policy plays legal moves only and clearly beats uniform random play. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { heuristic, linko } from '../../../src/games/linko/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
/** Heavy runs take minutes; other runs keep the suite's limit (a guard against a hang). */
const TIMEOUT = HEAVY ? 3_600_000 : 600_000;

function duel(seats: number, games: number, amigo2022: boolean): { winRate: number; margin: number } {
  let wins = 0;
  let margin = 0;
  for (let i = 0; i < games; i++) {
    const hero = i % seats; // seats rotated
    const sim = createSimulator(
      linko,
      linko.setup({ seats, seed: `duel-${seats}-${i}`, games: 1, amigo2022 }),
    );
    const rng = Rng.fromSeed(`duel-${i}`);
    while (!sim.isOver()) {
      const seat = sim.toAct()!;
      const ms = sim.legalMoves();
      if (seat === hero) {
        const m = heuristic(linko.view(sim.state, seat), ms, rng);
        if (!ms.some((x) => linko.moveKey(x) === linko.moveKey(m)))
          throw new Error(`illegal ${JSON.stringify(m)}`);
        sim.apply(m);
      } else sim.apply(ms[rng.int(ms.length)]!);
    }
    if (linko.winners(sim.state).includes(hero)) wins++;
    const sc = linko.score(sim.state);
    margin += sc[hero]! - (sc.reduce((a, b) => a + b, 0) - sc[hero]!) / (seats - 1);
  }
  return { winRate: wins / games, margin: margin / games };
}

describe('Linko heuristic', { timeout: TIMEOUT }, () => {
  for (const seats of [2, 3, 4, 5]) {
    it(`wins at least 60% of games against random players (${seats} seats, both rulesets)`, () => {
      const n = HEAVY ? 400 : 60;
      for (const amigo2022 of [false, true]) {
        const { winRate, margin } = duel(seats, n, amigo2022);
        expect(winRate).toBeGreaterThanOrEqual(0.6);
        expect(margin).toBeGreaterThan(5);
      }
    });
  }
});
