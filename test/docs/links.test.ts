/** The relative links of the guides and the examples' READMEs point at files that exist (and anchors at headings). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const PAGES = [
  'docs/getting-started.md',
  'docs/guide-ui.md',
  'docs/guide-server.md',
  'examples/README.md',
  ...readdirSync(join(root, 'examples'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(root, 'examples', e.name, 'README.md')))
    .map((e) => `examples/${e.name}/README.md`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

it('every relative link of the guides and example READMEs resolves', () => {
  const broken: string[] = [];
  for (const page of PAGES) {
    const text = readFileSync(join(root, page), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target!)) continue; // an absolute URL
      const [path, hash] = target!.split('#');
      const file = path ? resolve(root, dirname(page), path) : join(root, page);
      if (!existsSync(file)) {
        broken.push(`${page}: ${target}`);
        continue;
      }
      if (hash && file.endsWith('.md')) {
        const headings = [...readFileSync(file, 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => anchor(m[1]!));
        if (!headings.includes(hash)) broken.push(`${page}: ${target} (no such heading)`);
      }
    }
  }
  expect(broken).toEqual([]);
});
