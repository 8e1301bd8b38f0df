/**
 * The research guide's table of action and observation sizes is checked against the games themselves; `npm run
 * games:sync` writes it from the registry. (Its code blocks are type-checked and run with every other guide's, in
 * test/docs/guides.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games, getGame } from '../../src/registry.js';

const root = resolve(import.meta.dirname, '../..');
const text = readFileSync(join(root, 'docs/research.md'), 'utf8');
const rows = new Map(
  [...text.matchAll(/^\| `([a-z0-9]+)` \| (\d+)–(\d+) \| (\d+) \| (\d+) \|$/gm)].map((r) => [
    r[1]!,
    r.slice(2).map(Number),
  ]),
);

describe('the research guide', () => {
  it('research.md has one row of sizes per game of the registry, and no other', () => {
    expect([...rows.keys()].sort()).toEqual(Object.keys(games).sort());
  });

  it.each(Object.keys(games))('%s: research.md lists its true seats, action and observation sizes', (id) => {
    const g = getGame(id)!;
    expect(rows.get(id), `docs/research.md has no row for ${id}: run npm run games:sync`).toEqual([
      g.seats.min,
      g.seats.max,
      g.encoding?.actionCount,
      g.encoding?.observationSize,
    ]);
  });
});
