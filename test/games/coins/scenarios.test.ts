import { describe, expect, it } from 'vitest';
import { Rng, seedState } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { type CoinsCard, coins, playMove } from '../../../src/games/coins/index.js';
import { playCards, position, referenceShuffle, tricksWon } from './helpers.js';

/** A first-hand position led by seat 0 (dealer 2) where each seat holds the card it plays. */
function oneTrick(cards: [CoinsCard, CoinsCard, CoinsCard], options: { dealer?: number } = {}) {
  const dealer = options.dealer ?? 2;
  const leader = (dealer + 1) % 3;
  const hands: CoinsCard[][] = [[], [], []];
  cards.forEach((c, k) => {
    hands[(leader + k) % 3]!.push(c);
  });
  return position({ dealer, hands });
}

describe('Coins scenario cases (spec section 8)', () => {
  it('C-01: missing Clubs → Cups wins: S0 CoA, S1 SwA, S2 Cu2 → S2 wins +1', () => {
    const { state, events } = playCards(oneTrick(['CoA', 'SwA', 'Cu2']), ['CoA', 'SwA', 'Cu2'], [0, 1, 2]);
    expect(tricksWon(events)).toEqual([
      {
        type: 'trickWon',
        seat: 2,
        cards: ['CoA', 'SwA', 'Cu2'],
        plays: [
          { seat: 0, card: 'CoA' },
          { seat: 1, card: 'SwA' },
          { seat: 2, card: 'Cu2' },
        ],
        leader: 0,
        card: 'Cu2',
        points: 1,
        rule: 'threeSuits',
      },
    ]);
    expect(state.scores).toEqual([0, 0, 1]);
    expect(coins.toAct(state)).toBe(2);
  });

  it('C-02: missing Cups → Coins wins: S0 ClA, S1 SwA, S2 Co2 → S2 wins +1', () => {
    const { state, events } = playCards(oneTrick(['ClA', 'SwA', 'Co2']), ['ClA', 'SwA', 'Co2'], [0, 1, 2]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 2, card: 'Co2', points: 1, rule: 'threeSuits' });
    expect(state.scores).toEqual([0, 0, 1]);
  });

  it('C-03: missing Coins → Swords wins: S0 CuA, S1 ClA, S2 Sw2 → S2 wins +0', () => {
    const { state, events } = playCards(oneTrick(['CuA', 'ClA', 'Sw2']), ['CuA', 'ClA', 'Sw2'], [0, 1, 2]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 2, card: 'Sw2', points: 0, rule: 'threeSuits' });
    expect(state.scores).toEqual([0, 0, 0]);
    expect(coins.toAct(state)).toBe(2);
  });

  it('C-05: two of a suit, the odd card is the highest rank: S0 CoA, S1 Sw2, S2 Sw3 → S2 (Sw3) +1', () => {
    const { state, events } = playCards(oneTrick(['CoA', 'Sw2', 'Sw3']), ['CoA', 'Sw2', 'Sw3'], [0, 1, 2]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 2, card: 'Sw3', points: 1, rule: 'pair' });
    expect(state.scores).toEqual([0, 0, 1]);
  });

  it('C-07: same suit, court order: S0 Co9, S1 CoR, S2 CoC → S1 (King beats Knight) +3', () => {
    const { state, events } = playCards(oneTrick(['Co9', 'CoR', 'CoC']), ['Co9', 'CoR', 'CoC'], [0, 1, 2]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 1, card: 'CoR', points: 3, rule: 'sameSuit' });
    expect(state.scores).toEqual([0, 3, 0]);
  });

  it('C-08: Sota beats 9: S0 Sw9, S1 SwS, S2 ClA → S1 +0', () => {
    const { state, events } = playCards(oneTrick(['Sw9', 'SwS', 'ClA']), ['Sw9', 'SwS', 'ClA'], [0, 1, 2]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 1, card: 'SwS', points: 0, rule: 'pair' });
    expect(state.scores).toEqual([0, 0, 0]);
    expect(coins.toAct(state)).toBe(1);
  });

  it('C-09: Ace beats King and Knight: S0 ClC, S1 ClR, S2 ClA → S2', () => {
    const { events } = playCards(oneTrick(['ClC', 'ClR', 'ClA']), ['ClC', 'ClR', 'ClA'], [0, 1, 2]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 2, card: 'ClA', points: 0, rule: 'sameSuit' });
  });

  it('C-10: no follow-suit, the leader has no privilege: S0 Sw5, S1 (holding Swords) Cu2, S2 Co3 → S1 +1', () => {
    let state = position({ dealer: 2, hands: [['Sw5'], ['Cu2', 'Sw6', 'SwA'], ['Co3']] });
    state = coins.applyMove(state, playMove('Sw5'));
    // S1 holds Swords, yet every card of its hand is legal.
    expect(coins.legalMoves(state)).toHaveLength(16);
    expect(coins.validate(state, { type: 'play', card: 'Cu2' }).ok).toBe(true);
    const { state: after, events } = playCards(state, ['Cu2', 'Co3'], [1, 2]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 1, card: 'Cu2', points: 1, rule: 'threeSuits' });
    expect(after.scores).toEqual([0, 1, 0]);
  });

  it('C-11: target reached mid-hand: T=10, 9/4/6, S0 wins a trick with 2 Coins → 11, match over at once', () => {
    // Five coin-less tricks, all won by S0 (dealer 2, so S0 leads), then S0 leads the sixth with 11 tricks left.
    const history: CoinsCard[] = [
      'CuA',
      'Cu2',
      'Cu3',
      'CuR',
      'Cu4',
      'Cu5',
      'CuC',
      'Cu6',
      'Cu7',
      'SwA',
      'Sw2',
      'Sw3',
      'SwR',
      'Sw4',
      'Sw5',
    ];
    let state = position({
      dealer: 2,
      hand: 2,
      target: 10,
      scores: [9, 4, 6],
      played: history,
      hands: [['CoA'], ['Co2'], ['Cl2']],
    });
    expect(state.hands.map((h) => h.length)).toEqual([11, 11, 11]);
    expect(coins.toAct(state)).toBe(0);
    const { state: end, events } = playCards(state, ['CoA', 'Co2', 'Cl2'], [0, 1, 2]);
    state = end;
    expect(tricksWon(events)[0]).toMatchObject({ seat: 0, points: 2, rule: 'pair' });
    expect(events.at(-1)).toEqual({ type: 'matchOver', scores: [11, 4, 6], winners: [0] });
    expect(coins.isOver(state)).toBe(true);
    expect(coins.winners(state)).toEqual([0]);
    expect(coins.score(state)).toEqual([11, 4, 6]);
    expect(state.hands.map((h) => h.length)).toEqual([10, 10, 10]); // the hand is not finished
    // Any further play is illegal.
    expect(coins.legalMoves(state)).toEqual([]);
    const card = coins.view(state, 0).hand[0]!;
    const v = coins.validate(state, { type: 'play', card });
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error.code).toBe('GAME_OVER');
    expect(() => coins.applyMove(state, playMove(card))).toThrow();
  });

  it('C-12: exactly the target: T=15, S2 at 13 wins a trick with 2 Coins → 15 → S2 wins', () => {
    const state = position({
      dealer: 1,
      target: 15,
      scores: [3, 5, 13],
      hand: 2,
      hands: [['Co2'], ['Sw4'], ['Co9']],
    });
    expect(coins.toAct(state)).toBe(2);
    const { state: end } = playCards(state, ['Co9', 'Co2', 'Sw4'], [2, 0, 1]);
    expect(end.scores).toEqual([3, 5, 15]);
    expect(coins.winners(end)).toEqual([2]);
  });

  it("C-14: near-simultaneous threat: T=10, S0 9, S1 9; S1 wins a trick with 1 Coin → 10 → S1 wins, S0's tricks never come", () => {
    const state = position({
      dealer: 2,
      target: 10,
      scores: [9, 9, 0],
      hand: 2,
      hands: [['Co3'], ['Cu9'], ['Sw2']],
    });
    const { state: end, events } = playCards(state, ['Co3', 'Cu9', 'Sw2'], [0, 1, 2]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 1, points: 1, rule: 'threeSuits' });
    expect(end.scores).toEqual([9, 10, 0]);
    expect(coins.winners(end)).toEqual([1]);
    expect(coins.toAct(end)).toBeNull();
  });

  it('C-16: first hand: the oldest, S2, deals; the deal starts with S0 (k=0 → S0, k=1 → S1, k=2 → S2); S0 leads, then S1, S2', () => {
    const seed = 'c-16';
    const state = coins.setup({ seats: 3, seed, firstDealer: 2 });
    // The shuffle of R3, redone by hand from the same stream: the k-th card goes to seat (2 + 1 + k) mod 3.
    const deck = referenceShuffle(new Rng(seedState(seed)));
    const expected: number[][] = [[], [], []];
    deck.forEach((card, k) => {
      expected[k % 3]!.push(card);
    });
    expect(state.hands).toEqual(expected); // each hand in the order its cards were received
    expect(state.dealer).toBe(2);
    expect(coins.toAct(state)).toBe(0);
    const order: number[] = [];
    let s = state;
    for (let i = 0; i < 3; i++) {
      order.push(coins.toAct(s)!);
      s = coins.applyMove(s, coins.legalMoves(s)[0]!);
    }
    expect(order).toEqual([0, 1, 2]);
  });

  it("C-17: the winner collects Coins played by others: S0 CoA, S1 Cu2, S2 Sw5 → S1 wins +1 (S0's coin)", () => {
    const { state, events } = playCards(oneTrick(['CoA', 'Cu2', 'Sw5']), ['CoA', 'Cu2', 'Sw5'], [0, 1, 2]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 1, card: 'Cu2', points: 1, rule: 'threeSuits' });
    expect(state.scores).toEqual([0, 1, 0]);
  });

  it('C-18: zero-point trick, winner leads: S0 Cl4, S1 Cl9, S2 Sw2 → S1 +0; then S1, S2, S0', () => {
    let { state, events } = playCards(oneTrick(['Cl4', 'Cl9', 'Sw2']), ['Cl4', 'Cl9', 'Sw2'], [0, 1, 2]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 1, card: 'Cl9', points: 0 });
    expect(state.scores).toEqual([0, 0, 0]);
    expect(state.leader).toBe(1);
    const order: number[] = [];
    for (let i = 0; i < 3; i++) {
      order.push(coins.toAct(state)!);
      state = coins.applyMove(state, coins.legalMoves(state)[0]!);
    }
    expect(order).toEqual([1, 2, 0]);
  });

  it('C-20: a full hand with no winner hands out exactly 12 points', () => {
    for (let seed = 0; seed < 30; seed++) {
      const sim = createSimulator(coins, coins.setup({ seats: 3, seed, target: 1000 }));
      sim.playout(Rng.fromSeed(seed), 48);
      expect(sim.state.hand).toBe(2);
      expect(sim.state.scores.reduce((a, b) => a + b, 0)).toBe(12);
    }
  });

  it('C-21: game length bound: with T=20 every match ends within 5 hands', () => {
    const rng = Rng.fromSeed('c-21');
    for (let seed = 0; seed < 200; seed++) {
      const sim = createSimulator(coins, coins.setup({ seats: 3, seed, target: 20 }));
      sim.playout(rng);
      expect(sim.isOver()).toBe(true);
      expect(sim.state.hand).toBeLessThanOrEqual(5);
    }
  });
});
