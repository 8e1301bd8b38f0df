/**
 * Big Fish as `bigfish` (its rules with the players' parts, by `defineGame`) and `bigfishRules` (its rules alone, by
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
import { encodeMove, encoding, observeInto } from './encoding.js';
import type { BigFishEvent } from './events.js';
import { explain } from './explain.js';
import { heuristic } from './heuristic.js';
import { hidden } from './hidden.js';
import { type BigFishMove, cardsOfMove, MOVE_SHAPE, normalizeMove } from './moves.js';
import { describeEvent, describeView, formatCard, formatMove, parseMoveText } from './notation.js';
import { type BigFishOptions, OPTIONS } from './options.js';
import { apply, legalActionsInto, legalMoves, setup, toAct } from './rules.js';
import { evaluate, score, winners } from './score.js';
import { BIGFISH_VERSION, type BigFishState, migrate, STATE_SHAPE } from './state.js';
import { type BigFishView, view } from './view.js';

/**
 * Big Fish's rules and words, as {@link bigfishRules} and {@link bigfish} both take them.
 */
const RULES: RulesDefinition<BigFishState, BigFishMove, BigFishView, BigFishOptions, BigFishEvent> = {
  id: 'bigfish',
  name: 'Big Fish',
  version: BIGFISH_VERSION,
  seats: { min: 2, max: 6 },
  options: OPTIONS,
  state: STATE_SHAPE,
  invariants: INVARIANTS,
  moves: MOVE_SHAPE,
  normalizeMove,
  setup,
  toAct,
  legalMoves,
  moveKey: (move) => String(encodeMove(move)), // every move has its own action integer
  explain,
  apply,
  score,
  winners,
  view,
  migrate,
  formatMove,
  parseMoveText,
  describeEvent,
  describeView,
  cardsOfMove,
  formatCard,
};

/**
 * Big Fish (published as Fat Fish by Kramer, Lach and Rapp): 2–6 players place fish on three rows; whoever completes
 * a row takes it, the highest fish of each colour scoring plus and the rest minus.
 *
 * @example
 * ```ts
 * import { bigfish } from 'cardrules/bigfish';
 * let s = bigfish.setup({ seats: 3, seed: 42, advanced: true });
 * while (!bigfish.isOver(s)) s = bigfish.applyMove(s, bigfish.legalMoves(s)[0]!);
 * bigfish.score(s); // final scores per seat
 * ```
 * @category Game
 * @namespace
 */
export const bigfish: Game<BigFishState, BigFishMove, BigFishView, BigFishOptions, BigFishEvent> =
  /* @__PURE__ */ defineGame<BigFishState, BigFishMove, BigFishView, BigFishOptions, BigFishEvent>({
    ...RULES,
    legalActionsInto,
    observeInto,
    hidden,
    encoding,
    heuristic,
    evaluate,
  });

/**
 * Big Fish's rules without the parts only bots, simulations and learning use (where it hides cards, its encoding,
 * its rule of thumb, its evaluation, the fast path's hooks): the same setup, moves, views, saved states and words as
 * {@link bigfish}, for an app that ships no bot and counts its bytes. A state one makes, the other takes.
 * @example
 * ```ts
 * import { bigfishRules } from 'cardrules/bigfish';
 * const state = bigfishRules.setup({ seats: bigfishRules.seats.min, seed: 1 });
 * bigfishRules.applyMove(state, bigfishRules.legalMoves(state)[0]!);
 * ```
 * @category Game
 */
export const bigfishRules: GameRules<BigFishState, BigFishMove, BigFishView, BigFishOptions, BigFishEvent> =
  /* @__PURE__ */ defineRules<BigFishState, BigFishMove, BigFishView, BigFishOptions, BigFishEvent>(RULES);
