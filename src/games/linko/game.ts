/**
 * The Linko game object: the rules of this folder bound into core's contract.
 * @module
 */
import { defineGame, type Game } from '../../core/index.js';
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
export const linko: Game<LinkoState, LinkoMove, LinkoView, LinkoOptions, LinkoEvent> = defineGame({
  id: 'linko',
  name: 'Linko',
  version: STATE_VERSION,
  seats: { min: 2, max: 5 },
  options: OPTIONS,
  state: STATE_SHAPE,
  shapeRules: { fields: 'I1', values: 'I2' },
  invariants: INVARIANTS,
  moves: MOVE_SHAPE,
  normalizeMove,
  setup,
  toAct,
  legalMoves,
  legalMovesInto,
  explain,
  moveKey: (move) => String(encodeMove(move)), // the action integer: one per move
  apply,
  score,
  winners,
  view,
  observeInto,
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
