/**
 * Choosing the move a rule of thumb values most: the loop every heuristic policy writes.
 * @module
 */
import type { Rng } from './rng.js';

/**
 * The move with the highest value. Values within `tolerance` of the best value met so far tie with it; among tied
 * moves, `rng` picks one at random (one `rng.pick` over the tied moves, in their order), and without `rng` the first
 * one wins.
 * @param moves - the moves to choose from; at least one
 * @param value - what a move is worth (called once per move, in order)
 * @param rng - breaks ties at random; without it, the first of the tied moves is chosen
 * @param tolerance - how close to the best value a value must be to tie with it (0: equal values only)
 * @returns one of `moves`
 * @throws RangeError when `moves` is empty
 * @example
 * ```ts
 * bestMove(['a', 'bb', 'cc'], (m) => m.length);                  // 'bb': the first of the longest
 * bestMove(['a', 'bb', 'cc'], (m) => m.length, Rng.fromSeed(1)); // 'bb' or 'cc', at random
 * ```
 * @category Contract
 */
export function bestMove<M>(moves: readonly M[], value: (move: M) => number, rng?: Rng, tolerance = 0): M {
  const n = moves.length;
  if (n === 0) throw new RangeError('bestMove: no moves to choose from');
  let first = moves[0]!;
  let best = value(first);
  let tied: M[] | null = null; // the moves tied with `first`, itself included, once there are two
  for (let i = 1; i < n; i++) {
    const move = moves[i]!;
    const v = value(move);
    if (v > best + tolerance) {
      first = move;
      best = v;
      tied = null;
    } else if (Math.abs(v - best) <= tolerance) (tied ??= [first]).push(move);
  }
  if (rng === undefined) return first;
  const k = rng.int(tied === null ? 1 : tied.length); // one draw, as rng.pick over the tied moves
  return tied === null ? first : tied[k]!;
}
