import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { marked } from 'marked';
import { defineConfig, type Plugin } from 'vite';

const rulesDir = resolve(import.meta.dirname, '../../docs/rules');

/** A rules page of the repository (`docs/rules/<game>.md`) as a small HTML page. */
function rulesPage(id: string): string | null {
  let markdown: string;
  try {
    markdown = readFileSync(resolve(rulesDir, `${id}.md`), 'utf8');
  } catch {
    return null;
  }
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? id;
  return `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>${title}</title><link rel="icon" href="data:," />
<style>
body { font: 15px/1.5 system-ui, sans-serif; max-width: 820px; margin: 0 auto; padding: 12px 16px 40px; color: #1d2330; }
table { border-collapse: collapse; display: block; overflow-x: auto; } td, th { border: 1px solid #e3e6eb; padding: 3px 8px; }
code { background: #f3f4f6; padding: 0 3px; border-radius: 3px; overflow-wrap: anywhere; } pre { overflow-x: auto; }
</style></head><body>${marked.parse(markdown, { async: false })}</body></html>`;
}

/** The rules pages, at `rules/<game>.html`: written into the build, and served by the dev server. */
function rules(): Plugin {
  const ids = () =>
    readdirSync(rulesDir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.slice(0, -3));
  return {
    name: 'cardrules-rules-pages',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const id = /^\/rules\/([a-z]+)\.html$/.exec(req.url?.split('?')[0] ?? '')?.[1];
        const page = id ? rulesPage(id) : null;
        if (!page) return next();
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page);
      });
    },
    generateBundle() {
      for (const id of ids()) {
        const page = rulesPage(id);
        if (page) this.emitFile({ type: 'asset', fileName: `rules/${id}.html`, source: page });
      }
    },
  };
}

// The playground imports `cardrules` like any app: through the package's `exports` map (the repo's built `dist`,
// linked by `"cardrules": "file:../.."`). Run `npm run build` at the repo root first.
export default defineConfig({
  base: './',
  plugins: [rules()],
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
