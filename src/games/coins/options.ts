/**
 * The options of a Coins match (R1, R2).
 * @module
 */
import {
  err,
  isIntIn,
  type OptionSpec,
  ok,
  type Result,
  type Seat,
  type StateIssue,
} from '../../core/index.js';

/**
 * The options of a Coins match.
 * @category Coins
 */
export interface CoinsOptions {
  /**
   * The target score T (R1): the first seat whose coins reach T or more wins at once. Any positive integer; the
   * standard values are 10, 15 and 20.
   * @defaultValue 15
   */
  readonly target: number;
  /**
   * The dealer of the first hand (R2), or `null` to draw it from the seed (the first draw of the match's RNG).
   * @defaultValue null
   */
  readonly firstDealer: Seat | null;
}

/** The default target score (R1: BGA's and the designer's default). */
export const DEFAULT_TARGET = 15;

/**
 * Fills in defaults and checks options: `target` a positive integer (R1), `firstDealer` a seat or `null` (R2).
 * @param input - the options given
 * @param _seats - the number of seats (always 3 here)
 * @returns the options with defaults, or every problem found
 */
export function normalizeOptions(
  input: Readonly<Record<string, unknown>>,
  _seats: number,
): Result<CoinsOptions, readonly StateIssue[]> {
  const issues: StateIssue[] = [];
  for (const key of Object.keys(input)) {
    if (key !== 'target' && key !== 'firstDealer') issues.push({ path: key, message: 'unknown option' });
  }
  const target = input.target === undefined ? DEFAULT_TARGET : input.target;
  if (!isIntIn(target, 1, Number.MAX_SAFE_INTEGER)) {
    issues.push({ path: 'target', message: 'the target score must be a positive integer (R1)' });
  }
  const firstDealer = input.firstDealer ?? null;
  if (firstDealer !== null && !isIntIn(firstDealer, 0, 2)) {
    issues.push({ path: 'firstDealer', message: 'the first dealer must be a seat 0..2 or null (R2)' });
  }
  if (issues.length > 0) return err(issues);
  return ok({ target: target as number, firstDealer: firstDealer as Seat | null });
}

/**
 * Every option `setup` takes, described for tools (forms, command lines, generated options in tests). The target has
 * no upper limit but the largest safe integer (R1); tools draw small values.
 */
export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'target',
    kind: 'integer',
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    description: 'The score that wins at once, any positive integer; 10, 15 (default) and 20 are usual (R1).',
  },
  {
    name: 'firstDealer',
    kind: 'integer',
    min: 0,
    max: 2,
    nullable: true,
    description: 'The dealer of the first hand; none (default) draws it from the seed (R2, C10).',
  },
];
