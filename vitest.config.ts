import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The custom-game example imports the package by name, as users do; in this suite it runs on the sources.
  resolve: {
    alias: {
      'cardrules/core': fileURLToPath(new URL('src/core/index.ts', import.meta.url)),
      'cardrules/bots': fileURLToPath(new URL('src/bots/index.ts', import.meta.url)),
      'cardrules/testing': fileURLToPath(new URL('src/testing/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Type-level tests (`*.test-d.ts`) run in the same `npm test`, checked by the compiler: a mistake they pin with
    // `@ts-expect-error` fails the run if it compiles.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    exclude: ['test/e2e/**', 'node_modules/**'],
    // A guard against a test that hangs, not a speed check: the suite must pass on a loaded machine (a load of 15
    // on two cores runs a test about ten times slower than alone), so no test or hook has a tighter limit.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'threads',
    // At least two files at once, also on two cores (vitest's default there is one): many tests wait on child
    // processes, a browser or a one-node cluster, and the other file uses that time (the suite's wall time drops by a
    // third on two cores).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
