/**
 * The Coins game object: the one `defineGame` call.
 * @module
 */
import { defineGame, type Game } from '../../core/index.js';
import { INVARIANTS } from './check.js';
import { encoding, observeInto } from './encoding.js';
import type { CoinsEvent } from './events.js';
import { explain } from './explain.js';
import { heuristic } from './heuristic.js';
import { hidden } from './hidden.js';
import { type CoinsMove, cardsOfMove, MOVE_SHAPE, normalizeMove } from './moves.js';
import { describeEvent, describeView, formatCard, formatMove, parseMoveText } from './notation.js';
import { type CoinsOptions, OPTIONS } from './options.js';
import { apply, legalActionsInto, legalMoves, randomStep, setup, toAct } from './rules.js';
import { evaluate, score, winners } from './score.js';
import { COINS_SEATS, type CoinsState, STATE_SHAPE, VERSION } from './state.js';
import { type CoinsView, view } from './view.js';

/**
 * Coins (Mark Steere, 2022): a trick-taking game for exactly three players with a 48-card Spanish deck, no suit to
 * follow, a rock-paper-scissors suit cycle, and a race to a target number of Coins-suit cards.
 * @example
 * ```ts
 * import { coins } from 'cardrules/coins';
 * let state = coins.setup({ seats: 3, seed: 42, target: 10 });
 * while (!coins.isOver(state)) state = coins.applyMove(state, coins.legalMoves(state)[0]!);
 * coins.winners(state); // e.g. [1]
 * coins.formatMove(coins.legalMoves(coins.setup({ seats: 3, seed: 1 }))[0]!); // e.g. '2 of Cups'
 * ```
 * @category Coins
 * @namespace
 */
export const coins: Game<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent> = defineGame({
  id: 'coins',
  name: 'Coins',
  version: VERSION,
  seats: { min: COINS_SEATS, max: COINS_SEATS },
  options: OPTIONS,
  state: STATE_SHAPE,
  shapeRules: { fields: 'I1', values: 'I2' },
  invariants: INVARIANTS,
  moves: MOVE_SHAPE,
  normalizeMove,
  setup,
  toAct,
  legalMoves,
  legalActionsInto,
  explain,
  moveKey: (move) => move.card,
  apply,
  randomStep,
  observeInto,
  score,
  winners,
  view,
  // Versions 1 and 2 have the same fields; their hands are ascending, one of the orders version 3 allows. Only the
  // shuffle (version 1) and the order of the hands in later deals change.
  migrate: (state, fromVersion) =>
    fromVersion >= 1 && fromVersion <= 3 ? { ...state, version: VERSION, lastTrick: [] } : null,
  formatMove,
  parseMoveText,
  describeEvent,
  describeView,
  cardsOfMove,
  formatCard,
  hidden,
  encoding,
  heuristic,
  evaluate,
});
