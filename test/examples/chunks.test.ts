/**
 * Two apps built by Vite for production, with the built package as a user installs it (bench/chunks.mjs): a game
 * picker, where `loadGame(id)` keeps each game in a chunk of its own that the page loads only when that game is
 * chosen; and an app of Coins alone (`coinsRules`, no bot), which must weigh at most the script's limit, gzip. Vite
 * comes from the playground's install, made here when it is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameIds } from '../../scripts/games.mjs';
import { root } from './setup.js';

interface Chunk {
  readonly fileName: string;
  readonly kind: 'entry' | 'on demand' | 'shared';
  readonly games: readonly string[];
  readonly imports: readonly string[];
  readonly gzip: number;
}

const web = join(root, 'examples/web');
if (!existsSync(join(web, 'node_modules/vite'))) {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: web, stdio: 'inherit' });
}
/** The script's report; it exits 1 when one of its checks fails, with the report still printed. */
function report(): { picker: Chunk[]; coinsOnly: Chunk[]; coinsOnlyLimit: number; problems: string[] } {
  try {
    return JSON.parse(
      execFileSync(process.execPath, ['bench/chunks.mjs', '--json'], { cwd: root, encoding: 'utf8' }),
    );
  } catch (error) {
    const out = (error as { stdout?: string }).stdout;
    if (out) return JSON.parse(out);
    throw error;
  }
}
const { picker, coinsOnly, coinsOnlyLimit } = report();

/** The chunks the page loads first: the entry and what it imports. */
function upFront(): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of picker.find((c) => c.fileName === name)?.imports ?? []) visit(next);
  };
  for (const c of picker) if (c.kind === 'entry') visit(c.fileName);
  return seen;
}

describe('a Vite app that loads games with loadGame', () => {
  it('has one entry chunk, which holds no game', () => {
    const entries = picker.filter((c) => c.kind === 'entry');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.games).toEqual([]);
  });

  it.each(gameIds(root))('%s: in a chunk of its own, loaded only when chosen', (id) => {
    const holding = picker.filter((c) => c.games.includes(id));
    expect(holding.map((c) => c.games)).toEqual([[id]]);
    expect(upFront().has(holding[0]!.fileName)).toBe(false);
  });
});

describe('an app of Coins alone, with its rules object and no bot', () => {
  it(`weighs at most 16 kB gzip, in one chunk that holds Coins and no other game`, () => {
    expect(coinsOnlyLimit).toBe(16 * 1024);
    expect(coinsOnly.map((c) => c.games)).toEqual([['coins']]);
    const total = coinsOnly.reduce((sum, c) => sum + c.gzip, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(coinsOnlyLimit);
  });
});
