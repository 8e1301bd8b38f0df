/**
 * Where Crazy Eights hides cards: in the other seats' hands (until the end of the match) and in the stock. The discard
 * pile is public.
 * @module
 */
import {
  dealUnseen,
  FRENCH_SUITS,
  frenchCardId,
  frenchDeck,
  type HiddenInformation,
  type Rng,
  redealHidden,
  type Seat,
  stateFromView,
} from 'cardrules/core';
import { type CrazyEightsState, STATE_SHAPE, VERSION } from './state.js';
import type { CrazyEightsView } from './view.js';

const ascending = (a: number, b: number) => a - b;

/** A drawn card for a seat whose hand the observer does not see: any of its cards. */
const drawnIn = (hand: readonly number[], rng: Rng): number => hand[rng.int(hand.length)]!;

/**
 * A state that differs from `state` only in what `seat` cannot see: the other hands and the stock dealt again at
 * random with the same sizes, and a fresh random stream.
 */
function shuffleHidden(state: CrazyEightsState, seat: Seat | null, rng: Rng): CrazyEightsState {
  // The stock, and every hand but the seat's until the end of the match (R8: the hands are shown then).
  const unseen = [true, ...state.hands.map((_, s) => s !== seat && state.winners.length === 0)];
  const [stock, ...hands] = redealHidden([state.stock, ...state.hands], unseen, rng);
  const sorted = hands.map((hand) => hand.sort(ascending));
  const drawn =
    state.drawn === null || state.toPlay === seat ? state.drawn : drawnIn(sorted[state.toPlay]!, rng);
  return { ...state, stock: stock!, hands: sorted, drawn, rng: rng.fork().state() };
}

/** A full state that agrees with what `seat` sees: the unseen cards dealt at random to the other hands and the stock. */
function sampleState(view: CrazyEightsView, seat: Seat, rng: Rng): CrazyEightsState {
  const own = (view.hand ?? []).map(frenchCardId); // a seat's view has its hand
  const discard = view.discard.map(frenchCardId);
  const shown = view.shown?.map((cards) => cards.map(frenchCardId)); // R8: every hand, once the match is over
  const sizes = [view.stock, ...(shown ? [] : view.handSizes.map((size, s) => (s === seat ? 0 : size)))];
  const [stock, ...dealt] = dealUnseen(frenchDeck(), [...discard, ...(shown ?? [own]).flat()], sizes, rng);
  const hands = shown ?? dealt.map((hand, s) => (s === seat ? own : hand.sort(ascending)));
  const toPlay = view.toAct ?? view.winners[0]!; // I9: the winner played last
  const drawn =
    view.drawn !== null ? frenchCardId(view.drawn) : view.drew ? drawnIn(hands[toPlay]!, rng) : null;
  const suit = FRENCH_SUITS.indexOf(view.suit);
  const fields = { hand: view.handNumber, toPlay, hands, stock: stock!, discard, suit, drawn };
  // The base fields and a fork of the stream, these fields, and the others as the view shows them (dealer, scores…).
  return stateFromView({ id: 'crazy-eights', version: VERSION, state: STATE_SHAPE }, view, rng, fields);
}

/**
 * The hidden-information hooks: leak tests and search bots use them.
 * @category Crazy Eights
 */
export const hidden: HiddenInformation<CrazyEightsState, CrazyEightsView> = { shuffleHidden, sampleState };
