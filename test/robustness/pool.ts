/**
 * Shared helpers for the robustness suite: a pool of real states from seeded random matches of a game, covering
 * every phase those matches pass through.
 */
import { type AnyGame, Rng } from '../../src/core/index.js';

export const HEAVY = process.env.CARDRULES_HEAVY === '1';

/**
 * The seat counts a game plays with its default options (a game may allow more seats only with an option, as
 * Dalmuti does for 9–13 players).
 */
export function defaultSeatCounts(game: AnyGame): number[] {
  const counts: number[] = [];
  for (let seats = game.seats.min; seats <= game.seats.max; seats++) {
    try {
      game.setup({ seats, seed: 0 });
      counts.push(seats);
    } catch {
      // not playable without options
    }
  }
  if (counts.length === 0) throw new Error(`${game.id}: no seat count can be set up with default options`);
  return counts;
}

/** Plays `matches` seeded random matches for every seat count and keeps every `every`-th state (and the last). */
export function statePool(game: AnyGame, matches: number, every: number, seed = 'pool'): unknown[] {
  const rng = Rng.fromSeed(`${game.id}/${seed}`);
  const pool: unknown[] = [];
  for (const seats of defaultSeatCounts(game)) {
    for (let m = 0; m < matches; m++) {
      let state = game.setup({ seats, seed: `${seed}/${seats}/${m}` });
      let i = 0;
      while (!game.isOver(state)) {
        if (i++ % every === 0) pool.push(state);
        const moves = game.legalMoves(state);
        state = game.applyMove(state, moves[rng.int(moves.length)]);
      }
      pool.push(state);
    }
  }
  return pool;
}
