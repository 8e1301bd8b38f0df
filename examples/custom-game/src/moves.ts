/**
 * The moves of Crazy Eights (R4–R7), their declared shape and their builders.
 * @module
 */
import { FRENCH_CARDS, FRENCH_SUITS, type Infer, shape } from 'cardrules/core';
import { type Card, isEight, type Suit } from './cards.js';

/**
 * The declared shape of a move: play a card other than an 8 (R4), play an 8 and name a suit (R5), draw (R6), pass
 * (R6, R7). An 8 is played only as `eight` and any other card only as `play`, so the shape alone refuses the rest.
 */
export const MOVE_SHAPE = shape.variants({
  play: {
    /** The card played, any but an 8 (R4). */
    card: shape.literal(...FRENCH_CARDS.filter((_, id) => !isEight(id))),
  },
  eight: {
    /** The 8 played (R5). */
    card: shape.literal(...FRENCH_CARDS.filter((_, id) => isEight(id))),
    /** The suit its player names, which becomes the suit in force (R5). */
    suit: shape.literal(...FRENCH_SUITS),
  },
  draw: {},
  pass: {},
});

/**
 * A move: `{ type: 'play', card: '7H' }`, `{ type: 'eight', card: '8S', suit: 'H' }`, `{ type: 'draw' }` or
 * `{ type: 'pass' }`.
 * @category Crazy Eights
 */
export type CrazyEightsMove = Infer<typeof MOVE_SHAPE>;

/**
 * The move that plays a card; an 8 needs the suit its player names (R5). Legality is `validate`'s to say.
 * @param card - the card's code
 * @param suit - for an 8, the suit named
 * @returns the move
 * @example
 * ```ts
 * playMove('7H'); // { type: 'play', card: '7H' }
 * playMove('8S', 'H'); // { type: 'eight', card: '8S', suit: 'H' }
 * ```
 * @category Crazy Eights
 */
export function playMove(card: Card, suit?: Suit): CrazyEightsMove {
  if (card.startsWith('8')) {
    if (suit === undefined) throw new RangeError('crazyEights.playMove: an 8 needs a named suit (R5)');
    return { type: 'eight', card, suit };
  }
  return { type: 'play', card };
}

/**
 * The move that draws a card from the stock (R6).
 * @category Crazy Eights
 */
export const drawMove = (): CrazyEightsMove => ({ type: 'draw' });

/**
 * The move that passes (R6, R7).
 * @category Crazy Eights
 */
export const passMove = (): CrazyEightsMove => ({ type: 'pass' });
