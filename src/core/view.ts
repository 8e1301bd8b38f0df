/**
 * The fields every game's view has, with one name each, so a table, a status line or a bot can read them from any
 * game without knowing which one it is.
 * @module
 */
import type { Seat } from './seats.js';

/**
 * The fields every game's view carries under the same names (each game's view extends it with its own table).
 *
 * Views handed out by a game are deeply frozen and cached: `game.view(state, seat)` returns the same object for the
 * same state object and seat (spectator included), so identity-based memoization works on views as it does on states.
 *
 * @typeParam C - the game's card value (what its hands hold)
 * @category Game contract
 */
export interface BaseView<C = number> {
  /** The viewing seat, or `null` for a spectator. */
  readonly seat: Seat | null;
  /** The seat that decides now, or `null` when the match is over. */
  readonly toAct: Seat | null;
  /**
   * The viewer's own cards as the game's card values, sorted as the game sorts hands (identical cards side by side);
   * `null` for a spectator. A move's cards are given as indices into this array (`cardsOfMove`).
   */
  readonly hand: readonly C[] | null;
  /** The number of the current hand (or game) within the match, from 1; a one-hand game is always at hand 1. */
  readonly handNumber: number;
  /** Per seat, the match score so far (final when over), as the game's `score` gives it. */
  readonly scores: readonly number[];
  /** Whether the match is over. */
  readonly over: boolean;
  /** The winning seats (ties share the win); empty until the match is over. */
  readonly winners: readonly Seat[];
}

/**
 * The card value of a view's hand (`CardOf<CoinsView>` is `CoinsCard`).
 * @typeParam V - a game's view type
 * @category Game contract
 */
export type CardOf<V> = V extends { readonly hand: readonly (infer C)[] | null } ? C : never;

/**
 * A seat's view: the view with `hand` never `null` (only a spectator's view has no hand). `game.view(state, seat)`
 * with a seat number returns this type, so `view.hand[0]` needs no `!`.
 * @typeParam V - a game's view type
 * @category Game contract
 */
export type SeatView<V> = V extends { readonly hand: infer H } ? V & { readonly hand: NonNullable<H> } : V;

/**
 * The indices into `hand` of `cards`, each card taking the first index not taken yet that holds an equal card, so
 * identical cards get distinct indices (the helper a game's `cardsOfMove` is written with). A card the hand lacks
 * (or lacks once more) gets no index; a spectator's `null` hand gives none.
 * @param hand - a view's hand
 * @param cards - the cards a move takes from it, in any order
 * @returns the indices, in the order of `cards`
 * @example
 * ```ts
 * handIndices([3, 7, 7, 9], [7, 7]); // [1, 2]
 * ```
 * @category Game contract
 */
export function handIndices<C>(hand: readonly C[] | null, cards: readonly C[]): number[] {
  if (hand === null) return [];
  const taken = new Array<boolean>(hand.length).fill(false);
  const out: number[] = [];
  for (const card of cards) {
    const at = hand.findIndex((c, i) => !taken[i] && c === card);
    if (at < 0) continue;
    taken[at] = true;
    out.push(at);
  }
  return out;
}
