/**
 * `cardrules/coins`: Mark Steere's Coins (2022), a three-player trick-taking game with a Spanish deck.
 *
 * One move type, `{ type: 'play', card: 'CoA' }`: any card from the hand (no suit to follow). Tricks, scoring, the
 * end of the match and new deals happen inside `applyMove`. See `docs/rules/coins.md`.
 * @example
 * ```ts
 * import { coins, play } from 'cardrules/coins';
 * const s0 = coins.setup({ seats: 3, seed: 7, target: 15 });
 * const me = coins.toAct(s0)!;
 * const s1 = coins.applyMove(s0, play(coins.view(s0, me).hand[0]!));
 * ```
 * @module coins
 */
import type { Seat } from '../../core/index.js';
import { coins } from './game.js';
import type { CoinsMove } from './moves.js';
import type { CoinsState } from './state.js';
import type { CoinsView } from './view.js';

export * from './cards.js';
export { checkState } from './check.js';
export { encoding, OBSERVATION_SIZE, observe } from './encoding.js';
export { coins } from './game.js';
export { heuristic } from './heuristic.js';
export { hidden, sampleState, shuffleHidden } from './hidden.js';
export {
  CoinsCodes,
  type CoinsMove,
  explain,
  formatMove,
  PLAY_MOVES,
  type PlayMove,
  parseMove,
  play,
} from './moves.js';
export { type CoinsPosition, fromPosition } from './position.js';
export { apply, normalizeOptions } from './rules.js';
export { ranking } from './score.js';
export * from './state.js';
export type { CoinsView, CompletedTrick, PlayedCard } from './view.js';

/**
 * Deals a new match (`coins.setup`).
 * @category Coins
 */
export const setup = coins.setup;

/**
 * Every legal move of the seat to act (`coins.legalMoves`).
 * @category Coins
 */
export const legalMoves: (state: CoinsState) => readonly CoinsMove[] = coins.legalMoves;

/**
 * Applies a move immutably (`coins.applyMove`).
 * @category Coins
 */
export const applyMove: (state: CoinsState, move: CoinsMove) => CoinsState = coins.applyMove;

/**
 * Checks a move from outside (`coins.validate`).
 * @category Coins
 */
export const validate = coins.validate;

/**
 * Who plays now, or `null` when the match is over (`coins.toAct`).
 * @category Coins
 */
export const toAct: (state: CoinsState) => Seat | null = coins.toAct;

/**
 * Applies a move immutably and also returns its events (`coins.applyMoveWithEvents`).
 * @category Coins
 */
export const applyMoveWithEvents = coins.applyMoveWithEvents;

/**
 * Whether the match is over (`coins.isOver`).
 * @category Coins
 */
export const isOver: (state: CoinsState) => boolean = coins.isOver;

/**
 * The seat that reached the target, or none while the match goes on (`coins.winners`).
 * @category Coins
 */
export const winners: (state: CoinsState) => readonly Seat[] = coins.winners;

/**
 * Coins won so far per seat (`coins.score`).
 * @category Coins
 */
export const score: (state: CoinsState) => readonly number[] = coins.score;

/**
 * What a seat or a spectator sees (`coins.view`).
 * @category Coins
 */
export const view: (state: CoinsState, seat: Seat | null) => CoinsView = coins.view;

/**
 * Validates a saved state (`coins.loadState`).
 * @category Coins
 */
export const loadState = coins.loadState;
