/**
 * The state, options and events of Coins.
 * @module
 */
import type { BaseState, Seat } from '../../core/index.js';
import type { Card, CardId, TrickRule } from './cards.js';

/**
 * The options of a Coins match.
 * @category Coins
 */
export interface CoinsOptions {
  /**
   * The target score T (R1): the first seat whose coins reach T or more wins at once. Any positive integer; the
   * standard values are 10, 15 and 20.
   * @defaultValue 15
   */
  readonly target: number;
  /**
   * The dealer of the first hand (R2), or `null` to draw it from the seed (the first draw of the match's RNG).
   * @defaultValue null
   */
  readonly firstDealer: Seat | null;
}

/**
 * A Coins state: plain JSON. Cards are {@link CardId} integers `0..47` here (compact and fast); moves and views use
 * readable {@link Card} codes.
 *
 * Derived facts (checked by `loadState`): `leader` is `left(dealer)` before the first trick of a hand and the winner of
 * the last completed trick after it; `toPlay = leader + (played.length mod 3)` clockwise; every card is in exactly one
 * hand or in `played`.
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
  /** Each seat's hand: card ids in ascending order. */
  readonly hands: readonly (readonly CardId[])[];
  /**
   * Every card played in this hand, in play order: the completed tricks three by three, then the current trick.
   * All of it is public (resolution C9).
   */
  readonly played: readonly CardId[];
  /** Coins won so far in the match, per seat (R5). */
  readonly scores: readonly number[];
  /** The seat that reached the target, or `null` while the match goes on. */
  readonly winner: Seat | null;
}

/**
 * A new hand was dealt (R3): only for hands after the first (the first is dealt by `setup`).
 * @category Coins
 */
export interface HandDealtEvent {
  /** The event's kind. */
  readonly type: 'handDealt';
  /** The number of the new hand. */
  readonly hand: number;
  /** Its dealer: the seat to the right of the last trick's winner (C7). */
  readonly dealer: Seat;
  /** Its first leader: the dealer's left, which is the last trick's winner. */
  readonly leader: Seat;
}

/**
 * A card was played to the trick.
 * @category Coins
 */
export interface CardPlayedEvent {
  /** The event's kind. */
  readonly type: 'cardPlayed';
  /** Who played it. */
  readonly seat: Seat;
  /** The card. */
  readonly card: Card;
}

/**
 * A trick was completed and won (section 3, RESOLVE_TRICK).
 * @category Coins
 */
export interface TrickWonEvent {
  /** The event's kind. */
  readonly type: 'trickWon';
  /** The winner. */
  readonly seat: Seat;
  /** The trick's cards in play order, the leader's first. */
  readonly cards: readonly Card[];
  /** The seat that led the trick. */
  readonly leader: Seat;
  /** The winning card. */
  readonly card: Card;
  /** Coin points won (0–3). */
  readonly points: number;
  /** Which case of the trick rule (section 4.2) decided it. */
  readonly rule: TrickRule;
}

/**
 * A seat reached the target and won the match (C5).
 * @category Coins
 */
export interface MatchWonEvent {
  /** The event's kind. */
  readonly type: 'matchWon';
  /** The winner. */
  readonly seat: Seat;
  /** The final scores. */
  readonly scores: readonly number[];
}

/**
 * Everything a Coins move can report.
 * @category Coins
 */
export type CoinsEvent = HandDealtEvent | CardPlayedEvent | TrickWonEvent | MatchWonEvent;

/** The only number of seats Coins allows (C12). @category Coins */
export const COINS_SEATS = 3;

/** The default target score (BGA's and the designer's default). @category Coins */
export const DEFAULT_TARGET = 15;
