/**
 * Building a state from an explicit position, for tests, puzzles and other projects.
 * @module
 */
import { definePosition, type Infer, seedInput } from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { CARD_IDS, CARDS, cardId, DECK_SIZE } from './cards.js';
import { coins } from './game.js';
import { DEFAULT_TARGET } from './options.js';
import type { CoinsState } from './state.js';
import { replayTricks } from './trick.js';

const code = /* @__PURE__ */ shape.literal(...CARDS);

/** The declared shape of a position, and with it its type. */
const POSITION_SHAPE = /* @__PURE__ */ shape.object({
  /** The three hands (card codes, any order). With `fill`, only the cards each seat must hold. */
  hands: shape.array(shape.array(code, { max: 16 }), { max: 3 }),
  /** The cards played in this hand so far, in play order (completed tricks, then the current trick). @defaultValue [] */
  played: shape.optional(shape.array(code, { max: DECK_SIZE })),
  /** The dealer of this hand; the first trick is led by the seat to the dealer's left (R4). */
  dealer: shape.int(0, 2),
  /** Coins won so far per seat, including this hand's tricks. @defaultValue [0, 0, 0] */
  scores: shape.optional(shape.array(shape.int(0), { length: 3 })),
  /** The number of the hand. @defaultValue 1 */
  hand: shape.optional(shape.int(1)),
  /** The target score. @defaultValue 15 */
  target: shape.optional(shape.int(1)),
  /** The `firstDealer` option. @defaultValue null */
  firstDealer: shape.optional(shape.nullable(shape.int(0, 2))),
  /**
   * Deal every card that is neither in `hands` nor in `played` to the seats that lack cards, in ascending card order,
   * seat 0 first, until each hand has its size. @defaultValue false
   */
  fill: shape.optional(shape.boolean()),
  /** The seed of the random stream used for later deals. @defaultValue 0 */
  seed: shape.optional(seedInput),
});

/**
 * An explicit Coins position: the hands and the dealer, and optionally the cards played in this hand, the scores, the
 * hand number, the options and the seed (the type of its declared shape).
 * @category Coins
 */
export type CoinsPosition = Infer<typeof POSITION_SHAPE>;

/**
 * Builds a state from an explicit position. The seat to play, the leader and (when the last trick took a seat to the
 * target) the winner follow from `dealer` and `played`. The result carries `origin: 'position'`: its scores are taken
 * as given (they need not add up to 12 coins per earlier hand, invariant I10 of `docs/rules/coins.md`), and it passes
 * every other check of `coins.loadState`.
 * @param position - the position
 * @returns the state, frozen
 * @throws InvalidStateError when the position is not a valid Coins position (every problem is listed); never any
 *   other error, whatever the input
 * @example
 * ```ts
 * // C-01: seat 0 leads the Ace of Coins, seat 1 plays the Ace of Swords; seat 2 holds the 2 of Cups.
 * const s = fromPosition({ dealer: 2, hands: [['CoA'], ['SwA'], ['Cu2']], fill: true });
 * coins.legalMoves(s).length; // 16
 * ```
 * @category Coins
 */
export const fromPosition: (position: CoinsPosition) => CoinsState = definePosition(
  coins,
  POSITION_SHAPE,
  (position) => {
    const hands = [0, 1, 2].map((s) => (position.hands[s] ?? []).map(cardId));
    const played = (position.played ?? []).map(cardId);
    const target = position.target ?? DEFAULT_TARGET;
    const scores = position.scores ?? [0, 0, 0];
    const { playedBy, leader, lastWinner } = replayTricks(position.dealer, played); // R4, 4.2
    if (position.fill) {
      const used = new Set([...hands.flat(), ...played]);
      for (const card of CARD_IDS.filter((id) => !used.has(id))) {
        const seat = [0, 1, 2].find((s) => hands[s]!.length < 16 - playedBy[s]!);
        if (seat === undefined) break;
        hands[seat]!.push(card);
      }
    }
    for (const hand of hands) hand.sort((a, b) => a - b);
    const over = played.length % 3 === 0 && lastWinner !== null && scores[lastWinner]! >= target; // C5
    return {
      seats: 3,
      options: { target, firstDealer: position.firstDealer ?? null },
      fields: {
        hand: position.hand ?? 1,
        dealer: position.dealer,
        leader,
        toPlay: (leader + (played.length % 3)) % 3,
        hands,
        played,
        lastTrick: [],
        scores: [...scores],
        winner: over ? lastWinner : null,
      },
      seed: position.seed ?? 0,
    };
  },
);
