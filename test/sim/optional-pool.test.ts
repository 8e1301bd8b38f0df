/**
 * Tinypool is an optional peer of the library (issue 14 §6): loaded only for worker threads, and its absence is a
 * typed error that says how to install it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('tinypool, an optional peer dependency', () => {
  it('the library depends on immer only; tinypool is an optional peer (and a dev dependency)', () => {
    const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
    expect(Object.keys(pkg.dependencies)).toEqual(['immer']);
    expect(pkg.peerDependencies.tinypool).toBeDefined();
    expect(pkg.peerDependenciesMeta.tinypool).toEqual({ optional: true });
    expect(pkg.devDependencies.tinypool).toBeDefined();
  });

  it('no module of the library imports tinypool but the lazy loader', () => {
    const files = readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.[cm]?[jt]s$/.test(f),
    );
    expect(files.length).toBeGreaterThan(50);
    const importers = files.filter((f) =>
      /(from|import)\s*\(?\s*['"]tinypool['"]|require\(\s*['"]tinypool['"]/.test(
        readFileSync(`${root}src/${f}`, 'utf8'),
      ),
    );
    expect(importers).toEqual([]);
    expect(readFileSync(`${root}src/sim/pool.ts`, 'utf8')).toMatch(/specifier = 'tinypool'/);
  });

  it('without tinypool: one thread plays, worker threads fail with NEEDS_TINYPOOL and the install command', () => {
    const r = spawnSync(
      process.execPath,
      [
        '--import',
        './test/sim/fixtures/hide-tinypool.mjs',
        '--import',
        'tsx',
        'test/sim/fixtures/without-tinypool.ts',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(out.games).toBe(10);
    expect(out.error).toMatchObject({ name: 'SimError', code: 'NEEDS_TINYPOOL' });
    expect(out.error.message).toMatch(/npm install tinypool/);
  });
});
