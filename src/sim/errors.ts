/**
 * The one error class of `cardrules/sim`: every failure a user can cause (a bad lineup, results files that do not
 * fit together, a records file that is not one, a missing optional package) carries a code and a sentence.
 * @module
 */

/**
 * What went wrong, as a stable code:
 *
 * - `BAD_OPTIONS`: a tournament option is out of range (seats, games, shard, chunk size).
 * - `UNKNOWN_GAME`: no game of that id (or no game export in that module).
 * - `UNKNOWN_BOT`: no bot of that name, or a bad bot parameter.
 * - `UNSUPPORTED_BOT`: the bot exists but cannot play this game (it lacks a heuristic or a state sampler).
 * - `NOT_RESULTS`: a file is not a results file of this library.
 * - `NOT_SAME_TOURNAMENT`: results of different tournaments (game, seats, options, lineup or seed differ).
 * - `OVERLAP`: two results cover the same games.
 * - `GAP`: games of the tournament are covered by no results file.
 * - `NOT_RECORDS`: a file is not a records file, or a line of it is damaged.
 * - `NEEDS_TINYPOOL`: worker threads were asked for but the optional package `tinypool` is not installed.
 * - `CANNOT_RESUME`: the results (or records) of an earlier run are not a first part of this run's games.
 * @category Simulation
 */
export type SimErrorCode =
  | 'BAD_OPTIONS'
  | 'UNKNOWN_GAME'
  | 'UNKNOWN_BOT'
  | 'UNSUPPORTED_BOT'
  | 'NOT_RESULTS'
  | 'NOT_SAME_TOURNAMENT'
  | 'OVERLAP'
  | 'GAP'
  | 'NOT_RECORDS'
  | 'NEEDS_TINYPOOL'
  | 'CANNOT_RESUME';

/**
 * An error of the tournament runner, results files or records files: a stable `code`, a `message` for people, and,
 * where several things are wrong at once (a merge), every one of them in `issues`.
 * @example
 * ```ts
 * try {
 *   mergeResultFiles(['part-0.json', 'part-2.json']);
 * } catch (e) {
 *   if (e instanceof SimError && e.code === 'GAP') console.error(e.issues.join('\n'));
 * }
 * ```
 * @category Simulation
 */
export class SimError extends Error {
  /** Always `'SimError'`. */
  override readonly name = 'SimError';
  /** What went wrong. */
  readonly code: SimErrorCode;
  /** Each problem found, one sentence each (at least the message). */
  readonly issues: readonly string[];

  /**
   * @param code - the error's code
   * @param message - a sentence for people
   * @param issues - every problem found, when there are several
   */
  constructor(code: SimErrorCode, message: string, issues: readonly string[] = [message]) {
    super(message);
    this.code = code;
    this.issues = issues;
  }
}
