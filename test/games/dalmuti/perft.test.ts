// Perft-style regression counts: distinct legal move sequences of depth 1–3 from seeded deals, counted by the testing
// kit's perft on the fast path. The depth-1 counts are also worked out from the dealt hand with the rule text's
// formulas, independently of the move generator. No match ends within three moves of a deal, so `finished` is 0 and
// the pins are the leaf counts pinned before perft moved to the testing kit.
import { describe, expect, it } from 'vitest';
import { dalmuti } from '../../../src/games/dalmuti/index.js';
import { perft } from '../../../src/testing/index.js';

/** Distinct 2-card multisets of a hand: pairs of one rank plus pairs of two different ranks (R5). */
function giftCount(h: readonly number[]): number {
  const present = h.slice(1).filter((c) => c > 0).length;
  const doubles = h.slice(1).filter((c) => c >= 2).length;
  return doubles + (present * (present - 1)) / 2;
}

/** Valid lead sets (P1): for each rank held, 1..c naturals with 0..J Jesters; plus 1..J Jesters alone. */
function leadCount(h: readonly number[]): number {
  const j = h[13]!;
  let n = j;
  for (let r = 1; r <= 12; r++) n += h[r]! * (j + 1);
  return n;
}

/** Leaves at depths 1, 2, 3 (and no match over on the way). */
function counts(state: unknown): number[] {
  return [1, 2, 3].map((depth) => {
    const { leaves, finished } = perft(dalmuti, state, depth);
    expect(finished).toBe(0);
    return leaves;
  });
}

describe('perft', () => {
  it('5 seats, seed 1 (taxation first)', () => {
    const s = dalmuti.setup({ seats: 5, seed: 1 });
    expect(s.phase).toBe('tax');
    expect(perft(dalmuti, s, 1).leaves).toBe(giftCount(s.hands[s.order[0]!]!));
    // Sealed taxation: the LD chooses 1 card from the dealt hand whatever the GD gave.
    const ldRanks = s.hands[s.order[1]!]!.slice(1).filter((c) => c > 0).length;
    expect(perft(dalmuti, s, 2).leaves).toBe(giftCount(s.hands[s.order[0]!]!) * ldRanks);
    expect(counts(s)).toEqual(PINNED.tax5);
  });

  it('6 seats, seed 7, first-deal revolution (play first)', () => {
    const s = dalmuti.setup({ seats: 6, seed: 7, firstDealRevolution: true });
    expect(s.phase).toBe('play');
    expect(perft(dalmuti, s, 1).leaves).toBe(leadCount(s.hands[s.order[0]!]!));
    expect(counts(s)).toEqual(PINNED.play6);
  });

  it('4 seats, seed 3, short deck, V3', () => {
    const s = dalmuti.setup({ seats: 4, seed: 3, firstDealRevolution: true, shortDeck: true });
    expect(s.phase).toBe('play');
    expect(perft(dalmuti, s, 1).leaves).toBe(leadCount(s.hands[s.order[0]!]!));
    expect(counts(s)).toEqual(PINNED.play4);
  });
});

const PINNED = {
  tax5: [32, 320, 8870],
  play6: [14, 71, 251],
  play4: [15, 74, 124],
};
