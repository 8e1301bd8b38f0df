import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { gameIds } from './scripts/games.mjs';

/** The command line's own dependencies (packages/cli): loaded by the CLI bundle, never by the library. */
const cliPackage = JSON.parse(readFileSync('packages/cli/package.json', 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      'core/index': 'src/core/index.ts',
      'testing/index': 'src/testing/index.ts',
      // One entry per folder of src/games: the folders are the list of games.
      ...Object.fromEntries(gameIds().map((id) => [`games/${id}/index`, `src/games/${id}/index.ts`])),
      'bots/index': 'src/bots/index.ts',
      'sim/index': 'src/sim/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    outDir: 'dist',
  },
  {
    entry: { 'sim/worker': 'src/sim/worker.ts' },
    format: ['esm'],
    platform: 'node',
    sourcemap: true,
    target: 'node20',
    outDir: 'dist',
    banner: { js: '' },
  },
  {
    // The `cardrules` command (package `cardrules-cli`): the CLI and the parts of the library it uses, bundled into
    // one folder; its npm dependencies (commander, prompts, progress bars, tables, the worker pool, immer) stay
    // external and come with `cardrules-cli` only. `sim/worker` sits next to it for tournaments over threads.
    entry: { main: 'src/cli/main.ts', 'sim/worker': 'src/sim/worker.ts' },
    format: ['esm'],
    platform: 'node',
    sourcemap: true,
    clean: true,
    splitting: true,
    target: 'node20',
    outDir: 'packages/cli/dist',
    external: Object.keys(cliPackage.dependencies),
    define: { CARDRULES_VERSION: JSON.stringify(cliPackage.version) },
  },
  {
    // The engine as one self-contained file for the Python package (python/cardrules/engine.mjs, not committed):
    // `node engine.mjs` serves the engine protocol on stdin/stdout with nothing else installed.
    entry: { engine: 'src/cli/engine.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    outDir: 'python/cardrules',
    outExtension: () => ({ js: '.mjs' }),
    noExternal: [/.*/],
    splitting: false,
    sourcemap: false,
    clean: false,
    minify: true,
    define: { CARDRULES_ENGINE_BUNDLE: 'true' },
  },
]);
