/**
 * Events reported by `applyMoveWithEvents` (and by {@link attemptPlacement}). Events are data.
 *
 * One event is private: `handRefilled` names the drawn cards, which only the drawer may see. It carries a `visibleTo`
 * list; {@link eventsFor} removes the cards for every other seat.
 * @module
 */
import type { Seat } from '../../core/index.js';
import type { Card } from './cards.js';
import type { BonusId, ClaimableBonus } from './state.js';

/** A card went to the right end of a row. @category Events */
export interface CardPlacedEvent {
  /** Discriminant. */
  readonly type: 'cardPlaced';
  /** Who placed it. */
  readonly seat: Seat;
  /** The card. */
  readonly card: Card;
  /** The row slot. */
  readonly row: number;
  /** How many cards this seat has placed this turn, this one included. */
  readonly placed: number;
}

/** A completed row was taken and split into plus and minus cards (spec S1–S2). @category Events */
export interface RowTakenEvent {
  /** Discriminant. */
  readonly type: 'rowTaken';
  /** The taker. */
  readonly seat: Seat;
  /** The row slot. */
  readonly row: number;
  /** The row's cards, left to right. */
  readonly cards: readonly Card[];
  /** The cards that went to the plus pile. */
  readonly plus: readonly Card[];
  /** The cards that went to the minus pile. */
  readonly minus: readonly Card[];
  /** Sum of the plus values. */
  readonly plusSum: number;
  /** Sum of the minus values. */
  readonly minusSum: number;
}

/** A row was completed and the taker must pick the plus cards (spec V3). @category Events */
export interface PlusChoiceEvent {
  /** Discriminant. */
  readonly type: 'plusChoice';
  /** Who chooses. */
  readonly seat: Seat;
  /** The row slot. */
  readonly row: number;
}

/** A take qualified for several bonuses; the taker must pick one (spec BON). @category Events */
export interface BonusChoiceEvent {
  /** Discriminant. */
  readonly type: 'bonusChoice';
  /** Who chooses. */
  readonly seat: Seat;
  /** The bonuses to choose from. */
  readonly options: readonly ClaimableBonus[];
}

/** A bonus card was taken from the supply. @category Events */
export interface BonusClaimedEvent {
  /** Discriminant. */
  readonly type: 'bonusClaimed';
  /** Who took it. */
  readonly seat: Seat;
  /** Which bonus. */
  readonly bonus: ClaimableBonus;
}

/** Bonus A was taken from another player. @category Events */
export interface BonusStolenEvent {
  /** Discriminant. */
  readonly type: 'bonusStolen';
  /** Who took it. */
  readonly seat: Seat;
  /** Always A. */
  readonly bonus: 'A';
  /** Who held it before. */
  readonly from: Seat;
}

/** A card from the common deck started a new row in a slot. @category Events */
export interface NewRowEvent {
  /** Discriminant. */
  readonly type: 'newRow';
  /** The row slot. */
  readonly row: number;
  /** The new row's first card. */
  readonly card: Card;
}

/** The common deck was empty, so a taken row's slot is closed for good (spec B-A3). @category Events */
export interface RowClosedEvent {
  /** Discriminant. */
  readonly type: 'rowClosed';
  /** The row slot. */
  readonly row: number;
}

/**
 * A hand was refilled from its owner's pile at the end of a turn. Private: `cards` is only for `visibleTo`; use
 * {@link eventsFor} to redact.
 * @category Events
 */
export interface HandRefilledEvent {
  /** Discriminant. */
  readonly type: 'handRefilled';
  /** Whose hand. */
  readonly seat: Seat;
  /** How many cards were drawn. */
  readonly count: number;
  /** The drawn cards (private to `visibleTo`; absent after redaction). */
  readonly cards?: readonly Card[];
  /** Who may see `cards`: the drawer only. */
  readonly visibleTo: readonly Seat[];
}

/** A turn ended. @category Events */
export interface TurnEndedEvent {
  /** Discriminant. */
  readonly type: 'turnEnded';
  /** Whose turn it was. */
  readonly seat: Seat;
  /** How many cards were placed. */
  readonly placed: number;
}

/** A player has no cards left in hand or pile and takes no more turns (spec §5). @category Events */
export interface PlayerOutEvent {
  /** Discriminant. */
  readonly type: 'playerOut';
  /** Who is out. */
  readonly seat: Seat;
}

/** The game ended; final scores and winners (spec §5). @category Events */
export interface GameOverEvent {
  /** Discriminant. */
  readonly type: 'gameOver';
  /** Final score per seat. */
  readonly scores: readonly number[];
  /** The winning seats. */
  readonly winners: readonly Seat[];
  /** End-of-game bonus awards (B or C): seat and points. */
  readonly endBonuses: readonly {
    /** Which bonus card. */
    readonly bonus: BonusId;
    /** Who gets it. */
    readonly seat: Seat;
    /** Its points. */
    readonly points: number;
  }[];
}

/** An illegal placement attempt in penalty mode: the card went back to hand, the mistake card moved (spec V2). @category Events */
export interface MistakeEvent {
  /** Discriminant. */
  readonly type: 'mistake';
  /** The offender, who now holds the mistake card. */
  readonly seat: Seat;
  /** The card that was placed illegally and taken back (now known to be in the offender's hand). */
  readonly card: Card;
  /** The row it was put on. */
  readonly row: number;
  /** Who held the mistake card before (`null`: it lay beside the common deck). */
  readonly from: Seat | null;
  /** The broken rule (`L1` or `L2`). */
  readonly rule: string;
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
  | GameOverEvent
  | MistakeEvent;

/**
 * The events as `seat` (or a spectator, `null`) may see them: private card lists of other seats removed.
 * @param events - events from `applyMoveWithEvents`
 * @param seat - the viewer
 * @returns new event objects where needed; public events unchanged
 * @example
 * ```ts
 * const { events } = bigfish.applyMoveWithEvents(state, move);
 * socket.send(eventsFor(events, 2));
 * ```
 * @category Events
 */
export function eventsFor(events: readonly BigFishEvent[], seat: Seat | null): BigFishEvent[] {
  return events.map((e) => {
    if (e.type === 'handRefilled' && (seat === null || !e.visibleTo.includes(seat))) {
      return { type: 'handRefilled', seat: e.seat, count: e.count, visibleTo: e.visibleTo };
    }
    return e;
  });
}
