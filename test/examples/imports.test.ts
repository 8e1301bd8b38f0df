/**
 * The examples use cardrules the way a user's app does: only through the subpaths of the package's `exports` map,
 * never through the repository's sources; any other import is a Node built-in, a file of the same example, or a
 * dependency the example declares.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};
const subpaths = Object.keys(pkg.exports)
  .filter((k) => k !== './package.json')
  .map((k) => (k === '.' ? 'cardrules' : `cardrules/${k.slice(2)}`));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'out') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

it('every example imports cardrules only through public subpaths', () => {
  // The examples in TypeScript are npm packages of their own; the others (Python, Slurm scripts) speak the engine
  // protocol or run the command line, and import nothing.
  const examples = readdirSync(join(root, 'examples')).filter((d) =>
    existsSync(join(root, 'examples', d, 'package.json')),
  );
  expect(examples.sort()).toEqual(['custom-game', 'move-server', 'node-quickstart', 'research', 'web']);
  for (const example of examples) {
    const dir = join(root, 'examples', example);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    expect(manifest.dependencies?.cardrules, example).toBe('file:../..');
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    for (const file of sources(dir)) {
      const text = readFileSync(file, 'utf8');
      const specs = [
        ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s*'([^']+)'/gm),
        ...text.matchAll(/^\s*import\s*'([^']+)'/gm),
        ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
      ].map((m) => m[1]!);
      for (const spec of specs) {
        const where = `${relative(root, file)} imports '${spec}'`;
        if (spec.startsWith('.')) {
          expect(resolve(file, '..', spec).startsWith(dir), where).toBe(true);
        } else if (spec.startsWith('cardrules')) {
          expect(subpaths, where).toContain(spec);
        } else if (!spec.startsWith('node:')) {
          expect(declared, where).toContain(
            spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0],
          );
        }
      }
    }
  }
});
