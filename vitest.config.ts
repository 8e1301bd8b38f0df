import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The custom-game example imports the package by name, as users do; in this suite it runs on the sources.
  resolve: {
    alias: {
      'cardrules/core': fileURLToPath(new URL('src/core/index.ts', import.meta.url)),
      'cardrules/testing': fileURLToPath(new URL('src/testing/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Type-level tests (`*.test-d.ts`) run in the same `npm test`, checked by the compiler: a mistake they pin with
    // `@ts-expect-error` fails the run if it compiles.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
  },
});
