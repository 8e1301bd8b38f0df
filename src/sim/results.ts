/**
 * Tournament results as mergeable data: every count is an integer, so results split over seed ranges (worker
 * threads, or a job array on a cluster) merge to exactly the same numbers as one run.
 * @module
 */
import { canonicalJson } from '../core/json.js';
import { SimError } from './errors.js';
import { type Shard, shardRange } from './shard.js';
import { type Estimate, meanCi, wilson } from './stats.js';

/** The unit of {@link BotTally.winShareUnits}: 1/360360 of a win (divisible by every tie size up to 13). @category Simulation */
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
 * Integer tallies of a paired comparison of two bots of a lineup over the same deals. Every game of a tournament seats
 * every lineup position, so two bots always play the same deals from every seat; per deal (the `seats` games dealt
 * from it, one per rotation) the difference is `D = Σ (kB·scoreA − kA·scoreB)` over its games, where `scoreA` sums
 * the scores of A's seats in a game and `kA` is how many seats A holds (the same for wins, counting winning seats).
 * Only whole deals count; a deal that the games played cut (at the edge of a shard) waits in `open` until a merge
 * brings the rest.
 * @category Simulation
 */
export interface PairTally {
  /** The first bot (the earlier in the lineup). */
  readonly a: string;
  /** The second bot. */
  readonly b: string;
  /** Whole deals counted. */
  readonly deals: number;
  /** Sum over whole deals of the score difference `D`. */
  readonly scoreDiff: number;
  /** Sum over whole deals of `D²`. */
  readonly scoreDiffSq: number;
  /** Sum over whole deals of the win difference. */
  readonly winDiff: number;
  /** Sum over whole deals of its square. */
  readonly winDiffSq: number;
  /** Deals not yet whole, by deal index: games counted, score difference, win difference so far. */
  readonly open: Readonly<Record<string, readonly [number, number, number]>>;
}

/** A pair tally being filled (in a chunk). @internal */
type OpenPair = {
  -readonly [K in keyof PairTally]: K extends 'open'
    ? Record<string, [number, number, number]>
    : PairTally[K];
};

/**
 * Empty pair tallies for a lineup: one per pair of distinct names, in lineup order.
 * @internal
 */
export function pairsOf(lineup: readonly string[]): PairTally[] {
  const names = [...new Set(lineup)];
  const out: PairTally[] = [];
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++)
      out.push({
        a: names[i]!,
        b: names[j]!,
        deals: 0,
        scoreDiff: 0,
        scoreDiffSq: 0,
        winDiff: 0,
        winDiffSq: 0,
        open: {},
      });
  return out;
}

/** Adds a deal's (partial) sums to a pair; a deal that has all its games moves from `open` to the sums. */
function addToPair(p: OpenPair, deal: number, games: number, d: number, w: number, seats: number): void {
  const key = String(deal);
  const was = p.open[key];
  const sum: [number, number, number] = was ? [was[0] + games, was[1] + d, was[2] + w] : [games, d, w];
  if (sum[0] >= seats) {
    delete p.open[key];
    p.deals += 1;
    p.scoreDiff += sum[1];
    p.scoreDiffSq += sum[1] * sum[1];
    p.winDiff += sum[2];
    p.winDiffSq += sum[2] * sum[2];
  } else p.open[key] = sum;
}

/**
 * Adds one game to the pair tallies (mutates them; only for tallies made by {@link pairsOf} in the same chunk).
 * @internal
 */
export function addGameToPairs(
  pairs: PairTally[],
  lineup: readonly string[],
  index: number,
  names: readonly string[],
  score: readonly number[],
  winners: readonly number[],
): void {
  if (pairs.length === 0) return;
  const n = lineup.length;
  const deal = Math.floor(index / n);
  for (const p of pairs as OpenPair[]) {
    const kA = lineup.filter((x) => x === p.a).length;
    const kB = lineup.filter((x) => x === p.b).length;
    let sA = 0;
    let sB = 0;
    let wA = 0;
    let wB = 0;
    for (let s = 0; s < n; s++) {
      const won = winners.includes(s) ? 1 : 0;
      if (names[s] === p.a) {
        sA += score[s] ?? 0;
        wA += won;
      } else if (names[s] === p.b) {
        sB += score[s] ?? 0;
        wB += won;
      }
    }
    addToPair(p, deal, 1, kB * sA - kA * sB, kB * wA - kA * wB, n);
  }
}

/** Merges the pair tallies of parts (each a list in the same order), or `undefined` if a part has none. */
function mergePairs(parts: readonly TournamentResults[], seats: number): PairTally[] | undefined {
  const lists = parts.map((p) => p.pairs);
  if (lists.some((l) => l === undefined)) return undefined;
  const first = lists[0]!;
  if (lists.some((l) => l!.length !== first.length)) return undefined;
  return first.map((p0, i) => {
    const p: OpenPair = { ...p0, deals: 0, scoreDiff: 0, scoreDiffSq: 0, winDiff: 0, winDiffSq: 0, open: {} };
    for (const list of lists) {
      const q = list![i]!;
      p.deals += q.deals;
      p.scoreDiff += q.scoreDiff;
      p.scoreDiffSq += q.scoreDiffSq;
      p.winDiff += q.winDiff;
      p.winDiffSq += q.winDiffSq;
    }
    const deals = new Set<number>();
    for (const list of lists) for (const k of Object.keys(list![i]!.open)) deals.add(Number(k));
    for (const deal of [...deals].sort((x, y) => x - y)) {
      for (const list of lists) {
        const o = list![i]!.open[String(deal)];
        if (o) addToPair(p, deal, o[0], o[1], o[2], seats);
      }
    }
    return sortOpen(p);
  });
}

/** The pair with its open deals in index order (so equal tallies are equal JSON). */
function sortOpen(p: PairTally): PairTally {
  const open: Record<string, readonly [number, number, number]> = {};
  for (const k of Object.keys(p.open).sort((x, y) => Number(x) - Number(y))) open[k] = p.open[k]!;
  return { ...p, open };
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
  /**
   * The half-open game-index range the tournament was asked to play: `[first, first + games)`. Every shard of one
   * tournament has the whole tournament's range here, so a merge knows which games are missing. Absent in files of
   * earlier versions.
   */
  readonly planned?: readonly [number, number];
  /**
   * Which shard of the tournament these results are (`cardrules sim --shard K/N`), so that a merge can name missing
   * or incomplete shards; absent for a run of the whole tournament and in merged results.
   */
  readonly shard?: Shard;
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
  /**
   * Paired comparisons of every two bots of the lineup over the same deals (absent in files of earlier versions, and
   * for a lineup of one bot).
   */
  readonly pairs?: readonly PairTally[];
}

/**
 * Results with their fields in one fixed order, so that equal results are equal JSON however they were put together.
 * @internal
 */
export function inOrder(r: TournamentResults): TournamentResults {
  return {
    format: r.format,
    version: r.version,
    game: r.game,
    seats: r.seats,
    options: r.options,
    lineup: r.lineup,
    seed: r.seed,
    ranges: r.ranges,
    ...(r.planned ? { planned: r.planned } : {}),
    ...(r.shard ? { shard: { index: r.shard.index, count: r.shard.count } } : {}),
    games: r.games,
    moves: r.moves,
    movesSq: r.movesSq,
    truncated: r.truncated,
    bots: r.bots,
    ...(r.pairs ? { pairs: r.pairs.map(sortOpen) } : {}),
  };
}

/**
 * An empty tally.
 * @returns a tally of nothing
 * @example
 * ```ts
 * emptyTally().seatGames; // 0
 * ```
 * @category Simulation
 */
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

/** The first field in which two results differ as tournaments, described, or `null` when they are one tournament. */
function tournamentDifference(a: TournamentResults, b: TournamentResults): string | null {
  const fields: [string, unknown, unknown][] = [
    ['game', a.game, b.game],
    ['seats', a.seats, b.seats],
    ['seed', a.seed, b.seed],
    ['options', a.options, b.options],
    ['lineup', a.lineup, b.lineup],
  ];
  for (const [name, x, y] of fields) {
    const cx = canonicalJson(x);
    const cy = canonicalJson(y);
    // Said of b: "its seed is y, not x".
    if (cx !== cy) return `its ${name} is ${cy}, not ${cx}`;
  }
  return null;
}

/** Games `[from, to)` for people: `games 3–7` (indices, inclusive), or `game 3`. @internal */
export function gamesText(from: number, to: number): string {
  return to - from === 1 ? `game ${from}` : `games ${from}–${to - 1}`;
}

/**
 * Results with the name of where they came from (a file), for error messages.
 * @category Simulation
 */
export interface NamedResults {
  /** Where the results came from (a file name), used in messages. */
  readonly name: string;
  /** The results. */
  readonly results: TournamentResults;
}

/**
 * Options of {@link mergeResults}.
 * @category Simulation
 */
export interface MergeOptions {
  /**
   * Accept games of the tournament that no part covers (for example to look at the shards finished so far).
   * @defaultValue false
   */
  readonly allowGaps?: boolean;
}

/**
 * Merges results of disjoint game ranges of the same tournament (same game, seats, options, lineup and seed). The
 * order of the parts does not matter. The parts must cover every game the tournament planned (the `planned` ranges
 * of the parts, or from the first game to the last they played), unless `allowGaps`.
 *
 * @param parts - the results to merge (at least one), bare or with a name (a file) to use in messages
 * @param options - see {@link MergeOptions}
 * @returns the merged results: the same numbers as one run of all their games
 * @throws SimError `NOT_RESULTS`, `NOT_SAME_TOURNAMENT`, `OVERLAP` (two parts play the same games) or `GAP` (games
 *   no part plays); `issues` names every problem with its games and parts
 * @example
 * ```ts
 * const all = mergeResults([part0, part1, part2]);
 * ```
 * @category Simulation
 */
export function mergeResults(
  parts: readonly (TournamentResults | NamedResults)[],
  options: MergeOptions = {},
): TournamentResults {
  if (parts.length === 0) throw new SimError('NOT_RESULTS', 'there are no results to merge');
  const named: NamedResults[] = parts.map((p, i) =>
    'results' in p && 'name' in p ? p : { name: `part ${i + 1}`, results: p as TournamentResults },
  );
  const first = named[0]!;
  for (const p of named) {
    const r = p.results as Partial<TournamentResults> | null;
    if (r?.format !== 'cardrules-results' || r.version !== 1 || !Array.isArray(r.ranges)) {
      throw new SimError('NOT_RESULTS', `${p.name} is not a results file of \`cardrules sim --results\``);
    }
  }
  const different = named.flatMap((p) => {
    const d = tournamentDifference(first.results, p.results);
    return d === null ? [] : [`${p.name} is of another tournament than ${first.name} (${d})`];
  });
  if (different.length > 0) {
    throw new SimError(
      'NOT_SAME_TOURNAMENT',
      `the parts are not of the same tournament (game, seats, options, lineup and seed must match): ${different[0]}`,
      different,
    );
  }
  // A part by its shard when it knows it: "shard 2/8 (part-2.json)".
  const label = (p: NamedResults) =>
    p.results.shard ? `shard ${p.results.shard.index}/${p.results.shard.count} (${p.name})` : p.name;
  // Every range with its part, sorted; a sweep finds the overlaps and joins what touches.
  const ranges = named
    .flatMap((p) => p.results.ranges.map((r) => ({ from: r[0], to: r[1], name: label(p) })))
    .filter((r) => r.to > r.from)
    .sort((a, b) => a.from - b.from || a.to - b.to);
  const overlaps: string[] = [];
  const merged: [number, number][] = [];
  let reach = { to: Number.NEGATIVE_INFINITY, name: '' };
  for (const r of ranges) {
    if (r.from < reach.to) {
      const others = reach.name === r.name ? `in ${r.name} twice` : `in both ${reach.name} and ${r.name}`;
      overlaps.push(`${gamesText(r.from, Math.min(r.to, reach.to))} are ${others}`);
    }
    const last = merged.at(-1);
    if (last && r.from <= last[1]) last[1] = Math.max(last[1], r.to);
    else merged.push([r.from, r.to]);
    if (r.to > reach.to) reach = { to: r.to, name: r.name };
  }
  if (overlaps.length > 0) {
    throw new SimError('OVERLAP', `game ranges overlap: ${overlaps.join('; ')}`, overlaps);
  }
  // What the tournament planned: the hull of the parts' planned ranges (or of what they played).
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const p of named) {
    for (const r of p.results.planned ? [p.results.planned] : p.results.ranges) {
      lo = Math.min(lo, r[0]);
      hi = Math.max(hi, r[1]);
    }
  }
  const holes: [number, number][] = [];
  let at = lo;
  for (const [from, to] of merged) {
    if (from > at) holes.push([at, from]);
    at = Math.max(at, to);
  }
  if (at < hi) holes.push([at, hi]);
  const gaps = shardGaps(named, holes, lo, hi) ?? holes.map(([a, b]) => `${gamesText(a, b)} are in no part`);
  if (gaps.length > 0 && !options.allowGaps) {
    throw new SimError(
      'GAP',
      `some games of the tournament (${gamesText(lo, hi)}) are missing: ${gaps.join('; ')}`,
      gaps,
    );
  }
  const bots: Record<string, BotTally> = {};
  for (const name of first.results.lineup) bots[name] ??= emptyTally();
  for (const p of named)
    for (const [name, t] of Object.entries(p.results.bots))
      bots[name] = addTally(bots[name] ?? emptyTally(), t);
  const sum = (f: (p: TournamentResults) => number) => named.reduce((a, p) => a + f(p.results), 0);
  const pairs = mergePairs(
    named.map((p) => p.results),
    first.results.seats,
  );
  const { pairs: _pairs, planned: _planned, shard: _shard, ...rest } = first.results;
  return inOrder({
    ...rest,
    ranges: merged,
    ...(Number.isFinite(lo) ? { planned: [lo, hi] as const } : {}),
    games: sum((p) => p.games),
    moves: sum((p) => p.moves),
    movesSq: sum((p) => p.movesSq),
    truncated: sum((p) => p.truncated),
    bots,
    ...(pairs ? { pairs } : {}),
  });
}

/**
 * Missing games said by shard, when every part knows its shard (of the same count) and the tournament's range:
 * `shard 3/8 (games 37500–49999) is in no file`, `shard 2/8 (part-2.json) stopped early: games 31000–37499 are
 * missing`. `null` when the parts do not all know their shard.
 */
function shardGaps(
  named: readonly NamedResults[],
  holes: readonly (readonly [number, number])[],
  lo: number,
  hi: number,
): string[] | null {
  const count = named[0]!.results.shard?.count;
  if (count === undefined || named.some((p) => p.results.shard?.count !== count || !p.results.planned))
    return null;
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const [a, b] = shardRange(lo, hi - lo, { index: k, count });
    const missing = holes
      .map(([x, y]) => [Math.max(a, x), Math.min(b, y)] as const)
      .filter(([x, y]) => y > x);
    if (missing.length === 0) continue;
    const owners = named.filter((p) => p.results.shard!.index === k).map((p) => p.name);
    const games = missing.map(([x, y]) => gamesText(x, y)).join(', ');
    out.push(
      owners.length === 0
        ? `shard ${k}/${count} (${gamesText(a, b)}) is in no file`
        : `shard ${k}/${count} (${owners.join(', ')}) stopped early: ${games} ${missing.length === 1 && missing[0]![1] - missing[0]![0] === 1 ? 'is' : 'are'} missing`,
    );
  }
  return out;
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
  /** Paired comparisons of every two bots over the same deals, in lineup order (none for one bot). */
  readonly pairs: readonly PairSummary[];
}

/**
 * Two bots compared over the same deals: the difference of their mean score per seat and of their win rate per seat
 * (first minus second), each with a 95% interval over the whole deals played (the deal is the unit, so the rotations
 * of a deal, which share its cards, are not counted as independent).
 * @category Simulation
 */
export interface PairSummary {
  /** The first bot. */
  readonly a: string;
  /** The second bot. */
  readonly b: string;
  /** Whole deals compared. */
  readonly deals: number;
  /** Mean score per seat of `a` minus that of `b` (normal interval over deals). */
  readonly scoreDiff: Estimate;
  /** Win rate per seat of `a` minus that of `b` (normal interval over deals). */
  readonly winDiff: Estimate;
}

/**
 * Computes the statistics of results.
 * @param results - results of a tournament (merged or not)
 * @returns the summary
 * @example
 * ```ts
 * const s = summarize(run.results);
 * s.bots[0]!.winRate; // { value: 0.61, low: 0.58, high: 0.64 }
 * ```
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
    pairs: (results.pairs ?? []).map((p) => {
      const n = results.seats;
      const c =
        results.lineup.filter((x) => x === p.a).length * results.lineup.filter((x) => x === p.b).length * n;
      return {
        a: p.a,
        b: p.b,
        deals: p.deals,
        scoreDiff: meanCi(p.scoreDiff / c, p.scoreDiffSq / (c * c), p.deals),
        winDiff: meanCi(p.winDiff / c, p.winDiffSq / (c * c), p.deals),
      };
    }),
  };
}
