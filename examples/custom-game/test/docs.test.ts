/**
 * Every field of the types the module exports for its users (the state, the view, the moves) has its comment, as an
 * editor's hover and an API reference read it: from the exported type, through `Infer`, `Pick` and the declared
 * visibility, back to the comment written once on the declaration.
 */
import ts from 'typescript';
import { expect, it } from 'vitest';

const ENTRY = new URL('../src/index.ts', import.meta.url).pathname;
const CONFIG = new URL('../tsconfig.json', import.meta.url).pathname;

/** Per exported type whose name ends in `State`, `View` or `Move`, the fields without a comment. */
function undocumentedFields(): Record<string, string[]> {
  // The example's own compiler options, from its tsconfig.json.
  const config = ts.getParsedCommandLineOfConfigFile(
    CONFIG,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  const program = ts.createProgram([ENTRY], config!.options);
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(ENTRY)!)!;
  const found: Record<string, string[]> = {};
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const isType = symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias);
    if (!isType || !/(State|View|Move)$/.test(symbol.name)) continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const fields = (type.isUnion() ? type.types : [type]).flatMap((t) => checker.getPropertiesOfType(t));
    found[symbol.name] = fields
      .filter((field) => ts.displayPartsToString(field.getDocumentationComment(checker)).trim() === '')
      .map((field) => field.name);
  }
  return found;
}

it('every field of the exported state, view and move types has its comment', () => {
  const found = undocumentedFields();
  expect(Object.keys(found).sort()).toEqual(['CrazyEightsMove', 'CrazyEightsState', 'CrazyEightsView']);
  expect(found).toEqual({ CrazyEightsMove: [], CrazyEightsState: [], CrazyEightsView: [] });
});
