/**
 * Plays a range of a tournament's games. Runs in the main thread or in a worker; the result depends only on the
 * range, never on which thread played it.
 * @module
 */
import { botFromSpec, playMatch } from '../bots/index.js';
import type { AnyGame } from '../core/index.js';
import { getGame } from '../registry.js';
import { type BotTally, emptyTally, type TournamentResults, WIN_SHARE_UNIT } from './results.js';

/**
 * Where a worker finds the game: a registry id, or a module (URL or path) and the name of its export.
 * @category Simulation
 */
export type GameRef =
  | string
  | {
      /** The module to import (a path or a package specifier). */
      readonly module: string;
      /** The name of the `Game` export in that module. */
      readonly export: string;
    };

/**
 * One unit of work: the games `[from, to)` of a tournament.
 * @category Simulation
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
  /** Return each game as a JSONL line. */
  readonly records: boolean;
  /** The move limit per match. */
  readonly maxMoves: number;
}

/**
 * What a chunk produced.
 * @category Simulation
 */
export interface ChunkResult {
  /** Its results. */
  readonly results: TournamentResults;
  /** Its JSONL lines (with `records`). */
  readonly lines: readonly string[];
}

/**
 * Finds a game from a reference.
 * @param ref - a registry id or a module reference
 * @returns the game
 * @throws RangeError for an unknown game
 * @category Simulation
 */
export async function resolveGame(ref: GameRef): Promise<AnyGame> {
  if (typeof ref === 'string') {
    const game = getGame(ref);
    if (!game) throw new RangeError(`unknown game '${ref}'`);
    return game;
  }
  const mod = (await import(ref.module)) as Record<string, unknown>;
  const game = mod[ref.export] as AnyGame | undefined;
  if (!game || typeof game.setup !== 'function') {
    throw new RangeError(`the module ${ref.module} exports no game named '${ref.export}'`);
  }
  return game;
}

/**
 * Which lineup position plays seat `seat` in game `index`: the lineup is rotated one seat per game, and each deal is
 * played once per rotation (game `index` uses deal `floor(index / seats)`), so every bot meets every deal from every
 * seat.
 * @param index - the game index
 * @param seat - the seat
 * @param seats - seats per match
 * @category Simulation
 */
export function lineupPosition(index: number, seat: number, seats: number): number {
  return (seat + index) % seats;
}

/**
 * Plays the games of a task.
 * @param task - the range and the tournament
 * @param game - the game, when the caller has it already
 * @returns the range's results and records
 * @category Simulation
 */
export async function runChunk(task: ChunkTask, game?: AnyGame): Promise<ChunkResult> {
  const g = game ?? (await resolveGame(task.game));
  const n = task.seats;
  const tallies = new Map<string, BotTally>();
  for (const name of task.lineup) tallies.set(name, emptyTally());
  let moves = 0;
  let movesSq = 0;
  let truncated = 0;
  const lines: string[] = [];
  for (let i = task.from; i < task.to; i++) {
    const deal = Math.floor(i / n);
    const specs = Array.from({ length: n }, (_, s) => task.lineup[lineupPosition(i, s, n)]!);
    const bots = specs.map((spec) => botFromSpec(spec, g));
    const seed = `${task.seed}:${deal}`;
    const r = await playMatch(g, { ...task.options, seats: n, seed }, bots, {
      recordMoves: task.records,
      maxMoves: task.maxMoves,
      botSeed: `${task.seed}:${i}:bots`,
    });
    moves += r.moves;
    movesSq += r.moves * r.moves;
    if (r.truncated) truncated++;
    const share = r.winners.length > 0 ? WIN_SHARE_UNIT / r.winners.length : 0;
    specs.forEach((spec, s) => {
      const t = tallies.get(spec)!;
      const score = r.score[s] ?? 0;
      const won = r.winners.includes(s);
      tallies.set(spec, {
        seatGames: t.seatGames + 1,
        wins: t.wins + (won ? 1 : 0),
        winShareUnits: t.winShareUnits + (won ? share : 0),
        scoreSum: t.scoreSum + score,
        scoreSumSq: t.scoreSumSq + score * score,
      });
    });
    if (task.records) {
      lines.push(
        JSON.stringify({
          index: i,
          bots: specs,
          score: r.score,
          winners: r.winners,
          moves: r.moves,
          record: r.record,
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
      ranges: task.to > task.from ? [[task.from, task.to]] : [],
      games: task.to - task.from,
      moves,
      movesSq,
      truncated,
      bots: Object.fromEntries(tallies),
    },
    lines,
  };
}
