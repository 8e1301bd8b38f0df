/**
 * Perft-style regression counts: the number of distinct legal-move sequences of depth 1–3 from seeded deals and from
 * a scenario position. Depth 1 is also worked out from the dealt hand with the counting formula of §4.1:
 * Σ over values held of (copies held) × (jokers held + 1), plus the jokers-alone plays (one per joker count).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { cloneJson } from '../../../src/core/json.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { type LinkoState, linko } from '../../../src/games/linko/index.js';
import { perft } from '../../../src/testing/index.js';
import { A, pos, X } from './fixtures.js';

/** The leaves at depths 1–3 (core's perft: a match that ends above the depth is counted apart, in `finished`). */
const leaves = (s: unknown) => [1, 2, 3].map((d) => perft(linko, s, d).leaves);
const counts = (s: LinkoState) => leaves(s);

function plays(hand: readonly number[]): number {
  const jokers = hand[X]!;
  let n = jokers; // jokers alone: 1..J
  for (let v = 1; v <= 13; v++) n += hand[v]! * (jokers + 1);
  return n;
}

describe('Linko perft', () => {
  const deals = [
    { seats: 2, seed: 'perft-2' },
    { seats: 3, seed: 'perft-3' },
    { seats: 4, seed: 'perft-4', amigo2022: true },
    { seats: 5, seed: 'perft-5' },
  ] as const;

  it('depth 1 equals the counting formula on the dealt hand', () => {
    for (const d of deals) {
      const s = linko.setup(d);
      expect(linko.legalMoves(s)).toHaveLength(plays(s.table.hands[s.table.current]!));
    }
    // One deal written out: the hand below holds 3, 5, 5, 7, 8, 8, 9, 10, 11, 12, 13, X and one more 13
    // → 1 + 2 + 1 + 2 + 1 + 1 + 1 + 1 + 2 = 12 cards of number value, each choice ×2 (0 or 1 joker), + 1 joker alone.
    const s = pos({
      seats: 2,
      current: A,
      hands: [[3, 5, 5, 7, 8, 8, 9, 10, 11, 12, 13, 13, X], [1]],
      display: [4, 4, 4, 4, 4, 4],
    });
    expect(linko.legalMoves(s)).toHaveLength(12 * 2 + 1);
  });

  it('pinned counts from seeded deals', () => {
    const got = deals.map((d) => counts(linko.setup(d)));
    expect(got).toMatchInlineSnapshot(`
      [
        [
          13,
          325,
          3162,
        ],
        [
          43,
          559,
          12825,
        ],
        [
          25,
          175,
          4375,
        ],
        [
          25,
          325,
          3301,
        ],
      ]
    `);
  });

  it('pinned counts from the L-06 position (snatches, take/decline, draws)', () => {
    const s = pos({
      seats: 4,
      current: A,
      hands: [[10, 10, 2], [1], [7], [8]],
      stacks: [[], [[4, 4]], [[6, 6]], [[1, 1]]],
      display: [2, 5, 9, 11, X, 7],
      deckTopFirst: [3, 8, 12, 13, 4],
    });
    // By hand. Depth 1: {10}, {10,10}, {2} = 3 plays. Depth 2: {10} and {2} snatch nobody (all tops are pairs), so
    // B plays its one card {1} → 1 each; {10,10} snatches B, C, D → take or decline = 2. Total 4.
    // Depth 3: B's {1} empties B's hand (E1, game over) → 0 twice; after take B draws from the deck or one of the
    // 6 different display cards = 7; after decline B takes back or discards = 2. Total 9.
    expect(counts(s)).toEqual([3, 4, 9]);
    // The two matches that B's {1} ends at depth 2 are counted apart: finished, not leaves.
    expect(perft(linko, s, 3)).toEqual({ leaves: 9, finished: 2 });
  });

  it('pinned counts from seeded mid-game positions', () => {
    const got = [2, 3, 4, 5].map((seats) => {
      const sim = createSimulator(linko, linko.setup({ seats, seed: `perft-mid-${seats}`, games: 1 }));
      sim.playout(Rng.fromSeed(seats), 12 * seats);
      return leaves(cloneJson(sim.state));
    });
    expect(got).toMatchInlineSnapshot(`
      [
        [
          11,
          78,
          469,
        ],
        [
          2,
          6,
          34,
        ],
        [
          9,
          53,
          504,
        ],
        [
          6,
          20,
          85,
        ],
      ]
    `);
  });

  it('the counts do not depend on the random stream used for playing', () => {
    const s = linko.setup({ seats: 3, seed: 'perft-3' });
    const sim = createSimulator(linko, s);
    sim.playout(Rng.fromSeed(1), 5);
    expect(perft(linko, cloneJson(sim.state), 2)).toEqual(perft(linko, cloneJson(sim.state), 2));
  });
});
