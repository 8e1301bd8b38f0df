/**
 * The rating ladder: a round robin of bots in seat-rotated tournaments, a Bradley–Terry fit of the pairwise results,
 * and each bot's CPU time per decision. Node only (worker threads, `process.cpuUsage`).
 * @module
 */
import { botFromSpec } from '../bots/index.js';
import { playMatch } from '../bots/match.js';
import type { Bot } from '../bots/types.js';
import { bradleyTerry, type PairResult, type Rating } from './bradley-terry.js';
import { type GameRef, resolveGame } from './game-ref.js';
import { WIN_SHARE_UNIT } from './results.js';
import { type ChartPoint, ladderChart } from './svg.js';
import { runTournament } from './tournament.js';

/** What {@link runLadder} plays. */
export interface LadderOptions {
  /** The game (a registry id or a module reference). */
  readonly game: GameRef;
  /** The bot specs to rate; the first is the anchor, rated 0. */
  readonly bots: readonly string[];
  /** Games per pair of bots (rounded up to a multiple of the seats, so every deal is played in every rotation). */
  readonly games: number;
  /** The seed of the deals. @defaultValue `'ladder'` */
  readonly seed?: string;
  /** Worker threads for the tournaments (as `runTournament`). */
  readonly workers?: number;
  /** Decisions timed per bot for its CPU cost. @defaultValue 200 */
  readonly timedDecisions?: number;
  /** Called after each pair with a line for people. */
  readonly onProgress?: (line: string) => void;
}

/** One bot's place on the ladder. */
export interface LadderRow extends Rating {
  /** The bot's spec. */
  readonly bot: string;
  /** CPU microseconds per decision (user and system time of the process, mean over the timed decisions). */
  readonly cpuMicros: number;
}

/** What {@link runLadder} measured. */
export interface Ladder {
  /** The game's id. */
  readonly game: string;
  /** The seats of every table. */
  readonly seats: number;
  /** Games per pair. */
  readonly gamesPerPair: number;
  /** The seed. */
  readonly seed: string;
  /** The pairwise results, indices into `rows`. */
  readonly pairs: readonly PairResult[];
  /** The bots, in the order given. */
  readonly rows: readonly LadderRow[];
}

/**
 * The lineup of a pair's table: the two bots take the seats alternately (`a, b, a, b…`); the tournament rotates it
 * one seat per game, so each bot sits in every seat equally often.
 * @param a - the first bot's spec
 * @param b - the second bot's spec
 * @param seats - the seats
 */
export function pairLineup(a: string, b: string, seats: number): string[] {
  return Array.from({ length: seats }, (_, s) => (s % 2 === 0 ? a : b));
}

/**
 * The pairwise reduction of a multi-seat table: each bot's win share per seat it held (wins shared on ties), and the
 * first bot's score is its part of the two rates' sum, times the games (`games · ra / (ra + rb)`; half when neither
 * won). With two seats this is the plain win count.
 * @param rateA - the first bot's win share per seat-game
 * @param rateB - the second bot's
 * @param games - the games played
 */
export function pairScore(rateA: number, rateB: number, games: number): number {
  return rateA + rateB === 0 ? games / 2 : (games * rateA) / (rateA + rateB);
}

async function cpuMicrosPerDecision(
  game: Awaited<ReturnType<typeof resolveGame>>,
  spec: string,
  seats: number,
  seed: string,
  decisions: number,
): Promise<number> {
  let timed = 0;
  let micros = 0;
  for (let m = 0; timed < decisions && m < 50; m++) {
    const bots = Array.from({ length: seats }, (): Bot => {
      const bot = botFromSpec(spec, game) as Bot;
      return async (view, legal, rng, seat) => {
        const t0 = process.cpuUsage();
        const move = await bot(view, legal, rng, seat);
        const t = process.cpuUsage(t0);
        micros += t.user + t.system;
        timed++;
        return move;
      };
    });
    await playMatch(game, { seats, seed: `${seed}:time:${m}` }, bots, { maxMoves: decisions });
  }
  return timed === 0 ? 0 : micros / timed;
}

/**
 * Runs the ladder: every pair of bots plays `games` seat-rotated games at the game's smallest table, the results are
 * reduced to pairwise scores ({@link pairScore}) and fitted ({@link bradleyTerry}), and each bot's CPU time per
 * decision is measured on its own in this thread (every seat that bot, the same seeds for all bots).
 * @param options - see {@link LadderOptions}
 * @returns the ladder
 * @category Tournaments
 */
export async function runLadder(options: LadderOptions): Promise<Ladder> {
  const game = await resolveGame(options.game);
  const seats = game.seats.min;
  const seed = options.seed ?? 'ladder';
  const games = Math.ceil(options.games / seats) * seats;
  const bots = options.bots;
  const pairs: PairResult[] = [];
  for (let a = 0; a < bots.length; a++) {
    for (let b = a + 1; b < bots.length; b++) {
      const lineup = pairLineup(bots[a]!, bots[b]!, seats);
      const run = await runTournament({
        game: options.game,
        seats,
        bots: lineup,
        games,
        seed: `${seed}:${a}:${b}`,
        ...(options.workers === undefined ? {} : { workers: options.workers }),
      });
      const rate = (name: string) => {
        const t = run.results.bots[name]!;
        return t.seatGames === 0 ? 0 : t.winShareUnits / WIN_SHARE_UNIT / t.seatGames;
      };
      const scoreA = pairScore(rate(bots[a]!), rate(bots[b]!), run.results.games);
      pairs.push({ a, b, games: run.results.games, scoreA });
      options.onProgress?.(`${bots[a]} vs ${bots[b]}: ${scoreA.toFixed(1)}/${run.results.games}`);
    }
  }
  const ratings = bradleyTerry(bots.length, pairs, 0);
  const rows: LadderRow[] = [];
  for (let i = 0; i < bots.length; i++) {
    const cpuMicros = await cpuMicrosPerDecision(game, bots[i]!, seats, seed, options.timedDecisions ?? 200);
    rows.push({ bot: bots[i]!, ...ratings[i]!, cpuMicros });
  }
  return { game: game.id, seats, gamesPerPair: games, seed, pairs, rows };
}

/**
 * The ladder as a table: `text` for a terminal, `markdown` for the docs.
 * @param ladder - a ladder
 * @param format - `'text'` or `'markdown'`
 * @returns the table's lines joined by newlines
 * @category Tournaments
 */
export function ladderTable(ladder: Ladder, format: 'text' | 'markdown'): string {
  const head = ['bot', 'rating', '95% interval', 'CPU µs/decision'];
  const body = [...ladder.rows]
    .sort((x, y) => y.rating - x.rating)
    .map((r) => [
      r.bot,
      r.rating.toFixed(0),
      r.ci95 === 0 ? 'anchor' : `±${r.ci95.toFixed(0)}`,
      r.cpuMicros < 10 ? r.cpuMicros.toFixed(1) : r.cpuMicros.toFixed(0),
    ]);
  if (format === 'markdown') {
    return [
      `| ${head.join(' | ')} |`,
      '|---|--:|--:|--:|',
      ...body.map((r) => `| \`${r[0]}\` | ${r.slice(1).join(' | ')} |`),
    ].join('\n');
  }
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((r) => r[c]!.length)));
  const line = (r: readonly string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}

/**
 * The ladder's chart: rating against CPU µs per decision (log x), with 95% error bars.
 * @param ladder - a ladder
 * @param title - the chart's title
 * @returns an SVG document
 * @category Tournaments
 */
export function ladderSvg(ladder: Ladder, title: string): string {
  const points: ChartPoint[] = ladder.rows.map((r) => ({
    label: r.bot,
    x: r.cpuMicros,
    y: r.rating,
    err: r.ci95,
  }));
  return ladderChart(title, points);
}
