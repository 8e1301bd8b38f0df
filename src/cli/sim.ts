/**
 * `cardrules sim`: a tournament from the command line, with a progress bar, a summary table, a compact records file,
 * a mergeable results file and shards for job arrays.
 * @module
 */
import { existsSync, unlinkSync } from 'node:fs';
import { SingleBar } from 'cli-progress';
import { Command } from 'commander';
import {
  botSpecOf,
  type GameRef,
  parseShard,
  type RecordsSummary,
  readResults,
  runTournament,
  type Shard,
  SimError,
  shardRange,
  summarize,
  type TournamentResults,
  type TournamentSummary,
  writeResults,
} from '../sim/index.js';
import { gamesText } from '../sim/results.js';
import { CliError, collect, guarded, intOption, parseGameOptions, withFriendlyErrors } from './args.js';
import { BOTS_HELP, checkBot } from './bots.js';
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

/**
 * The paired comparisons of a summary, one line each: `heuristic − random over 20 deals: score +3.10 (95% 2.21 to
 * 3.99), win rate +0.270 (0.180 to 0.360)`.
 * @param s - a tournament's summary
 * @returns the lines (none for a lineup of one bot)
 */
export function pairLines(s: TournamentSummary): string[] {
  const sign = (x: number, digits: number) => `${x >= 0 ? '+' : ''}${x.toFixed(digits)}`;
  return s.pairs.map(
    (p) =>
      `${p.a} − ${p.b} over ${p.deals.toLocaleString('en-US')} deals: score ${sign(p.scoreDiff.value, 2)} ` +
      `(95% ${p.scoreDiff.low.toFixed(2)} to ${p.scoreDiff.high.toFixed(2)}), win rate ${sign(p.winDiff.value, 3)} ` +
      `(${p.winDiff.low.toFixed(3)} to ${p.winDiff.high.toFixed(3)})`,
  );
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
  /**
   * Continue from the results file if it holds a first part of these games (a stopped run, a requeued job); refuse
   * one of another tournament or shard.
   */
  readonly resume?: boolean;
  /** Write a progress line to stderr every this many seconds (for batch logs). */
  readonly logEvery?: number;
}

/** The outcome of {@link runSim}. */
export interface SimOutcome {
  /** The results of the games played. */
  readonly results: TournamentResults;
  /** Whether a signal (Ctrl-C, SIGTERM) stopped the tournament: the signal's name, or `null`. */
  readonly stopped: 'SIGINT' | 'SIGTERM' | null;
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
  let stoppedBy: 'SIGINT' | 'SIGTERM' | null = null;
  const onSignal = (signal: 'SIGINT' | 'SIGTERM') => {
    interrupts++;
    stopBar();
    if (interrupts === 1) {
      stoppedBy = signal;
      out.note(
        signal === 'SIGINT'
          ? 'Stopping: keeping the games finished so far (Ctrl-C again to quit at once).'
          : 'Stopping on SIGTERM: finishing the games in hand and keeping the games finished so far.',
      );
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
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  const onSigint = () => onSignal('SIGINT');
  const onSigterm = () => onSignal('SIGTERM');
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);
  const [from, to] = o.shard ? shardRange(o.first, o.games, o.shard) : [o.first, o.first + o.games];
  const where = o.shard ? `shard ${o.shard.index}/${o.shard.count}` : 'tournament';
  try {
    let resume: TournamentResults | undefined;
    if (o.resume) {
      if (!o.results) throw new SimError('BAD_OPTIONS', '--resume needs --results, the file it resumes from');
      if (existsSync(o.results)) resume = readResults(o.results);
    }
    if (
      resume &&
      resume.ranges.length === 1 &&
      resume.ranges[0]![0] === from &&
      resume.ranges[0]![1] === to
    ) {
      // Checked as a resume would be, then nothing to play.
      const prev = resume;
      const { recordsFile: _records, ...bare } = tournamentOf(o);
      await runTournament({ ...bare, resume: prev, workers: 0 });
      out.print(`${where} is complete already (${ranges(prev)} in ${o.results}): nothing to play.`);
      return { results: prev, stopped: null };
    }
    // Said once the runner has accepted the earlier results (at the first games played).
    let resumeNote =
      resume && resume.ranges.length > 0
        ? `Resuming ${where} after game ${resume.ranges[0]![1] - 1} (${ranges(resume)} in ${o.results}).`
        : null;
    const logEvery = o.logEvery ?? 0;
    let lastLog = Date.now();
    const started = Date.now();
    const run = await runTournament({
      ...tournamentOf(o),
      ...(resume ? { resume } : {}),
      signal: controller.signal,
      onProgress: (done, total) => {
        if (resumeNote) {
          out.note(resumeNote);
          resumeNote = null;
        }
        if (logEvery > 0 && (Date.now() - lastLog >= logEvery * 1000 || done === total)) {
          lastLog = Date.now();
          const s = (lastLog - started) / 1000;
          const rate = s > 0 ? done / s : 0;
          const left = rate > 0 ? `, about ${Math.round((total - done) / rate)} s left` : '';
          out.note(
            `${new Date(lastLog).toISOString()} ${where}: ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} games ` +
              `(${((100 * done) / Math.max(1, total)).toFixed(1)}%), ${rate.toFixed(0)} games/s${left}`,
          );
        }
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
      if (r.games > 0) {
        out.print(summaryTable([summarize(r)]));
        for (const line of pairLines(summarize(r))) out.print(line);
      }
      if (run.records) out.print(recordsLine(run.records));
      if (o.results) out.print(`wrote results: ${o.results} (${ranges(r)})`);
    }
    if (run.stopped) {
      out.note(
        `Stopped by ${stoppedBy === 'SIGTERM' ? 'SIGTERM' : 'Ctrl-C'}: ${r.games.toLocaleString('en-US')} games played (${ranges(r)}); the files written are whole ` +
          `and hold those games. Missing: ${missing(r, [from, to])}.` +
          (o.results ? ' The same command with --resume plays the rest.' : ''),
      );
    }
    return { results: r, stopped: run.stopped ? (stoppedBy ?? 'SIGINT') : null };
  } finally {
    stopBar();
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
  }
}

/** The tournament of the command's options (without signal, progress or resume). */
function tournamentOf(o: SimOptions) {
  return {
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
  };
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
 * A library error as the command line's: its sentence; for a mistake on the command line the command's usage and
 * status 2, for what went wrong with the data (files that do not fit together, a run that cannot resume) status 1
 * and no usage.
 * @param e - what was thrown
 * @returns a {@link CliError} (other errors are returned as they are)
 */
export function asCliError(e: unknown): unknown {
  if (!(e instanceof SimError)) return e;
  const usage = USAGE_CODES.has(e.code);
  return new CliError(e.code, userMessage(e), { exitCode: usage ? 2 : 1, usage });
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
    .option(
      '--resume',
      'continue from the --results file if it holds the first games of this run (a stopped run or a requeued job); refuse one of another tournament or shard',
    )
    .option(
      '--log-every <seconds>',
      'write a progress line to stderr every this many seconds (for batch logs)',
      intOption('--log-every', 1),
    )
    .addHelpText(
      'after',
      `
The first Ctrl-C (or SIGTERM, as a batch system sends it) stops the tournament after the games in hand and keeps
whole files of the games finished, with a results file that says which games it holds; a second one quits at once.
The same command with --resume continues after the last whole game.

${BOTS_HELP}`,
    )
    .action(
      guarded(cmd, async (id: string, o: Record<string, unknown>) => {
        const { game, ref } = await loadGame(id);
        const bots = String(o.bots)
          .split(',')
          .map((b) => b.trim())
          .filter((b) => b !== '');
        if (bots.length === 0)
          throw new CliError('NO_SUCH_BOT', `--bots needs at least one bot.\n${BOTS_HELP}`);
        for (const b of bots) checkBot(botSpecOf(b), game);
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
              ...(o.resume === true ? { resume: true } : {}),
              ...(typeof o.logEvery === 'number' ? { logEvery: o.logEvery } : {}),
            },
            processOutput(),
          );
          if (outcome.stopped) process.exitCode = outcome.stopped === 'SIGTERM' ? 143 : 130;
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
