/**
 * What the moves of Crazy Eights report (R4–R11 of the rules page), as events: plain data for UIs to animate and logs
 * to read. A drawn card is a secret of the seat that drew it; `dealt` and `matchOver` are core's lifecycle events.
 * @module
 */
import type { DealtEvent, MatchOverEvent, Seat, Secret } from 'cardrules/core';
import type { Card, Suit } from './cards.js';

/**
 * A card was played to the discard pile (R4), or an 8 with the suit its player named (R5).
 * @category Crazy Eights
 */
export interface PlayedEvent {
  /** The event's kind. */
  readonly type: 'played';
  /** Who played. */
  readonly seat: Seat;
  /** The card played. */
  readonly card: Card;
  /** The suit named with an 8; `null` for any other card. */
  readonly suit: Suit | null;
}

/**
 * A seat drew a card from the stock (R6); only that seat sees which (`card` is `null` in the others' copies).
 * @category Crazy Eights
 */
export interface DrewEvent {
  /** The event's kind. */
  readonly type: 'drew';
  /** Who drew. */
  readonly seat: Seat;
  /** The card drawn; `null` in the copies of the other seats and of spectators. */
  readonly card: Card | null;
  /** Core's redaction: only `seat` sees `card`. */
  readonly secret: Secret;
}

/**
 * A seat passed (R6, R7).
 * @category Crazy Eights
 */
export interface PassedEvent {
  /** The event's kind. */
  readonly type: 'passed';
  /** Who passed. */
  readonly seat: Seat;
}

/**
 * The discard pile, all but its top card, was shuffled into a new stock (R7).
 * @category Crazy Eights
 */
export interface ReshuffledEvent {
  /** The event's kind. */
  readonly type: 'reshuffled';
  /** How many cards the new stock holds. */
  readonly cards: number;
}

/**
 * A seat went out and won the hand (R8); what each seat scored in it (R10, R11).
 * @category Crazy Eights
 */
export interface HandOverEvent {
  /** The event's kind. */
  readonly type: 'handOver';
  /** The number of the hand, from 1. */
  readonly hand: number;
  /** The seat that went out. */
  readonly winner: Seat;
  /** Per seat, the points this hand added to its score. */
  readonly points: readonly number[];
}

/**
 * Everything a move can report. `dealt` and `matchOver` are core's lifecycle events.
 * @category Crazy Eights
 */
export type CrazyEightsEvent =
  | PlayedEvent
  | DrewEvent
  | PassedEvent
  | ReshuffledEvent
  | HandOverEvent
  | DealtEvent
  | MatchOverEvent;
