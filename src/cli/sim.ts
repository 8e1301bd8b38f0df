/**
 * `cardrules sim`: a tournament from the command line, with a progress bar, a summary table, a compact records file,
 * a mergeable results file and shards for job arrays.
 * @module
 */
import { unlinkSync } from 'node:fs';
import { SingleBar } from 'cli-progress';
import { Command } from 'commander';
import {
  type GameRef,
  parseShard,
  type RecordsSummary,
  runTournament,
  type Shard,
  SimError,
  summarize,
  type TournamentResults,
  writeResults,
} from '../sim/index.js';
import { gamesText } from '../sim/results.js';
import { CliError, collect, guarded, intOption, parseGameOptions, withFriendlyErrors } from './args.js';
import { BOTS_HELP, checkBots } from './bots.js';
import { summaryTable } from './format.js';
import { GAME_ARG_HELP, loadGame } from './game-arg.js';

/** Where the command's text goes: stdout for reports, stderr for messages (replaceable in tests). */
export interface Output {
  /** A line of the report (stdout). */
  readonly print: (text: string) => void;
  /** A line of news or warning (stderr). */
  readonly note: (text: string) => void;
}

/**
 * Standard output and error, quiet once their reader has gone: `cardrules sim … | head -1` ends without an `EPIPE`
 * crash (the tournament's files are still finished).
 * @returns the output
 */
export function processOutput(): Output {
  let stdoutGone = false;
  let stderrGone = false;
  const quiet = (stream: NodeJS.WriteStream, gone: () => void) => {
    if (stream.listenerCount('error') > 0 && (stream as { cardrulesQuiet?: true }).cardrulesQuiet) return;
    (stream as { cardrulesQuiet?: true }).cardrulesQuiet = true;
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'EPIPE') gone();
      else throw e;
    });
  };
  quiet(process.stdout, () => {
    stdoutGone = true;
  });
  quiet(process.stderr, () => {
    stderrGone = true;
  });
  return {
    print: (text) => {
      if (!stdoutGone) process.stdout.write(`${text}\n`);
    },
    note: (text) => {
      if (!stderrGone) process.stderr.write(`${text}\n`);
    },
  };
}

/** Sizes for people: `812 B`, `14.2 kB`, `1.31 MB`. */
export function bytesText(n: number): string {
  if (n < 1000) return `${n} B`;
  if (n < 1e6) return `${(n / 1e3).toFixed(1)} kB`;
  if (n < 1e9) return `${(n / 1e6).toFixed(2)} MB`;
  return `${(n / 1e9).toFixed(2)} GB`;
}

/** The line that says where the records went and what a game cost. */
export function recordsLine(r: RecordsSummary): string {
  const perGame = r.games > 0 ? Math.round(r.lineBytes / r.games) : 0;
  const compressed = r.path.endsWith('.gz')
    ? `, ${r.games > 0 ? Math.round(r.bytes / r.games) : 0} bytes per game compressed`
    : '';
  return `wrote records: ${r.path} (${r.games.toLocaleString('en-US')} games, ${bytesText(r.bytes)}; ${perGame} bytes per game${compressed})`;
}

/**
 * What {@link runSim} runs: the options of `cardrules sim`.
 */
export interface SimOptions {
  /** The game: its registry id, or the module a worker thread loads it from. */
  readonly game: GameRef;
  /** Bot specs, one per lineup position. */
  readonly bots: readonly string[];
  /** Games of the tournament (all shards together). */
  readonly games: number;
  /** The first game index. */
  readonly first: number;
  /** Play only this part of the games. */
  readonly shard?: Shard;
  /** Seats per match. */
  readonly seats?: number;
  /** Game options. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Worker threads. */
  readonly workers?: number;
  /** The tournament's seed. */
  readonly seed: string;
  /** Print the results and summary as JSON instead of a table. */
  readonly json: boolean;
  /** The records file. */
  readonly out?: string;
  /** The results file. */
  readonly results?: string;
  /** Show a progress bar (on a terminal). */
  readonly progress: boolean;
}

/** The outcome of {@link runSim}. */
export interface SimOutcome {
  /** The results of the games played. */
  readonly results: TournamentResults;
  /** Whether Ctrl-C stopped the tournament. */
  readonly stopped: boolean;
}

/**
 * Runs a tournament, writes its files and prints its summary. The first Ctrl-C stops it and keeps whole files of
 * the games finished; a second one quits at once and removes the partial records file.
 * @param o - the options
 * @param out - where text goes
 * @returns the results, and whether it was stopped
 * @throws SimError for what the user can fix (unknown bot, bad shard…)
 */
export async function runSim(o: SimOptions, out: Output = processOutput()): Promise<SimOutcome> {
  const bar = o.progress
    ? new SingleBar({
        format: '{bar} {value}/{total} games | {percentage}% | ETA {eta_formatted}',
        stream: process.stderr,
        hideCursor: true,
      })
    : null;
  let barOn = false;
  const stopBar = () => {
    if (barOn) bar?.stop();
    barOn = false;
  };
  const controller = new AbortController();
  let interrupts = 0;
  const onSigint = () => {
    interrupts++;
    stopBar();
    if (interrupts === 1) {
      out.note('Stopping: keeping the games finished so far (Ctrl-C again to quit at once).');
      controller.abort();
      return;
    }
    if (o.out) {
      try {
        unlinkSync(`${o.out}.partial`);
        out.note(`Removed the partial records file ${o.out}.partial.`);
      } catch {
        // nothing written yet
      }
    }
    process.exit(130);
  };
  process.on('SIGINT', onSigint);
  try {
    const run = await runTournament({
      game: o.game,
      bots: o.bots,
      games: o.games,
      first: o.first,
      seed: o.seed,
      ...(o.shard ? { shard: o.shard } : {}),
      ...(o.seats === undefined ? {} : { seats: o.seats }),
      ...(o.options === undefined ? {} : { options: o.options }),
      ...(o.workers === undefined ? {} : { workers: o.workers }),
      ...(o.out === undefined ? {} : { recordsFile: o.out }),
      signal: controller.signal,
      onProgress: (done, total) => {
        if (!bar || controller.signal.aborted) return;
        if (!barOn) {
          bar.start(total, 0);
          barOn = true;
        }
        bar.update(done);
      },
    });
    stopBar();
    const r = run.results;
    if (o.results) writeResults(o.results, r);
    const seconds = run.ms / 1000;
    const threads = run.workers === 0 ? 'in one thread' : `on ${run.workers} worker threads`;
    if (o.json) {
      const files = {
        ...(run.records ? { records: run.records } : {}),
        ...(o.results ? { results: o.results } : {}),
      };
      out.print(
        JSON.stringify(
          { results: r, summary: summarize(r), ms: run.ms, stopped: run.stopped, files },
          null,
          2,
        ),
      );
    } else {
      out.print(
        `${r.games.toLocaleString('en-US')} games of ${r.game}, ${r.seats} seats, seed '${r.seed}', ${threads}, ` +
          `${seconds.toFixed(1)} s (${seconds > 0 ? (r.games / seconds).toFixed(0) : '–'} games/s)`,
      );
      if (r.games > 0) out.print(summaryTable([summarize(r)]));
      if (run.records) out.print(recordsLine(run.records));
      if (o.results) out.print(`wrote results: ${o.results} (${ranges(r)})`);
    }
    if (run.stopped) {
      const planned = r.planned ?? [o.first, o.first + o.games];
      out.note(
        `Stopped by Ctrl-C: ${r.games.toLocaleString('en-US')} games played (${ranges(r)}); the files written are whole ` +
          `and hold those games. Missing: ${missing(r, planned)}.`,
      );
    }
    return { results: r, stopped: run.stopped };
  } finally {
    stopBar();
    process.off('SIGINT', onSigint);
  }
}

function ranges(r: TournamentResults): string {
  return r.ranges.length === 0 ? 'no games' : r.ranges.map(([a, b]) => gamesText(a, b)).join(', ');
}

function missing(r: TournamentResults, planned: readonly [number, number]): string {
  const gaps: string[] = [];
  let at = planned[0];
  for (const [a, b] of r.ranges) {
    if (a > at) gaps.push(gamesText(at, a));
    at = Math.max(at, b);
  }
  if (at < planned[1]) gaps.push(gamesText(at, planned[1]));
  return gaps.join(', ') || 'none';
}

/** Codes of {@link SimError} that are mistakes on the command line (exit status 2); the others say 1. */
const USAGE_CODES = new Set(['BAD_OPTIONS', 'UNKNOWN_GAME', 'UNKNOWN_BOT', 'UNSUPPORTED_BOT']);

/**
 * A library error as the command line's: its sentence, the command's usage, and status 2 for a mistake on the command
 * line or 1 for what went wrong while running.
 * @param e - what was thrown
 * @returns a {@link CliError} (other errors are returned as they are)
 */
export function asCliError(e: unknown): unknown {
  if (!(e instanceof SimError)) return e;
  return new CliError(e.code, userMessage(e), { exitCode: USAGE_CODES.has(e.code) ? 2 : 1, usage: true });
}

/**
 * The `sim` command, ready to be added to the program (`program.addCommand(simCommand())`).
 * @returns the command
 */
export function simCommand(): Command {
  const cmd = new Command('sim');
  cmd
    .description('a seat-rotated tournament of bots, over worker threads, in bounded memory')
    .argument('<game>', GAME_ARG_HELP)
    .requiredOption('--bots <list>', 'bot specs, comma-separated; the last one fills the remaining seats')
    .option('--games <n>', 'games in the tournament (all shards together)', intOption('--games', 0), 100)
    .option('--first <i>', 'the first game index', intOption('--first', 0), 0)
    .option(
      '--shard <K/N>',
      'play only part K of N (K from 0), for job arrays; `cardrules merge` joins the parts',
    )
    .option('--seats <n>', 'seats per match (default: the fewest the game allows)', intOption('--seats', 1))
    .option('--option <key=value>', 'a game option (repeatable), e.g. --option hands=1', collect, [])
    .option(
      '--workers <k>',
      'worker threads (default: one per core; 0 or 1: in this thread)',
      intOption('--workers', 0),
    )
    .option('--seed <seed>', 'the seed of the tournament', 'cardrules')
    .option('--json', 'print the results and summary as JSON')
    .option(
      '--out <file>',
      'write the records of every game (compact JSON lines; gzip if the name ends in .gz)',
    )
    .option('--results <file>', 'write the mergeable results file')
    .option('--no-progress', 'no progress bar')
    .addHelpText(
      'after',
      `
The first Ctrl-C stops the tournament and keeps whole files of the games finished; a second one quits at once.

${BOTS_HELP}`,
    )
    .action(
      guarded(cmd, async (id: string, o: Record<string, unknown>) => {
        const { game, ref } = await loadGame(id);
        const bots = checkBots(String(o.bots), game);
        const options = parseGameOptions(o.option as string[], game);
        try {
          const outcome = await runSim(
            {
              game: ref,
              bots,
              games: o.games as number,
              first: o.first as number,
              seed: String(o.seed),
              json: o.json === true,
              progress: o.progress !== false && process.stderr.isTTY === true,
              ...(Object.keys(options).length > 0 ? { options } : {}),
              ...(typeof o.shard === 'string' ? { shard: parseShard(o.shard) } : {}),
              ...(typeof o.seats === 'number' ? { seats: o.seats } : {}),
              ...(typeof o.workers === 'number' ? { workers: o.workers } : {}),
              ...(typeof o.out === 'string' ? { out: o.out } : {}),
              ...(typeof o.results === 'string' ? { results: o.results } : {}),
            },
            processOutput(),
          );
          if (outcome.stopped) process.exitCode = 130;
        } catch (e) {
          throw asCliError(e);
        }
      }),
    );
  return withFriendlyErrors(cmd);
}

/**
 * An error as a sentence for the user: the message of errors the user can fix (no stack, no internal names); other
 * errors are bugs and say so.
 * @param e - what was thrown
 * @returns the sentence
 */
export function userMessage(e: unknown): string {
  if (e instanceof SimError)
    return e.issues.length > 1 ? `${e.message}\n  ${e.issues.join('\n  ')}` : e.message;
  const err = e as { code?: string; message?: string; path?: string };
  if (err?.code === 'ENOENT' || err?.code === 'EACCES' || err?.code === 'EISDIR' || err?.code === 'ENOSPC') {
    return `cannot write ${err.path ?? 'a file'} (${err.code})`;
  }
  return `unexpected error (please report it): ${e instanceof Error ? e.message : String(e)}`;
}
