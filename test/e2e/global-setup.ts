import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  // The browser runs the build and Node the sources: they must be the same code.
  const built = statSync(resolve(root, 'dist/index.js')).mtimeMs;
  const newer = sourceFiles(resolve(root, 'src')).filter((f) => statSync(f).mtimeMs > built);
  if (newer.length > 0) {
    throw new Error(
      `e2e: the build is older than ${newer[0]} (and ${newer.length - 1} more): run npm run build`,
    );
  }
  execFileSync('npm', ['--prefix', 'examples/web', 'run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}
