/**
 * Why a well-formed move is not legal now: a code, the spec rule it breaks, and a message that names the move in the
 * notation (`Blue 4 → row 1: a blue card must go to a row ending in blue (row 3)`).
 * @module
 */
import { CommonCodes, type RuleViolation, violation } from '../../core/index.js';
import { COLOUR_NAMES, colourOf } from './cards.js';
import { type BigFishMove, type PlaceMove, placedCard } from './moves.js';
import { formatCard, formatMove, formatRow } from './notation.js';
import { legalMoves, mistakeOf } from './rules.js';
import type { BigFishState } from './state.js';

/**
 * The rejection codes of Big Fish's own rules, besides core's common ones (`BAD_SHAPE`, `GAME_OVER`, `NOT_YOUR_TURN`,
 * `WRONG_PHASE` for a move of another kind than is being decided, `NOT_IN_HAND` for a card the hand lacks, L3). Each
 * rejection also
 * names the rule of the rules page it breaks (`rule`), given here per code.
 * @example
 * ```ts
 * const r = bigfish.validate(state, placeMove('B4', 0));
 * if (!r.ok && r.error.code === BigFishCodes.COLOUR_FORCED) console.log(r.error.rule, r.error.message);
 * // L1 'Blue 4 → row 1: a blue card must go to a row ending in blue (row 3)'
 * ```
 * @category Rules
 */
export const BigFishCodes = {
  /** R4: there is no such row. */
  NO_SUCH_ROW: 'NO_SUCH_ROW',
  /** L1: cards go to open rows only; this slot was closed when the common deck ran out. */
  ROW_CLOSED: 'ROW_CLOSED',
  /** L3: no more placements this turn. */
  TURN_FULL: 'TURN_FULL',
  /** L2: the turn's first placement chose another row. */
  WRONG_ROW: 'WRONG_ROW',
  /** L1: another row ends in the card's colour, so the card must go there. */
  COLOUR_FORCED: 'COLOUR_FORCED',
  /** L3: a turn ends only after at least one placement. */
  NOTHING_PLACED: 'NOTHING_PLACED',
  /** V3: the chosen plus cards are not a choice for this row. */
  NOT_A_PLUS_CHOICE: 'NOT_A_PLUS_CHOICE',
  /** V1: that bonus is not among the ones this take qualified for. */
  BONUS_NOT_OFFERED: 'BONUS_NOT_OFFERED',
} as const;

/** What is decided in each phase, in words. */
const PHASE_WORDS: Readonly<Record<BigFishState['phase'], string>> = {
  place: 'a placement or the end of the turn',
  choosePlus: 'the plus cards of the completed row',
  chooseBonus: 'one of the bonuses this take qualified for',
  over: 'nothing',
};

/**
 * Why a placement is illegal, or `null` if it is legal.
 * @param state - the state (phase `place`)
 * @param m - the placement
 */
export function explainPlacement(state: BigFishState, m: PlaceMove): RuleViolation | null {
  const c = placedCard(m);
  const { rows, turnRow } = state;
  const no = (code: string, rule: string, why: string) => violation(code, rule, `${formatMove(m)}: ${why}`);
  const n = rows.length;
  if (m.row >= n)
    return no(BigFishCodes.NO_SUCH_ROW, 'R4', `there ${n === 1 ? 'is 1 row' : `are ${n} rows (1–${n})`}`);
  if (!rows[m.row]?.length)
    return no(
      BigFishCodes.ROW_CLOSED,
      'L1',
      `${formatRow(m.row)} is closed (the common deck was empty when it was taken); cards go to open rows`,
    );
  if (!state.hands[state.turn]!.includes(c))
    return no(CommonCodes.NOT_IN_HAND, 'L3', `seat ${state.turn} holds no ${formatCard(c)}`);
  const most = state.options.maxPlacements;
  if (state.placed >= most)
    return no(BigFishCodes.TURN_FULL, 'L3', `at most ${most} cards may be placed in a turn`);
  if (turnRow !== null && m.row !== turnRow)
    return no(
      BigFishCodes.WRONG_ROW,
      'L2',
      `this turn's cards go to ${formatRow(turnRow)}, chosen by the first placement`,
    );
  if (mistakeOf(state, c, m.row) !== 'L1') return null;
  const k = colourOf(c);
  const forced = rows.flatMap((row, r) =>
    row?.length && colourOf(row[row.length - 1]!) === k ? [formatRow(r)] : [],
  );
  const colour = COLOUR_NAMES[k].toLowerCase();
  return no(
    BigFishCodes.COLOUR_FORCED,
    'L1',
    `a ${colour} card must go to a row ending in ${colour} (${forced.join(' or ')})`,
  );
}

/**
 * Explains why a well-formed move is not legal now, in the notation, naming the rule.
 * @param state - the state
 * @param m - a parsed move
 * @returns the violation, or `null` when the move is legal
 */
export function explain(state: BigFishState, m: BigFishMove): RuleViolation | null {
  if (state.phase === 'over') return violation(CommonCodes.GAME_OVER, null, 'the match is over');
  const move = formatMove(m);
  if ((m.type === 'endTurn' ? 'place' : m.type) !== state.phase) {
    const why = `not now; seat ${state.turn} decides ${PHASE_WORDS[state.phase]}`;
    return violation(CommonCodes.WRONG_PHASE, null, `${move}: ${why}`);
  }
  switch (m.type) {
    case 'place':
      return explainPlacement(state, m);
    case 'endTurn': {
      const why = 'at least one card must be placed before ending the turn';
      return state.placed > 0 ? null : violation(BigFishCodes.NOTHING_PLACED, 'L3', `${move}: ${why}`);
    }
    case 'choosePlus': {
      const why = `not a plus choice for ${formatRow(state.turnRow!)}: one card of each colour present (two if all one colour)`;
      return violation(BigFishCodes.NOT_A_PLUS_CHOICE, 'V3', `${move}: ${why}`);
    }
    case 'chooseBonus': {
      const why = `not among the choices (${legalMoves(state).map(formatMove).join(', ')})`;
      return violation(BigFishCodes.BONUS_NOT_OFFERED, 'V1', `${move}: ${why}`);
    }
  }
}
