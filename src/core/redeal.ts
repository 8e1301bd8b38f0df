/**
 * The hidden-card redeal every game's hidden-information hooks need.
 * @module
 */
import type { Rng } from './rng.js';

/**
 * Deals the hidden cards of some places again at random: the cards of the places marked hidden are pooled (less the
 * cards known to be in them), shuffled, and dealt back so that every place keeps its size, and every known card keeps
 * its place and its index. Places not marked hidden come back as copies, unchanged.
 * @param places - the places (hands, a deck, …), as lists of cards
 * @param hidden - per place, whether its cards are hidden from the observer
 * @param rng - where the randomness comes from
 * @param known - per place, the cards everybody knows are in it (a multiset); they stay where they are
 * @returns the new places
 * @example
 * ```ts
 * // Seat 0 sees its own hand; seats 1 and 2 and the deck are redealt among themselves.
 * const [h0, h1, h2, deck] = redealHidden([hand0, hand1, hand2, deckCards], [false, true, true, true], rng);
 * ```
 * @category Hidden information
 */
export function redealHidden<C>(
  places: readonly (readonly C[])[],
  hidden: readonly boolean[],
  rng: Rng,
  known: readonly (readonly C[] | undefined)[] = [],
): C[][] {
  const pool: C[] = [];
  const keep: boolean[][] = places.map((cards, p) => {
    const mark = cards.map(() => !hidden[p]);
    if (!hidden[p]) return mark;
    const stays = [...(known[p] ?? [])];
    cards.forEach((card, i) => {
      const k = stays.indexOf(card);
      if (k >= 0) {
        stays.splice(k, 1);
        mark[i] = true;
      } else pool.push(card);
    });
    return mark;
  });
  rng.shuffle(pool);
  let next = 0;
  return places.map((cards, p) => cards.map((card, i) => (keep[p]![i] ? card : pool[next++]!)));
}
