/**
 * Coins' `observeInto` (the observation written straight from the state) against the view's observation and against
 * observations worked out by hand from the layout in `src/games/coins/encoding.ts` and the trick rules of
 * `docs/rules/coins.md`.
 *
 * Card ids: suit × 12 + (strength − 2), suits Cups 0, Coins 1, Swords 2, Clubs 3, so CoA = 23, SwA = 35, Cu2 = 0,
 * Cl5 = 39, Cl9 = 43, Cu7 = 5, Co2 = 12, Co7 = 17.
 */
import { describe, expect, it } from 'vitest';
import { observeInto } from '../../../src/core/encoding.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { type CoinsState, coins, encoding, fromPosition } from '../../../src/games/coins/index.js';

const SIZE = 254;

/**
 * Dealer 2, so seat 0 leads the first trick.
 * Trick 1: seat 0 CoA, seat 1 SwA, seat 2 Cu2: three suits, Clubs missing, so Cups wins: seat 2, 1 coin (CoA).
 * Trick 2, led by seat 2: seat 2 Cl5, seat 0 Cl9, seat 1 Cu7: a pair of Clubs, the higher (Cl9) wins: seat 0, 0 coins.
 * Trick 3, led by seat 0: seat 0 Co2; seat 1 is to act.
 * Cards played: seat 0 three, seat 1 two, seat 2 two; hand sizes 13, 14, 14. Seat 1 holds Co7 (the rest dealt by
 * `fill`). Scores 0, 0, 1; target 15.
 */
function midHand(): CoinsState {
  return fromPosition({
    dealer: 2,
    hands: [[], ['Co7'], []],
    played: ['CoA', 'SwA', 'Cu2', 'Cl5', 'Cl9', 'Cu7', 'Co2'],
    scores: [0, 0, 1],
    fill: true,
  });
}

/** An observation from the observer's hand and the other entries, as [index, value] pairs. */
function expected(hand: readonly number[], entries: readonly (readonly [number, number])[]): Float32Array {
  const out = new Float32Array(SIZE);
  for (const card of hand) out[card] = 1;
  for (const [i, v] of entries) out[i] = v;
  return out;
}

/** The observation of a seat by each route: the hook through core, the simulator, and observe(view). */
function routes(state: CoinsState, seat: number | null): Float32Array[] {
  const fromState = new Float32Array(SIZE + 10).fill(9);
  observeInto(coins, state, seat, fromState, 5);
  const fromSim = new Float32Array(SIZE).fill(9);
  createSimulator(coins, state).observeInto(seat, fromSim, 0);
  return [fromState.subarray(5, 5 + SIZE), fromSim, encoding.observe(coins.view(state, seat))];
}

describe('Coins observeInto', () => {
  it('writes seat 1’s observation of a hand in its third trick, as worked out by hand', () => {
    const state = midHand();
    // Seat 1 observes: relative seats 0 = seat 1, 1 = seat 2, 2 = seat 0; blocks of played cards at 48, 96, 144.
    const want = expected(state.hands[1]!, [
      [144 + 23, 1], // CoA by seat 0
      [48 + 35, 1], // SwA by seat 1
      [96 + 0, 1], // Cu2 by seat 2
      [96 + 39, 1], // Cl5 by seat 2
      [144 + 43, 1], // Cl9 by seat 0
      [48 + 5, 1], // Cu7 by seat 1
      [144 + 12, 1], // Co2 by seat 0, in the current trick
      [192 + 12, 1],
      [241, 1 / 15], // seat 2's score ÷ target
      [243, 14 / 16], // hand sizes: seat 1, seat 2, seat 0
      [244, 14 / 16],
      [245, 13 / 16],
      [247, 1], // dealer: seat 2
      [250 + 1, 1], // leader: seat 0
      [252, 1], // seat 1 is to act
      [253, 15 / 20],
    ]);
    expect(state.hands[1]).toContain(17); // Co7
    expect(want.slice(0, 48).reduce((a, b) => a + b, 0)).toBe(14);
    for (const got of routes(state, 1)) expect(Array.from(got)).toEqual(Array.from(want));
  });

  it('writes the spectator’s observation as seat 0 with an empty hand, as worked out by hand', () => {
    const want = expected(
      [],
      [
        [48 + 23, 1], // CoA by seat 0
        [96 + 35, 1], // SwA by seat 1
        [144 + 0, 1], // Cu2 by seat 2
        [144 + 39, 1], // Cl5 by seat 2
        [48 + 43, 1], // Cl9 by seat 0
        [96 + 5, 1], // Cu7 by seat 1
        [48 + 12, 1], // Co2 by seat 0
        [192 + 12, 1],
        [242, 1 / 15],
        [243, 13 / 16],
        [244, 14 / 16],
        [245, 14 / 16],
        [248, 1], // dealer 2
        [249, 1], // leader 0
        [253, 0.75],
      ],
    );
    for (const got of routes(midHand(), null)) expect(Array.from(got)).toEqual(Array.from(want));
  });

  it('reads a hand in any order (the state keeps the order of the deal and the plays, not ascending)', () => {
    const sorted = midHand();
    const raw = JSON.parse(JSON.stringify(sorted)) as { hands: number[][] };
    raw.hands = raw.hands.map((h) => [...h].reverse());
    const loaded = coins.loadState(raw, { positions: true });
    if (!loaded.ok) throw new Error(loaded.error.message);
    const reversed = loaded.value;
    expect(reversed.hands[1]![0]).toBeGreaterThan(reversed.hands[1]![1]!);
    for (const seat of [0, 1, 2, null]) {
      const want = Array.from(encoding.observe(coins.view(sorted, seat)));
      for (const got of routes(reversed, seat)) expect(Array.from(got)).toEqual(want);
    }
  });

  it('writes the observation of a finished match: nobody to act', () => {
    // Trick 1 as above gives seat 2 its third coin: with target 3 the match is over, seat 2 wins.
    const state = fromPosition({
      dealer: 2,
      hands: [[], [], []],
      played: ['CoA', 'SwA', 'Cu2'],
      scores: [0, 0, 3],
      target: 3,
      fill: true,
    });
    expect(coins.isOver(state)).toBe(true);
    // Seat 2 observes: relative 0 = seat 2, 1 = seat 0, 2 = seat 1.
    const want = expected(state.hands[2]!, [
      [96 + 23, 1], // CoA by seat 0
      [144 + 35, 1], // SwA by seat 1
      [48 + 0, 1], // Cu2 by seat 2
      [240, 3 / 3],
      [243, 15 / 16],
      [244, 15 / 16],
      [245, 15 / 16],
      [246, 1], // dealer: seat 2 itself
      [246 + 3, 1], // leader: seat 2, the trick's winner
      [253, 3 / 20],
    ]);
    for (const got of routes(state, 2)) expect(Array.from(got)).toEqual(Array.from(want));
  });
});
