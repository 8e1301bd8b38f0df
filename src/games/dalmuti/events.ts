/**
 * Events: what happened when a move was applied, as data. Events go to whoever calls `applyMoveWithEvents` (usually a
 * server). Private events carry a `visibleTo` list of seats; {@link eventsFor} redacts them for any other seat.
 * @module
 */
import type { Seat } from '../../core/index.js';

/** A new hand was dealt (R3). `order` is the rank order, best first; `sizes` the cards per seat. @category Events */
export interface HandDealtEvent {
  /** The event kind. */
  readonly type: 'handDealt';
  /** The hand number, from 1. */
  readonly hand: number;
  /** The rank order, best first. */
  readonly order: readonly Seat[];
  /** Per seat, the cards dealt. */
  readonly sizes: readonly number[];
}
/** A revolution decision (R4). `greater` when the Greater Peon declared; `order` is the rank order after it. @category Events */
export interface RevolutionEvent {
  /** The event kind. */
  readonly type: 'revolution';
  /** The seat concerned. */
  readonly seat: Seat;
  /** Whether the seat declared (true) or declined. */
  readonly declared: boolean;
  /** Whether it was a Greater Revolution. */
  readonly greater: boolean;
  /** The rank order, best first. */
  readonly order: readonly Seat[];
}
/**
 * Cards handed over in taxation (R5). `kind` is `'tribute'` (Peon to Dalmuti) or `'gift'` (Dalmuti to Peon).
 * `cards` (ranks, 13 = Jester) is seen only by `visibleTo` (the two seats involved); {@link eventsFor} sets it to
 * `null` for anyone else. `count` is public.
 * @category Events
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
  /** The cards (ranks, 13 = Jester); `null` when redacted. */
  readonly cards: readonly number[] | null;
  /** The seats allowed to see the cards. */
  readonly visibleTo: readonly Seat[];
}
/** The top Merchant chose to swap with `to`, or skipped (`to` null) (V4). Public. @category Events */
export interface SwapChosenEvent {
  /** The event kind. */
  readonly type: 'swapChosen';
  /** The seat giving. */
  readonly from: Seat;
  /** The seat receiving (`null`: no swap). */
  readonly to: Seat | null;
}
/** Two Merchants swapped one card each (V4). The cards are private to `visibleTo`. @category Events */
export interface CardsSwappedEvent {
  /** The event kind. */
  readonly type: 'cardsSwapped';
  /** The seat giving. */
  readonly from: Seat;
  /** The seat receiving. */
  readonly to: Seat;
  /** The giver's card; `null` when redacted. */
  readonly fromCard: number | null;
  /** The receiver's card; `null` when redacted. */
  readonly toCard: number | null;
  /** The seats allowed to see the cards. */
  readonly visibleTo: readonly Seat[];
}
/** A set was played (§4 A-play). @category Events */
export interface SetPlayedEvent {
  /** The event kind. */
  readonly type: 'setPlayed';
  /** The seat concerned. */
  readonly seat: Seat;
  /** The effective rank (13 for Jesters alone). */
  readonly rank: number;
  /** Natural cards played. */
  readonly naturals: number;
  /** Jesters played. */
  readonly jesters: number;
  /** Cards the seat still holds. */
  readonly cardsLeft: number;
}
/** A seat passed (P3); `auto` when the engine passed for it (`autoPassForced`). @category Events */
export interface PassedEvent {
  /** The event kind. */
  readonly type: 'passed';
  /** The seat concerned. */
  readonly seat: Seat;
  /** Whether the engine passed for the seat (`autoPassForced`). */
  readonly auto: boolean;
}
/** Everyone else passed: the round is over, `seat` played last, `leader` leads the next round (D-A8). @category Events */
export interface RoundWonEvent {
  /** The event kind. */
  readonly type: 'roundWon';
  /** The seat concerned. */
  readonly seat: Seat;
  /** Who leads the next round. */
  readonly leader: Seat;
}
/** A seat emptied its hand and finished in `place` (1 = first) (P4). @category Events */
export interface PlayerOutEvent {
  /** The event kind. */
  readonly type: 'playerOut';
  /** The seat concerned. */
  readonly seat: Seat;
  /** The finishing place, 1 = first. */
  readonly place: number;
}
/** The hand is over (D-A9): the finishing order, per seat the hand's points and the match totals. @category Events */
export interface HandOverEvent {
  /** The event kind. */
  readonly type: 'handOver';
  /** The hand number, from 1. */
  readonly hand: number;
  /** The seats in the order they went out. */
  readonly finishingOrder: readonly Seat[];
  /** Per seat, this hand's points (V1/V2). */
  readonly points: readonly number[];
  /** Per seat, the match totals. */
  readonly scores: readonly number[];
}
/** The match is over. @category Events */
export interface MatchOverEvent {
  /** The event kind. */
  readonly type: 'matchOver';
  /** Per seat, the match totals. */
  readonly scores: readonly number[];
  /** The winning seats. */
  readonly winners: readonly Seat[];
}
/** A newcomer was seated at rank index `slot` (V6). @category Events */
export interface SeatJoinedEvent {
  /** The event kind. */
  readonly type: 'seatJoined';
  /** The seat concerned. */
  readonly seat: Seat;
  /** The rank index the newcomer took. */
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
