/**
 * Linko's events: what `applyMoveWithEvents` reports, for UIs to animate and logs to read. Only a card drawn from
 * the deck is private: its event carries core's `secret` (the drawer alone sees `card`), so `linko.eventsFor` sets
 * that card to `null` for everybody else.
 * @module
 */
import type { DealtEvent, MatchOverEvent, Seat, Secret } from '../../core/index.js';
import type { LinkoCard, LinkoSet } from './cards.js';
import type { LinkoEndReason } from './state.js';

/**
 * A seat's set: `setPlayed` (onto its stack), `takenBack` (the victim took the declined set back into hand) or
 * `discarded` (the victim discarded the declined set and owes as many draws).
 * @inline
 */
export interface SeatSetEvent {
  /** The discriminant. */
  readonly type: 'setPlayed' | 'takenBack' | 'discarded';
  /** The seat concerned. */
  readonly seat: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/**
 * A snatch and its fate: `snatched` (the victim's top set left the stack and waits in limbo), `taken` (the turn owner
 * took it into hand, in public) or `declined` (the victim decides).
 * @inline
 */
export interface SnatchEvent {
  /** The discriminant. */
  readonly type: 'snatched' | 'taken' | 'declined';
  /** The turn owner. */
  readonly by: Seat;
  /** The seat snatched from. */
  readonly victim: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/**
 * A seat drew one card: from the display in public; from the deck seen by the drawer alone.
 * @inline
 */
export interface CardDrawnEvent {
  /** The discriminant. */
  readonly type: 'cardDrawn';
  /** The seat concerned. */
  readonly seat: Seat;
  /** Where the card came from. */
  readonly from: 'deck' | 'display';
  /** The card; `null` in the copy of a seat that may not see it. */
  readonly card: LinkoCard | null;
  /** Cards still owed after this draw (0 for the optional amigo2022 draw). */
  readonly owed: number;
  /** Present on deck draws: `{ seats: [seat], fields: ['card'] }`. */
  readonly secret?: Secret;
}
/**
 * `passed` (the optional amigo2022 draw was declined) or `turnStarted` (a new turn began).
 * @inline
 */
export interface SeatEvent {
  /** The discriminant. */
  readonly type: 'passed' | 'turnStarted';
  /** The seat concerned. */
  readonly seat: Seat;
}
/**
 * The display was refilled from the deck with these cards (appended in order).
 * @inline
 */
export interface DisplayRefilledEvent {
  /** The discriminant. */
  readonly type: 'displayRefilled';
  /** The cards concerned. */
  readonly cards: readonly LinkoCard[];
}
/**
 * A game of the match ended.
 * @inline
 */
export interface GameEndedEvent {
  /** The discriminant. */
  readonly type: 'gameEnded';
  /** The game's index in the match (0-based). */
  readonly game: number;
  /** Why the game ended (E1 or E2). */
  readonly reason: LinkoEndReason;
  /** This game's scores per seat. */
  readonly scores: readonly number[];
  /** This game's winners (ties share). */
  readonly winners: readonly Seat[];
}

/**
 * Every Linko event, in the order they happen. Narrow on `type`:
 * - `setPlayed` `{ seat, set }`; `snatched` `{ by, victim, set }` (the victim's top set moved to limbo);
 *   `taken` / `declined` `{ by, victim, set }`; `takenBack` / `discarded` `{ seat, set }`;
 * - `cardDrawn` `{ seat, from: 'deck' | 'display', card, owed }`: a deck draw has a `secret`, and `card` is `null`
 *   in the copy of every other seat; `passed` `{ seat }` (the amigo2022 optional draw declined);
 * - `displayRefilled` `{ cards }`; `turnStarted` `{ seat }`;
 * - `gameEnded` `{ game, reason, scores, winners }` (one game of the match; `game` counts from 0);
 * - core's lifecycle events: `dealt` `{ deal }` (the next game of the match was dealt; `deal` is 2 for the second
 *   game) and `matchOver` `{ scores, winners }` (exactly `linko.score` and `linko.winners` of the final state).
 *
 * `linko.describeEvent(event)` gives each as a sentence.
 * @category Events
 */
export type LinkoEvent =
  | SeatSetEvent
  | SnatchEvent
  | CardDrawnEvent
  | SeatEvent
  | DisplayRefilledEvent
  | GameEndedEvent
  | DealtEvent
  | MatchOverEvent;
