/**
 * A rule of thumb for the heuristic bot: shed the card worth the most penalty points (R9), keep the 8s until nothing
 * else plays and then name the suit held most, draw rather than pass.
 * @module
 */
import { bestMove, frenchCardId, type Policy } from 'cardrules/core';
import { penaltyOf, type Suit } from './cards.js';
import type { CrazyEightsMove } from './moves.js';
import type { CrazyEightsView } from './view.js';

/**
 * The heuristic policy.
 * @category Crazy Eights
 */
export const heuristic: Policy<CrazyEightsView, CrazyEightsMove> = (view, moves) => {
  const held = (suit: Suit): number =>
    (view.hand ?? []).filter((card) => !card.startsWith('8') && card.endsWith(suit)).length;
  const worth = (move: CrazyEightsMove): number => {
    if (move.type === 'play') return 100 + penaltyOf(frenchCardId(move.card));
    if (move.type === 'eight') return 50 + held(move.suit);
    return move.type === 'draw' ? 1 : 0;
  };
  return bestMove(moves, worth);
};
