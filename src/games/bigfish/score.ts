/**
 * Scoring (spec §5): plus minus minus, −5 for the mistake card, bonus cards, and the end bonuses B and C.
 * @module
 */
import { type Seat, standingShares, topSeats } from '../../core/index.js';
import { cardValue, sumValues } from './cards.js';
import type { BigFishState } from './state.js';
import { BONUS_POINTS } from './take.js';

/** Points lost by the mistake card's holder (spec §5). @category Score */
export const MISTAKE_PENALTY = 5;

/** An end bonus (B or C) paid to one seat. @inline @category Score */
export interface EndBonusAward {
  /** B or C. */
  readonly bonus: 'B' | 'C';
  /** Who scores it. */
  readonly seat: Seat;
  /** How many points (10 alone; 5 each on a tie, or 10/k with `tieSplit: 'splitTen'`). */
  readonly points: number;
}

/** One seat's score, item by item. @inline @category Score */
export interface ScoreLine {
  /** Sum of the plus pile's values. */
  readonly plus: number;
  /** Sum of the minus pile's values (a positive number, subtracted). */
  readonly minus: number;
  /** −5 when holding the mistake card, else 0. */
  readonly mistake: number;
  /** Points of bonus cards held (A, D–I). */
  readonly bonuses: number;
  /** Points of end bonuses B/C (only once the game is over). */
  readonly endBonuses: number;
  /** The total. */
  readonly total: number;
}

/**
 * The end-of-game awards of B or C when in play (spec §5). Computed from the plus piles; meaningful at the end.
 * - B: fewest plus cards (by count; an empty plus pile counts, B-A10).
 * - C: most value-1 cards in plus; nobody if no one has any (B-A9).
 * @param state - the state
 * @category Score
 */
export function endBonusAwards(state: BigFishState): EndBonusAward[] {
  const awards = (bonus: 'B' | 'C', seats: readonly Seat[]): EndBonusAward[] => {
    if (seats.length === 1) return [{ bonus, seat: seats[0]!, points: BONUS_POINTS[bonus] }];
    const points = state.options.tieSplit === 'splitTen' ? BONUS_POINTS[bonus] / seats.length : 5; // B-A8
    return seats.map((seat) => ({ bonus, seat, points }));
  };
  return state.bonuses.flatMap((b) => {
    // B: the fewest plus cards (the most of minus their count); B-A10: an empty plus pile counts
    if (b.id === 'B') return awards('B', topSeats(state.plus.map((p) => -p.length)));
    if (b.id !== 'C') return [];
    const ones = state.plus.map((p) => p.filter((c) => cardValue(c) === 1).length);
    return Math.max(...ones) > 0 ? awards('C', topSeats(ones)) : []; // B-A9: nobody without a 1
  });
}

/**
 * Every seat's score, item by item. End bonuses B/C count only once the game is over.
 * @param state - the state
 * @category Score
 */
export function scoreBreakdown(state: BigFishState): ScoreLine[] {
  const awards = state.phase === 'over' ? endBonusAwards(state) : [];
  return state.plus.map((plusPile, seat) => {
    const plus = sumValues(plusPile);
    const minus = sumValues(state.minus[seat]!);
    const mistake = state.mistakeHolder === seat ? -MISTAKE_PENALTY : 0;
    const bonuses = state.bonuses.reduce((n, b) => n + (b.holder === seat ? BONUS_POINTS[b.id] : 0), 0);
    const endBonuses = awards.reduce((n, a) => n + (a.seat === seat ? a.points : 0), 0);
    const total = plus - minus + mistake + bonuses + endBonuses;
    return { plus, minus, mistake, bonuses, endBonuses, total };
  });
}

/**
 * Per seat, the score so far (final once the game is over).
 * @param state - the state
 * @category Score
 */
export function score(state: BigFishState): number[] {
  return scoreBreakdown(state).map((l) => l.total);
}

/**
 * The seats with the highest score (ties share the win); empty while the game is not over.
 * @param state - the state
 * @category Score
 */
export function winners(state: BigFishState): Seat[] {
  return state.phase === 'over' ? topSeats(score(state)) : [];
}

/**
 * The game's evaluation hook: each seat's standing as a share of the table, from the score so far ({@link score}: plus
 * pile minus minus pile, bonus cards and the mistake card held), shifted so the lowest seat has 1 point; a finished
 * game gives its winners equal shares and the others 0.
 * @param state - the state
 * @returns per seat, in [0, 1], summing to 1
 * @category Score
 */
export function evaluate(state: BigFishState): readonly number[] {
  return standingShares(score(state), winners(state));
}
