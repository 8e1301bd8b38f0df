/**
 * Decks, shuffles, deals and draws. Every function takes the {@link Rng} it needs, so decks drawn from a game
 * state's stream are reproducible. By convention the **top** of a pile is the **end** of its array.
 * @module
 */
import type { Rng } from './rng.js';
import type { Seat } from './seats.js';

/**
 * Builds a deck from `[card, count]` pairs, in the order given.
 *
 * @param counts - each card and how many copies of it the deck holds
 * @returns a new array with `count` copies of each card
 * @example
 * ```ts
 * deckFromCounts([[1, 2], [2, 1]]); // [1, 1, 2]
 * ```
 * @category Deck
 */
export function deckFromCounts<C>(counts: Iterable<readonly [C, number]>): C[] {
  const deck: C[] = [];
  for (const [card, count] of counts) {
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`deckFromCounts: bad count ${count}`);
    for (let i = 0; i < count; i++) deck.push(card);
  }
  return deck;
}

/**
 * Shuffles `cards` in place with Fisher–Yates and returns it.
 *
 * @param rng - the random stream to draw from
 * @param cards - the array to shuffle
 * @example
 * ```ts
 * shuffle(Rng.fromSeed(1), [1, 2, 3, 4]); // a permutation of [1, 2, 3, 4]
 * ```
 * @category Deck
 */
export function shuffle<C>(rng: Rng, cards: C[]): C[] {
  return rng.shuffle(cards);
}

/**
 * A shuffled copy of `cards`; the input is left unchanged.
 *
 * @param rng - the random stream to draw from
 * @param cards - the cards to copy and shuffle
 * @category Deck
 */
export function shuffled<C>(rng: Rng, cards: readonly C[]): C[] {
  return rng.shuffle(cards.slice());
}

/**
 * Deals cards round-robin (one at a time, clockwise) starting with seat `from`, taking them from the top (end) of
 * `pile`, which is shortened in place.
 *
 * @param pile - the pile to deal from; its top is its last element
 * @param seats - how many seats there are
 * @param from - the seat that receives the first card
 * @param perSeat - how many cards each seat gets; when omitted the whole pile is dealt (seats from `from` on get the
 *   extra cards when it does not divide evenly)
 * @returns one hand per seat, indexed by seat, each in the order the cards were received
 * @example
 * ```ts
 * const pile = [1, 2, 3, 4, 5];
 * deal(pile, 2, 1); // [[4, 2], [5, 3, 1]]: seat 1 got the top card 5 first
 * ```
 * @category Deck
 */
export function deal<C>(pile: C[], seats: number, from: Seat, perSeat?: number): C[][] {
  if (!Number.isInteger(seats) || seats < 1)
    throw new RangeError(`deal: seats must be a positive integer, got ${seats}`);
  if (!Number.isInteger(from) || from < 0 || from >= seats)
    throw new RangeError(`deal: bad starting seat ${from}`);
  const total = perSeat === undefined ? pile.length : perSeat * seats;
  if (!Number.isInteger(total) || total < 0 || total > pile.length) {
    throw new RangeError(`deal: cannot deal ${total} cards from a pile of ${pile.length}`);
  }
  const hands: C[][] = Array.from({ length: seats }, () => []);
  for (let i = 0; i < total; i++) hands[(from + i) % seats]!.push(pile.pop()!);
  return hands;
}

/**
 * Removes `count` cards from the top (end) of `pile` and returns them, top card first.
 *
 * @param pile - the pile, shortened in place
 * @param count - how many cards (default 1); at most `pile.length`
 * @example
 * ```ts
 * const pile = [1, 2, 3];
 * draw(pile, 2); // [3, 2], pile is now [1]
 * ```
 * @category Deck
 */
export function draw<C>(pile: C[], count = 1): C[] {
  if (!Number.isInteger(count) || count < 0 || count > pile.length) {
    throw new RangeError(`draw: cannot draw ${count} cards from a pile of ${pile.length}`);
  }
  const out: C[] = [];
  for (let i = 0; i < count; i++) out.push(pile.pop()!);
  return out;
}
