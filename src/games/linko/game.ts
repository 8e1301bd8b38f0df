/**
 * Linko as `linko` (its rules with the players' parts, by `defineGame`) and `linkoRules` (its rules alone, by
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
import type { LinkoEvent } from './events.js';
import { explain } from './explain.js';
import { heuristic } from './heuristic.js';
import { hidden } from './hidden.js';
import { cardsOfMove, type LinkoMove, MOVE_SHAPE, normalizeMove } from './moves.js';
import { describeEvent, describeView, formatCard, formatMove, parseMoveText } from './notation.js';
import { type LinkoOptions, OPTIONS } from './options.js';
import { apply, legalMoves, legalMovesInto, setup, toAct } from './rules.js';
import { evaluate, score, winners } from './score.js';
import { type LinkoState, STATE_SHAPE, STATE_VERSION } from './state.js';
import { type LinkoView, view } from './view.js';

/**
 * Linko's rules and words, as {@link linkoRules} and {@link linko} both take them.
 */
const RULES: RulesDefinition<LinkoState, LinkoMove, LinkoView, LinkoOptions, LinkoEvent> = {
  id: 'linko',
  name: 'Linko',
  version: STATE_VERSION,
  seats: { min: 2, max: 5 },
  options: OPTIONS,
  state: STATE_SHAPE,
  invariants: INVARIANTS,
  moves: MOVE_SHAPE,
  normalizeMove,
  setup,
  toAct,
  legalMoves,
  explain,
  moveKey: (move) => String(encodeMove(move)), // the action integer: one per move
  apply,
  score,
  winners,
  view,
  formatMove,
  parseMoveText,
  describeEvent,
  describeView,
  cardsOfMove,
  formatCard,
};

/**
 * Linko (Abluxxen) by Wolfgang Kramer and Michael Kiesling, for 2–5 seats, as specified in `docs/rules/linko.md`.
 * Every decision of a snatch is its own move, by the seat that makes it: `linko.toAct` names it.
 * @example
 * ```ts
 * import { linko } from 'cardrules/linko';
 * let s = linko.setup({ seats: 4, seed: 42 });
 * const move = linko.legalMoves(s)[0]!;
 * linko.formatMove(move);                // e.g. '1×2': the turn owner plays one 2
 * s = linko.applyMove(s, move);
 * linko.view(s, 1);                      // what seat 1 sees
 * ```
 * @category Game
 * @namespace
 */
export const linko: Game<LinkoState, LinkoMove, LinkoView, LinkoOptions, LinkoEvent> =
  /* @__PURE__ */ defineGame<LinkoState, LinkoMove, LinkoView, LinkoOptions, LinkoEvent>({
    ...RULES,
    legalMovesInto,
    observeInto,
    hidden,
    encoding,
    heuristic,
    evaluate,
  });

/**
 * Linko's rules without the parts only bots, simulations and learning use (where it hides cards, its encoding,
 * its rule of thumb, its evaluation, the fast path's hooks): the same setup, moves, views, saved states and words as
 * {@link linko}, for an app that ships no bot and counts its bytes. A state one makes, the other takes.
 * @example
 * ```ts
 * import { linkoRules } from 'cardrules/linko';
 * const state = linkoRules.setup({ seats: linkoRules.seats.min, seed: 1 });
 * linkoRules.applyMove(state, linkoRules.legalMoves(state)[0]!);
 * ```
 * @category Game
 */
export const linkoRules: GameRules<LinkoState, LinkoMove, LinkoView, LinkoOptions, LinkoEvent> =
  /* @__PURE__ */ defineRules<LinkoState, LinkoMove, LinkoView, LinkoOptions, LinkoEvent>(RULES);
