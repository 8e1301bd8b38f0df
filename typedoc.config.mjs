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
  // Every export, function, class, interface, type alias and variable must be documented. Properties are left out:
  // the fields of inline object types in signatures have no comment of their own. The fields of every game's state
  // and view, most of them declared once in a shape, carry the declaration's comment into the reference
  // (test/docs/field-docs.test.ts checks that none is missing).
  requiredToBeDocumented: [
    'Enum',
    'EnumMember',
    'Variable',
    'Function',
    'Class',
    'Interface',
    'Method',
    'Accessor',
    'TypeAlias',
  ],
  // The declarations a public type is derived from (`typeof STATE_SHAPE`), and core's helper types of `ObjectOf`.
  intentionallyNotExported: [
    'POSITION_SHAPE',
    'SET_SHAPE',
    'TABLE_SET_SHAPE',
    'REVOLUTION_SHAPE',
    'TAX_SHAPE',
    'SWAP_SHAPE',
    'MOVE_SHAPE',
    'OPTIONS',
    'RESULT',
    'PHASE',
    'CANONICAL',
    'Simplify',
    'RequiredKeys',
    'OptionalKeys',
    'FieldType',
    // The constant lists that member types of the games' unions are read from (`(typeof PHASES)[number]`).
    'BONUS_CARD',
    'BONUS_IDS',
    'CLAIMABLE_BONUSES',
    'DECK_SHAPE',
    'PHASES',
    'RANKS',
    'TABLE',
  ],
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
