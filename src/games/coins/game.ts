/**
 * Coins as `coins` (its rules with the players' parts, by `defineGame`) and `coinsRules` (its rules alone, by
 * `defineRules`): one list of rules, `RULES`, given to both.
 * @module
 */
import {
  defineGame,
  defineRules,
  type Game,
  type GameRules,
  type RulesDefinition,
} from '../../core/index.js';
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
 * The rules and words of Coins, as {@link coinsRules} and {@link coins} both take them.
 */
const RULES: RulesDefinition<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent> = {
  id: 'coins',
  name: 'Coins',
  version: VERSION,
  seats: { min: COINS_SEATS, max: COINS_SEATS },
  options: OPTIONS,
  state: STATE_SHAPE,
  invariants: INVARIANTS,
  moves: MOVE_SHAPE,
  normalizeMove,
  setup,
  toAct,
  legalMoves,
  explain,
  moveKey: (move) => move.card,
  apply,
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
};

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
export const coins: Game<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent> =
  /* @__PURE__ */ defineGame<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent>({
    ...RULES,
    legalActionsInto,
    randomStep,
    observeInto,
    hidden,
    encoding,
    heuristic,
    evaluate,
  });

/**
 * The rules of Coins without the parts only bots, simulations and learning use (where it hides cards, its encoding,
 * its rule of thumb, its evaluation, the fast path's hooks): the same setup, moves, views, saved states and words as
 * {@link coins}, for an app that ships no bot and counts its bytes. A state one makes, the other takes.
 * @example
 * ```ts
 * import { coinsRules } from 'cardrules/coins';
 * const state = coinsRules.setup({ seats: coinsRules.seats.min, seed: 1 });
 * coinsRules.applyMove(state, coinsRules.legalMoves(state)[0]!);
 * ```
 * @category Coins
 */
export const coinsRules: GameRules<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent> =
  /* @__PURE__ */ defineRules<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent>(RULES);
