/**
 * What Crazy Eights makes of the standard 52-card deck (R1) of `cardrules/core`: what follows what (R4, R5) and what
 * a card is worth (R9). Inside a state a card is its id `0..51`; moves, views and events carry its code (`'7H'`).
 * @module
 */
import { type FrenchCard, type FrenchSuit, frenchRankOf, frenchSuitOf } from 'cardrules/core';

/**
 * A card's code: its rank, then its suit (`'AS'` the ace of spades, `'10H'` the ten of hearts).
 * @category Crazy Eights
 */
export type Card = FrenchCard;

/**
 * A suit's code: `'C'` clubs, `'D'` diamonds, `'H'` hearts, `'S'` spades.
 * @category Crazy Eights
 */
export type Suit = FrenchSuit;

/** The rank index of the eights. */
const EIGHT = 7;

/** R5: whether a card is an 8, the wild card. */
export const isEight = (id: number): boolean => frenchRankOf(id) === EIGHT;

/**
 * R4, R5: whether a card may be played on the top card when `suit` is the suit in force: an 8 always; another card
 * when it has that suit or the top card's rank.
 */
export function matches(card: number, top: number, suit: number): boolean {
  return isEight(card) || frenchSuitOf(card) === suit || frenchRankOf(card) === frenchRankOf(top);
}

/**
 * R9: a card's penalty points when it is left in a hand: an 8 50, a king, queen or jack 10, an ace 1, any other card
 * its face value.
 * @param id - a card id
 * @returns its points
 */
export function penaltyOf(id: number): number {
  const rank = frenchRankOf(id);
  if (rank === EIGHT) return 50;
  return rank >= 10 ? 10 : rank + 1;
}

/** R9: the penalty points of a hand. */
export const penaltyOfHand = (hand: readonly number[]): number =>
  hand.reduce((sum, id) => sum + penaltyOf(id), 0);
