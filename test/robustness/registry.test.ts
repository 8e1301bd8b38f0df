/**
 * The list of games is the folders under src/games: the registry holds one game per folder, and the package's
 * exports, its build entries and its API reference's entry points are derived from (or checked against) the same
 * folders, so adding a game takes its folder and one registry line.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameExport, gameIds, loadersSource, withGameExports } from '../../scripts/games.mjs';
import { PYTHON_FILES, pythonGames, withPythonGames } from '../../scripts/python-games.mjs';
import type { AnyGame } from '../../src/core/index.js';
import { games, getGame, loadGame } from '../../src/registry.js';
import tsup from '../../tsup.config.js';

const root = resolve(import.meta.dirname, '../..');
const ids = gameIds(root);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};
const [library] = tsup as unknown as [{ entry: Record<string, string> }];
const typedoc = (await import(/* @vite-ignore */ join(root, 'typedoc.config.mjs'))).default as {
  entryPoints: string[];
};

describe('registry', () => {
  it('holds one game per folder of src/games, and nothing else', () => {
    expect(ids.length).toBeGreaterThan(0);
    expect(Object.keys(games).sort()).toEqual(ids);
  });

  it("package.json's game subpaths are exactly the folders (npm run games:sync writes them)", () => {
    const synced = (exports: Record<string, unknown>) => Object.entries(withGameExports(exports, ids));
    expect(Object.entries(pkg.exports)).toEqual(synced(pkg.exports));
    // A subpath left behind by a game that is gone, or a folder without its subpath, is put right.
    expect(synced({ ...pkg.exports, './gone': gameExport('gone') })).toEqual(Object.entries(pkg.exports));
    const { [`./${ids[0]}`]: _dropped, ...missing } = pkg.exports;
    expect(synced(missing)).toEqual(Object.entries(pkg.exports));
  });

  it.each(ids)('%s: registered under its id, exported, built and documented as cardrules/%s', async (id) => {
    const byId: Readonly<Record<string, AnyGame>> = games;
    expect(byId[id]?.id).toBe(id);
    expect(getGame(id)).toBe(byId[id]);
    // Loaded on demand, it is the same object (its folder's module, imported once).
    expect(await loadGame(id)).toBe(byId[id]);
    expect(pkg.exports[`./${id}`]).toEqual(gameExport(id));
    expect(library.entry[`games/${id}/index`]).toBe(`src/games/${id}/index.ts`);
    expect(typedoc.entryPoints).toContain(`src/games/${id}/index.ts`);
  });

  it('getGame finds games by id and nothing else', () => {
    expect(getGame(ids[0]!)?.id).toBe(ids[0]);
    expect(getGame('constructor')).toBeUndefined();
    expect(getGame('__proto__')).toBeUndefined();
  });

  it('loadGame refuses an unknown id, inherited names included, with a RangeError naming the known ones', async () => {
    for (const id of ['nope', 'constructor', '__proto__']) {
      await expect(loadGame(id)).rejects.toThrow(RangeError);
    }
    await expect(loadGame('nope')).rejects.toThrow(ids.join(', '));
  });

  it('src/loaders.ts is what npm run games:sync writes from the folders', () => {
    expect(readFileSync(join(root, 'src/loaders.ts'), 'utf8')).toBe(loadersSource(ids));
  });

  it("the Python package's game literal, options types and per-game overloads are what npm run games:sync writes", () => {
    const described = pythonGames(Object.values<AnyGame>(games), (id) =>
      readFileSync(join(root, 'src/games', id, 'index.ts'), 'utf8'),
    );
    for (const file of PYTHON_FILES) {
      const text = readFileSync(join(root, file), 'utf8');
      expect(text, `${file}: run npm run games:sync`).toBe(withPythonGames(file, text, described));
    }
    // Each game has its literal, its options type and one overload per factory.
    const types = readFileSync(join(root, 'python/cardrules/types.py'), 'utf8');
    for (const g of described) {
      expect(types).toContain(`"${g.id}"`);
      expect(types).toContain(`class ${g.typeName}(TypedDict, total=False):`);
      for (const option of g.options) expect(types).toContain(`    ${option.name}: `);
    }
    const factories = readFileSync(join(root, 'python/cardrules/aec.py'), 'utf8');
    expect(factories.split('game: Literal[').length - 1).toBe(2 * described.length);
  });
});
