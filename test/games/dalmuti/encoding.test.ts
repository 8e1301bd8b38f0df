// The integer action space and the observation.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import {
  ACTION_COUNT,
  decodeMove,
  encodeMove,
  OBSERVATION_SIZE,
  observe,
} from '../../../src/games/dalmuti/encoding.js';
import { dalmuti, playMove } from '../../../src/games/dalmuti/index.js';
import { PASS } from '../../../src/games/dalmuti/moves.js';

describe('encoding', () => {
  it('decode and encode are inverse on every valid action; 581 actions are moves', () => {
    let valid = 0;
    for (let a = 0; a < ACTION_COUNT; a++) {
      const m = decodeMove(a);
      if (m === null) continue;
      valid++;
      expect(encodeMove(m)).toBe(a);
      expect(dalmuti.parseMove(JSON.parse(JSON.stringify(m))).ok).toBe(true);
    }
    // plays 12 ranks × 12 naturals × 3 + 2 Jester-only; pass; 2 revolution; 13 + 91 gifts; 14 swaps; 13 cards; 13 slots
    expect(valid).toBe(12 * 12 * 3 + 2 + 1 + 2 + 13 + 91 + 14 + 13 + 13);
    expect([decodeMove(-1), decodeMove(ACTION_COUNT), decodeMove(1.5)]).toEqual([null, null, null]);
    expect(encodeMove(PASS)).toBe(507);
    expect(encodeMove(playMove(1, 1, 0))).toBe(3);
  });

  it('every legal move of random matches encodes in range, distinctly; observations have a fixed length', () => {
    const rng = Rng.fromSeed(5);
    for (const seats of [4, 6, 8]) {
      let s = dalmuti.setup({ seats, seed: seats, merchantSwap: true, hands: 2 });
      while (!dalmuti.isOver(s)) {
        const legal = dalmuti.legalMoves(s);
        const codes = legal.map(encodeMove);
        expect(new Set(codes).size).toBe(codes.length);
        for (const c of codes) expect(c >= 0 && c < ACTION_COUNT).toBe(true);
        const obs = observe(dalmuti.view(s, dalmuti.toAct(s)));
        expect(obs.length).toBe(OBSERVATION_SIZE);
        expect(obs.every((x) => Number.isFinite(x))).toBe(true);
        s = dalmuti.applyMove(s, legal[rng.int(legal.length)]!);
      }
      expect(observe(dalmuti.view(s, null)).length).toBe(OBSERVATION_SIZE);
    }
  });
});
