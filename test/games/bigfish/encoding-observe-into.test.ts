/**
 * Big Fish's `observeInto` (the observation written straight from the state) against the view's observation and
 * against observations worked out by hand from the layout documented on `encoding` in
 * `src/games/bigfish/encoding.ts`: rows at 30 (5 × 37), seats at 215 (6 × 96), common deck 791, box 792, bonuses at
 * 793 (9 × 8), phase at 865, cards placed 869, this turn's row at 870.
 *
 * Card kinds: colour index × 6 + value − 1 with colours R, Y, G, B, P, so R1 = 0, R2 = 1, R4 = 3, R5 = 4, Y1 = 6,
 * Y2 = 7, Y3 = 8, Y4 = 9, Y5 = 10, G1 = 12, G2 = 13, G3 = 14, G6 = 17, B1 = 18, B4 = 21, P2 = 25, P3 = 26.
 * The default deck has 20 cards per colour (4, 4, 3, 3, 3, 3 of values 1–6): 100 cards; unlisted ones are boxed.
 */
import { describe, expect, it } from 'vitest';
import { observeInto } from '../../../src/core/encoding.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { type BigFishState, bigfish, encoding, fromPosition } from '../../../src/games/bigfish/index.js';

const SIZE = 875;

/**
 * Two seats, penalty mode, seat 0 to place. Seat 0 holds B1, G1 and has a plus card G6; seat 1 holds R4, R5, Y1, Y4
 * (R4 revealed by a mistake), has P2, P3 in its pile, a minus card Y2, and the mistake card. Rows Y3 | R2 | B4; the
 * common deck holds R1. 14 cards listed, 86 boxed.
 */
const basic = (): BigFishState =>
  fromPosition({
    seats: 2,
    options: { mistakes: 'penalty' },
    hands: [
      ['B1', 'G1'],
      ['R4', 'R5', 'Y1', 'Y4'],
    ],
    rows: [['Y3'], ['R2'], ['B4']],
    piles: [[], ['P2', 'P3']],
    common: ['R1'],
    plus: [['G6'], []],
    minus: [[], ['Y2']],
    revealed: [[], ['R4']],
    mistakeHolder: 1,
  });

/**
 * Three seats, advanced rules (bonuses A and D–I in play; seat 1 holds D), seat 2 placed one card on row 0 this turn.
 * Hands: seat 0 B1, seat 1 R4, seat 2 G2, G3. Rows Y3 Y5 | R2 | a dead slot. 7 cards listed, 93 boxed.
 */
const advanced = (): BigFishState =>
  fromPosition({
    seats: 3,
    options: { advanced: true },
    turn: 2,
    hands: [['B1'], ['R4'], ['G2', 'G3']],
    rows: [['Y3', 'Y5'], ['R2'], null],
    holders: { D: 1 },
    placed: 1,
    turnRow: 0,
  });

/** The rows of both positions: Y3 (| Y5) | R2 | B4 or nothing. */
function rows(first: readonly number[], third: boolean): [number, number][] {
  const out: [number, number][] = [
    [30, 1], // row 0: live, its length, its cards, ends yellow
    [31, first.length],
    ...first.map((kind): [number, number] => [32 + kind, 1]),
    [30 + 32 + 1, 1],
    [67, 1], // row 1: R2, ends red
    [68, 1],
    [69 + 1, 1],
    [67 + 32, 1],
  ];
  if (third) out.push([104, 1], [105, 1], [106 + 21, 1], [104 + 32 + 3, 1]); // row 2: B4, ends blue
  return out;
}

function expected(entries: readonly (readonly [number, number])[]): number[] {
  const out = new Float32Array(SIZE);
  for (const [i, v] of entries) out[i] = v;
  return Array.from(out);
}

/** The observation of a seat by each route: the hook through core, the simulator, and observe(view). */
function routes(state: BigFishState, seat: number | null): [number[], number[], number[]] {
  const fromState = new Float32Array(SIZE + 4).fill(5);
  observeInto(bigfish, state, seat, fromState, 2);
  const fromSim = new Float32Array(SIZE).fill(5);
  createSimulator(bigfish, state).observeInto(seat, fromSim);
  return [
    Array.from(fromState.subarray(2, 2 + SIZE)),
    Array.from(fromSim),
    Array.from(encoding.observe(bigfish.view(state, seat))),
  ];
}

describe('Big Fish observeInto', () => {
  it('writes seat 0’s observation, as worked out by hand', () => {
    const want = expected([
      [18, 1], // B1
      [12, 1], // G1
      ...rows([8], true),
      // Seat 0 (block 215): 2 cards, a plus G6, to act.
      [215, 2],
      [215 + 2 + 17, 1],
      [215 + 94, 1],
      // Seat 1 (block 311): 4 cards, a pile of 2, a minus Y2, R4 revealed, the mistake card.
      [311, 4],
      [312, 2],
      [311 + 32 + 7, 1],
      [311 + 62 + 3, 1],
      [311 + 93, 1],
      [791, 1],
      [792, 86],
      [865, 1], // phase: place
    ]);
    for (const got of routes(basic(), 0)) expect(got).toEqual(want);
  });

  it('writes seat 1’s observation, as worked out by hand: its own block first', () => {
    const want = expected([
      [3, 1], // R4, R5, Y1, Y4
      [4, 1],
      [6, 1],
      [9, 1],
      ...rows([8], true),
      [215, 4],
      [216, 2],
      [215 + 32 + 7, 1],
      [215 + 62 + 3, 1],
      [215 + 93, 1],
      [311, 2],
      [311 + 2 + 17, 1],
      [311 + 94, 1],
      [791, 1],
      [792, 86],
      [865, 1],
    ]);
    for (const got of routes(basic(), 1)) expect(got).toEqual(want);
  });

  it('writes the observation of an advanced game in the middle of a turn, as worked out by hand', () => {
    // Seat 2 observes: slots 0 = seat 2, 1 = seat 0, 2 = seat 1 (blocks 215, 311, 407).
    const want = expected([
      [13, 1], // G2, G3
      [14, 1],
      ...rows([8, 10], false),
      [215, 2],
      [215 + 94, 1], // seat 2 to act
      [311, 1],
      [407, 1],
      [792, 93],
      // Bonuses A, D, E, F, G, H, I in play (blocks of 8 from 793, by letter): held by nobody, D by seat 1 (slot 2).
      [793, 1],
      [794, 1],
      [817, 1],
      [817 + 1 + 1 + 2, 1],
      ...[825, 833, 841, 849, 857].flatMap((b): [number, number][] => [
        [b, 1],
        [b + 1, 1],
      ]),
      [865, 1],
      [869, 1], // one card placed
      [870, 1], // on row 0
    ]);
    for (const got of routes(advanced(), 2)) expect(got).toEqual(want);
    // The spectator sees from seat 0, with no hand.
    const [fromState, fromSim, fromView] = routes(advanced(), null);
    expect(fromState).toEqual(fromView);
    expect(fromSim).toEqual(fromView);
    expect(fromView.slice(0, 30).every((x) => x === 0)).toBe(true);
  });

  it('agrees with observe(view) for every seat of a dealt match, move after move', () => {
    let state = bigfish.setup({ seats: 3, seed: 'observe-into', advanced: true });
    for (let move = 0; move < 80 && !bigfish.isOver(state); move++) {
      for (const seat of [null, 0, 1, 2]) {
        const [fromState, fromSim, fromView] = routes(state, seat);
        expect(fromState).toEqual(fromView);
        expect(fromSim).toEqual(fromView);
      }
      const legal = bigfish.legalMoves(state);
      state = bigfish.applyMove(state, legal[(move * 5) % legal.length]!);
    }
  });
});
