/**
 * The seats with the most points: who wins when ties share the win.
 * @module
 */
import type { Seat } from './seats.js';

/**
 * The seats whose points are the highest, ascending (ties share the top).
 * @param points - per seat
 * @returns the top seats; none for no seats
 * @example
 * ```ts
 * topSeats([3, 7, 7, 1]); // [1, 2]
 * ```
 * @category Seats
 */
export function topSeats(points: readonly number[]): Seat[] {
  const best = Math.max(...points);
  return points.flatMap((p, seat) => (p === best ? [seat] : []));
}
