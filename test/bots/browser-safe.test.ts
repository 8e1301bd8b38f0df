/**
 * Browser-safe subpaths (core, the games, bots) import no Node built-in and none of the command line's or the
 * simulator's libraries; only `sim` and `cli` may.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const NODE_ONLY = [
  'tinypool',
  'piscina',
  'commander',
  '@inquirer/input',
  'cli-progress',
  'cli-table3',
  'tsx',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('browser-safe subpaths', () => {
  for (const dir of ['src/core', 'src/bots', 'src/games', 'src/testing']) {
    it(`${dir} imports no Node built-in and no Node-only library`, () => {
      for (const file of files(join(root, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
          expect(spec!.startsWith('node:'), `${file}: ${spec}`).toBe(false);
          expect(NODE_ONLY.includes(spec!), `${file}: ${spec}`).toBe(false);
          if (dir !== 'src/games')
            expect(spec!.includes('/sim/') || spec!.includes('/cli/'), `${file}: ${spec}`).toBe(false);
        }
      }
    });
  }
});
