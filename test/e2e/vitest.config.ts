import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The browser suite: `npm run test:e2e` (after `npm run build`, `npm --prefix examples/web ci` and
// `npm --prefix test/e2e ci`; the browser is Debian's chromium at /usr/bin/chromium).
export default defineConfig({
  root: resolve(import.meta.dirname, '../..'),
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
