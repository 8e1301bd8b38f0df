/**
 * Events: what happened when a move was applied, as data. Events go to whoever calls `applyMoveWithEvents` (usually a
 * server). Private events carry a `visibleTo` list of seats; {@link eventsFor} redacts them for any other seat.
 * @module
 */
import type { Seat } from '../../core/index.js';

/** A new hand was dealt (R3). `order` is the rank order, best first; `sizes` the cards per seat. @category Events */
export interface HandDealtEvent {
  readonly type: 'handDealt';
  readonly hand: number;
  readonly order: readonly Seat[];
  readonly sizes: readonly number[];
}
/** A revolution decision (R4). `greater` when the Greater Peon declared; `order` is the rank order after it. @category Events */
export interface RevolutionEvent {
  readonly type: 'revolution';
  readonly seat: Seat;
  readonly declared: boolean;
  readonly greater: boolean;
  readonly order: readonly Seat[];
}
/**
 * Cards handed over in taxation (R5). `kind` is `'tribute'` (Peon to Dalmuti) or `'gift'` (Dalmuti to Peon).
 * `cards` (ranks, 13 = Jester) is seen only by `visibleTo` (the two seats involved); {@link eventsFor} sets it to
 * `null` for anyone else. `count` is public.
 * @category Events
 */
export interface TaxPaidEvent {
  readonly type: 'taxPaid';
  readonly kind: 'tribute' | 'gift';
  readonly from: Seat;
  readonly to: Seat;
  readonly count: number;
  readonly cards: readonly number[] | null;
  readonly visibleTo: readonly Seat[];
}
/** The top Merchant chose to swap with `to`, or skipped (`to` null) (V4). Public. @category Events */
export interface SwapChosenEvent {
  readonly type: 'swapChosen';
  readonly from: Seat;
  readonly to: Seat | null;
}
/** Two Merchants swapped one card each (V4). The cards are private to `visibleTo`. @category Events */
export interface CardsSwappedEvent {
  readonly type: 'cardsSwapped';
  readonly from: Seat;
  readonly to: Seat;
  readonly fromCard: number | null;
  readonly toCard: number | null;
  readonly visibleTo: readonly Seat[];
}
/** A set was played (§4 A-play). @category Events */
export interface SetPlayedEvent {
  readonly type: 'setPlayed';
  readonly seat: Seat;
  readonly rank: number;
  readonly naturals: number;
  readonly jesters: number;
  readonly cardsLeft: number;
}
/** A seat passed (P3); `auto` when the engine passed for it (`autoPassForced`). @category Events */
export interface PassedEvent {
  readonly type: 'passed';
  readonly seat: Seat;
  readonly auto: boolean;
}
/** Everyone else passed: the round is over, `seat` played last, `leader` leads the next round (D-A8). @category Events */
export interface RoundWonEvent {
  readonly type: 'roundWon';
  readonly seat: Seat;
  readonly leader: Seat;
}
/** A seat emptied its hand and finished in `place` (1 = first) (P4). @category Events */
export interface PlayerOutEvent {
  readonly type: 'playerOut';
  readonly seat: Seat;
  readonly place: number;
}
/** The hand is over (D-A9): the finishing order, per seat the hand's points and the match totals. @category Events */
export interface HandOverEvent {
  readonly type: 'handOver';
  readonly hand: number;
  readonly finishingOrder: readonly Seat[];
  readonly points: readonly number[];
  readonly scores: readonly number[];
}
/** The match is over. @category Events */
export interface MatchOverEvent {
  readonly type: 'matchOver';
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
}
/** A newcomer was seated at rank index `slot` (V6). @category Events */
export interface SeatJoinedEvent {
  readonly type: 'seatJoined';
  readonly seat: Seat;
  readonly slot: number;
}

/** Every Dalmuti event. @category Events */
export type DalmutiEvent =
  | HandDealtEvent
  | RevolutionEvent
  | TaxPaidEvent
  | SwapChosenEvent
  | CardsSwappedEvent
  | SetPlayedEvent
  | PassedEvent
  | RoundWonEvent
  | PlayerOutEvent
  | HandOverEvent
  | MatchOverEvent
  | SeatJoinedEvent;

/**
 * The events as `seat` may see them: private cards (tax and swap cards) are replaced by `null` unless `seat` is in the
 * event's `visibleTo`. `null` is a spectator, who sees no private cards.
 * @param events - events from `applyMoveWithEvents`
 * @param seat - the receiving seat, or `null`
 * @returns new event objects where redaction was needed; the others unchanged
 * @example
 * ```ts
 * const { state, events } = dalmuti.applyMoveWithEvents(s, move);
 * for (const seat of [0, 1, 2, 3]) send(seat, eventsFor(events, seat));
 * ```
 * @category Events
 */
export function eventsFor(events: readonly DalmutiEvent[], seat: Seat | null): DalmutiEvent[] {
  return events.map((e) => {
    if (e.type === 'taxPaid' && (seat === null || !e.visibleTo.includes(seat))) return { ...e, cards: null };
    if (e.type === 'cardsSwapped' && (seat === null || !e.visibleTo.includes(seat))) {
      return { ...e, fromCard: null, toCard: null };
    }
    return e;
  });
}
