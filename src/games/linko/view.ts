/**
 * What a seat sees (spec §0 table, A16, A17): its own hand; every hand's size and the cards known to be in it
 * (taken snatched sets and display draws); the draw pile's size but not its order; the display; every stack with set
 * boundaries and values; the discard pile; whose turn it is, who acts, and what is pending.
 * @module
 */
import { type BaseView, cardsOf, type Seat, total } from '../../core/index.js';
import type { LinkoCard } from './cards.js';
import { toAct } from './rules.js';
import { score, winners } from './score.js';
import type { LinkoState, LinkoTable } from './state.js';

/**
 * A seat's (or a spectator's) view of a Linko match: the match's seats, options, game and results, the table as the
 * state has it but for the hands and the draw pile, and these fields. Of the base fields, `hand` holds one value per
 * card, jokers (0) first then by value; `handNumber` counts the games of the match from 1; `scores` are the match
 * scores so far (finished games plus the running score of this one).
 * @category View
 */
export interface LinkoView
  extends Pick<LinkoState, 'seats' | 'options' | 'results'>,
    Omit<LinkoTable, 'hands' | 'deck'>,
    BaseView<LinkoCard> {
  /** How the match began: dealt by `setup` (`deal`) or from an explicit position (`position`, see `fromPosition`). */
  readonly origin: 'deal' | 'position';
  /** The viewer's own hand as counts (index 0 = jokers); `null` for a spectator. */
  readonly handCounts: readonly number[] | null;
  /** Per seat, the number of cards in hand (A17). */
  readonly handSizes: readonly number[];
  /** Cards in the draw pile. */
  readonly deckSize: number;
}

/**
 * The view of `seat` (or of a spectator, `null`). It never holds the RNG, the draw pile's order or the unknown cards
 * of other hands. It shares the state's (frozen) containers: `linko.view` hands out a copy when the state is not one
 * the library made and froze.
 * @param state - a state
 * @param seat - a seat or `null`
 */
export function view(state: LinkoState, seat: Seat | null): LinkoView {
  const { hands, deck, ...shown } = state.table;
  return {
    seat,
    seats: state.seats,
    options: state.options,
    origin: state.origin ?? 'deal',
    handNumber: state.gameIndex + 1,
    results: state.results,
    toAct: toAct(state),
    ...shown,
    hand: seat === null ? null : cardsOf(hands[seat]!),
    handCounts: seat === null ? null : hands[seat]!,
    handSizes: hands.map((hand) => total(hand)),
    deckSize: deck.length,
    scores: score(state),
    over: toAct(state) === null,
    winners: toAct(state) === null ? winners(state) : [],
  };
}
