/**
 * Naming a game so that a worker thread (or a records file) can find it again.
 * @module
 */
import type { AnyGame } from '../core/index.js';
import { games, getGame } from '../registry.js';
import { SimError } from './errors.js';
import type { GameSource } from './records.js';

/**
 * Where a worker finds the game: a registry id, or a module (URL or path) and the name of its export.
 * @category Simulation
 */
export type GameRef = string | GameSource;

/**
 * Finds a game from a reference.
 * @param ref - a registry id or a module reference
 * @returns the game
 * @throws SimError (`UNKNOWN_GAME`) for an unknown game
 * @example
 * ```ts
 * const game = await resolveGame('coins');
 * const mine = await resolveGame({ module: './my-game.js', export: 'myGame' });
 * ```
 * @category Simulation
 */
export async function resolveGame(ref: GameRef): Promise<AnyGame> {
  if (typeof ref === 'string') {
    const game = getGame(ref);
    if (!game) {
      throw new SimError('UNKNOWN_GAME', `unknown game '${ref}' (games: ${Object.keys(games).join(', ')})`);
    }
    return game;
  }
  let mod: Record<string, unknown>;
  try {
    mod = (await import(ref.module)) as Record<string, unknown>;
  } catch (e) {
    throw new SimError(
      'UNKNOWN_GAME',
      `cannot load the game module ${ref.module}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const game = mod[ref.export] as AnyGame | undefined;
  if (!game || typeof game.setup !== 'function') {
    throw new SimError('UNKNOWN_GAME', `the module ${ref.module} exports no game named '${ref.export}'`);
  }
  return game;
}
