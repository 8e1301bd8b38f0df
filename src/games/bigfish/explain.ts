/**
 * Why a well-formed move is not legal now, naming the spec rule.
 *
 * Codes: `WRONG_PHASE`, `NO_SUCH_ROW` (R4), `ROW_CLOSED` (B-A3), `CARD_NOT_IN_HAND` (L3), `TURN_FULL` (L3),
 * `WRONG_ROW` (L2), `COLOUR_FORCED` (L1), `NOTHING_PLACED` (L3), `NOT_A_PLUS_CHOICE` (V3), `BONUS_NOT_OFFERED` (BON).
 * @module
 */
import { type RuleViolation, violation } from '../../core/index.js';
import { colourOf } from './cards.js';
import { type BigFishMove, formatMove, type PlaceMove, placedCard } from './moves.js';
import { allowedRows, legalMoves, liveRows } from './rules.js';
import type { BigFishState } from './state.js';

/**
 * The rejection codes of Big Fish (besides core's `BAD_SHAPE`, `GAME_OVER`, `NOT_YOUR_TURN`), with the rule each names:
 * `COLOUR_FORCED` (L1: a row ends in the card's colour elsewhere), `WRONG_ROW` (L2: not this turn's row),
 * `CARD_NOT_IN_HAND`, `TURN_FULL`, `NOTHING_PLACED` (L3), `NO_SUCH_ROW` (R4), `ROW_CLOSED` (B-A3), `NOT_A_PLUS_CHOICE`
 * (V3), `BONUS_NOT_OFFERED` (BON), `WRONG_PHASE` (another kind of move is expected; no rule).
 * @category Rules
 */
export const BigFishCodes = {
  /** A move of a type that is not being decided now. */
  WRONG_PHASE: 'WRONG_PHASE',
  /** The row index does not exist (R4). */
  NO_SUCH_ROW: 'NO_SUCH_ROW',
  /** The row is complete or already taken. */
  ROW_CLOSED: 'ROW_CLOSED',
  /** The placed card is not in the hand. */
  CARD_NOT_IN_HAND: 'CARD_NOT_IN_HAND',
  /** No more placements this turn. */
  TURN_FULL: 'TURN_FULL',
  /** The turn's first placement fixed another row. */
  WRONG_ROW: 'WRONG_ROW',
  /** The colour-forcing rule (L1/L2) forbids this card here. */
  COLOUR_FORCED: 'COLOUR_FORCED',
  /** A turn ends only after at least one placement. */
  NOTHING_PLACED: 'NOTHING_PLACED',
  /** The chosen plus cards are not a valid choice. */
  NOT_A_PLUS_CHOICE: 'NOT_A_PLUS_CHOICE',
  /** That bonus is not among the ones this take qualifies for. */
  BONUS_NOT_OFFERED: 'BONUS_NOT_OFFERED',
} as const;

const PHASE_OF: Readonly<Record<BigFishMove['type'], BigFishState['phase']>> = {
  place: 'place',
  endTurn: 'place',
  choosePlus: 'choosePlus',
  chooseBonus: 'chooseBonus',
};

/**
 * Why a placement is illegal, or `null` if it is legal.
 * @param state - the state (phase `place`)
 * @param m - the placement
 * @category Rules
 */
export function explainPlacement(state: BigFishState, m: PlaceMove): RuleViolation | null {
  const c = placedCard(m);
  if (m.row >= state.rows.length) {
    return violation(
      BigFishCodes.NO_SUCH_ROW,
      'R4',
      `there are ${state.rows.length} rows (0–${state.rows.length - 1})`,
    );
  }
  if (!liveRows(state).includes(m.row)) {
    return violation(
      BigFishCodes.ROW_CLOSED,
      'B-A3',
      `row ${m.row} is closed: the common deck was empty when it was taken`,
    );
  }
  if (!state.hands[state.turn]!.includes(c)) {
    return violation(BigFishCodes.CARD_NOT_IN_HAND, 'L3', `${c} is not in the hand`);
  }
  if (state.placed >= state.options.maxPlacements) {
    return violation(
      BigFishCodes.TURN_FULL,
      'L3',
      `at most ${state.options.maxPlacements} cards may be placed in a turn`,
    );
  }
  if (state.turnRow !== null && m.row !== state.turnRow) {
    return violation(
      BigFishCodes.WRONG_ROW,
      'L2',
      `this turn's cards go to row ${state.turnRow}, chosen by the first placement`,
    );
  }
  if (!allowedRows(state, c).includes(m.row)) {
    const k = colourOf(c);
    const forced = liveRows(state).filter((r) => {
      const row = state.rows[r]!;
      return colourOf(row[row.length - 1]!) === k;
    });
    return violation(
      BigFishCodes.COLOUR_FORCED,
      'L1',
      `a ${k} card must go to a row whose right end is ${k} (row ${forced.join(' or ')})`,
    );
  }
  return null;
}

/**
 * Explains why a well-formed move is not legal now.
 * @param state - the state
 * @param m - a parsed move
 * @returns the violation, or `null` when the move is legal
 * @category Rules
 */
export function explain(state: BigFishState, m: BigFishMove): RuleViolation | null {
  if (state.phase === 'over') return violation('GAME_OVER', null, 'the game is over');
  if (PHASE_OF[m.type] !== state.phase) {
    return violation(
      BigFishCodes.WRONG_PHASE,
      null,
      `a ${m.type} move is not expected now (phase ${state.phase})`,
    );
  }
  switch (m.type) {
    case 'place':
      return explainPlacement(state, m);
    case 'endTurn':
      return state.placed === 0
        ? violation(
            BigFishCodes.NOTHING_PLACED,
            'L3',
            'at least one card must be placed before ending the turn',
          )
        : null;
    case 'choosePlus':
      return violation(
        BigFishCodes.NOT_A_PLUS_CHOICE,
        'V3',
        `${formatMove(m)} is not a plus choice for this row: one card of each colour present (two if all one colour)`,
      );
    case 'chooseBonus':
      return violation(
        BigFishCodes.BONUS_NOT_OFFERED,
        'BON',
        `bonus ${m.bonus} is not among the choices (${legalMoves(state).map(formatMove).join(', ')})`,
      );
  }
}
