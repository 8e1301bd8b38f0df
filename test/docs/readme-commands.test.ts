/**
 * The README's commands work as written. Every shell command of the README is extracted; each is either run, in
 * README order, on a fresh copy of the repository (its files as git sees them, with the repository's installed
 * `node_modules` linked in to keep it cheap), or skipped for a reason written below (too long for a unit test, or
 * run by CI as a whole). A command the README gains that is in neither list fails this test, so the README cannot
 * drift from what works.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratch } from '../cli/helpers.js';

const root = join(import.meta.dirname, '../..');

/** One command of the README, with the line it is on. */
interface Command {
  readonly line: number;
  readonly text: string;
}

/** Every command of the README's `sh` blocks: a line is split at `&&`, comments after ` # ` are dropped. */
function readmeCommands(markdown: string): Command[] {
  const commands: Command[] = [];
  const fence = /^```sh\n([\s\S]*?)^```$/gm;
  for (let m = fence.exec(markdown); m; m = fence.exec(markdown)) {
    const first = markdown.slice(0, m.index).split('\n').length + 1;
    m[1]!.split('\n').forEach((raw, i) => {
      const text = raw.replace(/\s+#\s.*$/, '').trim();
      if (text === '' || text.startsWith('#')) return;
      for (const part of text.split(/\s+&&\s+/)) commands.push({ line: first + i, text: part.trim() });
    });
  }
  return commands;
}

/** Commands not run here, and why. */
const SKIPPED: readonly [RegExp, string][] = [
  [/^npm ci$/, 'the copy links the installed node_modules of the repository (npm ci made them)'],
  [/^npm test$/, 'this test is part of npm test'],
  [
    /^npm run demo$|^cardrules demo$/,
    'takes half a minute; CI runs npm run demo, and test/cli runs a short demo',
  ],
  [/^npm run (typecheck|lint|docs|bench|test:e2e)$/, 'CI runs it (bash .ci/run) over the whole repository'],
  [/^bash \.ci\/run$/, 'the whole of CI'],
  [/^cardrules sim .*--games \d{4,}/, 'thousands of games; test/sim runs the same command with fewer'],
  [
    /^mkdir -p \.\.\/my-app$|^cd \.\.\/my-app$|^npm init -y$|^npm pkg set type=module$|^npm install \.\.\/cardrules\//,
    'a separate app: test/docs/snippets-app.test.ts makes one as written and runs the documents in it',
  ],
  [
    /^npm --prefix examples\/web ci$|^npm run playground$/,
    'a dev server that runs until stopped; test/e2e builds and drives the playground',
  ],
];

/** Commands run here, in README order, and what their output must show. */
const RUN: readonly [RegExp, (out: string) => void][] = [
  [/^npm run build$/, () => {}],
  [/^npm link -w packages\/cli$/, () => {}],
  [/^cardrules --version$/, (out) => expect(out.trim()).toMatch(/^\d+\.\d+\.\d+$/)],
  [/^npx cardrules --help$/, (out) => expect(out).toMatch(/^Usage: cardrules \[options\] \[command\]/)],
  [/^npm pack$/, (out) => expect(out).toMatch(/cardrules-\d+\.\d+\.\d+\.tgz/)],
  [/^npm pack -w packages\/cli$/, (out) => expect(out).toMatch(/cardrules-cli-\d+\.\d+\.\d+\.tgz/)],
  [/^cardrules play /, (out) => expect(out).toMatch(/Your moves \(\d+\):/)],
  [/^cardrules replay /, (out) => expect(out).toMatch(/^ {3}1\. /m)],
];

const readme = readFileSync(join(root, 'README.md'), 'utf8');
const commands = readmeCommands(readme);
const copy = scratch('cardrules-readme-');
const global = join(copy.dir, 'npm-global');
const repo = join(copy.dir, 'repo');

/** A fresh copy: the repository's files as git sees them (tracked or new, not ignored), no build, no tarballs. */
function freshCopy(): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f !== '');
  for (const file of files) {
    const from = join(root, file);
    if (!lstatSync(from, { throwIfNoEntry: false })) continue; // deleted in the working tree
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    cpSync(from, join(repo, file), { verbatimSymlinks: true });
  }
  // node_modules: the repository's packages linked in; the workspace links and the .bin links copied as they are
  // (relative), so they point into the copy.
  const modules = join(repo, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    const from = join(root, 'node_modules', name);
    if (name === '.bin') {
      for (const bin of readdirSync(from))
        symlinkSync(readlinkSync(join(from, bin)), join(modules, '.bin', bin));
    } else if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), join(modules, name));
    else if (!name.startsWith('.')) symlinkSync(from, join(modules, name));
  }
}

beforeAll(() => {
  freshCopy();
  mkdirSync(global, { recursive: true });
});
afterAll(() => copy.done());

describe("the README's commands", () => {
  it('are each run here or skipped for a written reason', () => {
    expect(commands.length).toBeGreaterThan(10);
    const unknown = commands.filter(
      (c) => !SKIPPED.some(([re]) => re.test(c.text)) && !RUN.some(([re]) => re.test(c.text)),
    );
    expect(
      unknown.map((c) => `README.md:${c.line}: ${c.text}`),
      'add each to RUN (with what its output must show) or to SKIPPED (with why) in test/docs/readme-commands.test.ts',
    ).toEqual([]);
  });

  it('work verbatim on a fresh copy of the repository, in README order', () => {
    const env = {
      ...process.env,
      NO_COLOR: '1',
      npm_config_prefix: global, // `npm link` puts `cardrules` here instead of the machine's global folder
      PATH: `${join(global, 'bin')}:${process.env.PATH}`,
    };
    const ran: string[] = [];
    for (const c of commands) {
      const check = RUN.find(([re]) => re.test(c.text));
      if (!check) continue;
      const r = spawnSync('bash', ['-c', c.text], {
        cwd: repo,
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 300_000,
      });
      expect(r.status, `README.md:${c.line}: ${c.text}\n${r.stdout}\n${r.stderr}`).toBe(0);
      check[1](r.stdout);
      ran.push(c.text);
    }
    // The command line works after the step the README names, from the folder npm link put it in.
    expect(ran).toContain('npm link -w packages/cli');
    expect(ran.some((c) => c.startsWith('cardrules play'))).toBe(true);
    expect(ran.some((c) => c.startsWith('cardrules replay'))).toBe(true);
  }, 600_000);
});
