// Events and who may see them: tax and swap cards carry core's secret and are null in every other seat's copy (and a
// spectator's); the lifecycle events dealt and matchOver have core's shape, once per new hand and once per match.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import {
  addSeat,
  type DalmutiEvent,
  dalmuti,
  giftMove,
  joinSlotMove,
  swapCardMove,
  swapMove,
} from '../../../src/games/dalmuti/index.js';
import { counts, play, pos } from './helpers.js';

const J = 13;

describe('secrets', () => {
  it('R5: a Merchant, a spectator and the other exchange see no tax card; the two seats of an exchange see theirs', () => {
    const s = play(
      pos({ seats: 5, phase: 'dealt', hands: [[9, 10, 11], [6, 7], [8], [4, 12], [1, 2, 12]] }),
      giftMove(10, 11),
    );
    const { events } = dalmuti.applyMoveWithEvents(s, giftMove(7));
    const cardsFor = (seat: number | null) =>
      dalmuti.eventsFor(events, seat).flatMap((e) => (e.type === 'taxPaid' ? [e.cards] : []));
    // tribute 4→0, gift 0→4, tribute 3→1, gift 1→3 (sealed taxation: all at the Lesser Dalmuti's choice)
    expect(cardsFor(0)).toEqual([[1, 2], [10, 11], null, null]);
    expect(cardsFor(4)).toEqual([[1, 2], [10, 11], null, null]);
    expect(cardsFor(1)).toEqual([null, null, [4], [7]]);
    expect(cardsFor(3)).toEqual([null, null, [4], [7]]);
    expect(cardsFor(2)).toEqual([null, null, null, null]);
    expect(cardsFor(null)).toEqual([null, null, null, null]);
    // The count stays public, and the redacted copy still says what happened.
    const merchant = dalmuti.eventsFor(events, 2).filter((e) => e.type === 'taxPaid');
    expect(merchant.map((e) => (e.type === 'taxPaid' ? e.count : 0))).toEqual([2, 2, 1, 1]);
    expect(merchant.map((e) => dalmuti.describeEvent(e))[0]).toBe('seat 4 paid seat 0 a tribute of 2 cards');
  });

  it('V4: the swapped cards are null for everyone but the two Merchants', () => {
    const hands = [
      [1, 9],
      [2, 2, 9],
      [3, 5],
      [4, 6],
      [7, 10],
      [8, 11],
    ];
    let s = pos({ seats: 6, phase: 'dealt', hands, options: { merchantSwap: true } });
    s = play(play(s, giftMove(1, 9)), giftMove(2));
    s = play(play(s, swapMove(3)), swapCardMove(5));
    const { events } = dalmuti.applyMoveWithEvents(s, swapCardMove(6));
    const swapped = (seat: number | null) =>
      dalmuti.eventsFor(events, seat).find((e) => e.type === 'cardsSwapped');
    expect(swapped(2)).toMatchObject({ from: 2, to: 3, fromCard: 5, toCard: 6 });
    expect(swapped(3)).toMatchObject({ from: 2, to: 3, fromCard: 5, toCard: 6 });
    for (const seat of [0, 1, 4, 5, null])
      expect(swapped(seat)).toMatchObject({ fromCard: null, toCard: null });
  });

  it('over random matches: every secret names the two seats of its exchange, and hides exactly its fields', () => {
    const rng = Rng.fromSeed('secrets');
    let secrets = 0;
    const sets: Record<string, unknown>[] = [
      { hands: 3 },
      { hands: 2, taxation: 'peonFirst', merchantSwap: true },
    ];
    for (const options of sets) {
      for (const seats of [4, 6, 7]) {
        let s = dalmuti.setup({ seats, seed: `secrets-${seats}`, ...options });
        while (!dalmuti.isOver(s)) {
          const legal = dalmuti.legalMoves(s);
          const step = dalmuti.applyMoveWithEvents(s, legal[rng.int(legal.length)]!);
          for (let seat = -1; seat < seats; seat++) {
            const viewer = seat < 0 ? null : seat;
            const mine = dalmuti.eventsFor(step.events, viewer);
            step.events.forEach((e, i) => {
              const copy = mine[i] as unknown as Record<string, unknown>;
              if (e.type !== 'taxPaid' && e.type !== 'cardsSwapped') {
                expect((e as { secret?: unknown }).secret).toBeUndefined();
                expect(copy).toBe(e);
                return;
              }
              expect(e.secret.seats).toEqual([e.from, e.to]);
              const sees = viewer === e.from || viewer === e.to;
              for (const field of e.secret.fields) {
                expect(field in e).toBe(true);
                if (sees) expect(copy[field]).toEqual((e as unknown as Record<string, unknown>)[field]);
                else expect(copy[field]).toBeNull();
              }
              if (viewer === 0) secrets++;
            });
          }
          s = step.state;
        }
      }
    }
    expect(secrets).toBeGreaterThan(0);
  });
});

describe('lifecycle events', () => {
  it('dealt: once per later hand, numbered 2, 3, …; matchOver once, with score and winners', () => {
    const rng = Rng.fromSeed('lifecycle');
    let s = dalmuti.setup({ seats: 5, seed: 'lifecycle', hands: 3, scoring: true });
    const events: DalmutiEvent[] = [];
    while (!dalmuti.isOver(s)) {
      const legal = dalmuti.legalMoves(s);
      const step = dalmuti.applyMoveWithEvents(s, legal[rng.int(legal.length)]!);
      events.push(...step.events);
      s = step.state;
    }
    expect(events.filter((e) => e.type === 'dealt')).toEqual([
      { type: 'dealt', deal: 2 },
      { type: 'dealt', deal: 3 },
    ]);
    const over = events.filter((e) => e.type === 'matchOver');
    expect(over).toEqual([
      { type: 'matchOver', scores: [...dalmuti.score(s)], winners: [...dalmuti.winners(s)] },
    ]);
    expect(events[events.length - 1]).toBe(over[0]);
    // No game-specific duplicate of the lifecycle events remains.
    expect(events.some((e) => (e.type as string) === 'handDealt' || (e.type as string) === 'matchWon')).toBe(
      false,
    );
    expect(events.filter((e) => e.type === 'handOver')).toHaveLength(3);
  });

  it('a Jester-only lead and its answer (S1) in events', () => {
    const s = pos({ seats: 5, hands: [[J, 5], [12, 3], [J, 7], [9], [10]] });
    const step = dalmuti.applyMoveWithEvents(
      s,
      dalmuti.legalMoves(s).find((m) => m.type === 'play' && m.rank === J)!,
    );
    expect(step.events.map((e) => dalmuti.describeEvent(e))).toEqual([
      'seat 0 played 1× Jester (as 13) (1 card left)',
    ]);
  });

  it('dealt counts the deals of the match: a re-deal after a join is deal 2, the next hand deal 3 (issue 15)', () => {
    // Before, `deal` was the hand's number: the re-deal after the join said 1 (the first hand again), the next hand 2.
    const grown = addSeat(dalmuti.setup({ seats: 5, seed: 'deals', hands: 2 }));
    if (!grown.ok) throw new Error(grown.error.message);
    const joined = dalmuti.applyMoveWithEvents(grown.value, joinSlotMove(2));
    expect(joined.events.filter((e) => e.type === 'dealt')).toEqual([{ type: 'dealt', deal: 2 }]);
    expect([joined.state.hand, joined.state.deals]).toEqual([1, 2]);
    const rng = Rng.fromSeed('deals');
    let s = joined.state;
    const dealt: DalmutiEvent[] = [];
    while (!dalmuti.isOver(s)) {
      const legal = dalmuti.legalMoves(s);
      const step = dalmuti.applyMoveWithEvents(s, legal[rng.int(legal.length)]!);
      dealt.push(...step.events.filter((e) => e.type === 'dealt'));
      s = step.state;
    }
    expect(dealt).toEqual([{ type: 'dealt', deal: 3 }]);
    expect([s.hand, s.deals]).toEqual([2, 3]);
  });
});

describe("R5 under taxation 'peonFirst': the gifts move together at the end (issue 15)", () => {
  const hands = [[9, 10, 11], [6, 7], [8], [4, 12], [1, 2, 12]];
  it("the Greater Peon does not hold the Greater Dalmuti's gift before the Lesser Dalmuti has chosen", () => {
    const s = pos({ seats: 5, phase: 'dealt', hands, options: { taxation: 'peonFirst' } });
    // The tributes moved first: the Dalmutis choose from the enlarged hands.
    expect(s.hands[0]).toEqual(counts(1, 2, 9, 10, 11));
    const gd = dalmuti.applyMoveWithEvents(s, giftMove(1, 2));
    expect(gd.events.filter((e) => e.type === 'taxPaid')).toEqual([]);
    expect(gd.state.hands[4]).toEqual(counts(12));
    expect(gd.state.hands[0]).toEqual(counts(1, 2, 9, 10, 11));
    expect(dalmuti.view(gd.state, 4).tax?.gdGift).toBeNull();
    expect(dalmuti.view(gd.state, 4).handCounts).toEqual(counts(12));
    const ld = dalmuti.applyMoveWithEvents(gd.state, giftMove(4));
    const paid = ld.events.flatMap((e) => (e.type === 'taxPaid' ? [[e.kind, e.from, e.to, e.cards]] : []));
    expect(paid).toEqual([
      ['gift', 0, 4, [1, 2]],
      ['gift', 1, 3, [4]],
    ]);
    expect(ld.state.hands[4]).toEqual(counts(1, 2, 12));
    expect(ld.state.hands[0]).toEqual(counts(9, 10, 11));
    expect(dalmuti.view(ld.state, 4).tax?.gdGift).toEqual([1, 2]);
  });
});
