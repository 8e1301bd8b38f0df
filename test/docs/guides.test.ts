/**
 * The guides cannot rot: every ```ts block of them is extracted, its `cardrules` imports pointed at the sources,
 * and it is type-checked (strict) and run. A block fenced as ```ts compile-only is type-checked but not run (used
 * for code that would listen on a port forever, say). Blocks are whole modules: they import what they use.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameIds } from '../../scripts/games.mjs';
import { DOCUMENTS, extractBlocks, GUIDES } from './documents.js';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, '.tmp/docs-blocks');

const SUBPATHS: Record<string, string> = {
  cardrules: 'src/index.ts',
  'cardrules/core': 'src/core/index.ts',
  'cardrules/bots': 'src/bots/index.ts',
  'cardrules/testing': 'src/testing/index.ts',
  'cardrules/sim': 'src/sim/index.ts',
  ...Object.fromEntries(gameIds(root).map((id) => [`cardrules/${id}`, `src/games/${id}/index.ts`])),
};

/** The block as a module whose `cardrules` imports point at the sources (each one: none is left to resolve to dist/). */
function rewrite(code: string): string {
  return code.replace(/from '(cardrules(?:\/[^']*)?)'/g, (_whole, spec: string) => {
    const target = SUBPATHS[spec];
    if (!target) throw new Error(`unknown subpath ${spec}`);
    return `from '${join(root, target).replace(/\.ts$/, '.js')}'`;
  });
}

const blocks = DOCUMENTS.flatMap((guide) => extractBlocks(guide, out));

beforeAll(() => {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const b of blocks) writeFileSync(b.file, `${rewrite(b.code)}\nexport {};\n`);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('the guides', () => {
  it('have only TypeScript code blocks (each one is checked below)', () => {
    for (const guide of GUIDES) {
      const fences = readFileSync(join(root, guide), 'utf8').match(/^```\S*/gm) ?? [];
      // Opening fences carry a language, closing ones do not: every opening fence must be ts.
      const opening = fences.filter((_, i) => i % 2 === 0);
      expect(
        opening.every((f) => f === '```ts'),
        `${guide}: ${opening.join(' ')}`,
      ).toBe(true);
    }
  });

  it('have code blocks, and every block imports only public subpaths', () => {
    for (const guide of DOCUMENTS)
      expect(
        blocks.some((b) => b.guide === guide),
        guide,
      ).toBe(true);
    for (const b of blocks) {
      for (const [, spec] of b.code.matchAll(/from '([^']+)'/g)) {
        expect(
          Object.keys(SUBPATHS).concat(['node:http', 'node:fs', 'node:crypto']),
          `${b.guide}:${b.line}`,
        ).toContain(spec);
      }
    }
  });

  it('type-check: every block compiles under the strict settings of the package', () => {
    const config = {
      extends: join(root, 'tsconfig.json'),
      compilerOptions: { noEmit: true, noUnusedLocals: false },
      include: [join(out, '*.ts')],
    };
    writeFileSync(join(out, 'tsconfig.json'), JSON.stringify(config));
    let output = '';
    try {
      execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(out, 'tsconfig.json')], {
        encoding: 'utf8',
      });
    } catch (e) {
      output = String((e as { stdout?: string }).stdout ?? e);
    }
    // Only errors in the blocks count here (the sources have their own typecheck); name the guide and line of each.
    const mine = output
      .split('\n')
      .filter((line) => line.includes('docs-blocks'))
      .join('\n');
    const located = mine.replace(
      /[^\s(]*docs-blocks\/((?:docs_)?(?:rules_)?[A-Za-z0-9-]+)_md_L(\d+)\.ts\((\d+),(\d+)\)/g,
      (_, g: string, l: string, r: string) =>
        `${g.replace(/^docs_/, 'docs/').replace(/^docs\/rules_/, 'docs/rules/')}.md:${Number(l) + Number(r)}`,
    );
    expect(located).toBe('');
  });

  for (const b of blocks.filter((x) => x.run)) {
    it(`runs ${b.guide}:${b.line}`, async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      try {
        await import(/* @vite-ignore */ b.file);
      } finally {
        log.mockRestore();
      }
    });
  }
});
