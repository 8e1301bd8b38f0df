/**
 * Moves: one decision each (spec §3). Their types, their builders, their declared shape, and the interned place
 * moves: every place move is made once, frozen, so that `legalMoves` and `parseMove` allocate no move objects,
 * `validate` finds a move by identity, and a move key is a table lookup.
 * @module
 */
import {
  err,
  type Infer,
  isIntIn,
  ok,
  type Result,
  type RuleViolation,
  violation,
} from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { handIndices } from '../../core/view.js';
import {
  type BigFishCard,
  CARD_KINDS,
  COLOURS,
  cardIndex,
  cardValue,
  colourOf,
  compareCards,
  VALUES,
} from './cards.js';
import { MAX_ROWS } from './options.js';
import { CLAIMABLE_BONUSES, type ClaimableBonus } from './state.js';
import type { BigFishView } from './view.js';

/**
 * The declared shape of a move, and with it the move types (B-A13: rows are slots 0–4, from 0 in the data and from 1
 * for people; a plus choice names 1–5 cards; B and C are awarded only at the end, so a move never names them).
 */
export const MOVE_SHAPE = shape.variants({
  /** Place one card from the hand at the right end of a row (L1–L4): `{ type: 'place', colour: 'B', value: 4, row: 2 }` is `Blue 4 → row 3`. */
  place: {
    /** The card's colour. */
    colour: shape.literal(...COLOURS),
    /** The card's value. */
    value: shape.literal(...VALUES),
    /** The row, from 0 (the first row). */
    row: shape.int(0, MAX_ROWS - 1),
  },
  /** End the turn; allowed once at least one card was placed this turn (L3). */
  endTurn: {},
  /** Pick the plus cards of the completed row (V3): one card of each colour present, or two when all share one. */
  choosePlus: { cards: shape.array(shape.literal(...CARD_KINDS), { min: 1, max: 5 }) },
  /** Take one of several bonuses this take qualified for (V1, BON: at most one per turn): A or D–I. */
  chooseBonus: { bonus: shape.literal(...CLAIMABLE_BONUSES) },
});

/** Any Big Fish move (its shape is `MOVE_SHAPE`). @category Moves */
export type BigFishMove = Infer<typeof MOVE_SHAPE>;
/** Place one card from the hand at the right end of a row slot, from 0 (L1–L4). @category Moves */
export type PlaceMove = Extract<BigFishMove, { type: 'place' }>;
/** End the turn, once at least one card was placed (L3). @category Moves */
export type EndTurnMove = Extract<BigFishMove, { type: 'endTurn' }>;
/** Pick the plus cards of the completed row, sorted canonically (V3). @category Moves */
export type ChoosePlusMove = Extract<BigFishMove, { type: 'choosePlus' }>;
/** Take one of the bonuses this take qualified for (V1). @category Moves */
export type ChooseBonusMove = Extract<BigFishMove, { type: 'chooseBonus' }>;

/** The most plus cards a take can have: one per colour (spec S1). */
export const MAX_PLUS_CARDS = 5;

/**
 * The interned place moves by action integer, `kind × MAX_ROWS + row` (as the encoding numbers them), where `kind`
 * is the card's `cardIndex` (0–29): made once, frozen.
 */
export const PLACE_MOVES: readonly PlaceMove[] = CARD_KINDS.flatMap((card) =>
  Array.from({ length: MAX_ROWS }, (_, row) =>
    Object.freeze({ type: 'place', colour: colourOf(card), value: cardValue(card), row } as const),
  ),
);

/**
 * The interned move that places `card` on row slot `row`, unchecked.
 * @param card - a card
 * @param row - a row slot, 0 to `MAX_ROWS − 1`
 */
export const placeOf = (card: BigFishCard, row: number): PlaceMove =>
  PLACE_MOVES[cardIndex(card) * MAX_ROWS + row]!;

/**
 * Builds a place move: `card` at the right end of row slot `row` (from 0). Returns the one interned object for that
 * move, the same that `legalMoves` lists.
 * @param card - the card, e.g. `'B4'` (Blue 4)
 * @param row - the row slot, from 0 (`Blue 4 → row 3` is `placeMove('B4', 2)`)
 * @returns the move, frozen
 * @throws RangeError when `card` is not a card or `row` is not a slot 0–4
 * @example
 * ```ts
 * placeMove('B4', 2); // { type: 'place', colour: 'B', value: 4, row: 2 }, written 'Blue 4 → row 3'
 * ```
 * @category Moves
 */
export function placeMove(card: BigFishCard, row: number): PlaceMove {
  if (!CARD_KINDS.includes(card))
    throw new RangeError(`placeMove: ${String(card)} is not a card such as 'B4'`);
  if (!isIntIn(row, 0, MAX_ROWS - 1))
    throw new RangeError(`placeMove: row slot ${row} is not 0–${MAX_ROWS - 1}`);
  return placeOf(card, row);
}

/** The end-turn move, made once. */
export const END_TURN: EndTurnMove = Object.freeze({ type: 'endTurn' });

/**
 * Builds the end-turn move (one shared frozen object).
 * @returns `{ type: 'endTurn' }`
 * @example
 * ```ts
 * endTurnMove(); // { type: 'endTurn' }, written 'end turn'
 * ```
 * @category Moves
 */
export function endTurnMove(): EndTurnMove {
  return END_TURN;
}

/**
 * Builds a choose-plus move (the cards are sorted into their canonical order).
 * @param cards - the plus cards: one of each colour in the row, or two when the row is all one colour
 * @returns the move
 * @example
 * ```ts
 * choosePlusMove(['Y6', 'R2', 'G1']); // { type: 'choosePlus', cards: ['R2', 'Y6', 'G1'] }
 * ```
 * @category Moves
 */
export function choosePlusMove(cards: readonly BigFishCard[]): ChoosePlusMove {
  return { type: 'choosePlus', cards: cards.slice().sort(compareCards) };
}

/**
 * Builds a choose-bonus move.
 * @param bonus - the bonus: A or D–I
 * @returns the move
 * @example
 * ```ts
 * chooseBonusMove('D'); // { type: 'chooseBonus', bonus: 'D' }, written 'bonus D'
 * ```
 * @category Moves
 */
export function chooseBonusMove(bonus: ClaimableBonus): ChooseBonusMove {
  return { type: 'chooseBonus', bonus };
}

/**
 * The card a place move names.
 * @param m - a place move
 */
export function placedCard(m: PlaceMove): BigFishCard {
  return `${m.colour}${m.value}`;
}

/**
 * A move of the declared shape in its normal form: the interned place or end-turn move, plus cards sorted (and
 * refused unless one per colour or two of one colour, V3), a fresh choose-bonus move.
 * @param move - a move whose shape holds
 * @returns the move, or a `BAD_SHAPE` violation
 */
export function normalizeMove(move: BigFishMove): Result<BigFishMove, RuleViolation> {
  switch (move.type) {
    case 'place':
      return ok(placeOf(placedCard(move), move.row));
    case 'endTurn':
      return ok(END_TURN);
    case 'choosePlus': {
      const cards = move.cards.slice().sort(compareCards);
      const colours = new Set(cards.map(colourOf)).size; // 1–5 cards of distinct colours, or two of one colour
      return cards.length > 0 && (colours === cards.length || (cards.length === 2 && colours === 1))
        ? ok({ type: 'choosePlus', cards })
        : err(
            violation('BAD_SHAPE', null, 'plus cards are one per colour, or two of a single colour', 'cards'),
          );
    }
    case 'chooseBonus':
      return ok({ type: 'chooseBonus', bonus: move.bonus });
  }
}

/**
 * The index into `view.hand` of the card a place move puts on a row. Ending the turn and the plus and bonus choices
 * use no card of the hand (plus cards come from the row).
 * @param view - the viewer's view
 * @param move - a move of the viewer
 * @returns `[index]` for a place move, else `[]`
 * @category Moves
 */
export function cardsOfMove(view: BigFishView, move: BigFishMove): readonly number[] {
  return move.type === 'place' ? handIndices(view.hand, [placedCard(move)]) : [];
}
