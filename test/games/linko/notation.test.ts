/**
 * The notation for people: count×value with jokers for sets, words for the other decisions, the same in moves,
 * events and messages; parseMoveText reads back everything formatMove writes, and what people type.
 */
import { describe, expect, it } from 'vitest';
import { Rng, seatWords } from '../../../src/core/index.js';
import { ACTION_COUNT, decodeMove } from '../../../src/games/linko/encoding.js';
import type { LinkoEvent } from '../../../src/games/linko/events.js';
import { formatCard, type LinkoMove, type LinkoState, linko } from '../../../src/games/linko/index.js';
import { describeEvent, formatMove, parseMoveText } from '../../../src/games/linko/notation.js';
import { A, B, back, deck, decline, discard, disp, P, pass, pos, take, X } from './fixtures.js';

/** States met in seeded random matches, with every phase among them. */
function statesOfPlay(): LinkoState[] {
  const states: LinkoState[] = [];
  for (const [seats, amigo2022] of [
    [2, false],
    [3, true],
    [5, true],
  ] as const) {
    let s = linko.setup({ seats, seed: `notation-${seats}`, games: 1, amigo2022 });
    const rng = Rng.fromSeed(seats);
    while (!linko.isOver(s)) {
      states.push(s);
      const moves = linko.legalMoves(s);
      s = linko.applyMove(s, moves[rng.int(moves.length)]!);
    }
  }
  return states;
}

describe('Linko notation', () => {
  it('formatCard: the value, or J for the joker', () => {
    expect([0, 1, 7, 13].map(formatCard)).toEqual(['J', '1', '7', '13']);
  });

  it('sets are count×value with their jokers; jokers alone are counted on their own', () => {
    expect(formatMove(P(7, 2, 1))).toBe('2×7+J'); // two 7s and a joker
    expect(formatMove(P(6, 3, 2))).toBe('3×6+2J');
    expect(formatMove(P(12, 1, 0))).toBe('1×12');
    expect(formatMove(P(null, 0, 1))).toBe('1×J');
    expect(formatMove(P(null, 0, 3))).toBe('3×J');
  });

  it('the snatch decisions and draws are words', () => {
    expect([take, decline, back, discard, deck, disp(9), disp(X), pass].map(formatMove)).toEqual([
      'take',
      'decline',
      'take back',
      'discard',
      'draw from deck',
      'draw 9 from display',
      'draw J from display',
      'pass',
    ]);
  });

  it('every move there is reads back from its notation, and no two moves share one', () => {
    const seen = new Set<string>();
    for (let action = 0; action < ACTION_COUNT; action++) {
      const move = decodeMove(action)!;
      const text = formatMove(move);
      expect(parseMoveText(text), text).toBe(move); // the shared move object itself
      seen.add(text);
    }
    expect(seen.size).toBe(ACTION_COUNT);
  });

  it('the legal moves of states in every phase read back through linko.parseMoveText', () => {
    const phases = new Set<string>();
    for (const s of statesOfPlay()) {
      phases.add(s.table.phase);
      for (const move of linko.legalMoves(s)) {
        const back = linko.parseMoveText(linko.formatMove(move));
        expect(back.ok && back.value).toBe(move);
      }
    }
    expect([...phases].sort()).toEqual(['bonus', 'choice', 'draw', 'offer', 'play']);
  });

  it('what people type: any case and spacing, x or * for ×, X or joker for J, short forms', () => {
    const read = (text: string) => parseMoveText(text);
    for (const text of ['2×7+J', '2x7+j', ' 2 × 7 + J ', '2*7+joker', '2X7+X'])
      expect(read(text), text).toBe(P(7, 2, 1));
    expect(read('3x6+2j')).toBe(P(6, 3, 2));
    expect(read('3×6+2X')).toBe(P(6, 3, 2));
    expect(read('7')).toBe(P(7, 1, 0)); // a bare value is one card
    expect(read('7+J')).toBe(P(7, 1, 1));
    expect(read('13')).toBe(P(13, 1, 0));
    expect(read('J')).toBe(P(null, 0, 1));
    expect(read('2xJ')).toBe(P(null, 0, 2));
    expect(read('2 x jokers')).toBe(P(null, 0, 2));
    for (const text of ['take back', 'Take Back', 'takeback', 'take-back', 'back'])
      expect(read(text), text).toBe(back);
    for (const text of ['draw from deck', 'Draw Deck', 'deck', 'draw from the deck'])
      expect(read(text), text).toBe(deck);
    for (const text of ['draw 9 from display', 'draw 9', 'D9', '9 from the display'])
      expect(read(text), text).toBe(disp(9));
    for (const text of ['draw J from display', 'dJ', 'dx', 'draw joker'])
      expect(read(text), text).toBe(disp(X));
    expect(read('TAKE')).toBe(take);
    expect(read('Decline')).toBe(decline);
    expect(read('discard')).toBe(discard);
    expect(read(' pass ')).toBe(pass);
  });

  it('what is not a move reads as nothing', () => {
    for (const text of [
      '',
      'hello',
      'draw',
      '9×7', // nine 7s: the deck has eight
      '2×14',
      '0×5',
      '2×0',
      '6×J', // the deck has five jokers
      '2×J+J', // jokers alone take no added jokers
      '1×7+6J',
      'draw 14 from display',
      'd0',
    ]) {
      expect(parseMoveText(text), text).toBeNull();
    }
    const r = linko.parseMoveText('hello');
    expect(r.ok === false && r.error.code).toBe('BAD_SHAPE');
  });

  it('rejections name the move in the notation', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[9, 9, 1], [2]],
      stacks: [[], [[3, 3]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const message = (st: LinkoState, m: LinkoMove) => {
      const v = linko.validate(st, m);
      return v.ok ? 'OK' : v.error.message;
    };
    expect(message(s, P(9, 3, 0))).toBe('cannot play 3×9: seat 0 holds 2×9');
    expect(message(s, P(9, 2, 1))).toBe('cannot play 2×9+J: seat 0 holds 2×9 and no joker');
    expect(message(s, P(null, 0, 1))).toBe('cannot play 1×J: seat 0 holds no joker');
    expect(message(s, take)).toBe('take is not possible now: seat 0 must play a set');
    const offer = linko.applyMove(s, P(9, 2, 0));
    expect(message(offer, back)).toBe(
      'take back is not possible now: seat 0 must take or decline the snatched set',
    );
    const draw = linko.applyMove(linko.applyMove(offer, decline), discard);
    expect(message(draw, disp(7))).toBe('cannot draw 7 from display: the display shows 4, 4, 4, 4, 4, 4');
    expect(message(draw, pass)).toBe(
      'pass is not possible now: seat 1 must draw, one card at a time (2 owed)',
    );
  });

  describe('describeEvent', () => {
    const set = (value: number, naturals: number, jokers: number) => ({ value, naturals, jokers });
    const cases: [LinkoEvent, string][] = [
      [{ type: 'setPlayed', seat: 0, set: set(7, 2, 1) }, 'seat 0 played 2×7+J'],
      [{ type: 'setPlayed', seat: 1, set: set(14, 0, 2) }, 'seat 1 played 2×J (jokers alone, worth 14)'],
      [{ type: 'snatched', by: 2, victim: 0, set: set(9, 2, 0) }, 'seat 2 snatched 2×9 from seat 0'],
      [
        { type: 'taken', by: 2, victim: 0, set: set(9, 2, 0) },
        'seat 2 took 2×9 into hand; seat 0 owes 2 cards',
      ],
      [
        { type: 'declined', by: 2, victim: 0, set: set(9, 1, 0) },
        'seat 2 declined 1×9; seat 0 takes it back or discards it',
      ],
      [{ type: 'takenBack', seat: 0, set: set(9, 1, 1) }, 'seat 0 took 1×9+J back into hand'],
      [{ type: 'discarded', seat: 0, set: set(3, 1, 0) }, 'seat 0 discarded 1×3 and owes 1 card'],
      [
        { type: 'cardDrawn', seat: 1, from: 'display', card: 0, owed: 1 },
        'seat 1 drew J from the display (1 more owed)',
      ],
      [
        {
          type: 'cardDrawn',
          seat: 1,
          from: 'deck',
          card: 12,
          owed: 0,
          secret: { seats: [1], fields: ['card'] },
        },
        'seat 1 drew 12 from the deck',
      ],
      [
        {
          type: 'cardDrawn',
          seat: 1,
          from: 'deck',
          card: null,
          owed: 2,
          secret: { seats: [1], fields: ['card'] },
        },
        'seat 1 drew a card from the deck (2 more owed)',
      ],
      [{ type: 'passed', seat: 3 }, 'seat 3 passed the optional draw'],
      [{ type: 'displayRefilled', cards: [12, 0, 3] }, 'the display was refilled with 12, J, 3'],
      [{ type: 'turnStarted', seat: 2 }, "seat 2's turn"],
      [
        { type: 'gameEnded', game: 0, reason: 'handEmpty', scores: [3, -1, 2], winners: [0] },
        'game 1 is over (a hand was emptied): scores 3, −1, 2; seat 0 wins',
      ],
      [
        { type: 'gameEnded', game: 2, reason: 'supplyExhausted', scores: [8, 8, 5], winners: [0, 1] },
        'game 3 is over (the supply ran out): scores 8, 8, 5; seats 0 and 1 share the win',
      ],
      [{ type: 'dealt', deal: 2 }, 'game 2 of the match was dealt'],
      [
        { type: 'matchOver', scores: [-4, 9, 9, 2], winners: [1, 2] },
        'the match is over: scores −4, 9, 9, 2; seats 1 and 2 share the win',
      ],
    ];
    for (const [event, words] of cases) {
      it(`${event.type}: "${words}"`, () => {
        expect(describeEvent(event, seatWords())).toBe(words);
        expect(linko.describeEvent(event)).toBe(words);
      });
    }

    it('a deck draw reads differently for the drawer and for the others', () => {
      const s = pos({
        seats: 2,
        current: A,
        hands: [[9, 9, 1], [2]],
        stacks: [[], [[3, 3]]],
        display: [4, 4, 4, 4, 4, 4],
        deckTopFirst: [13],
      });
      const { events } = linko.applyMoveWithEvents(
        linko.applyMove(linko.applyMove(linko.applyMove(s, P(9, 2, 0)), take), disp(4)),
        deck,
      );
      const words = (seat: number | null) => linko.eventsFor(events, seat).map((e) => linko.describeEvent(e));
      expect(words(B)[0]).toBe('seat 1 drew 13 from the deck');
      expect(words(A)[0]).toBe('seat 1 drew a card from the deck');
      expect(words(null)[0]).toBe('seat 1 drew a card from the deck');
    });
  });

  it('every event of whole matches, and every seat’s copy of it, has a sentence', () => {
    let s = linko.setup({ seats: 3, seed: 'words', games: 2, amigo2022: true });
    const rng = Rng.fromSeed('words');
    const types = new Set<string>();
    while (!linko.isOver(s)) {
      const moves = linko.legalMoves(s);
      const step = linko.applyMoveWithEvents(s, moves[rng.int(moves.length)]!);
      for (const seat of [null, 0, 1, 2]) {
        for (const e of linko.eventsFor(step.events, seat)) {
          types.add(e.type);
          expect(linko.describeEvent(e)).toMatch(/^(seat|the|game) /);
        }
      }
      s = step.state;
    }
    expect(types).toContain('dealt');
    expect(types).toContain('matchOver');
  });
});

describe('words with names: the reader is "you", other seats by name', () => {
  const names = { seatName: (s: number) => ['Ann', 'Bob', 'Cy'][s]! };
  const nines = { value: 9, naturals: 2, jokers: 0 };

  it('the victim of a snatch owes, in the second person', () => {
    const taken = { type: 'taken', by: 2, victim: 0, set: nines } as const;
    expect(linko.describeEvent(taken, { viewer: 0 })).toBe('seat 2 took 2×9 into hand; you owe 2 cards');
    expect(linko.describeEvent(taken, names)).toBe('Cy took 2×9 into hand; Ann owes 2 cards');
    const declined = { type: 'declined', by: 2, victim: 0, set: nines } as const;
    expect(linko.describeEvent(declined, { viewer: 0 })).toBe(
      'seat 2 declined 2×9; you take it back or discard it',
    );
  });

  it('a turn is yours; a shared win names the winners', () => {
    expect(linko.describeEvent({ type: 'turnStarted', seat: 2 }, { viewer: 2 })).toBe('your turn');
    expect(linko.describeEvent({ type: 'turnStarted', seat: 2 }, names)).toBe("Cy's turn");
    expect(
      linko.describeEvent(
        { type: 'matchOver', scores: [-4, 9, 9], winners: [1, 2] },
        { ...names, viewer: 1 },
      ),
    ).toBe('the match is over: scores −4, 9, 9; you and Cy share the win');
  });
});
