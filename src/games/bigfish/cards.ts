/**
 * Fish cards: five colours, values 1–6. In the data a card is its colour letter and value (`'B4'`); for people it is
 * the colour's name and the value (`Blue 4`, see `notation.ts`). Cards of the same colour and value are
 * interchangeable, so the engine never tells two copies apart.
 * @module
 */
import { countsOf, deckFromCounts, type Infer, type Shape } from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';

/** The five fish colours: red, yellow, green, blue, purple. @inline @category Cards */
export type Colour = 'R' | 'Y' | 'G' | 'B' | 'P';

/** A fish value. @inline @category Cards */
export type Value = 1 | 2 | 3 | 4 | 5 | 6;

/** A fish card in the data: colour letter then value (`'R5'`, written `Red 5` for people). @category Cards */
export type BigFishCard = `${Colour}${Value}`;

/** The colours in their fixed order (used for sorting, encodings and deck listings). @category Cards */
export const COLOURS: readonly Colour[] = ['R', 'Y', 'G', 'B', 'P'];

/** The colours' names for people, by colour letter. @category Cards */
export const COLOUR_NAMES: Readonly<Record<Colour, string>> = {
  R: 'Red',
  Y: 'Yellow',
  G: 'Green',
  B: 'Blue',
  P: 'Purple',
};

/** The values in order. @category Cards */
export const VALUES: readonly Value[] = [1, 2, 3, 4, 5, 6];

/** Every card kind, in canonical order (R1…R6, Y1…, P6): 30 kinds. @category Cards */
export const CARD_KINDS: readonly BigFishCard[] = COLOURS.flatMap((c) =>
  VALUES.map((v) => `${c}${v}` as BigFishCard),
);

/** A colour's six counts 0–99: `counts[v - 1]` copies of value `v` (the length is checked, so the tuple type holds). */
const counts = shape.array(shape.int(0, 99), { length: 6 }) as unknown as Shape<
  readonly [number, number, number, number, number, number]
>;

/** The declared shape of a deck composition: exactly the five colours, each six counts (copies of values 1–6). */
export const DECK_SHAPE = shape.object({ R: counts, Y: counts, G: counts, B: counts, P: counts });

/**
 * The deck composition: for every colour (red, yellow, green, blue, purple), the number of cards of each value.
 * @inline @category Cards
 */
export type DeckComposition = Infer<typeof DECK_SHAPE>;

/**
 * The default deck: per colour `{1:4, 2:4, 3:3, 4:3, 5:3, 6:3}` (20 cards, 100 in all).
 *
 * @remarks This is an **assumption**: the published game has 100 cards, 20 per colour, values 1–6, but no source we
 * could find lists how many of each value a colour has. Pass the `deck` option to play with another composition.
 * @category Cards
 */
export const DEFAULT_DECK: DeckComposition = Object.fromEntries(
  COLOURS.map((colour) => [colour, [4, 4, 3, 3, 3, 3]]),
) as unknown as DeckComposition; // every colour alike

/**
 * A card's colour.
 * @param c - a card
 * @category Cards
 */
export function colourOf(c: BigFishCard): Colour {
  return c[0] as Colour;
}

/**
 * A card's value.
 * @param c - a card
 * @category Cards
 */
export function cardValue(c: BigFishCard): Value {
  return (c.charCodeAt(1) - 48) as Value;
}

/**
 * The index of a card kind in {@link CARD_KINDS} (0–29).
 * @param c - a card
 * @category Cards
 */
export function cardIndex(c: BigFishCard): number {
  return KIND_BASE[c.charCodeAt(0)]! + c.charCodeAt(1);
}

/** Colour index by a colour letter's char code (`'B'` → 3): a lookup without strings, for the hot loops. */
export const COLOUR_INDEX_BY_CODE = new Int8Array(128);
/** By a colour letter's char code: `colour index × 6 − '1'`, so that `cardIndex = KIND_BASE[c0] + c1` (no lookups by string). */
const KIND_BASE = new Int16Array(128);
COLOURS.forEach((colour, i) => {
  COLOUR_INDEX_BY_CODE[colour.charCodeAt(0)] = i;
  KIND_BASE[colour.charCodeAt(0)] = i * 6 - 49;
});

/**
 * The index of a colour in {@link COLOURS}.
 * @param c - a colour
 * @category Cards
 */
export function colourIndex(c: Colour): number {
  return COLOUR_INDEX_BY_CODE[c.charCodeAt(0)]!;
}

/**
 * Orders cards canonically: by colour (R, Y, G, B, P), then by value.
 * @param a - a card
 * @param b - another card
 * @category Cards
 */
export function compareCards(a: BigFishCard, b: BigFishCard): number {
  return cardIndex(a) - cardIndex(b);
}

/**
 * A sorted copy of some cards.
 * @param cards - cards
 * @category Cards
 */
export function sortCards(cards: readonly BigFishCard[]): BigFishCard[] {
  const n = cards.length;
  if (n > 12) return sortByCounts(cards);
  // Insertion sort on kind indices (a comparison sort costs a tenth of a random playout here): equal kinds are equal
  // strings, so any correct sort gives the same array.
  const out: BigFishCard[] = cards.slice();
  for (let i = 1; i < n; i++) {
    const c = out[i]!;
    const k = cardIndex(c);
    let j = i - 1;
    while (j >= 0 && cardIndex(out[j]!) > k) {
      out[j + 1] = out[j]!;
      j--;
    }
    out[j + 1] = c;
  }
  return out;
}

/**
 * Inserts a card into sorted cards in place, after the equal cards already there (a stable insertion).
 * @param sorted - cards in canonical order (changed)
 * @param c - the card to insert
 */
export function insertSorted(sorted: BigFishCard[], c: BigFishCard): void {
  const k = cardIndex(c);
  let j = sorted.length;
  sorted.push(c);
  for (; j > 0 && cardIndex(sorted[j - 1]!) > k; j--) sorted[j] = sorted[j - 1]!; // shift the greater ones right
  sorted[j] = c;
}

const SORT_COUNTS = new Int32Array(30);

/** A counting sort by kind (for long lists such as the box). */
function sortByCounts(cards: readonly BigFishCard[]): BigFishCard[] {
  const counts = SORT_COUNTS;
  counts.fill(0);
  for (let i = 0; i < cards.length; i++) counts[cardIndex(cards[i]!)]!++;
  const out: BigFishCard[] = [];
  for (let k = 0; k < 30; k++) {
    const c = CARD_KINDS[k]!;
    for (let m = counts[k]!; m > 0; m--) out.push(c);
  }
  return out;
}

/**
 * The sum of the cards' values.
 * @param cards - cards
 * @category Cards
 */
export function sumValues(cards: readonly BigFishCard[]): number {
  let s = 0;
  for (let i = 0; i < cards.length; i++) s += cardValue(cards[i]!);
  return s;
}

/**
 * Every card of a deck composition, in canonical order.
 * @param deck - the composition
 * @example
 * ```ts
 * deckCards(DEFAULT_DECK).length; // 100
 * ```
 * @category Cards
 */
export function deckCards(deck: DeckComposition): BigFishCard[] {
  return deckFromCounts(CARD_KINDS.map((c) => [c, deck[colourOf(c)][cardValue(c) - 1]!] as const));
}

/**
 * Counts of each card kind (index = {@link cardIndex}).
 * @param cards - cards
 * @category Cards
 */
export function kindCounts(cards: readonly BigFishCard[]): number[] {
  return countsOf(cards.map(cardIndex), CARD_KINDS.length);
}

/**
 * Removes one copy of `c` from `cards` in place (shifted by hand: `splice` allocates the removed part).
 * @param cards - an array of cards
 * @param c - the card to remove
 * @returns whether a copy was found and removed
 * @category Cards
 */
export function removeCard(cards: BigFishCard[], c: BigFishCard): boolean {
  const i = cards.indexOf(c);
  if (i < 0) return false;
  const last = cards.length - 1;
  for (let j = i; j < last; j++) cards[j] = cards[j + 1]!;
  cards.pop();
  return true;
}
