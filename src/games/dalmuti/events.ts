/**
 * Events: what happened when a move was applied, as data. Tax and swap cards are private to the two seats of the
 * exchange: those events carry core's `secret`, and `dalmuti.eventsFor(events, seat)` sets the cards to `null` for
 * everyone else. A new hand is reported with core's lifecycle `dealt` event and the end of the match with
 * `matchOver`; `describeEvent` (in `notation.ts`) puts any event, redacted or not, into words.
 * @module
 */
import type { DealtEvent, MatchOverEvent, Seat, Secret } from '../../core/index.js';
import type { RevolutionRecord, SwapRecord, TableSet } from './state.js';

/**
 * A revolution decision (R4), as the hand records it: the seat dealt both Jesters, whether it declared, `greater`
 * when the Greater Peon declared; and `order`, the rank order after it.
 * @inline
 */
export interface RevolutionEvent extends RevolutionRecord {
  /** The event kind. */
  readonly type: 'revolution';
  /** The rank order, best first, after the decision. */
  readonly order: readonly Seat[];
}
/**
 * Cards handed over in taxation (R5). `kind` is `'tribute'` (Peon to Dalmuti) or `'gift'` (Dalmuti to Peon). The
 * cards are secret to the two seats; `count` is public.
 * @inline
 */
export interface TaxPaidEvent {
  /** The event kind. */
  readonly type: 'taxPaid';
  /** `'tribute'` (Peon to Dalmuti) or `'gift'` (Dalmuti to Peon). */
  readonly kind: 'tribute' | 'gift';
  /** The seat giving. */
  readonly from: Seat;
  /** The seat receiving. */
  readonly to: Seat;
  /** How many cards (public). */
  readonly count: number;
  /** The cards (ranks ascending, 13 = Jester); `null` in the copy of anyone but `from` and `to`. */
  readonly cards: readonly number[] | null;
  /** `{ seats: [from, to], fields: ['cards'] }`. */
  readonly secret: Secret;
}
/**
 * The top Merchant (`from`) chose to swap with `to`, or skipped (`to` null) (V4). Public.
 * @inline
 */
export interface SwapChosenEvent extends Pick<SwapRecord, 'from' | 'to'> {
  /** The event kind. */
  readonly type: 'swapChosen';
}
/**
 * Two Merchants swapped one card each (V4). The cards are secret to the two of them.
 * @inline
 */
export interface CardsSwappedEvent {
  /** The event kind. */
  readonly type: 'cardsSwapped';
  /** The top Merchant. */
  readonly from: Seat;
  /** The partner. */
  readonly to: Seat;
  /** The card `from` handed over; `null` in the copy of anyone but the two. */
  readonly fromCard: number | null;
  /** The card `to` handed over; `null` in the copy of anyone but the two. */
  readonly toCard: number | null;
  /** `{ seats: [from, to], fields: ['fromCard', 'toCard'] }`. */
  readonly secret: Secret;
}
/**
 * A set was played (P1, P2): the new top set of the table (who played it, its effective rank, 13 for Jesters alone,
 * its natural cards and Jesters), and the cards its player has left.
 * @inline
 */
export interface SetPlayedEvent extends TableSet {
  /** The event kind. */
  readonly type: 'setPlayed';
  /** Cards the seat still holds. */
  readonly cardsLeft: number;
}
/**
 * A seat passed (P3); `auto` when the engine passed for it (`autoPassForced`).
 * @inline
 */
export interface PassedEvent {
  /** The event kind. */
  readonly type: 'passed';
  /** Who passed. */
  readonly seat: Seat;
  /** Whether the engine passed for the seat (`autoPassForced`). */
  readonly auto: boolean;
}
/**
 * Everyone else passed: the round is over, `seat` played last, `leader` leads the next round.
 * @inline
 */
export interface RoundWonEvent {
  /** The event kind. */
  readonly type: 'roundWon';
  /** Who played last. */
  readonly seat: Seat;
  /** Who leads the next round. */
  readonly leader: Seat;
}
/**
 * A seat emptied its hand and finished in `place` (1 = first) (P4); the last holder finishes last.
 * @inline
 */
export interface PlayerOutEvent {
  /** The event kind. */
  readonly type: 'playerOut';
  /** Who went out. */
  readonly seat: Seat;
  /** The finishing place, 1 = first. */
  readonly place: number;
}
/**
 * The hand is over: the finishing order, per seat the hand's points and the match totals (§5, V1, V2).
 * @inline
 */
export interface HandOverEvent {
  /** The event kind. */
  readonly type: 'handOver';
  /** The hand number, from 1. */
  readonly hand: number;
  /** The seats in the order they went out (the next hand's rank order). */
  readonly finishingOrder: readonly Seat[];
  /** Per seat, this hand's points (V1/V2). */
  readonly points: readonly number[];
  /** Per seat, the match totals. */
  readonly scores: readonly number[];
}
/**
 * A newcomer was seated at rank index `slot` (V6).
 * @inline
 */
export interface SeatJoinedEvent {
  /** The event kind. */
  readonly type: 'seatJoined';
  /** The newcomer's seat. */
  readonly seat: Seat;
  /** The rank index the newcomer took. */
  readonly slot: number;
}

/**
 * Every Dalmuti event (narrow on `type`): `dealt` (cards dealt: a new hand, or a hand dealt again after a join; `deal`
 * counts the deals of the match, 2 for the first after setup), `revolution`, `taxPaid` (secret cards), `swapChosen`,
 * `cardsSwapped` (secret cards), `setPlayed`, `passed`, `roundWon`, `playerOut`, `handOver`, `seatJoined`, and
 * `matchOver` once, with the final scores and winners.
 * @category Dalmuti
 */
export type DalmutiEvent =
  | DealtEvent
  | RevolutionEvent
  | TaxPaidEvent
  | SwapChosenEvent
  | CardsSwappedEvent
  | SetPlayedEvent
  | PassedEvent
  | RoundWonEvent
  | PlayerOutEvent
  | HandOverEvent
  | SeatJoinedEvent
  | MatchOverEvent;
