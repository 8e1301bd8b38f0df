// The legal play generator against an independent brute-force enumerator written from the rule text (§4), and the
// move shapes and notation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dalmuti,
  giftMove,
  joinSlotMove,
  moveFromCards,
  playMove,
  swapCardMove,
  swapMove,
} from '../../../src/games/dalmuti/index.js';
import { DECLARE, DECLINE, PASS, SKIP_SWAP } from '../../../src/games/dalmuti/moves.js';
import { formatMove } from '../../../src/games/dalmuti/notation.js';
import { pos } from './helpers.js';

const J = 13;

/** Every sub-multiset of the hand that is a legal play per V, P1, P2 — as canonical strings. */
function bruteForce(hand: number[], top: { rank: number; count: number } | null): string[] {
  const ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, J];
  const out = new Set<string>();
  const pick = new Array<number>(14).fill(0);
  const walk = (i: number): void => {
    if (i === ranks.length) {
      const cards: number[] = [];
      for (const r of ranks) for (let k = 0; k < pick[r]!; k++) cards.push(r);
      if (cards.length === 0) return; // V: non-empty
      const naturals = cards.filter((c) => c !== J);
      if (new Set(naturals).size > 1) return; // V: one rank
      const eff = naturals.length > 0 ? naturals[0]! : J; // Jesters alone are 13
      if (top !== null && (cards.length !== top.count || !(eff < top.rank))) return; // P2
      out.add(`${eff}/${naturals.length}/${cards.length - naturals.length}`);
      return;
    }
    const r = ranks[i]!;
    for (let k = 0; k <= hand[r]!; k++) {
      pick[r] = k;
      walk(i + 1);
    }
    pick[r] = 0;
  };
  walk(0);
  return [...out].sort();
}

const handArb = fc.array(fc.integer({ min: 1, max: J }), { minLength: 1, maxLength: 11 }).map((cards) => {
  const c = new Array<number>(14).fill(0);
  const kept: number[] = [];
  for (const r of cards) {
    const max = r === J ? 2 : r;
    if (c[r]! < max) {
      c[r]!++;
      kept.push(r);
    }
  }
  return kept;
});

const topArb = fc.option(
  fc
    .record({
      rank: fc.integer({ min: 1, max: J }),
      naturals: fc.integer({ min: 0, max: 6 }),
      jesters: fc.integer({ min: 0, max: 2 }),
    })
    .map(({ rank, naturals, jesters }) =>
      rank === J
        ? { rank, naturals: 0, jesters: Math.max(1, jesters) }
        : { rank, naturals: Math.max(1, Math.min(naturals, rank)), jesters },
    ),
  { nil: null },
);

describe('move generation', () => {
  it('V, P1, P2, P3: legalMoves equals a brute-force enumeration of every sub-multiset of the hand', () => {
    fc.assert(
      fc.property(handArb, topArb, (cards, top) => {
        // Others need a card each so the hand is on: take them from the ranks the test hand leaves over.
        const left = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2];
        for (const x of cards) left[x]!--;
        // The top set's cards were played: they come from outside the hand too (a state with the same card on the
        // table and in a hand is refused, I15).
        if (top !== null) {
          if (top.rank !== J) left[top.rank]! -= top.naturals;
          left[J]! -= top.jesters;
          fc.pre(left.every((x) => x >= 0));
        }
        const spare: number[] = [];
        for (let r = 12; r >= 1 && spare.length < 3; r--) if (left[r]! > 0) spare.push(r);
        const hands = [[spare[0]!], cards, [spare[1]!], [spare[2]!]];
        const s = pos({
          seats: 4,
          hands,
          top: top === null ? null : { seat: 0, ...top },
          actor: 1,
          finished: [],
          order: [0, 1, 2, 3],
          options: {},
        } as never);
        const got = dalmuti
          .legalMoves(s)
          .filter((m) => m.type === 'play')
          .map((m) => (m.type === 'play' ? `${m.rank}/${m.naturals}/${m.jesters}` : ''))
          .sort();
        const c = new Array<number>(14).fill(0);
        for (const x of cards) c[x]!++;
        const want = bruteForce(
          c,
          top === null ? null : { rank: top.rank, count: top.naturals + top.jesters },
        );
        expect(got).toEqual(want);
        const hasPass = dalmuti.legalMoves(s).some((m) => m.type === 'pass');
        expect(hasPass).toBe(top !== null);
      }),
      { seed: 20261123, numRuns: 400 },
    );
  });

  it('identical cards are one move: no duplicates in legalMoves', () => {
    const s = pos({ seats: 4, hands: [[5, 5, 5, J, J], [2], [3], [4]] });
    const keys = dalmuti.legalMoves(s).map((m) => dalmuti.moveKey(m));
    expect(new Set(keys).size).toBe(keys.length);
    // 5: 3 counts × 3 Jester counts = 9; Jesters alone 2.
    expect(keys).toHaveLength(11);
  });
});

describe('move builders', () => {
  it('a builder hands out the same frozen object as the legal moves', () => {
    const s = pos({ seats: 4, hands: [[5, 5, J], [2], [3], [4]] });
    const pair = dalmuti.legalMoves(s).find((m) => m.type === 'play' && m.naturals === 1 && m.jesters === 1);
    expect(playMove(5, 1, 1)).toBe(pair);
    expect(Object.isFrozen(giftMove(9, 3))).toBe(true);
    expect(giftMove(9, 3)).toBe(giftMove(3, 9)); // R5: a gift names its ranks ascending
  });

  it('arguments out of range give a move of their own, which validate refuses, never another move', () => {
    // Each of these would share its action integer with another move if it were only encoded and decoded.
    const odd = [
      playMove(1, 13, 0),
      playMove(5, 1, 3),
      giftMove(0),
      giftMove(1, 14),
      swapMove(13),
      swapCardMove(14),
    ];
    expect(odd.map((m) => JSON.parse(JSON.stringify(m)))).toEqual([
      { type: 'play', rank: 1, naturals: 13, jesters: 0 },
      { type: 'play', rank: 5, naturals: 1, jesters: 3 },
      { type: 'gift', ranks: [0] },
      { type: 'gift', ranks: [1, 14] },
      { type: 'swap', target: 13 },
      { type: 'swapCard', rank: 14 },
    ]);
    const s = pos({ seats: 4, hands: [[5, 5, J], [2], [3], [4]] });
    for (const move of [...odd, joinSlotMove(-1)]) {
      expect(Object.isFrozen(move)).toBe(true);
      expect(dalmuti.validate(s, move).ok).toBe(false);
    }
  });
});

describe('parseMove', () => {
  it('accepts every move form and returns the canonical object', () => {
    for (const m of [
      PASS,
      DECLARE,
      DECLINE,
      playMove(5, 2, 1),
      playMove(J, 0, 2),
      giftMove(3, J),
      giftMove(7),
      SKIP_SWAP,
      swapMove(4),
      swapCardMove(9),
      joinSlotMove(2),
    ]) {
      const r = dalmuti.parseMove(JSON.parse(JSON.stringify(m)));
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value).toBe(m);
    }
  });

  it('rejects bad shapes strictly', () => {
    const bad = [
      null,
      'pass',
      { type: 'pass', extra: 1 },
      { type: 'play', rank: 5, naturals: 1 },
      { type: 'play', rank: 0, naturals: 1, jesters: 0 },
      { type: 'play', rank: 5, naturals: 0, jesters: 1 },
      { type: 'play', rank: 13, naturals: 1, jesters: 1 },
      { type: 'play', rank: 5, naturals: 1, jesters: 3 },
      { type: 'play', rank: 5, naturals: 1.5, jesters: 0 },
      { type: 'gift', ranks: [9, 3] },
      { type: 'gift', ranks: [] },
      { type: 'gift', ranks: [1, 2, 3] },
      { type: 'revolution', declare: 'yes' },
      { type: 'swap', target: -1 },
      { type: 'swapCard', rank: 14 },
      { type: 'joinSlot', slot: 99 },
      { type: 'snatch' },
    ];
    for (const b of bad) {
      const r = dalmuti.parseMove(b);
      expect(r.ok, JSON.stringify(b)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_SHAPE');
    }
  });

  it('moveFromCards builds sets from card lists', () => {
    expect(moveFromCards([1, J])).toEqual({ ok: true, value: playMove(1, 1, 1) });
    expect(moveFromCards([J, J])).toEqual({ ok: true, value: playMove(J, 0, 2) });
    expect(moveFromCards([]).ok).toBe(false);
  });

  it('formatMove: count× rank (name), Jesters explained (see notation.test.ts for the whole notation)', () => {
    expect(formatMove(playMove(7, 2, 0))).toBe('2× 7 (Seamstress)');
    expect(formatMove(playMove(7, 2, 1))).toBe('2× 7 (Seamstress) + 1 Jester as 7');
    expect(formatMove(playMove(1, 1, 2))).toBe('1× 1 (Dalmuti) + 2 Jesters as 1');
    expect(formatMove(playMove(J, 0, 1))).toBe('1× Jester (as 13)');
    expect(formatMove(PASS)).toBe('pass');
    expect(formatMove(giftMove(10, J))).toBe('gift 10 (Shepherdess), Jester');
    expect(formatMove(DECLARE)).toBe('declare revolution');
    expect(formatMove(swapMove(3))).toBe('swap with seat 3');
    expect(formatMove(SKIP_SWAP)).toBe('skip swap');
    expect(dalmuti.formatMove(joinSlotMove(2))).toBe('newcomer to slot 2');
  });
});
