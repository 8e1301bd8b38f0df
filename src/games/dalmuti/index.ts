/**
 * `cardrules/dalmuti`: The Great Dalmuti, complete, with every optional rule of the spec as an option.
 *
 * ```ts
 * import { dalmuti } from 'cardrules/dalmuti';
 * let s = dalmuti.setup({ seats: 5, seed: 42, hands: 20, scoring: true });
 * while (!dalmuti.isOver(s)) s = dalmuti.applyMove(s, dalmuti.legalMoves(s)[0]!);
 * dalmuti.winners(s);
 * ```
 * @module dalmuti
 */
import { defineGame, type Result, type StateError } from '../../core/index.js';
import { checkState } from './check.js';
import { encodeMove, encoding } from './encoding.js';
import type { DalmutiEvent } from './events.js';
import { heuristic } from './heuristic.js';
import { hidden } from './hidden.js';
import {
  explain,
  legalActionsInto,
  legalMovesInto,
  legalMoves as legalOf,
  toAct as toActOf,
} from './legal.js';
import { type DalmutiMove, formatMove, parseMove } from './moves.js';
import { normalizeOptions } from './options.js';
import { buildPosition, type Position } from './position.js';
import { apply, setup as setupFields } from './rules.js';
import { matchWinners, score as scoreOf } from './score.js';
import type { DalmutiOptions, DalmutiState } from './state.js';
import { type DalmutiView, view as viewOf } from './view.js';

/**
 * The Great Dalmuti as a `Game` (see `cardrules/core`): 4–8 seats (9–13 with `allowLargeTables`).
 * @example
 * ```ts
 * const s0 = dalmuti.setup({ seats: 6, seed: 'table-1', hands: 20, scoring: true, bonusPoints: true });
 * dalmuti.toAct(s0);      // the seat deciding now
 * dalmuti.legalMoves(s0); // e.g. [{ type: 'gift', ranks: [1, 2] }, ...] or plays
 * ```
 * @category Dalmuti
 */
export const dalmuti = defineGame<DalmutiState, DalmutiMove, DalmutiView, DalmutiOptions, DalmutiEvent>({
  immerDraft: true,
  id: 'dalmuti',
  name: 'The Great Dalmuti',
  version: 1,
  seats: { min: 4, max: 13 },
  normalizeOptions,
  setup: setupFields,
  toAct: toActOf,
  legalMoves: legalOf,
  legalMovesInto,
  legalActionsInto,
  parseMove,
  explain,
  moveKey: (move) => String(encodeMove(move)),
  apply,
  score: scoreOf,
  winners: matchWinners,
  view: viewOf,
  checkState,
  formatMove,
  hidden,
  encoding,
  heuristic,
});

/** Deals a new match: `setup({ seats, seed, ...options })`. Bound from {@link dalmuti}. @category Dalmuti */
export const setup = dalmuti.setup;
/** Who decides now (`null` when over). Bound from {@link dalmuti}. @category Dalmuti */
export const toAct = dalmuti.toAct;
/** Every legal move of the seat to act. Bound from {@link dalmuti}. @category Dalmuti */
export const legalMoves = dalmuti.legalMoves;
/** Applies a move immutably (throws on an illegal one). Bound from {@link dalmuti}. @category Dalmuti */
export const applyMove = dalmuti.applyMove;
/** Applies a move and returns its events too. Bound from {@link dalmuti}. @category Dalmuti */
export const applyMoveWithEvents = dalmuti.applyMoveWithEvents;
/** Checks a move from outside; never throws. Bound from {@link dalmuti}. @category Dalmuti */
export const validate = dalmuti.validate;
/** Validates a saved state. Bound from {@link dalmuti}. @category Dalmuti */
export const loadState = dalmuti.loadState;
/** Whether the match is over. Bound from {@link dalmuti}. @category Dalmuti */
export const isOver = dalmuti.isOver;
/** Per seat, the match score so far. Bound from {@link dalmuti}. @category Dalmuti */
export const score = dalmuti.score;
/** The winners (ties share). Bound from {@link dalmuti}. @category Dalmuti */
export const winners = dalmuti.winners;
/** What a seat (or a spectator, `null`) sees. Bound from {@link dalmuti}. @category Dalmuti */
export const view = dalmuti.view;

/**
 * Builds a state from an explicit position (hands, ranks, table, whose turn…) and validates it like `loadState`.
 * @param position - the position
 * @returns the state, or every problem found
 * @example
 * ```ts
 * // Scenario: P0 leads a lone Jester; P1 holds a 12.
 * const r = fromPosition({ seats: 4, hands: [[13, 5], [12, 3], [13, 7], [9]] });
 * if (r.ok) dalmuti.applyMove(r.value, playMove(13, 0, 1));
 * ```
 * @category Position
 */
export function fromPosition(position: Position): Result<DalmutiState, StateError> {
  const built = buildPosition(position);
  return built.ok ? dalmuti.loadState(JSON.parse(JSON.stringify(built.value))) : built;
}

export {
  cardsFromCounts,
  countsFromCards,
  dealSizes,
  deckCounts,
  handSize,
  JESTER,
  LOWEST_RANK,
  RANK_NAMES,
  RANK_SLOTS,
  type Role,
  rankLabel,
  roleAt,
  worstRank,
} from './cards.js';
export { checkState } from './check.js';
export { ACTION_COUNT, decodeMove, encodeMove, OBSERVATION_SIZE, observe } from './encoding.js';
export * from './events.js';
export { runSeatDraw, type SeatDraw, seatDrawOrder, tiedSeats, tributeOf } from './hand.js';
export { heuristic } from './heuristic.js';
export { sampleState, shuffleHidden } from './hidden.js';
export { addSeat, addSeatOrThrow, whyNoJoin } from './join.js';
export { explain, joinSlots, playMoves } from './legal.js';
export * from './moves.js';
export { normalizeOptions } from './options.js';
export { canBeat, nextActive } from './play.js';
export { buildPosition, type Position } from './position.js';
export { handPoints, matchWinners } from './score.js';
export * from './state.js';
export * from './view.js';
