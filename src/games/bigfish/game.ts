/**
 * The Big Fish {@link Game} object, built from the rules by `defineGame`.
 * @module
 */
import { defineGame, type Game } from '../../core/index.js';
import { checkState } from './check.js';
import { encoding } from './encoding.js';
import type { BigFishEvent } from './events.js';
import { explain } from './explain.js';
import { heuristic } from './heuristic.js';
import { hidden } from './hidden.js';
import { placeKey } from './interned.js';
import { type BigFishMove, formatMove, parseMove } from './moves.js';
import { type BigFishOptions, normalizeOptions } from './options.js';
import {
  apply,
  legalActionsInto,
  legalMoves,
  legalMovesInto,
  type MutableState,
  setup,
  toAct,
} from './rules.js';
import { score, winners } from './score.js';
import type { BigFishState } from './state.js';
import { BIGFISH_VERSION } from './version.js';
import { type BigFishView, view } from './view.js';

/**
 * A short key equal for equal (normalized) moves, cheaper than their canonical JSON: `R3@1`, `end`, `+B5,R2`, `!D`.
 * @param m - a normalized move (from `legalMoves` or `parseMove`)
 * @returns the key
 */
function moveKey(m: BigFishMove): string {
  switch (m.type) {
    case 'place':
      return placeKey(m);
    case 'endTurn':
      return 'end';
    case 'choosePlus':
      return `+${m.cards.join(',')}`;
    case 'chooseBonus':
      return `!${m.bonus}`;
  }
}

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
 */
export const bigfish: Game<BigFishState, BigFishMove, BigFishView, BigFishOptions, BigFishEvent> = defineGame<
  BigFishState,
  BigFishMove,
  BigFishView,
  BigFishOptions,
  BigFishEvent
>({
  immerDraft: true,
  id: 'bigfish',
  name: 'Big Fish',
  version: BIGFISH_VERSION,
  seats: { min: 2, max: 6 },
  normalizeOptions,
  setup,
  toAct,
  legalMoves,
  legalMovesInto,
  legalActionsInto,
  parseMove,
  moveKey,
  explain,
  apply: (draft, move, ctx) => apply(draft as unknown as MutableState, move, ctx),
  score,
  winners,
  view,
  checkState,
  formatMove,
  hidden,
  encoding,
  heuristic,
});
