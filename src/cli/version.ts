/**
 * The version of the `cardrules` command.
 * @module
 */
import { readFileSync } from 'node:fs';

/** Set by the build (tsup `define`) to the version of `packages/cli/package.json`. */
declare const CARDRULES_VERSION: string | undefined;

/**
 * The version of the command line: written into the bundle by the build; read from `packages/cli/package.json` when
 * the command runs from its TypeScript sources.
 * @returns e.g. `0.1.0`
 */
export function cliVersion(): string {
  if (typeof CARDRULES_VERSION === 'string') return CARDRULES_VERSION;
  const manifest = new URL('../../packages/cli/package.json', import.meta.url);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
