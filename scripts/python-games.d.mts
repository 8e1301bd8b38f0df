export const BEGIN: string;
export const END: string;
export const PYTHON_FILES: readonly string[];
export function pythonType(option: { kind: string; nullable?: boolean; values?: readonly string[] }): string;
export function optionsTypeName(game: { id: string }, indexSource: string): string;
export interface PythonGame {
  readonly id: string;
  readonly name: string;
  readonly options: readonly { readonly name: string; readonly kind: string }[];
  readonly typeName: string;
}
export function typesPart(games: readonly PythonGame[]): string;
export function overloadsPart(catchAll: string, games: readonly PythonGame[]): string;
export function withPythonGames(path: string, text: string, games: readonly PythonGame[]): string;
export function pythonGames(
  registry: readonly {
    id: string;
    name: string;
    options: readonly { readonly name: string; readonly kind: string }[];
  }[],
  indexSource: (id: string) => string,
): PythonGame[];
