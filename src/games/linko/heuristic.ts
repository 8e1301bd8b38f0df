/**
 * A rule-of-thumb policy drawn from the rulebook's strategy notes (K "전략", J "ゲームのヒント"): snatch as many
 * cards as possible, lay many cards at once (big sets are hard to snatch), keep jokers for when they matter, take
 * snatched sets of good cards early but not near the end, and pick useful display cards.
 * @module
 */
import { bestMove, type Rng, total } from '../../core/index.js';
import { DISPLAY_SIZE, JOKER, JOKER_SET_VALUE, type LinkoSet, setSize, snatches } from './cards.js';
import { type LinkoMove, MOVE, type PlayMove, setOfPlay } from './moves.js';
import type { LinkoView } from './view.js';

function playScore(view: LinkoView, m: PlayMove): number {
  const set = setOfPlay(m);
  const size = setSize(set);
  const me = view.current;
  const handSize = view.handSizes[me]!;
  if (size === handSize) return 1000; // E1: emptying the hand ends the game with no cards against us
  let snatched = 0;
  for (let s = 0; s < view.seats; s++) {
    if (s === me) continue;
    const st = view.stacks[s]!;
    const top = st[st.length - 1];
    if (top && snatches(set, top)) snatched += setSize(top);
  }
  // A set of one card of a low value is easily snatched back; size and value protect it.
  const safety = set.value === JOKER_SET_VALUE ? 2 : (set.value / 13) * (size === 1 ? 1 : 0.5);
  const jokerCost = set.naturals > 0 ? 0.8 * set.jokers : 0.4 * set.jokers;
  return 1.2 * size + 1.5 * snatched + safety - jokerCost;
}

/** Whether a snatched set is worth having in hand: high cards (from `value` up), a joker, or three cards or more. */
const worthKeeping = (set: LinkoSet, value: number): boolean =>
  set.value >= value || set.jokers > 0 || setSize(set) >= 3;

function pickDraw(view: LinkoView, legal: readonly LinkoMove[]): LinkoMove {
  const hand = view.handCounts ?? [];
  const worth = (m: LinkoMove): number =>
    m.type !== 'drawDisplay' ? 0 : m.card === JOKER ? 10 : (hand[m.card] ?? 0) * 1.2 + m.card / 13;
  const best = bestMove(legal, worth); // the first display card of the highest worth (a deck draw is worth 0)
  if (worth(best) >= 2) return best;
  return legal.find((m) => m.type === 'drawDeck') ?? (worth(best) > 0.5 ? best : legal[0]!);
}

/**
 * The heuristic policy: sees only the view and the legal moves.
 * @param view - the acting seat's view
 * @param legal - the legal moves (non-empty)
 * @param rng - breaks ties among equally good plays
 * @example
 * ```ts
 * const seat = linko.toAct(state)!;
 * const move = heuristic(linko.view(state, seat), linko.legalMoves(state), Rng.fromSeed(1));
 * ```
 * @returns one of `legal`
 * @category Heuristic
 */
export function heuristic(view: LinkoView, legal: readonly LinkoMove[], rng: Rng): LinkoMove {
  const supply = view.deckSize + view.display.length;
  const late = supply <= 2 * DISPLAY_SIZE;
  switch (view.phase) {
    case 'play': // every legal move is a play; ties (within rounding) are broken at random
      return bestMove(legal, (m) => (m.type === 'play' ? playScore(view, m) : 0), rng, 1e-9);
    case 'offer':
      return worthKeeping(view.limbo!, 9) && !late ? MOVE.take : MOVE.decline;
    case 'choice':
      return worthKeeping(view.limbo!, 10) || late ? MOVE.takeBack : MOVE.discard;
    case 'bonus': {
      const joker = legal.find((m) => m.type === 'drawDisplay' && m.card === JOKER);
      return joker && !late && total(view.handCounts ?? []) > 2 ? joker : MOVE.pass;
    }
    default:
      return pickDraw(view, legal);
  }
}
