/**
 * Seat-rotated tournaments of bots, in parallel over worker threads (tinypool). Seeds are sharded by game index, so
 * the results are the same for any number of workers.
 * @module
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import { botFromSpec, botSupports } from '../bots/index.js';
import { type ChunkResult, type ChunkTask, type GameRef, resolveGame, runChunk } from './chunk.js';
import { mergeResults, type TournamentResults } from './results.js';

/**
 * What {@link runTournament} runs.
 * @category Simulation
 */
export interface TournamentOptions {
  /** The game: a registry id (`'coins'`), or a module and export name for a game outside the registry. */
  readonly game: GameRef;
  /** Seats per match; default: the game's minimum. */
  readonly seats?: number;
  /** Game options. */
  readonly options?: Readonly<Record<string, unknown>>;
  /**
   * Bot specs (`'random'`, `'heuristic'`, `'ismcts:300'`…), one per lineup position. With fewer than `seats`, the
   * last one fills the remaining seats (so `['heuristic', 'random']` is one heuristic against a field of random bots).
   */
  readonly bots: readonly string[];
  /** How many games (a multiple of `seats` gives every deal in every rotation). */
  readonly games: number;
  /** The first game index (to split one tournament over several jobs). @defaultValue 0 */
  readonly first?: number;
  /** The tournament's seed. @defaultValue 'cardrules' */
  readonly seed?: string | number;
  /** Worker threads; 0 plays in the calling thread. @defaultValue the number of cores */
  readonly workers?: number;
  /** Games per task given to a worker. @defaultValue 20 */
  readonly chunkSize?: number;
  /** Collect one JSONL line per game (record, bots, score). @defaultValue false */
  readonly records?: boolean;
  /** The move limit per match. @defaultValue 100000 */
  readonly maxMoves?: number;
  /** Called as games finish, with games done and games in all. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Called with each chunk's JSONL lines, in game order. */
  readonly onRecords?: (lines: readonly string[]) => void;
}

/**
 * The outcome of {@link runTournament}.
 * @category Simulation
 */
export interface TournamentRun {
  /** The mergeable results. */
  readonly results: TournamentResults;
  /** Wall time in milliseconds. */
  readonly ms: number;
  /** Workers used (0: the calling thread). */
  readonly workers: number;
}

/** The lineup of a tournament: one spec per seat, the last one filling the rest. @category Simulation */
export function expandLineup(bots: readonly string[], seats: number): string[] {
  if (bots.length === 0) throw new RangeError('a tournament needs at least one bot');
  if (bots.length > seats) throw new RangeError(`${bots.length} bots for ${seats} seats`);
  return Array.from({ length: seats }, (_, s) => bots[Math.min(s, bots.length - 1)]!.trim());
}

function workerFile(): { filename: string; execArgv: string[] } {
  // In the CommonJS build import.meta is empty; fall back to the file name there.
  const here: string = import.meta.url ?? pathToFileURL(__filename).href;
  if (here.endsWith('.ts')) {
    return { filename: fileURLToPath(new URL('./worker-source.mjs', here)), execArgv: [] };
  }
  for (const rel of ['./worker.js', './sim/worker.js', '../sim/worker.js']) {
    const path = fileURLToPath(new URL(rel, here));
    if (existsSync(path)) return { filename: path, execArgv: [] };
  }
  throw new Error('runTournament: cannot find the worker script (sim/worker.js)');
}

/**
 * Runs a seat-rotated tournament. Game `i` is dealt from the seed `${seed}:${floor(i / seats)}` and seats the lineup
 * rotated by `i` places, so each deal is played once from every rotation.
 *
 * @param options - see {@link TournamentOptions}
 * @returns the results, identical for any number of workers
 * @example
 * ```ts
 * const { results } = await runTournament({ game: 'coins', bots: ['heuristic', 'random'], games: 300, workers: 2 });
 * summarize(results).bots; // win rates and mean scores with 95% intervals
 * ```
 * @category Simulation
 */
export async function runTournament(options: TournamentOptions): Promise<TournamentRun> {
  const started = Date.now();
  const game = await resolveGame(options.game);
  const seats = options.seats ?? game.seats.min;
  if (!Number.isInteger(seats) || seats < game.seats.min || seats > game.seats.max) {
    throw new RangeError(`${game.name} takes ${game.seats.min}–${game.seats.max} seats, got ${seats}`);
  }
  const lineup = expandLineup(options.bots, seats);
  for (const spec of lineup) {
    botFromSpec(spec, game); // throws a clear error for an unknown bot or one the game cannot support
    if (!botSupports(spec, game)) throw new RangeError(`the bot '${spec}' cannot play ${game.name} (yet)`);
  }
  const first = options.first ?? 0;
  const total = options.games;
  const chunkSize = Math.max(1, options.chunkSize ?? 20);
  const base = {
    game: options.game,
    seats,
    options: options.options ?? {},
    lineup,
    seed: String(options.seed ?? 'cardrules'),
    records: options.records ?? false,
    maxMoves: options.maxMoves ?? 100_000,
  };
  const tasks: ChunkTask[] = [];
  for (let from = first; from < first + total; from += chunkSize) {
    tasks.push({ ...base, from, to: Math.min(first + total, from + chunkSize) });
  }
  const workers = Math.min(options.workers ?? availableParallelism(), tasks.length);
  const out: (ChunkResult | undefined)[] = new Array(tasks.length);
  let done = 0;
  let flushed = 0;
  const finish = (i: number, r: ChunkResult) => {
    out[i] = r;
    done += tasks[i]!.to - tasks[i]!.from;
    options.onProgress?.(done, total);
    while (flushed < tasks.length && out[flushed] !== undefined) {
      if (options.onRecords && out[flushed]!.lines.length > 0) options.onRecords(out[flushed]!.lines);
      flushed++;
    }
  };
  if (workers <= 0) {
    for (let i = 0; i < tasks.length; i++) finish(i, await runChunk(tasks[i]!, game));
  } else {
    const { filename, execArgv } = workerFile();
    const pool = new Tinypool({ filename, minThreads: workers, maxThreads: workers, execArgv });
    try {
      await Promise.all(tasks.map(async (task, i) => finish(i, (await pool.run(task)) as ChunkResult)));
    } finally {
      await pool.destroy();
    }
  }
  const parts = out.map((r) => r!.results);
  const results =
    parts.length > 0
      ? mergeResults(parts)
      : (await runChunk({ ...base, from: first, to: first }, game)).results;
  return { results, ms: Date.now() - started, workers: Math.max(0, workers) };
}
