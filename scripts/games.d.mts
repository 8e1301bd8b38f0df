/** The ids of the games of the package: the folders under `src/games`, sorted. */
export function gameIds(root?: string): string[];
/** The `package.json` export of a game's subpath (`cardrules/<id>`), types first in every condition. */
export function gameExport(id: string): {
  import: { types: string; default: string };
  require: { types: string; default: string };
};
/** Whether an export of `package.json` is a game's subpath (it points into `dist/games/`). */
export function isGameExport(target: unknown): boolean;
/** The `exports` of `package.json` with one game subpath per folder, where the game subpaths stood. */
export function withGameExports(
  exports: Record<string, unknown>,
  ids: readonly string[],
): Record<string, unknown>;
/** The source of `src/loaders.ts`: one dynamic import per game, for `loadGame`. */
export function loadersSource(ids: readonly string[]): string;
