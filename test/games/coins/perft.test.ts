import { describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '../../../src/core/index.js';
import type { CoinsMove } from '../../../src/games/coins/index.js';
import { type CoinsState, coins } from '../../../src/games/coins/index.js';

/** Leaves of the move tree `depth` plies deep, and how many of them end with each seat's score raised. */
function perft(sim: Simulator<CoinsState, CoinsMove>, depth: number, tally: number[]): number {
  if (depth === 0 || sim.isOver()) {
    for (let s = 0; s < 3; s++) tally[s]! += sim.state.scores[s]!;
    return 1;
  }
  let n = 0;
  for (const move of sim.legalMoves()) {
    const child = sim.clone();
    child.apply(move);
    n += perft(child, depth - 1, tally);
  }
  return n;
}

function run(state: CoinsState, depth: number) {
  const tally = [0, 0, 0];
  const nodes = perft(createSimulator(coins, state), depth, tally);
  return { nodes, scoreSums: tally };
}

/** The state after playing the first legal move `n` times. */
function advance(seed: number, n: number): CoinsState {
  let s = coins.setup({ seats: 3, seed, target: 1000 });
  for (let i = 0; i < n; i++) s = coins.applyMove(s, coins.legalMoves(s)[0]!);
  return s;
}

describe('Coins perft (legal move sequences from seeded deals)', () => {
  it('depth 1 is the size of the leader’s hand, and within a trick the counts multiply the hand sizes', () => {
    for (const seed of [1, 2, 3]) {
      const s = coins.setup({ seats: 3, seed });
      // By hand: any card may be played (4.1), every hand holds 16 cards at the deal (R3).
      expect(run(s, 1).nodes).toBe(16);
      expect(run(s, 2).nodes).toBe(16 * 16);
      expect(run(s, 3).nodes).toBe(16 * 16 * 16);
      // The fourth ply is led by the winner of the first trick, who holds 15 cards.
      expect(run(s, 4).nodes).toBe(16 * 16 * 16 * 15);
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
    expect(s.scores).toEqual([1, 2, 9]);
    expect(s.hands).toEqual([[46], [44], [47]]); // ClR, ClS, ClA; seat 0 leads
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

const PINNED = {
  seed1: [836, 950, 1286],
  seed2: [1238, 784, 1050],
  seed3: [871, 958, 1243],
  // Checked by hand: scores [1, 2, 9] after 45 moves; the last trick ClR / ClS / ClA is all Clubs, won by seat 2's
  // Ace for 0 points; then 16 × 16 first plays of the new hand, each leaf at [1, 2, 9]: 256 × [1, 2, 9].
  endOfHand5: { nodes: 256, scoreSums: [256, 512, 2304] },
  // 10 cards for the third seat of trick 7, then 9 × 9 × 9 for trick 8.
  midTrick4: { nodes: 7290, scoreSums: [6228, 36342, 15102] },
};
