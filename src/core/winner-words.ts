/**
 * Saying who won, in the words of a seat: one seat wins, or several share the win.
 * @module
 */
import { plainSeatWords, type SeatWords } from './naming.js';
import type { Seat } from './seats.js';

/**
 * Who won, as a clause for a sentence: `seat 0 wins` (`you win` for the viewer), or `seats 0 and 2 share the win`.
 * @param winners - the winning seats, at least one
 * @param w - how seats are worded
 * @returns the clause
 * @example
 * ```ts
 * winnerWords([1]); // 'seat 1 wins'
 * winnerWords([0, 2]); // 'seats 0 and 2 share the win'
 * winnerWords([1], seatWords({ viewer: 1 })); // 'you win'
 * ```
 * @category Words
 */
export function winnerWords(winners: readonly Seat[], w: SeatWords = plainSeatWords): string {
  return winners.length === 1
    ? `${w.seat(winners[0]!)} ${w.verb(winners[0]!, 'wins', 'win')}`
    : `${w.seats(winners)} share the win`;
}
