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
