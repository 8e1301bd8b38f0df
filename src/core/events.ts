/**
 * Events: what applying a move reports, for UIs to animate and logs to read. Events are plain data. An event that
 * carries cards some seats may not see says so in one format, {@link Secret}, and {@link redactEvents} (behind every
 * game's `eventsFor`) blanks those fields for everyone else. Two lifecycle events have the same name and shape in
 * every game: {@link DealtEvent} and {@link MatchOverEvent}.
 * @module
 */
import type { Seat } from './seats.js';

/**
 * Which fields of an event only some seats may see. For every other seat, and for a spectator, those fields are
 * `null` in the copy that {@link redactEvents} makes; the `secret` itself stays, so a UI can tell that something was
 * hidden (for example "seat 2 drew a card from the deck").
 * @example
 * ```ts
 * const drawn = { type: 'cardDrawn', seat: 2, card: 7, secret: { seats: [2], fields: ['card'] } };
 * ```
 * @category Events
 */
export interface Secret {
  /** The seats that may see the fields. */
  readonly seats: readonly Seat[];
  /** The names of the fields they alone may see. */
  readonly fields: readonly string[];
}

/**
 * What every event has: a `type`, and a {@link Secret} when part of it is private.
 * @category Events
 */
export interface GameEvent {
  /** The discriminant. */
  readonly type: string;
  /** Present when some fields are private to some seats. */
  readonly secret?: Secret;
}

/**
 * A new hand (Coins, Dalmuti), game (Linko) or round (Big Fish) was dealt inside the match. The first deal, made by
 * `setup`, reports no event.
 * @category Events
 */
export interface DealtEvent {
  /** The discriminant. */
  readonly type: 'dealt';
  /** Which deal of the match this is: 2 for the first one after `setup`. */
  readonly deal: number;
}

/**
 * The match is over: the final scores and the winners (ties share the win), exactly what the game's `score` and
 * `winners` return for the final state.
 * @category Events
 */
export interface MatchOverEvent {
  /** The discriminant. */
  readonly type: 'matchOver';
  /** Per seat, the final match score. */
  readonly scores: readonly number[];
  /** The winning seats. */
  readonly winners: readonly Seat[];
}

/**
 * Makes the lifecycle event of a new deal.
 * @param deal - which deal of the match (2 for the first after `setup`)
 * @returns a `dealt` event
 * @example
 * ```ts
 * ctx.emit(dealtEvent(3)); // { type: 'dealt', deal: 3 }
 * ```
 * @category Events
 */
export function dealtEvent(deal: number): DealtEvent {
  return { type: 'dealt', deal };
}

/**
 * Makes the lifecycle event of the match's end.
 * @param scores - per seat, the final scores
 * @param winners - the winning seats
 * @returns a `matchOver` event with its own copies of both lists
 * @example
 * ```ts
 * ctx.emit(matchOverEvent([12, 9, 4], [0])); // { type: 'matchOver', scores: [12, 9, 4], winners: [0] }
 * ```
 * @category Events
 */
export function matchOverEvent(scores: readonly number[], winners: readonly Seat[]): MatchOverEvent {
  return { type: 'matchOver', scores: [...scores], winners: [...winners] };
}

/**
 * Whether `seat` may see the private fields of an event.
 * @param event - any event
 * @param seat - a seat, or `null` for a spectator (who sees no private field)
 * @returns `true` when the event has no secret or the seat is among its seats
 * @example
 * ```ts
 * canSee({ type: 'cardDrawn', secret: { seats: [2], fields: ['card'] } }, 0); // false
 * ```
 * @category Events
 */
export function canSee(event: GameEvent, seat: Seat | null): boolean {
  const secret = event.secret;
  return secret === undefined || (seat !== null && secret.seats.includes(seat));
}

/**
 * A seat's copy of a list of events: every event whose {@link Secret} leaves the seat out is copied with its private
 * fields set to `null`; the others are passed on as they are (events are frozen data).
 * @param events - the events of one or more moves
 * @param seat - the seat that receives them, or `null` for a spectator
 * @returns a new list of the same length, in the same order
 * @example
 * ```ts
 * redactEvents([{ type: 'cardDrawn', seat: 2, card: 7, secret: { seats: [2], fields: ['card'] } }], 0);
 * // → [{ type: 'cardDrawn', seat: 2, card: null, secret: { seats: [2], fields: ['card'] } }]
 * ```
 * @category Events
 */
export function redactEvents<E extends GameEvent>(events: readonly E[], seat: Seat | null): E[] {
  const out: E[] = [];
  for (const event of events) {
    if (canSee(event, seat)) {
      out.push(event);
      continue;
    }
    const copy: Record<string, unknown> = { ...(event as GameEvent) };
    for (const field of (event.secret as Secret).fields) if (field in copy) copy[field] = null;
    out.push(Object.freeze(copy) as unknown as E);
  }
  return out;
}
