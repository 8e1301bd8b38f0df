import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureBuilt } from '../examples/setup.js';

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds the package when its build is missing or older than its sources (the browser runs the build and Node the
 * sources: they must be the same code), installs the playground and the browser driver from their lock files when
 * they are not installed yet, then builds the playground once.
 */
export default function setup(): void {
  ensureBuilt();
  for (const dir of ['examples/web', 'test/e2e']) {
    const marker = dir === 'test/e2e' ? 'node_modules/playwright-core' : 'node_modules/vite';
    if (!existsSync(resolve(root, dir, marker))) {
      execFileSync('npm', ['--prefix', dir, 'ci', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: root,
        stdio: 'inherit',
      });
    }
  }
  execFileSync('npm', ['--prefix', 'examples/web', 'run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
}
