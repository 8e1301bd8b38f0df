/**
 * The scenario cases of the spec (§8, L-01 … L-20), each set up from an explicit position and checked move by move.
 * Expected values are worked out by hand from the rules.
 */
import { describe, expect, it } from 'vitest';
import { linko } from '../../../src/games/linko/index.js';
import {
  A,
  B,
  back,
  C,
  D,
  deck,
  decline,
  discard,
  disp,
  E,
  hand,
  P,
  pass,
  pos,
  run,
  take,
  texts,
  X,
} from './fixtures.js';

/** The position of L-06 (the step-by-step test, the actor-sequence test and L-20 all start from it). */
function l06Position() {
  return pos({
    seats: 4,
    current: A,
    hands: [[10, 10, 2], [1], [7], [8]],
    stacks: [[], [[4, 4]], [[6, 6]], [[1, 1]]],
    display: [2, 5, 9, 11, X, 7],
    deckTopFirst: [3, 8, 12, 13, 4],
  });
}

/** The whole turn of L-06, each decision with the seat that must make it. */
const L06_MOVES: Parameters<typeof run>[1] = [
  [A, P(10, 2, 0)],
  [A, take],
  [B, disp(X)],
  [B, deck],
  [A, decline],
  [C, back],
  [A, decline],
  [D, discard],
  [D, disp(9)],
  [D, disp(8)],
];

describe('Linko scenarios (spec §8)', () => {
  it('L-01: legal-play enumeration from {6,6,6,7,7,12,X}', () => {
    const s = pos({
      seats: 4,
      current: A,
      hands: [[6, 6, 6, 7, 7, 12, X], [1], [2], [3]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const legal = linko.legalMoves(s);
    expect(legal).toHaveLength(13);
    expect(texts(legal)).toEqual(
      [
        '1×7',
        '2×7',
        '1×7+J',
        '2×7+J',
        '1×6',
        '2×6',
        '3×6',
        '1×6+J',
        '2×6+J',
        '3×6+J',
        '1×12',
        '1×12+J',
        '1×J',
      ].sort(),
    );
    const reject = (move: unknown) => {
      const v = linko.validate(s, move);
      expect(v.ok).toBe(false);
      return v.ok ? '' : v.error.code;
    };
    expect(reject({ type: 'play', cards: [6, 7] })).toBe('MIXED_RANKS');
    expect(reject({ type: 'play', cards: [6, 7, X] })).toBe('MIXED_RANKS');
    expect(reject({ type: 'play', cards: [] })).toBe('EMPTY_SET');
    expect(reject({ type: 'play', value: null, naturals: 0, jokers: 0 })).toBe('EMPTY_SET');
    expect(reject(P(12, 2, 0))).toBe('NOT_IN_HAND');
    expect(reject(pass)).toBe('PASS_NOT_ALLOWED');
  });

  it('L-02: a count mismatch does not snatch; examination runs clockwise from the left of the current seat', () => {
    const s = pos({
      seats: 4,
      current: B,
      hands: [[1], [13, 2], [1], [1]],
      stacks: [[[3, 3]], [], [[5]], [[9, 9, 9]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const { state } = run(s, [[B, P(13, 1, 0)]]);
    // C: 1 card, 13 > 5 → victim; D: 3 cards; A: 2 cards.
    expect(state.table.phase).toBe('offer');
    expect(state.table.victim).toBe(C);
    expect(state.table.victims).toEqual([]);
    expect(state.table.limbo).toEqual({ value: 5, naturals: 1, jokers: 0 });
  });

  it('L-03: an equal value does not snatch; a mixed set takes its number value', () => {
    const s = pos({
      seats: 4,
      current: A,
      hands: [[9, 9, 1], [1], [1], [1]],
      stacks: [[], [[9, 9]], [[8, X]], [[X, X]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const { state, events } = run(s, [[A, P(9, 2, 0)]]);
    expect(events.filter((e) => e.type === 'snatched').map((e) => e.type === 'snatched' && e.victim)).toEqual(
      [C],
    );
    expect(state.table.victim).toBe(C);
    expect(state.table.victims).toEqual([]);
    expect(state.table.limbo).toEqual({ value: 8, naturals: 1, jokers: 1 });
  });

  it('L-04: jokers alone beat 13s but not jokers', () => {
    const s = pos({
      seats: 4,
      current: A,
      hands: [[X, X, 1], [1], [1], [1]],
      stacks: [[], [[13, 13]], [[X, X]], [[13, X]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const { state } = run(s, [[A, P(null, 0, 2)]]);
    expect(state.table.stacks[A]).toEqual([{ value: 14, naturals: 0, jokers: 2 }]);
    expect(state.table.victim).toBe(B);
    expect(state.table.victims).toEqual([D]);
    const after = run(state, [
      [A, decline],
      [B, back],
    ]).state;
    expect(after.table.victim).toBe(D);
    expect(after.table.limbo).toEqual({ value: 13, naturals: 1, jokers: 1 });
  });

  it('L-06: full sequence — take, decline/take-back, decline/discard, and refill timing', () => {
    const s = l06Position();
    // A plays {10,10}; hand {2} is not empty; victims B, C, D.
    let r = run(s, [[A, P(10, 2, 0)]]);
    expect(r.state.table.hands[A]).toEqual(hand(2));
    expect(r.state.table.victim).toBe(B);
    expect(r.state.table.victims).toEqual([C, D]);
    expect(r.state.table.stacks[B]).toEqual([]);
    // B: A takes; B owes 2.
    r = run(r.state, [[A, take]]);
    expect(r.state.table.hands[A]).toEqual(hand(2, 4, 4));
    expect(r.state.table.owed).toBe(2);
    r = run(r.state, [[B, disp(X)]]);
    expect(r.state.table.display).toEqual([2, 5, 9, 11, 7]);
    r = run(r.state, [[B, deck]]);
    expect(r.events.filter((e) => e.type === 'displayRefilled')).toEqual([
      { type: 'displayRefilled', cards: [8] },
    ]);
    expect(r.state.table.display).toEqual([2, 5, 9, 11, 7, 8]);
    expect(r.state.table.deck.slice(-3).reverse()).toEqual([12, 13, 4]);
    expect(r.state.table.hands[B]).toEqual(hand(1, X, 3));
    expect(r.state.table.stacks[B]).toEqual([]);
    // C: A declines, C takes back; the refill does nothing.
    expect(r.state.table.victim).toBe(C);
    r = run(r.state, [
      [A, decline],
      [C, back],
    ]);
    expect(r.events.some((e) => e.type === 'displayRefilled')).toBe(false);
    expect(r.state.table.hands[C]).toEqual(hand(7, 6, 6));
    expect(r.state.table.stacks[C]).toEqual([]);
    // D: A declines, D discards and draws 9 and 8 from the display; then 2 cards are refilled.
    expect(r.state.table.victim).toBe(D);
    r = run(r.state, [
      [A, decline],
      [D, discard],
    ]);
    expect(r.state.table.discard).toEqual([1, 1]);
    expect(r.state.table.owed).toBe(2);
    r = run(r.state, [[D, disp(9)]]);
    expect(r.state.table.display).toEqual([2, 5, 11, 7, 8]);
    r = run(r.state, [[D, disp(8)]]);
    expect(r.events.filter((e) => e.type === 'displayRefilled')).toEqual([
      { type: 'displayRefilled', cards: [12, 13] },
    ]);
    expect(r.state.table.display).toEqual([2, 5, 11, 7, 12, 13]);
    expect(r.state.table.deck.at(-1)).toBe(4);
    expect(r.state.table.hands[D]).toEqual(hand(8, 9, 8));
    // END_TURN.
    expect(r.state.table.phase).toBe('play');
    expect(r.state.table.current).toBe(B);
    expect(r.state.table.stacks[A]).toEqual([{ value: 10, naturals: 2, jokers: 0 }]);
  });

  it('L-06: the exact actor sequence', () => {
    const s = l06Position();
    const { state, events } = run(s, L06_MOVES);
    expect(state.table.current).toBe(B);
    expect(events.map((e) => e.type)).toEqual([
      'setPlayed',
      'snatched',
      'taken',
      'cardDrawn',
      'cardDrawn',
      'displayRefilled',
      'snatched',
      'declined',
      'takenBack',
      'snatched',
      'declined',
      'discarded',
      'cardDrawn',
      'cardDrawn',
      'displayRefilled',
      'turnStarted',
    ]);
  });

  it("L-06b / A15: K's rulebook example (two 12s against {3}, {9,9}, {7,7})", () => {
    // Yujin = A, Beomjun = B, Anseok = C, Minju = D.
    const s = pos({
      seats: 4,
      current: A,
      hands: [[12, 12, 1], [1], [1], [1]],
      stacks: [[], [[3]], [[9, 9]], [[7, 7]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    let r = run(s, [[A, P(12, 2, 0)]]);
    expect([r.state.table.victim, ...r.state.table.victims]).toEqual([C, D]);
    r = run(r.state, [[A, take]]);
    expect(r.state.table.phase).toBe('draw');
    expect(r.state.table.victim).toBe(C);
    expect(r.state.table.owed).toBe(2);
    r = run(r.state, [
      [C, deck],
      [C, deck],
      [A, decline],
    ]);
    expect(r.state.table.phase).toBe('choice');
    expect(linko.toAct(r.state)).toBe(D);
    expect(texts(linko.legalMoves(r.state))).toEqual(['discard', 'take back']);
  });

  it('L-07: playing the last cards ends the game at once with no snatch', () => {
    const s = pos({
      seats: 3,
      current: A,
      hands: [[12, 12], [1, 2, 3], [9]],
      stacks: [[[5]], [[3, 3]], [[7], [2, 2]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const { state, events } = run(s, [[A, P(12, 2, 0)]]);
    expect(linko.isOver(state)).toBe(true);
    expect(state.table.stacks[B]).toEqual([{ value: 3, naturals: 2, jokers: 0 }]);
    expect(events.some((e) => e.type === 'snatched')).toBe(false);
    expect(linko.score(state)).toEqual([3, -1, 2]);
    expect(linko.winners(state)).toEqual([A]);
    expect(state.results[0]!.reason).toBe('handEmpty');
  });

  const l09 = () =>
    pos({
      seats: 3,
      current: A,
      hands: [[9, 3], [1], [4, 4]],
      stacks: [[], [[3]], [[2]]],
      display: [6],
      deckTopFirst: [],
      rest: 'discard',
    });

  it('L-09: exact exhaustion still ends the game at once; later victims are not processed', () => {
    const { state } = run(l09(), [
      [A, P(9, 1, 0)],
      [A, decline],
      [B, discard],
    ]);
    expect(state.table.discard.at(-1)).toBe(3);
    expect(state.table.victims).toEqual([C]);
    const end = run(state, [[B, disp(6)]]).state;
    expect(linko.isOver(end)).toBe(true);
    expect(end.results[0]!.reason).toBe('supplyExhausted');
    expect(end.table.stacks[C]).toEqual([{ value: 2, naturals: 1, jokers: 0 }]);
    expect(linko.score(end)).toEqual([0, -2, -1]);
    expect(linko.winners(end)).toEqual([A]);
  });

  it('L-09b: the victim takes back, the game goes on, and the next victim’s draw ends it', () => {
    const { state } = run(l09(), [
      [A, P(9, 1, 0)],
      [A, decline],
      [B, back],
    ]);
    expect(linko.isOver(state)).toBe(false);
    expect(state.table.victim).toBe(C);
    const end = run(state, [
      [A, take],
      [C, disp(6)],
    ]).state;
    expect(linko.isOver(end)).toBe(true);
    expect(end.table.hands[A]).toEqual(hand(3, 2));
    expect(linko.score(end)).toEqual([-1, -2, -3]);
    expect(linko.winners(end)).toEqual([A]);
  });

  it('L-10: deck empty, display not empty → display draws only, no refill', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[8, 8, 1], [2]],
      stacks: [[], [[5, 5]]],
      display: [3, 3, 7],
      rest: 'discard',
    });
    let r = run(s, [
      [A, P(8, 2, 0)],
      [A, decline],
      [B, discard],
    ]);
    expect(r.state.table.owed).toBe(2);
    expect(texts(linko.legalMoves(r.state))).toEqual(['draw 3 from display', 'draw 7 from display']);
    const v = linko.validate(r.state, deck);
    expect(v.ok === false && v.error.code).toBe('DECK_EMPTY');
    r = run(r.state, [
      [B, disp(7)],
      [B, disp(3)],
    ]);
    expect(r.state.table.display).toEqual([3]);
    expect(r.events.some((e) => e.type === 'displayRefilled')).toBe(false);
    expect(linko.isOver(r.state)).toBe(false);
    expect(r.state.table.phase).toBe('play');
    expect(r.state.table.current).toBe(B);
  });

  it('L-12: each opponent at most once; the exposed lower set waits', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[7, 1], [2]],
      stacks: [[], [[3], [5]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const { state } = run(s, [
      [A, P(7, 1, 0)],
      [A, decline],
      [B, back],
    ]);
    expect(state.table.stacks[B]).toEqual([{ value: 3, naturals: 1, jokers: 0 }]);
    expect(state.table.phase).toBe('play');
    expect(state.table.current).toBe(B);
  });

  it('L-13: empty stacks are skipped', () => {
    const s = pos({
      seats: 3,
      current: A,
      hands: [[4, 1], [1], [1]],
      stacks: [[], [], [[2]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const { state } = run(s, [[A, P(4, 1, 0)]]);
    expect(state.table.victim).toBe(C);
    expect(state.table.victims).toEqual([]);
  });

  it('L-14: with the current seat in the middle, victims run E, A, B, C', () => {
    const s = pos({
      seats: 5,
      current: D,
      hands: [[3], [3], [3], [2, 3], [3]],
      stacks: [[[1]], [[1]], [[1]], [[1]], [[1]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const { events } = run(s, [
      [D, P(2, 1, 0)],
      [D, decline],
      [E, back],
      [D, decline],
      [A, back],
      [D, decline],
      [B, back],
      [D, decline],
      [C, back],
    ]);
    expect(events.flatMap((e) => (e.type === 'snatched' ? [e.victim] : []))).toEqual([E, A, B, C]);
  });

  it('L-16: illegal actions are rejected with the rule they break', () => {
    const s = pos({
      seats: 3,
      current: A,
      hands: [[7, 8, 5], [1], [1]],
      stacks: [[], [[3]], [[2]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const code = (st: typeof s, move: unknown, seat?: number) => {
      const v = linko.validate(st, move, seat);
      return v.ok ? 'OK' : `${v.error.code}:${v.error.rule}`;
    };
    expect(code(s, { type: 'play', cards: [7, 8] })).toBe('MIXED_RANKS:A3');
    expect(code(s, pass)).toBe('PASS_NOT_ALLOWED:A18');
    const offer = run(s, [[A, P(5, 1, 0)]]).state; // victims B ({3}) and C ({2})
    expect(code(offer, back, B)).toBe('NOT_YOUR_TURN:null'); // the victim may not act during the offer
    expect(code(offer, back)).toBe('WRONG_PHASE:A5');
    const choice = run(offer, [[A, decline]]).state;
    expect(code(choice, back, C)).toBe('NOT_YOUR_TURN:null'); // wrong actor
    expect(code(choice, back, B)).toBe('OK');
    const empty = pos({
      seats: 2,
      current: A,
      hands: [[8, 1], [2]],
      stacks: [[], [[5]]],
      display: [3, 3, 7],
      rest: 'discard',
    });
    const draw = run(empty, [
      [A, P(8, 1, 0)],
      [A, decline],
      [B, discard],
    ]).state;
    expect(code(draw, deck)).toBe('DECK_EMPTY:A11');
  });

  it('L-17: scoring and ties — shared by default, fewer hand cards with amigo2022', () => {
    const position = (amigo2022: boolean) =>
      pos({
        seats: 3,
        options: { amigo2022 },
        current: C,
        // A: stack 10, hand 2; B: stack 9, hand 1; C: stack 4 and plays its last card.
        hands: [[1, 1], [2], [6]],
        stacks: [
          [
            [3, 3, 3, 3, 3],
            [4, 4, 4, 4, 4],
          ],
          [
            [5, 5, 5, 5, 5],
            [7, 7, 7, 7],
          ],
          [
            [9, 9],
            [10, 10],
          ],
        ],
        display: [11, 11, 11, 11, 11, 11],
      });
    const shared = run(position(false), [[C, P(6, 1, 0)]]).state;
    expect(linko.score(shared)).toEqual([8, 8, 5]);
    expect(linko.winners(shared)).toEqual([A, B]);
    const amigo = run(position(true), [[C, P(6, 1, 0)]]).state;
    expect(linko.score(amigo)).toEqual([8, 8, 5]);
    expect(linko.winners(amigo)).toEqual([B]);
  });

  describe('L-19: the amigo2022 optional draw', () => {
    const base = (amigo2022: boolean, display: number[], deckTopFirst: number[], rest: 'deck' | 'discard') =>
      pos({
        seats: 3,
        options: { amigo2022 },
        current: A,
        hands: [[2, 5], [1], [1]],
        stacks: [[], [[3]], [[4, 4]]],
        display,
        deckTopFirst,
        rest,
      });

    it('with the flag on, a play that snatches nothing offers deck, display or pass; a draw is refilled', () => {
      const s = base(true, [6, 6, 7, 8, 9, 10], [11, 12], 'deck');
      let r = run(s, [[A, P(2, 1, 0)]]);
      expect(r.state.table.phase).toBe('bonus');
      expect(texts(linko.legalMoves(r.state))).toEqual([
        'draw 10 from display',
        'draw 6 from display',
        'draw 7 from display',
        'draw 8 from display',
        'draw 9 from display',
        'draw from deck',
        'pass',
      ]);
      r = run(r.state, [[A, disp(9)]]);
      expect(r.state.table.hands[A]).toEqual(hand(5, 9));
      expect(r.state.table.display).toEqual([6, 6, 7, 8, 10, 11]);
      expect(r.state.table.current).toBe(B);
      const passed = run(s, [
        [A, P(2, 1, 0)],
        [A, pass],
      ]).state;
      expect(passed.table.hands[A]).toEqual(hand(5));
      expect(passed.table.current).toBe(B);
    });

    it('with an empty deck and one display card, the optional draw ends the game (E2)', () => {
      const s = base(true, [6], [], 'discard');
      const r = run(s, [
        [A, P(2, 1, 0)],
        [A, disp(6)],
      ]);
      expect(linko.isOver(r.state)).toBe(true);
      expect(r.state.results[0]!.reason).toBe('supplyExhausted');
    });

    it('with the flag off, the turn simply ends', () => {
      const r = run(base(false, [6, 6, 7, 8, 9, 10], [11], 'deck'), [[A, P(2, 1, 0)]]);
      expect(r.state.table.phase).toBe('play');
      expect(r.state.table.current).toBe(B);
    });
  });

  it('L-20: conservation — 109 cards after every action (checked by run() in every scenario above)', () => {
    const s = l06Position();
    const { state } = run(s, L06_MOVES);
    expect(linko.loadState(JSON.parse(JSON.stringify(state)), { positions: true }).ok).toBe(true);
  });
});
