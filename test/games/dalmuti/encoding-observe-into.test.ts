/**
 * Dalmuti's `observeInto` (the observation written straight from the state) against the view's observation and
 * against observations worked out by hand from the layout in `src/games/dalmuti/encoding.ts`.
 *
 * The deck has r cards of rank r (1..12) and 2 Jesters; in a position, the cards in no hand count as played.
 */
import { describe, expect, it } from 'vitest';
import { observeInto } from '../../../src/core/encoding.js';
import { createSimulator } from '../../../src/core/simulator.js';
import {
  type DalmutiPosition,
  type DalmutiState,
  dalmuti,
  encoding,
  fromPosition,
} from '../../../src/games/dalmuti/index.js';

const SIZE = 102;

function position(p: DalmutiPosition): DalmutiState {
  return fromPosition(p);
}

/**
 * Four seats seated (= ranked) 2, 0, 3, 1; hand 2 of 4. Seat 3 played two 7s (the top set); seat 1 is to act.
 * Hands: seat 0 holds 1, 5, 5 and a Jester; seat 1 two 12s; seat 2 a 3; seat 3 three 7s.
 * Played by rank (r minus the cards held): 1: 0, 2: 2, 3: 2, 4: 4, 5: 3, 6: 6, 7: 4, 8: 8, 9: 9, 10: 10, 11: 11,
 * 12: 10, Jesters: 1.
 */
const midRound = (): DalmutiState =>
  position({
    seats: 4,
    options: { hands: 4 },
    order: [2, 0, 3, 1],
    hand: 2,
    hands: [[1, 5, 5, 13], [12, 12], [3], [7, 7, 7]],
    top: { seat: 3, rank: 7, naturals: 2, jesters: 0 },
    actor: 1,
  });

/** The same, after seat 2 went out with its 3 (played 3s: 3) and seat 1 passed: seat 0 to act, one pass. */
const afterPass = (): DalmutiState =>
  position({
    seats: 4,
    options: { hands: 4 },
    order: [2, 0, 3, 1],
    hand: 2,
    hands: [[1, 5, 5, 13], [12, 12], [], [7, 7, 7]],
    finished: [2],
    round: [
      { seat: 3, rank: 7, naturals: 2, jesters: 0 },
      { seat: 1, rank: 0, naturals: 0, jesters: 0 },
    ],
    top: { seat: 3, rank: 7, naturals: 2, jesters: 0 },
    actor: 0,
  });

/** The played-cards block [13, 26) for played counts by rank 1..13. */
function playedEntries(played: readonly number[]): [number, number][] {
  return played.map((count, i) => [13 + i, count / 12]);
}

/** A seat block at `base`: hand size ÷ 26, out, rank index ÷ 12, to act, played the top set. */
function seatBlock(
  base: number,
  size: number,
  out: number,
  rank: number,
  toAct: number,
  top: number,
): [number, number][] {
  return [
    [base, size / 26],
    [base + 1, out],
    [base + 2, rank / 12],
    [base + 3, toAct],
    [base + 4, top],
  ];
}

function expected(entries: readonly (readonly [number, number])[]): number[] {
  const out = new Float32Array(SIZE);
  for (const [i, v] of entries) out[i] = v;
  return Array.from(out);
}

/** The observation of a seat by each route: the hook through core, the simulator, and observe(view). */
function routes(state: DalmutiState, seat: number | null): number[][] {
  const fromState = new Float32Array(SIZE + 8).fill(-3);
  observeInto(dalmuti, state, seat, fromState, 4);
  const fromSim = new Float32Array(SIZE).fill(-3);
  createSimulator(dalmuti, state).observeInto(seat, fromSim);
  return [
    Array.from(fromState.subarray(4, 4 + SIZE)),
    Array.from(fromSim),
    Array.from(encoding.observe(dalmuti.view(state, seat))),
  ];
}

describe('Dalmuti observeInto', () => {
  it('writes seat 0’s observation in the middle of a round, as worked out by hand', () => {
    const want = expected([
      [0, 1 / 12], // one 1
      [4, 2 / 12], // two 5s
      [12, 1 / 12], // one Jester
      ...playedEntries([0, 2, 2, 4, 3, 6, 4, 8, 9, 10, 11, 10, 1]),
      [26, 1], // a top set: 7s, two cards
      [27, 7 / 13],
      [28, 2 / 14],
      // From seat 0 clockwise: seat 0 (rank 1), seat 3 (rank 2, played the top set), seat 1 (rank 3, to act),
      // seat 2 (rank 0).
      ...seatBlock(29, 4, 0, 1, 0, 0),
      ...seatBlock(34, 3, 0, 2, 0, 1),
      ...seatBlock(39, 2, 0, 3, 1, 0),
      ...seatBlock(44, 1, 0, 0, 0, 0),
      [94 + 3, 1], // phase: play
      [101, 2 / 4], // hand 2 of 4
    ]);
    for (const got of routes(midRound(), 0)) expect(got).toEqual(want);
  });

  it('writes the spectator’s observation from the Greater Dalmuti, with no cards', () => {
    const want = expected([
      ...playedEntries([0, 2, 2, 4, 3, 6, 4, 8, 9, 10, 11, 10, 1]),
      [26, 1],
      [27, 7 / 13],
      [28, 2 / 14],
      ...seatBlock(29, 1, 0, 0, 0, 0), // seat 2, the Greater Dalmuti
      ...seatBlock(34, 4, 0, 1, 0, 0), // seat 0
      ...seatBlock(39, 3, 0, 2, 0, 1), // seat 3
      ...seatBlock(44, 2, 0, 3, 1, 0), // seat 1
      [97, 1],
      [101, 0.5],
    ]);
    for (const got of routes(midRound(), null)) expect(got).toEqual(want);
  });

  it('writes seat 3’s observation after a seat went out and another passed, as worked out by hand', () => {
    const want = expected([
      [6, 3 / 12], // three 7s
      ...playedEntries([0, 2, 3, 4, 3, 6, 4, 8, 9, 10, 11, 10, 1]),
      [26, 1],
      [27, 7 / 13],
      [28, 2 / 14],
      // From seat 3: seat 3 (rank 2, top set), seat 1 (rank 3), seat 2 (rank 0, out), seat 0 (rank 1, to act).
      ...seatBlock(29, 3, 0, 2, 0, 1),
      ...seatBlock(34, 2, 0, 3, 0, 0),
      ...seatBlock(39, 0, 1, 0, 0, 0),
      ...seatBlock(44, 4, 0, 1, 1, 0),
      [97, 1],
      [100, 1 / 13], // one pass
      [101, 0.5],
    ]);
    for (const got of routes(afterPass(), 3)) expect(got).toEqual(want);
  });

  it('agrees with observe(view) for every seat of a dealt match, move after move', () => {
    let state = dalmuti.setup({ seats: 6, seed: 'observe-into' });
    for (let move = 0; move < 60 && !dalmuti.isOver(state); move++) {
      for (const seat of [null, 0, 1, 2, 3, 4, 5]) {
        const [fromState, fromSim, fromView] = routes(state, seat);
        expect(fromState).toEqual(fromView);
        expect(fromSim).toEqual(fromView);
      }
      const legal = dalmuti.legalMoves(state);
      state = dalmuti.applyMove(state, legal[move % legal.length]!);
    }
  });
});
