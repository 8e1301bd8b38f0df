/**
 * Scoring (§5): V1 points by finishing place, V2 bonus points (D-A12), the match's winners (D-A14).
 * @module
 */
import { type Seat, standingShares, topSeats } from '../../core/index.js';
import { taxSeats } from './cards.js';
import type { DalmutiOptions } from './options.js';
import type { DalmutiState } from './state.js';

/**
 * The points of one hand, per seat (V1, V2). Without scoring, all zeros.
 * V1: each player scores the number of players who finished behind them. V2 (D-A12): this hand's Greater Dalmuti
 * scores +1 when this hand's Greater Peon finishes last; this hand's Lesser Dalmuti +1 when this hand's Lesser Peon
 * finishes second-to-last (with `bonusReading: 'bothStay'`, only when the Dalmuti also kept their rank).
 * @param options - the match options
 * @param order - this hand's rank order (after any Greater Revolution)
 * @param finished - the complete finishing order
 * @returns points per seat
 * @example
 * ```ts
 * handPoints({ ...DEFAULT_OPTIONS, scoring: true }, [0, 1, 2, 3, 4], [2, 1, 3, 0, 4]); // [1, 3, 4, 2, 0]
 * ```
 */
export function handPoints(
  options: DalmutiOptions,
  order: readonly Seat[],
  finished: readonly Seat[],
): number[] {
  const n = order.length;
  const points = standing(n, options.scoring ? finished : []); // without scoring (V1), all zeros
  if (options.scoring && options.bonusPoints) {
    const both = options.bonusReading === 'bothStay';
    const { gd, ld, lp, gp } = taxSeats(order);
    if (finished[n - 1] === gp && (!both || finished[0] === gd)) points[gd]!++;
    if (finished[n - 2] === lp && (!both || finished[1] === ld)) points[ld]!++;
  }
  return points;
}

/**
 * Per seat, the match score so far. With scoring (V1), the match totals. Without scoring the base game has no
 * points: each seat's standing from the last completed hand (N−1 for the player who finished first … 0 for the last;
 * all zeros before the first hand ends).
 * @param state - a state
 */
export function score(state: DalmutiState): readonly number[] {
  return state.options.scoring ? state.scores : standing(state.seats, state.lastFinish);
}

/**
 * Per seat, its standing in a finishing order: N−1 for the first to finish … 0 for the last, and 0 for a seat not in it.
 * @param seats - the number of seats N
 * @param finish - seats in the order they finished
 */
function standing(seats: number, finish: readonly Seat[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < seats; i++) out.push(0);
  for (let place = 0; place < finish.length; place++) out[finish[place]!] = seats - 1 - place;
  return out;
}

/**
 * The match winners (D-A14). With scoring: the highest total; ties share the win, or with `tieBreak: 'lastHand'`
 * the tied player who finished best in the last hand wins. Without scoring: the player who finished first in the last
 * hand (the next Greater Dalmuti).
 * @param state - a finished state
 * @returns the winning seats, ascending
 */
export function winners(state: DalmutiState): Seat[] {
  const finish = state.lastFinish;
  if (!state.options.scoring) return finish.length > 0 ? [finish[0]!] : [];
  const tied = topSeats(state.scores);
  if (state.options.tieBreak === 'lastHand' && tied.length > 1)
    for (const seat of finish) if (tied.includes(seat)) return [seat];
  return tied;
}

/**
 * The game's evaluation hook: each seat's standing, as a share of the table. Before the end, a seat's points are its
 * match points ({@link score}; none without scoring) plus its standing in the current hand: one minus its cards in
 * hand over the biggest hand at the table, times the points a first place earns (players − 1, V1), so a seat with an
 * empty hand counts as placed first and the seat with the most cards as last; the points are shifted so the lowest
 * seat has 1 and divided by their sum. A finished match gives its winners equal shares and the others 0.
 * @param state - the state
 * @returns per seat, in [0, 1], summing to 1
 * @category Dalmuti
 */
export function evaluate(state: DalmutiState): readonly number[] {
  const won = state.phase === 'over' ? winners(state) : [];
  const base = state.options.scoring ? state.scores : new Array<number>(state.seats).fill(0);
  let most = 1;
  for (const n of state.sizes) if (n > most) most = n;
  const points = base.map((p, seat) => p + (state.seats - 1) * (1 - state.sizes[seat]! / most));
  return standingShares(points, won);
}
