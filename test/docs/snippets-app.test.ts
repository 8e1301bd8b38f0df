/**
 * The documents' code as a newcomer runs it: the library is packed (`npm pack`), an app is made exactly as the
 * README's "Install" says (its shell block is read from the README and run, with the tarball's path and the app's
 * folder put in), the tarball installed from the local file without the network, and every runnable ```ts block of
 * every document run in that app with `tsx`. What a `console.log` prints must be what the comment on its line says
 * after `→` (`console.log(x); // → 'Ace of Coins'`): spaces are not counted, `…` stands for any text, and the calls
 * of one line (in a loop, say) are read together, one per line. The comment starts with the arrow; what it says
 * runs to the end of the line.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from '../examples/setup.js';
import { type Block, DOCUMENTS, extractBlocks } from './documents.js';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'cardrules-snippets-'));
const app = join(work, 'my-app');
const tsx = join(root, 'node_modules/.bin/tsx');
const blocks = DOCUMENTS.flatMap((guide) => extractBlocks(guide, app)).filter((b) => b.run);

/** What a `// →` comment says a line prints: the text after the arrow, or null for a line without one. */
function expectedOutput(line: string): string | null {
  const m = /\/\/ → (.*)$/.exec(line);
  return m ? m[1]!.trim() : null;
}

/** Whether printed text is what a comment says: spaces not counted, `…` any text. */
function printsAsSaid(printed: string, said: string): boolean {
  const squeeze = (t: string) => t.replace(/\s+/g, '');
  const pattern = squeeze(said)
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}$`, 's').test(squeeze(printed));
}

/** The block with each `console.log(` that has a `// →` comment reporting its line number. */
function instrumented(b: Block): string {
  const lines = b.code
    .split('\n')
    .map((line, i) =>
      expectedOutput(line) === null ? line : line.replace(/console\.log\(/g, `__said(${i + 1}, `),
    );
  return `import { __said } from './said.mjs';\n${lines.join('\n')}`;
}

beforeAll(() => {
  ensureBuilt();
  const pack = join(work, 'pack');
  mkdirSync(pack);
  execFileSync('npm', ['pack', '--pack-destination', pack, '--silent'], { cwd: root, stdio: 'pipe' });
  const tarball = join(pack, readdirSync(pack).find((f) => f.endsWith('.tgz'))!);
  // The README's "Install" block that makes an app, as written, with this clone's tarball and a scratch folder.
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const install = readme.slice(readme.indexOf('## Install'));
  const shell = [...install.matchAll(/^```sh\n([\s\S]*?)^```$/gm)]
    .map((m) => m[1]!)
    .find((code) => code.includes('npm pack'));
  if (!shell) throw new Error('README: no Install block that packs the library');
  const lines = shell
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('npm pack'));
  const script = lines
    .join('\n')
    .replaceAll('../my-app', app)
    .replaceAll('../cardrules/cardrules-0.1.0.tgz', tarball)
    .replaceAll('npm install ', 'npm install --prefer-offline --no-audit --no-fund --loglevel=error ');
  const r = spawnSync('bash', ['-euo', 'pipefail', '-c', script], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the README's Install failed:\n${script}\n${r.stdout}${r.stderr}`);
  writeFileSync(
    join(app, 'said.mjs'),
    `import { appendFileSync } from 'node:fs';
import { format } from 'node:util';
export function __said(line, ...args) {
  appendFileSync(process.env.SAID, \`\${JSON.stringify([line, format(...args)])}\\n\`);
}
`,
  );
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the README and the guides, run in an app made as "Install" says', () => {
  it('the app is an ES module package with cardrules installed from the tarball', () => {
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
    expect(pkg.type).toBe('module');
    expect(pkg.dependencies.cardrules).toMatch(/\.tgz$/);
    expect(readdirSync(join(app, 'node_modules/cardrules/dist')).length).toBeGreaterThan(0);
  });

  it('the README says what its code prints: it has checked comments', () => {
    const readme = blocks.filter((b) => b.guide === 'README.md');
    const said = readme.flatMap((b) => b.code.split('\n').filter((l) => expectedOutput(l) !== null));
    expect(said.length).toBeGreaterThanOrEqual(8);
  });

  for (const b of blocks) {
    it(`${b.guide}:${b.line} prints what its comments say`, () => {
      const file = b.file;
      writeFileSync(file, instrumented(b));
      const said = file.replace(/\.ts$/, '.said.jsonl');
      writeFileSync(said, '');
      const r = spawnSync(tsx, [file], {
        cwd: app,
        encoding: 'utf8',
        timeout: 300_000,
        env: { ...process.env, SAID: said },
      });
      expect(r.status, `${b.guide}:${b.line} failed:\n${r.stderr}`).toBe(0);
      const printed = new Map<number, string[]>();
      for (const entry of readFileSync(said, 'utf8').split('\n').filter(Boolean)) {
        const [line, text] = JSON.parse(entry) as [number, string];
        printed.set(line, [...(printed.get(line) ?? []), text]);
      }
      b.code.split('\n').forEach((line, i) => {
        const said = expectedOutput(line);
        if (said === null) return;
        const where = `${b.guide}:${b.line + 1 + i}`;
        expect(line, `${where}: a → comment belongs on a console.log line`).toContain('console.log(');
        const got = printed.get(i + 1);
        expect(got, `${where} printed nothing`).toBeDefined();
        expect(
          printsAsSaid(got!.join('\n'), said),
          `${where} printed\n${got!.join('\n')}\nnot\n${said}`,
        ).toBe(true);
      });
    });
  }
});
