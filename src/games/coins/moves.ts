/**
 * The one move of Coins, its parser, its notation and the reasons a move is refused.
 * @module
 */
import {
  CommonCodes,
  err,
  extraKeys,
  isPlainObject,
  ok,
  type Result,
  type RuleViolation,
  violation,
} from '../../core/index.js';
import { CARDS, type Card, cardId, cardName } from './cards.js';
import type { CoinsState } from './state.js';

/**
 * Play a card from the hand of the seat to act (section 4.1: any card, no suit to follow).
 * @category Coins
 */
export interface PlayMove {
  /** The move's kind: Coins has only `'play'`. */
  readonly type: 'play';
  /** The card, as a code such as `'CoA'`. */
  readonly card: Card;
}

/** Every Coins move (there is one kind). @category Coins */
export type CoinsMove = PlayMove;

/**
 * The interned move of each card id: `legalMoves`, `parseMove` and `decodeMove` return these frozen objects, so no
 * move is allocated per call.
 * @category Coins
 */
export const PLAY_MOVES: readonly PlayMove[] = CARDS.map((card) =>
  Object.freeze({ type: 'play' as const, card }),
);

/**
 * The move that plays a card.
 * @param card - a card code
 * @returns the interned move
 * @throws RangeError when `card` is not a card code
 * @example
 * ```ts
 * play('CoA'); // { type: 'play', card: 'CoA' }
 * ```
 * @category Coins
 */
export function play(card: Card): PlayMove {
  const move = PLAY_MOVES[cardId(card)];
  if (!move) throw new RangeError(`coins.play: not a card code: ${JSON.stringify(card)}`);
  return move;
}

/**
 * Codes of refused Coins moves (besides the common ones of core):
 * - `CARD_NOT_IN_HAND` (rule `4.1`): the card is in another seat's hand.
 * - `CARD_ALREADY_PLAYED` (rule `4.1`): the card was already played in this hand.
 * @category Coins
 */
export const CoinsCodes = {
  /** The card is in another seat's hand (rule `4.1`). */
  CARD_NOT_IN_HAND: 'CARD_NOT_IN_HAND',
  /** The card was already played in this hand (rule `4.1`). */
  CARD_ALREADY_PLAYED: 'CARD_ALREADY_PLAYED',
} as const;

/**
 * Checks the shape of a move from outside: exactly `{ type: 'play', card: <card code> }`.
 * @param input - anything
 * @returns the interned move, or a `BAD_SHAPE` violation
 * @category Coins
 */
export function parseMove(input: unknown): Result<CoinsMove, RuleViolation> {
  if (!isPlainObject(input)) return err(violation(CommonCodes.BAD_SHAPE, null, 'a move is an object', ''));
  if (input.type !== 'play') {
    return err(violation(CommonCodes.BAD_SHAPE, null, "Coins has one move type: 'play'", 'type'));
  }
  const extra = extraKeys(input, ['type', 'card']);
  if (extra.length > 0) {
    return err(violation(CommonCodes.BAD_SHAPE, null, `unexpected field '${extra[0]}'`, extra[0]));
  }
  const id = cardId(input.card);
  if (id < 0) {
    return err(
      violation(CommonCodes.BAD_SHAPE, null, "'card' must be a card code such as 'CoA' or 'Sw9'", 'card'),
    );
  }
  return ok(PLAY_MOVES[id]!);
}

/**
 * Says why a well-formed move is not legal now (only called for moves not in `legalMoves`).
 * @param state - the state
 * @param move - the refused move
 * @category Coins
 */
export function explain(state: CoinsState, move: CoinsMove): RuleViolation | null {
  const id = cardId(move.card);
  if (state.played.includes(id)) {
    return violation(
      CoinsCodes.CARD_ALREADY_PLAYED,
      '4.1',
      `the ${cardName(id)} was already played in this hand`,
    );
  }
  const holder = state.hands.findIndex((h) => h.includes(id));
  if (holder >= 0 && holder !== state.toPlay) {
    return violation(
      CoinsCodes.CARD_NOT_IN_HAND,
      '4.1',
      `the ${cardName(id)} is not in the hand of seat ${state.toPlay}`,
    );
  }
  return null;
}

/**
 * The compact notation of a move: the card code (`'CoA'`).
 * @param move - a move
 * @category Coins
 */
export function formatMove(move: CoinsMove): string {
  return move.card;
}
