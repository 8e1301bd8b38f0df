/**
 * The Dalmuti deck: ranks 1 (the Dalmuti, best) to 12 (the Peasants, worst), `r` copies of rank `r`, plus two
 * Jesters. Hands and piles are counts by rank: an array of {@link RANK_SLOTS} numbers where index `r` (1..12) counts
 * the cards of rank `r`, index {@link JESTER} (13) counts the Jesters, and index 0 is unused (always 0).
 * @module
 */
/** The index of the Jesters in a counts array, and the effective rank of a Jester-only set (§1, D-A2). @category Cards */
export const JESTER = 13;

/** The length of a counts-by-rank array: index 0 (unused), ranks 1..12 and the Jesters at 13. @category Cards */
export const RANK_SLOTS = 14;

/** The worst natural rank of the full deck (the Peasants). @category Cards */
export const LOWEST_RANK = 12;

/** The names of the ranks, by index (index 0 is empty; 13 is the Jester). @category Cards */
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
 * @category Cards
 */
export type Role = 'greaterDalmuti' | 'lesserDalmuti' | 'merchant' | 'lesserPeon' | 'greaterPeon';

/**
 * The role of a rank index at a table of `seats` players (§2).
 * @param rankIndex - 0 (best) .. seats−1 (worst)
 * @param seats - the number of players (≥ 4)
 * @returns the role
 * @example
 * ```ts
 * roleAt(2, 5); // 'merchant'
 * roleAt(2, 4); // 'lesserPeon'
 * ```
 * @category Cards
 */
export function roleAt(rankIndex: number, seats: number): Role {
  if (rankIndex === 0) return 'greaterDalmuti';
  if (rankIndex === 1) return 'lesserDalmuti';
  if (rankIndex === seats - 1) return 'greaterPeon';
  if (rankIndex === seats - 2) return 'lesserPeon';
  return 'merchant';
}

/**
 * The worst natural rank in play: 12 normally; with the short-deck variant (V5) 10 for 4 players and 11 for 5.
 * @param seats - the number of players
 * @param shortDeck - whether V5 is on
 * @category Cards
 */
export function worstRank(seats: number, shortDeck: boolean): number {
  if (!shortDeck) return LOWEST_RANK;
  if (seats === 4) return 10;
  if (seats === 5) return 11;
  return LOWEST_RANK;
}

/**
 * The deck as counts by rank (§1; V5 removes the 12s, and for 4 players also the 11s).
 * @param seats - the number of players
 * @param shortDeck - whether V5 is on
 * @returns a new counts array of length {@link RANK_SLOTS}
 * @example
 * ```ts
 * deckCounts(5, false).reduce((a, b) => a + b); // 80
 * deckCounts(4, true).reduce((a, b) => a + b);  // 57
 * ```
 * @category Cards
 */
export function deckCounts(seats: number, shortDeck: boolean): number[] {
  const worst = worstRank(seats, shortDeck);
  const counts = new Array<number>(RANK_SLOTS).fill(0);
  for (let r = 1; r <= worst; r++) counts[r] = r;
  counts[JESTER] = 2;
  return counts;
}

/**
 * The number of cards in a counts array.
 * @param counts - counts by rank
 * @category Cards
 */
export function handSize(counts: readonly number[]): number {
  let n = 0;
  for (let r = 1; r < RANK_SLOTS; r++) n += counts[r]!;
  return n;
}

/**
 * How many cards each rank position receives in the deal (R3): `total` cards one at a time from the Greater Dalmuti,
 * so the first `total mod seats` positions get one more.
 * @param total - the deck size
 * @param seats - the number of players
 * @returns the sizes by rank index
 * @example
 * ```ts
 * dealSizes(80, 6); // [14, 14, 13, 13, 13, 13]
 * ```
 * @category Cards
 */
export function dealSizes(total: number, seats: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < seats; i++) out.push(Math.floor(total / seats) + (i < total % seats ? 1 : 0));
  return out;
}

/**
 * Counts by rank from a list of cards (`13` = Jester).
 * @param cards - ranks 1..13
 * @returns a new counts array
 * @throws RangeError for a rank outside 1..13
 * @example
 * ```ts
 * countsFromCards([5, 5, 13])[5]; // 2
 * ```
 * @category Cards
 */
export function countsFromCards(cards: readonly number[]): number[] {
  const counts = new Array<number>(RANK_SLOTS).fill(0);
  for (const c of cards) {
    if (!Number.isInteger(c) || c < 1 || c > JESTER)
      throw new RangeError(`countsFromCards: bad rank ${String(c)}`);
    counts[c]!++;
  }
  return counts;
}

/**
 * The cards of a counts array as a sorted list of ranks (`13` = Jester last).
 * @param counts - counts by rank
 * @category Cards
 */
export function cardsFromCounts(counts: readonly number[]): number[] {
  const out: number[] = [];
  for (let r = 1; r < RANK_SLOTS; r++) for (let i = 0; i < counts[r]!; i++) out.push(r);
  return out;
}

/**
 * The short name of a card rank: `'1'`..`'12'`, or `'J'` for the Jester.
 * @param rank - 1..13
 * @category Cards
 */
export function rankLabel(rank: number): string {
  return rank === JESTER ? 'J' : String(rank);
}
