/**
 * The part of `bench/versus.sh` that is bundled once per version of the library: plays random matches of a game on
 * the fast path (the simulator's playout) and on the immutable path (`setup`, `legalMoves`, `applyMove`), for a
 * given amount of CPU time, and returns moves per CPU second. Both versions' bundles are loaded into one process.
 */
import { Rng } from '../src/core/rng.js';
import { createSimulatorFromSetup } from '../src/core/simulator.js';
import { games, getGame } from '../src/registry.js';

/** Milliseconds of CPU time this process has used. */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** The ids of the games this version has. */
export const ids: readonly string[] = Object.keys(games);

/**
 * Moves per CPU second on one path, for `ms` of CPU time, from seeded matches at the game's smallest table.
 * @param id - the game
 * @param path - `'fast'` (simulator playouts) or `'immer'` (`applyMove` of random legal moves)
 * @param ms - CPU milliseconds to play for
 */
export function movesPerSecond(id: string, path: 'fast' | 'immer', ms: number): number {
  const game = getGame(id)!;
  const seats = game.seats.min;
  const rng = Rng.fromSeed(`versus/${id}/${path}`);
  const start = cpuMs();
  let moves = 0;
  let seed = 0;
  let now = start;
  while (now - start < ms) {
    if (path === 'fast') {
      moves += createSimulatorFromSetup(game, { seats, seed: seed++ }).playout(rng);
    } else {
      let state = game.setup({ seats, seed: seed++ });
      while (!game.isOver(state)) {
        const legal = game.legalMoves(state);
        state = game.applyMove(state, legal[rng.int(legal.length)]);
        moves++;
      }
    }
    now = cpuMs();
  }
  return moves / ((now - start) / 1000);
}
