// One test (at least) per rule id, predicate and resolution of the spec; expected values worked out by hand.
import { describe, expect, it } from 'vitest';
import { total as handSize } from '../../../src/core/index.js';
import {
  addSeat,
  dalmuti,
  giftMove,
  joinSlotMove,
  playMove,
  swapCardMove,
  swapMove,
} from '../../../src/games/dalmuti/index.js';
import { DECLARE, DECLINE, PASS, SKIP_SWAP } from '../../../src/games/dalmuti/moves.js';
import { winners as matchWinners } from '../../../src/games/dalmuti/score.js';
import {
  followsSeatDraw,
  MAX_REDRAWS,
  replaySeatDraw,
  seatDrawOrder,
  tiedSeats,
  whyNoJoin,
} from '../../../src/games/dalmuti/seating.js';
import { tributeOf } from '../../../src/games/dalmuti/taxes.js';
import { counts, play, pos, rejects, run, set } from './helpers.js';

const J = 13;

describe('setup (§2)', () => {
  it('R1: the seat draw orders players by their card, best first, and records the draws', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = dalmuti.setup({ seats: 6, seed, initialSeating: 'simulateDraw' });
      const draws = s.seatDraw!;
      expect(draws).toHaveLength(6);
      expect(s.order).toEqual(seatDrawOrder(draws, false));
      const firsts = s.order.map((seat) => draws[seat]![0]!);
      expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
      for (const d of draws)
        if (d.length > 1) expect(draws.filter((e) => e[0] === d[0]).length).toBeGreaterThan(1);
    }
  });

  it("R1: 'given' seating uses initialOrder; 'random' is a permutation", () => {
    const s = dalmuti.setup({ seats: 5, seed: 3, initialSeating: 'given', initialOrder: [3, 1, 4, 0, 2] });
    expect(s.order).toEqual([3, 1, 4, 0, 2]);
    expect(s.seatDraw).toBeNull();
    const r = dalmuti.setup({ seats: 5, seed: 3 });
    expect([...r.order].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(() => dalmuti.setup({ seats: 5, seed: 3, initialSeating: 'given' })).toThrow(/initialOrder/);
  });

  it('R2: the next hand ranks and seats players by the finishing order', () => {
    let s = pos({ seats: 4, hands: [[5], [2], [6, 7], [3]], options: { hands: 2 }, actor: 1 });
    s = run(s, [
      [1, set(2)],
      [2, 'pass'],
      [3, 'pass'],
      [0, 'pass'],
    ]);
    // P1 is out and nobody beat the 2: the lead passes to P2 (D-A8).
    expect(dalmuti.toAct(s)).toBe(2);
    s = run(s, [
      [2, set(7)],
      [3, set(3)],
    ]);
    expect(s.finished).toEqual([1, 3]);
    // Nobody beats P3's 3; P3 is out, so P0 (next clockwise) leads and goes out.
    s = run(s, [
      [0, 'pass'],
      [2, 'pass'],
      [0, set(5)],
    ]);
    expect(s.lastFinish).toEqual([1, 3, 0, 2]);
    expect(s.order).toEqual([1, 3, 0, 2]);
    expect(s.hand).toBe(2);
  });

  it('R3: the deal starts with the GD; the first D mod N ranks get one card more', () => {
    const seven = dalmuti.setup({ seats: 7, seed: 9 });
    expect(seven.order.map((seat) => handSize(seven.hands[seat]!))).toEqual([12, 12, 12, 11, 11, 11, 11]);
    const five = dalmuti.setup({ seats: 5, seed: 9, shortDeck: true });
    expect(five.order.map((seat) => handSize(five.hands[seat]!))).toEqual([14, 14, 14, 13, 13]);
    for (const h of five.hands) expect(h[12]).toBe(0);
    const full = dalmuti.setup({ seats: 5, seed: 9 });
    expect(full.hands.map(handSize)).toEqual([16, 16, 16, 16, 16]);
  });

  it('R4: only a seat dealt both Jesters decides; Jesters gained in taxation do not count (D-A6)', () => {
    let s = pos({ seats: 5, phase: 'dealt', hands: [[J, 9, 10], [5, 6], [7], [8, 11], [J, 3, 4]] });
    expect(s.phase).toBe('tax');
    s = run(s, [
      [0, giftMove(10, J)],
      [1, giftMove(6)],
    ]);
    expect(s.hands[4]).toEqual(counts(J, J, 10));
    expect(s.phase).toBe('play');
    expect(s.revolution).toBeNull();
  });

  it('R5: the GD gives any two cards (Jesters allowed), the LD any one; the Peons their best', () => {
    const s = pos({
      seats: 4,
      phase: 'dealt',
      hands: [
        [J, 9, 9, 10],
        [5, 6],
        [4, 8],
        [2, 3, 11],
      ],
    });
    expect(dalmuti.toAct(s)).toBe(0);
    // Every 2-card multiset of {J, 9, 9, 10}: 9+9, 9+10, 9+J, 10+J.
    expect(dalmuti.legalMoves(s)).toEqual([giftMove(9, 9), giftMove(9, 10), giftMove(9, J), giftMove(10, J)]);
    rejects(s, giftMove(9), 'WRONG_GIFT_SIZE', 'R5');
    rejects(s, giftMove(1, 9), 'NOT_IN_HAND', 'R5');
    const t = run(s, [[0, giftMove(9, J)]]);
    expect(dalmuti.legalMoves(t)).toEqual([giftMove(5), giftMove(6)]);
    const u = run(t, [[1, giftMove(6)]]);
    expect(u.hands).toEqual([counts(2, 3, 9, 10), counts(4, 5), counts(6, 8), counts(9, J, 11)]);
    expect(u.tax).toEqual({ gdGift: [9, J], gpTribute: [2, 3], ldGift: [6], lpTribute: [4] });
  });

  it('R6: with V4 the top Merchant may swap one card blind with another Merchant', () => {
    const hands = [[1], [2, 2], [3, 5], [4, 6], [7], [8]];
    const on = run(pos({ seats: 6, phase: 'dealt', hands, options: { merchantSwap: true } }), [
      [0, giftMove(1)],
      [1, giftMove(2)],
    ]);
    expect([on.phase, dalmuti.toAct(on)]).toEqual(['swap', 2]);
    const off = run(pos({ seats: 6, phase: 'dealt', hands }), [
      [0, giftMove(1)],
      [1, giftMove(2)],
    ]);
    expect(off.phase).toBe('play');
  });

  it('R7: the GD leads the first round', () => {
    const s = pos({
      seats: 5,
      phase: 'dealt',
      hands: [
        [1, 2],
        [4, 4],
        [J, 6],
        [5, 8],
        [J, 3, 9],
      ],
    });
    const t = run(s, [
      [0, giftMove(1, 2)],
      [1, giftMove(4)],
    ]);
    expect(t.phase).toBe('play');
    expect(dalmuti.toAct(t)).toBe(0);
    expect(t.top).toBeNull();
  });
});

describe('sets and predicates (§4)', () => {
  it('V: a set is cards of one rank plus Jesters; Jesters alone count 13', () => {
    const s = pos({ seats: 4, hands: [[1, J, J, 4, 4], [2], [3], [5]] });
    const legal = dalmuti.legalMoves(s);
    // 1: 1 natural × (0..2 Jesters) = 3; 4: 2 naturals counts × 3 = 6; Jesters alone: 2 → 11.
    expect(legal).toHaveLength(11);
    expect(legal).toContainEqual(playMove(J, 0, 2));
    expect(legal).toContainEqual(playMove(1, 1, 2));
    const t = play(s, playMove(J, 0, 2));
    expect(t.top).toEqual({ seat: 0, rank: 13, naturals: 0, jesters: 2 });
  });

  it('P1: the leader may play any valid set and may not pass', () => {
    const s = pos({ seats: 4, hands: [[7, 7, 7], [2], [3], [5]] });
    expect(dalmuti.legalMoves(s)).toEqual([playMove(7, 1, 0), playMove(7, 2, 0), playMove(7, 3, 0)]);
    rejects(s, PASS, 'LEADER_CANNOT_PASS', 'P1');
  });

  it('P2: a follow has the same count and a strictly lower rank', () => {
    const s = pos({
      seats: 4,
      hands: [[9], [6, 6, 7, 7, 7, 8, 8, J], [3], [5]],
      top: { seat: 0, rank: 8, naturals: 1, jesters: 1 },
    });
    // Pairs better than 8: 6+6, 6+J, 7+7, 7+J; then PASS.
    expect(dalmuti.legalMoves(s)).toEqual([
      playMove(6, 2, 0),
      playMove(6, 1, 1),
      playMove(7, 2, 0),
      playMove(7, 1, 1),
      PASS,
    ]);
    rejects(s, playMove(8, 2, 0), 'NOT_BETTER', 'P2');
    rejects(s, playMove(7, 3, 0), 'COUNT_MISMATCH', 'P2');
    rejects(s, playMove(5, 2, 0), 'NOT_IN_HAND', 'P2'); // the spec's V: cards from the actor's hand
  });

  it('P3: a follower may always pass, even holding a legal play', () => {
    const s = pos({
      seats: 4,
      hands: [[9], [1, 2], [3], [5]],
      top: { seat: 0, rank: 9, naturals: 1, jesters: 0 },
    });
    expect(dalmuti.legalMoves(s)).toContainEqual(PASS);
    expect(play(s, PASS).passes).toBe(1);
  });

  it('P4: players with no cards are skipped and never act again', () => {
    let s = pos({ seats: 5, hands: [[9, 3], [10], [], [11, 4], [12]], finished: [2], actor: 1 });
    s = run(s, [[1, set(10)]]);
    expect(s.finished).toEqual([2, 1]);
    s = run(s, [
      [3, 'pass'],
      [4, 'pass'],
      [0, 'pass'],
    ]);
    // P1 (out) played last and nobody beat: the nearest active seat clockwise from P1 leads — P3, not P2.
    expect(dalmuti.toAct(s)).toBe(3);
  });

  it('A-play: the set leaves the hand for the table; top, last player and passes are set', () => {
    const s = pos({ seats: 4, hands: [[5, 5, J, 9], [2], [3], [6]] });
    const t = play(s, set(5, 5, J));
    expect(t.hands[0]).toEqual(counts(9));
    expect(t.played[5]).toBe(5); // the 3 fives in no hand count as played, plus these 2
    expect(t.top).toEqual({ seat: 0, rank: 5, naturals: 2, jesters: 1 });
    expect(t.passes).toBe(0);
    expect(dalmuti.view(t, null).round).toEqual([{ seat: 0, rank: 5, naturals: 2, jesters: 1 }]);
  });

  it('A-pass: the round ends after `need` passes; otherwise the next active player acts', () => {
    let s = pos({ seats: 4, hands: [[9, 9], [10], [11], [12]] });
    s = run(s, [
      [0, set(9)],
      [1, 'pass'],
      [2, 'pass'],
    ]);
    expect([s.passes, dalmuti.toAct(s)]).toEqual([2, 3]);
    s = run(s, [[3, 'pass']]);
    expect([s.passes, s.top, dalmuti.toAct(s)]).toEqual([0, null, 0]);
  });
});

describe('resolutions (§6)', () => {
  it('D-A1: a passed player may play later in the round; with passLocksOut they are skipped', () => {
    const hands = [
      [10, 8, 3],
      [5, 7],
      [9, 6],
      [11, 12],
      [12, 12],
    ];
    let s = pos({ seats: 5, hands });
    s = run(s, [
      [0, set(10)],
      [1, 'pass'],
      [2, set(9)],
      [3, 'pass'],
      [4, 'pass'],
      [0, set(8)],
      [1, set(7)],
    ]);
    expect(s.top?.seat).toBe(1);
    let t = pos({ seats: 5, hands, options: { passLocksOut: true } });
    t = run(t, [
      [0, set(10)],
      [1, 'pass'],
      [2, set(9)],
      [3, 'pass'],
      [4, 'pass'],
      [0, set(8)],
    ]);
    expect(dalmuti.toAct(t)).toBe(2); // P1 is locked out
    t = run(t, [[2, 'pass']]);
    expect(t.top).toBeNull(); // P3 and P4 are locked: back to P0, who leads
    expect(dalmuti.toAct(t)).toBe(0);
  });

  it('D-A2: one or two Jesters alone may lead (rank 13) but never follow', () => {
    const s = pos({ seats: 4, hands: [[J, J], [2], [3], [5]] });
    expect(dalmuti.legalMoves(s)).toEqual([playMove(J, 0, 1), playMove(J, 0, 2)]);
    const t = pos({
      seats: 4,
      hands: [[9], [J, J], [3], [5]],
      top: { seat: 0, rank: 12, naturals: 2, jesters: 0 },
    });
    expect(dalmuti.legalMoves(t)).toEqual([PASS]);
    rejects(t, playMove(J, 0, 2), 'JESTERS_CANNOT_FOLLOW', 'P2');
  });

  it('D-A3: a Jester may pair with the Dalmuti or exceed a rank’s copies', () => {
    const s = pos({ seats: 4, hands: [[1, J, J], [2], [3], [5]] });
    expect(dalmuti.legalMoves(s)).toContainEqual(playMove(1, 1, 2));
    const t = play(s, playMove(1, 1, 1));
    expect(t.top).toEqual({ seat: 0, rank: 1, naturals: 1, jesters: 1 });
    expect(dalmuti.legalMoves(t)).toEqual([PASS]);
  });

  it("D-A4: 'sealed' gifts come from the dealt hand; 'peonFirst' lets the GD hand back a tribute card", () => {
    const hands = [[9, 10, 11], [6, 7], [8], [4, 12], [1, 2, 12]];
    const sealed = pos({ seats: 5, phase: 'dealt', hands });
    expect(dalmuti.legalMoves(sealed)).not.toContainEqual(giftMove(1, 2));
    let s = pos({ seats: 5, phase: 'dealt', hands, options: { taxation: 'peonFirst' } });
    expect(s.hands[0]).toEqual(counts(1, 2, 9, 10, 11));
    expect(s.hands[1]).toEqual(counts(4, 6, 7));
    expect(s.tax).toEqual({ gdGift: null, gpTribute: [1, 2], ldGift: null, lpTribute: [4] });
    s = run(s, [[0, giftMove(1, 2)]]);
    // The gifts move together once the Lesser Dalmuti has chosen (R5, §3: "apply all transfers together at the end").
    expect(s.hands[4]).toEqual(counts(12));
    s = run(s, [[1, giftMove(4)]]);
    expect(s.hands[4]).toEqual(counts(1, 2, 12));
    expect(s.hands[3]).toEqual(counts(4, 12));
    expect(s.phase).toBe('play');
  });

  it('D-A5: a Jester is the worst card for the tribute; given only when nothing else is left', () => {
    expect(tributeOf(counts(J, 5, 12), 2)).toEqual([5, 12]);
    expect(tributeOf(counts(J, 5), 2)).toEqual([5, 13]);
    expect(tributeOf(counts(J), 1)).toEqual([13]);
    const s = pos({
      seats: 4,
      phase: 'dealt',
      hands: [
        [9, 10],
        [6, 7],
        [8, J],
        [J, 11],
      ],
    });
    const t = run(s, [
      [0, giftMove(9, 10)],
      [1, giftMove(6)],
    ]);
    expect(t.tax?.gpTribute).toEqual([11, J]);
    expect(t.tax?.lpTribute).toEqual([8]);
  });

  it('D-A6: the revolution decision is optional and comes before taxation', () => {
    const hands = [
      [1, 2],
      [4, 4],
      [J, J, 6],
      [5, 8],
      [3, 9],
    ];
    const s = pos({ seats: 5, phase: 'dealt', hands });
    expect(s.phase).toBe('revolution');
    expect(s.tax).toBeNull();
    expect(dalmuti.legalMoves(s)).toEqual([DECLARE, DECLINE]);
    const t = run(s, [[2, DECLINE]]);
    expect(t.phase).toBe('tax');
    expect(t.revolution).toEqual({ seat: 2, declared: false, greater: false });
  });

  it('D-A7: a Greater Revolution with even N reverses the whole order; the new GD leads', () => {
    const s = pos({ seats: 4, phase: 'dealt', hands: [[1, 2], [4, 4], [6], [J, J, 3]] });
    const t = run(s, [[3, DECLARE]]);
    expect(t.order).toEqual([3, 2, 1, 0]);
    expect(dalmuti.view(t, null).roles).toEqual([
      'greaterPeon',
      'lesserPeon',
      'lesserDalmuti',
      'greaterDalmuti',
    ]);
    expect(dalmuti.toAct(t)).toBe(3);
    // Clockwise play now follows the new seating: after P3 comes P2.
    const u = play(t, set(3));
    expect(dalmuti.toAct(u)).toBe(2);
  });

  it('D-A8: if the last player is out, the nearest active player to their left leads; a beater leads normally', () => {
    let s = pos({ seats: 5, hands: [[5], [3, 9], [10], [11], [12]] });
    s = run(s, [
      [0, set(5)],
      [1, set(3)],
      [2, 'pass'],
      [3, 'pass'],
      [4, 'pass'],
    ]);
    expect(s.finished).toEqual([0]);
    expect(dalmuti.toAct(s)).toBe(1);
    expect(s.top).toBeNull();
  });

  it('D-A9: the hand ends the moment one player holds cards', () => {
    let s = pos({ seats: 4, hands: [[5], [], [], [6, 7, 8]], finished: [1, 2] });
    s = run(s, [[0, set(5)]]);
    expect(s.phase).toBe('over');
    expect(dalmuti.toAct(s)).toBeNull();
    expect(s.finished).toEqual([1, 2, 0, 3]);
    expect(handSize(s.hands[3]!)).toBe(3);
  });

  it('D-A10: a redraw only orders the tied players; redrawReplacesValue reproduces the example literally', () => {
    // 철수 (0) 12 then 5; 영희 (1) 1; 민호 (2) 2; 은수 (3) 6; 희진 (4) 12 then Jester.
    const draws = [[12, 5], [1], [2], [6], [12, 13]];
    expect(tiedSeats([[12], [1], [2], [6], [12]], false)).toEqual([0, 4]);
    expect(seatDrawOrder(draws, false)).toEqual([1, 2, 3, 0, 4]);
    expect(seatDrawOrder(draws, true)).toEqual([1, 2, 0, 3, 4]);
    const s = dalmuti.setup({ seats: 8, seed: 4, initialSeating: 'simulateDraw', redrawReplacesValue: true });
    // This draw is still tied after MAX_REDRAWS rounds (pairs of seats drew the same last card): the order follows
    // the cards, and only the seats still tied are in an order of the draw's choosing.
    const tied = replaySeatDraw(s.seatDraw!, true)!;
    expect(tied.length).toBeGreaterThan(0);
    expect(s.seatDraw!.every((d) => d.length <= 1 + MAX_REDRAWS)).toBe(true);
    expect(s.order).toEqual(seatDrawOrder(s.seatDraw!, true, s.order));
    expect(followsSeatDraw(s.seatDraw!, true, s.order)).toBe(true);
    const rest = (order: readonly number[]) => order.filter((x) => !tied.includes(x));
    expect(rest(s.order)).toEqual(rest(seatDrawOrder(s.seatDraw!, true)));
  });

  it('D-A11: a Jester in the seat draw is the worst card (13)', () => {
    expect(seatDrawOrder([[13], [12], [1], [5]], false)).toEqual([2, 3, 1, 0]);
  });

  it('D-A12: V2 bonus: this hand’s GD scores +1 when this hand’s GP finishes last', () => {
    const end = (options: Record<string, unknown>) => {
      const s = pos({ seats: 5, hands: [[1], [], [], [], [5, 6]], finished: [2, 1, 3], options });
      return run(s, [[0, set(1)]]).handPoints;
    };
    expect(end({ scoring: true, bonusPoints: true })).toEqual([2, 3, 4, 2, 0]);
    expect(end({ scoring: true, bonusPoints: true, bonusReading: 'bothStay' })).toEqual([1, 3, 4, 2, 0]);
    const keep = pos({
      seats: 5,
      hands: [[], [], [], [1], [5]],
      finished: [0, 1, 2],
      actor: 3,
      options: { scoring: true, bonusPoints: true, bonusReading: 'bothStay' },
    });
    expect(run(keep, [[3, set(1)]]).handPoints).toEqual([5, 4, 2, 1, 0]);
  });

  it('D-A13 / V4: blind choice — partner among the other Merchants, then each commits a card, swapped together', () => {
    const hands = [
      [1, 9],
      [2, 2, 9],
      [3, 5],
      [4, 6],
      [7, 10],
      [8, 11],
    ];
    let s = pos({ seats: 6, phase: 'dealt', hands, options: { merchantSwap: true } });
    s = run(s, [
      [0, giftMove(1, 9)],
      [1, giftMove(2)],
    ]);
    expect(s.phase).toBe('swap');
    expect(dalmuti.toAct(s)).toBe(2);
    expect(dalmuti.legalMoves(s)).toEqual([SKIP_SWAP, swapMove(3)]);
    rejects(s, swapMove(4), 'NOT_A_MERCHANT', 'V4'); // D-A13 details V4
    s = run(s, [
      [2, swapMove(3)],
      [2, swapCardMove(5)],
    ]);
    expect(s.hands[2]).toEqual(counts(3, 5)); // not swapped yet
    s = run(s, [[3, swapCardMove(6)]]);
    expect(s.hands[2]).toEqual(counts(3, 6));
    expect(s.hands[3]).toEqual(counts(4, 5));
    expect(s.phase).toBe('play');
    const skip = run(pos({ seats: 6, phase: 'dealt', hands, options: { merchantSwap: true } }), [
      [0, giftMove(1, 9)],
      [1, giftMove(2)],
      [2, SKIP_SWAP],
    ]);
    expect(skip.phase).toBe('play');
  });

  it("D-A13: 'randomCard' swaps a random card of each hand at once; no swap with < 2 Merchants or after a revolution", () => {
    const hands = [[1, 9], [2, 2, 9], [3], [4], [7, 10], [8, 11]];
    const s = run(
      pos({
        seats: 6,
        phase: 'dealt',
        hands,
        options: { merchantSwap: true, merchantSwapMode: 'randomCard' },
      }),
      [
        [0, giftMove(1, 9)],
        [1, giftMove(2)],
        [2, swapMove(3)],
      ],
    );
    expect(s.hands[2]).toEqual(counts(4));
    expect(s.hands[3]).toEqual(counts(3));
    const five = pos({
      seats: 5,
      phase: 'dealt',
      hands: [[1], [2], [3], [4], [5]],
      options: { merchantSwap: true },
    });
    expect(
      run(five, [
        [0, giftMove(1)],
        [1, giftMove(2)],
      ]).phase,
    ).toBe('play');
    const rev = pos({
      seats: 6,
      phase: 'dealt',
      hands: [[1], [2], [J, J], [4], [5], [6]],
      options: { merchantSwap: true },
    });
    expect(run(rev, [[2, DECLARE]]).phase).toBe('play');
  });

  it('D-A14: tied totals share the win; tieBreak lastHand prefers the better last finish', () => {
    const build = (tieBreak: 'share' | 'lastHand') => {
      const s = pos({
        seats: 4,
        hands: [[1], [], [4], [6, 7]],
        finished: [1],
        scores: [1, 0, 0, 0],
        options: { scoring: true, tieBreak },
      });
      return run(s, [
        [0, set(1)],
        [2, 'pass'],
        [3, 'pass'],
        [2, set(4)],
      ]);
    };
    const share = build('share');
    expect(share.lastFinish).toEqual([1, 0, 2, 3]);
    expect(share.scores).toEqual([3, 3, 1, 0]);
    expect(dalmuti.winners(share)).toEqual([0, 1]);
    expect(dalmuti.winners(build('lastHand'))).toEqual([1]);
  });

  it('D-A15: 4–8 seats; 9–13 need allowLargeTables; 3 is not supported', () => {
    expect(() => dalmuti.setup({ seats: 3, seed: 1 })).toThrow();
    expect(() => dalmuti.setup({ seats: 9, seed: 1 })).toThrow(/allowLargeTables/);
    const s = dalmuti.setup({ seats: 13, seed: 1, allowLargeTables: true });
    expect(Math.min(...s.hands.map(handSize))).toBe(6);
    expect(() => dalmuti.setup({ seats: 14, seed: 1, allowLargeTables: true })).toThrow();
  });

  it('D-A16: a GD dealt both Jesters may declare or decline', () => {
    const s = pos({ seats: 4, phase: 'dealt', hands: [[J, J, 9], [5], [6], [7, 8]] });
    expect(dalmuti.toAct(s)).toBe(0);
    expect(run(s, [[0, DECLARE]]).tax).toBeNull();
    expect(run(s, [[0, DECLINE]]).phase).toBe('tax');
  });

  it('D-A17: there is no deal-error move', () => {
    expect(dalmuti.parseMove({ type: 'dealError' }).ok).toBe(false);
  });

  it('D-A18 / V6: a newcomer joins between hands as a Merchant; the GD picks the slot', () => {
    const s = dalmuti.setup({ seats: 5, seed: 11, hands: 3, scoring: true });
    const grown = addSeat(s);
    expect(grown.ok).toBe(true);
    if (!grown.ok) return;
    let g = grown.value;
    expect(dalmuti.loadState(g).ok).toBe(true);
    expect([g.seats, g.phase, dalmuti.toAct(g)]).toEqual([6, 'join', s.order[0]]);
    expect(dalmuti.legalMoves(g)).toEqual([joinSlotMove(2), joinSlotMove(3)]);
    rejects(g, joinSlotMove(1), 'NOT_A_MERCHANT_SLOT', 'V6'); // D-A18 details V6
    g = play(g, joinSlotMove(3));
    expect(g.order[3]).toBe(5);
    expect(g.order.filter((x) => x !== 5)).toEqual(s.order);
    expect(g.order.map((seat) => handSize(g.hands[seat]!))).toEqual([14, 14, 13, 13, 13, 13]);
    expect(dalmuti.loadState(JSON.parse(JSON.stringify(g))).ok).toBe(true);
    expect(g.scores).toHaveLength(6);
    const moved = dalmuti.applyMove(g, dalmuti.legalMoves(g)[0]!);
    expect(whyNoJoin(moved)).toMatch(/between hands/);
    const full = dalmuti.setup({ seats: 8, seed: 1 });
    expect(addSeat(full).ok).toBe(false);
  });
});

describe('variants (§7)', () => {
  it('V1: each player scores the number of players who finished behind them', () => {
    const s = pos({
      seats: 4,
      hands: [[5], [], [], [6, 7, 8]],
      finished: [1, 2],
      options: { scoring: true },
    });
    const t = run(s, [[0, set(5)]]);
    expect(t.scores).toEqual([1, 3, 2, 0]);
    expect(dalmuti.score(t)).toEqual([1, 3, 2, 0]);
    // Without scoring there are no points; score() reports the last hand's standing.
    const u = run(pos({ seats: 4, hands: [[5], [], [], [6, 7, 8]], finished: [1, 2] }), [[0, set(5)]]);
    expect(u.scores).toEqual([0, 0, 0, 0]);
    expect(dalmuti.score(u)).toEqual([1, 3, 2, 0]);
    expect(matchWinners(u)).toEqual([1]);
  });

  it('V2: bonus points need scoring', () => {
    expect(() => dalmuti.setup({ seats: 5, seed: 1, bonusPoints: true })).toThrow(/V1/);
  });

  it('V3: the first deal has no taxation; only the GP may declare (a Greater Revolution)', () => {
    const merchant = pos({
      seats: 5,
      phase: 'dealt',
      hands: [[1], [2], [J, J], [4], [5]],
      options: { firstDealRevolution: true },
    });
    expect(merchant.phase).toBe('play');
    expect(merchant.tax).toBeNull();
    const gp = pos({
      seats: 5,
      phase: 'dealt',
      hands: [[1], [2], [3], [4], [J, J]],
      options: { firstDealRevolution: true },
    });
    expect(dalmuti.toAct(gp)).toBe(4);
    expect(run(gp, [[4, DECLINE]]).phase).toBe('play');
    expect(run(gp, [[4, DECLARE]]).order).toEqual([4, 3, 2, 1, 0]);
    const later = pos({
      seats: 5,
      hand: 2,
      phase: 'dealt',
      hands: [[1], [2], [3], [4], [5]],
      options: { firstDealRevolution: true, hands: 2 },
    });
    expect(later.phase).toBe('tax');
  });

  it('V5: 4 players without 11s and 12s (57 cards); 5 players without 12s (68 cards)', () => {
    const four = dalmuti.setup({ seats: 4, seed: 5, shortDeck: true });
    expect(four.hands.map(handSize).reduce((a, b) => a + b)).toBe(57);
    const five = dalmuti.setup({ seats: 5, seed: 5, shortDeck: true });
    expect(five.hands.map(handSize).reduce((a, b) => a + b)).toBe(68);
    const six = dalmuti.setup({ seats: 6, seed: 5, shortDeck: true });
    expect(six.hands.map(handSize).reduce((a, b) => a + b)).toBe(80);
  });

  it('V4: the merchant swap is an option, off by default (see D-A13 for the details)', () => {
    const hands = [
      [1, 9],
      [2, 2, 9],
      [3, 5],
      [4, 6],
      [7, 10],
      [8, 11],
    ];
    const steps = [
      [0, giftMove(1, 9)],
      [1, giftMove(2)],
    ] as const;
    expect(run(pos({ seats: 6, phase: 'dealt', hands }), steps).phase).toBe('play');
    expect(run(pos({ seats: 6, phase: 'dealt', hands, options: { merchantSwap: true } }), steps).phase).toBe(
      'swap',
    );
  });

  it('V6: addSeat adds a newcomer between hands; the grown state is a valid state (see D-A18)', () => {
    const s = dalmuti.setup({ seats: 4, seed: 2, hands: 2 });
    const g = addSeat(s);
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    // 5 seats: the only Merchant slot is rank index 2.
    expect(dalmuti.legalMoves(g.value)).toEqual([joinSlotMove(2)]);
    const t = play(g.value, joinSlotMove(2));
    expect(t.order).toEqual([s.order[0], s.order[1], 4, s.order[2], s.order[3]]);
    expect(t.sizes).toEqual([16, 16, 16, 16, 16]);
  });

  it('V6: a joined match is recorded as the saved grown state plus the moves after it', () => {
    const g = addSeat(dalmuti.setup({ seats: 6, seed: 5, hands: 2, scoring: true }));
    if (!g.ok) throw new Error('join refused');
    const saved = JSON.stringify(g.value);
    let a = g.value;
    const moves = [];
    for (let i = 0; i < 40 && !dalmuti.isOver(a); i++) {
      const m = dalmuti.legalMoves(a)[i % dalmuti.legalMoves(a).length]!;
      moves.push(m);
      a = dalmuti.applyMove(a, m);
    }
    const loaded = dalmuti.loadState(JSON.parse(saved));
    if (!loaded.ok) throw new Error('saved state refused');
    let b = loaded.value;
    for (const m of moves) b = dalmuti.applyMove(b, m);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('autoPassForced: the engine passes for followers with no legal play', () => {
    let s = pos({ seats: 4, hands: [[1, 9], [J], [12], [2, 3]], options: { autoPassForced: true } });
    s = play(s, set(1));
    // Nobody can beat a 1: P1, P2, P3 pass automatically and P0 leads again.
    expect(s.top).toBeNull();
    expect(dalmuti.toAct(s)).toBe(0);
  });

  it('WRONG_PHASE names the rule of the phase', () => {
    const s = pos({ seats: 4, hands: [[9], [5], [6], [7]] });
    rejects(s, giftMove(9), 'WRONG_PHASE', 'P1');
    const t = pos({ seats: 4, phase: 'dealt', hands: [[9, 8], [5], [6], [7]] });
    rejects(t, PASS, 'WRONG_PHASE', 'R5');
  });
});
