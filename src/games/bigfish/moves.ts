/**
 * Moves: one decision each. Parsing from outside input, and a compact text notation.
 * @module
 */
import {
  err,
  extraKeys,
  isIntIn,
  isPlainObject,
  ok,
  type Result,
  type RuleViolation,
  violation,
} from '../../core/index.js';
import { type Card, type Colour, colourOf, compareCards, isCard, isColour, type Value } from './cards.js';
import { kindOf, parsedPlaceMove, placeMoveOf } from './interned.js';
import { MAX_ROWS } from './options.js';
import type { ClaimableBonus } from './state.js';

/** Place one card from the hand at the right end of a row (spec L1–L4). @category Moves */
export interface PlaceMove {
  /** Discriminant. */
  readonly type: 'place';
  /** The card's colour. */
  readonly colour: Colour;
  /** The card's value. */
  readonly value: Value;
  /** The row slot, 0-based. */
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
  readonly cards: readonly Card[];
}

/** Take one of several bonuses this take qualified for (spec BON, at most one per take). @category Moves */
export interface ChooseBonusMove {
  /** Discriminant. */
  readonly type: 'chooseBonus';
  /** The bonus taken. */
  readonly bonus: ClaimableBonus;
}

/** Any Big Fish move. @category Moves */
export type BigFishMove = PlaceMove | EndTurnMove | ChoosePlusMove | ChooseBonusMove;

/** The bonuses a move may name. @category Moves */
export const CLAIMABLE_BONUSES: readonly ClaimableBonus[] = ['A', 'D', 'E', 'F', 'G', 'H', 'I'];

/**
 * Builds a place move.
 * @param c - the card
 * @param row - the row slot
 * @example
 * ```ts
 * place('B4', 2); // { type: 'place', colour: 'B', value: 4, row: 2 }
 * ```
 * @category Moves
 */
export function place(c: Card, row: number): PlaceMove {
  return { type: 'place', colour: colourOf(c), value: (c.charCodeAt(1) - 48) as Value, row };
}

/** The end-turn move. @category Moves */
export const END_TURN: EndTurnMove = Object.freeze({ type: 'endTurn' });

/**
 * Builds a choose-plus move (sorts the cards).
 * @param cards - the plus cards
 * @category Moves
 */
export function choosePlus(cards: readonly Card[]): ChoosePlusMove {
  return { type: 'choosePlus', cards: cards.slice().sort(compareCards) };
}

/**
 * Builds a choose-bonus move.
 * @param bonus - the bonus
 * @category Moves
 */
export function chooseBonus(bonus: ClaimableBonus): ChooseBonusMove {
  return { type: 'chooseBonus', bonus };
}

/**
 * The card a place move names.
 * @param m - a place move
 * @category Moves
 */
export function placedCard(m: PlaceMove): Card {
  return `${m.colour}${m.value}`;
}

/**
 * Whether a plus selection has a legal shape: 1–5 cards of distinct colours, or exactly two cards of one colour.
 * @param cards - sorted cards
 * @category Moves
 */
export function isPlusShape(cards: readonly Card[]): boolean {
  if (cards.length === 0 || cards.length > 5) return false;
  const colours = new Set(cards.map(colourOf));
  if (colours.size === cards.length) return true;
  return cards.length === 2 && colours.size === 1;
}

/** The parse result of {@link END_TURN} itself (frozen, shared). */
const PARSED_END_TURN: Result<BigFishMove, RuleViolation> = Object.freeze(ok(END_TURN));

const bad = (message: string, path?: string): Result<BigFishMove, RuleViolation> =>
  err(violation('BAD_SHAPE', null, message, path));

/**
 * Checks the shape of a move from outside and returns it normalized (fixed key order). Never throws.
 * @param input - anything
 * @returns the move, or a `BAD_SHAPE` violation
 * @example
 * ```ts
 * parseMove({ row: 2, value: 4, colour: 'B', type: 'place' }); // ok({ type: 'place', colour: 'B', value: 4, row: 2 })
 * ```
 * @category Moves
 */
export function parseMove(input: unknown): Result<BigFishMove, RuleViolation> {
  const interned = parsedPlaceMove(input); // a move from `legalMoves`, handed back: already in normal form
  if (interned !== undefined) return interned;
  if (input === END_TURN) return PARSED_END_TURN;
  if (!isPlainObject(input)) return bad('a move is an object with a type');
  switch (input.type) {
    case 'place': {
      const extra = extraKeys(input, ['type', 'colour', 'value', 'row']);
      if (extra.length > 0) return bad(`unexpected field ${extra[0]}`, extra[0]);
      if (!isColour(input.colour)) return bad('colour must be one of R, Y, G, B, P', 'colour');
      if (!isIntIn(input.value, 1, 6)) return bad('value must be an integer 1–6', 'value');
      if (!isIntIn(input.row, 0, MAX_ROWS - 1)) return bad(`row must be an integer 0–${MAX_ROWS - 1}`, 'row');
      return ok(placeMoveOf(kindOf(input.colour, input.value as Value), input.row)); // the interned move
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
      if (!Array.isArray(cards) || !cards.every(isCard))
        return bad('cards must be an array of cards like "B5"', 'cards');
      const sorted = (cards as Card[]).slice().sort(compareCards);
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

/**
 * A compact text form: `B4>2` (blue 4 on row 2), `end`, `plus B4,B5`, `bonus D`.
 * @param m - a move
 * @category Moves
 */
export function formatMove(m: BigFishMove): string {
  switch (m.type) {
    case 'place':
      return `${m.colour}${m.value}>${m.row}`;
    case 'endTurn':
      return 'end';
    case 'choosePlus':
      return `plus ${m.cards.join(',')}`;
    case 'chooseBonus':
      return `bonus ${m.bonus}`;
  }
}
