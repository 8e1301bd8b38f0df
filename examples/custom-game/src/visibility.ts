/**
 * Who sees which cards (R2, R4, R8), declared once: core derives from it the view's card fields, the redeal of the
 * hidden cards (`shuffleHidden`) and the deal of a state that agrees with a view (`sampleState`).
 * @module
 */
import { FRENCH_CODEC, visibility } from 'cardrules/core';
import type { CrazyEightsState } from './state.js';

/**
 * What every seat sees: the match, the hand's number, the dealer and whether the stock was made again (R7) as the state keeps them; of
 * the cards, each seat's own hand, how many cards the others hold, the size of the stock and the whole discard pile.
 * @category Crazy Eights
 */
export const VISIBILITY = visibility<CrazyEightsState>()({
  cards: FRENCH_CODEC,
  public: ['seats', 'options', 'handNumber', 'dealer', 'reshuffled'],
  view: (see) => ({
    /** The seat's own cards (R2: dealt face down, each seat sees its own); `null` for a spectator. */
    hand: see.own('hands'),
    /** How many cards each seat holds. */
    handSizes: see.sizes('hands'),
    /** Every seat's cards once the match is over (R8: they are shown for the count); `null` until then. */
    shown: see.shown('hands', (state) => state.winners.length > 0),
    /** How many cards the stock holds (R2: face down). */
    stock: see.size('stock'),
    /** The discard pile, bottom first (R2, R4: every card in it was turned or played face up). */
    discard: see.cards('discard'),
  }),
  order: { hands: (a, b) => a - b }, // I5: a hand is in ascending order of card id
});
