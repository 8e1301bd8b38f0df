/**
 * The state of a Coins match.
 * @module
 */
import type { BaseState, Infer } from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { DECK_SIZE } from './cards.js';
import type { CoinsOptions } from './options.js';

/** The only number of seats Coins allows (C12). */
export const COINS_SEATS = 3;

/**
 * The state format version. 2: hands are shuffled with core's Fisher–Yates (`Rng.shuffle`), so a seed deals other
 * hands than in version 1. 3: a hand keeps its cards in the order of the deal and the plays instead of ascending
 * order (a seed deals each seat the same cards as in version 2; the legal moves come in the hand's order, so seeded
 * random playouts differ). 4: `lastTrick` keeps the previous hand's last trick on view until the new hand's first
 * card (the deals and plays are those of version 3). `loadState` migrates versions 1–3 by their number (a version 1
 * or 2 state, hands ascending, is a valid version 3 state; each gets an empty `lastTrick`).
 */
export const VERSION = 4;

/** A card id. */
const card = shape.int(0, DECK_SIZE - 1);

/**
 * The declared shape of a state's Coins fields (invariants I1 and I2 of `docs/rules/coins.md`): the one declaration
 * of those fields. Core checks every saved state against it before the other invariants run, and {@link CoinsState}
 * is its type.
 */
export const STATE_SHAPE = shape.object({
  /** The number of the hand being played, from 1. */
  hand: shape.int(1),
  /** The dealer of this hand. */
  dealer: shape.seat(),
  /** The seat that led (or leads) the current trick. */
  leader: shape.seat(),
  /** The seat that plays next (also after the match is over, where it is the winner). */
  toPlay: shape.seat(),
  /**
   * Each seat's hand: card ids in the order of the deal and the plays (the cards in the order received; a played
   * card's place is taken by the hand's last card). The order is not a rule and carries no information: views show
   * the hand sorted.
   */
  hands: shape.array(shape.array(card, { max: DECK_SIZE / COINS_SEATS }), { length: 'seats' }),
  /**
   * Every card played in this hand, in play order: the completed tricks three by three, then the current trick.
   * All of it is public (C9).
   */
  played: shape.array(card, { max: DECK_SIZE }),
  /**
   * The previous hand's last trick, its three cards in play order, from the deal of a new hand until the new hand's
   * first card is played (public, C9: a table can still show it); empty otherwise.
   */
  lastTrick: shape.array(card, { max: 3 }),
  /** Coins won so far in the match, per seat (R5). */
  scores: shape.array(shape.int(0), { length: 'seats' }),
  /** The seat that reached the target, or `null` while the match goes on. */
  winner: shape.nullable(shape.seat()),
});

/**
 * A Coins state: plain JSON, the base fields and the fields declared in `STATE_SHAPE`. Cards are card-id
 * integers (`CardId`) `0..47` here (compact and fast); moves, views and events carry card codes.
 *
 * Derived facts (checked by `loadState`, invariants I1–I14 of `docs/rules/coins.md`): `leader` is `left(dealer)` before
 * the first trick of a hand and the winner of the last completed trick after it; `toPlay = leader + (played.length mod
 * 3)` clockwise; every card is in exactly one hand or in `played`; the scores add up to 12 per finished hand plus the
 * coins of this hand's completed tricks; only the winner is at or above the target.
 * @category Coins
 */
export interface CoinsState extends BaseState<CoinsOptions>, Infer<typeof STATE_SHAPE> {}
