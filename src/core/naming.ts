/**
 * Seats in words: how a game's sentences name seats, so one description says "seat 2" in a log, "you" to the player
 * of that seat and "Ann" at a table with names. Games write every seat reference through {@link SeatWords}; callers
 * pass a {@link Naming} to `describeEvent`, `describeView` and `formatMove`.
 * @module
 */
import type { Seat } from './seats.js';

/**
 * Who reads a sentence, and the seats' names: what `describeEvent`, `describeView` and `formatMove` take.
 * Without it, seats are `seat 2` (`Seat 2` at the start of a sentence).
 * @example
 * ```ts
 * coins.describeEvent(event, { viewer: 0, seatName: (s) => ['Ann', 'Bob', 'Cy'][s]! });
 * // 'you played the 7 of Cups', 'Bob won the trick with the Ace of Swords, +2 coins'
 * ```
 * @category Words
 */
export interface Naming {
  /** The seat the sentences are for: it is "you" (`You` at a sentence's start, `your` for its things). */
  readonly viewer?: Seat | null;
  /** The name of any other seat (default `seat N`). A name is capitalised at the start of a sentence. */
  readonly seatName?: (seat: Seat) => string;
  /**
   * Wraps each seat reference once it is worded (and capitalised), e.g. in a terminal colour or an HTML element;
   * `you` included. Default: as it is.
   */
  readonly mark?: (seat: Seat, words: string) => string;
}

/**
 * How a game's description words seats, for one {@link Naming}: made by core, handed to the game's `describeEvent`,
 * `describeView` and `formatMove`.
 * @example
 * ```ts
 * // in a game's notation.ts
 * `${words.Seat(e.seat)} ${words.verb(e.seat, 'takes', 'take')} the trick`; // 'Seat 1 takes…', 'You take…'
 * ```
 * @category Words
 */
export interface SeatWords {
  /** A seat inside a sentence: `seat 2`, `you`, `Ann`. */
  seat(seat: Seat): string;
  /** A seat at the start of a sentence: `Seat 2`, `You`, `Ann`. */
  Seat(seat: Seat): string;
  /** A seat's things: `seat 2's`, `your`, `Ann's` (`Your` with `capital`). */
  possessive(seat: Seat, capital?: boolean): string;
  /** The verb that agrees with a seat: `third` for a seat or a name (`takes`, `was`), `second` for you (`take`, `were`). */
  verb(seat: Seat, third: string, second: string): string;
  /** Several seats: `seat 0`, `seats 0 and 2`, `seats 0, 1 and 2` by default; `you and Ann` with a naming. */
  seats(seats: readonly Seat[]): string;
  /** Seats in an order, as a list: `2, 0, 1` by default (numbers only); `Bob, you, Ann` with a naming. */
  order(seats: readonly Seat[]): string;
  /** Whether the seat is the viewer (said "you"). */
  isViewer(seat: Seat): boolean;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const asIs = (_seat: Seat, words: string): string => words;

/** `a`, `a and b`, `a, b and c`. */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The seat words for a naming: what core hands a game's description functions.
 * @param naming - the viewer and the seats' names (default: `seat N`, no viewer)
 * @returns the words
 * @example
 * ```ts
 * const w = seatWords({ viewer: 1 });
 * `${w.Seat(1)} ${w.verb(1, 'leads', 'lead')}`; // 'You lead'
 * `${w.Seat(2)} ${w.verb(2, 'leads', 'lead')}`; // 'Seat 2 leads'
 * ```
 * @category Words
 */
export function seatWords(naming: Naming = {}): SeatWords {
  const viewer = naming.viewer ?? null;
  const name = naming.seatName;
  const mark = naming.mark ?? asIs;
  const plain = (seat: Seat): string => (seat === viewer ? 'you' : name ? name(seat) : `seat ${seat}`);
  return {
    seat: (seat) => mark(seat, plain(seat)),
    Seat: (seat) => mark(seat, capitalise(plain(seat))),
    possessive: (seat, capital = false) => {
      const words = seat === viewer ? 'your' : `${plain(seat)}'s`;
      return mark(seat, capital ? capitalise(words) : words);
    },
    verb: (seat, third, second) => (seat === viewer ? second : third),
    seats: (seats) => {
      if (viewer === null && !name) {
        if (seats.length === 1) return mark(seats[0]!, `seat ${seats[0]}`);
        return `seats ${listed(seats.map((s) => mark(s, String(s))))}`;
      }
      return listed(seats.map((s) => mark(s, plain(s))));
    },
    order: (seats) => seats.map((s) => mark(s, viewer === null && !name ? String(s) : plain(s))).join(', '),
    isViewer: (seat) => seat === viewer,
  };
}

/**
 * The seat words without a naming (`seat 2`, `Seat 2`): the default of every game's description functions.
 * @category Words
 */
export const plainSeatWords: SeatWords = Object.freeze(seatWords());
