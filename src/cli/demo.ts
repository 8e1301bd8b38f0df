/**
 * `cardrules demo`: the main job in under a minute. A ladder of bots on every game, each bot against a table of the
 * next weaker one (the heuristic against random players, ISMCTS against heuristic players), seeded and
 * seat-rotated; progress as it goes, a table whose columns are explained in a line, and a closing sentence that
 * says what the numbers show.
 * @module
 */
import { availableParallelism } from 'node:os';
import { SingleBar } from 'cli-progress';
import Table from 'cli-table3';
import { Command } from 'commander';
import { botSupports } from '../bots/index.js';
import type { AnyGame } from '../core/index.js';
import { games } from '../registry.js';
import { type BotSummary, type Estimate, runTournament, summarize } from '../sim/index.js';
import { CliError, guarded, intOption, withFriendlyErrors } from './args.js';
import { BOTS_HELP, botWords, checkBotForAny } from './bots.js';
import { installTerminalGuards, onInterrupt, print, type Style, styleFor } from './terminal.js';

/** Options of {@link demo}. */
export interface DemoOptions {
  /** Matches per game and rung of the ladder (rounded to a multiple of the seats, so every seat is played alike). */
  readonly games: number;
  /** The seed. */
  readonly seed: string;
  /** Worker threads (0: in this thread). */
  readonly workers: number;
  /** The ladder, strongest first (default {@link DEMO_BOTS}): each bot plays a table of the next one. */
  readonly bots?: readonly string[];
  /** Where to print. */
  readonly print: (line: string) => void;
  /** Colours. */
  readonly style: Style;
  /** Whether to draw progress bars (on standard error); otherwise a line per finished tournament. */
  readonly progress: boolean;
}

/** The ladder of the demo, strongest first. */
export const DEMO_BOTS = ['ismcts:30:playout=60', 'heuristic', 'random'] as const;

/** The matches per game and pairing the demo plays by default (about 55 CPU-seconds: half a minute on two cores). */
export const DEMO_GAMES = 60;

/** One rung of the ladder on one game: a bot against a table of another. */
export interface DemoRow {
  /** The game. */
  readonly game: AnyGame;
  /** Seats per match. */
  readonly seats: number;
  /** Matches played. */
  readonly matches: number;
  /** The bot tried. */
  readonly bot: BotSummary;
  /** The bots it played against (all the same spec). */
  readonly field: BotSummary;
  /** The win rate of a seat no better than the others (1 / seats). */
  readonly even: number;
  /** Mean moves per match. */
  readonly moves: number;
  /** How the bot did: beat the field, lost to it, or could not be told apart at this number of matches. */
  readonly verdict: 'beat' | 'lost' | 'level';
}

/** Seats for a demo match: three where the game allows (two bots are too few for a field), else its minimum. */
function seatsFor(game: AnyGame): number {
  return Math.min(game.seats.max, Math.max(game.seats.min, 3));
}

/**
 * Runs the demo.
 * @param o - see {@link DemoOptions}
 * @returns the rows of the table
 */
export async function demo(o: DemoOptions): Promise<DemoRow[]> {
  const { style, print } = o;
  const ladder = o.bots ?? DEMO_BOTS;
  const rungs = ladder
    .slice(0, -1)
    .map((bot, i) => [bot, ladder[i + 1]!] as const)
    .reverse();
  print(style.bold(`cardrules demo: does each bot beat a table of the next one down, in every game?`));
  for (const [bot, field] of rungs)
    print(`  ${botWords(bot)} (${bot}) against ${botWords(field)} (${field})`);
  print(
    style.dim(
      `${o.games} seeded matches per game and pairing (rounded to a multiple of the seats), seats rotated so every bot plays every seat; seed '${o.seed}', ${o.workers === 0 ? 'in one thread' : `${o.workers} worker threads`}.`,
    ),
  );
  print('');
  const rows: DemoRow[] = [];
  const interrupt = new AbortController();
  const nameWidth = Math.max(...Object.values<AnyGame>(games).map((g) => g.name.length));
  const pairWidth = Math.max(...rungs.map(([b, f]) => `${b} vs ${f}`.length));
  const started = Date.now();
  for (const [bot, field] of rungs) {
    for (const game of Object.values<AnyGame>(games)) {
      if (!botSupports(bot, game) || !botSupports(field, game)) {
        print(style.dim(`${game.name}: skipped (${botSupports(bot, game) ? field : bot} cannot play it)`));
        continue;
      }
      const seats = seatsFor(game);
      const matches = Math.max(seats, Math.round(o.games / seats) * seats);
      const label = `${game.name.padEnd(nameWidth)} ${`${bot} vs ${field}`.padEnd(pairWidth)}`;
      const bar = o.progress
        ? new SingleBar({
            format: `${label} {bar} {value}/{total} matches`,
            stream: process.stderr,
            hideCursor: true,
            clearOnComplete: true,
            barsize: 24,
          })
        : null;
      const stopBar = onInterrupt(() => bar?.stop());
      bar?.start(matches, 0);
      const run = await runTournament({
        game: game.id,
        seats,
        bots: [bot, field],
        games: matches,
        seed: `${o.seed}:${bot}:${field}`,
        workers: o.workers,
        chunkSize: seats,
        onProgress: (done) => bar?.update(done),
        signal: interrupt.signal, // in one thread, the games then yield now and then, so Ctrl-C is heard
      });
      bar?.stop();
      stopBar();
      const s = summarize(run.results);
      const mine = s.bots.find((b) => b.bot === bot)!;
      const theirs = s.bots.find((b) => b.bot === field)!;
      const verdict = verdictOf(mine.winRate, s.parity);
      rows.push({
        game,
        seats,
        matches,
        bot: mine,
        field: theirs,
        even: s.parity,
        moves: s.length.value,
        verdict,
      });
      print(
        `${label} ${style.cyan(`${(100 * mine.winRate.value).toFixed(0)}%`.padStart(4))} of ${matches} matches won ${style.dim(`(even share ${(100 * s.parity).toFixed(0)}%, ${(run.ms / 1000).toFixed(1)} s)`)}`,
      );
    }
  }
  print('');
  print(demoTable(rows));
  print(
    style.dim(
      'won: the share of matches the bot won (ties count), 95% interval in brackets · even: what a bot no better than its table wins (1/seats) · score: mean final score, the bot / its table',
    ),
  );
  print('');
  for (const line of conclusions(rows)) print(line);
  print(
    style.dim(
      `(${((Date.now() - started) / 1000).toFixed(1)} s in all. More matches: cardrules demo --games 200; one game: cardrules sim <game> --bots …)`,
    ),
  );
  return rows;
}

/**
 * How a bot did against its table: it beat it when the whole 95% interval of its win rate lies above the even share
 * (1/seats), lost when it lies below, and could not be told apart otherwise.
 * @param winRate - the bot's win rate with its interval
 * @param even - the even share
 * @returns the verdict
 */
export function verdictOf(winRate: Estimate, even: number): DemoRow['verdict'] {
  return winRate.low > even ? 'beat' : winRate.high < even ? 'lost' : 'level';
}

/**
 * The table of the demo.
 * @param rows - its rows
 * @returns the text
 */
export function demoTable(rows: readonly DemoRow[]): string {
  const table = new Table({
    head: ['game', 'bot vs table', 'matches', 'won [95% CI]', 'even', 'score: bot / table', 'moves'],
    style: { head: [], border: [], 'padding-left': 0, 'padding-right': 2 },
    chars: Object.fromEntries(BORDERS.map((k) => [k, ''])),
  });
  for (const r of rows) {
    const w = r.bot.winRate;
    const s = r.bot.meanScore;
    table.push([
      r.game.name,
      `${r.bot.bot} vs ${r.field.bot}`,
      String(r.matches),
      `${pct(w.value)} [${pct(w.low, false)}, ${pct(w.high, false)}]`,
      pct(r.even),
      `${s.value.toFixed(1)} ± ${(s.high - s.value).toFixed(1)} / ${r.field.meanScore.value.toFixed(1)}`,
      r.moves.toFixed(0),
    ]);
  }
  return table
    .toString()
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}

/** The border characters of cli-table3, all left blank for a table of plain columns. */
const BORDERS = [
  'top',
  'top-mid',
  'top-left',
  'top-right',
  'bottom',
  'bottom-mid',
  'bottom-left',
  'bottom-right',
  'left',
  'left-mid',
  'mid',
  'mid-mid',
  'right',
  'right-mid',
  'middle',
] as const;

const pct = (x: number, sign = true) => `${(100 * x).toFixed(0)}${sign ? '%' : ''}`;

/** A list in words: `a`, `a and b`, `a, b and c`. */
function listing(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What the demo showed, one sentence per pairing: where the bot beat its table, where it lost, and where the
 * matches played cannot tell them apart (its 95% interval holds the even share).
 * @param rows - the demo's rows
 * @returns the sentences
 */
export function conclusions(rows: readonly DemoRow[]): string[] {
  const pairings = [...new Set(rows.map((r) => `${r.bot.bot}\u0000${r.field.bot}`))];
  const sentences = pairings.map((key) => {
    const [bot, field] = key.split('\u0000') as [string, string];
    const mine = rows.filter((r) => r.bot.bot === bot && r.field.bot === field);
    const names = (v: DemoRow['verdict']) => mine.filter((r) => r.verdict === v).map((r) => r.game.name);
    const beat = names('beat');
    const lost = names('lost');
    const level = names('level');
    const parts: string[] = [];
    if (beat.length > 0)
      parts.push(
        `beat ${botWords(field)} ${beat.length === mine.length && mine.length > 1 ? 'in every game' : `in ${listing(beat)}`}`,
      );
    if (lost.length > 0) parts.push(`lost to it in ${listing(lost)}`);
    if (level.length > 0) parts.push(`could not be told apart from it in ${listing(level)}`);
    const who = botWords(bot);
    return `${who.charAt(0).toUpperCase()}${who.slice(1)} ${listing(parts)}.`;
  });
  if (rows.some((r) => r.verdict === 'level'))
    sentences.push(
      '("Could not be told apart": the 95% interval of its win rate holds the even share; more matches, --games 300, would tell.)',
    );
  return sentences;
}

/**
 * The `demo` command, ready to be added to the program (`program.addCommand(demoCommand())`).
 * @returns the command
 */
export function demoCommand(): Command {
  const cmd = new Command('demo');
  cmd
    .description('the main job in under a minute: a seeded ladder of bots on every game, and what it shows')
    .option('--games <n>', 'matches per game and pairing', intOption('--games', 1), DEMO_GAMES)
    .option('--seed <seed>', 'the seed', 'demo')
    .option(
      '--workers <k>',
      'worker threads (0: in this thread)',
      intOption('--workers', 0),
      Math.min(2, availableParallelism()),
    )
    .option(
      '--bots <list>',
      'the ladder, strongest first: each bot plays a table of the next one',
      DEMO_BOTS.join(','),
    )
    .option('--no-progress', 'no progress bars')
    .addHelpText('after', `\n${BOTS_HELP}`)
    .action(
      guarded(
        cmd,
        async (o: { games: number; seed: string; workers: number; bots: string; progress: boolean }) => {
          installTerminalGuards();
          const bots = o.bots.split(',').map((b) => b.trim());
          if (bots.length < 2)
            throw new CliError('BAD_BOTS', '--bots needs two bots or more: a ladder, strongest first.');
          for (const b of bots) checkBotForAny(b, Object.values<AnyGame>(games));
          await demo({
            games: o.games,
            seed: o.seed,
            workers: o.workers,
            bots,
            print,
            style: styleFor(process.stdout),
            progress: o.progress && process.stderr.isTTY === true,
          });
        },
      ),
    );
  return withFriendlyErrors(cmd);
}
