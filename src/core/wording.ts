/**
 * Numbers in words, for a game's sentences: an ordinal (`2nd`) and a count with its noun (`1 card`, `3 cards`); and the
 * clauses every game's descriptions share: who won, and the line of the viewer's hand.
 * @module
 */
import { plainSeatWords, type SeatWords } from './naming.js';
import type { Seat } from './seats.js';

/**
 * A place in words: `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
 * @param n - a whole number (1 for the first)
 * @returns the number with its English ordinal suffix
 * @example
 * ```ts
 * ordinal(2);  // '2nd'
 * ordinal(12); // '12th'
 * ```
 * @category Words
 */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * A count with its noun, plural unless the count is 1: `1 card`, `0 cards`, `3 Jesters`.
 * @param count - how many
 * @param noun - the noun in the singular (its plural adds `s`)
 * @returns the words
 * @example
 * ```ts
 * counted(1, 'card'); // '1 card'
 * counted(3, 'card'); // '3 cards'
 * ```
 * @category Words
 */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

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
