/**
 * The layer order of the design, enforced: core ← games ← bots ← engine ← sim ← cli. A file may import its own
 * layer and the layers below it, never one above; no game imports another game; only core imports immer; the
 * browser-safe layers import no Node built-ins; and shared code reaches games only through the registry.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameIds } from '../../scripts/games.mjs';

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

/** The layers, lowest first. `registry` holds the top-level modules that list every game (registry, loaders). */
const ORDER = ['core', 'testing', 'games', 'registry', 'bots', 'engine', 'sim', 'cli'] as const;
type Layer = (typeof ORDER)[number];

/** What each layer may import, besides itself. */
const ALLOWED: Readonly<Record<Layer, readonly Layer[]>> = {
  core: [],
  testing: ['core'],
  games: ['core'],
  registry: ['core', 'games'],
  bots: ['core', 'registry'],
  engine: ['core', 'registry', 'bots'],
  sim: ['core', 'registry', 'bots', 'engine'],
  cli: ['core', 'testing', 'registry', 'bots', 'engine', 'sim'],
};
/** Layers that run unchanged in a browser, Deno or a worker: no Node built-ins. */
const BROWSER_SAFE: readonly Layer[] = ['core', 'testing', 'games', 'registry', 'bots', 'engine'];

/** One import of one source file. */
interface Edge {
  readonly from: string; // path relative to src, with '/'
  readonly to: string; // the specifier as written
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|mts)$/.test(name) ? [path] : [];
  });
}

/** Every static, dynamic and re-export specifier of a file (comments removed first). */
function importsOf(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const found: string[] = [];
  for (const m of code.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) found.push(m[1]!);
  return found;
}

function layerOf(file: string): { layer: Layer; game: string | null } {
  const [top, second] = file.split('/');
  if (top === 'games') return { layer: 'games', game: second ?? null };
  if (/^(registry|loaders|index)\.(js|ts)$/.test(top!)) return { layer: 'registry', game: null };
  if ((ORDER as readonly string[]).includes(top!)) return { layer: top as Layer, game: null };
  throw new Error(`src/${file} belongs to no layer: add its folder to the layer test`);
}

/** The layer (and game) a relative specifier points at, seen from `from`. */
function target(from: string, spec: string): { layer: Layer; game: string | null } | null {
  if (!spec.startsWith('.')) return null;
  const abs = resolve(src, from.split('/').slice(0, -1).join('/'), spec);
  const rel = relative(src, abs).split(sep).join('/');
  if (rel.startsWith('..')) throw new Error(`src/${from} imports '${spec}' from outside src`);
  return layerOf(/\.(js|ts)$/.test(rel) ? rel : `${rel}/index.ts`);
}

/** Every rule of the layer order that `edges` break, in words. */
function violations(edges: readonly Edge[]): string[] {
  const out: string[] = [];
  for (const { from, to } of edges) {
    const here = layerOf(from);
    if (to.startsWith('node:') && BROWSER_SAFE.includes(here.layer)) {
      out.push(`src/${from}: a ${here.layer} file imports the Node built-in '${to}'`);
      continue;
    }
    if (to === 'immer' && here.layer !== 'core') {
      out.push(`src/${from}: only core imports immer (immutability is core's job)`);
      continue;
    }
    if (to === 'cardrules' || to.startsWith('cardrules/')) {
      out.push(`src/${from}: the sources import each other by relative path, not through '${to}'`);
      continue;
    }
    const there = target(from, to);
    if (there === null) continue;
    if (there.layer === here.layer) {
      if (here.layer === 'games' && there.game !== here.game)
        out.push(`src/${from}: the game '${here.game}' imports the game '${there.game}'`);
      continue;
    }
    if (!ALLOWED[here.layer].includes(there.layer))
      out.push(`src/${from}: ${here.layer} may not import ${there.layer} ('${to}')`);
  }
  return out;
}

function realEdges(): Edge[] {
  return sources(src).flatMap((path) => {
    const from = relative(src, path).split(sep).join('/');
    return importsOf(readFileSync(path, 'utf8')).map((to) => ({ from, to }));
  });
}

describe('the layer order (core ← games ← bots ← engine ← sim ← cli)', () => {
  it('holds for every import in src/', () => {
    const edges = realEdges();
    expect(edges.length).toBeGreaterThan(100);
    expect(violations(edges)).toEqual([]);
  });

  it('fails on a planted upward import, a cross-game import, immer in a game and a Node built-in in core', () => {
    const planted: Edge[] = [
      { from: 'core/game.ts', to: '../bots/index.js' },
      { from: 'games/coins/rules.ts', to: '../linko/cards.js' },
      { from: 'games/dalmuti/rules.ts', to: 'immer' },
      { from: 'core/rng.ts', to: 'node:crypto' },
      { from: 'bots/ismcts.ts', to: '../sim/index.js' },
      { from: 'bots/random.ts', to: '../games/coins/index.js' },
    ];
    const found = violations(planted);
    expect(found).toEqual([
      "src/core/game.ts: core may not import bots ('../bots/index.js')",
      "src/games/coins/rules.ts: the game 'coins' imports the game 'linko'",
      "src/games/dalmuti/rules.ts: only core imports immer (immutability is core's job)",
      "src/core/rng.ts: a core file imports the Node built-in 'node:crypto'",
      "src/bots/ismcts.ts: bots may not import sim ('../sim/index.js')",
      "src/bots/random.ts: bots may not import games ('../games/coins/index.js')",
    ]);
  });

  it('reads static, dynamic and re-export specifiers, and ignores commented-out ones', () => {
    const text = [
      "import { a } from './a.js';",
      "export * from './b.js';",
      "const c = await import('./c.js');",
      "// import { d } from './d.js';",
      "/* import { e } from './e.js'; */",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./a.js', './b.js', './c.js']);
  });
});

describe('shared code names no particular game', () => {
  const GAME_IDS = gameIds(root);
  // src/bots/weights/ is data, not code: the trained networks, one module per trained game, written by
  // scripts/learned-weights.mjs (each names its game; the spec table looks a game up by its id).
  const shared = sources(src).filter(
    (p) =>
      /^(core|testing|bots|engine|sim)$/.test(relative(src, p).split(sep)[0]!) &&
      !relative(src, p).split(sep).join('/').startsWith('bots/weights/'),
  );
  const code = shared.map((path) => ({
    path,
    text: readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1'),
  }));
  /** The shared files that name the game `id` in a string (outside comments). */
  const naming = (id: string, files: readonly { path: string; text: string }[]) =>
    files
      .filter(({ text }) => new RegExp(`['"\`]${id}['"\`:]`).test(text))
      .map(({ path }) => relative(root, path));

  it.each(GAME_IDS)('core, testing, bots, engine and sim do not name %s outside comments', (id) => {
    expect(shared.length).toBeGreaterThan(10);
    expect(naming(id, code)).toEqual([]);
  });

  it('finds a planted mention of a game id', () => {
    const planted = [
      { path: join(src, 'bots/random.ts'), text: `if (game.id === '${GAME_IDS[0]}') return;` },
    ];
    expect(naming(GAME_IDS[0]!, planted)).toEqual(['src/bots/random.ts']);
  });
});
