/**
 * A deal made again from a stored random stream: the check a saved state's invariants use to tie its cards to the
 * stream that dealt them.
 * @module
 */
import { deepEqual } from './json.js';
import { Rng, type RngState } from './rng.js';

/**
 * Words a deal may draw beyond the words it needs when no draw is rejected (a draw is rejected with odds below 2^-25,
 * so more than four rejections in one deal do not happen in practice).
 */
const REJECTION_SLACK = 4;

/**
 * Makes a deal again from a stored stream. When nothing but the deal drew from the stream since it started, the
 * stream stepped back by the words the deal drew is the one the deal started from. A deal draws `words` words, or a
 * few more when a draw was rejected: each count from `words` to `words + slack` is tried in turn, and the first deal
 * that fits is returned.
 * @param stored - the stored stream, right after the deal (and whatever else the count of words covers)
 * @param words - the words the deal draws when no draw is rejected
 * @param deal - deals from the stream it is given (the stepped-back one); may return `null` for "not this count"
 * @param fits - whether a deal made is the one the state holds; by default, whether the deal drew exactly the words
 *   it was stepped back by (the stream after it is the stored one)
 * @param slack - the most words a deal draws beyond `words`
 * @returns the first deal that fits, or `null` when no count of words leads back to a deal that fits
 * @example
 * ```ts
 * const rng = Rng.fromSeed(7);
 * const deck = [1, 2, 3, 4, 5];
 * rng.shuffle(deck); // 4 words, or a few more on a rejected draw
 * replayDeal(rng.state(), 4, (r) => r.shuffle([1, 2, 3, 4, 5])); // deep-equals deck
 * ```
 * @category State
 */
export function replayDeal<D>(
  stored: RngState,
  words: number,
  deal: (rng: Rng) => D | null,
  fits: (dealt: D, rng: Rng) => boolean = (_, rng) => deepEqual(rng.state(), stored),
  slack: number = REJECTION_SLACK,
): D | null {
  const rng = new Rng(stored);
  for (let extra = 0; extra <= slack; extra++) {
    rng.load(stored);
    rng.rewind(words + extra);
    const dealt = deal(rng);
    if (dealt !== null && fits(dealt, rng)) return dealt;
  }
  return null;
}
