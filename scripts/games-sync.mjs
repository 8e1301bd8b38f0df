#!/usr/bin/env node
// Writes what follows from the list of games (the folders under src/games, one registry line each):
//   - package.json's exports: one subpath `cardrules/<id>` per folder;
//   - src/loaders.ts: one dynamic import per folder, for `loadGame`;
//   - docs/research.md's table of seats, action and observation sizes, one row per game of the registry;
//   - the Python package's typed parts: the `GameId` literal, one options type per game, one overload per game of
//     each environment factory (scripts/python-games.mjs).
//   node scripts/games-sync.mjs          writes them
//   node scripts/games-sync.mjs --check  fails, naming what differs, when one is out of date
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { gameIds, loadersSource, withGameExports } from './games.mjs';
import { PYTHON_FILES, pythonGames, withPythonGames } from './python-games.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

/** The research guide's table: the header, then one row per game. */
const TABLE_HEAD = '| game | seats | `actionCount` | `observationSize` |\n| --- | --- | --- | --- |\n';

let stale = 0;
/** Writes `after` to the file, or (with --check) counts it as stale when it differs from `before`. */
function sync(path, before, after) {
  const name = path.slice(root.length + 1);
  if (before === after) console.log(`${name}: up to date`);
  else if (check) {
    stale++;
    console.error(`${name} does not follow the list of games: run npm run games:sync`);
  } else {
    writeFileSync(path, after);
    console.log(`${name}: written`);
  }
}

const packagePath = join(root, 'package.json');
const packageText = readFileSync(packagePath, 'utf8');
const pkg = JSON.parse(packageText);
const exports = withGameExports(pkg.exports, gameIds(root));
sync(packagePath, packageText, `${JSON.stringify({ ...pkg, exports }, null, 2)}\n`);

const loadersPath = join(root, 'src/loaders.ts');
const loadersText = existsSync(loadersPath) ? readFileSync(loadersPath, 'utf8') : '';
sync(loadersPath, loadersText, loadersSource(gameIds(root)));

const { games } = await tsImport(join(root, 'src/registry.ts'), import.meta.url);
const rows = Object.values(games)
  .map((g) => {
    const sizes = [g.encoding?.actionCount ?? '–', g.encoding?.observationSize ?? '–'];
    return `| \`${g.id}\` | ${g.seats.min}–${g.seats.max} | ${sizes.join(' | ')} |\n`;
  })
  .join('');
const researchPath = join(root, 'docs/research.md');
const researchText = readFileSync(researchPath, 'utf8');
const at = researchText.indexOf(TABLE_HEAD);
if (at < 0) throw new Error(`docs/research.md: the table of sizes (${TABLE_HEAD.split('\n')[0]}) is missing`);
const start = at + TABLE_HEAD.length;
const end = researchText.indexOf('\n\n', start) + 1;
sync(researchPath, researchText, researchText.slice(0, start) + rows + researchText.slice(end));

const described = pythonGames(Object.values(games), (id) =>
  readFileSync(join(root, 'src/games', id, 'index.ts'), 'utf8'),
);
for (const file of PYTHON_FILES) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  sync(path, text, withPythonGames(file, text, described));
}
process.exit(stale > 0 ? 1 : 0);
