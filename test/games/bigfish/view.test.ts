import { describe, expect, it } from 'vitest';
import { attemptPlacement, bigfish, fromPosition } from '../../../src/games/bigfish/index.js';
import { mv, play } from './helpers.js';

describe('bigfish view', () => {
  const s = fromPosition({
    seats: 3,
    options: { advanced: true, mistakes: 'penalty' },
    abc: 'C',
    holders: { E: 2 },
    hands: [['R1', 'G2', 'G3', 'P2'], ['Y3', 'Y4', 'B1'], ['P5']],
    piles: [['R2', 'R3'], [], []],
    rows: [['Y6'], ['B2', 'B3'], ['P1']],
    common: ['G6', 'G5'],
    plus: [['R6'], [], []],
    minus: [['R4'], [], ['B4']],
  });

  it('shows the own hand, only the sizes of other hands, and every pile as a size only (the owner included)', () => {
    const v = bigfish.view(s, 0);
    expect(v.hand).toEqual(['R1', 'G2', 'G3', 'P2']);
    expect(v.handSizes).toEqual([4, 3, 1]);
    expect(v.pileSizes).toEqual([2, 0, 0]);
    const text = JSON.stringify(v);
    for (const hidden of ['Y3', 'R2', 'R3', 'G6', 'G5']) expect(text).not.toContain(hidden);
    expect(bigfish.view(s, null).hand).toBeNull();
  });

  it('B-A16: shows minus piles, and rows, the common deck size, plus piles, bonuses and holders, and the mistake holder', () => {
    const v = bigfish.view(s, 1);
    expect(v.rows).toEqual([['Y6'], ['B2', 'B3'], ['P1']]);
    expect(v.commonSize).toBe(2);
    expect(v.plus).toEqual([['R6'], [], []]);
    expect(v.minus).toEqual([['R4'], [], ['B4']]);
    expect(v.bonuses.map((b) => `${b.id}:${b.holder}`)).toEqual([
      'C:null',
      'D:null',
      'E:2',
      'F:null',
      'G:null',
      'H:null',
      'I:null',
    ]);
    expect(v.mistakeHolder).toBeNull();
    expect(v.scoreLines.map((l) => l.total)).toEqual([2, 0, 6]);
    expect(v.toAct).toBe(0);
    const after = attemptPlacement(s, mv('P2>0')).state; // row 2 ends purple
    expect(bigfish.view(after, 2).mistakeHolder).toBe(0);
  });

  it('redacts the cards of a refill for everyone but the drawer (eventsFor)', () => {
    const { events } = play(s, 'G2>0', 'G3>0', 'end');
    const refill = events.find((e) => e.type === 'handRefilled');
    const secret = { seats: [0], fields: ['cards'] };
    // drawn R3 then R2, listed sorted (the order would tell the drawer how its hidden pile lay)
    expect(refill).toEqual({ type: 'handRefilled', seat: 0, count: 2, cards: ['R2', 'R3'], secret });
    expect(bigfish.eventsFor(events, 0)).toContainEqual(refill);
    for (const seat of [1, 2, null]) {
      expect(bigfish.eventsFor(events, seat).find((e) => e.type === 'handRefilled')).toEqual({
        type: 'handRefilled',
        seat: 0,
        count: 2,
        cards: null,
        secret,
      });
    }
    expect(JSON.stringify(bigfish.eventsFor(events, null))).not.toContain('R3');
  });

  it('events cover placement, take, bonus, new row, refill, player out, end bonuses and the match over', () => {
    const end = fromPosition({
      seats: 2,
      options: { advanced: true },
      abc: 'B',
      hands: [['G5'], []],
      rows: [['G1', 'G2', 'G3', 'G6'], null, null],
    });
    const { events } = play(end, 'G5>0');
    expect(events.map((e) => e.type)).toEqual([
      'cardPlaced',
      'rowTaken',
      'bonusClaimed',
      'rowClosed',
      'turnEnded',
      'playerOut',
      'endBonus',
      'matchOver',
    ]);
    // G1 G2 G3 G6 G5, all green, no straight: plus G6 G5 (11), minus G1 G2 G3 (6); H (7) → 12;
    // end bonus B: seat 1 has no plus cards (10)
    expect(events.slice(-2)).toEqual([
      { type: 'endBonus', bonus: 'B', seat: 1, points: 10 },
      { type: 'matchOver', scores: [12, 10], winners: [0] },
    ]);
  });
});
