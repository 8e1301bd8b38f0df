#!/usr/bin/env node
// What a web app downloads, built by Vite for production as a user builds theirs:
//   - a game picker that calls `loadGame(id)`: each game must land in a chunk of its own, and the entry chunk in none;
//   - an app of Coins alone (`import { coins } from 'cardrules/coins'`): at most 16 kB gzip in all.
// It prints every chunk with the games it holds and its size, raw and gzip, and exits 1 when a check fails.
//   npm run build && node bench/chunks.mjs        the published form (dist/, through package.json's exports)
//   node bench/chunks.mjs --src                   the sources, with no build
//   node bench/chunks.mjs --json                  the same as JSON (test/examples/chunks.test.ts reads it)
// Vite comes from the playground's install (npm --prefix examples/web install).
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { gameIds } from '../scripts/games.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository's root. */
export const ROOT = resolve(here, '..');
/** Where Vite is installed: the playground's own dependencies. */
export const VITE = join(ROOT, 'examples/web/node_modules/vite/dist/node/index.js');
/** The most a Coins-only app may weigh, gzip, in bytes. */
export const COINS_ONLY_LIMIT = 16 * 1024;

/** The picker: one game loaded on demand, chosen by the page's address. */
const PICKER = (first) => `import { loadGame } from 'cardrules';
const id = new URLSearchParams(location.search).get('game') ?? '${first}';
const game = await loadGame(id);
const state = game.setup({ seats: game.seats.min, seed: 1 });
document.body.textContent = game.describeView(game.view(state, 0)).join('\\n');
`;

/** An app of Coins alone, as the Coins rules page starts. */
const COINS_ONLY = `import { coinsRules as coins } from 'cardrules/coins';
let state = coins.setup({ seats: 3, seed: 1 });
const lines = [];
while (!coins.isOver(state)) {
  const step = coins.applyMoveWithEvents(state, coins.legalMoves(state)[0]);
  for (const e of coins.eventsFor(step.events, 0)) lines.push(coins.describeEvent(e));
  state = step.state;
}
document.body.textContent = [...coins.describeView(coins.view(state, 0)), ...lines].join('\\n');
`;

/**
 * Builds a one-page app whose script is `main` with Vite, for production, and returns its JavaScript chunks.
 * @param {{ main: string, library: 'dist' | 'src' }} app - the app's script, and whether `cardrules` is the built
 *   package (dist, through its exports, as installed) or the sources
 * @returns {Promise<{ fileName: string, kind: string, games: string[], imports: string[], bytes: number, gzip: number }[]>}
 */
export async function buildApp({ main, library }) {
  // A production build as `vite build` makes it, even when started from a test runner that set NODE_ENV=test
  // (libraries such as immer keep their development messages unless NODE_ENV is 'production').
  process.env.NODE_ENV = 'production';
  const vite = await import(pathToFileURL(VITE).href);
  const dir = mkdtempSync(join(tmpdir(), 'cardrules-chunks-'));
  try {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>\n');
    writeFileSync(join(dir, 'main.js'), main);
    let alias = [];
    if (library === 'dist') {
      mkdirSync(join(dir, 'node_modules'));
      symlinkSync(ROOT, join(dir, 'node_modules/cardrules'), 'dir');
    } else {
      alias = [
        { find: /^cardrules$/, replacement: join(ROOT, 'src/index.ts') },
        { find: /^cardrules\/([a-z0-9]+)$/, replacement: join(ROOT, 'src/games/$1/index.ts') },
      ];
    }
    const built = await vite.build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      resolve: { alias },
      build: { write: false, modulePreload: false, target: 'es2022' },
    });
    const outputs = (Array.isArray(built) ? built : [built]).flatMap((b) => b.output);
    const ids = gameIds(ROOT);
    return outputs
      .filter((o) => o.type === 'chunk')
      .map((chunk) => ({
        fileName: chunk.fileName,
        kind: chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'on demand' : 'shared',
        games: ids.filter((id) => new RegExp(`\\bid:\\s*["'\`]${id}["'\`]`).test(chunk.code)),
        imports: chunk.imports,
        bytes: Buffer.byteLength(chunk.code),
        gzip: gzipSync(chunk.code, { level: 9 }).length,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Builds the picker and the Coins-only app and checks them.
 * @param {'dist' | 'src'} library - what `cardrules` is (see {@link buildApp})
 * @returns {Promise<{ picker: Awaited<ReturnType<typeof buildApp>>, coinsOnly: Awaited<ReturnType<typeof buildApp>>, problems: string[] }>}
 */
export async function measure(library) {
  const ids = gameIds(ROOT);
  const picker = await buildApp({ main: PICKER(ids[0]), library });
  const coinsOnly = await buildApp({ main: COINS_ONLY, library });
  const problems = [];
  const upFront = loadedFirst(picker);
  for (const id of ids) {
    const holding = picker.filter((c) => c.games.includes(id));
    if (holding.length !== 1) problems.push(`${id}: in ${holding.length} chunks of the picker, not 1`);
    else if (holding[0].games.length !== 1)
      problems.push(`${id}: its chunk holds ${holding[0].games.join(', ')}`);
    else if (upFront.has(holding[0].fileName))
      problems.push(`${id}: its chunk is loaded before a game is chosen`);
  }
  const total = coinsOnly.reduce((sum, c) => sum + c.gzip, 0);
  if (total > COINS_ONLY_LIMIT)
    problems.push(`the Coins-only app is ${total} B gzip, above ${COINS_ONLY_LIMIT} B`);
  return { picker, coinsOnly, problems };
}

/**
 * The chunks a page loads before any dynamic import: the entry chunks and what they import, transitively.
 * @param {{ fileName: string, kind: string, imports: string[] }[]} chunks
 * @returns {Set<string>}
 */
export function loadedFirst(chunks) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of byName.get(name)?.imports ?? []) visit(next);
  };
  for (const c of chunks) if (c.kind === 'entry') visit(c.fileName);
  return seen;
}

/**
 * The chunks a page loads to show one game: those loaded first, the game's own chunk, and what it imports.
 * @param {{ fileName: string, kind: string, games: string[], imports: string[] }[]} chunks
 * @param {string} id - the game's id
 * @returns {Set<string>}
 */
export function loadedFor(chunks, id) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const reach = (from, seen = new Set()) => {
    if (!seen.has(from)) {
      seen.add(from);
      for (const next of byName.get(from)?.imports ?? []) reach(next, seen);
    }
    return seen;
  };
  const loaded = loadedFirst(chunks);
  for (const c of chunks.filter((c) => c.kind === 'on demand')) {
    const pulled = reach(c.fileName);
    if ([...pulled].some((name) => byName.get(name)?.games.includes(id)))
      for (const n of pulled) loaded.add(n);
  }
  return loaded;
}

const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

function print(title, chunks) {
  console.log(`\n${title}`);
  console.log('  chunk                               kind        games            raw        gzip');
  for (const c of chunks) {
    const games = c.games.join(', ') || '–';
    console.log(
      `  ${c.fileName.padEnd(35)} ${c.kind.padEnd(11)} ${games.padEnd(16)} ${kB(c.bytes).padStart(9)} ${kB(c.gzip).padStart(9)}`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const library = process.argv.includes('--src') ? 'src' : 'dist';
  if (!existsSync(VITE)) {
    console.error('Vite is not installed: run npm --prefix examples/web install');
    process.exit(2);
  }
  if (library === 'dist' && !existsSync(join(ROOT, 'dist/index.js'))) {
    console.error('dist/ is missing: run npm run build first (or pass --src)');
    process.exit(2);
  }
  const { picker, coinsOnly, problems } = await measure(library);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ library, picker, coinsOnly, coinsOnlyLimit: COINS_ONLY_LIMIT, problems }));
    process.exit(problems.length > 0 ? 1 : 0);
  }
  print(`A game picker calling loadGame(id) (Vite production build, cardrules from ${library}/)`, picker);
  const size = (names) => picker.filter((c) => names.has(c.fileName)).reduce((sum, c) => sum + c.gzip, 0);
  const base = size(loadedFirst(picker));
  for (const id of gameIds(ROOT)) {
    console.log(
      `  choosing ${id} downloads ${kB(size(loadedFor(picker, id)))} gzip (${kB(base)} before a choice)`,
    );
  }
  print('An app of Coins alone', coinsOnly);
  const total = coinsOnly.reduce((sum, c) => sum + c.gzip, 0);
  console.log(`  in all: ${kB(total)} gzip (at most ${kB(COINS_ONLY_LIMIT)})`);
  for (const p of problems) console.error(`FAIL ${p}`);
  process.exit(problems.length > 0 ? 1 : 0);
}
