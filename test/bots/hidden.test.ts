/**
 * What search bots rely on, for every game: a state sampled from a seat's view looks exactly like that view from the
 * seat, is a valid state, offers the seat the same legal moves, and plays on to the end.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGame, Rng } from '../../src/core/index.js';
import { cloneJson, deepEqual } from '../../src/core/json.js';
import { createSimulator, createSimulatorFromSetup } from '../../src/core/simulator.js';
import { games } from '../../src/registry.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
const subjects = Object.entries<AnyGame>(games).filter(([, g]) => g.hidden.sampleState !== undefined) as [
  string,
  AnyGame,
][];

describe.each(subjects)('sampleState of %s', (_id, game) => {
  it('is consistent with the view, valid, offers the same moves and plays on', () => {
    const sample = game.hidden.sampleState!;
    const rng = Rng.fromSeed('hidden');
    let checked = 0;
    for (let m = 0; m < (HEAVY ? 40 : 4); m++) {
      const seats =
        game.seats.min + (m % (Math.min(game.seats.max, game.seats.min + 2) - game.seats.min + 1));
      const sim = createSimulatorFromSetup(game, { seats, seed: `hidden:${m}` });
      for (let step = 0; !sim.isOver(); step++) {
        if (step % 7 === 0) {
          const state = cloneJson(sim.state);
          const seat = sim.toAct()!;
          const view = game.view(state, seat);
          const s = sample(view, seat, rng);
          expect(deepEqual(game.view(s, seat), view)).toBe(true);
          // A sampled world is arranged, not dealt: it loads as such (the deal checks skip it).
          const loaded = game.loadState(JSON.parse(JSON.stringify(s)), { positions: true });
          expect(loaded.ok ? [] : loaded.error.issues).toEqual([]);
          // The same moves; their order may differ where it follows something the view does not show (Coins keeps a
          // hand in the order of the deal and the plays, its view shows the hand sorted).
          const keys = (x: unknown) => game.legalMoves(x).map(game.moveKey).sort();
          expect(keys(s)).toEqual(keys(state));
          // To the end of the match by the game's own rules, however long a legitimate game takes.
          const on = createSimulator(game, s);
          expect(on.playout(rng)).toBeGreaterThan(0);
          expect(on.isOver()).toBe(true);
          checked++;
        }
        const legal = sim.legalMoves();
        sim.apply(legal[rng.int(legal.length)]);
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
