/**
 * `cardrules replay`: a recorded game, move by move, in the game's own words, numbered from 1 like everywhere
 * else (the errors too).
 * @module
 */
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import type { AnyGame, Seat } from '../core/index.js';
import { replayFrames } from '../core/record.js';
import { getGame } from '../registry.js';
import { readRecords } from '../sim/index.js';
import { CliError, guarded, intOption, withFriendlyErrors } from './args.js';
import { loadGame } from './game-arg.js';
import { moveLines, type Seating, seatName } from './narrate.js';
import { installTerminalGuards, print, type Style, styleFor } from './terminal.js';
import { inline } from './view-text.js';

/** Options of {@link replayFile}. */
export interface ReplayOptions {
  /** Show the events as this seat saw them (others' private cards hidden); all of them when absent. */
  readonly seat?: Seat;
  /** Which game of a file of several (one per line), from 1. @defaultValue 1 */
  readonly game?: number;
  /** The game of a record whose game is not in the registry (loaded from `--module`). */
  readonly module?: AnyGame;
  /** Where to print. */
  readonly print: (line: string) => void;
  /** Colours. */
  readonly style: Style;
}

/** A record read from a file: the record, the game it is of, and who played each seat when the file says. */
export interface LoadedRecord {
  /** The game. */
  readonly game: AnyGame;
  /** The record (`{ game, version, seats, seed, options, moves }`). */
  readonly record: {
    readonly seats: number;
    readonly seed: unknown;
    readonly options?: unknown;
    readonly moves: unknown;
  };
  /** Per seat, the bot that played it (records files of `cardrules sim --out` say), or empty. */
  readonly players: readonly string[];
}

const notARecord = (message: string) => new CliError('NOT_A_RECORD', message, { exitCode: 1, usage: false });

/**
 * Reads a record from a file: a record (`cardrules play --out`, the playground's export), an object with a `record`
 * field, or one game of a records file of `cardrules sim --out` (plain or `.gz`).
 * @param path - the file
 * @param which - which game of a file of several, from 1
 * @returns the record, its game and its players
 * @throws CliError with a sentence for the user
 */
export async function readRecord(path: string, which = 1, module?: AnyGame): Promise<LoadedRecord> {
  let text: string;
  try {
    text = path.endsWith('.gz') ? '' : readFileSync(path, 'utf8').trim();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw notARecord(
      code === 'ENOENT' ? `there is no file ${path}.` : `cannot read ${path} (${code ?? String(e)}).`,
    );
  }
  const firstLine = text.slice(0, text.indexOf('\n') < 0 ? undefined : text.indexOf('\n'));
  if (path.endsWith('.gz') || firstLine.includes('"cardrules-records"')) return fromRecordsFile(path, which);
  let data: unknown;
  let count = 1;
  try {
    data = JSON.parse(text); // one record, perhaps over several lines
  } catch {
    const lines = text.split('\n').filter((l) => l.trim() !== ''); // one record per line
    count = lines.length;
    try {
      data = JSON.parse(lines[which - 1] ?? 'null');
    } catch {
      throw notARecord(
        `${path}${count > 1 ? `, line ${which},` : ''} is not JSON: a record is { game, seats, seed, options, moves }.`,
      );
    }
  }
  if (which > count) throw new CliError('NO_SUCH_GAME', `${path} holds ${count} game(s), not ${which}.`);
  const record = (data as { record?: unknown } | null)?.record ?? data;
  const id = (record as { game?: unknown } | null)?.game;
  const game = typeof id === 'string' ? (module?.id === id ? module : getGame(id)) : undefined;
  if (!game) {
    throw notARecord(
      `${path} is not a record of a game cardrules knows (its game: ${JSON.stringify(id ?? null)}); for a game of your own, add --module path/to/module.js#exportName.`,
    );
  }
  const bots = (data as { bots?: unknown }).bots;
  return {
    game,
    record: record as LoadedRecord['record'],
    players: Array.isArray(bots) ? bots.map(String) : [],
  };
}

async function fromRecordsFile(path: string, which: number): Promise<LoadedRecord> {
  let opened: Awaited<ReturnType<typeof readRecords>>;
  try {
    opened = await readRecords(path);
  } catch (e) {
    throw notARecord(e instanceof Error ? e.message : String(e));
  }
  let n = 0;
  try {
    for await (const g of opened.games) {
      if (++n === which) return { game: opened.game, record: g.record, players: g.bots };
    }
  } catch (e) {
    throw notARecord(e instanceof Error ? e.message : String(e));
  }
  throw new CliError('NO_SUCH_GAME', `${path} holds ${n} game(s), not ${which}.`);
}

/**
 * Prints a recorded game move by move with its events.
 * @param path - the record file
 * @param o - see {@link ReplayOptions}
 * @returns whether the record replayed to its end
 * @throws CliError when the file is not a record
 */
export async function replayFile(path: string, o: ReplayOptions): Promise<boolean> {
  const { game, record, players } = await readRecord(path, o.game ?? 1, o.module);
  const { style, print } = o;
  if (o.seat !== undefined && (o.seat < 0 || o.seat >= record.seats)) {
    throw new CliError(
      'BAD_SEAT',
      `--seat must be 0–${record.seats - 1} for this record of ${record.seats} seats.`,
    );
  }
  const seating: Seating = { me: o.seat ?? null, players, style };
  const options =
    record.options && typeof record.options === 'object' && Object.keys(record.options).length > 0
      ? ` · ${inline(record.options, style)}`
      : '';
  print(
    `${style.bold(game.name)} · ${record.seats} seats · seed ${style.cyan(typeof record.seed === 'string' ? record.seed : JSON.stringify(record.seed))}${options}`,
  );
  if (players.some((p) => p !== '')) print(players.map((_, s) => seatName(s as Seat, seating)).join(' · '));
  print(
    style.dim(
      o.seat === undefined
        ? 'Every event in full (--seat N shows what seat N saw).'
        : `The events as seat ${o.seat} saw them.`,
    ),
  );
  let count = 0;
  let mover = firstMover(game, record);
  const result = replayFrames(game, record, (i, move, state, events) => {
    count = i + 1;
    for (const line of moveLines(game, i + 1, mover, move, events, o.seat ?? null, seating)) print(line);
    mover = game.toAct(state) ?? mover;
  });
  if (!result.ok) {
    const e = result.error;
    const where = e.moveIndex === undefined ? '' : `move ${e.moveIndex + 1} is illegal: `;
    const why = e.violation
      ? `${e.violation.message}${e.violation.rule ? ` (rule ${e.violation.rule})` : ''}`
      : e.message;
    print(style.red(`Replay stopped: ${where}${why}`));
    return false;
  }
  const final = result.value;
  if (game.isOver(final)) {
    const scores: readonly number[] = game.score(final);
    const winners: readonly Seat[] = game.winners(final);
    print(
      `Match over after ${count} moves. Final scores: ${scores.map((x, s) => `${seatName(s, seating)} ${style.cyan(String(x))}`).join(' · ')}. Winner${winners.length === 1 ? '' : 's'}: ${winners.map((s) => seatName(s, seating)).join(', ')}.`,
    );
  } else print(`The record ends after ${count} moves, before the match is over.`);
  return true;
}

/** The seat to act first in a record's deal. */
function firstMover(game: AnyGame, record: LoadedRecord['record']): Seat {
  try {
    const state = game.setup({
      ...(record.options as object),
      seats: record.seats,
      seed: record.seed as string,
    });
    return game.toAct(state) ?? 0;
  } catch {
    return 0; // replayFrames reports why the record cannot be dealt
  }
}

/**
 * The `replay` command, ready to be added to the program (`program.addCommand(replayCommand())`).
 * @returns the command
 */
export function replayCommand(): Command {
  const cmd = new Command('replay');
  cmd
    .description('show a recorded game move by move, in words, with what each move did')
    .argument(
      '<file>',
      'a record (cardrules play --out, the playground) or a records file of cardrules sim --out',
    )
    .option('--game <n>', 'which game of a file of several, from 1', intOption('--game', 1), 1)
    .option(
      '--seat <s>',
      "show the events as seat s saw them (others' hidden cards left out)",
      intOption('--seat', 0),
    )
    .option(
      '--module <module#export>',
      'the game of the record, when it is one of your own: path/to/module.js#exportName',
    )
    .addHelpText(
      'after',
      `
Moves are numbered from 1, as in cardrules play and in the errors.

Examples:
  cardrules replay coins.json
  cardrules replay games.jsonl --game 12 --seat 0 | less`,
    )
    .action(
      guarded(cmd, async (path: string, o: { game: number; seat?: number; module?: string }) => {
        installTerminalGuards();
        const ok = await replayFile(path, {
          game: o.game,
          ...(o.module === undefined ? {} : { module: (await loadGame(o.module)).game }),
          ...(o.seat === undefined ? {} : { seat: o.seat }),
          print,
          style: styleFor(process.stdout),
        });
        if (!ok) process.exitCode = 1;
      }),
    );
  return withFriendlyErrors(cmd);
}
