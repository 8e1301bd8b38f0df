import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The playground imports `cardrules` like any app: through the package's `exports` map (the repo's built `dist`,
// linked by `"cardrules": "file:../.."`). Run `npm run build` at the repo root first.
export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        replay: resolve(import.meta.dirname, 'replay.html'),
      },
    },
  },
  server: { port: 5173 },
});
