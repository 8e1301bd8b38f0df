/**
 * What a seat sees (spec §0 table, A16, A17): its own hand; every hand's size and the cards known to be in it
 * (taken snatched sets and display draws); the draw pile's size but not its order; the display; every stack with set
 * boundaries and values; the discard pile; whose turn it is, who acts, and what is pending.
 * @module
 */
import { type Seat, total } from '../../core/index.js';
import type { LinkoCard, LinkoSet } from './cards.js';
import type { LinkoOptions } from './options.js';
import { toAct } from './rules.js';
import { score } from './score.js';
import type { LinkoGameResult, LinkoPhase, LinkoState } from './state.js';

/**
 * A seat's (or a spectator's) view of a Linko match.
 * @category View
 */
export interface LinkoView {
  /** Whose view this is; `null` for a spectator. */
  readonly seat: Seat | null;
  /** How many seats play. */
  readonly seats: number;
  /** The match options. */
  readonly options: LinkoOptions;
  /** How the match began: dealt by `setup` (`deal`) or from an explicit position (`position`, see `fromPosition`). */
  readonly origin: 'deal' | 'position';
  /** The index of the game being played (0-based). */
  readonly gameIndex: number;
  /** The finished games. */
  readonly results: readonly LinkoGameResult[];
  /** Turns completed in this game. */
  readonly turn: number;
  /** The turn owner. */
  readonly current: Seat;
  /** The seat deciding now, or `null` when the match is over. */
  readonly toAct: Seat | null;
  /** What is being decided now. */
  readonly phase: LinkoPhase;
  /** The viewer's own hand as counts (index 0 = jokers); `null` for a spectator. */
  readonly hand: readonly number[] | null;
  /** Per seat, the number of cards in hand (A17). */
  readonly handSizes: readonly number[];
  /** Per seat, the cards publicly known to be in that hand (taken snatched sets, display draws), as counts. */
  readonly known: readonly (readonly number[])[];
  /** Per seat, its stack: sets bottom first with their values. */
  readonly stacks: readonly (readonly LinkoSet[])[];
  /** Cards in the draw pile. */
  readonly deckSize: number;
  /** The display, in list order. */
  readonly display: readonly LinkoCard[];
  /** The discard pile, oldest first (A16). */
  readonly discard: readonly LinkoCard[];
  /** Seats still to be snatched from this turn, in order. */
  readonly victims: readonly Seat[];
  /** The seat being snatched from now, or `null`. */
  readonly victim: Seat | null;
  /** The snatched set whose fate is being decided, or `null`. */
  readonly limbo: LinkoSet | null;
  /** Cards the victim still owes. */
  readonly owed: number;
  /** Per seat, the match score so far (finished games plus the running score of this one). */
  readonly scores: readonly number[];
}

/**
 * The view of `seat` (or of a spectator, `null`). It never holds the RNG, the draw pile's order or the unknown cards
 * of other hands. It shares the state's (frozen) containers: `linko.view` hands out a copy when the state is not one
 * the library made and froze.
 * @param state - a state
 * @param seat - a seat or `null`
 */
export function view(state: LinkoState, seat: Seat | null): LinkoView {
  const t = state.table;
  return {
    seat,
    seats: state.seats,
    options: state.options,
    origin: state.origin ?? 'deal',
    gameIndex: state.gameIndex,
    results: state.results,
    turn: t.turn,
    current: t.current,
    toAct: toAct(state),
    phase: t.phase,
    hand: seat === null ? null : t.hands[seat]!,
    handSizes: t.hands.map((hand) => total(hand)),
    known: t.known,
    stacks: t.stacks,
    deckSize: t.deck.length,
    display: t.display,
    discard: t.discard,
    victims: t.victims,
    victim: t.victim,
    limbo: t.limbo,
    owed: t.owed,
    scores: score(state),
  };
}
