import { describe, expect, it } from 'vitest';
import { InvalidStateError, Rng, seedState } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { CARDS, COINS_SUIT, RANKS, SUITS, strengthOf, suitOf } from '../../../src/games/coins/cards.js';
import { type CoinsState, coins, formatCard, playMove } from '../../../src/games/coins/index.js';
import { DEFAULT_TARGET } from '../../../src/games/coins/options.js';
import { ranking } from '../../../src/games/coins/score.js';
import { playCards, position, referenceShuffle, tricksWon } from './helpers.js';

/** Plays the first legal move until `n` moves were made or the match is over. */
function playFirst(state: CoinsState, n: number): CoinsState {
  for (let i = 0; i < n && !coins.isOver(state); i++)
    state = coins.applyMove(state, coins.legalMoves(state)[0]!);
  return state;
}

describe('Coins setup (spec section 2)', () => {
  it('R1: the target defaults to 15; 10, 20 and any positive integer are accepted', () => {
    expect(DEFAULT_TARGET).toBe(15);
    expect(coins.setup({ seats: 3, seed: 1 }).options.target).toBe(15);
    for (const target of [1, 10, 20, 37])
      expect(coins.setup({ seats: 3, seed: 1, target }).options.target).toBe(target);
  });

  it('R1: with a target of 1 the first trick holding a Coin ends the match', () => {
    const s = position({
      dealer: 2,
      target: 1,
      hands: [
        ['Cu2', 'Co2'],
        ['Cu3', 'Sw3'],
        ['Cu4', 'Sw2'],
      ],
    });
    const { state: after } = playCards(s, ['Cu2', 'Cu3', 'Cu4'], [0, 1, 2]); // no Coin: S2 wins, play goes on
    expect(coins.isOver(after)).toBe(false);
    // S2 leads Sw2, S0 Co2, S1 Sw3: the higher Sword wins, with one Coin: 1 ≥ 1.
    const { state: end } = playCards(after, ['Sw2', 'Co2', 'Sw3'], [2, 0, 1]);
    expect(coins.winners(end)).toEqual([1]);
    expect(end.scores).toEqual([0, 1, 0]);
  });

  it('R1: a target that is not a positive integer is refused', () => {
    for (const target of [0, -5, 1.5, Number.NaN, '15', null]) {
      expect(() => coins.setup({ seats: 3, seed: 1, target: target as number })).toThrow(InvalidStateError);
    }
  });

  it('R2: the first dealer is the seat given in firstDealer', () => {
    for (const firstDealer of [0, 1, 2]) {
      const s = coins.setup({ seats: 3, seed: 5, firstDealer });
      expect(s.dealer).toBe(firstDealer);
      expect(s.options.firstDealer).toBe(firstDealer);
    }
    expect(() => coins.setup({ seats: 3, seed: 1, firstDealer: 3 })).toThrow(InvalidStateError);
    expect(() => coins.setup({ seats: 3, seed: 1, firstDealer: -1 })).toThrow(InvalidStateError);
  });

  it('R2: without firstDealer the dealer is the first draw of the seeded stream, and every seat occurs', () => {
    const dealers = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const s = coins.setup({ seats: 3, seed });
      expect(s.options.firstDealer).toBeNull();
      expect(s.dealer).toBe(new Rng(seedState(seed)).int(3));
      dealers.add(s.dealer);
    }
    expect([...dealers].sort()).toEqual([0, 1, 2]);
  });

  it('R3: the whole deck is dealt, 16 cards each, the k-th card of the shuffle to seat (dealer + 1 + k) mod 3', () => {
    const s = coins.setup({ seats: 3, seed: 'r3', firstDealer: 0 });
    expect(s.hands.map((h) => h.length)).toEqual([16, 16, 16]);
    expect(s.hands.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 48 }, (_, i) => i));
    const deck = referenceShuffle(new Rng(seedState('r3')));
    for (let k = 0; k < 48; k++) expect(s.hands[(0 + 1 + k) % 3]).toContain(deck[k]);
    expect(s.played).toEqual([]);
  });

  it('R4: the first trick of a hand is led by the seat to the left of the dealer', () => {
    for (const firstDealer of [0, 1, 2]) {
      const s = coins.setup({ seats: 3, seed: 2, firstDealer });
      expect(s.leader).toBe((firstDealer + 1) % 3);
      expect(coins.toAct(s)).toBe((firstDealer + 1) % 3);
    }
  });

  it('R5: scores start at 0 and carry over between hands; the played cards are cleared at the new deal', () => {
    const s0 = coins.setup({ seats: 3, seed: 8, target: 100 });
    expect(s0.scores).toEqual([0, 0, 0]);
    const s1 = playFirst(s0, 48);
    expect(s1.hand).toBe(2);
    expect(s1.played).toEqual([]);
    expect(s1.scores.reduce((a, b) => a + b, 0)).toBe(12);
    const s2 = playFirst(s1, 48);
    expect(s2.hand).toBe(3);
    expect(s2.scores.reduce((a, b) => a + b, 0)).toBe(24);
    for (let i = 0; i < 3; i++) expect(s2.scores[i]).toBeGreaterThanOrEqual(s1.scores[i]!);
  });
});

describe('Coins turn structure (spec section 3)', () => {
  it('3: play order within a trick is leader, left(leader), left(left(leader)); the dealer plays third only in the first trick', () => {
    // Dealer 0: seat 1 leads. Seat 2 wins the first trick with the Ace of Cups, so the dealer does not play third next.
    let s = position({ dealer: 0, hands: [['Cu3'], ['Cu2'], ['CuA']] });
    ({ state: s } = playCards(s, ['Cu2', 'CuA', 'Cu3'], [1, 2, 0]));
    expect(s.leader).toBe(2);
    expect([coins.toAct(s)]).toEqual([2]);
    s = coins.applyMove(s, coins.legalMoves(s)[0]!);
    expect(coins.toAct(s)).toBe(0);
    s = coins.applyMove(s, coins.legalMoves(s)[0]!);
    expect(coins.toAct(s)).toBe(1);
  });

  it('3: a trick resolves inside the third play: the winner scores the Coins in it and leads the next trick', () => {
    const { state, events } = playCards(position({ dealer: 2, hands: [['Co5'], ['Co7'], ['Cu9']] }), [
      'Co5',
      'Co7',
      'Cu9',
    ]);
    expect(events.map((e) => e.type)).toEqual(['cardPlayed', 'cardPlayed', 'cardPlayed', 'trickWon']);
    expect(state.scores).toEqual([0, 2, 0]);
    expect(state.leader).toBe(1);
    expect(coins.view(state, 0).trick).toEqual([]);
  });

  it('3: after the 16th trick without a winner a new hand is dealt by right(W) and W leads', () => {
    // Play a whole hand with a high target and check the deal of hand 2 against the last trick's winner.
    let s = coins.setup({ seats: 3, seed: 'new-hand', target: 1000 });
    let lastWinner = -1;
    let dealt: unknown = null;
    for (let i = 0; i < 48; i++) {
      const step = coins.applyMoveWithEvents(s, coins.legalMoves(s)[0]!);
      for (const e of step.events) {
        if (e.type === 'trickWon') lastWinner = e.seat;
        if (e.type === 'dealt') dealt = e;
      }
      s = step.state;
    }
    expect(dealt).toEqual({ type: 'dealt', deal: 2 });
    expect(s.hand).toBe(2);
    expect(s.dealer).toBe((lastWinner + 2) % 3);
    expect(s.leader).toBe(lastWinner);
    expect(coins.toAct(s)).toBe(lastWinner);
    expect(s.hands.map((h) => h.length)).toEqual([16, 16, 16]);
  });

  it('3: the new deal draws from the state RNG: same state, same deal; the first hand of another seed differs', () => {
    const a = playFirst(coins.setup({ seats: 3, seed: 3, target: 1000 }), 48);
    const b = playFirst(coins.setup({ seats: 3, seed: 3, target: 1000 }), 48);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.rng).not.toEqual(coins.setup({ seats: 3, seed: 3, target: 1000 }).rng);
  });
});

describe('Coins legality and trick resolution (spec section 4)', () => {
  it("4.1: every card in the hand of the seat to act is legal, in the hand's order", () => {
    const s = coins.setup({ seats: 3, seed: 11 });
    const seat = coins.toAct(s)!;
    expect(coins.legalMoves(s)).toEqual(s.hands[seat]!.map((id) => ({ type: 'play', card: CARDS[id] })));
  });

  it("a hand's order (docs/rules/coins.md): a played card's place goes to the hand's last card; the view sorts", () => {
    let s = coins.setup({ seats: 3, seed: 'order', firstDealer: 2 });
    for (const at of [3, 0, 13]) {
      const seat = coins.toAct(s)!;
      const before = [...s.hands[seat]!];
      s = coins.applyMove(s, playMove(CARDS[before[at]!]!));
      // Worked out by hand: the card at `at` leaves, the last card moves into its place, the rest stay where they were.
      const expected = [...before];
      expected[at] = before[before.length - 1]!;
      expected.pop();
      expect(s.hands[seat]).toEqual(expected);
      const sorted = [...expected].sort((a, b) => a - b).map((id) => CARDS[id]);
      expect(coins.view(s, seat).hand).toEqual(sorted);
    }
    // At a deal every card id 0–47 is in some seat's hand, each view sorted.
    for (const seed of [1, 2, 3]) {
      const dealt = coins.setup({ seats: 3, seed });
      for (const seat of [0, 1, 2]) {
        const ids = [...dealt.hands[seat]!].sort((a, b) => a - b);
        expect(coins.view(dealt, seat).hand).toEqual(ids.map((id) => CARDS[id]));
      }
    }
  });

  it('4.1: only the seat whose turn it is may play', () => {
    const s = coins.setup({ seats: 3, seed: 12, firstDealer: 0 });
    const move = coins.legalMoves(s)[0]!;
    expect(coins.validate(s, move, 1).ok).toBe(true);
    const wrong = coins.validate(s, move, 2);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('NOT_YOUR_TURN');
    // A card from another seat's hand is refused with the rule id.
    const other = CARDS[s.hands[2]![0]!]!;
    const v = coins.validate(s, playMove(other));
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error).toMatchObject({ code: 'NOT_IN_HAND', rule: 'C4' });
  });

  it('4.1: a card already played in this hand is refused', () => {
    let s = position({ dealer: 2, hands: [['Co5'], [], []] });
    s = coins.applyMove(s, playMove('Co5'));
    const v = coins.validate(s, playMove('Co5'));
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error).toMatchObject({ code: 'CARD_ALREADY_PLAYED', rule: 'C4' });
  });

  it('4.2 case 1: all three cards of one suit: the highest rank wins', () => {
    const { events } = playCards(position({ dealer: 2, hands: [['Sw2'], ['SwA'], ['Sw9']] }), [
      'Sw2',
      'SwA',
      'Sw9',
    ]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 1, card: 'SwA', rule: 'sameSuit' });
  });

  it('4.2 case 2: two cards share a suit: the higher of those two wins, whatever the odd card', () => {
    const { events } = playCards(position({ dealer: 2, hands: [['ClA'], ['Cu2'], ['Cu3']] }), [
      'ClA',
      'Cu2',
      'Cu3',
    ]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 2, card: 'Cu3', rule: 'pair' });
  });

  it('4.2 case 3: three suits: the successor of the missing suit wins, ranks ignored', () => {
    // Missing Swords → Clubs wins (chain Clubs > Cups > Coins).
    const { events } = playCards(position({ dealer: 2, hands: [['CuA'], ['CoA'], ['Cl2']] }), [
      'CuA',
      'CoA',
      'Cl2',
    ]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 2, card: 'Cl2', points: 1, rule: 'threeSuits' });
  });
});

describe('Coins end and scoring (spec section 5)', () => {
  it('5: a score is the running total of Coins-suit cards in the tricks won, whoever played them', () => {
    let s = position({
      dealer: 2,
      hands: [
        ['Co2', 'Sw3'],
        ['Co3', 'Cl4'],
        ['CoA', 'Cu5'],
      ],
    });
    ({ state: s } = playCards(s, ['Co2', 'Co3', 'CoA'])); // S2 wins 3
    ({ state: s } = playCards(s, ['Cu5', 'Sw3', 'Cl4'])); // missing Coins → Swords → S0 wins 0
    expect(s.scores).toEqual([0, 0, 3]);
  });

  it('5: non-winners are ranked by score for statistics, ties shared', () => {
    const s = position({
      dealer: 2,
      target: 10,
      scores: [9, 4, 4],
      hand: 2,
      hands: [['CoA', 'Co2'], ['Co3'], ['Cl2']],
    });
    const { state } = playCards(s, ['CoA', 'Co3', 'Cl2']);
    expect(state.winner).toBe(0);
    expect(ranking(state)).toEqual([1, 2, 2]);
  });
});

describe('Coins ambiguity resolutions (spec section 6)', () => {
  it('C1: the suit cycle is Cups > Coins > Swords > Clubs > Cups', () => {
    expect(SUITS).toEqual(['Cu', 'Co', 'Sw', 'Cl']);
    expect(COINS_SUIT).toBe(1);
  });

  it('C2: the three-suit rule follows the missing-suit formula for each of the four missing suits', () => {
    const cases: [string[], string][] = [
      [['CoA', 'SwA', 'ClA'], 'CoA'], // missing Cups → Coins
      [['CuA', 'SwA', 'ClA'], 'SwA'], // missing Coins → Swords
      [['CuA', 'CoA', 'ClA'], 'ClA'], // missing Swords → Clubs
      [['CuA', 'CoA', 'SwA'], 'CuA'], // missing Clubs → Cups
    ];
    for (const [cards, winner] of cases) {
      const hands = cards.map((c) => [c]) as never;
      const { events } = playCards(position({ dealer: 2, hands }), cards as never);
      expect(tricksWon(events)[0]!.card).toBe(winner);
    }
  });

  it('C3: with two of a suit the odd card never wins, even when its suit beats the pair (Cups Ace vs two Coins)', () => {
    const { events } = playCards(position({ dealer: 2, hands: [['CuA'], ['Co2'], ['Co3']] }), [
      'CuA',
      'Co2',
      'Co3',
    ]);
    expect(tricksWon(events)[0]).toMatchObject({ seat: 2, card: 'Co3', points: 2 });
  });

  it('C4: there is no led suit and no follow-suit obligation: after a lead every card in hand stays legal', () => {
    let s = coins.setup({ seats: 3, seed: 21 });
    s = coins.applyMove(s, coins.legalMoves(s)[0]!);
    expect(coins.legalMoves(s)).toHaveLength(16);
  });

  it('C5: the target is reached at ≥ T, checked after each trick; a trick can jump past T', () => {
    const s = position({
      dealer: 2,
      target: 10,
      scores: [8, 0, 0],
      hand: 2,
      hands: [['CoA'], ['Co2'], ['Co3']],
    });
    const { state, events } = playCards(s, ['CoA', 'Co2', 'Co3']);
    expect(state.scores).toEqual([11, 0, 0]);
    expect(events.at(-1)).toEqual({ type: 'matchOver', scores: [11, 0, 0], winners: [0] });
    // Not checked mid-trick: 9 points and a coin on the table do not end anything before the trick resolves.
    const t = position({
      dealer: 2,
      target: 10,
      scores: [9, 0, 0],
      hand: 2,
      hands: [['CoA'], ['Co2'], ['Cu3']],
    });
    const mid = coins.applyMove(t, playMove('CoA'));
    expect(coins.isOver(mid)).toBe(false);
  });

  it('C6: ranks Ace > King (Rey) > Knight (Caballo) > Knave (Sota) > 9 … 2, strengths 13/12/11/10 then face value', () => {
    expect(RANKS).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', 'S', 'C', 'R', 'A']);
    expect(
      ['CoA', 'CoR', 'CoC', 'CoS', 'Co9', 'Co2'].map((c) => strengthOf(CARDS.indexOf(c as never))),
    ).toEqual([13, 12, 11, 10, 9, 2]);
    expect(formatCard('SwC')).toBe('Knight of Swords');
    expect(formatCard('CuS')).toBe('Knave of Cups');
    expect(CARDS).toHaveLength(48);
    expect(CARDS.some((c) => c.endsWith('10'))).toBe(false);
    expect(new Set(CARDS.map((_, i) => suitOf(i)))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('C7: the dealer of a new hand is right(W) of the 16th trick winner W, and W leads it', () => {
    // 15 tricks played (scores resumed at 20 each, enough for any coins in them); seat 1 wins the 16th with CuA.
    const history = CARDS.filter((c) => !['Cu2', 'Cu3', 'CuA'].includes(c)).slice(0, 45);
    const s = position({
      dealer: 2,
      target: 1000,
      scores: [20, 20, 20],
      hands: [['Cu2'], ['CuA'], ['Cu3']],
      played: history,
    });
    const leader = s.leader;
    const order = [0, 1, 2].map((k) => (leader + k) % 3);
    const cardOf = ['Cu2', 'CuA', 'Cu3'];
    const { state, events } = playCards(s, order.map((seat) => cardOf[seat]!) as never);
    expect(tricksWon(events).at(-1)!.seat).toBe(1);
    expect(state.hand).toBe(2);
    expect(state.dealer).toBe(0);
    expect(coins.toAct(state)).toBe(1);
  });

  it('C8: there is no variant: unknown options are refused', () => {
    expect(() => coins.setup({ seats: 3, seed: 1, mongolian: true } as never)).toThrow(InvalidStateError);
  });

  it('C9: every played card stays public history for every seat and spectators', () => {
    let s = coins.setup({ seats: 3, seed: 31 });
    s = playFirst(s, 7);
    const played = s.played.map((id) => CARDS[id]);
    for (const seat of [null, 0, 1, 2]) {
      const v = coins.view(s, seat);
      expect([...v.tricks.flatMap((t) => t.plays), ...v.trick].map((p) => p.card)).toEqual(played);
    }
  });

  it('C10: the first dealer is a parameter; random (seeded) when not given', () => {
    expect(coins.setup({ seats: 3, seed: 1, firstDealer: 1 }).dealer).toBe(1);
    expect(coins.setup({ seats: 3, seed: 1, firstDealer: null }).options.firstDealer).toBeNull();
  });

  it('C11: the shuffle is the seeded RNG: the same seed deals the same hands, other seeds other hands', () => {
    const a = coins.setup({ seats: 3, seed: 'x', firstDealer: 0 });
    const b = coins.setup({ seats: 3, seed: 'x', firstDealer: 0 });
    const c = coins.setup({ seats: 3, seed: 'y', firstDealer: 0 });
    expect(a.hands).toEqual(b.hands);
    expect(a.hands).not.toEqual(c.hands);
  });

  it('C12: exactly three seats', () => {
    expect(coins.seats).toEqual({ min: 3, max: 3 });
    expect(() => coins.setup({ seats: 2, seed: 1 })).toThrow(InvalidStateError);
    expect(() => coins.setup({ seats: 4, seed: 1 })).toThrow(InvalidStateError);
  });
});

describe('Coins simulator fast path', () => {
  it('playouts on the fast path end with a winner at or above the target', () => {
    for (let seed = 0; seed < 50; seed++) {
      const sim = createSimulator(coins, coins.setup({ seats: 3, seed, target: 10 }));
      sim.playout(Rng.fromSeed(seed));
      const w = sim.state.winner!;
      expect(sim.state.scores[w]).toBeGreaterThanOrEqual(10);
      expect(sim.winners()).toEqual([w]);
    }
  });
});
