/**
 * The one move of Coins, its builder and the check of its shape.
 * @module
 */
import { type Infer, ok, type Result, type RuleViolation } from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { handIndices } from '../../core/view.js';
import { CARDS, type CoinsCard, cardId } from './cards.js';
import type { CoinsView } from './view.js';

/** The declared shape of a move: exactly `{ type: 'play', card: <card code> }`. */
export const MOVE_SHAPE = shape.object({
  /** The move's kind: Coins has only `'play'`. */
  type: shape.literal('play'),
  /** The card, as its code (`'CoA'`, the Ace of Coins). */
  card: shape.literal(...CARDS),
});

/**
 * Play a card from the hand of the seat to act (4.1: any card, no suit to follow). Coins has no other move. The type
 * of its declared shape.
 * @category Coins
 */
export type CoinsMove = Infer<typeof MOVE_SHAPE>;

/**
 * The interned move of each card id: `legalMoves`, `validate`, `parseMoveText`, `decodeMove` and {@link playMove}
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
 * A move of the declared shape as its interned object.
 * @param move - a move whose shape holds
 * @returns the interned move
 */
export function normalizeMove(move: CoinsMove): Result<CoinsMove, RuleViolation> {
  return ok(PLAY_MOVES[cardId(move.card)]!);
}

/**
 * The index into `view.hand` of the card a move plays (a Coins move always plays one card).
 * @param view - the viewer's view
 * @param move - a move of the viewer
 * @returns `[index]`, or `[]` when the viewer does not hold the card
 * @category Coins
 */
export function cardsOfMove(view: CoinsView, move: CoinsMove): readonly number[] {
  return handIndices(view.hand, [move.card]);
}
