/**
 * The one move of Coins, its builder and the check of its shape.
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
import { CARDS, type CoinsCard, cardId } from './cards.js';

/**
 * Play a card from the hand of the seat to act (4.1: any card, no suit to follow). Coins has no other move.
 * @category Coins
 */
export interface CoinsMove {
  /** The move's kind: Coins has only `'play'`. */
  readonly type: 'play';
  /** The card, as its code (`'CoA'`, the Ace of Coins). */
  readonly card: CoinsCard;
}

/**
 * The interned move of each card id: `legalMoves`, `parseMove`, `parseMoveText`, `decodeMove` and {@link playMove}
 * return these frozen objects, so no move is allocated per call.
 */
export const PLAY_MOVES: readonly CoinsMove[] = CARDS.map((card) =>
  Object.freeze({ type: 'play' as const, card }),
);

/**
 * The move that plays a card.
 * @param card - a card code
 * @returns the move (the same frozen object every time)
 * @throws RangeError when `card` is not a card code
 * @example
 * ```ts
 * playMove('CoA'); // { type: 'play', card: 'CoA' }: play the Ace of Coins
 * ```
 * @category Coins
 */
export function playMove(card: CoinsCard): CoinsMove {
  const move = PLAY_MOVES[cardId(card)];
  if (move === undefined) throw new RangeError(`coins.playMove: not a card code: ${JSON.stringify(card)}`);
  return move;
}

/**
 * Checks the shape of a move from outside: exactly `{ type: 'play', card: <card code> }`.
 * @param input - anything
 * @returns the interned move, or a `BAD_SHAPE` violation
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
      violation(
        CommonCodes.BAD_SHAPE,
        null,
        "'card' must be a card code such as 'CoA' (the Ace of Coins) or 'Sw9' (the 9 of Swords)",
        'card',
      ),
    );
  }
  return ok(PLAY_MOVES[id]!);
}
