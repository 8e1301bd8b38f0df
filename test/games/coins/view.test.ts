import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/games/coins/cards.js';
import { coins, playMove } from '../../../src/games/coins/index.js';
import { playCards, position, tricksWon } from './helpers.js';

describe('Coins views', () => {
  it('a seat sees its own hand, the others’ hand sizes, the trick, the hand history, scores, dealer, leader, target', () => {
    let s = position({ dealer: 2, target: 10, hands: [['Co2', 'Cu4'], ['Co3'], ['Cl5', 'Sw6']] });
    ({ state: s } = playCards(s, ['Co2', 'Co3', 'Cl5'])); // pair of Coins: Co3 wins, S1 +2
    s = coins.applyMove(s, playMove(coins.view(s, 1).hand[0]!)); // S1 leads trick 2
    const v = coins.view(s, 2);
    expect(v.seat).toBe(2);
    expect(v.hand).toContain('Sw6');
    expect(v.hand).toHaveLength(15);
    expect(v.handSizes).toEqual([15, 14, 15]);
    expect(v.trick).toEqual([{ seat: 1, card: coins.view(s, 1).trick[0]!.card }]);
    expect(v.tricks).toEqual([
      {
        plays: [
          { seat: 0, card: 'Co2' },
          { seat: 1, card: 'Co3' },
          { seat: 2, card: 'Cl5' },
        ],
        winner: 1,
        points: 2,
        rule: 'pair',
      },
    ]);
    expect(v.scores).toEqual([0, 2, 0]);
    expect(v).toMatchObject({
      target: 10,
      dealer: 2,
      leader: 1,
      toAct: 2,
      over: false,
      winners: [],
      handNumber: 1,
    });
  });

  it('a spectator sees no hand, only sizes and public cards', () => {
    const s = coins.setup({ seats: 3, seed: 3 });
    const v = coins.view(s, null);
    expect(v.seat).toBeNull();
    expect(v.hand).toBeNull();
    expect(v.handSizes).toEqual([16, 16, 16]);
    expect(JSON.stringify(v)).not.toContain('rng');
  });

  it('views never show other hands or the RNG', () => {
    const s = coins.setup({ seats: 3, seed: 4 });
    for (const seat of [0, 1, 2]) {
      const text = JSON.stringify(coins.view(s, seat));
      for (const other of [0, 1, 2].filter((o) => o !== seat)) {
        for (const card of coins.view(s, other).hand!) expect(text).not.toContain(`"${card}"`);
      }
      expect(text).not.toContain(s.rng.join(','));
    }
  });

  it('after the end the view shows the winner and nobody to act', () => {
    const s = position({ dealer: 2, target: 2, hands: [['CoA'], ['Co2'], ['Cu2']] });
    const { state } = playCards(s, ['CoA', 'Co2', 'Cu2']);
    const v = coins.view(state, 0);
    expect(v).toMatchObject({ winners: [0], over: true, toAct: null, scores: [2, 0, 0], trick: [] });
    expect(v.tricks).toHaveLength(1);
  });

  it('view refuses a seat out of range', () => {
    const s = coins.setup({ seats: 3, seed: 4 });
    expect(() => coins.view(s, 3)).toThrow(RangeError);
  });
});

describe('Coins views: the last trick', () => {
  /** Hand 1 at its last trick: seat 0 holds Co2, seat 1 Co3, seat 2 Cl5; the other 45 cards are played. */
  function lastTrickOfHand() {
    const rest = CARDS.filter((c) => !['Co2', 'Co3', 'Cl5'].includes(c));
    const s = position({
      dealer: 2,
      target: 100,
      scores: [10, 10, 10],
      played: rest,
      hands: [['Co2'], ['Co3'], ['Cl5']],
    });
    const leader = coins.toAct(s)!;
    const order = [0, 1, 2].map((k) => (leader + k) % 3); // section 3: clockwise from the leader
    const card = (seat: number) => (['Co2', 'Co3', 'Cl5'] as const)[seat]!;
    return { s, order, plays: order.map((seat) => ({ seat, card: card(seat) })) };
  }

  it('C7, C9: after a hand’s last trick the view shows that trick, with who played each card, until the next trick starts', () => {
    const { s, order, plays } = lastTrickOfHand();
    const { state, events } = playCards(
      s,
      order.map((seat) => (['Co2', 'Co3', 'Cl5'] as const)[seat]!),
      order,
    );
    // 4.2: two Coins and a Club: the pair of Coins decides, its higher card Co3 (seat 1) wins both coins.
    const done = { plays, winner: 1, points: 2, rule: 'pair' };
    expect(state.hand).toBe(2); // C7: the next hand is dealt at once
    expect(tricksWon(events)).toMatchObject([{ seat: 1, plays }]);
    for (const seat of [null, 0, 1, 2]) {
      const v = coins.view(state, seat);
      expect(v.trick).toEqual([]);
      expect(v.tricks).toEqual([]);
      expect(v.lastTrick).toEqual(done);
    }
    // R4: seat 1, the last winner, leads hand 2; once its card is down, a new trick is under way.
    const next = coins.applyMove(state, playMove(coins.view(state, 1).hand[0]!));
    expect(coins.view(next, 0).lastTrick).toBeNull();
    // The state (from a position) loads as one: it loads, and a forged last trick is refused (I15).
    expect(coins.loadState(JSON.parse(JSON.stringify(state)), { positions: true }).ok).toBe(true);
    const forged = { ...JSON.parse(JSON.stringify(next)), lastTrick: [1, 2, 3] };
    expect(coins.loadState(forged, { positions: true })).toMatchObject({
      ok: false,
      error: { issues: [{ path: 'lastTrick' }] },
    });
  });

  it('within a hand, the last completed trick stays on view until the next card is played', () => {
    let s = position({ dealer: 2, target: 10, hands: [['Co2', 'Cu4'], ['Co3'], ['Cl5', 'Sw6']] });
    expect(coins.view(s, 0).lastTrick).toBeNull(); // no trick yet
    ({ state: s } = playCards(s, ['Co2', 'Co3', 'Cl5'])); // pair of Coins: Co3 (seat 1) wins 2
    const plays = [
      { seat: 0, card: 'Co2' },
      { seat: 1, card: 'Co3' },
      { seat: 2, card: 'Cl5' },
    ];
    expect(coins.view(s, 2).lastTrick).toEqual({ plays, winner: 1, points: 2, rule: 'pair' });
    s = coins.applyMove(s, playMove(coins.view(s, 1).hand[0]!));
    expect(coins.view(s, 2).lastTrick).toBeNull();
  });
});
