import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { CARDS, cardId } from '../../../src/games/coins/cards.js';
import {
  type CoinsEvent,
  type CoinsMove,
  coins,
  formatCard,
  playMove,
} from '../../../src/games/coins/index.js';
import { parseMoveText } from '../../../src/games/coins/notation.js';
import { playCards, position } from './helpers.js';

describe('Coins notation: card names', () => {
  it('names a card by its rank and suit in words', () => {
    expect(formatCard('CoA')).toBe('Ace of Coins');
    expect(formatCard('Cu7')).toBe('7 of Cups');
    expect(formatCard('Co2')).toBe('2 of Coins');
    expect(formatCard('Sw9')).toBe('9 of Swords');
    expect(formatCard('SwS')).toBe('Knave of Swords');
    expect(formatCard('ClC')).toBe('Knight of Clubs');
    expect(formatCard('CuR')).toBe('King of Cups');
    expect(new Set(CARDS.map(formatCard)).size).toBe(48);
    expect(() => formatCard('Cu10' as never)).toThrow(RangeError);
  });

  it('card codes and ids convert one to one; anything else has no id', () => {
    expect(CARDS.every((c, i) => cardId(c) === i)).toBe(true);
    for (const junk of ['coa', 'CoA ', 'Co', 'Cw2', 'Su2', 'CoX', 'Co1', 'Ço2', 23, null, undefined])
      expect(cardId(junk)).toBe(-1);
  });
});

describe('Coins notation: moves', () => {
  it('a move is written as the name of its card', () => {
    expect(coins.formatMove(playMove('Cu7'))).toBe('7 of Cups');
    expect(coins.formatMove(playMove('CoA'))).toBe('Ace of Coins');
  });

  it('every legal move of many states reads back to the same move', () => {
    const rng = Rng.fromSeed('notation');
    let checked = 0;
    for (let seed = 0; seed < 6; seed++) {
      const sim = createSimulator(coins, coins.setup({ seats: 3, seed, target: 20 }));
      while (!sim.isOver()) {
        const moves = sim.legalMoves();
        for (const move of moves) {
          const text = coins.formatMove(move);
          expect(text).not.toMatch(/\b(Cu|Co|Sw|Cl)[2-9SCRA]\b/); // never a code where a person reads it
          expect(parseMoveText(text)).toBe(move);
          const back = coins.parseMoveText(text);
          expect(back.ok && back.value).toBe(move);
          checked++;
        }
        sim.apply(moves[rng.int(moves.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('reads what people type: any case and spacing, short forms, Spanish names and numbers, the codes', () => {
    const cases: [string, CoinsMove][] = [
      ['7 of Cups', playMove('Cu7')],
      ['7 cups', playMove('Cu7')],
      ['7 cu', playMove('Cu7')],
      ['cups 7', playMove('Cu7')],
      ['seven of cups', playMove('Cu7')],
      ['ace of coins', playMove('CoA')],
      ['A coins', playMove('CoA')],
      ['  ACE   OF   COINS ', playMove('CoA')],
      ['the Ace of Coins', playMove('CoA')],
      ['play ace of coins', playMove('CoA')],
      ['1 oros', playMove('CoA')],
      ['As de Oros', playMove('CoA')],
      ['CoA', playMove('CoA')],
      ['coa', playMove('CoA')],
      ['Co A', playMove('CoA')],
      ['knave of swords', playMove('SwS')],
      ['jack of swords', playMove('SwS')],
      ['10 of swords', playMove('SwS')], // the Sota is the card numbered 10 (section 1: there are no 10s)
      ['sota de espadas', playMove('SwS')],
      ['Knight of Clubs', playMove('ClC')],
      ['Q clubs', playMove('ClC')], // C6: the Korean text's Q is the Caballo
      ['caballo de bastos', playMove('ClC')],
      ['11 of clubs', playMove('ClC')],
      ['king of cups', playMove('CuR')],
      ['K cups', playMove('CuR')],
      ['rey de copas', playMove('CuR')],
      ['12 of cups', playMove('CuR')],
      ['2 of sword', playMove('Sw2')],
    ];
    for (const [text, move] of cases) expect(parseMoveText(text), text).toBe(move);
  });

  it('refuses text that names no card, and the game says why', () => {
    for (const junk of [
      '',
      '   ',
      'ace',
      'cups',
      '7 of',
      'of cups',
      'ace ace',
      'cups coins',
      '7 cups swords',
      '13 of cups',
      '0 of coins',
      'Co10',
      'Xx9',
      'pass',
      'play',
    ]) {
      expect(parseMoveText(junk), junk).toBeNull();
      const r = coins.parseMoveText(junk);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_SHAPE');
    }
  });
});

/** A trick won by seat 1 with the 2 of Cups (threeSuits: Clubs missing, so Cups wins), worth `points`. */
const won = (points: number): CoinsEvent => ({
  type: 'trickWon',
  seat: 1,
  cards: ['CoA', 'SwA', 'Cu2'],
  plays: [
    { seat: 0, card: 'CoA' },
    { seat: 1, card: 'SwA' },
    { seat: 2, card: 'Cu2' },
  ],
  leader: 0,
  card: 'Cu2',
  points,
  rule: 'threeSuits',
});

describe('Coins notation: events', () => {
  it('describes each kind of event in the same words', () => {
    const played: CoinsEvent = { type: 'cardPlayed', seat: 2, card: 'Sw7' };
    expect(coins.describeEvent(played)).toBe('seat 2 played the 7 of Swords');
    expect(coins.describeEvent(won(0))).toBe('seat 1 won the trick with the 2 of Cups, no coins');
    expect(coins.describeEvent(won(1))).toBe('seat 1 won the trick with the 2 of Cups, +1 coin');
    expect(coins.describeEvent(won(3))).toBe('seat 1 won the trick with the 2 of Cups, +3 coins');
    expect(coins.describeEvent({ type: 'dealt', deal: 2 })).toBe('hand 2 was dealt');
    expect(coins.describeEvent({ type: 'matchOver', scores: [11, 4, 6], winners: [0] })).toBe(
      'the match is over: seat 0 wins with 11 coins (scores 11, 4, 6)',
    );
  });

  it('the events of a real trick, and every seat’s copy, read the same', () => {
    // C-01: S0 CoA, S1 SwA, S2 Cu2: missing Clubs, so Cups wins; +1 for the Ace of Coins.
    const s = position({ dealer: 2, hands: [['CoA'], ['SwA'], ['Cu2']] });
    const { events } = playCards(s, ['CoA', 'SwA', 'Cu2']);
    const words = events.map((e) => coins.describeEvent(e));
    expect(words).toEqual([
      'seat 0 played the Ace of Coins',
      'seat 1 played the Ace of Swords',
      'seat 2 played the 2 of Cups',
      'seat 2 won the trick with the 2 of Cups, +1 coin',
    ]);
    for (const seat of [null, 0, 1, 2])
      expect(coins.eventsFor(events, seat).map((e) => coins.describeEvent(e))).toEqual(words);
  });
});

describe('words with names: the reader is "you", other seats by name', () => {
  const names = { seatName: (s: number) => ['Ann', 'Bob', 'Cy'][s]! };

  it('events', () => {
    expect(coins.describeEvent(won(2), { viewer: 1 })).toBe('you won the trick with the 2 of Cups, +2 coins');
    expect(coins.describeEvent(won(2), { ...names, viewer: 0 })).toBe(
      'Bob won the trick with the 2 of Cups, +2 coins',
    );
    const over: CoinsEvent = { type: 'matchOver', scores: [11, 4, 6], winners: [0] };
    expect(coins.describeEvent(over, { viewer: 0 })).toBe(
      'the match is over: you win with 11 coins (scores 11, 4, 6)',
    );
    expect(coins.describeEvent(over, names)).toBe(
      'the match is over: Ann wins with 11 coins (scores 11, 4, 6)',
    );
  });

  it('a view: the turn, the seats and the hand say you', () => {
    const s = coins.setup({ seats: 3, seed: 4, firstDealer: 2 });
    const lines = coins.describeView(coins.view(s, 0), { ...names, viewer: 0 });
    // The dealer is seat 2, so seat 0 leads the first trick (R4: the dealer's left leads); R3 deals each seat 16.
    expect(lines[0]).toMatch(/ · dealer Cy$/);
    expect(lines[1]).toBe('You to lead the trick.');
    expect(lines.filter((l) => /^(You|Bob|Cy): /.test(l))).toHaveLength(3);
    expect(lines.find((l) => l.startsWith('Your hand'))).toBe('Your hand (16 cards):');
  });
});
