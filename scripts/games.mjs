// The list of games: the folders under src/games. The build (tsup.config.ts), the API reference
// (typedoc.config.mjs), the package's exports (scripts/games-sync.mjs) and the tests derive their game entries from
// here, and the registry (src/registry.ts) holds one line per folder.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The ids of the games of the package: the folders under `src/games`, sorted.
 * @param {string} [root] - the repository's root folder (default: the current folder)
 * @returns {string[]} the ids
 */
export function gameIds(root = '.') {
  return readdirSync(join(root, 'src/games'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The `package.json` export of a game's subpath (`cardrules/<id>`), types first in every condition.
 * @param {string} id - the game's id (its folder)
 * @returns {{ import: { types: string, default: string }, require: { types: string, default: string } }}
 */
export function gameExport(id) {
  const base = `./dist/games/${id}/index`;
  return {
    import: { types: `${base}.d.ts`, default: `${base}.js` },
    require: { types: `${base}.d.cts`, default: `${base}.cjs` },
  };
}

/**
 * Whether an export of `package.json` is a game's subpath (it points into `dist/games/`).
 * @param {unknown} target - the export's value
 * @returns {boolean}
 */
export function isGameExport(target) {
  return JSON.stringify(target ?? null).includes('./dist/games/');
}

/**
 * The `exports` of `package.json` with one game subpath per folder, in folder order, where the game subpaths stood
 * (after `./testing`, when there were none); every other export is kept as it is, in its place.
 * @param {Record<string, unknown>} exports - the current `exports`
 * @param {readonly string[]} ids - the games' ids
 * @returns {Record<string, unknown>}
 */
export function withGameExports(exports, ids) {
  const entries = Object.entries(exports);
  let at = entries.findIndex(([, target]) => isGameExport(target));
  if (at < 0) at = entries.findIndex(([subpath]) => subpath === './testing') + 1;
  const kept = entries.filter(([, target]) => !isGameExport(target));
  const before = entries.slice(0, at).filter(([, target]) => !isGameExport(target)).length;
  const games = ids.map((id) => [`./${id}`, gameExport(id)]);
  return Object.fromEntries([...kept.slice(0, before), ...games, ...kept.slice(before)]);
}

/**
 * The source of `src/loaders.ts`: one dynamic import per game, which `loadGame` calls, so that a bundler puts each
 * game in a chunk of its own. A game's folder exports the game under its id.
 * @param {readonly string[]} ids - the games' ids
 * @returns {string}
 */
export function loadersSource(ids) {
  const lines = ids.map((id) => `  ${id}: () => import('./games/${id}/index.js').then((m) => m.${id}),\n`);
  return [
    '// Written by `npm run games:sync` from the folders under src/games (the list of games); do not edit by hand.\n',
    '/**\n',
    ' * One dynamic import per game, for `loadGame`: a bundler splits each into a chunk of its own. Its type comes from\n',
    ' * the registry, so a folder without its registry line (or a registry line without its folder) does not compile.\n',
    ' * @module\n',
    ' */\n',
    "import type { Games } from './registry.js';\n",
    '\n',
    '/** Each game of the registry, imported on demand. */\n',
    'export const loaders: { readonly [K in keyof Games]: () => Promise<Games[K]> } = {\n',
    ...lines,
    '};\n',
  ].join('');
}
