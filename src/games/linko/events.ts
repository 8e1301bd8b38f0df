/**
 * Linko's events: what `applyMoveWithEvents` reports, for UIs to animate and logs to read.
 *
 * Events are returned to whoever applies the move (a server), and one of them carries a private card: a
 * {@link CardDrawnEvent} from the deck shows the card with `visibleTo` set to the drawer. Before sending events to a
 * seat, pass them through {@link eventsFor}, which blanks that card (`card: null`) for every other seat.
 * @module
 */
import type { Seat } from '../../core/index.js';
import type { Card, LinkoSet } from './cards.js';
import type { LinkoEndReason } from './state.js';

/** A seat played a set onto its stack. @category Events */
export interface SetPlayedEvent {
  /** The discriminant. */
  readonly type: 'setPlayed';
  /** The seat concerned. */
  readonly seat: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/** A snatch was found: the victim's top set left the stack and waits for its fate (limbo). @category Events */
export interface SnatchEvent {
  /** The discriminant. */
  readonly type: 'snatch';
  /** The turn owner. */
  readonly by: Seat;
  /** The seat snatched from. */
  readonly victim: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/** The turn owner took the snatched set into hand (its cards are now publicly in that hand). @category Events */
export interface TakenEvent {
  /** The discriminant. */
  readonly type: 'taken';
  /** The turn owner. */
  readonly by: Seat;
  /** The seat snatched from. */
  readonly victim: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/** The turn owner declined the snatched set. @category Events */
export interface DeclinedEvent {
  /** The discriminant. */
  readonly type: 'declined';
  /** The turn owner. */
  readonly by: Seat;
  /** The seat snatched from. */
  readonly victim: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/** The victim took the declined set back into hand. @category Events */
export interface TakenBackEvent {
  /** The discriminant. */
  readonly type: 'takenBack';
  /** The seat concerned. */
  readonly seat: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/** The victim discarded the declined set and owes as many draws. @category Events */
export interface DiscardedEvent {
  /** The discriminant. */
  readonly type: 'discarded';
  /** The seat concerned. */
  readonly seat: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/**
 * A seat drew one card. From the display everybody sees it (`visibleTo: null`); from the deck only the drawer does
 * (`visibleTo: seat`, and {@link eventsFor} sets `card` to `null` for the others).
 * @category Events
 */
export interface CardDrawnEvent {
  /** The discriminant. */
  readonly type: 'cardDrawn';
  /** The seat concerned. */
  readonly seat: Seat;
  /** Where the card came from. */
  readonly from: 'deck' | 'display';
  /** The card, or `null` in a copy redacted for a seat that may not see it. */
  readonly card: Card | null;
  /** The only seat that may see `card`, or `null` when it is public. */
  readonly visibleTo: Seat | null;
  /** Cards still owed after this draw (0 for the optional amigo2022 draw). */
  readonly owed: number;
}
/** The optional amigo2022 draw was declined. @category Events */
export interface PassedEvent {
  /** The discriminant. */
  readonly type: 'passed';
  /** The seat concerned. */
  readonly seat: Seat;
}
/** The display was refilled from the deck with these cards (appended in order). @category Events */
export interface DisplayRefilledEvent {
  /** The discriminant. */
  readonly type: 'displayRefilled';
  /** The cards added, in order. */
  readonly cards: readonly Card[];
}
/** A new turn began. @category Events */
export interface TurnStartedEvent {
  /** The discriminant. */
  readonly type: 'turnStarted';
  /** The seat concerned. */
  readonly seat: Seat;
}
/** A game of the match ended. @category Events */
export interface GameEndedEvent {
  /** The discriminant. */
  readonly type: 'gameEnded';
  /** The game's index in the match (0-based). */
  readonly game: number;
  /** Why the game ended (E1 or E2). */
  readonly reason: LinkoEndReason;
  /** This game's scores per seat. */
  readonly scores: readonly number[];
  /** The winning seats (ties share). */
  readonly winners: readonly Seat[];
}
/** The next game of the match was dealt. @category Events */
export interface GameStartedEvent {
  /** The discriminant. */
  readonly type: 'gameStarted';
  /** The game's index in the match (0-based). */
  readonly game: number;
  /** The seat that starts it. */
  readonly startSeat: Seat;
}
/** The match ended. @category Events */
export interface MatchEndedEvent {
  /** The discriminant. */
  readonly type: 'matchEnded';
  /** Match totals per seat. */
  readonly totals: readonly number[];
  /** The winning seats (ties share). */
  readonly winners: readonly Seat[];
}

/**
 * Every Linko event.
 * @category Events
 */
export type LinkoEvent =
  | SetPlayedEvent
  | SnatchEvent
  | TakenEvent
  | DeclinedEvent
  | TakenBackEvent
  | DiscardedEvent
  | CardDrawnEvent
  | PassedEvent
  | DisplayRefilledEvent
  | TurnStartedEvent
  | GameEndedEvent
  | GameStartedEvent
  | MatchEndedEvent;

/**
 * The events as `seat` (or a spectator, `null`) may see them: private cards of others' deck draws become `null`.
 * @param events - events from `applyMoveWithEvents`
 * @param seat - the seat the events are for, or `null` for a spectator
 * @returns a new array (events without private data are passed through unchanged)
 * @example
 * ```ts
 * const { state, events } = linko.applyMoveWithEvents(s, move);
 * for (const seat of [0, 1, 2]) send(seat, eventsFor(events, seat));
 * ```
 * @category Events
 */
export function eventsFor(events: readonly LinkoEvent[], seat: Seat | null): LinkoEvent[] {
  return events.map((e) =>
    e.type === 'cardDrawn' && e.visibleTo !== null && e.visibleTo !== seat ? { ...e, card: null } : e,
  );
}
