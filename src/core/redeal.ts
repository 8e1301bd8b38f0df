/**
 * The hidden-card redeal and the deal of unseen cards that every game's hidden-information hooks need.
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

/**
 * Deals the cards an observer has not seen at random into places of given sizes, for a `sampleState`: the cards of
 * `deck` less the cards in `seen` (as multisets: a card twice in the deck and once seen is unseen once), shuffled, then
 * dealt in order, `sizes[0]` cards to the first place, `sizes[1]` to the next, and so on.
 * @param deck - every card of the game (a multiset)
 * @param seen - the cards the observer has seen somewhere (a multiset, within `deck`)
 * @param sizes - how many cards each place holds; together, exactly the unseen cards
 * @param rng - where the randomness comes from
 * @returns one list of cards per size
 * @throws RangeError when a seen card is not in the deck (or is seen more often than the deck holds it), or the sizes do
 *   not add up to the number of unseen cards: the observation is not one of this deck
 * @example
 * ```ts
 * // The stock and the two other hands of a seat that sees its own hand and the discard pile.
 * const [stock, left, right] = dealUnseen(frenchDeck(), [...ownHand, ...discard], [stockSize, 7, 7], rng);
 * ```
 * @category Hidden information
 */
export function dealUnseen<C>(
  deck: readonly C[],
  seen: readonly C[],
  sizes: readonly number[],
  rng: Rng,
): C[][] {
  const left = new Map<C, number>();
  for (const card of seen) left.set(card, (left.get(card) ?? 0) + 1);
  const unseen = deck.filter((card) => {
    const n = left.get(card) ?? 0;
    if (n > 0) left.set(card, n - 1);
    return n === 0;
  });
  for (const [card, n] of left)
    if (n > 0) throw new RangeError(`dealUnseen: ${String(card)} seen but not in the deck`);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (sizes.some((size) => !Number.isInteger(size) || size < 0) || total !== unseen.length) {
    throw new RangeError(`dealUnseen: places for ${total} cards, but ${unseen.length} are unseen`);
  }
  rng.shuffle(unseen);
  let next = 0;
  return sizes.map((size) => unseen.slice(next, (next += size)));
}
