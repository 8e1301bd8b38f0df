/**
 * Why a well-formed move is not legal now: a rejection with its code, the spec's rule id and a message in the
 * notation. Legality itself is decided by `legalMoves` alone; this only explains.
 * @module
 */
import { CommonCodes, type RuleViolation, type Seat, violation } from '../../core/index.js';
import { JOKER } from './cards.js';
import type { LinkoMove, PlayMove } from './moves.js';
import { formatCard, formatMove } from './notation.js';
import type { LinkoState, LinkoTable } from './state.js';

/**
 * The codes of Linko's own rejections. Rejections for reasons every game shares use core's `CommonCodes`:
 * `EMPTY_SET` and `MIXED_RANKS` (A3: a set is one or more cards of one value plus any jokers, or jokers alone),
 * `NOT_IN_HAND` (A4), `WRONG_PHASE` (A5, A8, A18), besides `BAD_SHAPE`, `GAME_OVER` and `NOT_YOUR_TURN`. Each
 * rejection also names its rule (`rule`) and says what is wrong in the notation (`message`).
 * @example
 * ```ts
 * const r = linko.validate(state, drawDeckMove());
 * if (!r.ok && r.error.code === LinkoCodes.DECK_EMPTY) console.log(r.error.message);
 * // "cannot draw from deck: the draw pile is empty"
 * ```
 * @category Rejections
 */
export const LinkoCodes = {
  /** A18: a pass where a set must be played (a pass only declines the amigo2022 optional draw). */
  PASS_NOT_ALLOWED: 'PASS_NOT_ALLOWED',
  /** A11: a deck draw with an empty draw pile. */
  DECK_EMPTY: 'DECK_EMPTY',
  /** A19: a display draw of a card the display does not show. */
  NOT_ON_DISPLAY: 'NOT_ON_DISPLAY',
} as const;

/** What the turn owner holds of the cards a play asks for, in the notation: `seat 0 holds 2×9 and no joker`. */
function held({ hands, current }: LinkoTable, move: PlayMove): string {
  const hand = hands[current]!;
  const parts: string[] = [];
  if (move.value !== null)
    parts.push(hand[move.value] === 0 ? `no ${move.value}` : `${hand[move.value]}×${move.value}`);
  if (move.jokers > 0) parts.push(hand[JOKER] === 0 ? 'no joker' : `${hand[JOKER]}×J`);
  return `seat ${current} holds ${parts.join(' and ')}`;
}

/**
 * Why a well-formed move is not legal now (called only for moves that `legalMoves` does not list).
 * @param state - a state whose match is on
 * @param move - a parsed move
 * @returns the rejection
 */
export function explain(state: LinkoState, move: LinkoMove): RuleViolation {
  const t = state.table;
  const text = formatMove(move);
  const wrongPhase = (rule: string, seat: Seat | null, must: string) =>
    violation(CommonCodes.WRONG_PHASE, rule, `${text} is not possible now: seat ${seat} ${must}`);
  switch (t.phase) {
    case 'play':
      if (move.type === 'play')
        return violation(CommonCodes.NOT_IN_HAND, 'A4', `cannot play ${text}: ${held(t, move)}`);
      if (move.type !== 'pass') return wrongPhase('A5', t.current, 'must play a set');
      return violation(LinkoCodes.PASS_NOT_ALLOWED, 'A18', `cannot pass: seat ${t.current} must play a set`);
    case 'offer':
      return wrongPhase('A5', t.current, 'must take or decline the snatched set');
    case 'choice':
      return wrongPhase('A5', t.victim, 'must take the set back or discard it');
    default:
      // Phases `draw` and `bonus` (a finished match never reaches here).
      if (move.type === 'drawDeck')
        return violation(LinkoCodes.DECK_EMPTY, 'A11', `cannot ${text}: the draw pile is empty`);
      if (move.type === 'drawDisplay') {
        const shown = t.display.map(formatCard).join(', ');
        return violation(LinkoCodes.NOT_ON_DISPLAY, 'A19', `cannot ${text}: the display shows ${shown}`);
      }
      if (t.phase === 'draw')
        return wrongPhase('A8', t.victim, `must draw, one card at a time (${t.owed} owed)`);
      return wrongPhase('A18', t.current, 'may draw one card or pass');
  }
}
