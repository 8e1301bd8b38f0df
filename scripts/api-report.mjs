#!/usr/bin/env node
// The API report of every public subpath, from the built type declarations (run `npm run build` first). The
// subpaths are package.json's exports, whose game subpaths must be the folders under src/games (npm run games:sync).
//   node scripts/api-report.mjs           checks: fails when a report in api/ differs from the build (CI)
//   node scripts/api-report.mjs --update  writes the reports after a reviewed change of the public surface
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { gameIds, withGameExports } from './games.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const update = process.argv.includes('--update');
const pkg = (await import(join(root, 'package.json'), { with: { type: 'json' } })).default;
if (JSON.stringify(withGameExports(pkg.exports, gameIds(root))) !== JSON.stringify(pkg.exports)) {
  console.error(
    'package.json: the game subpaths of exports are not the folders of src/games: run npm run games:sync',
  );
  process.exit(2);
}
const work = join(root, '.tmp', 'api');
mkdirSync(work, { recursive: true });

let failed = 0;
for (const [subpath, target] of Object.entries(pkg.exports)) {
  if (subpath === './package.json') continue;
  const types = target.import.types; // ./dist/games/coins/index.d.ts
  const name = subpath === '.' ? 'cardrules' : `cardrules-${subpath.slice(2).replaceAll('/', '-')}`;
  const entry = join(root, types);
  if (!existsSync(entry)) {
    console.error(`${subpath}: ${types} is missing: run npm run build first`);
    process.exit(2);
  }
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: entry,
      compiler: { tsconfigFilePath: join(root, 'tsconfig.api.json') },
      apiReport: {
        enabled: true,
        reportFileName: `${name}.api.md`,
        reportFolder: join(root, 'api'),
        reportTempFolder: work,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        extractorMessageReporting: {
          default: { logLevel: 'none' },
          'ae-missing-release-tag': { logLevel: 'none' },
        },
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: join(root, 'api', 'api-extractor.json'),
    packageJsonFullPath: join(root, 'package.json'),
  });
  const result = Extractor.invoke(config, { localBuild: update, showVerboseMessages: false });
  if (result.apiReportChanged && !update) {
    failed++;
    console.error(
      `${subpath}: the public API changed (api/${name}.api.md). Review it, then run: npm run api:update`,
    );
  } else if (!result.succeeded) {
    failed++;
    console.error(`${subpath}: api-extractor failed (${result.errorCount} errors)`);
  } else console.log(`${subpath}: ${update && result.apiReportChanged ? 'report updated' : 'unchanged'}`);
}
process.exit(failed > 0 ? 1 : 0);
