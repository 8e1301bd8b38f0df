/**
 * Moves and events in words, from the game's own description (`formatMove`, `describeEvent`), for one seat's eyes
 * (`eventsFor`): what `play` and `replay` print.
 * @module
 */
import type { AnyGame, Naming, Seat } from '../core/index.js';
import type { Style } from './terminal.js';
import { inline, words } from './view-text.js';

/**
 * Who sits where, for sentences: "seat 1 (heuristic)", "seat 0 (you)".
 */
export interface Seating {
  /** The seat a person plays, or `null` (a replay, a spectator). */
  readonly me: Seat | null;
  /** Per seat, who plays it (`you`, `heuristic`, …); empty to name seats by number only. */
  readonly players: readonly string[];
  /** Colours. */
  readonly style: Style;
}

/**
 * How the game's sentences name seats for this table: the player's seat is "you" (in green), the others by number (in
 * magenta). The game words the sentence itself; nothing is rewritten afterwards.
 * @param seating - who sits where
 * @returns the naming to pass to `describeEvent` and `describeView`
 */
export function namingFor(seating: Seating): Naming {
  const { style, me } = seating;
  return { viewer: me, mark: (seat, words) => (seat === me ? style.green(words) : style.magenta(words)) };
}

/**
 * A seat's name for headings: "seat 1 (heuristic)", "you (seat 0)".
 * @param seat - the seat
 * @param seating - who sits where
 * @returns the name, coloured
 */
export function seatName(seat: Seat, seating: Seating): string {
  if (seat === seating.me) return seating.style.green(`you (seat ${seat})`);
  const who = seating.players[seat];
  return seating.style.magenta(`seat ${seat}${who ? ` (${who})` : ''}`);
}

/**
 * A move in the game's notation; a generic form should a game lack a notation for it.
 * @param game - the game
 * @param move - a legal move
 * @returns the notation
 */
export function moveText(game: AnyGame, move: unknown): string {
  try {
    const text = game.formatMove(move);
    if (typeof text === 'string' && text !== '') return text;
  } catch {
    // fall through to the generic form
  }
  return inline(move, plain);
}

/**
 * One event as a sentence: the game's own, or its fields in words when the game has none for it.
 * @param game - the game
 * @param event - an event (already redacted for the reader)
 * @param naming - how its seats are named (default `seat N`)
 * @returns the sentence
 */
export function eventText(game: AnyGame, event: unknown, naming?: Naming): string {
  try {
    const text = game.describeEvent(event, naming);
    if (typeof text === 'string' && text !== '') return text;
  } catch {
    // fall through to the generic form
  }
  const { type, secret: _secret, ...rest } = event as { type?: unknown; secret?: unknown };
  return `${words(String(type ?? 'event'))}: ${inline(rest, plain)}`;
}

/**
 * The sentences of a move's events as one seat may read them (others' private cards hidden by `eventsFor`).
 * @param game - the game
 * @param events - the events of `applyMoveWithEvents`
 * @param reader - the seat that reads them, or `null` for a spectator
 * @param seating - who sits where
 * @returns one line per event, coloured
 */
export function eventLines(
  game: AnyGame,
  events: readonly unknown[],
  reader: Seat | null,
  seating: Seating,
): string[] {
  return game.eventsFor(events, reader).map((e) => eventText(game, e, namingFor(seating)));
}

const identity = (t: string) => t;
const plain: Style = {
  bold: identity,
  dim: identity,
  green: identity,
  yellow: identity,
  red: identity,
  cyan: identity,
  magenta: identity,
};

/**
 * A move as one reader tells it, once: the move's number, then what happened, as sentences of the game (the events
 * say what was played, so the move is not written again above them). A seat reads the events it may see (another
 * seat's move itself may be private, a Dalmuti gift say, so it is never printed for a seat that did not make it); a
 * reader of the whole record (`null`) reads every event in full. A move with no event to tell is written in the
 * game's notation (for the whole record or the seat that made it) or as "moved".
 * @param game - the game
 * @param n - the move's number in the match, from 1
 * @param actor - the seat that moved
 * @param move - the move
 * @param events - its events, unredacted
 * @param reader - the seat reading, or `null` for the whole record
 * @param seating - who sits where
 * @returns the lines, the first one numbered
 */
export function moveLines(
  game: AnyGame,
  n: number,
  actor: Seat,
  move: unknown,
  events: readonly unknown[],
  reader: Seat | null,
  seating: Seating,
): string[] {
  const number = seating.style.dim(`${String(n).padStart(4)}.`);
  const indent = '      ';
  const lines =
    reader === null
      ? events.map((e) => eventText(game, e, namingFor(seating)))
      : eventLines(game, events, reader, seating);
  if (lines.length === 0) {
    lines.push(
      reader === null || actor === reader
        ? `${seatName(actor, seating)}: ${seating.style.cyan(moveText(game, move))}`
        : `${seatName(actor, seating)} moved`,
    );
  }
  return lines.map((line, i) => (i === 0 ? `${number} ${line}` : `${indent}${line}`));
}
