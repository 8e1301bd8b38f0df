// What the Python package says of each game, written from the registry: the `GameId` literal and one options
// dictionary type per game (python/cardrules/types.py), and one typed overload per game of each environment factory
// (aec.py, parallel.py, vector.py). scripts/games-sync.mjs writes them; its --check and the one-list test check them.
//
// Each generated part stands between two marker lines. In types.py the part is whole. In the other files, the part is
// followed by the factory's catch-all overload (`game: str`, `**options: Any`), written by hand, and each game's
// overload is that one with the game's literal and its options as keywords.

/** The line that opens a generated part. */
export const BEGIN =
  '# --- begin: written by `npm run games:sync` from the registry, one entry per game; do not edit ---';
/** The line that closes it. */
export const END = '# --- end of what `npm run games:sync` writes ---';

/** The Python files with generated parts, from the repository's root. */
export const PYTHON_FILES = [
  'python/cardrules/types.py',
  'python/cardrules/aec.py',
  'python/cardrules/parallel.py',
  'python/cardrules/vector.py',
];

/**
 * An option's Python type, from its description (`game.options`).
 * @param {{ kind: string, nullable?: boolean, values?: readonly string[] }} option
 * @returns {string}
 */
export function pythonType(option) {
  if (option.kind === 'boolean') return 'bool';
  if (option.kind === 'choice') return `Literal[${option.values.map((v) => JSON.stringify(v)).join(', ')}]`;
  if (option.kind === 'integer') return option.nullable ? 'Optional[int]' : 'int';
  throw new Error(`python-games: no Python type for an option of kind '${option.kind}'`);
}

/**
 * The name of a game's options type in Python: the TypeScript one (`<Prefix>Options`, exported by the game's
 * module), or one made from the id when two games would share a name.
 * @param {{ id: string }} game
 * @param {string} indexSource - the game module's source (src/games/<id>/index.ts)
 * @returns {string}
 */
export function optionsTypeName(game, indexSource) {
  const match = /export type \{[^}]*?\b(\w+Options)\b/.exec(indexSource);
  return match ? match[1] : `${game.id[0].toUpperCase()}${game.id.slice(1).replace(/\W/g, '')}Options`;
}

/**
 * What the Python parts need of each game, in the registry's order, with each options type's name unique.
 * @param {readonly { id: string, name: string, options: readonly object[] }[]} registry - the registry's games
 * @param {(id: string) => string} indexSource - a game module's source (src/games/<id>/index.ts)
 * @returns {{ id: string, name: string, options: readonly object[], typeName: string }[]}
 */
export function pythonGames(registry, indexSource) {
  const taken = new Set();
  return registry.map((g) => {
    let typeName = optionsTypeName(g, indexSource(g.id));
    if (taken.has(typeName)) typeName = optionsTypeName(g, '');
    taken.add(typeName);
    return { id: g.id, name: g.name, options: g.options, typeName };
  });
}

/**
 * The generated part of types.py.
 * @param {readonly { id: string, name: string, options: readonly object[], typeName: string }[]} games
 * @returns {string}
 */
export function typesPart(games) {
  const ids = games.map((g) => JSON.stringify(g.id)).join(', ');
  const classes = games.map((g) => {
    const fields = g.options.map((o) => `    ${o.name}: ${pythonType(o)}\n`).join('');
    const doc = `    """The options of ${g.name} (\`\`docs/rules/${g.id}.md\`\`)."""\n`;
    return `\n\nclass ${g.typeName}(TypedDict, total=False):\n${doc}${fields ? `\n${fields}` : '\n    pass\n'}`;
  });
  return `GameId = Literal[${ids}]\n"""The id of a game of the package."""\n${classes.join('')}\n`;
}

/**
 * One overload per game, made from the catch-all overload that follows the generated part.
 * @param {string} catchAll - the catch-all overload's text, from `@overload` to its `: ...` line
 * @param {readonly { id: string, options: readonly object[] }[]} games
 * @returns {string}
 */
export function overloadsPart(catchAll, games) {
  if (!/\n\s+game: str,\n/.test(catchAll) || !/\n(\s+)\*\*options: Any,\n/.test(catchAll))
    throw new Error(
      'python-games: the catch-all overload must have `game: str,` and `**options: Any,` lines',
    );
  return games
    .map((g) => {
      const keywords = g.options.map((o) => `${o.name}: ${pythonType(o)} = ...`).join(', ');
      return `${catchAll
        .replace(/\n(\s+)game: str,\n/, `\n$1game: Literal[${JSON.stringify(g.id)}],\n`)
        .replace(/\n(\s+)\*\*options: Any,\n/, keywords ? `\n$1*,\n$1${keywords},\n` : '\n')}\n\n`;
    })
    .join('');
}

/**
 * A Python file with its generated parts written anew.
 * @param {string} path - the file's path from the root (one of PYTHON_FILES)
 * @param {string} text - its current text
 * @param {readonly { id: string, name: string, options: readonly object[], typeName: string }[]} games
 * @returns {string}
 */
export function withPythonGames(path, text, games) {
  const parts = text.split(BEGIN);
  if (parts.length < 2) throw new Error(`${path}: no generated part (a line ${BEGIN})`);
  let out = parts[0];
  for (const part of parts.slice(1)) {
    const end = part.indexOf(END);
    if (end < 0) throw new Error(`${path}: a generated part is not closed by ${END}`);
    const after = part.slice(end);
    let body;
    if (path.endsWith('types.py')) body = typesPart(games);
    else {
      const catchAll = /^[^\n]*\n\n?(@overload\n[\s\S]*?\n\) -> [^\n]*: \.\.\.)/.exec(after);
      if (!catchAll) throw new Error(`${path}: no catch-all overload after a generated part`);
      body = overloadsPart(catchAll[1], games);
    }
    out += `${BEGIN}\n${body}${after}`;
  }
  return out;
}
