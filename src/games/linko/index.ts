/**
 * `cardrules/linko`: Linko (Abluxxen) for 2–5 seats — the {@link linko} game object, its named pieces, types,
 * events, a way to build states from explicit positions ({@link fromPosition}), an action encoding and a heuristic
 * policy. The rules in our own words, with every resolution we chose, are in `docs/rules/linko.md`.
 *
 * @example
 * ```ts
 * import { linko, eventsFor } from 'cardrules/linko';
 * let state = linko.setup({ seats: 3, seed: 'demo' });
 * while (!linko.isOver(state)) {
 *   const seat = linko.toAct(state)!;          // during a snatch this is not always the turn owner
 *   const move = linko.legalMoves(state)[0]!;  // a UI or bot chooses here
 *   const { state: next, events } = linko.applyMoveWithEvents(state, move);
 *   console.log(seat, linko.formatMove(move), eventsFor(events, null));
 *   state = next;
 * }
 * linko.score(state); linko.winners(state);
 * ```
 * @module linko
 */
import type { Result, RuleViolation, Seat, SetupOptions, StateError, Step } from '../../core/index.js';
import type { LinkoEvent } from './events.js';
import { linko } from './game.js';
import type { LinkoMove } from './moves.js';
import type { LinkoOptions, LinkoState } from './state.js';
import type { LinkoView } from './view.js';

export * from './cards.js';
export { isLinkoSet } from './check.js';
export { ACTION_COUNT, decodeMove, encodeMove, encoding, OBSERVATION_SIZE, observe } from './encoding.js';
export * from './events.js';
export { linko } from './game.js';
export { heuristic } from './heuristic.js';
export { sampleState, shuffleHidden } from './hidden.js';
export * from './moves.js';
export { fromPosition, type LinkoPosition } from './position.js';
export { explain, startSeatOf } from './rules.js';
export { gameScores, gameWinners, stackCards } from './score.js';
export {
  type LinkoEndReason,
  type LinkoGameResult,
  type LinkoOptions,
  type LinkoPhase,
  type LinkoState,
  type LinkoTable,
  MAX_GAMES,
  normalizeOptions,
} from './state.js';
export type { LinkoView } from './view.js';

/**
 * Deals a new match: `linko.setup`.
 * @param options - `{ seats, seed?, startSeat?, games?, amigo2022? }`
 * @returns the first state
 * @category Game
 */
export const setup: (options: SetupOptions<LinkoOptions>) => LinkoState = linko.setup;
/**
 * The seat deciding now, or `null` when the match is over: `linko.toAct`.
 * @param state - a state
 * @category Game
 */
export const toAct: (state: LinkoState) => Seat | null = linko.toAct;
/**
 * Every legal move of the seat to act, each once, in a stable order: `linko.legalMoves`.
 * @param state - a state
 * @category Game
 */
export const legalMoves: (state: LinkoState) => readonly LinkoMove[] = linko.legalMoves;
/**
 * Checks a move from outside (never throws): `linko.validate`.
 * @param state - a state
 * @param move - anything
 * @param seat - when given, also checks that this seat is to act
 * @category Game
 */
export const validate: (state: LinkoState, move: unknown, seat?: Seat) => Result<LinkoMove, RuleViolation> =
  linko.validate;
/**
 * Applies a legal move and returns the new state: `linko.applyMove`.
 * @param state - a state (unchanged)
 * @param move - a legal move
 * @throws IllegalMoveError for an illegal move
 * @category Game
 */
export const applyMove: (state: LinkoState, move: LinkoMove) => LinkoState = linko.applyMove;
/**
 * Applies a legal move and returns the new state and its events: `linko.applyMoveWithEvents`.
 * @param state - a state (unchanged)
 * @param move - a legal move
 * @category Game
 */
export const applyMoveWithEvents: (state: LinkoState, move: LinkoMove) => Step<LinkoState, LinkoEvent> =
  linko.applyMoveWithEvents;
/**
 * Whether the match is over: `linko.isOver`.
 * @param state - a state
 * @category Game
 */
export const isOver: (state: LinkoState) => boolean = linko.isOver;
/**
 * Per seat, the match score so far: `linko.score`.
 * @param state - a state
 * @category Game
 */
export const score: (state: LinkoState) => readonly number[] = linko.score;
/**
 * The winning seats of a finished match (ties share): `linko.winners`.
 * @param state - a state
 * @category Game
 */
export const winners: (state: LinkoState) => readonly Seat[] = linko.winners;
/**
 * What a seat (or a spectator, `null`) sees: `linko.view`.
 * @param state - a state
 * @param seat - a seat or `null`
 * @category Game
 */
export const view: (state: LinkoState, seat: Seat | null) => LinkoView = linko.view;
/**
 * Validates a saved state from outside: `linko.loadState`.
 * @param input - parsed JSON
 * @category Game
 */
export const loadState: (input: unknown) => Result<LinkoState, StateError> = linko.loadState;
