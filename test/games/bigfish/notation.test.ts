// The notation for people: cards by colour name, rows counted from 1, the same words in moves, events and error
// messages. Expected strings are written out from the rules page's Notation section, not taken from the code.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { decodeMove, encoding } from '../../../src/games/bigfish/encoding.js';
import {
  type BigFishEvent,
  type BigFishMove,
  type BigFishState,
  bigfish,
  chooseBonusMove,
  choosePlusMove,
  endTurnMove,
  formatCard,
  fromPosition,
  placeMove,
} from '../../../src/games/bigfish/index.js';
import { parseMoveText } from '../../../src/games/bigfish/notation.js';
import { mv } from './helpers.js';

/** Every state of a seeded random match (immutable path), with the events of each move. */
function playRandom(seats: number, seed: number, options: Record<string, unknown>) {
  const states: BigFishState[] = [];
  const events: BigFishEvent[] = [];
  const rng = Rng.fromSeed(`notation:${seed}`);
  let s = bigfish.setup({ seats, seed, ...options });
  states.push(s);
  while (!bigfish.isOver(s)) {
    const moves = bigfish.legalMoves(s);
    const step = bigfish.applyMoveWithEvents(s, moves[rng.int(moves.length)]!);
    events.push(...step.events);
    s = step.state;
    states.push(s);
  }
  return { states, events };
}

const VARIANTS = [
  { seats: 2, options: {} },
  { seats: 4, options: { advanced: true } },
  { seats: 3, options: { advanced: true, plusSelection: 'playerChoice' } },
  { seats: 6, options: { rowCount: 5, continueAfterCompletion: true } },
];

describe('bigfish notation', () => {
  it('cards are named by colour and value', () => {
    expect(['R1', 'Y2', 'G3', 'B4', 'P6'].map((c) => formatCard(c as 'R1'))).toEqual([
      'Red 1',
      'Yellow 2',
      'Green 3',
      'Blue 4',
      'Purple 6',
    ]);
  });

  it('moves are written with colour names and rows counted from 1', () => {
    expect(bigfish.formatMove(placeMove('B4', 2))).toBe('Blue 4 → row 3');
    expect(bigfish.formatMove(placeMove('R1', 0))).toBe('Red 1 → row 1');
    expect(bigfish.formatMove(endTurnMove())).toBe('end turn');
    expect(bigfish.formatMove(choosePlusMove(['Y6', 'R2', 'G1']))).toBe('plus Red 2, Yellow 6, Green 1');
    expect(bigfish.formatMove(chooseBonusMove('D'))).toBe('bonus D');
  });

  it('every move the encoding knows reads back from its notation (all place moves, end turn, bonuses, plus choices)', () => {
    for (let a = 0; a < encoding.actionCount; a += a < 200 ? 1 : 97) {
      const m = decodeMove(a)!;
      const back = parseMoveText(bigfish.formatMove(m));
      expect(back).toEqual(m);
      if (m.type === 'place' || m.type === 'endTurn') expect(back).toBe(m); // the interned object itself
    }
  });

  it('every legal move of random matches reads back from its notation', () => {
    let checked = 0;
    for (const [i, v] of VARIANTS.entries()) {
      const { states } = playRandom(v.seats, i, v.options);
      for (const s of states) {
        for (const m of bigfish.legalMoves(s)) {
          const back = bigfish.parseMoveText(bigfish.formatMove(m));
          expect(back).toEqual({ ok: true, value: m });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('reads what people type: any case and spacing, colour letters, arrows or words, "row" optional', () => {
    const blue4row3 = placeMove('B4', 2);
    for (const text of [
      'Blue 4 → row 3',
      'blue 4 -> 3',
      '  B4   ROW 3 ',
      'b 4 to row 3',
      'B4 on 3',
      'b4→3',
      'b4 3',
      'BLUE 4 row3',
    ]) {
      expect(parseMoveText(text), text).toBe(blue4row3);
    }
    expect(parseMoveText('purple 6 → row 1')).toBe(placeMove('P6', 0));
    expect(parseMoveText('y1 row 5')).toBe(placeMove('Y1', 4));
    for (const text of ['end', 'END TURN', 'end-turn', 'endturn', ' End  Turn ']) {
      expect(parseMoveText(text), text).toBe(endTurnMove());
    }
    for (const text of [
      'plus Red 2, Yellow 6, Green 1',
      'plus y6 r2 g1',
      'PLUS: red 2 + yellow 6 and green 1',
      'plus r2,y6,g1',
    ]) {
      expect(parseMoveText(text), text).toEqual(choosePlusMove(['R2', 'Y6', 'G1']));
    }
    expect(parseMoveText('plus Blue 5, Blue 4')).toEqual(choosePlusMove(['B4', 'B5']));
    expect(parseMoveText('bonus d')).toEqual(chooseBonusMove('D'));
    expect(parseMoveText('Bonus: A')).toEqual(chooseBonusMove('A'));
  });

  it('refuses what is not a move: bad cards, rows 0 or past 5, the old compact form, impossible plus shapes, B and C', () => {
    for (const text of [
      '',
      'blue',
      'blue 7 → row 1',
      'blue 4 → row 0',
      'blue 4 → row 6',
      'orange 4 → row 1',
      'b43', // a row needs a separator
      'B4>2', // the old compact notation (rows from 0) is not read, so it cannot silently mean another row
      'plus',
      'plus r1, r2, r3', // three of one colour
      'plus r1, r2, y3', // two of one colour among others
      'plus x1',
      'bonus',
      'bonus B', // B and C are only awarded at the end
      'bonus c',
      'bonus z',
      'end now',
    ]) {
      expect(parseMoveText(text), text).toBeNull();
    }
    const r = bigfish.parseMoveText('blue 4 → row 0');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('BAD_SHAPE');
  });

  it('error messages name the move in the notation, rows from 1', () => {
    const s = fromPosition({
      seats: 2,
      hands: [['B1', 'G1', 'Y5', 'P2'], ['R4']],
      rows: [['Y3'], ['R2'], ['B4']],
    });
    // spec scenario 1: row 3 (slot 2) ends blue, so Blue 1 must go there
    const r = bigfish.validate(s, mv('B1>0'));
    expect(r).toMatchObject({
      ok: false,
      error: {
        code: 'COLOUR_FORCED',
        rule: 'L1',
        message: 'Blue 1 → row 1: a blue card must go to a row ending in blue (row 3)',
      },
    });
    const held = bigfish.validate(s, mv('R6>1'));
    expect(held.ok || held.error.message).toBe('Red 6 → row 2: seat 0 holds no Red 6');
    const none = bigfish.validate(s, mv('G1>4'));
    expect(none.ok || none.error.message).toBe('Green 1 → row 5: there are 3 rows (1–3)');
    const next = bigfish.applyMove(s, mv('G1>0'));
    const wrong = bigfish.validate(next, mv('P2>1'));
    expect(wrong.ok || wrong.error.message).toBe(
      "Purple 2 → row 2: this turn's cards go to row 1, chosen by the first placement",
    );
    const early = bigfish.validate(s, mv('end'));
    expect(early.ok || early.error.message).toBe(
      'end turn: at least one card must be placed before ending the turn',
    );
  });

  describe('describeEvent', () => {
    const cases: [BigFishEvent, string][] = [
      [{ type: 'cardPlaced', seat: 0, card: 'B4', row: 2, placed: 1 }, 'seat 0 placed Blue 4 on row 3'],
      [
        // the rulebook example of Andy (spec scenario 9)
        {
          type: 'rowTaken',
          seat: 0,
          row: 2,
          cards: ['B1', 'B4', 'B5', 'B2', 'B4'],
          plus: ['B4', 'B5'],
          minus: ['B1', 'B2', 'B4'],
          plusSum: 9,
          minusSum: 7,
        },
        'row 3 taken by seat 0: +9 −7 (plus Blue 4, Blue 5; minus Blue 1, Blue 2, Blue 4)',
      ],
      [
        {
          type: 'rowTaken',
          seat: 1,
          row: 0,
          cards: ['R1', 'Y2', 'G3', 'B4', 'P6'],
          plus: ['R1', 'Y2', 'G3', 'B4', 'P6'],
          minus: [],
          plusSum: 16,
          minusSum: 0,
        },
        'row 1 taken by seat 1: +16 −0 (plus Red 1, Yellow 2, Green 3, Blue 4, Purple 6; minus nothing)',
      ],
      [{ type: 'plusChoice', seat: 0, row: 0 }, 'seat 0 chooses the plus cards of row 1'],
      [{ type: 'bonusChoice', seat: 0, options: ['A', 'D'] }, 'seat 0 chooses one bonus: A or D'],
      [{ type: 'bonusChoice', seat: 2, options: ['F', 'G', 'H'] }, 'seat 2 chooses one bonus: F, G or H'],
      [{ type: 'bonusClaimed', seat: 1, bonus: 'H' }, 'seat 1 claimed bonus H'],
      [{ type: 'bonusStolen', seat: 2, bonus: 'A', from: 1 }, 'seat 2 took bonus A from seat 1'],
      [{ type: 'newRow', row: 0, card: 'R6' }, 'Red 6 from the common deck starts row 1'],
      [{ type: 'rowClosed', row: 1 }, 'row 2 is closed: the common deck is empty'],
      [
        {
          type: 'handRefilled',
          seat: 0,
          count: 2,
          cards: ['P6', 'P5'],
          secret: { seats: [0], fields: ['cards'] },
        },
        'seat 0 drew Purple 6, Purple 5 from their pile',
      ],
      [
        { type: 'handRefilled', seat: 0, count: 2, cards: null, secret: { seats: [0], fields: ['cards'] } },
        'seat 0 drew 2 cards from their pile',
      ],
      [
        { type: 'handRefilled', seat: 3, count: 1, cards: null, secret: { seats: [3], fields: ['cards'] } },
        'seat 3 drew a card from their pile',
      ],
      [{ type: 'turnEnded', seat: 0, placed: 3 }, 'seat 0 ended the turn after placing 3 cards'],
      [{ type: 'turnEnded', seat: 1, placed: 1 }, 'seat 1 ended the turn after placing one card'],
      [{ type: 'playerOut', seat: 0 }, 'seat 0 has no cards left and is out'],
      [{ type: 'endBonus', bonus: 'B', seat: 1, points: 10 }, 'seat 1 scores end bonus B: +10'],
      [{ type: 'endBonus', bonus: 'C', seat: 2, points: 10 / 3 }, 'seat 2 scores end bonus C: +3.33'],
      [
        { type: 'matchOver', scores: [12, 10], winners: [0] },
        'the match is over: seat 0 12, seat 1 10; seat 0 wins',
      ],
      [
        { type: 'matchOver', scores: [5, 5, -2], winners: [0, 1] },
        'the match is over: seat 0 5, seat 1 5, seat 2 -2; seats 0 and 1 share the win',
      ],
      [
        { type: 'mistake', seat: 0, card: 'B4', row: 0, from: null, rule: 'L1' },
        'seat 0 tried Blue 4 → row 1 against L1 and takes the mistake card from the table',
      ],
      [
        { type: 'mistake', seat: 1, card: 'R5', row: 2, from: 0, rule: 'L2' },
        'seat 1 tried Red 5 → row 3 against L2 and takes the mistake card from seat 0',
      ],
    ];
    for (const [event, words] of cases) {
      it(`${event.type}: ${words}`, () => {
        expect(bigfish.describeEvent(event)).toBe(words);
      });
    }

    it('every event of random matches, in every seat’s copy, has a sentence with no blanks in it', () => {
      const types = new Set<string>();
      for (const [i, v] of VARIANTS.entries()) {
        const { events } = playRandom(v.seats, 100 + i, v.options);
        for (const seat of [null, ...Array.from({ length: v.seats }, (_, k) => k)]) {
          for (const e of bigfish.eventsFor(events, seat)) {
            types.add(e.type);
            const words = bigfish.describeEvent(e);
            expect(words).not.toMatch(/undefined|null|NaN|\[object/);
            expect(words.length).toBeGreaterThan(10);
          }
        }
      }
      for (const t of [
        'cardPlaced',
        'rowTaken',
        'newRow',
        'handRefilled',
        'turnEnded',
        'playerOut',
        'matchOver',
      ])
        expect(types).toContain(t);
    });
  });

  it('the notation of a place move and of its event agree', () => {
    const s = fromPosition({ seats: 2, hands: [['G1'], ['R1']], rows: [['Y3'], ['R2'], ['B4']] });
    const move: BigFishMove = placeMove('G1', 1);
    const { events } = bigfish.applyMoveWithEvents(s, move);
    expect(bigfish.formatMove(move)).toBe('Green 1 → row 2');
    expect(bigfish.describeEvent(events[0]!)).toBe('seat 0 placed Green 1 on row 2');
  });
});

describe('words with names: the reader is "you", other seats by name', () => {
  const names = { seatName: (s: number) => ['Ann', 'Bob', 'Cy'][s]! };

  it('verbs agree with you', () => {
    expect(bigfish.describeEvent({ type: 'playerOut', seat: 0 }, { viewer: 0 })).toBe(
      'you have no cards left and are out',
    );
    expect(bigfish.describeEvent({ type: 'playerOut', seat: 0 }, names)).toBe(
      'Ann has no cards left and is out',
    );
    const refilled: BigFishEvent = {
      type: 'handRefilled',
      seat: 1,
      count: 2,
      cards: null,
      secret: { seats: [1], fields: ['cards'] },
    };
    expect(bigfish.describeEvent(refilled, { ...names, viewer: 1 })).toBe('you drew 2 cards from your pile');
    expect(bigfish.describeEvent(refilled, names)).toBe('Bob drew 2 cards from their pile');
  });
});
