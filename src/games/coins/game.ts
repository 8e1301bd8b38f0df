/**
 * The Coins game object, assembled from the rule files.
 * @module
 */
import { defineGame, type Game } from '../../core/index.js';
import { checkState } from './check.js';
import { encoding } from './encoding.js';
import { heuristic } from './heuristic.js';
import { hidden } from './hidden.js';
import { type CoinsMove, explain, formatMove, parseMove } from './moves.js';
import {
  apply,
  legalActionsInto,
  legalMoves,
  legalMovesInto,
  normalizeOptions,
  setup,
  toAct,
} from './rules.js';
import { score, winners } from './score.js';
import { COINS_SEATS, type CoinsEvent, type CoinsOptions, type CoinsState } from './state.js';
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
 * ```
 * @category Coins
 */
export const coins: Game<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent> = defineGame<
  CoinsState,
  CoinsMove,
  CoinsView,
  CoinsOptions,
  CoinsEvent
>({
  immerDraft: true,
  id: 'coins',
  name: 'Coins',
  version: 1,
  seats: { min: COINS_SEATS, max: COINS_SEATS },
  normalizeOptions,
  setup,
  toAct,
  legalMoves,
  legalMovesInto,
  legalActionsInto,
  parseMove,
  explain,
  moveKey: (move) => move.card,
  apply,
  score,
  winners,
  view,
  checkState,
  formatMove,
  hidden,
  encoding,
  heuristic,
});
