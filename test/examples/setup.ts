/**
 * Shared setup of the example tests: the examples import the built package through their own
 * `node_modules/cardrules` link, so the package is built here when its build is missing or older than its sources
 * (once, whichever test file gets here first), and each example is installed (`npm ci`) on first use. `npm ci && npm
 * test` on a fresh clone therefore needs no separate build.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** What `npm run build` writes, and what it is built from. */
const OUTPUTS = ['dist/index.js', 'dist/sim/worker.js', 'packages/cli/dist/main.js'];
const INPUTS = ['src', 'tsup.config.ts', 'package.json', 'packages/cli/package.json'];

function newest(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/**
 * Whether the build is there and newer than every source it is built from.
 * @returns the answer, with the reason when it is no
 */
export function buildState(): { fresh: true } | { fresh: false; why: string } {
  const missing = OUTPUTS.find((f) => !existsSync(resolve(root, f)));
  if (missing) return { fresh: false, why: `${missing} is missing` };
  const built = Math.min(...OUTPUTS.map((f) => statSync(resolve(root, f)).mtimeMs));
  const changed = INPUTS.find((f) => newest(resolve(root, f)) > built);
  return changed ? { fresh: false, why: `${changed} changed since the last build` } : { fresh: true };
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Builds the package (`npm run build`) when its build is missing or stale. Test files run in parallel: the first
 * one takes a lock and builds; the others wait for it.
 * @throws Error with the build's output when the build fails
 */
export function ensureBuilt(): void {
  if (buildState().fresh) return;
  const lock = resolve(root, '.tmp/build.lock');
  mkdirSync(resolve(root, '.tmp'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 10 * 60_000)
        rmSync(lock, { recursive: true, force: true });
      pause(500);
      if (buildState().fresh) return;
    }
  }
  try {
    const state = buildState();
    if (state.fresh) return;
    try {
      execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'pipe', encoding: 'utf8' });
    } catch (e) {
      const out = e as { stdout?: string; stderr?: string };
      throw new Error(`npm run build failed (${state.why}):\n${out.stdout ?? ''}${out.stderr ?? ''}`);
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// Every test of an example needs the build: make sure of it once, when this module is first imported.
ensureBuilt();

/** The example's folder, installed and ready to run. */
export function prepareExample(name: string): string {
  const dir = resolve(root, 'examples', name);
  if (
    !existsSync(resolve(dir, 'node_modules/cardrules')) ||
    !existsSync(resolve(dir, 'node_modules/.bin/tsx'))
  ) {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  return dir;
}

/** Runs a TypeScript file of an example with the example's own tsx and returns what it printed. */
export function runExample(
  dir: string,
  file: string,
  args: readonly string[] = [],
  timeout = 300_000,
): string {
  return execFileSync(resolve(dir, 'node_modules/.bin/tsx'), [file, ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout,
    env: { ...process.env, NO_COLOR: '1' },
  });
}

/** Starts a TypeScript file of an example as a child process with an IPC channel. */
export function forkExample(dir: string, file: string, env: Record<string, string> = {}): ChildProcess {
  return fork(resolve(dir, file), [], {
    cwd: dir,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
}
