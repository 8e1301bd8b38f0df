/**
 * Arranged positions for the rule tests: a state written out field by field (cards as codes), loaded by the game's
 * own `loadState` as a position, so every invariant of the rules page still holds.
 */
import { FRENCH_CARDS, frenchCardId, seedState } from 'cardrules/core';
import type { Card } from '../src/cards.js';
import { type CrazyEightsState, crazyEights } from '../src/index.js';

/** A position: the hands and the discard pile as codes; the stock holds every other card (its last one on top). */
export interface Position {
  readonly hands: readonly (readonly Card[])[];
  readonly discard: readonly Card[];
  /** The stock from the bottom. @defaultValue every card not elsewhere, ascending (its top is the highest card left) */
  readonly stock?: readonly Card[];
  /** Where the cards named nowhere go: the stock, under the discard pile (the default when `stock` is given), or a seat's hand. */
  readonly rest?: 'stock' | 'discard' | number;
  readonly toPlay?: number;
  readonly suit?: 'C' | 'D' | 'H' | 'S';
  readonly target?: number | null;
  readonly scores?: readonly number[];
  readonly drawn?: Card | null;
}

/** The state of a position, checked by `crazyEights.loadState`; throws with every issue when it is not valid. */
export function position(p: Position): CrazyEightsState {
  const ids = (cards: readonly Card[]) => cards.map(frenchCardId);
  const rest = FRENCH_CARDS.filter(
    (card) => ![...p.hands.flat(), ...p.discard, ...(p.stock ?? [])].includes(card),
  );
  const to = p.rest ?? (p.stock ? 'discard' : 'stock');
  const hands = p.hands.map((hand, seat) => (to === seat ? [...hand, ...rest] : hand));
  const top = p.discard[p.discard.length - 1]!;
  const raw = {
    game: 'crazy-eights',
    version: 1,
    seats: p.hands.length,
    options: { target: p.target ?? null },
    handNumber: 1,
    dealer: 0,
    toPlay: p.toPlay ?? 1,
    hands: hands.map((hand) => ids(hand).sort((a, b) => a - b)),
    stock: ids(to === 'stock' ? [...(p.stock ?? []), ...rest] : (p.stock ?? [])),
    discard: ids(to === 'discard' ? [...rest, ...p.discard] : p.discard),
    suit: 'CDHS'.indexOf(p.suit ?? top.slice(-1)),
    reshuffled: false,
    drawn: p.drawn ? frenchCardId(p.drawn) : null,
    scores: p.scores ?? p.hands.map(() => 0),
    winners: [],
    rng: seedState(1),
    origin: 'position',
  };
  const loaded = crazyEights.loadState(raw, { positions: true });
  if (!loaded.ok) throw new Error(`not a valid position: ${JSON.stringify(loaded.error.issues)}`);
  return loaded.value;
}
