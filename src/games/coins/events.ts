/**
 * What a Coins move reports. Nothing in Coins is private once played (C9) and the deal itself is not reported, so no
 * event has a secret: every seat and every spectator receives the same events.
 * @module
 */
import type { DealtEvent, MatchOverEvent, Seat } from '../../core/index.js';
import type { CoinsCard } from './cards.js';
import type { CompletedTrick, PlayedCard } from './view.js';

/**
 * A card was played to the trick (4.1).
 * @category Coins
 */
export interface CardPlayedEvent extends PlayedCard {
  /** The event's kind. */
  readonly type: 'cardPlayed';
}

/**
 * A trick was completed and won (section 3, RESOLVE_TRICK).
 * @category Coins
 */
export interface TrickWonEvent extends Omit<CompletedTrick, 'winner'> {
  /** The event's kind. */
  readonly type: 'trickWon';
  /** The winner. */
  readonly seat: Seat;
  /** The trick's cards in play order, the leader's first. */
  readonly cards: readonly CoinsCard[];
  /** The seat that led the trick. */
  readonly leader: Seat;
  /** The winning card. */
  readonly card: CoinsCard;
}

/**
 * Everything a Coins move can report, in this order: `cardPlayed`; after a trick's third card `trickWon`; then either
 * `matchOver` (a seat reached the target, C5) or, after the 16th trick, `dealt` (the next hand; `deal` is its number,
 * the same as the state's `hand`).
 * @category Coins
 */
export type CoinsEvent = CardPlayedEvent | TrickWonEvent | DealtEvent | MatchOverEvent;
