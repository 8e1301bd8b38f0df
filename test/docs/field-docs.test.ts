/**
 * Every field of every game's state and view has its documentation, read as the API reference and an editor read
 * it: from the type the game exports. Most of these fields are declared once in a shape (`STATE_SHAPE`) and reach the
 * exported type through `Infer`, `Pick` or `Omit`; the comment written on the declaration must come through with
 * them. Every folder of `src/games`.
 */

import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { gameIds } from '../../scripts/games.mjs';

const ids: string[] = gameIds();
const entries = ids.map((id) => `src/games/${id}/index.ts`);
const program = ts.createProgram(entries, {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
});
const checker = program.getTypeChecker();

/** The fields without documentation of each interface a game exports whose name ends in `State` or `View`. */
function undocumentedFields(entry: string): Record<string, string[]> {
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${entry} is not a module`);
  const found: Record<string, string[]> = {};
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & ts.SymbolFlags.Interface) || !/(State|View)$/.test(symbol.name)) continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    found[symbol.name] = checker
      .getPropertiesOfType(type)
      .filter((field) => ts.displayPartsToString(field.getDocumentationComment(checker)).trim() === '')
      .map((field) => field.name);
  }
  return found;
}

describe.each(ids.map((id, i) => [id, entries[i]!] as const))('%s: field docs', (_id, entry) => {
  it('every field of the exported state and view is documented', () => {
    const found = undocumentedFields(entry);
    // Both kinds are found (the check would pass vacuously on a renamed type otherwise) …
    expect(Object.keys(found).some((name) => name.endsWith('State'))).toBe(true);
    expect(Object.keys(found).some((name) => name.endsWith('View'))).toBe(true);
    // … and no field of either lacks its comment.
    expect(Object.entries(found).filter(([, fields]) => fields.length > 0)).toEqual([]);
  });
});
