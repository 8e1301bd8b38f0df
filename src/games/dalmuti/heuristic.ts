/**
 * A rule-of-thumb policy from the rulebook's spirit and common play: get rid of bad (high-numbered) cards early and in
 * large sets, beat with the worst set that still beats, keep Dalmutis and Jesters for later, tax with the worst cards,
 * and revolt whenever taxation would hurt.
 * @module
 */
import { bestMove, type Policy } from '../../core/index.js';
import { JESTER } from './cards.js';
import type { DalmutiMove, PlayMove } from './moves.js';
import type { DalmutiView } from './view.js';

/** How bad the cards of a gift are: the sum of their ranks, a Jester counting −20 (keep Jesters). */
function giftValue(m: DalmutiMove): number {
  return m.type === 'gift' ? m.ranks.reduce((a, r) => a + (r === JESTER ? -20 : r), 0) : 0;
}

function playValue(m: PlayMove, leading: boolean): number {
  // Higher is better: shed bad ranks, many naturals when leading, avoid spending Jesters.
  const rank = m.rank === JESTER ? 0 : m.rank;
  return rank * 10 + (leading ? m.naturals * 3 : 0) - m.jesters * 25;
}

/**
 * The rule-of-thumb policy (the heuristic bot plays it): sheds bad cards early and in large sets, beats with the worst
 * set that still beats, keeps Dalmutis and Jesters for later, taxes with the worst cards, revolts when taxes would
 * hurt. Sees only the view.
 * @param view - what the seat sees
 * @param legalMoves - the legal moves
 * @param _rng - unused (the policy is deterministic)
 * @returns one of `legalMoves`
 * @example
 * ```ts
 * const seat = dalmuti.toAct(state)!;
 * const move = heuristic(dalmuti.view(state, seat), dalmuti.legalMoves(state), Rng.fromSeed(1));
 * ```
 * @category Dalmuti
 */
export const heuristic: Policy<DalmutiView, DalmutiMove> = (view, legalMoves, _rng) => {
  const first = legalMoves[0]!;
  const me = view.seat ?? view.toAct ?? 0;
  switch (first.type) {
    case 'revolution':
      return legalMoves.find((m) => m.type === 'revolution' && m.declare === view.ranks[me]! >= 2) ?? first;
    case 'gift':
      return bestMove(legalMoves, giftValue);
    case 'swap':
      return first; // skip: a blind swap is a coin toss
    case 'swapCard': // the worst card that is not a Jester
      return bestMove(legalMoves, (m) => (m.type === 'swapCard' && m.rank !== JESTER ? m.rank : 0));
    case 'joinSlot':
      return legalMoves[legalMoves.length - 1]!;
    default: {
      const leading = view.top === null;
      const size = view.hand?.length ?? 0;
      const pass = legalMoves.find((m) => m.type === 'pass');
      // Jesters alone only when nothing else is left.
      const plays = legalMoves.filter(
        (m): m is PlayMove => m.type === 'play' && !(m.rank === JESTER && m.jesters < size && size > 2),
      );
      if (plays.length === 0) return pass ?? first;
      const best = bestMove(plays, (m) => playValue(m, leading));
      if (!leading && size > 4 && (best.jesters > 0 || best.rank <= 2)) return pass ?? best;
      return best;
    }
  }
};
