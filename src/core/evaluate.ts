/**
 * A building block for the games' evaluation hook (`GameDefinition.evaluate`).
 * @module
 */
import type { Seat } from './seats.js';

/**
 * Each seat's standing as a share of the table, in [0, 1], the shares summing to 1: a finished match gives its winners
 * equal shares (1 for a sole winner, 0 for the others); before the end, each seat's points are shifted so the lowest is
 * 1 and divided by their sum, so the leader has the biggest share, equal points equal shares, and a seat never gets 0.
 * @param points - per seat, points where more is better (they may be negative)
 * @param winners - the match's winners when it is over, else an empty list
 * @returns per seat, its share
 * @example
 * ```ts
 * standingShares([3, 1, 0], []); // [4/7, 2/7, 1/7]
 * standingShares([3, 1, 0], [0]); // [1, 0, 0]
 * ```
 * @category Contract
 */
export function standingShares(points: readonly number[], winners: readonly Seat[]): number[] {
  const out = new Array<number>(points.length).fill(0);
  if (winners.length > 0) {
    for (const w of winners) out[w] = 1 / winners.length;
    return out;
  }
  let low = Number.POSITIVE_INFINITY;
  for (const p of points) if (p < low) low = p;
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    out[i] = points[i]! - low + 1;
    sum += out[i]!;
  }
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / sum;
  return out;
}
