/**
 * Linko's `observeInto` (the observation written straight from the state) against the view's observation and against
 * observations worked out by hand from the layout documented on `encoding` in `src/games/linko/encoding.ts`.
 * Cards: 0 = joker, 1..13 = values; 8 copies of each value and 5 jokers, 109 cards.
 */
import { describe, expect, it } from 'vitest';
import { observeInto } from '../../../src/core/encoding.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { encoding, fromPosition, type LinkoState, linko } from '../../../src/games/linko/index.js';

const SIZE = 180;

/**
 * Three seats, seat 1's turn to play. Hands: seat 0 3, 3, 7 (one 3 known to all), seat 1 a 5 and a joker, seat 2 a 9.
 * Stacks: seat 0 a set of two 4s; seat 2 a 2, then two 6s with a joker. Display 1, 1, 12, 10, 11, 13; discard an 8.
 * 19 cards listed, so the draw pile holds the other 90. Options by default: 3 games (one per seat), no amigo2022.
 * Running scores (stack cards minus hand cards): seat 0 2 − 3 = −1, seat 1 0 − 2 = −2, seat 2 4 − 1 = 3.
 */
function position(): LinkoState {
  return fromPosition({
    seats: 3,
    current: 1,
    hands: [[3, 3, 7], [5, 0], [9]],
    known: [[3], [], []],
    stacks: [[[4, 4]], [], [[2], [6, 6, 0]]],
    display: [1, 1, 12, 10, 11, 13],
    discard: [8],
  });
}

/** The common entries, given the block base of seats 0, 1 and 2 and the relative slot of seats 0, 1 and 2. */
function common(base: readonly number[], rel: readonly number[]): [number, number][] {
  return [
    // Seat 0: 3 cards, a known 3, 2 stack cards in 1 set, top set 4 of size 2, present.
    [base[0]!, 3],
    [base[0]! + 1 + 3, 1],
    [base[0]! + 15, 2],
    [base[0]! + 16, 1],
    [base[0]! + 17, 4],
    [base[0]! + 18, 2],
    [base[0]! + 19, 1],
    // Seat 1: 2 cards, empty stack, present.
    [base[1]!, 2],
    [base[1]! + 19, 1],
    // Seat 2: 1 card, 4 stack cards in 2 sets, top set 6 of size 3, present.
    [base[2]!, 1],
    [base[2]! + 15, 4],
    [base[2]! + 16, 2],
    [base[2]! + 17, 6],
    [base[2]! + 18, 3],
    [base[2]! + 19, 1],
    [114 + 1, 2], // display: two 1s, a 12, a 10, an 11, a 13
    [114 + 12, 1],
    [114 + 10, 1],
    [114 + 11, 1],
    [114 + 13, 1],
    [128 + 8, 1], // discard: an 8
    [142, 90],
    [143, 1], // phase: play
    [149 + rel[1]!, 1], // seat 1 to act, and the turn owner
    [154 + rel[1]!, 1],
    [174, 3], // games in the match
    [175 + rel[0]!, -1],
    [175 + rel[1]!, -2],
    [175 + rel[2]!, 3],
  ];
}

function expected(entries: readonly (readonly [number, number])[]): number[] {
  const out = new Float32Array(SIZE);
  for (const [i, v] of entries) out[i] = v;
  return Array.from(out);
}

/** The observation of a seat by each route: the hook through core, the simulator, and observe(view). */
function routes(state: LinkoState, seat: number | null): number[][] {
  const fromState = new Float32Array(SIZE + 6).fill(-1);
  observeInto(linko, state, seat, fromState, 3);
  const fromSim = new Float32Array(SIZE).fill(-1);
  createSimulator(linko, state).observeInto(seat, fromSim);
  return [
    Array.from(fromState.subarray(3, 3 + SIZE)),
    Array.from(fromSim),
    Array.from(encoding.observe(linko.view(state, seat))),
  ];
}

describe('Linko observeInto', () => {
  it('writes seat 1’s observation, as worked out by hand', () => {
    // Seat 1 observes: slots 0 = seat 1, 1 = seat 2, 2 = seat 0; seat blocks at 14, 34, 54.
    const want = expected([
      [0, 1], // a joker
      [5, 1], // a 5
      ...common([54, 14, 34], [2, 0, 1]),
    ]);
    for (const got of routes(position(), 1)) expect(got).toEqual(want);
  });

  it('writes seat 0’s and the spectator’s observations, as worked out by hand', () => {
    // Seat 0 and the spectator observe from seat 0: slots = seats; blocks at 14, 34, 54.
    const board = common([14, 34, 54], [0, 1, 2]);
    const seat0 = expected([[3, 2], [7, 1], ...board]);
    for (const got of routes(position(), 0)) expect(got).toEqual(seat0);
    const spectator = expected(board);
    for (const got of routes(position(), null)) expect(got).toEqual(spectator);
  });

  it('agrees with observe(view) for every seat of a dealt match, move after move', () => {
    let state = linko.setup({ seats: 4, seed: 'observe-into' });
    for (let move = 0; move < 80 && !linko.isOver(state); move++) {
      for (const seat of [null, 0, 1, 2, 3]) {
        const [fromState, fromSim, fromView] = routes(state, seat);
        expect(fromState).toEqual(fromView);
        expect(fromSim).toEqual(fromView);
      }
      const legal = linko.legalMoves(state);
      state = linko.applyMove(state, legal[(move * 7) % legal.length]!);
    }
  });
});
