// Every scenario case of the spec (§8), set up from an explicit position and checked move by move.
// Expected values are worked out by hand from the rules.
import { describe, expect, it } from 'vitest';
import {
  attemptPlacement,
  type BigFishPosition,
  type BigFishState,
  bigfish,
  fromPosition,
} from '../../../src/games/bigfish/index.js';
import { endBonusAwards, scoreBreakdown } from '../../../src/games/bigfish/score.js';
import { cardsToPlace, deficit, legal, moves, mv, play, why } from './helpers.js';

const ADV_A = { advanced: true } as const;

describe('bigfish scenarios (spec §8)', () => {
  it('scenario 1: forced colour', () => {
    const s = fromPosition({
      seats: 2,
      hands: [['B1', 'G1', 'Y5', 'P2'], ['R4']],
      rows: [['Y3'], ['R2'], ['B4']],
    });
    expect(why(s, 'B1>0')).toBe('L1:COLOUR_FORCED');
    expect(why(s, 'B1>1')).toBe('L1:COLOUR_FORCED');
    expect(why(s, 'B1>2')).toBe('legal');
  });

  it('scenario 2: free colour', () => {
    const s = fromPosition({
      seats: 2,
      hands: [['B1', 'G1', 'Y5', 'P2'], ['R4']],
      rows: [['Y3'], ['R2'], ['B4']],
    });
    expect(['G1>0', 'G1>1', 'G1>2'].map((m) => legal(s, m))).toEqual([true, true, true]);
  });

  it('scenario 3: sequential placement (rulebook example 1 shape)', () => {
    let s = fromPosition({
      seats: 2,
      hands: [['Y6', 'G1', 'R4', 'B3'], ['P1']],
      rows: [
        ['P1', 'Y2'],
        ['Y4', 'R3'],
        ['R5', 'B2'],
      ],
    });
    expect(why(s, 'Y6>0')).toBe('legal');
    s = play(s, 'Y6>0').state;
    expect(why(s, 'G1>0')).toBe('legal');
    s = play(s, 'G1>0').state;
    expect(why(s, 'R4>0')).toBe('L1:COLOUR_FORCED');
    expect(s.rows[0]).toEqual(['P1', 'Y2', 'Y6', 'G1']);
  });

  it('scenario 4: second card of the forced colour (rulebook example 2)', () => {
    let s = fromPosition({
      seats: 2,
      hands: [['B5', 'G2', 'Y1', 'R6'], ['P1']],
      rows: [['B1'], ['R1'], ['Y1']],
    });
    expect(why(s, 'B5>2')).toBe('L1:COLOUR_FORCED');
    s = play(s, 'B5>0').state;
    expect(why(s, 'G2>0')).toBe('legal');
    s = play(s, 'G2>0').state;
    expect(why(s, 'Y1>0')).toBe('L1:COLOUR_FORCED');
    expect(why(s, 'R6>0')).toBe('L1:COLOUR_FORCED');
    expect(moves(s)).toEqual(['end']);
  });

  it('scenario 5: two rows end in the same colour', () => {
    const s = fromPosition({ seats: 2, hands: [['R6'], ['P1']], rows: [['R2'], ['R3'], ['B1']] });
    expect(why(s, 'R6>0')).toBe('legal');
    expect(why(s, 'R6>1')).toBe('legal');
    expect(why(s, 'R6>2')).toBe('L1:COLOUR_FORCED');
  });

  it('scenario 7: one row per turn', () => {
    let s = fromPosition({ seats: 2, hands: [['R3', 'B2', 'G5'], ['P1']], rows: [['R1'], ['B1'], ['Y1']] });
    s = play(s, 'R3>0').state;
    expect(why(s, 'B2>1')).toBe('L2:WRONG_ROW');
    expect(why(s, 'B2>0')).toBe('L1:COLOUR_FORCED');
  });

  it('scenario 9: all one colour with a tie (the rulebook example of Andy): plus 9, minus 7; H in the advanced game', () => {
    const position: BigFishPosition = {
      seats: 2,
      hands: [['B5', 'B2', 'B4', 'G1'], ['P1']],
      rows: [['R1'], ['Y1'], ['B1', 'B4']],
      common: ['P3'],
    };
    const { state, events } = play(fromPosition(position), 'B5>2', 'B2>2', 'B4>2');
    const taken = events.find((e) => e.type === 'rowTaken');
    expect(taken).toEqual({
      type: 'rowTaken',
      seat: 0,
      row: 2,
      cards: ['B1', 'B4', 'B5', 'B2', 'B4'],
      plus: ['B4', 'B5'],
      minus: ['B1', 'B2', 'B4'],
      plusSum: 9,
      minusSum: 7,
    });
    expect(bigfish.score(state)).toEqual([2, 0]);
    expect(state.rows[2]).toEqual(['P3']);
    expect(bigfish.toAct(state)).toBe(1);

    const adv = play(
      fromPosition({ ...position, options: { advanced: true }, abc: 'B' }),
      'B5>2',
      'B2>2',
      'B4>2',
    );
    expect(adv.state.bonuses.filter((b) => b.holder === 0).map((b) => b.id)).toEqual(['H']);
    expect(adv.events.filter((e) => e.type === 'bonusClaimed')).toEqual([
      { type: 'bonusClaimed', seat: 0, bonus: 'H' },
    ]);
  });

  it('scenario 10: a row with 4 cards takes only 1 card, and the turn ends', () => {
    const s0 = fromPosition({
      seats: 2,
      hands: [['R5', 'G1', 'G2', 'Y3'], ['P1']],
      rows: [['Y1'], ['R1', 'R2', 'R3', 'R4'], ['B1']],
      common: ['Y2'],
    });
    const { state, events } = play(s0, 'R5>1');
    expect(events.map((e) => e.type)).toEqual(['cardPlaced', 'rowTaken', 'newRow', 'turnEnded']);
    expect(state.rows[1]).toEqual(['Y2']);
    expect(bigfish.toAct(state)).toBe(1);
    expect(state.placed).toBe(0);
  });

  it('scenario 11: common deck empty: the slot goes dead and later cards choose among the live rows', () => {
    const s0 = fromPosition({
      seats: 2,
      hands: [['G5', 'Y3'], ['R4']],
      rows: [
        ['G1', 'G2', 'G3', 'G4'],
        ['P2', 'B1'],
        ['R2', 'Y6'],
      ],
    });
    const { state, events } = play(s0, 'G5>0');
    expect(state.rows[0]).toBeNull();
    expect(events.some((e) => e.type === 'rowClosed' && e.row === 0)).toBe(true);
    expect(bigfish.toAct(state)).toBe(1);
    expect(moves(state)).toEqual(['R4>1', 'R4>2']);
  });

  it('scenario 12: setup counts for 4 and 2 players; H = D = 48 at 4 players', () => {
    const s4 = bigfish.setup({ seats: 4, seed: 12 });
    expect(s4.piles.map((p) => p.length)).toEqual([8, 8, 8, 8]);
    expect(s4.hands.map((h) => h.length)).toEqual([4, 4, 4, 4]);
    expect(s4.rows.map((r) => r?.length)).toEqual([1, 1, 1]);
    expect(s4.common.length).toBe(9);
    expect(s4.box.length).toBe(40);
    expect(cardsToPlace(s4)).toBe(48);
    expect(deficit(s4)).toBe(48);
    const s2 = bigfish.setup({ seats: 2, seed: 12 });
    expect(s2.common.length).toBe(3);
    expect(s2.box.length).toBe(70);
  });

  it('scenario 13: refill and skipping; the game ends when every player is empty', () => {
    let s = fromPosition({
      seats: 2,
      hands: [
        ['R1', 'R2', 'R3', 'Y1'],
        ['B2', 'B3', 'G2', 'G3'],
      ],
      piles: [['P5', 'P6'], []],
      rows: [['G1'], ['B1'], ['Y6']],
    });
    let r = play(s, 'R1>0', 'R2>0', 'R3>0', 'end');
    s = r.state;
    expect(s.hands[0]).toEqual(['Y1', 'P5', 'P6']);
    expect(s.piles[0]).toEqual([]);
    expect(r.events.find((e) => e.type === 'handRefilled')).toEqual({
      type: 'handRefilled',
      seat: 0,
      count: 2,
      cards: ['P5', 'P6'], // drawn P6 then P5, listed sorted (the order would tell how the hidden pile lay)
      secret: { seats: [0], fields: ['cards'] },
    });
    r = play(s, 'B2>1', 'end', 'Y1>2', 'P5>2', 'P6>2');
    s = r.state;
    expect(r.events.filter((e) => e.type === 'playerOut')).toEqual([{ type: 'playerOut', seat: 0 }]);
    expect(bigfish.toAct(s)).toBe(1);
    s = play(s, 'B3>1', 'end').state;
    expect(bigfish.toAct(s)).toBe(1); // seat 0 is out and skipped
    r = play(s, 'G2>1', 'G3>1');
    expect(bigfish.isOver(r.state)).toBe(true);
    expect(r.events.at(-1)).toEqual({ type: 'matchOver', scores: [0, 1], winners: [1] });
  });

  it('scenario 14: bonus D, and A qualifying too: the player chooses one of {A, D}', () => {
    const s0 = fromPosition({
      seats: 2,
      options: ADV_A,
      abc: 'A',
      hands: [['P6', 'G1'], ['Y1']],
      rows: [['R1', 'Y2', 'G3', 'B4'], ['Y5'], ['G5']],
      common: ['R6'],
    });
    let r = play(s0, 'P6>0');
    expect(r.events.find((e) => e.type === 'rowTaken')).toMatchObject({
      plusSum: 16,
      minusSum: 0,
      minus: [],
    });
    expect(r.state.phase).toBe('chooseBonus');
    expect(moves(r.state)).toEqual(['bonus A', 'bonus D']);
    r = play(r.state, 'bonus D');
    expect(r.state.bonuses.find((b) => b.id === 'D')?.holder).toBe(0);
    expect(r.state.bonuses.find((b) => b.id === 'A')?.holder).toBeNull();
    expect(r.state.rows[0]).toEqual(['R6']);
    expect(bigfish.score(r.state)).toEqual([26, 0]);
  });

  it('scenario 17: bonuses F, G and H all qualify on an all-blue take', () => {
    const s0 = fromPosition({
      seats: 2,
      options: ADV_A,
      abc: 'A',
      hands: [['B1', 'G1'], ['Y1']],
      rows: [['B3', 'B3', 'B3', 'B2'], ['Y5'], ['G5']],
      common: ['R6'],
    });
    const r = play(s0, 'B1>0');
    expect(r.events.find((e) => e.type === 'rowTaken')).toMatchObject({
      plus: ['B3', 'B3'],
      plusSum: 6,
      minusSum: 6,
    });
    expect(moves(r.state)).toEqual(['bonus F', 'bonus G', 'bonus H']);
  });

  it('scenario 18: A is not triggered by a 1 that goes to minus', () => {
    const s0 = fromPosition({
      seats: 2,
      options: ADV_A,
      abc: 'A',
      hands: [['G6', 'P1'], ['Y1']],
      rows: [['R3', 'R1', 'Y5', 'Y4'], ['B5'], ['P5']],
      common: ['R6'],
    });
    const r = play(s0, 'G6>0');
    expect(r.events.find((e) => e.type === 'rowTaken')).toMatchObject({
      plus: ['R3', 'Y5', 'G6'],
      minus: ['R1', 'Y4'],
    });
    expect(r.state.bonuses.find((b) => b.id === 'A')?.holder).toBeNull();
    // values {1,3,4,5,6} hold the straight 3-4-5-6: D is the only bonus, awarded at once
    expect(r.events.filter((e) => e.type === 'bonusClaimed')).toEqual([
      { type: 'bonusClaimed', seat: 0, bonus: 'D' },
    ]);
  });

  it('scenario 19: A is stolen from its holder', () => {
    const s0 = fromPosition({
      seats: 3,
      options: ADV_A,
      abc: 'A',
      holders: { A: 1 },
      turn: 2,
      hands: [['Y1'], ['Y2'], ['P3', 'G2']],
      rows: [['R2', 'Y5', 'G1', 'B6'], ['Y3'], ['G4']],
      common: ['R6'],
    });
    const r = play(s0, 'P3>0');
    expect(r.events.find((e) => e.type === 'rowTaken')).toMatchObject({ plusSum: 17, minusSum: 0 });
    expect(r.events.filter((e) => e.type === 'bonusStolen')).toEqual([
      { type: 'bonusStolen', seat: 2, bonus: 'A', from: 1 },
    ]);
    expect(r.state.bonuses.find((b) => b.id === 'A')?.holder).toBe(2);
    expect(bigfish.score(r.state)).toEqual([0, 0, 27]);
  });

  it("scenario 21: A's holder takes another 1 with I met: Q = {I}, awarded automatically", () => {
    const s0 = fromPosition({
      seats: 2,
      options: ADV_A,
      abc: 'A',
      holders: { A: 1 },
      turn: 1,
      hands: [['G1'], ['R1', 'P2']],
      rows: [['R1', 'Y6', 'Y2', 'Y3'], ['B5'], ['G5']],
      common: ['R6'],
    });
    const r = play(s0, 'R1>0');
    expect(r.events.find((e) => e.type === 'rowTaken')).toMatchObject({
      plus: ['R1', 'Y6'],
      plusSum: 7,
      minusSum: 6,
    });
    expect(r.state.phase).toBe('place');
    expect(r.events.filter((e) => e.type.startsWith('bonus'))).toEqual([
      { type: 'bonusClaimed', seat: 1, bonus: 'I' },
    ]);
    expect(r.state.bonuses.find((b) => b.id === 'A')?.holder).toBe(1);
  });

  it('scenario 22: a claimed bonus is gone', () => {
    const s0 = fromPosition({
      seats: 2,
      options: ADV_A,
      abc: 'B',
      holders: { D: 0 },
      turn: 1,
      hands: [['G1'], ['P6', 'G2']],
      rows: [['R1', 'Y2', 'G3', 'B4'], ['Y5'], ['G5']],
      common: ['R6'],
    });
    const r = play(s0, 'P6>0');
    expect(r.events.some((e) => e.type.startsWith('bonus'))).toBe(false);
    expect(r.state.bonuses.find((b) => b.id === 'D')?.holder).toBe(0);
  });

  const over = (
    abc: 'A' | 'B' | 'C',
    plus: string[][],
    extra: Partial<Parameters<typeof fromPosition>[0]> = {},
  ) =>
    fromPosition({
      seats: plus.length,
      options: ADV_A,
      abc,
      phase: 'over',
      hands: plus.map(() => []),
      rows: [null, null, null],
      plus: plus as never,
      ...extra,
    });

  it('scenario 23: end bonuses B (tie: 5 each) and C (10 alone; nobody when no one has a 1)', () => {
    const piles = [
      ['R1', 'Y1', 'G2', 'B2', 'P2', 'R3'],
      ['R1', 'Y2', 'G3', 'B3'],
      ['R2', 'Y3', 'G4', 'B4'],
    ];
    expect(endBonusAwards(over('B', piles))).toEqual([
      { bonus: 'B', seat: 1, points: 5 },
      { bonus: 'B', seat: 2, points: 5 },
    ]);
    expect(endBonusAwards(over('C', piles))).toEqual([{ bonus: 'C', seat: 0, points: 10 }]);
    const noOnes = [['R2'], ['Y2'], ['G2']];
    expect(endBonusAwards(over('C', noOnes))).toEqual([]);
  });

  it('scenario 24: final score with the mistake card and D: 40 − 22 − 5 + 10 = 23', () => {
    const s = fromPosition({
      seats: 2,
      options: { advanced: true, mistakes: 'penalty' },
      abc: 'A',
      holders: { D: 0 },
      phase: 'over',
      mistakeHolder: 0,
      hands: [[], []],
      rows: [null, null, null],
      plus: [['R6', 'Y6', 'G6', 'B6', 'P6', 'R5', 'Y5'], []],
      minus: [['R1', 'R2', 'R3', 'R4', 'Y1', 'Y2', 'Y3', 'Y4', 'G2'], []],
    });
    expect(scoreBreakdown(s)[0]).toEqual({
      plus: 40,
      minus: 22,
      mistake: -5,
      bonuses: 10,
      endBonuses: 0,
      total: 23,
    });
    expect(bigfish.score(s)).toEqual([23, 0]);
  });

  it('scenario 25: penalty mode, the two mistake examples of the rulebook (Harry, then Frank)', () => {
    const HARRY = 0;
    const FRANK = 1;
    let s: BigFishState = fromPosition({
      seats: 2,
      options: { mistakes: 'penalty' },
      hands: [
        ['B4', 'G1'],
        ['R5', 'P1'],
      ],
      rows: [['Y2'], ['R2'], ['B2']],
    });
    // Harry puts blue 4 on row 0 although row 2 ends blue.
    let r = attemptPlacement(s, mv('B4>0'));
    expect(r).toMatchObject({
      accepted: false,
      penalized: true,
      violation: { rule: 'L1', code: 'COLOUR_FORCED' },
    });
    expect(r.events).toEqual([{ type: 'mistake', seat: HARRY, card: 'B4', row: 0, from: null, rule: 'L1' }]);
    s = r.state;
    expect(s.hands[HARRY]).toEqual(['G1', 'B4']); // hands are sorted R, Y, G, B, P
    expect(s.revealed[HARRY]).toEqual(['B4']);
    expect(s.rows).toEqual([['Y2'], ['R2'], ['B2']]);
    expect(s.mistakeHolder).toBe(HARRY);
    expect(bigfish.toAct(s)).toBe(HARRY);
    expect(legal(s, 'end')).toBe(false); // still owes a legal placement
    r = attemptPlacement(s, mv('B4>2'));
    expect(r.accepted).toBe(true);
    s = play(r.state, 'end').state;
    expect(s.revealed[HARRY]).toEqual([]);
    // Frank puts red 5 on row 2 although only row 1 ends red.
    r = attemptPlacement(s, mv('R5>2'));
    expect(r).toMatchObject({ accepted: false, penalized: true, violation: { rule: 'L1' } });
    expect(r.events).toEqual([{ type: 'mistake', seat: FRANK, card: 'R5', row: 2, from: HARRY, rule: 'L1' }]);
    s = r.state;
    expect(s.mistakeHolder).toBe(FRANK);
    expect(scoreBreakdown(s).map((l) => l.mistake)).toEqual([0, -5]);
  });
});
