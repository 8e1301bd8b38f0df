// One test (at least) per rule id and ambiguity resolution of the spec; expected values worked out by hand.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { DEFAULT_DECK, deckCards } from '../../../src/games/bigfish/cards.js';
import {
  attemptPlacement,
  type BigFishPosition,
  type BigFishState,
  bigfish,
  fromPosition,
} from '../../../src/games/bigfish/index.js';
import { endBonusAwards } from '../../../src/games/bigfish/score.js';
import { highestPlus, meetsCondition, plusSelections, splitRow } from '../../../src/games/bigfish/take.js';
import { allCards, legal, moves, mv, play, why } from './helpers.js';

const take = (cards: string[]) => {
  const c = cards as Parameters<typeof highestPlus>[0];
  return splitRow(c, highestPlus(c));
};

describe('setup (R1–R9)', () => {
  it('R1: the deal is a shuffle of the whole deck; different seeds deal differently', () => {
    const a = bigfish.setup({ seats: 3, seed: 1 });
    const b = bigfish.setup({ seats: 3, seed: 2 });
    expect(allCards(a)).toEqual(deckCards(DEFAULT_DECK).sort());
    expect(a.piles).not.toEqual(b.piles);
  });

  it('R2, B-A18: each personal pile is dealt 12 cards (8 left after the hand of 4)', () => {
    for (let n = 2; n <= 6; n++) {
      const s = bigfish.setup({ seats: n, seed: n });
      expect(s.piles.map((p, i) => p.length + s.hands[i]!.length)).toEqual(new Array(n).fill(12));
    }
  });

  it('R3: each player draws the top 4 cards of their own pile', () => {
    const s = bigfish.setup({ seats: 2, seed: 5, pileSize: 12 });
    expect(s.hands.map((h) => h.length)).toEqual([4, 4]);
    // same seed with a longer pile: the hand is still the top 4 of that seat's pile, the rest stays below
    expect(s.piles[0]!.length).toBe(8);
  });

  it('R4: three face-up cards start the three rows', () => {
    const s = bigfish.setup({ seats: 5, seed: 3 });
    expect(s.rows.map((r) => r!.length)).toEqual([1, 1, 1]);
  });

  it('R5: the common deck holds 3(N−1) cards', () => {
    expect([2, 3, 4, 5, 6].map((n) => bigfish.setup({ seats: n, seed: 9 }).common.length)).toEqual([
      3, 6, 9, 12, 15,
    ]);
  });

  it('R6: the rest (100 − 15N) goes back to the box, unseen', () => {
    expect([2, 3, 4, 5, 6].map((n) => bigfish.setup({ seats: n, seed: 9 }).box.length)).toEqual([
      70, 55, 40, 25, 10,
    ]);
    const v = bigfish.view(bigfish.setup({ seats: 2, seed: 9 }), 0);
    expect(v.boxSize).toBe(70);
    expect(JSON.stringify(v)).not.toContain('"box"');
  });

  it('R7: the mistake card belongs to nobody at the start', () => {
    expect(bigfish.setup({ seats: 2, seed: 9, mistakes: 'penalty' }).mistakeHolder).toBeNull();
  });

  it('R8, V1: advanced rules put one of A/B/C and all of D–I in play; the basic game has no bonus cards', () => {
    expect(bigfish.setup({ seats: 2, seed: 1 }).bonuses).toEqual([]);
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const b = bigfish.setup({ seats: 2, seed, advanced: true }).bonuses;
      expect(b.map((x) => x.id).slice(1)).toEqual(['D', 'E', 'F', 'G', 'H', 'I']);
      expect(b.every((x) => x.holder === null)).toBe(true);
      seen.add(b[0]!.id);
    }
    expect([...seen].sort()).toEqual(['A', 'B', 'C']);
  });

  it('R9, B-A14: the start seat is an option (default 0); play goes clockwise', () => {
    expect(bigfish.toAct(bigfish.setup({ seats: 4, seed: 1 }))).toBe(0);
    let s = bigfish.setup({ seats: 4, seed: 1, startSeat: 3 });
    expect(bigfish.toAct(s)).toBe(3);
    while (bigfish.toAct(s) === 3) s = bigfish.applyMove(s, bigfish.legalMoves(s).at(-1)!);
    expect(bigfish.toAct(s)).toBe(0);
  });
});

const three = (
  hands: string[][],
  rows: (string[] | null)[],
  extra: Partial<BigFishPosition> = {},
): BigFishState => fromPosition({ seats: hands.length, hands, rows, ...extra } as BigFishPosition);

describe('placement (L1–L4)', () => {
  it('L1: a card must go to a row whose right end has its colour; any live row when none does', () => {
    const s = three([['Y1', 'P1'], ['R1']], [['Y3'], ['R2'], ['Y4']]);
    expect(moves(s)).toEqual(['Y1>0', 'Y1>2', 'P1>0', 'P1>1', 'P1>2']);
    expect(why(s, 'Y1>1')).toBe('L1:COLOUR_FORCED');
  });

  it('L1: later placements are judged against the table including this turn’s cards', () => {
    let s = three([['G1', 'G2', 'B5'], ['R1']], [['Y3'], ['R2'], ['B4']]);
    s = play(s, 'G1>0').state; // row 0 now ends green
    expect(moves(s)).toEqual(['G2>0', 'end']); // B5 is forced to row 2, which is not this turn's row
  });

  it('L2: every placement of a turn goes to the row of the first one', () => {
    let s = three([['G1', 'P2'], ['R1']], [['Y3'], ['R2'], ['B4']]);
    s = play(s, 'G1>1').state;
    expect(why(s, 'P2>0')).toBe('L2:WRONG_ROW');
    expect(why(s, 'P2>1')).toBe('legal');
  });

  it('L3: at least one placement before ending the turn', () => {
    const s = three([['G1', 'P2'], ['R1']], [['Y3'], ['R2'], ['B4']]);
    expect(why(s, 'end')).toBe('L3:NOTHING_PLACED');
    expect(moves(s)).not.toContain('end');
  });

  it('L3: at most 4 placements a turn; the 4th ends the turn by itself', () => {
    const s = three([['G1', 'G2', 'G3', 'G4'], ['R1']], [['Y3'], ['R2'], ['B4']], {
      options: { rowLength: 6 },
      piles: [['P1', 'P2'], []],
    });
    const r = play(s, 'G1>0', 'G2>0', 'G3>0', 'G4>0');
    expect(r.state.rows[0]).toEqual(['Y3', 'G1', 'G2', 'G3', 'G4']);
    expect(bigfish.toAct(r.state)).toBe(1);
    // a 5th placement by seat 0 is refused outright
    expect(bigfish.validate(r.state, mv('P1>0'), 0)).toMatchObject({
      ok: false,
      error: { code: 'NOT_YOUR_TURN' },
    });
    const two = three([['G1', 'G2', 'G3'], ['R1']], [['Y3'], ['R2'], ['B4']], {
      options: { maxPlacements: 2 },
    });
    expect(bigfish.toAct(play(two, 'G1>0', 'G2>0').state)).toBe(1);
  });

  it('L4: the placement that makes a row 5 long takes it and ends the turn; a 3-card row takes at most 2', () => {
    const s = three([['G1', 'G2', 'G3', 'P4'], ['R1']], [['Y3', 'Y4', 'Y5'], ['R2'], ['B4']], {
      common: ['R6'],
    });
    const r = play(s, 'G1>0', 'G2>0');
    expect(r.events.map((e) => e.type)).toContain('rowTaken');
    expect(bigfish.toAct(r.state)).toBe(1);
    expect(r.state.hands[0]).toEqual(['G3', 'P4']);
  });

  it('B-A13: cards always go to the right end of a row', () => {
    const s = play(three([['G1'], ['R1']], [['Y3', 'R4'], ['R2'], ['B4']]), 'G1>0').state;
    expect(s.rows[0]).toEqual(['Y3', 'R4', 'G1']);
  });

  it('B-A15: a player with fewer than 4 cards may place all of them (the turn ends when the hand is empty)', () => {
    const s = three([['G1', 'G2'], ['R1']], [['Y3'], ['R2'], ['B4']]);
    const r = play(s, 'G1>0', 'G2>0');
    expect(r.state.hands[0]).toEqual([]);
    expect(r.events.map((e) => e.type)).toEqual(['cardPlaced', 'cardPlaced', 'turnEnded', 'playerOut']);
    expect(bigfish.toAct(r.state)).toBe(1);
  });

  it('B-A17: a player keeps taking turns after the pile runs out, until the hand is empty', () => {
    let s = three(
      [
        ['G1', 'G2'],
        ['R1', 'R3'],
      ],
      [['Y3'], ['R2'], ['B4']],
    );
    s = play(s, 'G1>0', 'end', 'R1>1', 'end').state;
    expect(bigfish.toAct(s)).toBe(0);
    expect(s.piles[0]).toEqual([]);
  });
});

describe('the take (S1–S2, B-A4, B-A5)', () => {
  it('S1: the highest card of each colour is plus, the rest minus', () => {
    // the rulebook example of Ryan: R5, Y6, G1 plus (12), R2, Y3 minus (5)
    expect(take(['R2', 'Y3', 'R5', 'Y6', 'G1'])).toEqual({
      cards: ['R2', 'Y3', 'R5', 'Y6', 'G1'],
      plus: ['R5', 'Y6', 'G1'],
      minus: ['R2', 'Y3'],
    });
  });

  it('S2: all five one colour: the two highest are plus', () => {
    expect(take(['G6', 'G2', 'G5', 'G1', 'G3'])).toMatchObject({
      plus: ['G5', 'G6'],
      minus: ['G1', 'G2', 'G3'],
    });
  });

  it('B-A5: ties within a colour: one of the equal top cards is plus, the others minus', () => {
    expect(take(['R3', 'R3', 'Y1', 'Y1', 'P2'])).toMatchObject({
      plus: ['R3', 'Y1', 'P2'],
      minus: ['R3', 'Y1'],
    });
    expect(take(['B4', 'B4', 'B4', 'B1', 'B1'])).toMatchObject({
      plus: ['B4', 'B4'],
      minus: ['B1', 'B1', 'B4'],
    });
  });

  it('B-A4, V3: with plusSelection playerChoice the taker picks one card of each colour (two if all one colour)', () => {
    expect(plusSelections(['R2', 'Y3', 'R5', 'Y6', 'G1'])).toEqual([
      ['R2', 'Y3', 'G1'],
      ['R2', 'Y6', 'G1'],
      ['R5', 'Y3', 'G1'],
      ['R5', 'Y6', 'G1'],
    ]);
    expect(plusSelections(['B4', 'B4', 'B1', 'B2', 'B2'])).toEqual([
      ['B1', 'B2'],
      ['B1', 'B4'],
      ['B2', 'B2'],
      ['B2', 'B4'],
      ['B4', 'B4'],
    ]);
    const s = three([['G1', 'Y1'], ['R1']], [['R2', 'Y3', 'R5', 'Y6'], ['B2'], ['P4']], {
      options: { plusSelection: 'playerChoice' },
      common: ['P6'],
    });
    let r = play(s, 'G1>0');
    expect(r.state.phase).toBe('choosePlus');
    expect(bigfish.toAct(r.state)).toBe(0);
    expect(why(r.state, 'plus R5,Y3')).toBe('V3:NOT_A_PLUS_CHOICE');
    r = play(r.state, 'plus R2,Y6,G1');
    expect(r.state.plus[0]).toEqual(['R2', 'Y6', 'G1']);
    expect(r.state.minus[0]).toEqual(['R5', 'Y3']);
    expect(bigfish.score(r.state)).toEqual([1, 0]);
    expect(bigfish.toAct(r.state)).toBe(1);
  });

  it('B-A4: with plusSelection highest (the default) there is no decision', () => {
    const s = three([['G1', 'Y1'], ['R1']], [['R2', 'Y3', 'R5', 'Y6'], ['B2'], ['P4']], { common: ['P6'] });
    const r = play(s, 'G1>0');
    expect(r.state.phase).toBe('place');
    expect(bigfish.score(r.state)).toEqual([7, 0]);
  });
});

describe('bonuses (BON)', () => {
  const t = (cards: string[]) => take(cards);
  it('BON A: a value-1 card to plus, and not already holding A', () => {
    expect(meetsCondition('A', t(['R1', 'Y2', 'G3', 'B4', 'P6']), 0, null)).toBe(true);
    expect(meetsCondition('A', t(['R1', 'Y2', 'G3', 'B4', 'P6']), 0, 1)).toBe(true);
    expect(meetsCondition('A', t(['R1', 'R2', 'G3', 'B4', 'P6']), 0, null)).toBe(false);
  });
  it('B-A21: A does not qualify for its own holder', () => {
    expect(meetsCondition('A', t(['R1', 'Y2', 'G3', 'B4', 'P6']), 0, 0)).toBe(false);
  });
  it('BON D, B-A19: four consecutive values among the five, duplicates and 5-straights count', () => {
    expect(meetsCondition('D', t(['R2', 'Y3', 'G3', 'B4', 'P5']), 0, null)).toBe(true);
    expect(meetsCondition('D', t(['R1', 'Y2', 'G3', 'B4', 'P5']), 0, null)).toBe(true);
    expect(meetsCondition('D', t(['R6', 'Y5', 'G4', 'B3', 'P3']), 0, null)).toBe(true);
    expect(meetsCondition('D', t(['R1', 'Y2', 'G3', 'B5', 'P6']), 0, null)).toBe(false);
  });
  it('BON E, B-A11: this take’s minus sum exceeds its plus sum', () => {
    expect(meetsCondition('E', t(['R6', 'R5', 'R4', 'Y1', 'Y2']), 0, null)).toBe(true); // plus 6+2, minus 5+4+1
    expect(meetsCondition('E', t(['R1', 'R5', 'R4', 'Y1', 'Y2']), 0, null)).toBe(false); // plus 5+2, minus 1+4+1
    expect(meetsCondition('E', t(['R6', 'R5', 'Y1']), 0, null)).toBe(false);
  });
  it('BON F: this take’s plus and minus sums are equal', () => {
    expect(meetsCondition('F', t(['R4', 'R3', 'R1', 'Y2', 'Y2']), 0, null)).toBe(true); // plus 4+2, minus 3+1+2
    expect(meetsCondition('F', t(['R4', 'R3', 'R2', 'Y2', 'Y2']), 0, null)).toBe(false);
  });
  it('BON G: only values 1, 2, 3', () => {
    expect(meetsCondition('G', t(['R1', 'Y2', 'G3', 'B3', 'P1']), 0, null)).toBe(true);
    expect(meetsCondition('G', t(['R1', 'Y2', 'G3', 'B4', 'P1']), 0, null)).toBe(false);
  });
  it('BON H: all one colour', () => {
    expect(meetsCondition('H', t(['P1', 'P2', 'P6', 'P4', 'P1']), 0, null)).toBe(true);
    expect(meetsCondition('H', t(['P1', 'P2', 'P6', 'P4', 'B1']), 0, null)).toBe(false);
  });
  it('BON I, B-A20: exactly two colours', () => {
    expect(meetsCondition('I', t(['P1', 'P2', 'P6', 'P4', 'B1']), 0, null)).toBe(true);
    expect(meetsCondition('I', t(['P1', 'P2', 'P6', 'P4', 'P1']), 0, null)).toBe(false);
    expect(meetsCondition('I', t(['P1', 'P2', 'R6', 'P4', 'B1']), 0, null)).toBe(false);
  });

  const straight = (extra: Partial<BigFishPosition>) =>
    fromPosition({
      seats: 2,
      options: { advanced: true },
      abc: 'A',
      hands: [
        ['P6', 'G1'],
        ['R1', 'Y1'],
      ],
      rows: [['R1', 'Y2', 'G3', 'B4'], ['Y5'], ['G5']],
      common: ['R6', 'B6'],
      ...extra,
    });

  it('BON: at most one bonus per take; B-A7: A is part of the choice', () => {
    const r = play(straight({}), 'P6>0');
    expect(moves(r.state)).toEqual(['bonus A', 'bonus D']);
    expect(why(r.state, 'bonus E')).toBe('V1:BONUS_NOT_OFFERED');
    expect(why(r.state, 'P6>1')).toBe('null:WRONG_PHASE');
    const after = play(r.state, 'bonus A').state;
    expect(after.bonuses.filter((b) => b.holder === 0).map((b) => b.id)).toEqual(['A']);
  });

  it('B-A7: with aCountsTowardLimit false, A comes on top of the one bonus', () => {
    const r = play(straight({ options: { advanced: true, aCountsTowardLimit: false } }), 'P6>0');
    expect(r.state.phase).toBe('place');
    expect(r.state.bonuses.filter((b) => b.holder === 0).map((b) => b.id)).toEqual(['A', 'D']);
  });

  it('B-A12: a bonus that qualified but was not chosen stays available', () => {
    let s = play(straight({}), 'P6>0', 'bonus D').state;
    expect(s.bonuses.find((b) => b.id === 'A')?.holder).toBeNull();
    // later, seat 1 takes R6 G2 B5 P3 Y1 (five colours, all plus, no other condition): A is still there to claim
    s = fromPosition({
      seats: 2,
      options: { advanced: true },
      abc: 'A',
      holders: { D: 0 },
      turn: 1,
      hands: [['G2'], ['Y1']],
      rows: [['R6', 'G2', 'B5', 'P3'], ['B5'], ['G5']],
      common: ['B6'],
    });
    const r = play(s, 'Y1>0');
    expect(r.events.filter((e) => e.type === 'bonusClaimed')).toEqual([
      { type: 'bonusClaimed', seat: 1, bonus: 'A' },
    ]);
  });

  it('B-A11: E and F look at this take only, not running totals', () => {
    const s = fromPosition({
      seats: 2,
      options: { advanced: true },
      abc: 'B',
      hands: [['G2'], ['R1']],
      rows: [['R1', 'R5', 'R4', 'Y1'], ['B5'], ['P5']],
      plus: [[], ['R6', 'Y6', 'G6']],
      minus: [['B6', 'P6', 'G4'], []],
      common: ['B6'],
    });
    // take R1 R5 R4 Y1 G2: plus R5 + Y1 + G2 = 8, minus R1 + R4 = 5 → neither E nor F (despite a negative total)
    const r = play(s, 'G2>0');
    expect(r.events.filter((e) => e.type.startsWith('bonus'))).toEqual([]);
  });
});

describe('end of game and scoring (§5)', () => {
  const over = (plus: string[][], options: Record<string, unknown> = {}, abc: 'B' | 'C' = 'B') =>
    fromPosition({
      seats: plus.length,
      options: { advanced: true, ...options },
      abc,
      phase: 'over',
      hands: plus.map(() => []),
      rows: [null, null, null],
      plus: plus as never,
    });

  it('B-A8: a B or C tie pays 5 to each tied player; with tieSplit splitTen, 10/k', () => {
    const piles = [['R1'], ['Y1'], ['G1'], ['B1', 'B2']];
    expect(endBonusAwards(over(piles)).map((a) => a.points)).toEqual([5, 5, 5]);
    expect(endBonusAwards(over(piles, { tieSplit: 'splitTen' })).map((a) => a.points)).toEqual([
      10 / 3,
      10 / 3,
      10 / 3,
    ]);
    expect(endBonusAwards(over([['R1'], ['Y1', 'Y2']], {}, 'C'))).toEqual([
      { bonus: 'C', seat: 0, points: 5 },
      { bonus: 'C', seat: 1, points: 5 },
    ]);
  });

  it('B-A9: C goes to nobody when no plus pile holds a 1', () => {
    expect(endBonusAwards(over([['R2'], ['Y3']], {}, 'C'))).toEqual([]);
  });

  it('B-A10: for B, an empty plus pile counts (0 is the fewest)', () => {
    expect(endBonusAwards(over([[], ['Y3'], ['G3', 'G4']]))).toEqual([{ bonus: 'B', seat: 0, points: 10 }]);
    expect(bigfish.score(over([[], ['Y3'], ['G3', 'G4']]))).toEqual([10, 3, 7]);
  });

  it('§5: B and C are scored only once the game is over', () => {
    const s = fromPosition({
      seats: 2,
      options: { advanced: true },
      abc: 'B',
      hands: [['G2'], ['R1']],
      rows: [['R6'], ['B5'], ['G5']],
      plus: [['Y2'], []],
    });
    expect(bigfish.score(s)).toEqual([2, 0]);
    expect(endBonusAwards(s)).toEqual([{ bonus: 'B', seat: 1, points: 10 }]);
  });

  it('§5: ties share the win', () => {
    const s = fromPosition({
      seats: 3,
      phase: 'over',
      hands: [[], [], []],
      rows: [null, null, null],
      plus: [['R5'], ['Y5'], ['G4']],
    });
    expect(bigfish.winners(s)).toEqual([0, 1]);
  });

  it('B-A3: an empty common deck closes the slot; with no live row left the game ends and unfinished rows score nothing', () => {
    const s = fromPosition({
      seats: 2,
      options: { rowCount: 1 },
      hands: [['G5', 'Y3'], ['R4']],
      rows: [['G1', 'G2', 'G3', 'G4']],
    });
    const r = play(s, 'G5>0');
    expect(r.state.rows).toEqual([null]);
    expect(bigfish.isOver(r.state)).toBe(true);
    expect(r.state.hands[1]).toEqual(['R4']); // cards left in hand simply stay
    const partial = fromPosition({
      seats: 2,
      hands: [['G5'], []],
      rows: [['G1', 'G2', 'G3'], ['R1', 'R2'], null],
    });
    const end = play(partial, 'G5>0');
    expect(bigfish.isOver(end.state)).toBe(true);
    expect(bigfish.score(end.state)).toEqual([0, 0]);
  });

  it('B-A2: completing a row ends the turn; with continueAfterCompletion the turn goes on with the new row', () => {
    const pos: BigFishPosition = {
      seats: 2,
      hands: [['G5', 'Y3', 'P2'], ['R4']],
      rows: [['G1', 'G2', 'G3', 'G4'], ['B1'], ['R2']],
      common: ['Y6'],
    };
    expect(bigfish.toAct(play(fromPosition(pos), 'G5>0').state)).toBe(1);
    const cont = play(fromPosition({ ...pos, options: { continueAfterCompletion: true } }), 'G5>0').state;
    expect(bigfish.toAct(cont)).toBe(0);
    expect(moves(cont)).toEqual(['Y3>0', 'P2>0', 'end']);
  });

  it('BON: at most one bonus per turn, also when the turn goes on after a take (continueAfterCompletion)', () => {
    // Row 1 is four blues; the common deck holds Yellow 5. Blue 5 completes row 1: 1-2-3-4-5 all blue, so D and H
    // qualify; seat 0 takes D. The turn goes on with the new row (Yellow 5), which Y1–Y4 complete: all yellow, so
    // H qualifies again, but seat 0 has had its bonus this turn (KR-BF: one per turn). H stays in the supply.
    const pos: BigFishPosition = {
      seats: 2,
      options: { advanced: true, continueAfterCompletion: true, handSize: 8, maxPlacements: 8 },
      abc: 'B',
      hands: [['B5', 'Y1', 'Y2', 'Y3', 'Y4'], ['R4']],
      rows: [['B1', 'B2', 'B3', 'B4'], ['R1'], ['G1']],
      common: ['Y5'],
    };
    let s = play(fromPosition(pos), 'B5>0').state;
    expect(moves(s)).toEqual(['bonus D', 'bonus H']);
    const after = play(s, 'bonus D', 'Y1>0', 'Y2>0', 'Y3>0', 'Y4>0');
    s = after.state;
    expect(s.minus[0]).toEqual(['B1', 'B2', 'B3', 'Y1', 'Y2', 'Y3']); // both rows were taken
    expect(s.bonuses.filter((b) => b.holder === 0).map((b) => b.id)).toEqual(['D']);
    expect(s.bonuses.find((b) => b.id === 'H')!.holder).toBeNull();
    expect(after.events.filter((e) => e.type === 'bonusClaimed' || e.type === 'bonusChoice')).toEqual([
      { type: 'bonusClaimed', seat: 0, bonus: 'D' },
    ]);
    expect(bigfish.toAct(s)).toBe(1);
  });

  it('B-A7: with aCountsTowardLimit off, A still comes on top of the turn’s one bonus', () => {
    // As above, but A is in play and does not count: the second take (Yellow 5 1 2 3, Green 1) sends Green 1 to plus
    // (A) and has equal sums 6 = 6 (F) and two colours (I). A is awarded on top; F and I are not (one per turn).
    const pos: BigFishPosition = {
      seats: 2,
      options: {
        advanced: true,
        continueAfterCompletion: true,
        aCountsTowardLimit: false,
        handSize: 8,
        maxPlacements: 8,
      },
      abc: 'A',
      hands: [['B5', 'Y1', 'Y2', 'Y3', 'G1'], ['R4']],
      rows: [['B1', 'B2', 'B3', 'B4'], ['R1'], ['P1']],
      common: ['Y5'],
    };
    const s = play(fromPosition(pos), 'B5>0', 'bonus D', 'Y1>0', 'Y2>0', 'Y3>0', 'G1>0').state;
    expect(s.plus[0]).toEqual(['B4', 'B5', 'Y5', 'G1']);
    expect(s.bonuses.filter((b) => b.holder === 0).map((b) => b.id)).toEqual(['A', 'D']);
    expect(bigfish.toAct(s)).toBe(1);
  });
});

describe('the mistake card (V2, B-A6)', () => {
  const pos: BigFishPosition = {
    seats: 2,
    options: { mistakes: 'penalty' },
    hands: [['G1', 'B4', 'P2'], ['R5']],
    rows: [['Y2'], ['R2'], ['B2']],
  };

  it('B-A6: only the illegal card goes back; earlier placements stand and the turn goes on', () => {
    let s = play(fromPosition(pos), 'G1>0').state;
    const r = attemptPlacement(s, mv('P2>1'));
    expect(r).toMatchObject({
      accepted: false,
      penalized: true,
      violation: { rule: 'L2', code: 'WRONG_ROW' },
    });
    s = r.state;
    expect(s.rows[0]).toEqual(['Y2', 'G1']);
    expect(s.placed).toBe(1);
    expect(s.hands[0]).toEqual(['B4', 'P2']);
    expect(legal(s, 'end')).toBe(true); // one legal placement was made already
    expect(legal(s, 'P2>0')).toBe(true);
  });

  it('V2: other illegal actions are refused outright in penalty mode too, and the input is never changed', () => {
    const s = fromPosition(pos);
    const before = JSON.stringify(s);
    for (const m of ['end', 'R5>1', 'B4>4']) {
      const r = attemptPlacement(s, mv(m));
      expect(r).toMatchObject({ accepted: false, penalized: false });
      expect(r.state).toBe(s);
    }
    expect(attemptPlacement(s, { type: 'place', colour: 'B' }).penalized).toBe(false);
    attemptPlacement(s, mv('B4>0'));
    expect(JSON.stringify(s)).toBe(before);
    expect(attemptPlacement(s, mv('B4>0'))).toEqual(attemptPlacement(s, mv('B4>0')));
  });

  it('V2: in penalty mode a mistaken placement is a legal move whose effect is the penalty', () => {
    // Hand G1 B4 P2; rows Y2 | R2 | B2. Reject mode: B4 only on row 3 (it ends blue), G1 and P2 anywhere: 1 + 3 + 3.
    // Penalty mode: every card on every open row (9), of which B4 on rows 1 and 2 are mistakes (L1).
    const s = fromPosition(pos);
    expect(moves(fromPosition({ ...pos, options: {} }))).toEqual([
      'G1>0',
      'G1>1',
      'G1>2',
      'B4>2',
      'P2>0',
      'P2>1',
      'P2>2',
    ]);
    expect(moves(s)).toEqual(['G1>0', 'G1>1', 'G1>2', 'B4>0', 'B4>1', 'B4>2', 'P2>0', 'P2>1', 'P2>2']);
    const step = bigfish.applyMoveWithEvents(s, mv('B4>0'));
    expect(step.events).toEqual([{ type: 'mistake', seat: 0, card: 'B4', row: 0, from: null, rule: 'L1' }]);
    expect(step.state.mistakeHolder).toBe(0);
    expect(step.state.rows).toEqual(s.rows);
    expect(step.state.hands).toEqual(s.hands);
    expect(step.state.placed).toBe(0);
    // after one legal card on row 1, every other row is a mistake against L2 (WRONG_ROW), the end of the turn is legal
    const after = play(s, 'G1>0').state;
    expect(moves(after)).toEqual(['B4>0', 'B4>1', 'B4>2', 'P2>0', 'P2>1', 'P2>2', 'end']);
    expect(bigfish.applyMoveWithEvents(after, mv('P2>1')).events).toEqual([
      { type: 'mistake', seat: 0, card: 'P2', row: 1, from: null, rule: 'L2' },
    ]);
    // the encoding numbers a mistake like the placement it is
    expect(bigfish.encoding!.encodeMove(mv('B4>0'))).toBe((3 * 6 + 3) * 5 + 0);
  });

  it('V2: showing the same card again changes nothing the table can see (revealed once)', () => {
    let s = play(fromPosition({ ...pos, hands: [['B4', 'B4', 'P2'], ['R5']] }), 'B4>0').state;
    expect(s.revealed[0]).toEqual(['B4']);
    s = play(s, 'B4>1').state;
    expect(s.revealed[0]).toEqual(['B4']); // not ['B4', 'B4']: the table cannot know of a second copy
    s = play(s, 'B4>2').state;
    expect(s.revealed[0]).toEqual([]); // a Blue 4 was played: as far as the table knows, the one it had seen
  });

  it('V2: in reject mode (the default) an illegal placement is refused and the mistake card never moves', () => {
    const s = fromPosition({ ...pos, options: {} });
    const r = attemptPlacement(s, mv('B4>0'));
    expect(r).toMatchObject({ accepted: false, penalized: false, violation: { rule: 'L1' } });
    expect(r.state.mistakeHolder).toBeNull();
    expect(bigfish.legalMoves(s).every((m) => bigfish.validate(s, m).ok)).toBe(true);
  });

  it('V2: the revealed card is public: other seats see it in the offender’s hand until it is played', () => {
    let s = attemptPlacement(fromPosition(pos), mv('B4>0')).state;
    expect(bigfish.view(s, 1).revealed[0]).toEqual(['B4']);
    expect(bigfish.loadState(JSON.parse(JSON.stringify(s)), { positions: true }).ok).toBe(true);
    s = play(s, 'B4>2').state;
    expect(bigfish.view(s, 1).revealed[0]).toEqual([]);
  });
});

describe('parameters (V4, B-A1)', () => {
  it('B-A1: the deck composition is an option; the default is the assumed {1:4, 2:4, 3:3, 4:3, 5:3, 6:3} per colour', () => {
    expect(DEFAULT_DECK.R).toEqual([4, 4, 3, 3, 3, 3]);
    const deck = {
      R: [2, 2, 2, 2, 2, 2],
      Y: [2, 2, 2, 2, 2, 2],
      G: [2, 2, 2, 2, 2, 2],
      B: [2, 2, 2, 2, 2, 2],
      P: [2, 2, 2, 2, 2, 2],
    };
    const s = bigfish.setup({ seats: 3, seed: 4, deck: deck as never });
    expect(allCards(s).length).toBe(60);
    expect(s.box.length).toBe(60 - 36 - 3 - 6);
    expect(() => bigfish.setup({ seats: 6, seed: 4, deck: deck as never })).toThrow(/needs 90 fish cards/);
  });

  it('V4: pile, hand, common deck, rows and row length are parameters', () => {
    const s = bigfish.setup({
      seats: 2,
      seed: 4,
      pileSize: 10,
      handSize: 3,
      commonDeckSize: 5,
      rowCount: 4,
      rowLength: 6,
    });
    expect(s.hands.map((h) => h.length)).toEqual([3, 3]);
    expect(s.piles.map((p) => p.length)).toEqual([7, 7]);
    expect(s.rows.length).toBe(4);
    expect(s.common.length).toBe(5);
    expect(() => bigfish.setup({ seats: 2, seed: 1, rowCount: 9 })).toThrow(/rowCount/);
    expect(() => bigfish.setup({ seats: 2, seed: 1, colour: 'red' } as never)).toThrow(/unknown option/);
  });

  it('explain: rows that do not exist or are closed, and cards not in hand, name their rule', () => {
    const s = three([['G1'], ['R1']], [['Y3'], null, ['B4']]);
    expect(why(s, 'G1>4')).toBe('R4:NO_SUCH_ROW');
    expect(why(s, 'G1>1')).toBe('L1:ROW_CLOSED');
    expect(why(s, 'R6>0')).toBe('L3:NOT_IN_HAND');
    expect(why(s, 'plus R1')).toBe('null:WRONG_PHASE');
    expect(bigfish.validate(s, { type: 'place', colour: 'X', value: 1, row: 0 })).toMatchObject({
      ok: false,
      error: { code: 'BAD_SHAPE', path: 'colour' },
    });
  });
});

describe('random play', () => {
  it('V3: random games with player-chosen plus cards end in states loadState accepts', () => {
    const rng = Rng.fromSeed(1);
    let s = bigfish.setup({ seats: 3, seed: 3, advanced: true, plusSelection: 'playerChoice' });
    while (!bigfish.isOver(s)) {
      const ms = bigfish.legalMoves(s);
      s = bigfish.applyMove(s, ms[rng.int(ms.length)]!);
    }
    expect(bigfish.loadState(JSON.parse(JSON.stringify(s))).ok).toBe(true);
  });
});
