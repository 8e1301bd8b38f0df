/**
 * Tournament results as mergeable data: every count is an integer, so results split over seed ranges (worker
 * threads, or a job array on a cluster) merge to exactly the same numbers as one run.
 * @module
 */
import { canonicalJson } from '../core/index.js';
import { type Estimate, meanCi, wilson } from './stats.js';

/** The unit of {@link BotTally.winShareUnits}: 1/360360 of a win (divisible by every tie size up to 13). */
export const WIN_SHARE_UNIT = 360360;

/**
 * Integer tallies of one bot over its seats in the games played.
 * @category Simulation
 */
export interface BotTally {
  /** Seats played (a bot that fills three seats of a game counts three). */
  readonly seatGames: number;
  /** Seats that were among the winners (ties count as wins). */
  readonly wins: number;
  /** Shared wins: each winning seat gets `WIN_SHARE_UNIT / winners`. */
  readonly winShareUnits: number;
  /** Sum of final scores. */
  readonly scoreSum: number;
  /** Sum of squared final scores. */
  readonly scoreSumSq: number;
}

/**
 * The outcome of a tournament or of a range of its games; results of disjoint ranges of the same tournament merge
 * with {@link mergeResults}.
 * @category Simulation
 */
export interface TournamentResults {
  /** Always `'cardrules-results'`. */
  readonly format: 'cardrules-results';
  /** The format version. */
  readonly version: 1;
  /** The game's id. */
  readonly game: string;
  /** Seats per match. */
  readonly seats: number;
  /** The game options. */
  readonly options: Readonly<Record<string, unknown>>;
  /** The bot spec of each lineup position (rotated over the seats from game to game). */
  readonly lineup: readonly string[];
  /** The tournament's seed. */
  readonly seed: string;
  /** The half-open game-index ranges played, sorted and disjoint. */
  readonly ranges: readonly (readonly [number, number])[];
  /** Games played. */
  readonly games: number;
  /** Sum of game lengths (moves). */
  readonly moves: number;
  /** Sum of squared game lengths. */
  readonly movesSq: number;
  /** Games cut at the move limit. */
  readonly truncated: number;
  /** Per bot spec, its tallies. */
  readonly bots: Readonly<Record<string, BotTally>>;
}

/** An empty tally. @category Simulation */
export function emptyTally(): BotTally {
  return { seatGames: 0, wins: 0, winShareUnits: 0, scoreSum: 0, scoreSumSq: 0 };
}

function addTally(a: BotTally, b: BotTally): BotTally {
  return {
    seatGames: a.seatGames + b.seatGames,
    wins: a.wins + b.wins,
    winShareUnits: a.winShareUnits + b.winShareUnits,
    scoreSum: a.scoreSum + b.scoreSum,
    scoreSumSq: a.scoreSumSq + b.scoreSumSq,
  };
}

function sameTournament(a: TournamentResults, b: TournamentResults): boolean {
  return (
    a.game === b.game &&
    a.seats === b.seats &&
    a.seed === b.seed &&
    canonicalJson(a.options) === canonicalJson(b.options) &&
    canonicalJson(a.lineup) === canonicalJson(b.lineup)
  );
}

/**
 * Merges results of disjoint game ranges of the same tournament (same game, seats, options, lineup and seed).
 * The order of the inputs does not matter.
 * @param parts - the results to merge (at least one)
 * @returns the merged results
 * @throws RangeError when they are not parts of one tournament or their ranges overlap
 * @example
 * ```ts
 * const all = mergeResults([part0, part1, part2]);
 * ```
 * @category Simulation
 */
export function mergeResults(parts: readonly TournamentResults[]): TournamentResults {
  if (parts.length === 0) throw new RangeError('mergeResults: nothing to merge');
  const first = parts[0]!;
  for (const p of parts) {
    if (p.format !== 'cardrules-results' || p.version !== 1) {
      throw new RangeError('mergeResults: not a cardrules results file (format/version)');
    }
    if (!sameTournament(first, p)) {
      throw new RangeError(
        'mergeResults: the parts are not of the same tournament (game, seats, options, lineup and seed must match)',
      );
    }
  }
  const ranges = parts.flatMap((p) => p.ranges.map((r) => [r[0], r[1]] as [number, number]));
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] < last[1]) {
      throw new RangeError(
        `mergeResults: game ranges overlap ([${last[0]}, ${last[1]}) and [${r[0]}, ${r[1]}))`,
      );
    }
    if (last && r[0] === last[1]) last[1] = r[1];
    else merged.push([r[0], r[1]]);
  }
  const bots: Record<string, BotTally> = {};
  for (const name of first.lineup) bots[name] ??= emptyTally();
  for (const p of parts)
    for (const [name, t] of Object.entries(p.bots)) bots[name] = addTally(bots[name]!, t);
  const sum = (f: (p: TournamentResults) => number) => parts.reduce((a, p) => a + f(p), 0);
  return {
    ...first,
    ranges: merged,
    games: sum((p) => p.games),
    moves: sum((p) => p.moves),
    movesSq: sum((p) => p.movesSq),
    truncated: sum((p) => p.truncated),
    bots,
  };
}

/**
 * One bot's statistics, with 95% confidence intervals.
 * @category Simulation
 */
export interface BotSummary {
  /** The bot's spec. */
  readonly bot: string;
  /** Seats it played. */
  readonly seatGames: number;
  /** The share of its seats that won (Wilson interval). */
  readonly winRate: Estimate;
  /** Shared wins per seat (ties split): 1/seats is parity. */
  readonly winShare: number;
  /** Its mean final score (normal interval). */
  readonly meanScore: Estimate;
}

/**
 * A tournament's summary: per bot, win rate and mean score with 95% intervals; the mean game length.
 * @category Simulation
 */
export interface TournamentSummary {
  /** The game's id. */
  readonly game: string;
  /** Games played. */
  readonly games: number;
  /** The win rate of a seat at parity (`1 / seats`). */
  readonly parity: number;
  /** Per bot, in lineup order. */
  readonly bots: readonly BotSummary[];
  /** The mean game length in moves (normal interval). */
  readonly length: Estimate;
  /** Games cut at the move limit. */
  readonly truncated: number;
}

/**
 * Computes the statistics of results.
 * @param results - results of a tournament (merged or not)
 * @returns the summary
 * @category Simulation
 */
export function summarize(results: TournamentResults): TournamentSummary {
  const names = [...new Set(results.lineup)];
  return {
    game: results.game,
    games: results.games,
    parity: 1 / results.seats,
    bots: names.map((bot) => {
      const t = results.bots[bot] ?? emptyTally();
      return {
        bot,
        seatGames: t.seatGames,
        winRate: wilson(t.wins, t.seatGames),
        winShare: t.seatGames > 0 ? t.winShareUnits / WIN_SHARE_UNIT / t.seatGames : 0,
        meanScore: meanCi(t.scoreSum, t.scoreSumSq, t.seatGames),
      };
    }),
    length: meanCi(results.moves, results.movesSq, results.games),
    truncated: results.truncated,
  };
}
