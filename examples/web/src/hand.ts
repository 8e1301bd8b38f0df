/**
 * What a clicked card of the hand stands for, for every game alike: the legal moves that use a card equal to it,
 * as the game itself says through `cardsOfMove` (indices into `view.hand`). Identical cards stand for the same moves,
 * whichever copy is clicked.
 */
import type { AnyGame } from 'cardrules/core';

/** A card value's identity for comparing (card values are plain JSON: a string, a number or a small object). */
const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The legal moves that use the card at `index` of the viewer's hand (or an identical one).
 * @param game - the game
 * @param view - the viewer's view (the seat to act)
 * @param legal - the legal moves now
 * @param index - an index into `view.hand`
 * @returns the moves, in the order of `legal`; none when the index holds no card or no move uses it
 */
export function movesOfCard(
  game: AnyGame,
  view: { readonly hand: readonly unknown[] | null },
  legal: readonly unknown[],
  index: number,
): unknown[] {
  const hand = view.hand ?? [];
  if (!Number.isInteger(index) || index < 0 || index >= hand.length) return [];
  const card = hand[index];
  return legal.filter((move) => game.cardsOfMove(view, move).some((i: number) => same(hand[i], card)));
}
