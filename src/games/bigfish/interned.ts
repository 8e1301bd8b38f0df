/**
 * Big Fish's place moves made once (internal, not part of the public surface): every place move as a frozen object,
 * and its move key in a table, so that `legalMoves` and `parseMove` allocate no move objects, `validate` finds the
 * move by identity, and a move key is a table lookup instead of a string built per call.
 * @module
 */
import { type Ok, ok } from '../../core/index.js';
import type { Colour, Value } from './cards.js';
import type { PlaceMove } from './moves.js';
import { MAX_ROWS } from './options.js';

const COLOURS: readonly Colour[] = ['R', 'Y', 'G', 'B', 'P'];

/** Place moves by `kind × MAX_ROWS + row`, where `kind = colour index × 6 + value − 1` (the card's `cardIndex`). */
const PLACE_MOVES: PlaceMove[] = [];
/** Their move keys (`R3@1`), same indices. */
const PLACE_KEYS: string[] = [];
for (let col = 0; col < 5; col++) {
  for (let v = 1; v <= 6; v++) {
    for (let row = 0; row < MAX_ROWS; row++) {
      const i = ((col * 6 + v - 1) * MAX_ROWS + row) as number;
      const colour = COLOURS[col]!;
      PLACE_MOVES[i] = Object.freeze({ type: 'place', colour, value: v as Value, row });
      PLACE_KEYS[i] = `${colour}${v}@${row}`;
    }
  }
}

/** The parse result of each interned move (frozen, shared): `parseMove` of a move `legalMoves` listed. */
const PARSED = new WeakMap<object, Ok<PlaceMove>>();
for (const m of PLACE_MOVES) PARSED.set(m, Object.freeze(ok(m)));

/**
 * `parseMove`'s result for an interned place move given back as is (the common case: a move taken from
 * `legalMoves`), or `undefined` for anything else.
 * @param input - anything
 */
export function parsedPlaceMove(input: unknown): Ok<PlaceMove> | undefined {
  return PARSED.get(input as object);
}

/** Colour index by a colour letter's char code. */
const COLOUR_OF_CODE = new Int8Array(128);
for (let col = 0; col < 5; col++) COLOUR_OF_CODE[COLOURS[col]!.charCodeAt(0)] = col;

/**
 * The place move of card kind `kind` (its `cardIndex`, 0–29) on `row`, made once and frozen.
 * @param kind - the card's kind index
 * @param row - the row slot, 0 ≤ row < MAX_ROWS
 */
export function placeMoveOf(kind: number, row: number): PlaceMove {
  return PLACE_MOVES[kind * MAX_ROWS + row]!;
}

/**
 * The place move of an action integer below `30 × MAX_ROWS` (`kind × MAX_ROWS + row`, as `encodeMove` numbers it),
 * made once and frozen.
 * @param action - the action
 */
export function placeMoveOfAction(action: number): PlaceMove {
  return PLACE_MOVES[action]!;
}

/**
 * The kind index (0–29) of a colour and a value, as `cardIndex` gives for the card.
 * @param colour - the colour
 * @param value - the value
 */
export function kindOf(colour: Colour, value: Value): number {
  return COLOUR_OF_CODE[colour.charCodeAt(0)]! * 6 + value - 1;
}

/**
 * The key of a place move (`R3@1`), read from a table.
 * @param m - a place move
 */
export function placeKey(m: PlaceMove): string {
  return PLACE_KEYS[kindOf(m.colour, m.value) * MAX_ROWS + m.row]!;
}
