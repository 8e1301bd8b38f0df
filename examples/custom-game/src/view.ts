/**
 * What each seat sees: the card fields and public fields its declared visibility gives, the top card and the suit in
 * force, whether the seat to play has drawn, the card it drew (to that seat only), and core's base fields.
 * @module
 */
import type { BaseView, Seat, VisibleFields } from 'cardrules/core';
import { FRENCH_CARDS, FRENCH_SUITS, viewBase } from 'cardrules/core';
import type { Card, Suit } from './cards.js';
import { score, toAct, winners } from './rules.js';
import type { CrazyEightsState } from './state.js';
import { VISIBILITY } from './visibility.js';

/**
 * What one seat (or a spectator) sees of a match: core's base fields (the seat, who plays now, the seat's own cards,
 * the hand's number, the scores, whether the match is over and its winners), the fields of {@link VISIBILITY} (the
 * hand sizes, the stock's size, the discard pile, the hands shown at the end, the seats, the options, the dealer,
 * whether the stock was made again), how the match began, and these.
 * @category Crazy Eights
 */
export interface CrazyEightsView extends BaseView<Card>, VisibleFields<typeof VISIBILITY> {
  /** How the match began: dealt by `setup` (`deal`), or arranged (`position`). */
  readonly origin: 'deal' | 'position';
  /** The top card of the discard pile. */
  readonly top: Card;
  /** The suit in force (R4, R5). */
  readonly suit: Suit;
  /** Whether the seat to play has drawn this turn and now plays the drawn card or passes (R6). */
  readonly drew: boolean;
  /** The card drawn, in the view of the seat that drew it only (R6). */
  readonly drawn: Card | null;
}

/**
 * The view of a seat, or of a spectator (`null`).
 * @param state - the state
 * @param seat - a seat or `null`
 */
export function view(state: CrazyEightsState, seat: Seat | null): CrazyEightsView {
  return {
    ...VISIBILITY.view(state, seat),
    top: FRENCH_CARDS[state.discard[state.discard.length - 1]!]!,
    suit: FRENCH_SUITS[state.suit]!,
    drew: state.drawn !== null,
    drawn: state.drawn !== null && seat === state.toPlay ? FRENCH_CARDS[state.drawn]! : null,
    ...viewBase({ toAct, score, winners }, state, seat), // seat, toAct, over, scores, winners, origin
  };
}
