/** Words for the page's form and move box: option names and descriptions in words, a move box's example. */

/** 'handSizes' → 'hand sizes'. */
export function label(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A rule id as the rules pages write them: `R1`, `§7`, `D-A15`, `B-A4`, `V2`. */
const RULE_ID = /^(?:§\d+|[A-Z]{1,2}(?:-[A-Z])?\d+)$/;

/**
 * An option's name in words for a form: `allowLargeTables` → `Allow large tables`.
 * @param name - the option's key
 */
export function optionTitle(name: string): string {
  const words = label(name);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An option's description without the rule ids the rules pages use to cross-reference it (`(R1, D-A10)`), and with
 * the other options it names in words, for a form's help line: `Allow 9–13 players (D-A15).` → `Allow 9–13 players.`,
 * `For initialSeating 'given': …` → `For initial seating 'given': …`. What else a bracket says stays.
 * @param description - the option's description
 * @param names - the keys of the game's options
 */
export function inWords(description: string, names: readonly string[] = []): string {
  const named = names.reduce(
    (text, name) => text.replace(new RegExp(`\\b${name}\\b`, 'g'), label(name)),
    description,
  );
  return named
    .replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => {
      const kept = inner
        .split(/[,;]\s*/)
        .map((part) => part.trim())
        .filter((part) => !RULE_ID.test(part));
      if (kept.length === inner.split(/[,;]\s*/).length) return whole;
      return kept.length === 0 ? '' : ` (${kept.join(', ')})`;
    })
    .replace(/\s+([.,;])/g, '$1');
}

/**
 * What to show in an empty move box: one of the legal moves, in the game's notation and as the JSON the box also
 * takes, so the example is always a move of the game being played.
 * @param notation - the move in the game's notation (`formatMove`)
 * @param move - the move as data
 */
export function movePlaceholder(notation: string, move: unknown): string {
  return `e.g. ${notation}  or  ${JSON.stringify(move)}`;
}
