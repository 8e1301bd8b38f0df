import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/index.js';
import { Rng } from '../../src/core/index.js';
import { stateHash } from '../../src/core/json.js';
import { createRecord, replay } from '../../src/core/record.js';
import { createSimulator } from '../../src/core/simulator.js';
import { games } from '../../src/registry.js';
import { defaultSeatCounts } from './pool.js';

describe.each(Object.values<AnyGame>(games))('determinism: $id', (game) => {
  it('the same seed and moves give the same state hash, through applyMove, replay of the JSON record, and the simulator', () => {
    for (const seats of defaultSeatCounts(game)) {
      const seed = `determinism/${seats}`;
      const rng = Rng.fromSeed(seed);
      let state = game.setup({ seats, seed });
      const sim = createSimulator(game, state);
      const moves: unknown[] = [];
      while (!game.isOver(state)) {
        const legal = game.legalMoves(state);
        const move = legal[rng.int(legal.length)];
        moves.push(move);
        state = game.applyMove(state, move);
        sim.apply(move);
      }
      const text = JSON.stringify(createRecord(game, { seats, seed }, moves));
      const replayed = replay(game, JSON.parse(text));
      expect(replayed.ok).toBe(true);
      if (replayed.ok) expect(stateHash(replayed.value)).toBe(stateHash(state));
      expect(stateHash(sim.state)).toBe(stateHash(state));
      expect(JSON.stringify(sim.state)).toBe(JSON.stringify(state));
    }
  });

  it('different seeds deal different matches', () => {
    const a = game.setup({ seats: game.seats.min, seed: 1 });
    const b = game.setup({ seats: game.seats.min, seed: 2 });
    expect(stateHash(a)).not.toBe(stateHash(b));
  });
});
