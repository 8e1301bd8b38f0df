/**
 * Linko's options: the start seat, the match length and the AMIGO 2022 ruleset (R1, A13, §7), with their defaults.
 * @module
 */
import type { OptionSpec, Result, Seat, StateIssue } from '../../core/index.js';
import { err, extraKeys, isIntIn, ok } from '../../core/index.js';

/**
 * The options of a Linko match.
 * @category Options
 */
export interface LinkoOptions {
  /**
   * The seat that starts the first game (R1); later games start one seat further clockwise (A13).
   * @defaultValue 0
   */
  readonly startSeat: Seat;
  /**
   * How many games the match has; scores are summed (§5, A13).
   * @defaultValue the number of seats
   */
  readonly games: number;
  /**
   * The AMIGO 2022 ruleset (§7): an optional one-card draw when a play snatched nothing, and ties of a single game
   * broken by fewer hand cards (A12, A18).
   * @defaultValue false
   */
  readonly amigo2022: boolean;
}

/** The largest match length accepted (an engine limit, not a rule). */
export const MAX_GAMES = 100;

/** The options described for generic tools (forms, command lines, generated options in tests). */
export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    name: 'startSeat',
    kind: 'integer',
    min: 0,
    max: 4,
    description: 'The seat that starts the first game (R1).',
  },
  {
    name: 'games',
    kind: 'integer',
    min: 1,
    max: MAX_GAMES,
    description: 'Games in the match, the start seat moving clockwise; default: one per seat (A13).',
  },
  {
    name: 'amigo2022',
    kind: 'boolean',
    description:
      'The AMIGO 2022 rules: an optional draw after a play that snatched nothing; ties to fewer hand cards (A12, A18).',
  },
];

/** The keys of {@link LinkoOptions}. */
const OPTION_KEYS = ['startSeat', 'games', 'amigo2022'] as const;

/**
 * Fills in option defaults and checks options given from outside. Never throws.
 * @param input - the options as given (without `seats` and `seed`)
 * @param seats - the number of seats
 * @returns the options with defaults, or every problem found
 */
export function normalizeOptions(
  input: Readonly<Record<string, unknown>>,
  seats: number,
): Result<LinkoOptions, readonly StateIssue[]> {
  const issues: StateIssue[] = [];
  for (const key of extraKeys(input as Record<string, unknown>, OPTION_KEYS)) {
    issues.push({ path: key, message: 'unknown option' });
  }
  const startSeat = input.startSeat ?? 0;
  if (!isIntIn(startSeat, 0, seats - 1))
    issues.push({ path: 'startSeat', message: `expected a seat 0..${seats - 1}` });
  const games = input.games ?? seats;
  if (!isIntIn(games, 1, MAX_GAMES))
    issues.push({ path: 'games', message: `expected an integer 1..${MAX_GAMES}` });
  const amigo2022 = input.amigo2022 ?? false;
  if (typeof amigo2022 !== 'boolean') issues.push({ path: 'amigo2022', message: 'expected a boolean' });
  if (issues.length > 0) return err(issues);
  return ok({ startSeat: startSeat as number, games: games as number, amigo2022: amigo2022 as boolean });
}
