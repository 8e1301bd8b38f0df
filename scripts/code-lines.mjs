#!/usr/bin/env node
// Counts code lines (not blank, not comments) of the TypeScript files under each folder (or file) given:
//   node scripts/code-lines.mjs src/games/coins src/games/linko
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

function files(dir) {
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function codeLines(text) {
  let n = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      if (!line.includes('*/')) inBlock = true;
      continue;
    }
    n++;
  }
  return n;
}

let total = 0;
for (const dir of process.argv.slice(2)) {
  const n = files(dir).reduce((sum, f) => sum + codeLines(readFileSync(f, 'utf8')), 0);
  total += n;
  console.log(`${String(n).padStart(6)}  ${dir}`);
}
if (process.argv.length > 3) console.log(`${String(total).padStart(6)}  total`);
