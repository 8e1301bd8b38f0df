/**
 * What each seat sees: its own hand; of the others, how many cards they hold; the whole discard pile (every card in it
 * was played face up), the size of the stock, the suit in force, the scores; at the end, every hand.
 * @module
 */
import { type BaseView, FRENCH_CARDS, FRENCH_SUITS, type Seat, viewBase } from 'cardrules/core';
import type { Card, Suit } from './cards.js';
import { score, toAct, winners } from './rules.js';
import type { CrazyEightsState } from './state.js';

/**
 * What one seat (or a spectator) sees of a match: core's base fields (the seat, who plays now, the seat's own cards by
 * suit then rank, the hand's number, the scores, whether the match is over and its winners), the match's seats and
 * options (the option `target` is `null` for a match of one hand), how it began, the dealer of this hand, and these.
 * @category Crazy Eights
 */
export interface CrazyEightsView
  extends BaseView<Card>,
    Pick<CrazyEightsState, 'seats' | 'options' | 'dealer'> {
  /** How the match began: dealt by `setup` (`deal`), or arranged (`position`). */
  readonly origin: 'deal' | 'position';
  /** How many cards each seat holds. */
  readonly handSizes: readonly number[];
  /** The top card of the discard pile. */
  readonly top: Card;
  /** The suit in force (R4, R5). */
  readonly suit: Suit;
  /** How many cards the stock holds. */
  readonly stock: number;
  /** The discard pile, bottom first. */
  readonly discard: readonly Card[];
  /** Whether the seat to play has drawn this turn and now plays the drawn card or passes (R6). */
  readonly drew: boolean;
  /** Whether the discard pile has become the stock in this hand (R7). */
  readonly reshuffled: boolean;
  /** The card drawn, in the view of the seat that drew it only. */
  readonly drawn: Card | null;
  /** Every seat's cards once the match is over (they are shown for the count, R8); `null` until then. */
  readonly shown: readonly (readonly Card[])[] | null;
}

/**
 * The view of a seat, or of a spectator (`null`).
 * @param state - the state
 * @param seat - a seat or `null`
 */
export function view(state: CrazyEightsState, seat: Seat | null): CrazyEightsView {
  const base = viewBase({ toAct, score, winners }, state, seat); // seat, toAct, over, scores, winners, origin
  return {
    hand: seat === null ? null : state.hands[seat]!.map((id) => FRENCH_CARDS[id]!),
    handNumber: state.hand,
    seats: state.seats,
    options: state.options,
    dealer: state.dealer,
    handSizes: state.hands.map((hand) => hand.length),
    top: FRENCH_CARDS[state.discard[state.discard.length - 1]!]!,
    suit: FRENCH_SUITS[state.suit]!,
    stock: state.stock.length,
    discard: state.discard.map((id) => FRENCH_CARDS[id]!),
    reshuffled: state.reshuffled,
    drew: state.drawn !== null,
    drawn: state.drawn !== null && seat === state.toPlay ? FRENCH_CARDS[state.drawn]! : null,
    shown: base.over ? state.hands.map((hand) => hand.map((id) => FRENCH_CARDS[id]!)) : null,
    ...base, // last: an object literal that opens with a spread is slow to build (see viewBase)
  };
}
