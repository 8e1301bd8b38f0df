/**
 * Scores and winners (spec section 5).
 * @module
 */
import { type Seat, standingShares } from '../../core/index.js';
import type { CoinsState } from './state.js';

/**
 * Coins won so far by each seat, across hands (section 5).
 * @param state - the state
 * @category Coins
 */
export function score(state: CoinsState): readonly number[] {
  return state.scores.slice();
}

/**
 * The seat that reached the target (C5: there is exactly one), or none while the match goes on.
 * @param state - the state
 * @category Coins
 */
export function winners(state: CoinsState): readonly Seat[] {
  return state.winner === null ? [] : [state.winner];
}

/**
 * A ranking of all seats for statistics (section 5: not in the rules): the winner first, the others by score; seats
 * with equal scores share a place. `ranks[seat]` is 1 for the best.
 * @param state - a finished (or unfinished) state
 * @returns each seat's place, 1-based
 * @example
 * ```ts
 * ranking(state); // e.g. [1, 3, 2]
 * ```
 * @category Coins
 */
export function ranking(state: CoinsState): readonly number[] {
  const key = (s: Seat) => (state.winner === s ? Number.POSITIVE_INFINITY : state.scores[s]!);
  return [0, 1, 2].map((s) => 1 + [0, 1, 2].filter((o) => key(o) > key(s)).length);
}

/**
 * The game's evaluation hook: each seat's standing in the match, as shares of the coins won so far (each seat's coins
 * plus 1, over the sum: a seat with no coin is not counted out); a finished match gives the winner 1 and the others
 * 0. The cards still in hand are not counted: they are hidden, and a hand is a few tricks long.
 * @param state - the state
 * @returns per seat, in [0, 1], summing to 1
 * @category Coins
 */
export function evaluate(state: CoinsState): readonly number[] {
  return standingShares(state.scores, winners(state));
}
