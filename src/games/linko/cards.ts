/**
 * Linko's cards: 104 number cards (eight copies of each value 1–13) and 5 jokers, 109 in all (spec §1).
 * A card is an integer: `1..13` for a number card and {@link JOKER} (`0`) for a joker. Cards of one value are
 * identical, so hands are kept as counts by card ({@link CardCounts}).
 * @module
 */

/**
 * A card: `0` is a joker, `1..13` a number card.
 * @category Cards
 */
export type Card = number;

/**
 * Counts by card: `counts[c]` is how many copies of card `c` there are (index 0 = jokers, 1..13 = values).
 * Always {@link CARD_KINDS} long.
 * @category Cards
 */
export type CardCounts = readonly number[];

/** The joker ("X"). @category Cards */
export const JOKER = 0;
/** The highest number value. @category Cards */
export const MAX_VALUE = 13;
/** How many different cards there are (joker + 13 values): the length of every {@link CardCounts}. @category Cards */
export const CARD_KINDS = 14;
/** Copies of each number value (spec §1). @category Cards */
export const COPIES_PER_VALUE = 8;
/** Jokers in the deck (spec §1). @category Cards */
export const JOKER_COUNT = 5;
/** All cards of the game (spec §1, card conservation). @category Cards */
export const TOTAL_CARDS = MAX_VALUE * COPIES_PER_VALUE + JOKER_COUNT;
/** The value of a set made only of jokers (spec §1, A1): above every number. @category Cards */
export const JOKER_SET_VALUE = 14;
/** Cards dealt to each seat (R2). @category Cards */
export const HAND_SIZE = 13;
/** Cards in a full display (R4). @category Cards */
export const DISPLAY_SIZE = 6;

/**
 * A set: cards played together in one turn (spec §3), named by value and counts since copies are identical.
 * `value` is the number of its number cards, or {@link JOKER_SET_VALUE} when it holds only jokers (A1).
 * @category Cards
 */
export interface LinkoSet {
  /** 1..13, or 14 for a joker-only set. */
  readonly value: number;
  /** How many number cards (all of `value`); 0 for a joker-only set. */
  readonly naturals: number;
  /** How many jokers. */
  readonly jokers: number;
}

/**
 * How many copies of a card the full deck holds.
 * @param card - a card
 * @returns 5 for the joker, 8 for a number
 * @category Cards
 */
export function copiesOf(card: Card): number {
  return card === JOKER ? JOKER_COUNT : COPIES_PER_VALUE;
}

/**
 * Counts with no cards.
 * @returns a new array of {@link CARD_KINDS} zeros
 * @category Cards
 */
export function emptyCounts(): number[] {
  return new Array<number>(CARD_KINDS).fill(0);
}

/**
 * The full deck in a fixed order (jokers first, then 1..13): 109 cards.
 * @returns a new array
 * @category Cards
 */
export function fullDeck(): Card[] {
  const deck: Card[] = [];
  for (let c = 0; c < CARD_KINDS; c++) for (let i = 0; i < copiesOf(c); i++) deck.push(c);
  return deck;
}

/**
 * The cards of a list as counts.
 * @param cards - cards
 * @returns counts by card
 * @example
 * ```ts
 * countCards([6, 6, 0]); // [1, 0, 0, 0, 0, 0, 2, 0, ...]
 * ```
 * @category Cards
 */
export function countCards(cards: Iterable<Card>): number[] {
  const counts = emptyCounts();
  for (const c of cards) counts[c] = (counts[c] ?? 0) + 1;
  return counts;
}

/**
 * The cards of counts as a sorted list (jokers first).
 * @param counts - counts by card
 * @returns a new array
 * @category Cards
 */
export function cardsOfCounts(counts: CardCounts): Card[] {
  const out: Card[] = [];
  for (let c = 0; c < counts.length; c++) for (let i = 0; i < counts[c]!; i++) out.push(c);
  return out;
}

/**
 * The number of cards in counts.
 * @param counts - counts by card
 * @category Cards
 */
export function countTotal(counts: CardCounts): number {
  let n = 0;
  for (const c of counts) n += c;
  return n;
}

/**
 * The number of cards in a set.
 * @param set - a set
 * @category Cards
 */
export function setSize(set: LinkoSet): number {
  return set.naturals + set.jokers;
}

/**
 * The cards of a set, number cards first.
 * @param set - a set
 * @returns a new array
 * @category Cards
 */
export function setCards(set: LinkoSet): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < set.naturals; i++) out.push(set.value);
  for (let i = 0; i < set.jokers; i++) out.push(JOKER);
  return out;
}

/**
 * Builds a set from its cards (spec §4.1): all number cards must show one value; jokers may be added (A3).
 * @param cards - the cards played together
 * @returns the set, or `null` when the cards are empty or mix two values
 * @example
 * ```ts
 * setOf([6, 6, 6, 0]); // { value: 6, naturals: 3, jokers: 1 }
 * setOf([0, 0]);       // { value: 14, naturals: 0, jokers: 2 }
 * setOf([6, 7]);       // null
 * ```
 * @category Cards
 */
export function setOf(cards: readonly Card[]): LinkoSet | null {
  let value: number | null = null;
  let naturals = 0;
  let jokers = 0;
  for (const c of cards) {
    if (c === JOKER) jokers++;
    else if (value === null || value === c) {
      value = c;
      naturals++;
    } else return null;
  }
  if (naturals + jokers === 0) return null;
  return { value: value ?? JOKER_SET_VALUE, naturals, jokers };
}

/**
 * The snatch predicate (spec §4.2): `attacker` snatches `target` when both hold the same number of cards and the
 * attacker's value is strictly higher. A joker-only set (14) is therefore never snatched (A2).
 * @param attacker - the set just played
 * @param target - an opponent's top set
 * @example
 * ```ts
 * snatches({ value: 14, naturals: 0, jokers: 2 }, { value: 13, naturals: 2, jokers: 0 }); // true
 * snatches({ value: 9, naturals: 2, jokers: 0 }, { value: 9, naturals: 1, jokers: 1 });   // false
 * ```
 * @category Cards
 */
export function snatches(attacker: LinkoSet, target: LinkoSet): boolean {
  return setSize(attacker) === setSize(target) && attacker.value > target.value;
}

/**
 * A card as text: `X` for the joker, the number otherwise.
 * @param card - a card
 * @category Cards
 */
export function cardName(card: Card): string {
  return card === JOKER ? 'X' : String(card);
}

/**
 * A set as text in the move notation: `7x2+X`, `12x1`, `Xx2` (see {@link formatMove}).
 * @param set - a set
 * @category Cards
 */
export function setName(set: LinkoSet): string {
  if (set.naturals === 0) return `Xx${set.jokers}`;
  return `${set.value}x${set.naturals}${set.jokers > 0 ? `+${set.jokers === 1 ? 'X' : `${set.jokers}X`}` : ''}`;
}
