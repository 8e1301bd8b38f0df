/**
 * A rule-of-thumb policy: take rows that score well, claim the surest bonus, do not leave a valuable row one card
 * short of completion for the next player, unload low fish (which end up as someone's minus cards), and never make a
 * mistake on purpose (penalty mode).
 * @module
 */
import { bestMove, type Rng } from '../../core/index.js';
import { type BigFishCard, cardValue, sumValues } from './cards.js';
import { type BigFishMove, type PlaceMove, placedCard } from './moves.js';
import { mistakeOf } from './rules.js';
import type { ClaimableBonus } from './state.js';
import { BONUS_POINTS, highestPlus, qualifyingBonuses, splitRow } from './take.js';
import type { BigFishView } from './view.js';

/** The value of a mistaken placement (penalty mode): below every other move. */
const MISTAKE_VALUE = -1000;

/** Preference among bonuses: the 10-point ones that cannot be stolen, then A, then the 7-point ones. */
const BONUS_PREFERENCE: readonly ClaimableBonus[] = ['D', 'E', 'A', 'F', 'G', 'H', 'I'];

/** A take's plus − minus: the minus cards are the row less the plus cards (a sub-multiset of it), so 2 × plus − row. */
const takeValue = (cards: readonly BigFishCard[], plus: readonly BigFishCard[]): number =>
  2 * sumValues(plus) - sumValues(cards);

function placementValue(v: BigFishView, m: PlaceMove): number {
  const c = placedCard(m);
  // Penalty mode lists mistaken placements too (V2): never make one on purpose.
  if (v.options.mistakes === 'penalty' && mistakeOf(v, c, m.row) !== null) return MISTAKE_VALUE;
  const row = [...v.rows[m.row]!, c];
  const seat = v.seat ?? v.turn;
  if (row.length >= v.options.rowLength) {
    const plus = highestPlus(row);
    const bonus = v.bonuses.length > 0 ? qualifyingBonuses(v, splitRow(row, plus), seat) : [];
    return takeValue(row, plus) + Math.max(0, ...bonus.map((b) => BONUS_POINTS[b])) + 0.5; // the best bonus, if any
  }
  let value = -0.4 * cardValue(c);
  if (row.length === v.options.rowLength - 1) value -= Math.max(0, takeValue(row, highestPlus(row)));
  return value;
}

/** How much the policy likes a move: takes by their worth, bonuses by preference, ending the turn just below 0. */
function moveValue(v: BigFishView, m: BigFishMove): number {
  switch (m.type) {
    case 'place':
      return placementValue(v, m);
    case 'endTurn':
      return -1;
    case 'choosePlus':
      return takeValue(v.rows[v.turnRow!]!, m.cards);
    case 'chooseBonus':
      return -BONUS_PREFERENCE.indexOf(m.bonus);
  }
}

/**
 * The rule-of-thumb policy of Big Fish (the heuristic bot plays it): takes rows worth taking, prefers the bonus that
 * cannot be stolen, does not leave a valuable row one card short for the next player, unloads low fish. It sees only
 * the acting seat's view.
 * @param v - the acting seat's view
 * @param moves - the legal moves (non-empty)
 * @param rng - breaks ties
 * @returns one of `moves`
 * @example
 * ```ts
 * const seat = bigfish.toAct(state)!;
 * const move = heuristic(bigfish.view(state, seat), bigfish.legalMoves(state), Rng.fromSeed(1));
 * ```
 * @category Heuristic
 */
export function heuristic(v: BigFishView, moves: readonly BigFishMove[], rng: Rng): BigFishMove {
  return bestMove(moves, (m) => moveValue(v, m), rng);
}
