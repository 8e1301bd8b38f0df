/**
 * Shared setup of the example tests: the examples import the built package (`npm run build`) through their own
 * `node_modules/cardrules` link, so each example is installed (`npm ci`) on first use.
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

/** The example's folder, installed and ready to run. Throws with the command to run when the build is missing. */
export function prepareExample(name: string): string {
  if (!existsSync(resolve(root, 'dist/index.js'))) {
    throw new Error('the examples use the built package: run `npm run build` first');
  }
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
  timeout = 60_000,
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
