/**
 * The game argument of every command that takes one: a game of the registry by id (`coins`), or a game written
 * outside the package, named by a module reference `path/to/module.js#exportName` (the export may be left out when
 * the module exports exactly one game). `play` and `engine` load the module here; `sim` hands the reference on to its
 * worker threads, which load it themselves.
 * @module
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyGame } from '../core/index.js';
import { games } from '../registry.js';
import { SimError } from '../sim/errors.js';
import { type GameRef, resolveGame } from '../sim/game-ref.js';
import { CliError, gameList, gameNamed } from './args.js';

/** A game as the command line named it: the game, and the reference a worker thread can load it from again. */
export interface GameArg {
  /** The game. */
  readonly game: AnyGame;
  /** Its registry id, or its module (as a `file:` URL) and export name. */
  readonly ref: GameRef;
}

/** What the help texts say a game argument is. */
export const GAME_ARG_HELP = `the game: ${gameList()}, or a module of your own, path/to/module.js#exportName`;

/** A URL such as `file:///…` (a Windows drive letter such as `C:\\` is a path, not a URL scheme). */
const URL_SCHEME = /^[a-z][a-z0-9+.-]+:/i;

/**
 * Whether a game argument is a module reference rather than a registry id: it has a `#`, a slash, or a script's
 * extension.
 * @param text - the argument as typed
 * @returns the answer
 */
export function isModuleRef(text: string): boolean {
  return text.includes('#') || /[\\/]/.test(text) || /\.[cm]?[jt]s$/.test(text);
}

/**
 * Splits a module reference into the module, as a `file:` URL (a path is resolved from `cwd`), and the export name.
 * @param text - `path/to/module.js#exportName`, or without `#exportName`
 * @param cwd - the folder a relative path starts from
 * @returns the module URL and the export name (`null` when none is given)
 * @throws CliError `BAD_GAME_MODULE` for an empty path or export name
 * @example
 * ```ts
 * parseModuleRef('./dist/index.js#crazyEights', '/work'); // { module: 'file:///work/dist/index.js', export: 'crazyEights' }
 * ```
 */
export function parseModuleRef(text: string, cwd = process.cwd()): { module: string; export: string | null } {
  const at = text.lastIndexOf('#');
  const path = at < 0 ? text : text.slice(0, at);
  const name = at < 0 ? null : text.slice(at + 1);
  if (path.trim() === '' || name?.trim() === '') {
    throw new CliError(
      'BAD_GAME_MODULE',
      `'${text}' is not a module reference: write path/to/module.js#exportName.`,
    );
  }
  const module = URL_SCHEME.test(path) ? path : pathToFileURL(resolve(cwd, path)).href;
  return { module, export: name };
}

/** Whether a module's export looks like a game made by `defineGame`. */
function isGame(value: unknown): value is AnyGame {
  const game = value as Partial<AnyGame> | null;
  return (
    typeof game === 'object' &&
    game !== null &&
    typeof game.id === 'string' &&
    typeof game.setup === 'function' &&
    typeof game.applyMove === 'function'
  );
}

/**
 * Finds the game a command line names.
 * @param text - a registry id, or a module reference (see the module notes)
 * @returns the game and its reference
 * @throws CliError `NO_SUCH_GAME` for an unknown id, a module that cannot be loaded or an export that is no game
 * @example
 * ```ts
 * const { game, ref } = await loadGame('./dist/index.js#crazyEights');
 * ```
 */
export async function loadGame(text: string): Promise<GameArg> {
  if (!isModuleRef(text)) {
    const game = gameNamed(text);
    return { game, ref: game.id };
  }
  const parsed = parseModuleRef(text);
  const fail = (why: string) =>
    new CliError(
      'NO_SUCH_GAME',
      `${why} (a game argument is one of ${gameList()}, or path/to/module.js#exportName).`,
    );
  let name = parsed.export;
  if (name === null) {
    let mod: Record<string, unknown>;
    try {
      mod = (await import(parsed.module)) as Record<string, unknown>;
    } catch (e) {
      throw fail(`cannot load the game module ${text}: ${e instanceof Error ? e.message : String(e)}`);
    }
    const found = Object.keys(mod).filter((key) => isGame(mod[key]));
    if (found.length !== 1) {
      throw fail(
        `${text} exports ${found.length === 0 ? 'no game' : `several games (${found.join(', ')}): name one, as ${text}#${found[0]}`}`,
      );
    }
    name = found[0]!;
  }
  const ref = { module: parsed.module, export: name };
  try {
    return { game: await resolveGame(ref), ref };
  } catch (e) {
    if (e instanceof SimError) throw fail(e.message);
    throw e;
  }
}

/**
 * The registry with more games in it, by id (what the engine serves).
 * @param extra - games loaded from modules
 * @returns every game by id
 * @throws CliError `NO_SUCH_GAME` when two games have the same id
 */
export function gamesWith(extra: readonly AnyGame[]): Readonly<Record<string, AnyGame>> {
  const all: Record<string, AnyGame> = { ...games };
  for (const game of extra) {
    if (Object.hasOwn(all, game.id))
      throw new CliError('NO_SUCH_GAME', `two games have the id '${game.id}'.`);
    all[game.id] = game;
  }
  return all;
}
