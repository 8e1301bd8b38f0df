/**
 * Taking a completed row: the plus/minus split (spec S1–S2, V3) and the bonus conditions (spec BON).
 * @module
 */
import type { Seat } from '../../core/index.js';
import {
  type BigFishCard,
  CARD_KINDS,
  COLOURS,
  cardIndex,
  cardValue,
  colourOf,
  removeCard,
  sortCards,
  sumValues,
} from './cards.js';
import { type BigFishState, BONUS_IDS, type BonusId, type ClaimableBonus } from './state.js';

/** Points of each bonus card (spec §1): A–E 10, F–I 7. @category Bonuses */
export const BONUS_POINTS = Object.fromEntries(BONUS_IDS.map((id) => [id, id <= 'E' ? 10 : 7])) as Readonly<
  Record<BonusId, number>
>;

/** A row taken, split into plus and minus cards. @category Take */
export interface Take {
  /** All the cards of the row. */
  readonly cards: readonly BigFishCard[];
  /** The plus cards. */
  readonly plus: readonly BigFishCard[];
  /** The minus cards. */
  readonly minus: readonly BigFishCard[];
}

/**
 * The forced plus cards of a row (spec S1: the highest card of each colour; S2: the two highest when all cards share
 * one colour). Ties: one copy goes to plus (B-A5; copies are interchangeable).
 * @param cards - the row
 * @returns the plus cards, sorted
 * @example
 * ```ts
 * highestPlus(['B1', 'B4', 'B5', 'B2', 'B4']); // ['B4', 'B5']
 * ```
 * @category Take
 */
export function highestPlus(cards: readonly BigFishCard[]): BigFishCard[] {
  // Per colour, the highest kind index (kind indices order cards by colour, then value).
  const top = TOP_KIND.fill(-1);
  let colours = 0;
  for (let i = 0; i < cards.length; i++) {
    const k = cardIndex(cards[i]!);
    const col = (k / 6) | 0;
    if (top[col]! < 0) colours++;
    if (k > top[col]!) top[col] = k;
  }
  if (colours === 1) return sortCards(cards).slice(-2); // one colour: its two highest cards (or the one card)
  // Several colours: the highest card of each colour, in colour order (sorted).
  const plus: BigFishCard[] = [];
  for (let col = 0; col < 5; col++) if (top[col]! >= 0) plus.push(CARD_KINDS[top[col]!]!);
  return plus;
}

/** Scratch for `highestPlus`: the highest kind index per colour, or -1. */
const TOP_KIND = new Int8Array(5);

/**
 * Every plus selection the taker may choose under `plusSelection: 'playerChoice'` (spec V3): one card of each colour
 * (two when all one colour), distinct selections only, in a stable order.
 * @param cards - the row
 * @returns sorted selections
 * @category Take
 */
export function plusSelections(cards: readonly BigFishCard[]): BigFishCard[][] {
  const sorted = sortCards(cards);
  const kinds = sorted.filter((c, i) => c !== sorted[i - 1]); // distinct, by colour then value
  if (kinds.every((c) => colourOf(c) === colourOf(kinds[0]!))) {
    if (sorted.length < 2) return [sorted];
    // S2: two cards of the one colour; two of a kind only when the row has two copies
    const twice = (c: BigFishCard) => sorted.indexOf(c) !== sorted.lastIndexOf(c);
    return kinds.flatMap((a, i) => kinds.slice(i).flatMap((b) => (b !== a || twice(a) ? [[a, b]] : [])));
  }
  let acc: BigFishCard[][] = [[]]; // S1: one card of each colour present, colours in their order
  for (const colour of COLOURS) {
    const options = kinds.filter((c) => colourOf(c) === colour);
    if (options.length > 0) acc = acc.flatMap((prefix) => options.map((o) => [...prefix, o]));
  }
  return acc;
}

/**
 * Splits a row given its plus cards.
 * @param cards - the row
 * @param plus - the plus cards (a sub-multiset of `cards`)
 * @category Take
 */
export function splitRow(cards: readonly BigFishCard[], plus: readonly BigFishCard[]): Take {
  const minus = cards.slice();
  for (const c of plus) removeCard(minus, c); // one copy of each plus card leaves the row
  return { cards: cards.slice(), plus: sortCards(plus), minus: sortCards(minus) };
}

/**
 * Whether a take meets a bonus's condition (spec BON). Availability is not checked here, except that A never
 * qualifies for its own holder (B-A21).
 * @param id - a claimable bonus
 * @param take - the take
 * @param taker - who takes
 * @param aHolder - who holds A now
 * @category Bonuses
 */
export function meetsCondition(id: ClaimableBonus, take: Take, taker: Seat, aHolder: Seat | null): boolean {
  const values: readonly number[] = take.cards.map(cardValue);
  const colours = new Set(take.cards.map(colourOf));
  switch (id) {
    case 'A': // BON A: a value-1 card went to plus, and the taker does not hold A already
      return take.plus.some((c) => cardValue(c) === 1) && aHolder !== taker;
    case 'D': // BON D: four consecutive values among the distinct values (B-A19): 1–4, 2–5 or 3–6
      return [1, 2, 3].some((low) => [0, 1, 2, 3].every((step) => values.includes(low + step)));
    case 'E': // BON E: this take's minus sum exceeds its plus sum (B-A11)
      return sumValues(take.minus) > sumValues(take.plus);
    case 'F': // BON F: this take's sums are equal (B-A11)
      return sumValues(take.minus) === sumValues(take.plus);
    case 'G': // BON G: only values 1, 2, 3
      return values.every((v) => v <= 3);
    case 'H': // BON H: one colour
      return colours.size === 1;
    case 'I': // BON I: exactly two colours (B-A20)
      return colours.size === 2;
  }
}

/**
 * The bonuses a take qualifies for now (spec BON's set Q): in play, available (D–I unclaimed; A anywhere but with the
 * taker), and condition met. In the order the bonuses lie on the table.
 * @param state - the state (its `bonuses`)
 * @param take - the take
 * @param taker - who takes
 * @category Bonuses
 */
export function qualifyingBonuses(
  state: Pick<BigFishState, 'bonuses'>,
  take: Take,
  taker: Seat,
): ClaimableBonus[] {
  const aHolder = state.bonuses.find((b) => b.id === 'A')?.holder ?? null;
  const out: ClaimableBonus[] = [];
  for (const b of state.bonuses) {
    if (b.id === 'B' || b.id === 'C') continue; // B and C are never in Q
    if (b.id !== 'A' && b.holder !== null) continue; // D–I: once claimed, gone (spec BON)
    if (meetsCondition(b.id, take, taker, aHolder)) out.push(b.id);
  }
  return out;
}
