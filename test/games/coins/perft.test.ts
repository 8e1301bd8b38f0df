import { describe, expect, it } from 'vitest';
import { cardId } from '../../../src/games/coins/cards.js';
import { type CoinsState, coins } from '../../../src/games/coins/index.js';
import { perft } from '../../../src/testing/index.js';

/** Perft from `state`, with the sum over the leaves of each seat's score (finished matches count as leaves there). */
function run(state: CoinsState, depth: number) {
  const scoreSums = [0, 0, 0];
  const { leaves, finished } = perft(coins, state, depth, (leaf) => {
    for (let s = 0; s < 3; s++) scoreSums[s]! += (leaf as CoinsState).scores[s]!;
  });
  return { nodes: leaves + finished, finished, scoreSums };
}

/** The state after `n` moves, each the lowest card (by card id) of the hand of the seat to play. */
function advance(seed: number, n: number): CoinsState {
  let s = coins.setup({ seats: 3, seed, target: 1000 });
  for (let i = 0; i < n; i++) {
    const lowest = Math.min(...s.hands[s.toPlay]!);
    s = coins.applyMove(s, coins.legalMoves(s).find((m) => cardId(m.card) === lowest)!);
  }
  return s;
}

describe('Coins perft (legal move sequences from seeded deals)', () => {
  it('depth 1 is the size of the leader’s hand, and within a trick the counts multiply the hand sizes', () => {
    for (const seed of [1, 2, 3]) {
      const s = coins.setup({ seats: 3, seed });
      // By hand: any card may be played (4.1), every hand holds 16 cards at the deal (R3).
      expect(perft(coins, s, 1)).toEqual({ leaves: 16, finished: 0 });
      expect(perft(coins, s, 2).leaves).toBe(16 * 16);
      expect(perft(coins, s, 3).leaves).toBe(16 * 16 * 16);
      // The fourth ply is led by the winner of the first trick, who holds 15 cards.
      expect(perft(coins, s, 4).leaves).toBe(16 * 16 * 16 * 15);
    }
  });

  it('pinned score sums over all 4096 first tricks of seeded deals', () => {
    expect(run(coins.setup({ seats: 3, seed: 1 }), 3).scoreSums).toEqual(PINNED.seed1);
    expect(run(coins.setup({ seats: 3, seed: 2 }), 3).scoreSums).toEqual(PINNED.seed2);
    expect(run(coins.setup({ seats: 3, seed: 3 }), 3).scoreSums).toEqual(PINNED.seed3);
  });

  it('pinned counts across the end of a hand (the last trick, then the new deal)', () => {
    const s = advance(4, 45); // one card left in each hand
    expect(s.hands.map((h) => h.length)).toEqual([1, 1, 1]);
    expect(s.scores).toEqual([4, 2, 6]);
    expect(s.hands).toEqual([[47], [38], [44]]); // ClA, Cl4, ClS; seat 0 leads
    expect(run(s, 3).nodes).toBe(1);
    expect(run(s, 4).nodes).toBe(16); // the new hand: the last trick's winner leads from 16 cards
    expect(run(s, 5)).toEqual(PINNED.endOfHand5);
  });

  it('pinned counts from a mid-trick position', () => {
    const s = advance(5, 20); // trick 7, third card to play: that seat played 6 cards, 10 are left
    expect(s.hands[coins.toAct(s)!]!.length).toBe(10);
    expect(run(s, 1).nodes).toBe(10);
    expect(run(s, 4)).toEqual(PINNED.midTrick4);
  });
});

// State version 2 deals with core's shuffle, so the deals of these seeds changed and every pin that depends on the
// cards was derived again, with an independent reference written from the rules (the deal redone with BigInt
// arithmetic as in `referenceShuffle`, the trick winner found by searching the suit cycle as the rule text words it,
// the lowest card played at every move). Each of the three first-trick sums adds up to 3072 = 12 Coins ×
// 256 tricks each. The counts do not depend on the deal. No match ends within these depths (target 15 or 1000), so
// the rule for finished matches (perft's `finished`) changes no pin.
const PINNED = {
  seed1: [1134, 616, 1322],
  seed2: [819, 1047, 1206],
  seed3: [937, 955, 1180],
  // Checked by hand: scores [4, 2, 6] after 45 moves; the last trick ClA / Cl4 / ClS is all Clubs, won by seat 0's
  // Ace for 0 points; then 16 × 16 first plays of the new hand, each leaf at [4, 2, 6]: 256 × [4, 2, 6].
  endOfHand5: { nodes: 256, finished: 0, scoreSums: [1024, 512, 1536] },
  // 10 cards for the third seat of trick 7 (after the Knight and the 6 of Coins: at least 2 coins to its winner),
  // then 9 × 9 × 9 for the whole of trick 8.
  midTrick4: { nodes: 7290, finished: 0, scoreSums: [3375, 58293, 1188] },
};
