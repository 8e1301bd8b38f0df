/**
 * Card conservation, the invariant every card game has: each card of the deck is in exactly one place.
 * @module
 */

/**
 * One place cards can be in a state: a list of cards, or counts by card value (`counts[v]` cards of value `v`).
 * @typeParam C - the card type (a number or a code)
 * @category Invariants
 */
export type CardPlace<C> =
  | { readonly path: string; readonly cards: readonly C[] }
  | { readonly path: string; readonly counts: readonly number[] };

/**
 * Checks that the places of a state hold exactly the deck, each card as often as the deck has it: reports every card
 * that is one too many (at the place where it is found) and every card that is nowhere (at the first place's path,
 * less a final index: `hands.0` gives `hands`).
 * @param deck - every card of the game, with repeats for identical cards
 * @param places - every place a card can be, in the state's order
 * @param report - where problems go (an invariant's `report`)
 * @param nameOf - a card's name for people
 * @example
 * ```ts
 * checkConservation([0, 1, 2, 3], [{ path: 'hands.0', cards: [0, 1] }, { path: 'played', cards: [1] }], report);
 * // report('played.0', 'card 1 is one too many: the deck has 1'), report('hands', 'card 2, card 3 are nowhere')
 * ```
 * @category Invariants
 */
export function checkConservation<C extends number | string>(
  deck: readonly C[],
  places: readonly CardPlace<C>[],
  report: (path: string, message: string) => void,
  nameOf: (card: C) => string = (card) => `card ${card}`,
): void {
  const left = new Map<C, number>();
  for (const card of deck) left.set(card, (left.get(card) ?? 0) + 1);
  const take = (card: C, path: string) => {
    const n = left.get(card);
    if (n === undefined || n === 0) {
      const total = deck.filter((c) => c === card).length;
      report(path, `${nameOf(card)} is one too many: the deck has ${total}`);
    } else left.set(card, n - 1);
  };
  for (const place of places) {
    if ('cards' in place)
      place.cards.forEach((card, i) => {
        take(card, `${place.path}.${i}`);
      });
    else
      place.counts.forEach((count, value) => {
        for (let k = 0; k < count; k++) take(value as C, `${place.path}.${value}`);
      });
  }
  const missing: string[] = [];
  for (const [card, n] of left) for (let k = 0; k < n; k++) missing.push(nameOf(card));
  if (missing.length > 0) {
    const shown = missing.length > 8 ? [...missing.slice(0, 8), `${missing.length - 8} more`] : missing;
    report(
      (places[0]?.path ?? '').replace(/\.\d+$/, ''),
      `${shown.join(', ')} ${missing.length > 1 ? 'are' : 'is'} nowhere`,
    );
  }
}
