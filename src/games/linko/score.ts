/**
 * Scoring (§5): per game, cards in one's stack minus cards in hand; a match sums its games (A13).
 * @module
 */
import { type Seat, standingShares, topSeats, total } from '../../core/index.js';
import { type LinkoSet, setSize } from './cards.js';
import type { LinkoState, LinkoTable } from './state.js';

/**
 * The number of cards in a stack.
 * @param stack - sets, bottom first
 */
export const stackCards = (stack: readonly LinkoSet[]): number =>
  stack.reduce((n, set) => n + setSize(set), 0);

/**
 * The current game's score of every seat at this moment: stack cards minus hand cards (§5). Jokers count 1; a set
 * in limbo counts for nobody.
 * @param table - the game in progress (`state.table`)
 * @returns per seat
 */
export const gameScores = (table: Pick<LinkoTable, 'hands' | 'stacks'>): number[] =>
  table.stacks.map((stack, seat) => stackCards(stack) - total(table.hands[seat]!));

/**
 * The winners of one game (§5, A12): the top score; ties shared, or with `amigo2022` broken by fewer hand cards
 * (a tie left after that is shared).
 * @param scores - per seat
 * @param handCards - per seat, cards in hand
 * @param amigo2022 - apply the AMIGO 2022 tie-break
 * @returns the winning seats, ascending
 */
export function gameWinners(
  scores: readonly number[],
  handCards: readonly number[],
  amigo2022: boolean,
): Seat[] {
  const top = topSeats(scores);
  const fewest = Math.min(...top.map((seat) => handCards[seat]!));
  return amigo2022 ? top.filter((seat) => handCards[seat] === fewest) : top;
}

/**
 * Per seat, the match score so far: the finished games' scores plus the running score of the game in progress.
 * @param state - a state
 */
export function score(state: LinkoState): number[] {
  const totals = new Array<number>(state.seats).fill(0);
  for (const r of state.results) r.scores.forEach((s, seat) => void (totals[seat]! += s));
  if (state.table.phase !== 'over') gameScores(state.table).forEach((s, seat) => void (totals[seat]! += s));
  return totals;
}

/**
 * The winners of the match (§5): the highest total, ties shared. A one-game match takes that game's winners, so the
 * amigo2022 tie-break applies to it; it never applies to totals over several games (A12).
 * @param state - a finished match
 */
export function winners(state: LinkoState): Seat[] {
  if (state.table.phase !== 'over') return [];
  if (state.options.games === 1 && state.results.length === 1) return [...state.results[0]!.winners];
  return gameWinners(score(state), [], false);
}

/**
 * The game's evaluation hook: each seat's standing in the match as a share of the table, from the match score so
 * far ({@link score}: finished games plus the running score of this game, cards in the stack minus cards in hand),
 * shifted so the lowest seat has 1 point; a finished match gives its winners equal shares and the others 0.
 * @param state - the state
 * @returns per seat, in [0, 1], summing to 1
 * @category Linko
 */
export function evaluate(state: LinkoState): readonly number[] {
  return standingShares(score(state), winners(state));
}
