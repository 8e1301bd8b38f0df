import { describe, expect, it } from 'vitest';
import {
  bigfish,
  choosePlusMove as choosePlus,
  placeMove as place,
} from '../../../src/games/bigfish/index.js';

describe('bigfish moves', () => {
  it('bigfish.parseMove normalizes the key order and sorts plus cards', () => {
    expect(bigfish.parseMove({ row: 2, value: 4, colour: 'B', type: 'place' })).toEqual({
      ok: true,
      value: { type: 'place', colour: 'B', value: 4, row: 2 },
    });
    expect(bigfish.parseMove({ cards: ['G1', 'R5'], type: 'choosePlus' })).toEqual({
      ok: true,
      value: choosePlus(['R5', 'G1']),
    });
    expect(bigfish.parseMove({ type: 'endTurn' })).toEqual({ ok: true, value: { type: 'endTurn' } });
    expect(bigfish.parseMove({ type: 'chooseBonus', bonus: 'A' }).ok).toBe(true);
  });

  it('bigfish.parseMove refuses bad shapes with BAD_SHAPE, never throwing', () => {
    const bad = [
      null,
      42,
      'place',
      [],
      { type: 'place', colour: 'B', value: 4 },
      { type: 'place', colour: 'B', value: 7, row: 0 },
      { type: 'place', colour: 'B', value: 4, row: 5 },
      { type: 'place', colour: 'B', value: 4.5, row: 0 },
      { type: 'place', colour: 'B', value: 4, row: 0, extra: 1 },
      { type: 'endTurn', now: true },
      { type: 'choosePlus', cards: [] },
      { type: 'choosePlus', cards: ['R1', 'R2', 'R3'] },
      { type: 'choosePlus', cards: ['R1', 'X2'] },
      { type: 'chooseBonus', bonus: 'B' },
      { type: 'chooseBonus', bonus: 'C' },
      { type: 'pass' },
      Object.create({ type: 'endTurn' }),
    ];
    for (const input of bad) {
      const r = bigfish.parseMove(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_SHAPE');
    }
  });

  it('bigfish.parseMove checks a plus choice’s size before it reads or sorts its cards (issue 15: a million-card move)', () => {
    let reads = 0;
    const million = new Proxy(new Array<string>(1_000_000).fill('R1'), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const r = bigfish.parseMove({ type: 'choosePlus', cards: million });
    expect(r).toMatchObject({ ok: false, error: { code: 'BAD_SHAPE' } });
    expect(r.ok ? '' : r.error.path).toMatch(/^cards/);
    // Core reads a move as plain data, within its node budget, before the declared shape checks the list's length:
    // the work is bounded by that budget (10,000 values), not by the million.
    expect(reads).toBeLessThanOrEqual(10_000);
    expect(bigfish.parseMove({ type: 'choosePlus', cards: ['R1', 'Y1', 'G1', 'B1', 'P1', 'R2'] }).ok).toBe(
      false,
    );
    expect(bigfish.parseMoveText('plus r1 y1 g1 b1 p1 r2').ok).toBe(false); // more than five plus cards
    expect(bigfish.parseMoveText('plus r1 y1 g1 b1 p1').ok).toBe(true);
  });

  it('formatMove writes the notation for people (colour names, rows from 1)', () => {
    expect(bigfish.formatMove(place('B4', 2))).toBe('Blue 4 → row 3');
    expect(bigfish.formatMove({ type: 'endTurn' })).toBe('end turn');
    expect(bigfish.formatMove(choosePlus(['B5', 'B4']))).toBe('plus Blue 4, Blue 5');
    expect(bigfish.formatMove({ type: 'chooseBonus', bonus: 'D' })).toBe('bonus D');
  });
});
