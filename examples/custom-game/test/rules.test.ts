/**
 * The rules page, rule by rule: each test is named by the rule it checks, with expected values worked out by hand
 * from the rules.
 */
import { describe, expect, it } from 'vitest';
import { crazyEights, drawMove, passMove, playMove } from '../src/index.js';
import { position } from './position.js';

const moves = (state: Parameters<typeof crazyEights.legalMoves>[0]) =>
  crazyEights.legalMoves(state).map((m) => crazyEights.formatMove(m));

describe('the deal', () => {
  it('R1: 2–5 seats; the 52 cards of one deck, each once, no jokers', () => {
    expect(() => crazyEights.setup({ seats: 1, seed: 1 })).toThrow(/2–5 seats/);
    expect(() => crazyEights.setup({ seats: 6, seed: 1 })).toThrow(/2–5 seats/);
    for (const seats of [2, 3, 4, 5]) {
      const state = crazyEights.setup({ seats, seed: seats });
      const cards = [...state.hands.flat(), ...state.stock, ...state.discard].sort((a, b) => a - b);
      expect(cards).toEqual(Array.from({ length: 52 }, (_, id) => id)); // card ids 0–51, one each
    }
  });

  it('R2: 7 cards each at 2–4 seats, 5 at five; one starter face up; the rest is the stock', () => {
    for (const [seats, size] of [
      [2, 7],
      [3, 7],
      [4, 7],
      [5, 5],
    ] as const) {
      const state = crazyEights.setup({ seats, seed: seats });
      expect(state.hands.map((h) => h.length)).toEqual(new Array(seats).fill(size));
      expect(state.discard).toHaveLength(1);
      expect(state.stock).toHaveLength(52 - seats * size - 1);
    }
  });

  it('R2, R3: seat 0 deals the first hand and the seat to its left plays first', () => {
    const state = crazyEights.setup({ seats: 4, seed: 9 });
    expect(state.dealer).toBe(0);
    expect(crazyEights.toAct(state)).toBe(1);
  });
});

describe('playing', () => {
  it('R4: a card follows the suit in force or the rank of the top card; drawing is always offered', () => {
    // Top card 9♠: 3♠ follows suit, 9♥ follows rank, K♦ follows neither.
    const state = position({ hands: [['2C'], ['KD', '9H', '3S']], discard: ['9S'] });
    expect(moves(state)).toEqual(['9♥', '3♠', 'draw']);
    const refused = crazyEights.validate(state, playMove('KD'));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && [refused.error.code, refused.error.rule]).toEqual(['NO_MATCH', 'R4']);
  });

  it('R5: an 8 plays on anything and names a suit, which the next seat must follow', () => {
    const state = position({
      hands: [
        ['2C', '5H', 'KS'],
        ['8C', 'QD', '4D'],
      ],
      discard: ['9S'],
    });
    expect(moves(state)).toEqual(['8♣ naming ♣', '8♣ naming ♦', '8♣ naming ♥', '8♣ naming ♠', 'draw']);
    const next = crazyEights.applyMove(state, playMove('8C', 'H'));
    expect(crazyEights.view(next, 0).suit).toBe('H');
    // 5♥ follows the named suit; 2♣ has neither the suit named nor the rank 8; K♠ neither.
    expect(moves(next)).toEqual(['5♥', 'draw']);
  });

  it('R6: after drawing, only the drawn card may be played, or the seat passes and keeps it', () => {
    // 3♠ could be played, but the seat draws: the stock's top card is 9♦ (rank of the top card 9♠).
    const state = position({ hands: [['2C'], ['3S']], discard: ['9S'], stock: ['4C', '9D'] });
    expect(moves(state)).toEqual(['3♠', 'draw']);
    const drawn = crazyEights.applyMove(state, drawMove());
    expect(crazyEights.view(drawn, 1).drawn).toBe('9D');
    expect(crazyEights.view(drawn, 0).drawn).toBeNull();
    expect(moves(drawn)).toEqual(['9♦', 'pass']);
    const passed = crazyEights.applyMove(drawn, passMove());
    expect(crazyEights.view(passed, 1).hand).toEqual(['9D', '3S']);
    expect(crazyEights.toAct(passed)).toBe(0);
  });

  it('R6: a drawn card that does not match leaves only the pass', () => {
    const state = position({ hands: [['2C'], ['3S']], discard: ['9S'], stock: ['4C', 'KD'] });
    expect(moves(crazyEights.applyMove(state, drawMove()))).toEqual(['pass']);
  });

  it('R7: an empty stock is rebuilt from the discard pile under its top card', () => {
    // The 45 cards named nowhere lie under 4♥ 5♥ 6♥ 9♠: 48 cards are turned over, and one of them is drawn.
    const state = position({ hands: [['2C'], ['3S', 'KD']], discard: ['4H', '5H', '6H', '9S'], stock: [] });
    const step = crazyEights.applyMoveWithEvents(state, drawMove());
    expect(step.events[0]).toEqual({ type: 'reshuffled', cards: 48 });
    expect(step.state.discard).toHaveLength(1);
    expect(crazyEights.view(step.state, 0).top).toBe('9S');
    expect(step.state.stock).toHaveLength(47);
  });

  it('R7: with nothing to draw, a seat that cannot play passes; one that can play must play', () => {
    // Seat 0 holds the 49 cards not named; the stock is empty and the discard pile is the 9♠ alone.
    const stuck = position({ hands: [['2C'], ['5D', 'KD']], discard: ['9S'], stock: [], rest: 0 });
    expect(moves(stuck)).toEqual(['pass']);
    // The turn goes on; seat 0 holds spades, so it has cards to play and may neither draw nor pass.
    const next = crazyEights.applyMove(stuck, passMove());
    expect(crazyEights.toAct(next)).toBe(0);
    expect(moves(next)).not.toContain('draw');
    expect(moves(next)).not.toContain('pass');
    const canPlay = position({ hands: [['2C'], ['5D', 'KS']], discard: ['9S'], stock: [], rest: 0 });
    expect(moves(canPlay)).toEqual(['K♠']);
    const refused = crazyEights.validate(canPlay, passMove());
    expect(!refused.ok && [refused.error.code, refused.error.rule]).toEqual(['MAY_NOT_PASS', 'R7']);
  });
});

describe('the end of a hand and the score', () => {
  // Seat 0 goes out with 4♠ on 9♠. Seat 1 holds 8♥ K♠ A♦ 7♣: 50 + 10 + 1 + 7 = 68 (R9); seat 2 holds 10♦ 2♠: 12.
  const lastCard = (target: number | null) =>
    position({
      hands: [['4S'], ['8H', 'KS', 'AD', '7C'], ['10D', '2S']],
      discard: ['9S'],
      toPlay: 0,
      target,
    });

  it('R8, R9, R10: the seat that goes out wins a match of one hand; the scores are the penalty points left', () => {
    const step = crazyEights.applyMoveWithEvents(lastCard(null), playMove('4S'));
    expect(crazyEights.isOver(step.state)).toBe(true);
    expect(crazyEights.winners(step.state)).toEqual([0]);
    expect(crazyEights.score(step.state)).toEqual([0, 68, 12]);
    expect(step.events.slice(1)).toEqual([
      { type: 'handOver', hand: 1, winner: 0, points: [0, 68, 12] },
      { type: 'matchOver', scores: [0, 68, 12], winners: [0] },
    ]);
    // R8: the hands are shown for the count.
    expect(crazyEights.view(step.state, 2).shown).toEqual([[], ['7C', 'AD', '8H', 'KS'], ['10D', '2S']]);
  });

  it('R11: to a target, the winner scores the penalty points of the others (68 + 12) and wins at the target', () => {
    const over = crazyEights.applyMove(lastCard(80), playMove('4S'));
    expect(crazyEights.score(over)).toEqual([80, 0, 0]);
    expect(crazyEights.winners(over)).toEqual([0]);
  });

  it('R11: below the target, the next seat deals the next hand and the seat to its left plays', () => {
    const step = crazyEights.applyMoveWithEvents(lastCard(81), playMove('4S'));
    const next = step.state;
    expect(crazyEights.isOver(next)).toBe(false);
    expect(crazyEights.score(next)).toEqual([80, 0, 0]);
    expect([next.handNumber, next.dealer, crazyEights.toAct(next)]).toEqual([2, 1, 2]);
    expect(next.hands.map((h) => h.length)).toEqual([7, 7, 7]);
    expect(step.events.map((e) => e.type)).toEqual(['played', 'handOver', 'dealt']);
  });
});

describe('words', () => {
  it('moves read back from how people type them', () => {
    const read = (text: string) => crazyEights.parseMoveText(text);
    expect(read('7h')).toEqual({ ok: true, value: { type: 'play', card: '7H' } });
    expect(read('Queen of Hearts')).toEqual({ ok: true, value: { type: 'play', card: 'QH' } });
    expect(read('8♠ naming ♥')).toEqual({ ok: true, value: { type: 'eight', card: '8S', suit: 'H' } });
    expect(read('8s clubs')).toEqual({ ok: true, value: { type: 'eight', card: '8S', suit: 'C' } });
    expect(read('8s').ok).toBe(false); // R5: an 8 names a suit
    expect(read('Draw')).toEqual({ ok: true, value: { type: 'draw' } });
  });

  it('the table in lines, as every game says it: "you" for the viewer, names for the others', () => {
    // Seat 1 to play on 9♠; 52 − 2 − 3 − 1 = 46 cards in the stock. Seat 1's hand by id: K♦ (25), 9♥ (34), 3♠ (41).
    const state = position({
      hands: [
        ['2C', '5H'],
        ['KD', '9H', '3S'],
      ],
      discard: ['9S'],
    });
    const names = { viewer: 1, seatName: (seat: number) => ['Ann', 'Bob'][seat]! };
    expect(crazyEights.describeView(crazyEights.view(state, 1), names)).toEqual([
      'Hand 1 · dealt by Ann · one hand, lowest penalty wins',
      'You to play.',
      'Top card 9♠ · suit ♠ · stock 46 cards',
      'Ann: 2 cards, score 0',
      'You: 3 cards, score 0',
      'Your hand (3 cards): K♦ 9♥ 3♠',
    ]);
    // Without words, seats are numbers; a spectator has no hand line.
    expect(crazyEights.describeView(crazyEights.view(state, 0))).toContain(
      'Your hand (seat 0, 2 cards): 2♣ 5♥',
    );
    expect(crazyEights.describeView(crazyEights.view(state, null)).slice(1)).toEqual([
      'Seat 1 to play.',
      'Top card 9♠ · suit ♠ · stock 46 cards',
      'Seat 0: 2 cards, score 0',
      'Seat 1: 3 cards, score 0',
    ]);
  });

  it('events as sentences, in the notation of the moves', () => {
    const names = { viewer: 1, seatName: (seat: number) => ['Ann', 'Bob'][seat]! };
    const played = { type: 'played', seat: 1, card: '8S', suit: 'H' } as const;
    expect(crazyEights.describeEvent(played)).toBe('seat 1 played 8♠ naming ♥');
    expect(crazyEights.describeEvent(played, names)).toBe('you played 8♠ naming ♥');
    const over = { type: 'matchOver', scores: [12, 0], winners: [1] } as const;
    expect(crazyEights.describeEvent(over)).toBe('the match is over: seat 1 wins (scores 12, 0)');
    expect(crazyEights.describeEvent(over, names)).toBe('the match is over: you win (scores 12, 0)');
    const handOver = { type: 'handOver', hand: 2, winner: 0, points: [80, 0] } as const;
    expect(crazyEights.describeEvent(handOver, names)).toBe('Ann went out and won hand 2 (points 80, 0)');
  });
});
