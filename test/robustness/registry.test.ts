/**
 * The list of games is the folders under src/games: the registry holds one game per folder, and the package's
 * exports, its build entries and its API reference's entry points are derived from (or checked against) the same
 * folders, so adding a game takes its folder and one registry line.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameExport, gameIds, withGameExports } from '../../scripts/games.mjs';
import { games, getGame } from '../../src/registry.js';
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

  it.each(ids)('%s: registered under its id, exported, built and documented as cardrules/%s', (id) => {
    expect(games[id]?.id).toBe(id);
    expect(getGame(id)).toBe(games[id]);
    expect(pkg.exports[`./${id}`]).toEqual(gameExport(id));
    expect(library.entry[`games/${id}/index`]).toBe(`src/games/${id}/index.ts`);
    expect(typedoc.entryPoints).toContain(`src/games/${id}/index.ts`);
  });

  it('getGame finds games by id and nothing else', () => {
    expect(getGame(ids[0]!)?.id).toBe(ids[0]);
    expect(getGame('constructor')).toBeUndefined();
    expect(getGame('__proto__')).toBeUndefined();
  });
});
