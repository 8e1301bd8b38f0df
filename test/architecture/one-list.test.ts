/**
 * One list of games: the folders under src/games, with one registry line each. No other file of the library, its
 * tests, scripts or examples keeps a list of its own (a list that names every game, which a new game would then be
 * missing from); they iterate the registry or the folders. test/architecture/sixth-game.test.ts shows that a new game
 * is then covered with its folder and its registry line alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameIds } from '../../scripts/games.mjs';
import { BEGIN, END } from '../../scripts/python-games.mjs';

const root = join(import.meta.dirname, '../..');
const ids = gameIds(root);

/** Files that may name every game, and why. */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/registry.ts': 'the list itself: one import and one line per game',
  'src/loaders.ts':
    'written from the folders by npm run games:sync (one dynamic import per game, for loadGame)',
  'src/bots/weights/index.ts':
    'written by scripts/learned-weights.mjs: the games whose learned weights were trained (a new game has none)',
  'test/e2e/playground.test.ts':
    "tuned scenarios and the renderers' score labels, over a default that covers every other game of the registry",
  'examples/web/src/renderers/index.ts':
    'the games drawn by a renderer of their own; any other game is drawn by the generic one',
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|mts|mjs)$/.test(name) ? [path] : [];
  });
}

/** A file's path from the root, with '/'. */
const rel = (path: string) => relative(root, path).split(sep).join('/');

/** Whether a source names every game id as a string (`'coins'`, `"coins"`, `` `coins` ``), comments left out. */
function namesEveryGame(text: string, games: readonly string[]): boolean {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return games.every((id) => new RegExp(`['"\`]${id}['"\`]`).test(code));
}

/** A Python source without its comments and without the parts `npm run games:sync` writes. */
function withoutGeneratedParts(text: string): string {
  const kept = text
    .split(BEGIN)
    .map((part, i) => (i === 0 ? part : part.slice(Math.max(0, part.indexOf(END)))));
  return kept.join('').replace(/#.*$/gm, '');
}

describe('one list of games', () => {
  const scanned = [
    ...files(join(root, 'src')).filter((p) => !rel(p).startsWith('src/games/')),
    ...files(join(root, 'test')).filter((p) => !rel(p).startsWith('test/games/')),
    ...files(join(root, 'scripts')),
    ...readdirSync(join(root, 'examples'))
      .map((name) => join(root, 'examples', name, 'src'))
      .filter((dir) => existsSync(dir))
      .flatMap(files),
  ];

  it('no library, test, script or example file but the registry names every game: they iterate the registry', () => {
    expect(ids.length).toBeGreaterThan(1);
    expect(scanned.length).toBeGreaterThan(100);
    const lists = scanned.filter((p) => !(rel(p) in ALLOWED) && namesEveryGame(readFileSync(p, 'utf8'), ids));
    expect(lists.map(rel)).toEqual([]);
  });

  it('no file of the Python package or its tests names every game outside the parts games:sync writes', () => {
    const python = ['python/cardrules', 'python/tests', 'python/training']
      .map((dir) => join(root, dir))
      .filter((dir) => existsSync(dir))
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((name) => name.endsWith('.py'))
          .map((name) => join(dir, name)),
      );
    expect(python.length).toBeGreaterThan(10);
    const lists = python.filter((p) => namesEveryGame(withoutGeneratedParts(readFileSync(p, 'utf8')), ids));
    expect(lists.map(rel)).toEqual([]);
  });

  it('finds a planted list, and not one in a comment', () => {
    const list = `const GAMES = [${ids.map((id) => `'${id}'`).join(', ')}];`;
    expect(namesEveryGame(list, ids)).toBe(true);
    expect(namesEveryGame(`// ${list}`, ids)).toBe(false);
    expect(namesEveryGame(`const GAMES = Object.keys(games);`, ids)).toBe(false);
    const pythonList = `GAMES = [${ids.map((id) => `"${id}"`).join(', ')}]`;
    expect(namesEveryGame(withoutGeneratedParts(pythonList), ids)).toBe(true);
    expect(namesEveryGame(withoutGeneratedParts(`${BEGIN}\n${pythonList}\n${END}\n`), ids)).toBe(false);
    expect(namesEveryGame(withoutGeneratedParts(`# ${pythonList}`), ids)).toBe(false);
  });
});
