/**
 * Linko's events: what `applyMoveWithEvents` reports, for UIs to animate and logs to read. Only a card drawn from
 * the deck is private: its event carries core's `secret` (the drawer alone sees `card`), so `linko.eventsFor` sets
 * that card to `null` for everybody else.
 * @module
 */
import type { DealtEvent, MatchOverEvent, Seat, Secret } from '../../core/index.js';
import type { LinkoCard, LinkoSet } from './cards.js';
import type { LinkoEndReason } from './state.js';

/** A seat played a set onto its stack. */
interface SetPlayedEvent {
  readonly type: 'setPlayed';
  readonly seat: Seat;
  readonly set: LinkoSet;
}
/** A snatch: the victim's top set left the stack and waits for its fate (limbo). */
interface SnatchedEvent {
  readonly type: 'snatched';
  /** The turn owner. */
  readonly by: Seat;
  /** The seat snatched from. */
  readonly victim: Seat;
  readonly set: LinkoSet;
}
/** The turn owner took the snatched set into hand (its cards are now publicly in that hand). */
interface TakenEvent {
  readonly type: 'taken';
  readonly by: Seat;
  readonly victim: Seat;
  readonly set: LinkoSet;
}
/** The turn owner declined the snatched set; the victim decides. */
interface DeclinedEvent {
  readonly type: 'declined';
  readonly by: Seat;
  readonly victim: Seat;
  readonly set: LinkoSet;
}
/** The victim took the declined set back into hand. */
interface TakenBackEvent {
  readonly type: 'takenBack';
  readonly seat: Seat;
  readonly set: LinkoSet;
}
/** The victim discarded the declined set and owes as many draws. */
interface DiscardedEvent {
  readonly type: 'discarded';
  readonly seat: Seat;
  readonly set: LinkoSet;
}
/** A seat drew one card: from the display in public; from the deck seen by the drawer alone. */
interface CardDrawnEvent {
  readonly type: 'cardDrawn';
  readonly seat: Seat;
  readonly from: 'deck' | 'display';
  /** The card; `null` in the copy of a seat that may not see it. */
  readonly card: LinkoCard | null;
  /** Cards still owed after this draw (0 for the optional amigo2022 draw). */
  readonly owed: number;
  /** Present on deck draws: `{ seats: [seat], fields: ['card'] }`. */
  readonly secret?: Secret;
}
/** The optional amigo2022 draw was declined. */
interface PassedEvent {
  readonly type: 'passed';
  readonly seat: Seat;
}
/** The display was refilled from the deck with these cards (appended in order). */
interface DisplayRefilledEvent {
  readonly type: 'displayRefilled';
  readonly cards: readonly LinkoCard[];
}
/** A new turn began. */
interface TurnStartedEvent {
  readonly type: 'turnStarted';
  readonly seat: Seat;
}
/** A game of the match ended. */
interface GameEndedEvent {
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
