/**
 * The registry of every game in the package, by id. Generic tools (CLI, tournaments, examples) look games up here.
 * It holds one import and one line per folder of `src/games`; the tests and tools iterate it.
 * @module
 */
import type { AnyGame } from './core/index.js';
import { bigfish } from './games/bigfish/index.js';
import { coins } from './games/coins/index.js';
import { dalmuti } from './games/dalmuti/index.js';
import { linko } from './games/linko/index.js';

/** Every game of the package, by id. @category Registry */
export const games: Readonly<Record<string, AnyGame>> = {
  [linko.id]: linko,
  [coins.id]: coins,
  [dalmuti.id]: dalmuti,
  [bigfish.id]: bigfish,
};

/**
 * Looks a game up by id.
 * @param id - a game's id, such as `'coins'`
 * @returns the game, or `undefined` for an unknown id
 * @category Registry
 */
export function getGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
