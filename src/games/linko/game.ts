/**
 * The Linko game object: the rules of this folder bound into core's contract.
 * @module
 */
import { defineGame, type Game } from '../../core/index.js';
import { checkState } from './check.js';
import { encoding } from './encoding.js';
import type { LinkoEvent } from './events.js';
import { heuristic } from './heuristic.js';
import { sampleState, shuffleHidden } from './hidden.js';
import { moveKey } from './interned.js';
import { formatMove, type LinkoMove, parseMove } from './moves.js';
import { apply, explain, legalMoves, legalMovesInto, setup, toAct } from './rules.js';
import { score, winners } from './score.js';
import { type LinkoOptions, type LinkoState, normalizeOptions } from './state.js';
import { type LinkoView, view } from './view.js';

/**
 * Linko (Abluxxen) by Wolfgang Kramer and Michael Kiesling, for 2–5 seats, as specified in `docs/rules/linko.md`.
 * @example
 * ```ts
 * import { linko } from 'cardrules/linko';
 * let s = linko.setup({ seats: 4, seed: 42 });
 * s = linko.applyMove(s, linko.legalMoves(s)[0]!); // the turn owner plays a set
 * linko.view(s, 1); // what seat 1 sees
 * ```
 * @category Game
 */
export const linko: Game<LinkoState, LinkoMove, LinkoView, LinkoOptions, LinkoEvent> = defineGame<
  LinkoState,
  LinkoMove,
  LinkoView,
  LinkoOptions,
  LinkoEvent
>({
  immerDraft: true,
  id: 'linko',
  name: 'Linko',
  version: 1,
  seats: { min: 2, max: 5 },
  normalizeOptions,
  setup,
  toAct,
  legalMoves,
  legalMovesInto,
  parseMove,
  explain,
  apply,
  score,
  winners,
  view,
  checkState,
  formatMove,
  moveKey, // formatMove's text from a table: injective on canonical moves, no string built per legal move
  hidden: { shuffleHidden, sampleState },
  encoding,
  heuristic,
});
