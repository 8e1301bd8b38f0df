/**
 * The Crazy Eights game object: the one `defineGame` call.
 * @module
 */
import { defineGame } from 'cardrules/core';
import { INVARIANTS } from './check.js';
import { heuristic } from './heuristic.js';
import { hidden } from './hidden.js';
import { MOVE_SHAPE } from './moves.js';
import { describeEvent, describeView, formatMove, parseMoveText } from './notation.js';
import { OPTIONS } from './options.js';
import { apply, explain, legalMoves, score, setup, toAct, winners } from './rules.js';
import { STATE_SHAPE, VERSION } from './state.js';
import { view } from './view.js';

/**
 * Crazy Eights for 2–5 players: follow suit or rank, eights are wild, first to empty the hand wins it. See the rules
 * page (`README.md`).
 * @example
 * ```ts
 * import { crazyEights } from 'cardrules-crazy-eights';
 * let state = crazyEights.setup({ seats: 3, seed: 1 });
 * while (!crazyEights.isOver(state)) state = crazyEights.applyMove(state, crazyEights.legalMoves(state)[0]!);
 * crazyEights.winners(state); // e.g. [2]
 * ```
 * @category Crazy Eights
 */
export const crazyEights = defineGame({
  id: 'crazy-eights',
  name: 'Crazy Eights',
  version: VERSION,
  seats: { min: 2, max: 5 },
  options: OPTIONS,
  state: STATE_SHAPE,
  invariants: INVARIANTS,
  moves: MOVE_SHAPE,
  setup,
  toAct,
  legalMoves,
  explain,
  apply,
  score,
  winners,
  view,
  formatMove,
  parseMoveText,
  describeEvent,
  describeView,
  hidden,
  heuristic,
});
