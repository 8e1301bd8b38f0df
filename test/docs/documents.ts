/**
 * The documents whose TypeScript blocks are checked, and how a block is read out of them: shared by the test that
 * type-checks and runs every block on the sources (guides.test.ts) and the one that runs them in an app made as the
 * README's "Install" says and compares what they print with their `// →` comments (snippets-app.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gameIds } from '../../scripts/games.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The guides (only TypeScript blocks in them). */
export const GUIDES = ['docs/getting-started.md', 'docs/guide-ui.md', 'docs/guide-server.md'].filter((g) =>
  existsSync(join(root, g)),
);

/** The README's TypeScript blocks are checked the same way (its shell blocks are commands, run by CI). */
export const DOCUMENTS = [
  ...GUIDES,
  'README.md',
  'docs/architecture.md',
  'docs/research.md',
  'docs/bots.md',
  ...gameIds(root).map((id) => `docs/rules/${id}.md`),
];

/** One ```ts block of a document. */
export interface Block {
  /** The document. */
  readonly guide: string;
  /** The line of its opening fence. */
  readonly line: number;
  /** Whether it runs (a block fenced as ```ts compile-only is only type-checked). */
  readonly run: boolean;
  /** Its code. */
  readonly code: string;
  /** Where a test writes it. */
  readonly file: string;
}

/**
 * Every ```ts block of a document, with the line it starts on.
 * @param guide - the document, from the repository's root
 * @param out - the folder the blocks are to be written to
 */
export function extractBlocks(guide: string, out: string): Block[] {
  const text = readFileSync(join(root, guide), 'utf8');
  const blocks: Block[] = [];
  const fence = /^```(ts|typescript)([^\n]*)\n([\s\S]*?)^```$/gm;
  for (let m = fence.exec(text); m; m = fence.exec(text)) {
    const line = text.slice(0, m.index).split('\n').length;
    const name = `${guide.replace(/[/.]/g, '_')}_L${line}.ts`;
    blocks.push({ guide, line, run: !m[2]!.includes('compile-only'), code: m[3]!, file: join(out, name) });
  }
  return blocks;
}
