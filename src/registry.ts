/**
 * The registry of every game in the package, by id. Generic tools (CLI, tournaments, examples) look games up here.
 * It holds one import and one line per folder of `src/games`; the tests and tools iterate it. Each entry keeps its
 * game's own types: `games.coins` is the Coins game, `getGame('dalmuti')` the Dalmuti game.
 * @module
 */
import type { AnyGame } from './core/index.js';
import { bigfish } from './games/bigfish/index.js';
import { coins } from './games/coins/index.js';
import { dalmuti } from './games/dalmuti/index.js';
import { linko } from './games/linko/index.js';
import { loaders } from './loaders.js';

/**
 * Every game of the package, by id, each with its own types (`games.coins` is `typeof coins`). A key is its game's
 * id. Importing it imports every game; a UI that shows one game at a time uses {@link loadGame} instead.
 * @category Registry
 */
export const games = {
  linko,
  coins,
  dalmuti,
  bigfish,
} as const;

/**
 * The type of {@link games}: each game's id to its game's type.
 * @category Registry
 */
export type Games = typeof games;

/**
 * The id of a game of the package (`'coins'`, …).
 * @category Registry
 */
export type GameId = keyof Games;

/**
 * Looks a game up by id. With an id known to the compiler the result is that game, with its types; with any other
 * string it is some game, or `undefined` when no game has that id.
 * @param id - a game's id, such as `'coins'`
 * @returns the game, or `undefined` for an unknown id
 * @example
 * ```ts
 * getGame('coins').view(state, 0).hand; // readonly CoinsCard[]
 * getGame(process.argv[2] ?? '')?.name; // string | undefined
 * ```
 * @category Registry
 */
export function getGame<K extends GameId>(id: K): Games[K];
export function getGame(id: string): AnyGame | undefined;
export function getGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id as GameId] : undefined;
}

/**
 * Imports one game on demand: the game's module is loaded by a dynamic `import()` only when asked for, so a
 * bundler (Vite, Rollup, esbuild, webpack) puts each game in a chunk of its own and an app that offers a choice of
 * games downloads only the chosen one. The promise resolves to the same object as `games[id]`, with its types.
 * @param id - a game's id, such as `'coins'`
 * @returns the game
 * @throws RangeError (as a rejected promise) for an unknown id
 * @example
 * ```ts
 * import { loadGame } from 'cardrules';
 * const game = await loadGame('coins'); // typeof coins
 * const state = game.setup({ seats: 3, seed: 1 });
 * ```
 * @category Registry
 */
export function loadGame<K extends GameId>(id: K): Promise<Games[K]>;
export function loadGame(id: string): Promise<AnyGame>;
export function loadGame(id: string): Promise<AnyGame> {
  if (!Object.hasOwn(loaders, id)) {
    return Promise.reject(
      new RangeError(`loadGame: unknown game '${id}' (known: ${Object.keys(loaders).join(', ')})`),
    );
  }
  return loaders[id as GameId]();
}
