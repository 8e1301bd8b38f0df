/**
 * Plays a range of a tournament's games. Runs in the main thread or in a worker; the result depends only on the
 * range, never on which thread played it.
 * @module
 */
import { type Bot, botFromSpec, playMatch } from '../bots/index.js';
import type { AnyGame } from '../core/index.js';
import { type GameRef, resolveGame } from './game-ref.js';
import { encodeGameLine, type RecordsHeader } from './records.js';
import {
  addGameToPairs,
  type BotTally,
  emptyTally,
  type PairTally,
  pairsOf,
  type TournamentResults,
  WIN_SHARE_UNIT,
} from './results.js';

/**
 * One unit of work: the games `[from, to)` of a tournament.
 * @internal
 */
export interface ChunkTask {
  /** The game. */
  readonly game: GameRef;
  /** Seats per match. */
  readonly seats: number;
  /** Game options. */
  readonly options: Readonly<Record<string, unknown>>;
  /** The bot spec of each lineup position (length = seats). */
  readonly lineup: readonly string[];
  /** The tournament's seed. */
  readonly seed: string;
  /** The first game index. */
  readonly from: number;
  /** One past the last game index. */
  readonly to: number;
  /** With a records header: return each game as a line of that records file. */
  readonly records?: RecordsHeader;
  /** The move limit per match. */
  readonly maxMoves: number;
}

/**
 * What a chunk produced.
 * @internal
 */
export interface ChunkResult {
  /** Its results (the games it played: all of the task's, unless it was stopped). */
  readonly results: TournamentResults;
  /** Its records lines, in game order (with `records`). */
  readonly lines: readonly string[];
}

/**
 * The bot spec of a lineup name: a name may carry a label after `@` (`random@1`), which keeps two bots of the same
 * spec apart in the results and is not part of the spec.
 * @param name - a lineup name, e.g. `'random@1'` or `'ismcts:300'`
 * @returns the spec, e.g. `'random'`
 * @example
 * ```ts
 * botSpecOf('random@1'); // 'random'
 * ```
 * @category Simulation
 */
export function botSpecOf(name: string): string {
  const at = name.indexOf('@');
  return (at < 0 ? name : name.slice(0, at)).trim();
}

/**
 * A bot that hands each move it makes to `record` (as the legal move it stands for) before the match applies it: the
 * records of a game are taken as it is played, without copying every move afterwards.
 */
function recording(bot: Bot, game: AnyGame, record: (move: unknown) => void): Bot {
  const pick = (chosen: unknown, legal: readonly unknown[]) => {
    if (legal.includes(chosen)) record(chosen);
    else {
      const key = game.moveKey(chosen as never);
      const move = legal.find((m) => game.moveKey(m as never) === key);
      // An illegal move: the match refuses it with its own error, nothing to record.
      if (move !== undefined) record(move);
    }
    return chosen;
  };
  return (view, legal, rng, seat) => {
    const answer = bot(view, legal, rng, seat);
    return answer instanceof Promise ? answer.then((m) => pick(m, legal)) : pick(answer, legal);
  };
}

/**
 * Which lineup position plays seat `seat` in game `index`: the lineup is rotated one seat per game, and each deal is
 * played once per rotation (game `index` uses deal `floor(index / seats)`), so every bot meets every deal from every
 * seat.
 * @param index - the game index
 * @param seat - the seat
 * @param seats - seats per match
 * @returns the lineup position
 * @example
 * ```ts
 * lineupPosition(1, 0, 3); // 1: in game 1, seat 0 is played by the second bot of the lineup
 * ```
 * @category Simulation
 */
export function lineupPosition(index: number, seat: number, seats: number): number {
  return (seat + index) % seats;
}

/** How long games played in the calling thread may run before they let the event loop turn (Ctrl-C, progress). */
const SLICE_MS = 50;

/** When the event loop last had a turn while games were played in this thread (shared by every chunk). */
let lastTurn = Date.now();

/**
 * Lets the event loop turn (signal handlers, timers, I/O callbacks) if games have held this thread for `SLICE_MS`:
 * awaiting promises alone never does, so a loop of quick chunks would otherwise never see a Ctrl-C.
 * @internal
 */
export async function yieldIfDue(): Promise<void> {
  if (Date.now() - lastTurn < SLICE_MS) return;
  await new Promise((resolve) => setImmediate(resolve));
  lastTurn = Date.now();
}

/**
 * Plays the games of a task.
 * @param task - the range and the tournament
 * @param game - the game, when the caller has it already
 * @param signal - stops the chunk between two games (checked at least every 50 ms); its results then cover the games
 *   played
 * @returns the range's results and records lines
 * @internal
 */
export async function runChunk(task: ChunkTask, game?: AnyGame, signal?: AbortSignal): Promise<ChunkResult> {
  const g = game ?? (await resolveGame(task.game));
  const n = task.seats;
  const tallies: Record<string, BotTally> = {};
  for (const name of task.lineup) tallies[name] = emptyTally();
  const pairs: PairTally[] = pairsOf(task.lineup);
  const specs0 = task.lineup.map(botSpecOf);
  let moves = 0;
  let movesSq = 0;
  let truncated = 0;
  const lines: string[] = [];
  const header = task.records;
  const encode = header?.moves === 'actions' ? g.encoding!.encodeMove : null;
  let taken: unknown[] = [];
  const take = (move: unknown) => {
    taken.push(encode ? encode(move as never) : JSON.stringify(move));
  };
  let end = task.to;
  for (let i = task.from; i < task.to; i++) {
    if (signal) {
      await yieldIfDue();
      if (signal.aborted) {
        end = i;
        break;
      }
    }
    const deal = Math.floor(i / n);
    const names = Array.from({ length: n }, (_, s) => task.lineup[lineupPosition(i, s, n)]!);
    const bots = names.map((_, s) => {
      const bot = botFromSpec(specs0[lineupPosition(i, s, n)]!, g);
      return header ? recording(bot, g, take) : bot;
    });
    if (header) taken = [];
    const r = await playMatch(g, { ...task.options, seats: n, seed: `${task.seed}:${deal}` }, bots, {
      maxMoves: task.maxMoves,
      botSeed: `${task.seed}:${i}:bots`,
    });
    moves += r.moves;
    movesSq += r.moves * r.moves;
    if (r.truncated) truncated++;
    const share = r.winners.length > 0 ? WIN_SHARE_UNIT / r.winners.length : 0;
    for (let s = 0; s < n; s++) {
      const t = tallies[names[s]!]!;
      const score = r.score[s] ?? 0;
      const won = r.winners.includes(s);
      tallies[names[s]!] = {
        seatGames: t.seatGames + 1,
        wins: t.wins + (won ? 1 : 0),
        winShareUnits: t.winShareUnits + (won ? share : 0),
        scoreSum: t.scoreSum + score,
        scoreSumSq: t.scoreSumSq + score * score,
      };
    }
    addGameToPairs(pairs, task.lineup, i, names, r.score, r.winners);
    if (header) {
      lines.push(
        encodeGameLine(header, {
          index: i,
          score: r.score,
          winners: r.winners,
          truncated: r.truncated,
          taken,
        }),
      );
    }
  }
  return {
    results: {
      format: 'cardrules-results',
      version: 1,
      game: g.id,
      seats: n,
      options: task.options,
      lineup: task.lineup,
      seed: task.seed,
      ranges: end > task.from ? [[task.from, end]] : [],
      planned: [task.from, task.to],
      games: end - task.from,
      moves,
      movesSq,
      truncated,
      bots: tallies,
      ...(pairs.length > 0 ? { pairs } : {}),
    },
    lines,
  };
}
