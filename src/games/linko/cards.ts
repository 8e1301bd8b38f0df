/**
 * Linko's cards: 104 number cards (eight copies of each value 1–13) and 5 jokers, 109 in all (spec §1).
 * A card is an integer: `1..13` for a number card and {@link JOKER} (`0`) for a joker. Cards of one value are
 * identical, so hands are kept as counts by card (core's multisets, {@link CARD_KINDS} long).
 * @module
 */
import { deckFromCounts, type Infer } from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';

/**
 * A Linko card: `0` is a joker, `1..13` a number card.
 * @category Cards
 */
export type LinkoCard = number;

/** The joker. @category Cards */
export const JOKER = 0;
/** The highest number value. @category Cards */
export const MAX_VALUE = 13;
/** How many different cards there are (joker + 13 values): the length of every hand's counts. @category Cards */
export const CARD_KINDS = 14;
/** Copies of each number value (§1). @category Cards */
export const COPIES_PER_VALUE = 8;
/** Jokers in the deck (§1). @category Cards */
export const JOKER_COUNT = 5;
/** All cards of the game (§1, card conservation). @category Cards */
export const TOTAL_CARDS = MAX_VALUE * COPIES_PER_VALUE + JOKER_COUNT;
/** The value of a set made only of jokers (A1): above every number. @category Cards */
export const JOKER_SET_VALUE = 14;
/** The most cards one set can hold: every copy of a value and every joker. @category Cards */
export const MAX_SET = COPIES_PER_VALUE + JOKER_COUNT;
/** Cards dealt to each seat (R2). @category Cards */
export const HAND_SIZE = 13;
/** Cards in a full display (R4). @category Cards */
export const DISPLAY_SIZE = 6;

/** The declared shape of a well-formed set (A1, A3): 1–8 number cards of one value 1–13 plus 0–5 jokers, or jokers alone worth 14. */
export const SET_SHAPE = shape.refine(
  shape.object({
    /** The value of its number cards, 1..13, or 14 when it holds only jokers (A1). */
    value: shape.int(1, JOKER_SET_VALUE),
    /** How many number cards (all of `value`); 0 for a joker-only set. */
    naturals: shape.int(0, COPIES_PER_VALUE),
    /** How many jokers. */
    jokers: shape.int(0, JOKER_COUNT),
  }),
  'a set: number cards of one value 1..13 plus jokers, or jokers alone worth 14 (A1, A3)',
  (set) => set.naturals + set.jokers > 0 && (set.naturals === 0) === (set.value === JOKER_SET_VALUE),
);

/**
 * A set: cards played together in one turn (§3), named by value and counts since copies are identical.
 * Sets are never changed once made: they are only put on stacks and taken off them. The type of its declared shape.
 * @category Cards
 */
export type LinkoSet = Infer<typeof SET_SHAPE>;

/**
 * How many copies of a card the full deck holds.
 * @param card - a card
 * @returns 5 for the joker, 8 for a number
 */
export const copiesOf = (card: LinkoCard): number => (card === JOKER ? JOKER_COUNT : COPIES_PER_VALUE);

/**
 * The full deck in a fixed order (jokers first, then 1..13): 109 cards.
 * @returns a new array
 */
export const fullDeck = (): LinkoCard[] =>
  deckFromCounts(Array.from({ length: CARD_KINDS }, (_, card) => [card, copiesOf(card)] as const));

/** The 109 cards in the order of {@link fullDeck}, made once: the deal shuffles a copy, the checks read it. */
export const DECK: readonly LinkoCard[] = fullDeck();

/**
 * The number of cards in a set.
 * @param set - a set
 */
export const setSize = (set: LinkoSet): number => set.naturals + set.jokers;

/**
 * The cards of a set, number cards first.
 * @param set - a set
 * @returns a new array
 */
export function setCards(set: LinkoSet): LinkoCard[] {
  return [
    ...new Array<LinkoCard>(set.naturals).fill(set.value),
    ...new Array<LinkoCard>(set.jokers).fill(JOKER),
  ];
}

/**
 * Adds the cards of a set to counts by card, in place.
 * @param counts - counts by card (changed)
 * @param set - the set
 */
export function addSet(counts: number[], set: LinkoSet): void {
  if (set.naturals > 0) counts[set.value]! += set.naturals;
  counts[JOKER]! += set.jokers;
}

/**
 * Builds a set from its cards (A3): all number cards must show one value; jokers may be added.
 * @param cards - the cards played together
 * @returns the set, or `null` when the cards are empty or mix two values
 * @example
 * ```ts
 * setOf([6, 6, 6, 0]); // { value: 6, naturals: 3, jokers: 1 }
 * setOf([0, 0]);       // { value: 14, naturals: 0, jokers: 2 }
 * setOf([6, 7]);       // null
 * ```
 */
export function setOf(cards: readonly LinkoCard[]): LinkoSet | null {
  const naturals = cards.filter((c) => c !== JOKER);
  if (cards.length === 0 || naturals.some((c) => c !== naturals[0])) return null;
  return {
    value: naturals[0] ?? JOKER_SET_VALUE,
    naturals: naturals.length,
    jokers: cards.length - naturals.length,
  };
}

/**
 * The snatch predicate (§4.2): `attacker` snatches `target` when both hold the same number of cards and the
 * attacker's value is strictly higher. A joker-only set (14) is therefore never snatched (A2).
 * @param attacker - the set just played
 * @param target - an opponent's top set
 * @example
 * ```ts
 * snatches({ value: 14, naturals: 0, jokers: 2 }, { value: 13, naturals: 2, jokers: 0 }); // true
 * snatches({ value: 9, naturals: 2, jokers: 0 }, { value: 9, naturals: 1, jokers: 1 });   // false
 * ```
 */
export const snatches = (attacker: LinkoSet, target: LinkoSet): boolean =>
  setSize(attacker) === setSize(target) && attacker.value > target.value;
