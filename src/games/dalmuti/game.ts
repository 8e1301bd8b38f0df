/**
 * The Great Dalmuti as `dalmuti` (its rules with the players' parts, by `defineGame`) and `dalmutiRules` (its rules alone, by
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
import { INVARIANTS, migrate } from './check.js';
import { encodeMove, encoding, observeInto } from './encoding.js';
import type { DalmutiEvent } from './events.js';
import { explain } from './explain.js';
import { heuristic } from './heuristic.js';
import { hidden } from './hidden.js';
import { cardsOfMove, type DalmutiMove, MOVE_SHAPE, normalizeMove } from './moves.js';
import { describeEvent, describeView, formatCard, formatMove, parseMoveText } from './notation.js';
import { type DalmutiOptions, OPTIONS } from './options.js';
import { apply, legalActionsInto, legalMoves, legalMovesInto, setup, toAct } from './rules.js';
import { evaluate, score, winners } from './score.js';
import { type DalmutiState, STATE_SHAPE, VERSION } from './state.js';
import { type DalmutiView, view } from './view.js';

/**
 * The Great Dalmuti's rules and words, as {@link dalmutiRules} and {@link dalmuti} both take them.
 */
const RULES: RulesDefinition<DalmutiState, DalmutiMove, DalmutiView, DalmutiOptions, DalmutiEvent> = {
  id: 'dalmuti',
  name: 'The Great Dalmuti',
  version: VERSION,
  seats: { min: 4, max: 13 },
  options: OPTIONS,
  state: STATE_SHAPE,
  invariants: INVARIANTS,
  moves: MOVE_SHAPE,
  normalizeMove,
  setup,
  toAct,
  legalMoves,
  explain,
  moveKey: (move) => String(encodeMove(move)),
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
 * The Great Dalmuti: 4–8 seats (9–13 with `allowLargeTables`), every optional rule of the spec as an option. Moves
 * are one decision each — a revolution decision, tax gifts, the merchant swap, plays and passes — and a match is
 * `hands` hands.
 * @example
 * ```ts
 * let state = dalmuti.setup({ seats: 5, seed: 'table-1', hands: 20, scoring: true });
 * dalmuti.toAct(state);                                     // the seat deciding now
 * const move = dalmuti.legalMoves(state)[0]!;              // a gift while taxes are due, else a play
 * dalmuti.formatMove(move);                                 // e.g. 'gift 2× 9 (Cook)'
 * state = dalmuti.applyMove(state, move);
 * ```
 * @category Dalmuti
 * @namespace
 */
export const dalmuti: Game<DalmutiState, DalmutiMove, DalmutiView, DalmutiOptions, DalmutiEvent> =
  /* @__PURE__ */ defineGame<DalmutiState, DalmutiMove, DalmutiView, DalmutiOptions, DalmutiEvent>({
    ...RULES,
    legalMovesInto,
    legalActionsInto,
    observeInto,
    hidden,
    encoding,
    heuristic,
    evaluate,
  });

/**
 * Dalmuti's rules without the parts only bots, simulations and learning use (where it hides cards, its encoding,
 * its rule of thumb, its evaluation, the fast path's hooks): the same setup, moves, views, saved states and words as
 * {@link dalmuti}, for an app that ships no bot and counts its bytes. A state one makes, the other takes.
 * @example
 * ```ts
 * import { dalmutiRules } from 'cardrules/dalmuti';
 * const state = dalmutiRules.setup({ seats: dalmutiRules.seats.min, seed: 1 });
 * dalmutiRules.applyMove(state, dalmutiRules.legalMoves(state)[0]!);
 * ```
 * @category Dalmuti
 */
export const dalmutiRules: GameRules<DalmutiState, DalmutiMove, DalmutiView, DalmutiOptions, DalmutiEvent> =
  /* @__PURE__ */ defineRules<DalmutiState, DalmutiMove, DalmutiView, DalmutiOptions, DalmutiEvent>(RULES);
