/**
 * `cardrules/linko`: Linko (Abluxxen) for 2–5 seats. The {@link linko} game object does everything (setup, legal
 * moves, validation, moves applied with their events, views, scores, the notation); the rest of this entry point
 * builds moves and positions, names cards, and serves bots and learning. The rules in our own words, with every
 * resolution we chose, the notation and the rule index are in `docs/rules/linko.md`.
 *
 * @example
 * ```ts
 * import { linko } from 'cardrules/linko';
 * let state = linko.setup({ seats: 3, seed: 'demo' });
 * while (!linko.isOver(state)) {
 *   const move = linko.legalMoves(state)[0]!;        // a UI or bot chooses here
 *   const { state: next, events } = linko.applyMoveWithEvents(state, move);
 *   console.log(linko.formatMove(move));             // '2×7+J', 'take', 'draw 9 from display', …
 *   for (const e of linko.eventsFor(events, null)) console.log(linko.describeEvent(e));
 *   state = next;
 * }
 * linko.score(state); linko.winners(state);
 * ```
 * @module linko
 */
export type { LinkoCard, LinkoSet } from './cards.js';
export { encoding } from './encoding.js';
export type * from './events.js';
export { LinkoCodes } from './explain.js';
export { linko, linkoRules } from './game.js';
export { heuristic } from './heuristic.js';
export { hidden } from './hidden.js';
export {
  type DeclineMove,
  type DiscardMove,
  type DrawDeckMove,
  type DrawDisplayMove,
  declineMove,
  discardMove,
  drawDeckMove,
  drawDisplayMove,
  type LinkoMove,
  type PassMove,
  type PlayMove,
  passMove,
  playMove,
  type TakeBackMove,
  type TakeMove,
  takeBackMove,
  takeMove,
} from './moves.js';
export { formatCard } from './notation.js';
export type { LinkoOptions } from './options.js';
export { fromPosition, type LinkoPosition } from './position.js';
export type { LinkoEndReason, LinkoGameResult, LinkoPhase, LinkoState, LinkoTable } from './state.js';
export type { LinkoView } from './view.js';
