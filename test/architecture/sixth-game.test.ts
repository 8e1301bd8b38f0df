/**
 * Adding a game takes its folder, its rules page, its tests and one registry line: in a temporary copy of the
 * repository, a throwaway game `coins2` ("Coins II", a copy of Coins whose id has a digit) gets its folder under
 * src/games, its rules page and its registry line, and nothing else is edited by hand (`npm run games:sync` writes
 * the package's exports, the loaders of `loadGame` and the research guide's table, as the checklist of docs/architecture.md says). Then the
 * suite's game-driven test files run in the copy, filtered to the tests whose names carry `coins2` or `coins`: every
 * file that has a test for each game of the registry has one for `coins2` too, and each ends as the same test of
 * Coins does (it passes when Coins' passes). A file that kept its own list of games would have none, and this test
 * names it.
 *
 * The type tests of test/types/public-types.test.ts are per game by nature (one block per game): there, the check for
 * `coins2` runs and fails until the game has its block, which is what keeps a new game from going unchecked.
 *
 * By default the copy runs the files that need no example install, no terminal and no child process of the command
 * line (a minute or two on two cores); CARDRULES_HEAVY=1 runs every game-driven file outside test/games and the
 * browser run.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameIds } from '../../scripts/games.mjs';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
const root = resolve(import.meta.dirname, '../..');
/** The game copied, and its copy. */
const BASE = 'coins';
const NEW = 'coins2';
/** The games before the new one. */
const before = gameIds(root);

/** What the copy needs to run its tests, besides node_modules (linked). */
const COPIED = [
  'src',
  'test',
  'scripts',
  'docs',
  'examples',
  'python/cardrules',
  'packages/cli/package.json',
  'package.json',
  'tsconfig.json',
  'tsconfig.build.json',
  'tsconfig.api.json',
  'vitest.config.ts',
  'tsup.config.ts',
  'typedoc.config.mjs',
  'biome.json',
  'README.md',
  'CHANGELOG.md',
];
/** Files whose game-driven tests need an installed example, a terminal or the command line in a child process. */
const HEAVY_ONLY = /^test\/(examples|cli)\//;

/** `text` with `from` replaced by `to`; throws when `from` is not there (the copy must change what it says). */
function replaced(text: string, from: string | RegExp, to: string, where: string): string {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`${where}: '${from}' not found`);
  return next;
}

function edit(path: string, ...changes: [string | RegExp, string][]): void {
  let text = readFileSync(path, 'utf8');
  for (const [from, to] of changes) text = replaced(text, from, to, path);
  writeFileSync(path, text);
}

/** Test files outside test/games and test/e2e that use the list of games (the registry or the folders). */
function gameDriven(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.test.ts')) out.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(join(dir, 'test'));
  return out
    .filter((file) => !/^test\/(games|e2e)\//.test(file) && file !== 'test/architecture/sixth-game.test.ts')
    .filter((file) => /\b(games|getGame|gameIds)\b/.test(readFileSync(join(dir, file), 'utf8')))
    .sort();
}

/** A test of vitest's JSON report. */
interface Reported {
  readonly fullName: string;
  readonly status: string;
  readonly failureMessages: readonly string[];
}

/** Whether a test name carries a game id (as a word: `coins` is not in `coins2`). */
const names = (name: string, id: string) => new RegExp(`(^|[^a-z0-9])${id}([^a-z0-9]|$)`).test(name);

let copy = '';
let report: Map<string, Reported[]>;
let files: string[] = [];
/** Test files of the copy that did not load. */
let broken: string[] = [];

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'cardrules-sixth-game-'));
  for (const path of COPIED) {
    if (!existsSync(join(root, path))) continue;
    cpSync(join(root, path), join(copy, path), {
      recursive: true,
      filter: (from) => !/[\\/](node_modules|dist|\.tmp)([\\/]|$)|[\\/]docs[\\/]api([\\/]|$)/.test(from),
    });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');

  // The game's folder: Coins under another id and name.
  const folder = join(copy, 'src/games', NEW);
  cpSync(join(copy, 'src/games/coins'), folder, { recursive: true });
  edit(
    join(folder, 'game.ts'),
    [/export const coins:/, `export const ${NEW}:`],
    [/export const coinsRules:/, `export const ${NEW}Rules:`],
    [/id: 'coins',/, `id: '${NEW}',`],
    [/name: 'Coins',/, "name: 'Coins II',"],
  );
  edit(join(folder, 'index.ts'), [
    /export \{ coins, coinsRules \} from '\.\/game\.js';/,
    `export { ${NEW}, ${NEW}Rules } from './game.js';`,
  ]);
  for (const file of readdirSync(folder)) {
    const path = join(folder, file);
    const text = readFileSync(path, 'utf8');
    const next = text
      .replace(/import \{ coins \} from '\.\/game\.js';/g, `import { ${NEW} as coins } from './game.js';`)
      .replace(/game: 'coins'/g, `game: '${NEW}'`);
    if (next !== text) writeFileSync(path, next);
  }
  // Its rules page: Coins' page, its code blocks importing the new subpath.
  const coinsPage = readFileSync(join(copy, 'docs/rules/coins.md'), 'utf8');
  const page = coinsPage.replace(/import \{([^}]*)\} from 'cardrules\/coins';/g, (_all, list: string) => {
    const imported = list.replace(/(^|[\s,])coins([\s,]|$)/, `$1${NEW} as coins$2`);
    return `import {${imported}} from 'cardrules/${NEW}';`;
  });
  writeFileSync(
    join(copy, 'docs/rules', `${NEW}.md`),
    replaced(page, /^# Coins$/m, '# Coins II', 'the page'),
  );
  expect(page, 'the rules page imports the new subpath').not.toBe(coinsPage);
  // Its registry line (one import, one entry).
  edit(
    join(copy, 'src/registry.ts'),
    [
      /(import \{ coins \} from '\.\/games\/coins\/index\.js';\n)/,
      `$1import { ${NEW} } from './games/${NEW}/index.js';\n`,
    ],
    [/( {2}coins,\n)/, `$1  ${NEW},\n`],
  );
  // What the checklist has a command write: package.json's exports, the loaders of loadGame and the research guide's
  // table.
  execFileSync(process.execPath, ['scripts/games-sync.mjs'], { cwd: copy, stdio: 'pipe' });

  files = gameDriven(copy).filter((file) => HEAVY || !HEAVY_ONLY.test(file));
  const out = join(copy, '.tmp/sixth-game.json');
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|VITE_|TEST$)/.test(key)),
  );
  try {
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        ...files,
        '-t',
        `${BASE}(${NEW.slice(BASE.length)})?`,
        '--reporter=json',
        `--outputFile=${out}`,
        '--maxWorkers=2',
      ],
      { cwd: copy, env: { ...env, CARDRULES_HEAVY: '' }, stdio: 'pipe', timeout: 570_000 },
    );
  } catch {
    // Failures are read from the report below.
  }
  const json = JSON.parse(readFileSync(out, 'utf8')) as {
    testResults: { name: string; message: string; assertionResults: Reported[] }[];
  };
  report = new Map(
    json.testResults.map((r) => [relative(copy, r.name).split(sep).join('/'), r.assertionResults] as const),
  );
  broken = json.testResults
    .filter((r) => r.assertionResults.length === 0 && r.message)
    .map((r) => `${relative(copy, r.name)}: ${r.message.split('\n')[0]}`);
}, 600_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe(`a sixth game, ${NEW}, with its folder, its rules page and its registry line only`, () => {
  it('is in the package: exports, build entries and API reference entries come from the folders', () => {
    const pkg = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8'));
    expect(pkg.exports[`./${NEW}`].import.types).toBe(`./dist/games/${NEW}/index.d.ts`);
    const entries = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { default: [lib] } = await import('./tsup.config.ts');
         const { default: doc } = await import('./typedoc.config.mjs');
         console.log(JSON.stringify([Object.values(lib.entry), doc.entryPoints]));`,
      ],
      { cwd: copy, encoding: 'utf8' },
    );
    const [build, docs] = JSON.parse(entries) as [string[], string[]];
    expect(build).toContain(`src/games/${NEW}/index.ts`);
    expect(docs).toContain(`src/games/${NEW}/index.ts`);
    expect(readFileSync(join(copy, 'docs/research.md'), 'utf8')).toMatch(
      new RegExp(`^\\| \`${NEW}\` \\|`, 'm'),
    );
  });

  it("every game-driven test file that covers each game of the registry covers it too, with the outcome of Coins' own test", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
    expect([...report.keys()].sort()).toEqual(files);
    /** The files with a test named for each game that was there before: they cover every registered game. */
    const perGame = files.filter((file) =>
      before.every((id) => report.get(file)!.some((t) => names(t.fullName, id))),
    );
    for (const known of [
      'test/architecture/layers.test.ts',
      'test/architecture/surface.test.ts',
      'test/robustness/registry.test.ts',
      'test/docs/guides.test.ts',
      'test/bots/hidden.test.ts',
      'test/engine/junk.test.ts',
      'test/sim/docs.test.ts',
      'test/types/public-types.test.ts',
    ])
      expect(perGame).toContain(known);
    const uncovered = perGame.filter((file) => !report.get(file)!.some((t) => names(t.fullName, NEW)));
    const differ: string[] = [];
    const inherited: string[] = []; // not passed, as for the game it was copied from
    let passed = 0;
    for (const file of files) {
      const results = report.get(file)!;
      const status = new Map(results.map((t) => [t.fullName, t.status]));
      for (const t of results.filter((r) => names(r.fullName, NEW))) {
        if (file === 'test/types/public-types.test.ts') {
          // Per game by nature: the new game's check runs, and asks for its block of type tests.
          expect(t.status).toBe('failed');
          expect(t.failureMessages.join('\n')).toContain(`${NEW} has no block of type tests`);
          continue;
        }
        // The same outcome as the same test of the game it was copied from (passed, unless that one fails too).
        const base = status.get(t.fullName.replaceAll(NEW, BASE)) ?? 'passed';
        if (t.status === 'passed') passed++;
        else if (t.status === base) inherited.push(`${file}: ${t.fullName}`);
        if (t.status !== base) differ.push(`${file}: ${t.fullName}: ${t.status}, and ${base} for ${BASE}`);
      }
    }
    console.info(
      `${NEW}: ${passed} tests passed in ${files.length} game-driven files, ${perGame.length} of which test each ` +
        `game by name${inherited.length > 0 ? `; not passed, as for ${BASE}: ${inherited.join('; ')}` : ''}`,
    );
    expect(passed).toBeGreaterThan(20);
    expect(uncovered, 'files that cover every game but the new one: they keep their own list').toEqual([]);
    expect(differ).toEqual([]);
  });
});
