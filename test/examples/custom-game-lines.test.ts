/**
 * The custom-game example's README counts its code: a table of its files, each with its kind (rules, declared rules
 * or machinery) and its code lines, and a "now" row of the shares. Both are checked here against the files as they
 * are, counted by the repository's own `scripts/code-lines.mjs`, so the numbers cannot drift from the code.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const DIR = 'examples/custom-game';
const readme = readFileSync(`${DIR}/README.md`, 'utf8');

/** The house-plan table: file, kind and code lines, one row per file. */
const rows = [
  ...readme.matchAll(
    /^\| \[`([\w-]+\.ts)`\]\(src\/\1\) \|.*\| (rules|rules \(declared\)|machinery) \| (\d+) \|$/gm,
  ),
].map((m) => ({ file: m[1]!, kind: m[2]!, lines: Number(m[3]) }));

/** Code lines per file, as the script counts them. */
function counted(files: readonly string[]): Map<string, number> {
  const out = execFileSync('node', ['scripts/code-lines.mjs', ...files.map((f) => `${DIR}/src/${f}`)], {
    encoding: 'utf8',
  });
  const found = new Map<string, number>();
  for (const m of out.matchAll(/^\s*(\d+)\s+\S+\/src\/(\S+\.ts)$/gm)) found.set(m[2]!, Number(m[1]));
  return found;
}

it('the README lists every source file of the example once, with its code lines as counted', () => {
  const files = readdirSync(`${DIR}/src`).filter((f) => f.endsWith('.ts'));
  expect(rows.map((r) => r.file).sort()).toEqual([...files].sort());
  const lines = counted(files);
  expect(rows.map((r) => [r.file, r.lines])).toEqual(rows.map((r) => [r.file, lines.get(r.file)]));
});

it('the "now" row of the shares adds up the table', () => {
  const sum = (keep: (kind: string) => boolean) =>
    rows.filter((r) => keep(r.kind)).reduce((total, r) => total + r.lines, 0);
  const rules = sum((kind) => kind === 'rules');
  const declared = sum((kind) => kind.startsWith('rules'));
  const all = sum(() => true);
  const share = (n: number) => `${Math.round((100 * n) / all)}%`;
  expect(readme).toContain(
    `| now | ${rules} (${share(rules)}) | ${declared} (${share(declared)}) | ${all} |`,
  );
});
