/**
 * Linko's moves made once (internal, not part of the public surface): every play and display draw as a frozen
 * object, and each move's text ({@link formatMove}) in a table, so `legalMoves` allocates no move objects and the
 * move key that `validate` compares is a table lookup instead of a string built per legal move.
 * @module
 */
import { COPIES_PER_VALUE, JOKER_COUNT, MAX_VALUE } from './cards.js';
import {
  type DrawDisplayMove,
  drawDisplay,
  formatMove,
  type LinkoMove,
  type PlayMove,
  play,
} from './moves.js';

const JOKER_SLOTS = JOKER_COUNT + 1;
const VALUE_SLOTS = (COPIES_PER_VALUE + 1) * JOKER_SLOTS;

/** The index of a play in {@link PLAYS} (value `null` counts as 0). */
function playIndex(value: number | null, naturals: number, jokers: number): number {
  return (value ?? 0) * VALUE_SLOTS + naturals * JOKER_SLOTS + jokers;
}

const PLAYS: PlayMove[] = [];
const PLAY_KEYS: string[] = [];
for (let v = 0; v <= MAX_VALUE; v++) {
  for (let k = 0; k <= COPIES_PER_VALUE; k++) {
    for (let j = 0; j <= JOKER_COUNT; j++) {
      const m = Object.freeze(play(v === 0 ? null : v, k, j));
      PLAYS[playIndex(m.value, k, j)] = m;
      PLAY_KEYS[playIndex(m.value, k, j)] = formatMove(m);
    }
  }
}
const DRAWS: DrawDisplayMove[] = [];
const DRAW_KEYS: string[] = [];
for (let c = 0; c <= MAX_VALUE; c++) {
  const m = Object.freeze(drawDisplay(c));
  DRAWS[c] = m;
  DRAW_KEYS[c] = formatMove(m);
}

/**
 * The play move `value`/`naturals`/`jokers`, made once and frozen (the same data as {@link play}).
 * @param value - 1..13, or `null` for jokers alone
 * @param naturals - 0..8
 * @param jokers - 0..5
 */
export function playOf(value: number | null, naturals: number, jokers: number): PlayMove {
  return PLAYS[playIndex(value, naturals, jokers)]!;
}

/**
 * The display draw of `card`, made once and frozen (the same data as {@link drawDisplay}).
 * @param card - 0 (joker) or 1..13
 */
export function drawOf(card: number): DrawDisplayMove {
  return DRAWS[card]!;
}

/**
 * The text of a canonical move, as {@link formatMove} writes it, read from a table (plays and display draws).
 * @param move - a canonical move (from `parseMove` or `legalMoves`)
 */
export function moveKey(move: LinkoMove): string {
  switch (move.type) {
    case 'play':
      return PLAY_KEYS[playIndex(move.value, move.naturals, move.jokers)]!;
    case 'drawDisplay':
      return DRAW_KEYS[move.card]!;
    default:
      return formatMove(move);
  }
}
