/**
 * `cardrules/bigfish`: Big Fish, published as Fat Fish by Wolfgang Kramer, Bernhard Lach and Uwe Rapp. 2–6 players
 * place fish cards on three rows under colour forcing; whoever completes a row takes it, the highest fish of each
 * colour scoring plus and the others minus. With the advanced rules (bonus cards) and the mistake card.
 *
 * @example
 * ```ts
 * import { bigfish, eventsFor } from 'cardrules/bigfish';
 * let state = bigfish.setup({ seats: 4, seed: 7, advanced: true });
 * const move = bigfish.legalMoves(state)[0]!; // e.g. { type: 'place', colour: 'B', value: 4, row: 2 }
 * const { state: next, events } = bigfish.applyMoveWithEvents(state, move);
 * eventsFor(events, 1); // what seat 1 may see of it
 * ```
 * @module bigfish
 */
import type { Seat } from '../../core/index.js';
import { bigfish } from './game.js';
import type { BigFishMove } from './moves.js';
import type { BigFishState } from './state.js';
import type { BigFishView } from './view.js';

export * from './cards.js';
export { decodeMove, encodeMove, encoding, observe } from './encoding.js';
export * from './events.js';
export { BigFishCodes, explainPlacement } from './explain.js';
export { bigfish } from './game.js';
export { heuristic } from './heuristic.js';
export { hidden, sampleState, shuffleHidden } from './hidden.js';
export { type AttemptResult, attemptPlacement } from './mistakes.js';
export * from './moves.js';
export * from './options.js';
export { fromPosition, type Position } from './position.js';
export { allowedRows, legalPlacements, liveRows, type MutableState } from './rules.js';
export {
  type EndBonusAward,
  endBonusAwards,
  MISTAKE_PENALTY,
  type ScoreLine,
  scoreBreakdown,
} from './score.js';
export type * from './state.js';
export * from './take.js';
export { BIGFISH_VERSION } from './version.js';
export type { BigFishView } from './view.js';

/**
 * Deals a new match: `setup({ seats, seed?, ...options })` (bound from {@link bigfish}).
 * @category Game
 */
export const setup = bigfish.setup;

/**
 * Every legal move of the seat to act (bound from {@link bigfish}).
 * @param state - the state
 * @category Game
 */
export const legalMoves = (state: BigFishState): readonly BigFishMove[] => bigfish.legalMoves(state);

/**
 * Applies a legal move and returns the new state (bound from {@link bigfish}); throws `IllegalMoveError` otherwise.
 * @param state - the state
 * @param move - the move
 * @category Game
 */
export const applyMove = (state: BigFishState, move: BigFishMove): BigFishState =>
  bigfish.applyMove(state, move);

/**
 * Checks a move from outside (bound from {@link bigfish}); never throws.
 * @category Game
 */
export const validate = bigfish.validate;

/**
 * Per seat, the score so far (bound from {@link bigfish}).
 * @param state - the state
 * @category Game
 */
export const score = (state: BigFishState): readonly number[] => bigfish.score(state);

/**
 * The winning seats once the game is over (bound from {@link bigfish}).
 * @param state - the state
 * @category Game
 */
export const winners = (state: BigFishState): readonly Seat[] => bigfish.winners(state);

/**
 * What a seat (or a spectator, `null`) may see (bound from {@link bigfish}).
 * @param state - the state
 * @param seat - the viewer
 * @category Game
 */
export const view = (state: BigFishState, seat: Seat | null): BigFishView => bigfish.view(state, seat);

/**
 * Loads a saved state from outside (bound from {@link bigfish}).
 * @category Game
 */
export const loadState = bigfish.loadState;
