/**
 * Seat-rotated tournaments of bots, in the calling thread or over worker threads (tinypool, loaded only then). Games
 * are dealt from seeds by game index, so the results are the same for any number of workers, any chunk size and any
 * split into shards. Memory does not grow with the number of games: chunks are handed over (and their records
 * written) in game order as they finish, and their results are added up.
 * @module
 */
import { setMaxListeners } from 'node:events';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { botFromSpec, botSupports } from '../bots/index.js';
import type { AnyGame } from '../core/index.js';
import { canonicalJson } from '../core/json.js';
import { botSpecOf, type ChunkResult, type ChunkTask, runChunk, yieldIfDue } from './chunk.js';
import { SimError } from './errors.js';
import { type GameRef, resolveGame } from './game-ref.js';
import { loadPool } from './pool.js';
import { type RecordsHeader, recordsHeader } from './records.js';
import { gamesText, inOrder, mergeResults, type TournamentResults } from './results.js';
import { type Shard, shardRange } from './shard.js';
import { carryOver, createRecordsWriter, type RecordsSummary, type RecordsWriter } from './writer.js';

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
   * Bots of the same spec share one row of the results; a label after `@` keeps them apart (`['random@0',
   * 'random@1', 'random@2']` gives each lineup position its own row).
   */
  readonly bots: readonly string[];
  /** How many games the tournament has (a multiple of `seats` gives every deal in every rotation). */
  readonly games: number;
  /** The first game index (to split one tournament by hand). @defaultValue 0 */
  readonly first?: number;
  /**
   * Play only one of `count` disjoint parts of the games `[first, first + games)`: part `index` (from 0) is
   * `[first + floor(index * games / count), first + floor((index + 1) * games / count))`. The parts' results merge
   * ({@link mergeResults}) to exactly the results of one run of all the games.
   */
  readonly shard?: Shard;
  /** The tournament's seed. @defaultValue 'cardrules' */
  readonly seed?: string | number;
  /**
   * Worker threads. With 2 or more the games are played in that many worker threads (this needs the optional
   * package `tinypool`); with 0 or 1, in the calling thread. @defaultValue the number of cores
   */
  readonly workers?: number;
  /** Games per task given to a worker. @defaultValue 20 */
  readonly chunkSize?: number;
  /** Hand each game's records line to `onRecords`. @defaultValue false */
  readonly records?: boolean;
  /**
   * Write a records file (see `readRecords`): a header line, then one compact line per game, in game order, as chunks
   * finish. A name ending in `.gz` is written gzip-compressed. The file appears under its name only when complete;
   * until then it is `<name>.partial`. A stopped tournament leaves a whole file of the games it played.
   */
  readonly recordsFile?: string;
  /** The move limit per match. @defaultValue 100000 */
  readonly maxMoves?: number;
  /** Called as games finish, with games done and games in all. */
  readonly onProgress?: (done: number, total: number) => void;
  /**
   * Called with each chunk's records lines (with `records`), in game order, and the header they belong under
   * (`recordDecoder(header, game)` expands them); the runner waits for a returned promise before handing over more
   * (so a slow consumer slows the tournament instead of filling memory).
   */
  readonly onRecords?: (lines: readonly string[], header: RecordsHeader) => unknown;
  /**
   * The results of an earlier run of this same tournament and shard that was stopped: they must cover a first part of
   * this run's games (`[from, x)`). Only the games after them are played, and the results (and records) returned
   * cover all of them, as if the run had never stopped. With `recordsFile`, that file must be the earlier run's, holding
   * those games; it is replaced by one holding every game. Results that cover every game are returned as they are.
   */
  readonly resume?: TournamentResults;
  /**
   * Stops the tournament: no new games start, games in progress are dropped, and the results (and records) cover the
   * games finished in order before the stop. {@link TournamentRun.stopped} is then `true`.
   */
  readonly signal?: AbortSignal;
}

/**
 * The outcome of {@link runTournament}.
 * @category Simulation
 */
export interface TournamentRun {
  /** The mergeable results (of the games played: all of them, unless stopped). */
  readonly results: TournamentResults;
  /** Wall time in milliseconds. */
  readonly ms: number;
  /** Worker threads used (0: the games were played in the calling thread). */
  readonly workers: number;
  /** Whether `signal` stopped the tournament before its end. */
  readonly stopped: boolean;
  /** Where the records went (with `recordsFile`). */
  readonly records?: RecordsSummary;
}

/**
 * The lineup of a tournament: one spec per seat, the last one filling the rest.
 * @param bots - bot specs, one per lineup position
 * @param seats - seats per match
 * @returns one spec per seat
 * @throws SimError (`BAD_OPTIONS`) for no bots or more bots than seats
 * @example
 * ```ts
 * expandLineup(['heuristic', 'random'], 4); // ['heuristic', 'random', 'random', 'random']
 * ```
 * @category Simulation
 */
export function expandLineup(bots: readonly string[], seats: number): string[] {
  if (bots.length === 0) throw new SimError('BAD_OPTIONS', 'a tournament needs at least one bot');
  if (bots.length > seats) throw new SimError('BAD_OPTIONS', `${bots.length} bots for ${seats} seats`);
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

function checkLineup(lineup: readonly string[], game: AnyGame): void {
  for (const name of lineup) {
    const spec = botSpecOf(name);
    const at = name.indexOf('@');
    const label = at < 0 ? null : name.slice(at + 1);
    if (spec === '' || (label !== null && !/^[\w.:-]+$/.test(label))) {
      throw new SimError(
        'UNKNOWN_BOT',
        `'${name}' is not a bot spec with a label: write a label of letters, digits, '.', ':', '-' or '_' after the spec, as in random@1`,
      );
    }
    try {
      botFromSpec(spec, game);
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      throw new SimError('UNKNOWN_BOT', text.replace(/^botFromSpec: /, ''));
    }
    if (!botSupports(spec, game)) {
      throw new SimError('UNSUPPORTED_BOT', `the bot '${spec}' cannot play ${game.name}`);
    }
  }
}

/**
 * Runs a seat-rotated tournament. Game `i` is dealt from the seed `${seed}:${floor(i / seats)}` and seats the lineup
 * rotated by `i` places, so each deal is played once from every rotation.
 *
 * @param options - see {@link TournamentOptions}
 * @returns the results, identical for any number of workers, chunk size or shards
 * @throws SimError for bad options, an unknown bot or game, or worker threads without tinypool
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
    throw new SimError(
      'BAD_OPTIONS',
      `${game.name} takes ${game.seats.min}–${game.seats.max} seats, not ${seats}`,
    );
  }
  const lineup = expandLineup(options.bots, seats);
  checkLineup(lineup, game);
  const first = options.first ?? 0;
  const games = options.games;
  if (!Number.isSafeInteger(first) || first < 0 || !Number.isSafeInteger(games) || games < 0) {
    throw new SimError(
      'BAD_OPTIONS',
      `games and first must be whole numbers ≥ 0 (got ${games} and ${first})`,
    );
  }
  const [from, to] = options.shard ? shardRange(first, games, options.shard) : [first, first + games];
  const chunkSize = options.chunkSize ?? 20;
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) {
    throw new SimError('BAD_OPTIONS', `the chunk size must be a whole number ≥ 1 (got ${chunkSize})`);
  }
  const seed = String(options.seed ?? 'cardrules');
  const gameOptions = options.options ?? {};
  try {
    game.setup({ ...gameOptions, seats, seed });
  } catch (e) {
    throw new SimError(
      'BAD_OPTIONS',
      `${game.name} refuses these options: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const wantRecords = options.records === true || options.recordsFile !== undefined;
  const header = wantRecords
    ? recordsHeader(game, {
        seats,
        options: gameOptions,
        lineup,
        seed,
        ...(typeof options.game === 'string' ? {} : { source: options.game }),
      })
    : undefined;
  const base = {
    game: options.game,
    seats,
    options: gameOptions,
    lineup,
    seed,
    maxMoves: options.maxMoves ?? 100_000,
    ...(header ? { records: header } : {}),
  };
  const start = options.resume
    ? resumePoint(
        options.resume,
        { game: game.id, seats, options: gameOptions, lineup, seed },
        options.shard,
        [first, first + games],
        [from, to],
      )
    : from;
  const chunks = Math.ceil((to - start) / chunkSize);
  const taskOf = (i: number): ChunkTask => {
    const start0 = start + i * chunkSize;
    return { ...base, from: start0, to: Math.min(to, start0 + chunkSize) };
  };
  const total = to - start;
  const requested = options.workers ?? availableParallelism();
  const workers = Math.min(requested, chunks) >= 2 ? Math.min(requested, chunks) : 0;
  const Pool = workers > 0 ? await loadPool() : null;

  const writer: RecordsWriter | null = options.recordsFile
    ? createRecordsWriter(options.recordsFile, header!)
    : null;
  if (writer && start > from) {
    try {
      await carryOver(options.recordsFile!, header!, from, start, writer);
    } catch (e) {
      await writer.discard();
      throw e;
    }
  }
  let acc: TournamentResults | null = start > from ? options.resume! : null;
  let stopped = false;
  const consume = async (r: ChunkResult) => {
    acc = acc ? mergeResults([acc, r.results], { allowGaps: true }) : r.results;
    if (r.lines.length > 0) {
      if (writer) await writer.write(r.lines);
      if (options.onRecords) await options.onRecords(r.lines, header!);
    }
  };
  let done = 0;
  const progress = (n: number) => {
    done += n;
    options.onProgress?.(done, total);
  };

  try {
    if (!Pool) {
      for (let i = 0; i < chunks; i++) {
        await yieldIfDue();
        if (options.signal?.aborted) {
          stopped = true;
          break;
        }
        const r = await runChunk(taskOf(i), game, options.signal ?? undefined);
        progress(r.results.games);
        await consume(r);
        if (r.results.games < taskOf(i).to - taskOf(i).from) {
          stopped = true;
          break;
        }
      }
    } else {
      stopped = await runPooled(Pool, workers, chunks, taskOf, consume, progress, options.signal);
    }
  } catch (e) {
    await writer?.discard();
    throw e;
  }
  const { records: _none, ...bare } = base;
  const played: TournamentResults = acc ?? (await runChunk({ ...bare, from, to: from }, game)).results;
  // The planned range is the whole tournament's, so that a merge of shards (or of a stopped run) can name what is missing.
  const results: TournamentResults = inOrder({
    ...played,
    planned: [first, first + games],
    ...(options.shard ? { shard: options.shard } : {}),
  });
  const records = writer ? await writer.finish() : undefined;
  return { results, ms: Date.now() - started, workers, stopped, ...(records ? { records } : {}) };
}

/**
 * Where a resumed run starts: the end of the earlier results, which must be of this tournament and shard and cover
 * a first part of its games.
 * @throws SimError (`CANNOT_RESUME`) naming what does not fit
 */
function resumePoint(
  prev: TournamentResults,
  t: {
    readonly game: string;
    readonly seats: number;
    readonly options: Readonly<Record<string, unknown>>;
    readonly lineup: readonly string[];
    readonly seed: string;
  },
  shard: Shard | undefined,
  planned: readonly [number, number],
  [from, to]: readonly [number, number],
): number {
  const refuse = (why: string) => new SimError('CANNOT_RESUME', `cannot resume: the earlier results ${why}`);
  if (prev?.format !== 'cardrules-results') throw refuse('are not results of `cardrules sim --results`');
  for (const key of ['game', 'seats', 'options', 'lineup', 'seed'] as const) {
    const was = canonicalJson(prev[key]);
    const now = canonicalJson(t[key]);
    if (was !== now) throw refuse(`are of another tournament (their ${key} is ${was}, not ${now})`);
  }
  const plannedNow = canonicalJson(planned);
  if (canonicalJson(prev.planned ?? null) !== plannedNow) {
    throw refuse(
      `are of a tournament of other games (${prev.planned ? gamesText(prev.planned[0], prev.planned[1]) : 'unknown'}, not ${gamesText(planned[0], planned[1])})`,
    );
  }
  const shardText = (s: Shard | undefined) => (s ? `shard ${s.index}/${s.count}` : 'the whole tournament');
  if (canonicalJson(prev.shard ?? null) !== canonicalJson(shard ?? null)) {
    throw refuse(`are of ${shardText(prev.shard)}, not of ${shardText(shard)}`);
  }
  if (prev.ranges.length === 0) return from;
  const [a, b] = prev.ranges[0]!;
  if (prev.ranges.length > 1 || a !== from || b > to) {
    const held = prev.ranges.map(([x, y]) => gamesText(x, y)).join(', ');
    throw refuse(`hold ${held}, which is not a first part of ${gamesText(from, to)}`);
  }
  return b;
}

/** The young generation of a worker thread, in MB. */
const WORKER_YOUNG_MB = 8;

/**
 * Plays the chunks over a pool of worker threads, at most a few chunks ahead of the oldest one not yet handed over,
 * and hands them over in order.
 * @returns whether `signal` stopped it
 */
async function runPooled(
  Pool: Awaited<ReturnType<typeof loadPool>>,
  workers: number,
  chunks: number,
  taskOf: (i: number) => ChunkTask,
  consume: (r: ChunkResult) => Promise<void>,
  progress: (games: number) => void,
  signal: AbortSignal | undefined,
): Promise<boolean> {
  const { filename, execArgv } = workerFile();
  // A young generation of at most 8 MB per worker thread: V8 otherwise grows it to its largest under the allocation
  // rate of a tournament, 20 MB or more per worker, for no measurable gain in speed (bench/scale.sh cost).
  const pool = new Pool({
    filename,
    minThreads: workers,
    maxThreads: workers,
    execArgv,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_MB },
  });
  // Aborts the chunks in flight: on the caller's signal, or when a chunk fails.
  const cancel = new AbortController();
  // Every chunk in flight listens to it (up to `ahead` of them, more than the default warning threshold of 10).
  setMaxListeners(workers * 2 + 10, cancel.signal);
  const onAbort = () => cancel.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  let failure: unknown = null;
  const ahead = workers * 2;
  const inFlight = new Map<number, Promise<ChunkResult>>();
  let next = 0;
  let handed = 0;
  try {
    for (;;) {
      while (!cancel.signal.aborted && next < chunks && next - handed < ahead) {
        const i = next++;
        const run = pool.run(taskOf(i), { signal: cancel.signal }) as Promise<ChunkResult>;
        run.then(
          (r) => progress(r.results.games),
          (e: unknown) => {
            if (!cancel.signal.aborted) {
              failure = e;
              cancel.abort();
            }
          },
        );
        inFlight.set(i, run);
      }
      const oldest = inFlight.get(handed);
      if (!oldest) break;
      inFlight.delete(handed);
      let r: ChunkResult;
      try {
        r = await oldest;
      } catch (e) {
        if (failure === null && !signal?.aborted) failure = e;
        break;
      }
      handed++;
      await consume(r);
    }
    // Let every chunk still in flight settle (they were aborted) before the pool goes.
    await Promise.allSettled(inFlight.values());
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await pool.destroy();
  }
  if (failure !== null) throw failure;
  return handed < chunks;
}
