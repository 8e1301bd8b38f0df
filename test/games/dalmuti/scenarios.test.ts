// The spec's scenario cases (§8), each from an explicit position, move by move; expected values worked out by hand.
import { describe, expect, it } from 'vitest';
import { total as handSize } from '../../../src/core/index.js';
import { dalmuti, giftMove, moveFromCards, playMove } from '../../../src/games/dalmuti/index.js';
import { DECLARE, DECLINE, PASS } from '../../../src/games/dalmuti/moves.js';
import { counts, play, pos, rejects, run, set } from './helpers.js';

const J = 13;

describe('scenarios (§8)', () => {
  it('S1: a lone Jester leads; a 12 beats it; a Jester cannot follow a 12', () => {
    let s = pos({ seats: 5, hands: [[J, 5], [12, 3], [J, 7], [9], [10]] });
    s = run(s, [[0, set(J)]]);
    expect(s.top).toEqual({ seat: 0, rank: 13, naturals: 0, jesters: 1 });
    s = run(s, [[1, set(12)]]);
    expect(dalmuti.toAct(s)).toBe(2);
    rejects(s, set(J), 'JESTERS_CANNOT_FOLLOW', 'P2');
  });

  it('S2: a Jester with a 5 is a pair of 5s; two Jesters alone are a pair of 13s', () => {
    let s = pos({ seats: 5, hands: [[3], [8, 8, 4], [5, J, 9], [4, 4], [10]], actor: 1 });
    s = run(s, [
      [1, set(8, 8)],
      [2, set(5, J)],
    ]);
    expect(s.top).toEqual({ seat: 2, rank: 5, naturals: 1, jesters: 1 });
    let t = pos({
      seats: 5,
      hands: [[3], [6], [9, 10], [4, 4, J, J], [10]],
      top: { seat: 2, rank: 8, naturals: 2, jesters: 0 },
    });
    expect(dalmuti.toAct(t)).toBe(3);
    rejects(t, set(J, J), 'JESTERS_CANNOT_FOLLOW', 'P2');
    t = play(t, set(4, 4));
    expect(t.top).toEqual({ seat: 3, rank: 4, naturals: 2, jesters: 0 });
  });

  it('S4: mixed ranks are not a set; 5,5,J is three 5s', () => {
    const s = pos({ seats: 5, hands: [[5, 5, 6, J], [1], [2], [3], [4]] });
    const mixed = moveFromCards([5, 6]);
    expect(mixed.ok).toBe(false);
    if (!mixed.ok) expect([mixed.error.code, mixed.error.rule]).toEqual(['MIXED_RANKS', 'P1']); // the spec's V, under P1
    const mixedJ = moveFromCards([5, 6, J]);
    expect(mixedJ.ok).toBe(false);
    // No legal move holds two ranks: every legal play names one rank.
    for (const m of dalmuti.legalMoves(s)) if (m.type === 'play') expect(m.rank).toBeGreaterThan(0);
    const t = play(s, set(5, 5, J));
    expect(t.top).toEqual({ seat: 0, rank: 5, naturals: 2, jesters: 1 });
  });

  it('S5: a follow must match the count exactly', () => {
    const s = pos({
      seats: 5,
      hands: [[2], [9, 9, 9, 9, 9, J], [3], [4], [5]],
      top: { seat: 0, rank: 11, naturals: 4, jesters: 0 },
    });
    expect(dalmuti.toAct(s)).toBe(1);
    rejects(s, playMove(9, 5, 0), 'COUNT_MISMATCH', 'P2');
    expect(dalmuti.validate(s, playMove(9, 4, 0)).ok).toBe(true);
    expect(dalmuti.validate(s, playMove(9, 3, 1)).ok).toBe(true);
    rejects(s, playMove(9, 3, 0), 'COUNT_MISMATCH', 'P2');
  });

  it('S6: an equal rank does not beat', () => {
    const s = pos({
      seats: 5,
      hands: [[2], [8, 8], [3], [4], [5]],
      top: { seat: 0, rank: 8, naturals: 2, jesters: 0 },
    });
    rejects(s, set(8, 8), 'NOT_BETTER', 'P2');
  });

  it('S7: the leader cannot pass', () => {
    const s = pos({ seats: 5, hands: [[2], [8], [3], [4], [5]], actor: 3 });
    rejects(s, PASS, 'LEADER_CANNOT_PASS', 'P1');
  });

  it('S8: a player who passed plays again in the same round (KR-DAL round 2)', () => {
    let s = pos({
      seats: 5,
      hands: [
        [12, 12, 12, 6, 6, J, 11],
        [10, 10, 10, 11],
        [4, 4, 4, 11],
        [8, 8, 8, 11],
        [9, 11],
      ],
    });
    s = run(s, [
      [0, set(12, 12, 12)],
      [1, set(10, 10, 10)],
      [2, 'pass'],
      [3, set(8, 8, 8)],
      [4, 'pass'],
      [0, set(6, 6, J)],
      [1, 'pass'],
      [2, set(4, 4, 4)],
      [3, 'pass'],
      [4, 'pass'],
      [0, 'pass'],
    ]);
    expect(s.passes).toBe(3);
    s = run(s, [[1, 'pass']]);
    expect(s.top).toBeNull();
    expect(s.passes).toBe(0);
    expect(dalmuti.toAct(s)).toBe(2);
  });

  it('S9: a round ends when nobody beats; the same player leads again', () => {
    let s = pos({ seats: 5, hands: [[3, 7], [5], [6], [8], [9]] });
    s = run(s, [
      [0, set(3)],
      [1, 'pass'],
      [2, 'pass'],
      [3, 'pass'],
    ]);
    expect(s.top).not.toBeNull();
    s = run(s, [[4, 'pass']]);
    expect(s.top).toBeNull();
    expect(dalmuti.toAct(s)).toBe(0);
    expect(dalmuti.legalMoves(s)).toEqual([playMove(7, 1, 0)]);
  });

  it('S11: a last card unbeaten: the lead passes to the left', () => {
    let s = pos({ seats: 5, hands: [[9], [10], [7], [8], [11]], actor: 2 });
    s = run(s, [[2, set(7)]]);
    expect(s.finished).toEqual([2]);
    s = run(s, [
      [3, 'pass'],
      [4, 'pass'],
      [0, 'pass'],
      [1, 'pass'],
    ]);
    expect(s.top).toBeNull();
    expect(dalmuti.toAct(s)).toBe(3);
  });

  it('S13: the hand ends when one player holds cards; the next hand re-seats by finishing order', () => {
    let s = pos({ seats: 4, hands: [[2], [10, 11], [3], [1]], actor: 2, options: { hands: 2 } });
    s = run(s, [
      [2, set(3)],
      [3, 'pass'],
      [0, set(2)],
      [1, 'pass'],
    ]);
    expect(s.finished).toEqual([2, 0]);
    s = run(s, [[3, set(1)]]);
    expect(s.hand).toBe(2);
    expect(s.lastFinish).toEqual([2, 0, 3, 1]);
    expect(s.order).toEqual([2, 0, 3, 1]);
    const v = dalmuti.view(s, null);
    expect(v.roles).toEqual(['lesserDalmuti', 'greaterPeon', 'greaterDalmuti', 'lesserPeon']);
    expect(v.seating).toEqual([2, 0, 3, 1]);
  });

  it('S14: tax with a Jester in the Peon hand (KR-DAL example)', () => {
    const gp = [J, 2, 4, 6, 7, 8, 8, 9, 9, 11, 11, 12, 12, 12];
    const gd = [3, 6, 6, 7, 9, 9, 9, 10, 10, 11, 11, 11, 11, 12, 12, 12];
    let s = pos({ seats: 5, phase: 'dealt', hands: [gd, [1, 5, 5], [7, 7], [3, 8, 10], gp] });
    expect(s.phase).toBe('tax');
    s = run(s, [
      [0, giftMove(10, 10)],
      [1, giftMove(5)],
    ]);
    expect(s.tax?.gpTribute).toEqual([2, 4]);
    expect(s.hands[0]).toEqual(counts(2, 3, 4, 6, 6, 7, 9, 9, 9, 11, 11, 11, 11, 12, 12, 12));
    expect(handSize(s.hands[0]!)).toBe(16);
    expect(s.hands[4]).toEqual(counts(J, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 12));
    expect(handSize(s.hands[4]!)).toBe(14);
    // The 1-card exchange: LP's best card is the 3.
    expect(s.hands[1]).toEqual(counts(1, 3, 5));
    expect(s.hands[3]).toEqual(counts(5, 8, 10));
  });

  it('S15: a tribute of equal ranks; the Peons make no choice', () => {
    let s = pos({ seats: 5, phase: 'dealt', hands: [[1, 2], [4, 4], [6], [5, 5, 8], [J, J, 3, 3, 3, 9]] });
    expect(s.phase).toBe('revolution');
    s = run(s, [[4, DECLINE]]);
    expect(dalmuti.toAct(s)).toBe(0);
    s = run(s, [[0, giftMove(1, 2)]]);
    expect(dalmuti.toAct(s)).toBe(1);
    s = run(s, [[1, giftMove(4)]]);
    expect(s.tax).toEqual({ gdGift: [1, 2], gpTribute: [3, 3], ldGift: [4], lpTribute: [5] });
    expect(s.phase).toBe('play');
  });

  it('S16: an ordinary revolution: no taxation, ranks unchanged, the GD leads', () => {
    let s = pos({
      seats: 5,
      phase: 'dealt',
      hands: [
        [1, 2],
        [4, 4],
        [J, J, 6],
        [5, 8],
        [3, 9],
      ],
    });
    expect(dalmuti.toAct(s)).toBe(2);
    s = run(s, [[2, DECLARE]]);
    expect(s.tax).toBeNull();
    expect(s.order).toEqual([0, 1, 2, 3, 4]);
    expect(s.phase).toBe('play');
    expect(dalmuti.toAct(s)).toBe(0);
    expect(s.hands[0]).toEqual(counts(1, 2));
  });

  it('S18: a Greater Revolution with odd N mirrors the ranks; the middle Merchant stays', () => {
    let s = pos({ seats: 5, phase: 'dealt', hands: [[1, 2], [4, 4], [6], [5, 8], [J, J, 3, 9]] });
    s = run(s, [[4, DECLARE]]);
    expect(s.order).toEqual([4, 3, 2, 1, 0]);
    expect(s.revolution).toEqual({ seat: 4, declared: true, greater: true });
    expect(dalmuti.toAct(s)).toBe(4);
    expect(s.tax).toBeNull();
  });

  it('S19: declining keeps both Jesters; the tribute is the two best non-Jester cards', () => {
    let s = pos({ seats: 5, phase: 'dealt', hands: [[1, 2], [4, 4], [6], [5, 8], [J, J, 7, 9, 10]] });
    s = run(s, [
      [4, DECLINE],
      [0, giftMove(1, 2)],
      [1, giftMove(4)],
    ]);
    expect(s.tax?.gpTribute).toEqual([7, 9]);
    expect(s.hands[4]).toEqual(counts(1, 2, J, J, 10));
  });

  it('S20: a pair of 1s ({1, J}) cannot be beaten', () => {
    let s = pos({
      seats: 5,
      hands: [
        [2, 2, 3],
        [1, J, 5],
        [3, 4, 4],
        [J, 6, 6],
        [7, 7],
      ],
      actor: 1,
    });
    s = run(s, [[1, set(1, J)]]);
    for (const seat of [2, 3, 4, 0]) {
      expect(dalmuti.toAct(s)).toBe(seat);
      expect(dalmuti.legalMoves(s)).toEqual([PASS]);
      s = play(s, PASS);
    }
    expect(s.top).toBeNull();
    expect(dalmuti.toAct(s)).toBe(1);
  });

  it('S21: V1 scoring by finishing place; the next hand ranks by finishing order', () => {
    let s = pos({
      seats: 5,
      hands: [[1], [], [], [], [5, 6]],
      finished: [2, 1, 3],
      options: { scoring: true, hands: 2 },
    });
    s = run(s, [[0, set(1)]]);
    expect(s.lastFinish).toEqual([2, 1, 3, 0, 4]);
    expect(s.handPoints).toEqual([1, 3, 4, 2, 0]);
    expect(s.scores).toEqual([1, 3, 4, 2, 0]);
    expect(s.order).toEqual([2, 1, 3, 0, 4]);
  });

  it('S23: deal sizes: N=6 full deck; N=4 with V5', () => {
    const six = dalmuti.setup({ seats: 6, seed: 1 });
    expect(six.order.map((seat) => handSize(six.hands[seat]!))).toEqual([14, 14, 13, 13, 13, 13]);
    const four = dalmuti.setup({ seats: 4, seed: 2, shortDeck: true });
    expect(four.order.map((seat) => handSize(four.hands[seat]!))).toEqual([15, 14, 14, 14]);
    for (const h of four.hands) expect([h[11], h[12]]).toEqual([0, 0]);
  });

  it('S24: a lone Jester cannot follow: PASS is the only move (autoPassForced applies it)', () => {
    const hands = [[12, 3], [J], [5, 6], [7], [8]];
    const s = pos({ seats: 5, hands });
    const t = play(s, set(12));
    expect(dalmuti.toAct(t)).toBe(1);
    expect(dalmuti.legalMoves(t)).toEqual([PASS]);
    const auto = pos({ seats: 5, hands, options: { autoPassForced: true } });
    const u = play(auto, set(12));
    expect(dalmuti.toAct(u)).toBe(2);
    const explicit = play(t, PASS);
    expect({ ...u, options: null }).toEqual({ ...explicit, options: null });
  });
});
