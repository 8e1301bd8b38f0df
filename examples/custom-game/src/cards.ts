/**
 * The standard 52-card deck (R1): suits, ranks, card codes, card ids, and what a card is worth (R9).
 *
 * Inside a state a card is its id `0..51`, `suit * 13 + rank - 1` (suits ♣ ♦ ♥ ♠, ranks A 2 … 10 J Q K). Moves, views and
 * events carry the card's code (`'7H'`, `'10S'`, `'QD'`), which people read as `7♥`, `10♠`, `Q♦` (see `notation.ts`).
 * @module
 */

/** The suit codes, by suit index: clubs, diamonds, hearts, spades. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;

/**
 * A suit's code: `'C'` clubs, `'D'` diamonds, `'H'` hearts, `'S'` spades.
 * @category Crazy Eights
 */
export type Suit = (typeof SUITS)[number];

/** The rank codes, by rank index (0 is the ace). */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/**
 * A card's code: its rank, then its suit (`'AS'` the ace of spades, `'10H'` the ten of hearts).
 * @category Crazy Eights
 */
export type Card = `${(typeof RANKS)[number]}${Suit}`;

/** Every card code, by card id. */
export const CARDS: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`));

/** The rank index of the eights. */
const EIGHT = 7;

/** A card's suit index. */
export const suitOf = (id: number): number => Math.floor(id / 13);

/** A card's rank index (0 the ace … 12 the king). */
export const rankOf = (id: number): number => id % 13;

/** R5: whether a card is an 8, the wild card. */
export const isEight = (id: number): boolean => rankOf(id) === EIGHT;

/** The id of a card code, or -1. */
export const cardId = (card: string): number => CARDS.indexOf(card as Card);

/**
 * R4, R5: whether a card may be played on the top card when `suit` is the suit in force: an 8 always; another card
 * when it has that suit or the top card's rank.
 */
export function matches(card: number, top: number, suit: number): boolean {
  return isEight(card) || suitOf(card) === suit || rankOf(card) === rankOf(top);
}

/**
 * R9: a card's penalty points when it is left in a hand: an 8 50, a king, queen or jack 10, an ace 1, any other card
 * its face value.
 * @param id - a card id
 * @returns its points
 */
export function penaltyOf(id: number): number {
  const rank = rankOf(id);
  if (rank === EIGHT) return 50;
  return rank >= 10 ? 10 : rank + 1;
}

/** R9: the penalty points of a hand. */
export const penaltyOfHand = (hand: readonly number[]): number =>
  hand.reduce((sum, id) => sum + penaltyOf(id), 0);
