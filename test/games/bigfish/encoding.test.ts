import { describe, expect, it } from 'vitest';
import { decodeMove, encodeMove } from '../../../src/games/bigfish/encoding.js';
import {
  bigfish,
  choosePlusMove as choosePlus,
  encoding,
  placeMove as place,
} from '../../../src/games/bigfish/index.js';

describe('bigfish encoding', () => {
  it('places, end turn, bonuses and plus choices have the documented integers', () => {
    expect(encoding.actionCount).toBe(17069);
    expect(encodeMove(place('R1', 0))).toBe(0);
    expect(encodeMove(place('B4', 2))).toBe((3 * 6 + 3) * 5 + 2);
    expect(encodeMove({ type: 'endTurn' })).toBe(150);
    expect(encodeMove({ type: 'chooseBonus', bonus: 'A' })).toBe(151);
    expect(encodeMove({ type: 'chooseBonus', bonus: 'I' })).toBe(157);
    expect(encodeMove(choosePlus(['R1']))).toBe(158);
    expect(encodeMove(choosePlus(['R5', 'Y6', 'G1']))).toBe(158 + 5 + 6 * 7 + 1 * 49 - 1);
    expect(encodeMove(choosePlus(['R1', 'R1']))).toBe(16964);
    expect(encodeMove(choosePlus(['P6', 'P6']))).toBe(17068);
    expect(decodeMove(17068)).toEqual(choosePlus(['P6', 'P6']));
  });

  it('observations have the fixed length and show the own hand', () => {
    const s = bigfish.setup({ seats: 6, seed: 3, advanced: true });
    const obs = encoding.observe(bigfish.view(s, 2));
    expect(obs.length).toBe(encoding.observationSize);
    expect(encoding.observationSize).toBe(875);
    let inHand = 0;
    for (let i = 0; i < 30; i++) inHand += obs[i]!;
    expect(inHand).toBe(4);
    expect(obs[791]).toBe(15); // common deck
  });
});
