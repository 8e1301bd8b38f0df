/**
 * Named levels of strength: a word a player or a UI can choose, mapped to a bot spec chosen from the rating ladder's
 * measurements (`docs/bots.md`, "Bots by strength"). Declared once here; `botFromSpec`, the command line, the engine,
 * Python and the playground all read this list.
 * @module
 */

/** The named levels, weakest first. @category Bots */
export type LevelName = 'easy' | 'medium' | 'hard' | 'expert';

/**
 * The bot spec behind each level, weakest first: `easy` is random play, `medium` the game's heuristic, `hard` ISMCTS
 * with 30 iterations a decision, `expert` ISMCTS with 200 (see the ladder in `docs/bots.md` for their ratings and
 * costs per decision).
 * @category Bots
 */
export const LEVELS: Readonly<Record<LevelName, string>> = Object.freeze({
  easy: 'random',
  medium: 'heuristic',
  hard: 'ismcts:30',
  expert: 'ismcts:200',
});

/** The level names, weakest first. @category Bots */
export const LEVEL_NAMES: readonly LevelName[] = Object.freeze(Object.keys(LEVELS) as LevelName[]);

/**
 * The spec a level names, or the spec itself when it is not a level's name (`'hard'` → `'ismcts:30'`,
 * `'ismcts:5'` → `'ismcts:5'`).
 * @param spec - a bot spec or a level's name
 * @returns a spec without level names
 * @category Bots
 */
export function resolveLevel(spec: string): string {
  const name = spec.trim().toLowerCase();
  return Object.hasOwn(LEVELS, name) ? LEVELS[name as LevelName] : spec;
}

/**
 * The bots the rating ladder rates by default (`cardrules ladder`, `bench/ladder.ts`), weakest first: the one list
 * to extend when a new bot joins the package. A game rates those it supports (`botSupports`: a game with no trained
 * network has no `learned` bot, say).
 * @category Bots
 */
export const LADDER_BOTS: readonly string[] = Object.freeze([
  'random',
  'heuristic',
  'learned',
  'ismcts:10',
  'ismcts:30',
  'ismcts:100',
]);
