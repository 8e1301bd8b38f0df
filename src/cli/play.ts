/**
 * `cardrules play`: a match in the terminal against bots. The player sees their own view only, chooses among the
 * numbered legal moves (or types a move in the game's notation), and reads every move of the bots with what it did,
 * in the game's own words, with what their seat may not see left out. Any game of the contract plays this way.
 * @module
 */

import { renameSync, writeFileSync } from 'node:fs';
import { botFromSpec } from '../bots/index.js';
import { inActionOrder } from '../core/encoding.js';
import { type AnyGame, counted, createMatch, type Seat } from '../core/index.js';
import type { GameRecord } from '../core/record.js';
import type { Answers } from './answers.js';
import { COST_LEGEND, moveListLines } from './move-list.js';
import { moveLines, moveText, namingFor, type Seating, seatName } from './narrate.js';
import { onInterrupt, type Style, visibleLength } from './terminal.js';
import { inline, tableLines } from './view-text.js';

/** Options of {@link play}. */
export interface PlayOptions {
  /** Seats at the table. */
  readonly seats: number;
  /** The player's seat. */
  readonly seat: Seat;
  /** Bot specs for the other seats, in seat order (the last fills the rest). */
  readonly bots: readonly string[];
  /** The seed of the deal. */
  readonly seed: string;
  /** The game's options (as given; the game fills in the rest). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The first state, already dealt from the above. */
  readonly state: unknown;
  /** Where to save the record (at the end, or when the player stops). */
  readonly out?: string;
  /** Where the answers come from. */
  readonly answers: Answers;
  /** Where to print. */
  readonly print: (line: string) => void;
  /** Colours. */
  readonly style: Style;
  /** The width of the terminal. */
  readonly width: number;
}

/** How a match in the terminal ended. */
export interface PlayResult {
  /** The last state. */
  readonly state: unknown;
  /** The moves played, in order. */
  readonly moves: readonly unknown[];
  /** `over` when the match was played to its end; otherwise why it stopped. */
  readonly ending: 'over' | 'quit' | 'end' | 'interrupt';
  /** The record file written, if any. */
  readonly saved: string | null;
}

/** What the player typed, understood. */
export type Understood =
  | { readonly kind: 'move'; readonly move: unknown }
  | { readonly kind: 'command'; readonly command: 'help' | 'legend' | 'table' | 'moves' | 'quit' }
  | { readonly kind: 'error'; readonly message: string };

const COMMANDS: Readonly<Record<string, 'help' | 'legend' | 'table' | 'moves' | 'quit'>> = {
  '?': 'help',
  h: 'help',
  help: 'help',
  l: 'legend',
  legend: 'legend',
  t: 'table',
  table: 'table',
  view: 'table',
  m: 'moves',
  moves: 'moves',
  q: 'quit',
  quit: 'quit',
  exit: 'quit',
};

/**
 * The legal moves as the player sees them numbered: in the order of their action numbers when the game has an
 * encoding (a fixed order, the same in every state, that does not depend on how the state keeps its cards), else in
 * the rules' order.
 * @param game - the game
 * @param state - a state whose match is on
 * @returns the legal moves, in the order listed
 */
export function listedMoves(game: AnyGame, state: unknown): readonly unknown[] {
  return inActionOrder(game, game.legalMoves(state));
}

/**
 * Understands an answer: a number from the list, a move in the game's notation, a move as JSON, or a command.
 * A move that the game's notation reads but the rules refuse is explained with the rule it breaks.
 * @param game - the game
 * @param state - the current state
 * @param seat - the player's seat
 * @param text - what was typed
 * @returns the move, the command, or a message for the player
 */
export function understand(game: AnyGame, state: unknown, seat: Seat, text: string): Understood {
  const legal = listedMoves(game, state);
  const t = text.trim();
  const range = legal.length === 1 ? '1' : `1–${legal.length}`;
  const hint = `Type a number (${range}), a move as listed, or ? for help.`;
  if (t === '') return { kind: 'error', message: `Please choose a move. ${hint}` };
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    if (n >= 1 && n <= legal.length) return { kind: 'move', move: legal[n - 1] };
    return { kind: 'error', message: `There is no move ${t} in the list. ${hint}` };
  }
  let parsed: unknown;
  if (t.startsWith('{')) {
    try {
      parsed = JSON.parse(t);
    } catch {
      return { kind: 'error', message: `That is not a JSON move. ${hint}` };
    }
  } else {
    const exact = legal.find((m) => moveText(game, m).toLowerCase() === t.toLowerCase());
    if (exact !== undefined) return { kind: 'move', move: exact };
    const command = COMMANDS[t.toLowerCase()];
    if (command) return { kind: 'command', command };
    const read = game.parseMoveText(t);
    if (!read.ok) return { kind: 'error', message: `'${t}' is not a move of ${game.name}. ${hint}` };
    parsed = read.value;
  }
  const checked = game.validate(state, parsed, seat);
  if (checked.ok) return { kind: 'move', move: checked.value };
  const e = checked.error;
  return {
    kind: 'error',
    message: `Not allowed: ${e.message}${e.rule ? ` (rule ${e.rule})` : ''}. ${hint}`,
  };
}

/**
 * The bot specs of every seat: the player's seat is `you`; the others take the listed specs in seat order, the last
 * one filling the rest.
 * @param seats - seats at the table
 * @param me - the player's seat
 * @param bots - the specs given
 * @returns one entry per seat
 */
export function seatPlayers(seats: number, me: Seat, bots: readonly string[]): string[] {
  return Array.from({ length: seats }, (_, s) => {
    if (s === me) return 'you';
    const i = s < me ? s : s - 1;
    return bots[Math.min(i, bots.length - 1)] ?? 'random';
  });
}

/**
 * Writes a record whole: to a temporary file first, then renamed over the target.
 * @param path - the file
 * @param record - the record
 */
export function writeRecord(path: string, record: GameRecord): void {
  const temporary = `${path}.partial`;
  writeFileSync(temporary, `${JSON.stringify(record)}\n`);
  renameSync(temporary, path);
}

/**
 * Plays a match in the terminal.
 * @param game - the game
 * @param o - see {@link PlayOptions}
 * @returns how it ended
 */
export async function play(game: AnyGame, o: PlayOptions): Promise<PlayResult> {
  const { style, print, seat: me } = o;
  const players = seatPlayers(o.seats, me, o.bots);
  const seating: Seating = { me, players, style };
  const bots = Object.fromEntries(
    players.flatMap((spec, s) => (s === me ? [] : [[s, botFromSpec(spec, game)] as const])),
  );
  // The match deals the same first state as the one given (the same game, seats, seed and options).
  const match = createMatch(game, {
    seats: o.seats,
    seed: o.seed,
    options: o.options,
    bots,
    botSeed: `${o.seed}:play`,
  });
  const played = () => match.getSnapshot().moves;

  const record = () => match.toRecord();
  let saved: string | null = null;
  const save = (): string | null => {
    if (!o.out) return null;
    writeRecord(o.out, record());
    saved = o.out;
    return o.out;
  };
  const stopInterrupt = onInterrupt(() => {
    const path = save();
    process.stderr.write(
      `\nStopped after ${counted(played(), 'move')}.${path ? ` The record so far is in ${path}.` : ''}\n`,
    );
  });

  const scoreLine = () =>
    `${style.bold('Scores')}: ${game
      .score(match.state)
      .map((x: number, s: number) => `${seatName(s, seating)} ${style.cyan(String(x))}`)
      .join(' · ')}`;

  const showTable = () => {
    print(style.bold(`The table, as your seat sees it (you are seat ${me}):`));
    const lines = game.describeView(match.view(me), { viewer: me });
    for (const line of tableLines(lines, { style, width: o.width - 2 })) print(`  ${line}`);
  };

  const showMoves = (legal: readonly unknown[]) => {
    print(style.bold(`Your moves (${legal.length}):`));
    for (const line of moveListLines(game, match.state, legal, me, style, o.width)) print(line);
  };

  const showLegend = (legal: readonly unknown[]) => {
    print(style.bold('Legend'));
    print(
      `  Seats are numbered from 0: ${style.green(`you are seat ${me}`)}, the bots' seats are the others (in colour on a terminal).`,
    );
    print(
      `  The table is what your seat may see, in ${game.name}'s own words: whose turn it is and what is decided,`,
    );
    print(
      "  every seat's public counts and scores, then your hand, sorted. Cards are named as the moves name them.",
    );
    print("  Moves are written in the game's notation. Your moves now, in notation and as data:");
    const width = Math.max(...legal.map((m) => visibleLength(moveText(game, m))));
    for (const m of legal.slice(0, 40))
      print(`    ${style.cyan(moveText(game, m).padEnd(width))}  ${style.dim(inline(m, style))}`);
    if (legal.length > 40) print(style.dim(`    … and ${legal.length - 40} more`));
    const options = (match.state as { options?: unknown }).options;
    if (options && typeof options === 'object')
      print(`  The options of this match: ${inline(options, style)}.`);
    print(`  ${COST_LEGEND}`);
    print(`  The rules of ${game.name}: docs/rules/${game.id}.md in the cardrules repository.`);
  };

  const showHelp = () => {
    const lines: [string, string][] = [
      ['3', 'play move number 3 of the list'],
      ['(a move)', "a move as listed, in the game's notation (case and spaces do not matter)"],
      ['{"type":…}', 'a move as JSON, checked by the rules'],
      ['t, table', 'show the table again'],
      ['m, moves', 'list your moves again'],
      ['l, legend', 'what the table and the notation mean'],
      ['?, help', 'this help'],
      [
        'q, quit',
        `stop the match${o.out ? ` (the record so far is saved to ${o.out})` : ''}; Ctrl-D and Ctrl-C stop too`,
      ],
    ];
    for (const [k, v] of lines) print(`  ${style.cyan(k.padEnd(12))} ${v}`);
  };

  const header = [
    `${style.bold(game.name)} · ${o.seats} seats · seed ${style.cyan(o.seed)}${
      Object.keys(o.options).length > 0 ? ` · ${inline(o.options, style)}` : ''
    }`,
    players.map((_, s) => seatName(s, seating)).join(' · '),
    `Type a move's number or the move as listed; ${style.cyan('?')} for help, ${style.cyan('l')} for the legend, ${style.cyan('q')} to quit.`,
  ];
  for (const line of header) print(line);

  const narrate = (seat: Seat, move: unknown, events: readonly unknown[]) => {
    for (const line of moveLines(game, played(), seat, move, events, me, seating)) print(line);
  };

  let ending: PlayResult['ending'] = 'over';
  try {
    while (!match.getSnapshot().over) {
      const actor = match.getSnapshot().toAct as Seat;
      if (actor !== me) {
        const step = await match.stepBotAsync();
        if (!step.ok) throw new Error(step.error.message);
        narrate(actor, step.value.move, step.value.events);
        await new Promise((resolve) => setImmediate(resolve)); // let Ctrl-C through between bot moves
        continue;
      }
      let move: unknown;
      print('');
      print(style.yellow(`── Move ${played() + 1}: your decision ${'─'.repeat(Math.max(0, o.width - 30))}`));
      showTable();
      const listed = listedMoves(game, match.state);
      showMoves(listed);
      for (;;) {
        const answer = await o.answers.ask(
          style.bold(`Your move (${listed.length === 1 ? '1' : `1–${listed.length}`}, ? for help) ›`),
        );
        if (answer.kind !== 'line') {
          ending = answer.kind;
          break;
        }
        const u = understand(game, match.state, me, answer.text);
        if (u.kind === 'move') {
          move = u.move;
          break;
        }
        if (u.kind === 'error') print(style.red(`  ✗ ${u.message}`));
        else if (u.command === 'quit') {
          ending = 'quit';
          break;
        } else if (u.command === 'help') showHelp();
        else if (u.command === 'legend') showLegend(listed);
        else if (u.command === 'table') showTable();
        else showMoves(listed);
      }
      if (ending !== 'over') break;
      const step = match.play(move, me);
      if (!step.ok) throw new Error(step.error.message);
      narrate(actor, step.value.move, step.value.events);
    }
  } finally {
    stopInterrupt();
    o.answers.close();
  }

  print('');
  if (ending === 'over') {
    const winners: readonly Seat[] = game.winners(match.state);
    print(
      style.yellow(
        `── Match over after ${counted(played(), 'move')} ${'─'.repeat(Math.max(0, o.width - 30))}`,
      ),
    );
    print(scoreLine().replace('Scores', 'Final scores'));
    if (winners.length === 1) {
      print(
        winners[0] === me
          ? style.green('You win!')
          : `${namingFor(seating).mark!(winners[0]!, `Seat ${winners[0]}`)} (${players[winners[0]!]}) wins.`,
      );
    } else {
      const names = winners.map((s) => seatName(s, seating)).join(', ');
      print(`${winners.includes(me) ? style.green('You share the win') : 'A shared win'}: ${names}.`);
    }
  } else {
    const why = ending === 'end' ? 'the input ended' : ending === 'interrupt' ? 'interrupted' : 'you quit';
    print(`Stopped after ${counted(played(), 'move')} (${why}); the match was not finished.`);
  }
  const path = save();
  if (path) {
    print(
      `The record (${counted(played(), 'move')}) is in ${path}: ${style.cyan(`cardrules replay ${path}`)} shows it move by move.`,
    );
  }
  return { state: match.state, moves: match.frames().map((f) => f.move), ending, saved };
}
