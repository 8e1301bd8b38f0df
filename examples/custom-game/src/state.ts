/**
 * The state of a Crazy Eights match: its shape, declared once; the TypeScript type is read from the declaration.
 * @module
 */
import { type BaseState, FRENCH_CARDS, type Infer, shape } from 'cardrules/core';
import type { CrazyEightsOptions } from './options.js';

/** The state format version. */
export const VERSION = 1;

const card = shape.int(0, FRENCH_CARDS.length - 1);
const pile = shape.array(card, { max: FRENCH_CARDS.length });

/**
 * The declared shape of the game's own fields (invariants I1 and I2 of the rules page). Cards are card ids; the top
 * of a pile is the end of its list.
 */
export const STATE_SHAPE = shape.object({
  /** The number of the hand being played, from 1. */
  handNumber: shape.int(1),
  /** The dealer of this hand (R2). */
  dealer: shape.seat(),
  /** The seat to play, or the seat that played last once the match is over. */
  toPlay: shape.seat(),
  /** Each seat's cards, ascending by id (I5). */
  hands: shape.array(pile, { length: 'seats' }),
  /** The stock, face down. */
  stock: pile,
  /** The discard pile, face up; its last card is the top card. */
  discard: shape.array(card, { min: 1, max: FRENCH_CARDS.length }),
  /** The suit in force, as an index into `FRENCH_SUITS` (R4, R5). */
  suit: shape.int(0, 3),
  /** Whether the discard pile has become the stock in this hand (R7): the stream has drawn again since the deal. */
  reshuffled: shape.boolean(),
  /** The card the seat to play has just drawn, while it decides to play it or pass (R6). */
  drawn: shape.nullable(card),
  /** Each seat's score (R10, R11). */
  scores: shape.array(shape.int(0), { length: 'seats' }),
  /** The winners of the match; empty while it goes on. */
  winners: shape.array(shape.seat(), { max: 'seats' }),
});

/**
 * A Crazy Eights state: plain JSON, every field as {@link STATE_SHAPE} declares it.
 * @category Crazy Eights
 */
export interface CrazyEightsState extends BaseState<CrazyEightsOptions>, Infer<typeof STATE_SHAPE> {}
