/**
 * The research guide's table of action and observation sizes is checked against the games themselves. (Its code
 * blocks are type-checked and run with every other guide's, in test/docs/guides.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/registry.js';

const root = resolve(import.meta.dirname, '../..');

describe('the research guide', () => {
  it('research.md lists the true action and observation sizes of every game', () => {
    const text = readFileSync(join(root, 'docs/research.md'), 'utf8');
    const rows = [...text.matchAll(/^\| `(\w+)` \| (\d+)–(\d+) \| (\d+) \| (\d+) \|$/gm)];
    expect(rows.map((r) => r[1]).sort()).toEqual(Object.keys(games).sort());
    for (const [, id, min, max, actions, obs] of rows) {
      const g = games[id!]!;
      expect([g.seats.min, g.seats.max, g.encoding?.actionCount, g.encoding?.observationSize]).toEqual([
        Number(min),
        Number(max),
        Number(actions),
        Number(obs),
      ]);
    }
  });
});
