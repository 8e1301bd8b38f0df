/**
 * The research guides cannot rot: every ```ts block of docs/research.md, docs/bots.md and docs/performance.md is
 * extracted, its `cardrules` imports pointed at the sources, type-checked under the package's strict settings, and run.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const GUIDES = ['docs/research.md', 'docs/bots.md', 'docs/performance.md'].filter((g) =>
  existsSync(join(root, g)),
);
const out = join(root, '.tmp/research-blocks');

const SUBPATHS: Record<string, string> = {
  cardrules: 'src/index.ts',
  'cardrules/core': 'src/core/index.ts',
  'cardrules/bots': 'src/bots/index.ts',
  'cardrules/sim': 'src/sim/index.ts',
  'cardrules/linko': 'src/games/linko/index.ts',
  'cardrules/coins': 'src/games/coins/index.ts',
  'cardrules/dalmuti': 'src/games/dalmuti/index.ts',
  'cardrules/bigfish': 'src/games/bigfish/index.ts',
};

interface Block {
  readonly guide: string;
  readonly line: number;
  readonly code: string;
  readonly file: string;
}

function extract(guide: string): Block[] {
  const text = readFileSync(join(root, guide), 'utf8');
  const blocks: Block[] = [];
  const fence = /^```ts\n([\s\S]*?)^```$/gm;
  for (let m = fence.exec(text); m; m = fence.exec(text)) {
    const line = text.slice(0, m.index).split('\n').length;
    blocks.push({ guide, line, code: m[1]!, file: join(out, `${guide.replace(/[/.]/g, '_')}_L${line}.ts`) });
  }
  return blocks;
}

function rewrite(code: string): string {
  return code.replace(/from '(cardrules(?:\/[a-z]+)?)'/g, (_whole, spec: string) => {
    const target = SUBPATHS[spec];
    if (!target) throw new Error(`unknown subpath ${spec}`);
    return `from '${join(root, target).replace(/\.ts$/, '.js')}'`;
  });
}

const blocks = GUIDES.flatMap(extract);

beforeAll(() => {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const b of blocks) writeFileSync(b.file, `${rewrite(b.code)}\nexport {};\n`);
});

describe('the research guides', () => {
  it('have code blocks that import only public subpaths', () => {
    expect(blocks.length).toBeGreaterThan(3);
    for (const b of blocks) {
      for (const [, spec] of b.code.matchAll(/from '([^']+)'/g)) {
        expect(Object.keys(SUBPATHS), `${b.guide}:${b.line}`).toContain(spec);
      }
    }
  });

  it('research.md lists the true action and observation sizes of every game', async () => {
    const { games } = await import('../../src/registry.js');
    const text = readFileSync(join(root, 'docs/research.md'), 'utf8');
    const rows = [...text.matchAll(/^\| `(\w+)` \| (\d+)–(\d+) \| (\d+) \| (\d+) \|$/gm)];
    expect(rows.map((r) => r[1]).sort()).toEqual(Object.keys(games).sort());
    for (const [, id, min, max, actions, obs] of rows) {
      const g = games[id!]!;
      expect([
        g.seats.min,
        g.seats.max,
        g.definition.encoding?.actionCount,
        g.definition.encoding?.observationSize,
      ]).toEqual([Number(min), Number(max), Number(actions), Number(obs)]);
    }
  });

  it('type-check under the strict settings of the package', () => {
    const config = {
      extends: join(root, 'tsconfig.json'),
      compilerOptions: { noEmit: true },
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
    const mine = output
      .split('\n')
      .filter((line) => line.includes('research-blocks'))
      .join('\n');
    expect(mine).toBe('');
  });

  for (const b of blocks) {
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
