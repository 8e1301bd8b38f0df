/**
 * A rule of thumb for the heuristic bot: shed the card worth the most penalty points (R9), keep the 8s until nothing
 * else plays and then name the suit held most, draw rather than pass.
 * @module
 */
import { FRENCH_SUITS, frenchCardId, frenchSuitOf, type Policy } from 'cardrules/core';
import { penaltyOf } from './cards.js';
import type { CrazyEightsMove } from './moves.js';
import type { CrazyEightsView } from './view.js';

/**
 * The heuristic policy.
 * @category Crazy Eights
 */
export const heuristic: Policy<CrazyEightsView, CrazyEightsMove> = (view, moves) => {
  const held = FRENCH_SUITS.map(
    (_, suit) =>
      (view.hand ?? []).filter((card) => !card.startsWith('8') && frenchSuitOf(frenchCardId(card)) === suit)
        .length,
  );
  const worth = (move: CrazyEightsMove): number =>
    move.type === 'play'
      ? 100 + penaltyOf(frenchCardId(move.card))
      : move.type === 'eight'
        ? 50 + held[FRENCH_SUITS.indexOf(move.suit)]!
        : move.type === 'draw'
          ? 1
          : 0;
  return moves.reduce((best, move) => (worth(move) > worth(best) ? move : best));
};
