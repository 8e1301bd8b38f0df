/**
 * The standard 52-card French deck (no jokers): suits, ranks, card codes, card ids, and one notation for people,
 * both ways. A game on this deck keeps card ids in its state and card codes in its moves, views and events, and
 * needs to write none of this itself.
 *
 * - A card's **id** is `suit * 13 + rank`, `0..51`: suits in the order ♣ ♦ ♥ ♠, ranks A 2 … 10 J Q K (the ace is
 *   rank 0, the king rank 12).
 * - A card's **code** is its rank then its suit letter: `'AS'`, `'10H'`, `'QD'`.
 * - For people a card is its rank and suit symbol: `'A♠'`, `'10♥'`, `'Q♦'`. {@link readFrenchCard} and
 *   {@link parseFrenchCard} read that back leniently: any case and spacing, letters or symbols for suits, `T` for
 *   ten, and words (`queen of hearts`, `10 h`).
 * @module
 */
import type { CardCodec } from './visibility.js';

/**
 * The suit codes, by suit index: clubs, diamonds, hearts, spades.
 * @category French deck
 */
export const FRENCH_SUITS = ['C', 'D', 'H', 'S'] as const;

/**
 * A suit's code: `'C'` clubs, `'D'` diamonds, `'H'` hearts, `'S'` spades.
 * @category French deck
 */
export type FrenchSuit = (typeof FRENCH_SUITS)[number];

/**
 * The rank codes, by rank index: the ace is 0, the king 12.
 * @category French deck
 */
export const FRENCH_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/**
 * A rank's code: `'A'`, `'2'` … `'10'`, `'J'`, `'Q'`, `'K'`.
 * @category French deck
 */
export type FrenchRank = (typeof FRENCH_RANKS)[number];

/**
 * A card's code: its rank, then its suit (`'AS'` the ace of spades, `'10H'` the ten of hearts).
 * @category French deck
 */
export type FrenchCard = `${FrenchRank}${FrenchSuit}`;

/**
 * Every card code, by card id (`FRENCH_CARDS[id]`): the clubs ace to king, then diamonds, hearts and spades.
 * @category French deck
 */
// The tables below are built inside pure functions, so that an app that never uses the French deck bundles none of it.
export const FRENCH_CARDS: readonly FrenchCard[] = /* @__PURE__ */ (() =>
  Object.freeze(FRENCH_SUITS.flatMap((suit) => FRENCH_RANKS.map((rank): FrenchCard => `${rank}${suit}`))))();

/**
 * Every card id in order, `0..51`: a fresh deck to shuffle.
 * @returns a new array
 * @category French deck
 */
export const frenchDeck = (): number[] => FRENCH_CARDS.map((_, id) => id);

const ID_OF = /* @__PURE__ */ (() => new Map<string, number>(FRENCH_CARDS.map((card, id) => [card, id])))();

/**
 * The id of a card code.
 * @param card - a card code (`'10H'`), exactly as {@link FRENCH_CARDS} spells it
 * @returns its id `0..51`, or `-1` when `card` is no card code
 * @category French deck
 */
export const frenchCardId = (card: string): number => ID_OF.get(card) ?? -1;

/**
 * A card's suit index (0 clubs, 1 diamonds, 2 hearts, 3 spades).
 * @param id - a card id `0..51`
 * @category French deck
 */
export const frenchSuitOf = (id: number): number => Math.floor(id / 13);

/**
 * A card's rank index (0 the ace, 1 the two … 9 the ten, 10 the jack, 11 the queen, 12 the king).
 * @param id - a card id `0..51`
 * @category French deck
 */
export const frenchRankOf = (id: number): number => id % 13;

const SYMBOLS = ['♣', '♦', '♥', '♠'] as const;

/**
 * A suit for people: its symbol.
 * @param suit - a suit code
 * @returns `'♣'`, `'♦'`, `'♥'` or `'♠'`
 * @category French deck
 */
export const formatFrenchSuit = (suit: FrenchSuit): string => SYMBOLS[FRENCH_SUITS.indexOf(suit)]!;

/**
 * A card for people: its rank and suit symbol.
 * @param card - a card code, or a card id
 * @returns e.g. `'10♥'` for `'10H'` (id 35)
 * @example
 * ```ts
 * formatFrenchCard('QS'); // 'Q♠'
 * formatFrenchCard(0); // 'A♣'
 * ```
 * @category French deck
 */
export function formatFrenchCard(card: FrenchCard | number): string {
  const code = typeof card === 'number' ? FRENCH_CARDS[card]! : card;
  return `${code.slice(0, -1)}${formatFrenchSuit(code.slice(-1) as FrenchSuit)}`;
}

const SUIT_WORDS = /* @__PURE__ */ (() =>
  new Map<string, number>(
    ['clubs', 'diamonds', 'hearts', 'spades'].flatMap((word, index) => [
      [word, index] as const,
      [word.slice(0, -1), index] as const,
      [word[0]!, index] as const,
      [SYMBOLS[index]!, index] as const,
    ]),
  ))();
const RANK_WORDS = /* @__PURE__ */ (() =>
  new Map<string, number>([
    ...FRENCH_RANKS.map((rank, index) => [rank.toLowerCase(), index] as const),
    ['t', 9],
    ...'ace two three four five six seven eight nine ten jack queen king'
      .split(' ')
      .map((word, index) => [word, index] as const),
  ]))();

/** The words of `text`: lower case, suit symbols and glued rank-suit pairs (`10h`, `q♠`) split apart. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[♣♦♥♠]/g, (symbol) => ` ${symbol} `)
    .split(/\s+/)
    .flatMap((word) => /^(10|[2-9ajqkt])([cdhs])$/.exec(word)?.slice(1) ?? [word])
    .filter((word) => word !== '');
}

/**
 * A suit from text as a person types it: a letter, a symbol or a word, in any case (`'h'`, `'♥'`, `'Hearts'`,
 * `'heart'`).
 * @param text - the text
 * @returns the suit's code, or `null` when the text names no suit
 * @category French deck
 */
export function parseFrenchSuit(text: string): FrenchSuit | null {
  const words = wordsOf(text);
  const suit = words.length === 1 ? SUIT_WORDS.get(words[0]!) : undefined;
  return suit === undefined ? null : FRENCH_SUITS[suit]!;
}

/**
 * Reads a card at the start of `text`, as a person types it, and returns it with the words that follow (for a move
 * such as `8♠ naming ♥`): `Q♠`, `QS`, `q s`, `10h`, `Th`, `10 of hearts`, `queen of spades`, in any case and spacing.
 * @param text - the text
 * @returns the card's code and the rest of the text (its words, lower case, joined by single spaces), or `null`
 *   when the text does not begin with a card
 * @example
 * ```ts
 * readFrenchCard('8♠ naming ♥'); // { card: '8S', rest: 'naming ♥' }
 * readFrenchCard('draw'); // null
 * ```
 * @category French deck
 */
export function readFrenchCard(text: string): { readonly card: FrenchCard; readonly rest: string } | null {
  const words = wordsOf(text);
  const rank = RANK_WORDS.get(words[0] ?? '');
  const at = words[1] === 'of' ? 2 : 1;
  const suit = SUIT_WORDS.get(words[at] ?? '');
  if (rank === undefined || suit === undefined) return null;
  return { card: FRENCH_CARDS[suit * 13 + rank]!, rest: words.slice(at + 1).join(' ') };
}

/**
 * A card from text as a person types it (see {@link readFrenchCard}), with nothing else in the text.
 * @param text - e.g. `'Q♠'`, `'QS'`, `'10h'`, `'queen of spades'`
 * @returns the card's code, or `null`
 * @example
 * ```ts
 * parseFrenchCard('10h'); // '10H'
 * parseFrenchCard(formatFrenchCard('QS')); // 'QS'
 * ```
 * @category French deck
 */
export function parseFrenchCard(text: string): FrenchCard | null {
  const read = readFrenchCard(text);
  return read !== null && read.rest === '' ? read.card : null;
}

/**
 * The standard deck as a view writes it: card ids in the state, card codes (`'10H'`) in views, for core's
 * `visibility`.
 * @category French deck
 */
export const FRENCH_CODEC: CardCodec<FrenchCard> = /* @__PURE__ */ Object.freeze({
  get deck() {
    return frenchDeck();
  },
  code: (id: number) => FRENCH_CARDS[id]!,
  id: (code: FrenchCard) => frenchCardId(code),
});
