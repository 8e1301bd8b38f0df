/**
 * The Dalmuti deck (§1): ranks 1 (the Dalmuti, best) to 12 (the Peasants, worst), `r` copies of rank `r`, plus two
 * Jesters. Cards of one rank are identical, so hands and piles are counts by rank: an array of {@link RANK_SLOTS}
 * numbers where index `r` (1..12) counts the cards of rank `r`, index {@link JESTER} (13) counts the Jesters, and
 * index 0 is unused (always 0).
 * @module
 */
import type { Seat } from '../../core/index.js';

/**
 * A card: its rank, 1 (the Dalmuti, best) … 12 (a Peasant, worst), or 13 for a Jester. Cards of one rank are
 * identical, so a card is its rank.
 * @category Dalmuti
 */
export type DalmutiCard = number;

/** The index of the Jesters in a counts array, and the effective rank of a Jester-only set (§1, P2). */
export const JESTER = 13;

/** The length of a counts-by-rank array: index 0 (unused), ranks 1..12 and the Jesters at 13. */
export const RANK_SLOTS = 14;

/** The worst natural rank of the full deck (the Peasants). */
export const LOWEST_RANK = 12;

/** The most seats a table may have. */
export const MAX_SEATS = 13;

/** The names of the ranks (§1), by rank (index 0 is empty; 13 is the Jester). */
export const RANK_NAMES: readonly string[] = [
  '',
  'Dalmuti',
  'Archbishop',
  'Earl Marshal',
  'Baroness',
  'Abbess',
  'Knight',
  'Seamstress',
  'Mason',
  'Cook',
  'Shepherdess',
  'Stonecutter',
  'Peasant',
  'Jester',
];

/**
 * A social rank's role. Rank index 0 is the Greater Dalmuti, 1 the Lesser Dalmuti, N−2 the Lesser Peon, N−1 the
 * Greater Peon, and everyone between is a Merchant (§2).
 * @inline
 */
export type Role = 'greaterDalmuti' | 'lesserDalmuti' | 'merchant' | 'lesserPeon' | 'greaterPeon';

/**
 * The role of a rank index at a table of `seats` players (§2).
 * @param rankIndex - 0 (best) .. seats−1 (worst)
 * @param seats - the number of players (≥ 4)
 * @returns the role
 */
export function roleAt(rankIndex: number, seats: number): Role {
  if (rankIndex === 0) return 'greaterDalmuti';
  if (rankIndex === 1) return 'lesserDalmuti';
  if (rankIndex === seats - 1) return 'greaterPeon';
  if (rankIndex === seats - 2) return 'lesserPeon';
  return 'merchant';
}

/**
 * The seats holding the four taxed roles (§2) in a rank order, best first: Greater and Lesser Dalmuti (the first two),
 * Lesser and Greater Peon (the last two).
 * @param order - the rank order
 * @returns the four seats
 */
export function taxSeats(order: readonly Seat[]): { gd: Seat; ld: Seat; lp: Seat; gp: Seat } {
  return { gd: order[0]!, ld: order[1]!, lp: order[order.length - 2]!, gp: order[order.length - 1]! };
}

/**
 * The deck as counts by rank (§1; V5 removes the 12s, and for 4 players also the 11s).
 * @param seats - the number of players
 * @param shortDeck - whether V5 is on
 * @returns a new counts array of length {@link RANK_SLOTS}
 */
export function deckCounts(seats: number, shortDeck: boolean): number[] {
  const counts = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2]; // `r` cards of each rank `r`, two Jesters
  // V5: the worst natural rank in play is 10 for 4 players and 11 for 5; the ranks below it leave the deck.
  if (shortDeck && seats <= 5) for (let r = seats === 4 ? 11 : 12; r <= LOWEST_RANK; r++) counts[r] = 0;
  return counts;
}

/**
 * The card at `index` of a hand listed in rank order (best first, Jesters last).
 * @param hand - counts by rank
 * @param index - 0 .. the hand's size − 1
 * @returns the rank of that card
 */
export function cardAt(hand: readonly number[], index: number): number {
  let i = index;
  for (let r = 1; r < RANK_SLOTS; r++) {
    if (i < hand[r]!) return r;
    i -= hand[r]!;
  }
  return JESTER;
}
