#!/usr/bin/env node
// The `cardrules` command. The program itself is bundled into ../dist by `npm run build` at the repository's root.
import('../dist/main.js').catch((e) => {
  if (e?.code === 'ERR_MODULE_NOT_FOUND' && String(e.message).includes('dist/main.js')) {
    process.stderr.write(
      'cardrules: the command line is not built yet: run `npm run build` in the repository\n',
    );
    process.exit(1);
  }
  throw e;
});
