/**
 * What every game's descriptions say alike, in the words of a seat: who won, and the line of the viewer's hand.
 * @module
 */
import { plainSeatWords, type SeatWords } from './naming.js';
import type { Seat } from './seats.js';
import { counted } from './wording.js';

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

/**
 * The line of `describeView` that shows the viewer's hand: `Your hand (3 cards): …` for the viewer itself, with the
 * seat named when the words speak of it as another seat (`Your hand (seat 2, 3 cards): …`), and `empty` for no card.
 * @param seat - the seat whose hand it is
 * @param w - how seats are worded
 * @param size - how many cards the hand holds
 * @param cards - the cards in the game's notation (said when `size` is not 0)
 * @returns the line
 * @example
 * ```ts
 * handLine(2, plainSeatWords, 3, '3 7 J'); // 'Your hand (seat 2, 3 cards): 3 7 J'
 * handLine(2, seatWords({ viewer: 2 }), 0, ''); // 'Your hand (0 cards): empty'
 * ```
 * @category Words
 */
export function handLine(seat: Seat | null, w: SeatWords, size: number, cards: string): string {
  const whose = seat === null || w.isViewer(seat) ? '' : `${w.seat(seat)}, `;
  return `Your hand (${whose}${counted(size, 'card')}): ${size === 0 ? 'empty' : cards}`;
}
