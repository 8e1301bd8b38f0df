/**
 * Events reported by `applyMoveWithEvents` (a mistaken placement in penalty mode reports `mistake`). Events are data; `describeEvent` (in
 * `notation.ts`) says each in words.
 *
 * One event is private: `handRefilled` names the drawn cards, which only the drawer may see. Its `secret` says so in
 * core's format, and `bigfish.eventsFor(events, seat)` sets the cards to `null` for every other seat. The end of the
 * match is core's `matchOver` (scores and winners), after an `endBonus` event for each end bonus paid.
 * @module
 */
import type { MatchOverEvent, Seat, Secret } from '../../core/index.js';
import type { BigFishCard } from './cards.js';
import type { EndBonusAward } from './score.js';
import type { ClaimableBonus } from './state.js';
import type { Take } from './take.js';

/**
 * What every event about one seat carries: its kind, and the seat (who placed, took, chose, drew, ended the turn, is
 * out or made the mistake).
 * @inline @category Events
 */
export interface SeatEvent<T extends string> {
  /** Discriminant. */
  readonly type: T;
  /** The seat the event is about. */
  readonly seat: Seat;
}

/** An event about a row slot. @inline @category Events */
export interface RowEvent<T extends string> {
  /** Discriminant. */
  readonly type: T;
  /** The row slot, from 0 (people count rows from 1). */
  readonly row: number;
}

/** A card went to the right end of a row. @inline @category Events */
export interface CardPlacedEvent extends SeatEvent<'cardPlaced'>, RowEvent<'cardPlaced'> {
  /** The card. */
  readonly card: BigFishCard;
  /** How many cards this seat has placed this turn, this one included. */
  readonly placed: number;
}

/** A completed row was taken and split into plus and minus cards (spec S1–S2). @inline @category Events */
export interface RowTakenEvent extends SeatEvent<'rowTaken'>, RowEvent<'rowTaken'>, Take {
  /** Sum of the plus values. */
  readonly plusSum: number;
  /** Sum of the minus values. */
  readonly minusSum: number;
}

/** A row was completed and the taker must pick the plus cards (spec V3). @inline @category Events */
export interface PlusChoiceEvent extends SeatEvent<'plusChoice'>, RowEvent<'plusChoice'> {}

/** A take qualified for several bonuses; the taker must pick one (spec BON). @inline @category Events */
export interface BonusChoiceEvent extends SeatEvent<'bonusChoice'> {
  /** The bonuses to choose from. */
  readonly options: readonly ClaimableBonus[];
}

/** A bonus card was taken from the supply. @inline @category Events */
export interface BonusClaimedEvent extends SeatEvent<'bonusClaimed'> {
  /** Which bonus. */
  readonly bonus: ClaimableBonus;
}

/** Bonus A was taken from another player. @inline @category Events */
export interface BonusStolenEvent extends SeatEvent<'bonusStolen'> {
  /** Always A. */
  readonly bonus: 'A';
  /** Who held it before. */
  readonly from: Seat;
}

/** A card from the common deck started a new row in a slot. @inline @category Events */
export interface NewRowEvent extends RowEvent<'newRow'> {
  /** The new row's first card. */
  readonly card: BigFishCard;
}

/** The common deck was empty, so a taken row's slot is closed for good (spec B-A3). @inline @category Events */
export type RowClosedEvent = RowEvent<'rowClosed'>;

/**
 * A hand was refilled from its owner's pile at the end of a turn. Private: `cards` is for the drawer only; in every
 * other seat's copy (`bigfish.eventsFor`) it is `null`, and the count stays.
 * @inline @category Events
 */
export interface HandRefilledEvent extends SeatEvent<'handRefilled'> {
  /** How many cards were drawn. */
  readonly count: number;
  /**
   * The drawn cards, sorted as a hand is (the order they lay in the pile, which nobody sees, is not told); `null` in
   * the copy of anyone but the drawer.
   */
  readonly cards: readonly BigFishCard[] | null;
  /** Only the drawer sees `cards`. */
  readonly secret: Secret;
}

/** A turn ended. @inline @category Events */
export interface TurnEndedEvent extends SeatEvent<'turnEnded'> {
  /** How many cards were placed. */
  readonly placed: number;
}

/** A player has no cards left in hand or pile and takes no more turns (spec §5). @inline @category Events */
export type PlayerOutEvent = SeatEvent<'playerOut'>;

/**
 * An end-of-game bonus (B or C, spec §5) was paid to a seat: its award (10 alone; on a tie 5 each, or 10/k with
 * `tieSplit: 'splitTen'`, spec B-A8); reported just before `matchOver`, once per award.
 * @inline @category Events
 */
export interface EndBonusEvent extends EndBonusAward {
  /** Discriminant. */
  readonly type: 'endBonus';
}

/**
 * An illegal placement attempt in penalty mode: the card went back to hand, and the offender (`seat`) now holds the
 * mistake card (spec V2).
 * @inline @category Events
 */
export interface MistakeEvent extends SeatEvent<'mistake'>, RowEvent<'mistake'> {
  /** The card that was placed illegally and taken back (now known to be in the offender's hand). */
  readonly card: BigFishCard;
  /** Who held the mistake card before (`null`: it lay beside the common deck). */
  readonly from: Seat | null;
  /** The broken rule: colour forcing (`L1`) or one row per turn (`L2`). */
  readonly rule: 'L1' | 'L2';
}

/** Any Big Fish event. @category Events */
export type BigFishEvent =
  | CardPlacedEvent
  | RowTakenEvent
  | PlusChoiceEvent
  | BonusChoiceEvent
  | BonusClaimedEvent
  | BonusStolenEvent
  | NewRowEvent
  | RowClosedEvent
  | HandRefilledEvent
  | TurnEndedEvent
  | PlayerOutEvent
  | EndBonusEvent
  | MatchOverEvent
  | MistakeEvent;
