/**
 * Multisets of interchangeable cards, stored as counts by rank: `counts[r]` is how many cards of rank `r` there are.
 * Games whose cards of one rank are identical (Linko, Dalmuti) keep hands this way, so that a move names ranks and
 * counts rather than card instances.
 * @module
 */

/** Counts by rank: index = rank, value = how many cards of that rank. */
export type Counts = readonly number[];

/**
 * Counts the cards of each rank.
 *
 * @param cards - rank numbers, each in `0..size-1`
 * @param size - the number of ranks (the length of the result)
 * @example
 * ```ts
 * countsOf([2, 0, 2], 3); // [1, 0, 2]
 * ```
 * @category Multiset
 */
export function countsOf(cards: Iterable<number>, size: number): number[] {
  const counts = new Array<number>(size).fill(0);
  for (const rank of cards) {
    if (!Number.isInteger(rank) || rank < 0 || rank >= size)
      throw new RangeError(`countsOf: rank ${rank} out of range`);
    counts[rank]!++;
  }
  return counts;
}

/**
 * Lists the cards of a multiset, lowest rank first.
 *
 * @param counts - counts by rank
 * @example
 * ```ts
 * cardsOf([1, 0, 2]); // [0, 2, 2]
 * ```
 * @category Multiset
 */
export function cardsOf(counts: Counts): number[] {
  const out: number[] = [];
  for (let rank = 0; rank < counts.length; rank++) for (let i = 0; i < counts[rank]!; i++) out.push(rank);
  return out;
}

/**
 * The number of cards in a multiset.
 * @param counts - counts by rank
 * @category Multiset
 */
export function total(counts: Counts): number {
  let sum = 0;
  for (const c of counts) sum += c;
  return sum;
}

/**
 * Whether `whole` holds at least the cards of `part` (rank by rank).
 * @param whole - the larger multiset
 * @param part - the multiset to look for
 * @example
 * ```ts
 * contains([2, 1], [1, 1]); // true
 * contains([2, 1], [0, 2]); // false
 * ```
 * @category Multiset
 */
export function contains(whole: Counts, part: Counts): boolean {
  for (let rank = 0; rank < part.length; rank++) if ((whole[rank] ?? 0) < part[rank]!) return false;
  return true;
}

/**
 * Adds `part` into `target` in place.
 * @param target - mutated
 * @param part - the cards to add
 * @category Multiset
 */
export function addInto(target: number[], part: Counts): void {
  for (let rank = 0; rank < part.length; rank++) target[rank] = (target[rank] ?? 0) + part[rank]!;
}

/**
 * Removes `part` from `target` in place.
 * @param target - mutated
 * @param part - the cards to remove
 * @throws RangeError when `target` does not contain `part` (nothing is changed then)
 * @category Multiset
 */
export function removeFrom(target: number[], part: Counts): void {
  if (!contains(target, part)) throw new RangeError('removeFrom: the multiset does not contain these cards');
  for (let rank = 0; rank < part.length; rank++) target[rank] = target[rank]! - part[rank]!;
}
