/**
 * Why a well-formed Coins move is not legal now: the rejection codes and their rule ids.
 * @module
 */
import { CommonCodes, type RuleViolation, violation } from '../../core/index.js';
import { cardId } from './cards.js';
import type { CoinsMove } from './moves.js';
import { formatCard } from './notation.js';
import type { CoinsState } from './state.js';

/**
 * The codes of refused Coins moves of its own, besides core's common ones (`BAD_SHAPE`, `GAME_OVER`,
 * `NOT_YOUR_TURN`, and `NOT_IN_HAND` (rule `C4`) for a card in another seat's hand):
 * - `CARD_ALREADY_PLAYED` (rule `C4`): the card was already played in this hand.
 * @example
 * ```ts
 * const r = coins.validate(state, playMove('CoA'));
 * if (!r.ok && r.error.code === CoinsCodes.CARD_ALREADY_PLAYED) showHint(r.error.message);
 * ```
 * @category Coins
 */
export const CoinsCodes = {
  /** The card was already played in this hand (rule `C4`). */
  CARD_ALREADY_PLAYED: 'CARD_ALREADY_PLAYED',
} as const;

/**
 * Says why a well-formed move is not legal now (only called for moves not in `legalMoves`). Section 4.1 has no rule
 * id of its own in the spec; its resolution C4 ("any card" from the hand of the seat to act) is the one cited.
 * @param state - the state
 * @param move - the refused move
 * @returns the violation, or `null` when there is nothing more to say than core's generic refusal
 */
export function explain(state: CoinsState, move: CoinsMove): RuleViolation | null {
  const id = cardId(move.card);
  const name = formatCard(move.card);
  if (state.played.includes(id))
    return violation(CoinsCodes.CARD_ALREADY_PLAYED, 'C4', `the ${name} was already played in this hand`);
  const holder = state.hands.findIndex((h) => h.includes(id));
  if (holder >= 0 && holder !== state.toPlay)
    return violation(
      CommonCodes.NOT_IN_HAND,
      'C4',
      `the ${name} is not in the hand of seat ${state.toPlay}, who is to play`,
    );
  return null;
}
