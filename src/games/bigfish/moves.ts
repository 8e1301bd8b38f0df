/**
 * Moves: one decision each (spec §3). Their types, their builders, `parseMove` for moves from outside, and the
 * interned place moves: every place move is made once, frozen, so that `legalMoves` and `parseMove` allocate no move
 * objects, `validate` finds a move by identity, and a move key is a table lookup.
 * @module
 */
import {
  err,
  extraKeys,
  isIntIn,
  isPlainObject,
  type Ok,
  ok,
  type Result,
  type RuleViolation,
  violation,
} from '../../core/index.js';
import {
  type BigFishCard,
  CARD_KINDS,
  COLOUR_INDEX_BY_CODE,
  type Colour,
  cardIndex,
  colourOf,
  compareCards,
  isCard,
  isColour,
  type Value,
} from './cards.js';
import { MAX_ROWS } from './options.js';
import type { ClaimableBonus } from './state.js';

/**
 * Place one card from the hand at the right end of a row (spec L1–L4). Rows are numbered from 0 in the data and from
 * 1 for people (`Blue 4 → row 3` is `{ type: 'place', colour: 'B', value: 4, row: 2 }`).
 * @category Moves
 */
export interface PlaceMove {
  /** Discriminant. */
  readonly type: 'place';
  /** The card's colour: `R`ed, `Y`ellow, `G`reen, `B`lue or `P`urple. */
  readonly colour: Colour;
  /** The card's value, 1–6. */
  readonly value: Value;
  /** The row slot, from 0 (people count rows from 1). */
  readonly row: number;
}

/** End the turn; allowed once at least one card was placed this turn (spec L3). @category Moves */
export interface EndTurnMove {
  /** Discriminant. */
  readonly type: 'endTurn';
}

/**
 * Pick the plus cards of the completed row (option `plusSelection: 'playerChoice'`, spec V3): one card of each colour
 * present, or two when all cards share one colour. Sorted canonically.
 * @category Moves
 */
export interface ChoosePlusMove {
  /** Discriminant. */
  readonly type: 'choosePlus';
  /** The cards that go to the plus pile. */
  readonly cards: readonly BigFishCard[];
}

/** Take one of several bonuses this take qualified for (spec V1, BON: at most one per turn). @category Moves */
export interface ChooseBonusMove {
  /** Discriminant. */
  readonly type: 'chooseBonus';
  /** The bonus taken: A or D–I. */
  readonly bonus: ClaimableBonus;
}

/** Any Big Fish move. @category Moves */
export type BigFishMove = PlaceMove | EndTurnMove | ChoosePlusMove | ChooseBonusMove;

/** The most plus cards a take can have: one per colour (spec S1). */
export const MAX_PLUS_CARDS = 5;

/** The bonuses a move may name. */
export const CLAIMABLE_BONUSES: readonly ClaimableBonus[] = ['A', 'D', 'E', 'F', 'G', 'H', 'I'];

/** Place moves by `kind × MAX_ROWS + row`, where `kind` is the card's `cardIndex` (0–29): made once, frozen. */
const PLACE_MOVES: PlaceMove[] = [];
/** Their move keys (`R3@1`), same indices. */
const PLACE_KEYS: string[] = [];
for (let kind = 0; kind < CARD_KINDS.length; kind++) {
  const card = CARD_KINDS[kind]!;
  for (let row = 0; row < MAX_ROWS; row++) {
    const colour = colourOf(card);
    const value = (card.charCodeAt(1) - 48) as Value;
    PLACE_MOVES[kind * MAX_ROWS + row] = Object.freeze({ type: 'place', colour, value, row });
    PLACE_KEYS[kind * MAX_ROWS + row] = `${card}@${row}`;
  }
}

/** The parse result of each interned place move (frozen, shared): `parseMove` of a move `legalMoves` listed. */
const PARSED = new WeakMap<object, Ok<PlaceMove>>();
for (const m of PLACE_MOVES) PARSED.set(m, Object.freeze(ok(m)));

/**
 * The kind index (0–29) of a colour and a value, as `cardIndex` gives for the card.
 * @param colour - the colour
 * @param value - the value
 */
export function kindOf(colour: Colour, value: Value): number {
  return COLOUR_INDEX_BY_CODE[colour.charCodeAt(0)]! * 6 + value - 1;
}

/**
 * The interned place move of an action integer below `30 × MAX_ROWS` (`kind × MAX_ROWS + row`, as the encoding
 * numbers place moves).
 * @param action - the action
 */
export function placeMoveOfAction(action: number): PlaceMove {
  return PLACE_MOVES[action]!;
}

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
  if (!isCard(card)) throw new RangeError(`placeMove: ${String(card)} is not a card such as 'B4'`);
  if (!isIntIn(row, 0, MAX_ROWS - 1))
    throw new RangeError(`placeMove: row slot ${row} is not 0–${MAX_ROWS - 1}`);
  return PLACE_MOVES[cardIndex(card) * MAX_ROWS + row]!;
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
 * Whether a plus selection has a legal shape: 1–5 cards of distinct colours, or exactly two cards of one colour.
 * @param cards - sorted cards
 */
export function isPlusShape(cards: readonly BigFishCard[]): boolean {
  if (cards.length === 0 || cards.length > MAX_PLUS_CARDS) return false;
  const colours = new Set(cards.map(colourOf));
  if (colours.size === cards.length) return true;
  return cards.length === 2 && colours.size === 1;
}

/**
 * A short key equal for equal (normalized) moves, cheaper than their canonical JSON: `R3@1`, `end`, `+B5,R2`, `!D`.
 * @param m - a normalized move (from `legalMoves` or `parseMove`)
 * @returns the key
 */
export function moveKey(m: BigFishMove): string {
  switch (m.type) {
    case 'place':
      return PLACE_KEYS[kindOf(m.colour, m.value) * MAX_ROWS + m.row]!;
    case 'endTurn':
      return 'end';
    case 'choosePlus':
      return `+${m.cards.join(',')}`;
    case 'chooseBonus':
      return `!${m.bonus}`;
  }
}

/** The parse result of {@link END_TURN} itself (frozen, shared). */
const PARSED_END_TURN: Result<BigFishMove, RuleViolation> = Object.freeze(ok(END_TURN));

const bad = (message: string, path?: string): Result<BigFishMove, RuleViolation> =>
  err(violation('BAD_SHAPE', null, message, path));

/**
 * Checks the shape of a move from outside and returns it normalized (the interned place move, sorted plus cards).
 * Never throws.
 * @param input - anything
 * @returns the move, or a `BAD_SHAPE` violation
 * @example
 * ```ts
 * parseMove({ row: 2, value: 4, colour: 'B', type: 'place' }); // ok({ type: 'place', colour: 'B', value: 4, row: 2 })
 * ```
 */
export function parseMove(input: unknown): Result<BigFishMove, RuleViolation> {
  const interned = PARSED.get(input as object); // a move from `legalMoves`, handed back: already in normal form
  if (interned !== undefined) return interned;
  if (input === END_TURN) return PARSED_END_TURN;
  if (!isPlainObject(input)) return bad('a move is an object with a type');
  switch (input.type) {
    case 'place': {
      const extra = extraKeys(input, ['type', 'colour', 'value', 'row']);
      if (extra.length > 0) return bad(`unexpected field ${extra[0]}`, extra[0]);
      if (!isColour(input.colour)) return bad('colour must be one of R, Y, G, B, P', 'colour');
      if (!isIntIn(input.value, 1, 6)) return bad('value must be an integer 1–6', 'value');
      if (!isIntIn(input.row, 0, MAX_ROWS - 1))
        return bad(`row must be a row slot 0–${MAX_ROWS - 1} (rows 1–${MAX_ROWS} for people)`, 'row');
      return ok(PLACE_MOVES[kindOf(input.colour, input.value as Value) * MAX_ROWS + input.row]!);
    }
    case 'endTurn': {
      const extra = extraKeys(input, ['type']);
      if (extra.length > 0) return bad(`unexpected field ${extra[0]}`, extra[0]);
      return ok(END_TURN);
    }
    case 'choosePlus': {
      const extra = extraKeys(input, ['type', 'cards']);
      if (extra.length > 0) return bad(`unexpected field ${extra[0]}`, extra[0]);
      const cards = input.cards;
      // Sizes first: nothing here does work in proportion to a long list (a plus choice is 1–5 cards).
      if (!Array.isArray(cards) || cards.length === 0 || cards.length > MAX_PLUS_CARDS)
        return bad(`cards must be an array of 1–${MAX_PLUS_CARDS} cards like "B5"`, 'cards');
      if (!cards.every(isCard)) return bad('cards must be an array of cards like "B5"', 'cards');
      const sorted = (cards as BigFishCard[]).slice().sort(compareCards);
      if (!isPlusShape(sorted)) {
        return bad('plus cards are one per colour, or two of a single colour', 'cards');
      }
      return ok({ type: 'choosePlus', cards: sorted });
    }
    case 'chooseBonus': {
      const extra = extraKeys(input, ['type', 'bonus']);
      if (extra.length > 0) return bad(`unexpected field ${extra[0]}`, extra[0]);
      if (!(CLAIMABLE_BONUSES as readonly unknown[]).includes(input.bonus)) {
        return bad('bonus must be one of A, D, E, F, G, H, I (B and C are only awarded at the end)', 'bonus');
      }
      return ok({ type: 'chooseBonus', bonus: input.bonus as ClaimableBonus });
    }
    default:
      return bad('type must be place, endTurn, choosePlus or chooseBonus', 'type');
  }
}
