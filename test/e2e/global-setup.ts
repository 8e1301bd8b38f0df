import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Builds the playground once (it needs the package's own build, `npm run build`, first). */
export default function setup(): void {
  const missing = [
    ['dist/index.js', 'npm run build'],
    ['examples/web/node_modules/vite', 'npm --prefix examples/web ci'],
    ['test/e2e/node_modules/playwright-core', 'npm --prefix test/e2e ci'],
  ].filter(([path]) => !existsSync(resolve(root, path!)));
  if (missing.length > 0) {
    throw new Error(`e2e: run first: ${missing.map(([, cmd]) => cmd).join(' && ')}`);
  }
  execFileSync('npm', ['--prefix', 'examples/web', 'run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
}
