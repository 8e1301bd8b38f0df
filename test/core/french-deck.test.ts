import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  FRENCH_CARDS,
  FRENCH_RANKS,
  FRENCH_SUITS,
  formatFrenchCard,
  formatFrenchSuit,
  frenchCardId,
  frenchDeck,
  frenchRankOf,
  frenchSuitOf,
  parseFrenchCard,
  parseFrenchSuit,
  readFrenchCard,
} from '../../src/core/index.js';

const id = fc.integer({ min: 0, max: 51 });
const SUIT_NAMES = ['clubs', 'diamonds', 'hearts', 'spades'];
const RANK_NAMES = 'ace two three four five six seven eight nine ten jack queen king'.split(' ');
/** A string in random case. */
const anyCase = (text: string, flips: readonly boolean[]) =>
  [...text]
    .map((c, i) => (flips[i % Math.max(1, flips.length)] ? c.toUpperCase() : c.toLowerCase()))
    .join('');

describe('French deck', () => {
  it('holds 52 distinct codes: 13 ranks in each of 4 suits, id = suit × 13 + rank', () => {
    expect(FRENCH_CARDS).toHaveLength(52);
    expect(new Set(FRENCH_CARDS).size).toBe(52);
    expect(FRENCH_CARDS[0]).toBe('AC');
    expect(FRENCH_CARDS[12]).toBe('KC');
    expect(FRENCH_CARDS[13 + 9]).toBe('10D');
    expect(FRENCH_CARDS[2 * 13 + 11]).toBe('QH');
    expect(FRENCH_CARDS[51]).toBe('KS');
    expect(frenchDeck()).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  test.prop([id], { seed: 21 })('id, code, suit and rank agree', (card) => {
    const code = FRENCH_CARDS[card]!;
    expect(frenchCardId(code)).toBe(card);
    expect(code).toBe(`${FRENCH_RANKS[frenchRankOf(card)]}${FRENCH_SUITS[frenchSuitOf(card)]}`);
    expect(frenchSuitOf(card) * 13 + frenchRankOf(card)).toBe(card);
  });

  test.prop([fc.string({ maxLength: 4 })], { seed: 22 })(
    'a string that is no card code has id -1',
    (text) => {
      fc.pre(!(FRENCH_CARDS as readonly string[]).includes(text));
      expect(frenchCardId(text)).toBe(-1);
    },
  );

  it('formats a card as its rank and suit symbol, from its code or its id', () => {
    expect(formatFrenchCard('QS')).toBe('Q♠');
    expect(formatFrenchCard('10H')).toBe('10♥');
    expect(formatFrenchCard(0)).toBe('A♣');
    expect(formatFrenchCard(13 + 6)).toBe('7♦');
    expect(FRENCH_SUITS.map(formatFrenchSuit).join('')).toBe('♣♦♥♠');
  });

  test.prop([id], { seed: 23 })('parse reads back what format writes', (card) => {
    expect(parseFrenchCard(formatFrenchCard(card))).toBe(FRENCH_CARDS[card]);
    expect(parseFrenchCard(formatFrenchCard(FRENCH_CARDS[card]!))).toBe(FRENCH_CARDS[card]);
  });

  test.prop([id, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), fc.constantFrom('', ' ', '  ')], {
    seed: 24,
  })(
    'parse reads a card code, a rank with a suit letter, and words, in any case and spacing',
    (card, flips, gap) => {
      const code = FRENCH_CARDS[card]!;
      const rank = code.slice(0, -1);
      const suit = code.slice(-1);
      const expected = code;
      expect(parseFrenchCard(anyCase(code, flips))).toBe(expected);
      expect(parseFrenchCard(` ${anyCase(`${rank}${gap}${suit}`, flips)} `)).toBe(expected);
      const words = `${RANK_NAMES[frenchRankOf(card)]} of ${SUIT_NAMES[frenchSuitOf(card)]}`;
      expect(parseFrenchCard(anyCase(words, flips))).toBe(expected);
      expect(parseFrenchCard(`${rank} ${SUIT_NAMES[frenchSuitOf(card)]!.slice(0, -1)}`)).toBe(expected);
    },
  );

  test.prop([id, fc.constantFrom('naming ♥', 'h', 'of hearts please')], { seed: 25 })(
    'readFrenchCard returns the card and the words after it',
    (card, rest) => {
      const read = readFrenchCard(`${formatFrenchCard(card)} ${rest}`);
      expect(read).toEqual({ card: FRENCH_CARDS[card], rest });
    },
  );

  it('accepts T for ten, and refuses what names no card', () => {
    expect(parseFrenchCard('Th')).toBe('10H');
    expect(parseFrenchCard('t of spades')).toBe('10S');
    for (const text of [
      '',
      'draw',
      '1h',
      '11h',
      '0s',
      'queen',
      'hearts',
      'Q♠ extra',
      'ZZ',
      'queen of',
      '10x',
    ])
      expect(parseFrenchCard(text)).toBeNull();
    expect(readFrenchCard('pass')).toBeNull();
  });

  it('reads a suit from a letter, a symbol or a word', () => {
    expect(['c', '♦', 'Hearts', 'SPADE'].map(parseFrenchSuit)).toEqual(['C', 'D', 'H', 'S']);
    for (const text of ['', 'x', 'hearts spades', 'q']) expect(parseFrenchSuit(text)).toBeNull();
  });
});
