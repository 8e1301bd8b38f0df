/**
 * The hidden-information hooks, from the declared visibility: the cards a seat cannot see are the other hands (until
 * the end of the match) and the stock; and a drawn card, which only its seat sees (R6).
 * @module
 */
import { FRENCH_SUITS, frenchCardId, type HiddenInformation, type Rng, stateFromView } from 'cardrules/core';
import { type CrazyEightsState, STATE_SHAPE, VERSION } from './state.js';
import type { CrazyEightsView } from './view.js';
import { VISIBILITY } from './visibility.js';

/** R6: a drawn card the observer does not see is any card of the drawer's hand. */
const drawnIn = (hand: readonly number[], rng: Rng): number => hand[rng.int(hand.length)]!;

/**
 * The hidden-information hooks: leak tests and search bots use them.
 * @category Crazy Eights
 */
export const hidden: HiddenInformation<CrazyEightsState, CrazyEightsView> = {
  shuffleHidden(state, seat, rng) {
    const shuffled = VISIBILITY.shuffle(state, seat, rng); // the cards `seat` cannot see, dealt again
    if (state.drawn === null || state.toPlay === seat) return shuffled;
    return { ...shuffled, drawn: drawnIn(shuffled.hands[state.toPlay]!, rng) };
  },
  sampleState(view, seat, rng) {
    const { hands, stock, discard } = VISIBILITY.sample(view, seat, rng); // the unseen cards dealt at random
    const toPlay = view.toAct ?? view.winners[0]!; // I9: the winner played last
    const drawn =
      view.drawn !== null ? frenchCardId(view.drawn) : view.drew ? drawnIn(hands[toPlay]!, rng) : null;
    const fields = { toPlay, hands, stock, discard, suit: FRENCH_SUITS.indexOf(view.suit), drawn };
    // The base fields and a fork of the stream, these fields, and the others as the view shows them (the hand's number, the scores…).
    return stateFromView({ id: 'crazy-eights', version: VERSION, state: STATE_SHAPE }, view, rng, fields);
  },
};
