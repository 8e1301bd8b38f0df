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
 * A seat played a set onto its stack.
 * @inline
 */
interface SetPlayedEvent {
  /** The discriminant. */
  readonly type: 'setPlayed';
  /** The seat concerned. */
  readonly seat: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/**
 * A snatch: the victim's top set left the stack and waits for its fate (limbo).
 * @inline
 */
interface SnatchedEvent {
  /** The discriminant. */
  readonly type: 'snatched';
  /** The turn owner. */
  readonly by: Seat;
  /** The seat snatched from. */
  readonly victim: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/**
 * The turn owner took the snatched set into hand (its cards are now publicly in that hand).
 * @inline
 */
interface TakenEvent {
  /** The discriminant. */
  readonly type: 'taken';
  /** The turn owner. */
  readonly by: Seat;
  /** The seat snatched from. */
  readonly victim: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/**
 * The turn owner declined the snatched set; the victim decides.
 * @inline
 */
interface DeclinedEvent {
  /** The discriminant. */
  readonly type: 'declined';
  /** The turn owner. */
  readonly by: Seat;
  /** The seat snatched from. */
  readonly victim: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/**
 * The victim took the declined set back into hand.
 * @inline
 */
interface TakenBackEvent {
  /** The discriminant. */
  readonly type: 'takenBack';
  /** The seat concerned. */
  readonly seat: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/**
 * The victim discarded the declined set and owes as many draws.
 * @inline
 */
interface DiscardedEvent {
  /** The discriminant. */
  readonly type: 'discarded';
  /** The seat concerned. */
  readonly seat: Seat;
  /** The set concerned. */
  readonly set: LinkoSet;
}
/**
 * A seat drew one card: from the display in public; from the deck seen by the drawer alone.
 * @inline
 */
interface CardDrawnEvent {
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
 * The optional amigo2022 draw was declined.
 * @inline
 */
interface PassedEvent {
  /** The discriminant. */
  readonly type: 'passed';
  /** The seat concerned. */
  readonly seat: Seat;
}
/**
 * The display was refilled from the deck with these cards (appended in order).
 * @inline
 */
interface DisplayRefilledEvent {
  /** The discriminant. */
  readonly type: 'displayRefilled';
  /** The cards concerned. */
  readonly cards: readonly LinkoCard[];
}
/**
 * A new turn began.
 * @inline
 */
interface TurnStartedEvent {
  /** The discriminant. */
  readonly type: 'turnStarted';
  /** The seat concerned. */
  readonly seat: Seat;
}
/**
 * A game of the match ended.
 * @inline
 */
interface GameEndedEvent {
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
  | SetPlayedEvent
  | SnatchedEvent
  | TakenEvent
  | DeclinedEvent
  | TakenBackEvent
  | DiscardedEvent
  | CardDrawnEvent
  | PassedEvent
  | DisplayRefilledEvent
  | TurnStartedEvent
  | GameEndedEvent
  | DealtEvent
  | MatchOverEvent;
