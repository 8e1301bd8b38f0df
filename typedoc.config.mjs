// The API reference (npm run docs). Its entry points are the package's subpaths: one per folder of src/games, the
// list of games, besides the library's own.
import { gameIds } from './scripts/games.mjs';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  name: 'cardrules',
  entryPoints: [
    'src/index.ts',
    'src/core/index.ts',
    'src/testing/index.ts',
    ...gameIds().map((id) => `src/games/${id}/index.ts`),
    'src/bots/index.ts',
    'src/sim/index.ts',
  ],
  entryPointStrategy: 'resolve',
  out: 'docs/api',
  readme: 'README.md',
  projectDocuments: ['docs/*.md', 'docs/rules/*.md'],
  tsconfig: 'tsconfig.build.json',
  treatWarningsAsErrors: true,
  excludePrivate: true,
  excludeInternal: true,
  categorizeByGroup: true,
  sort: ['kind', 'instance-first', 'alphabetical-ignoring-documents'],
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  disableSources: true,
  highlightLanguages: [
    'bash',
    'console',
    'css',
    'html',
    'javascript',
    'json',
    'jsonc',
    'json5',
    'python',
    'sh',
    'shell',
    'text',
    'ts',
    'tsx',
    'typescript',
    'yaml',
  ],
};
