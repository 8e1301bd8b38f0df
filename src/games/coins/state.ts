/**
 * The state of a Coins match.
 * @module
 */
import { type BaseState, type GameFields, type Seat, type Shape, shape } from '../../core/index.js';
import { type CardId, DECK_SIZE } from './cards.js';
import type { CoinsOptions } from './options.js';

/**
 * A Coins state: plain JSON. Cards are card-id integers (`CardId`) `0..47` here (compact and fast); moves, views and
 * events carry card codes.
 *
 * Derived facts (checked by `loadState`, invariants I1–I13 of `docs/rules/coins.md`): `leader` is `left(dealer)` before
 * the first trick of a hand and the winner of the last completed trick after it; `toPlay = leader + (played.length mod
 * 3)` clockwise; every card is in exactly one hand or in `played`; the scores add up to 12 per finished hand plus the
 * coins of this hand's completed tricks; only the winner is at or above the target.
 * @category Coins
 */
export interface CoinsState extends BaseState<CoinsOptions> {
  /** The number of the hand being played, from 1. */
  readonly hand: number;
  /** The dealer of this hand. */
  readonly dealer: Seat;
  /** The seat that led (or leads) the current trick. */
  readonly leader: Seat;
  /** The seat that plays next (also after the match is over, where it is the winner). */
  readonly toPlay: Seat;
  /**
   * Each seat's hand: card ids in the order of the deal and the plays (the cards in the order received; a played
   * card's place is taken by the hand's last card). The order is not a rule and carries no information: views show
   * the hand sorted.
   */
  readonly hands: readonly (readonly CardId[])[];
  /**
   * Every card played in this hand, in play order: the completed tricks three by three, then the current trick.
   * All of it is public (C9).
   */
  readonly played: readonly CardId[];
  /** Coins won so far in the match, per seat (R5). */
  readonly scores: readonly number[];
  /** The seat that reached the target, or `null` while the match goes on. */
  readonly winner: Seat | null;
}

/** The only number of seats Coins allows (C12). */
export const COINS_SEATS = 3;

/**
 * The state format version. 2: hands are shuffled with core's Fisher–Yates (`Rng.shuffle`), so a seed deals other
 * hands than in version 1. 3: a hand keeps its cards in the order of the deal and the plays instead of ascending
 * order (a seed deals each seat the same cards as in version 2; the legal moves come in the hand's order, so seeded
 * random playouts differ). The fields are the same in all three, and a version 1 or 2 state (hands ascending) is a
 * valid version 3 state: `loadState` migrates both by their number.
 */
export const VERSION = 3;

/** The largest integer a count or a score may be. */
const MAX = Number.MAX_SAFE_INTEGER;
/** A card id. */
const card = shape.int(0, DECK_SIZE - 1);

/**
 * The declared shape of a state's Coins fields (invariants I1 and I2 of `docs/rules/coins.md`): core checks every
 * saved state against it before the other invariants run.
 */
export const STATE_SHAPE: Shape<GameFields<CoinsState>> = shape.object({
  hand: shape.int(1, MAX),
  dealer: shape.seat(),
  leader: shape.seat(),
  toPlay: shape.seat(),
  hands: shape.array(shape.array(card, { max: DECK_SIZE / COINS_SEATS }), { length: 'seats' }),
  played: shape.array(card, { max: DECK_SIZE }),
  scores: shape.array(shape.int(0, MAX), { length: 'seats' }),
  winner: shape.nullable(shape.seat()),
});
