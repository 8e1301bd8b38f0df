/**
 * `cardrules/bigfish`: Big Fish, published as Fat Fish by Wolfgang Kramer, Bernhard Lach and Uwe Rapp. 2–6 players
 * place fish cards on three rows under colour forcing; whoever completes a row takes it, the highest fish of each
 * colour scoring plus and the others minus. With the advanced rules (bonus cards) and the mistake card.
 *
 * Everything is a method of the game object {@link bigfish}; the notation for people (`Blue 4 → row 3`, rows counted
 * from 1) is `bigfish.formatMove`, `bigfish.parseMoveText` and `bigfish.describeEvent`.
 *
 * @example
 * ```ts
 * import { bigfish, placeMove } from 'cardrules/bigfish';
 * const state = bigfish.setup({ seats: 4, seed: 7, advanced: true });
 * const move = bigfish.legalMoves(state)[0]!; // e.g. placeMove('B4', 2), written 'Blue 4 → row 3'
 * const { state: next, events } = bigfish.applyMoveWithEvents(state, move);
 * for (const e of bigfish.eventsFor(events, 1)) console.log(bigfish.describeEvent(e)); // seat 1's copy
 * ```
 * @module bigfish
 */
export type { BigFishCard, Colour, DeckComposition, Value } from './cards.js';
export { encoding } from './encoding.js';
export type * from './events.js';
export { BigFishCodes } from './explain.js';
export { bigfish, bigfishRules } from './game.js';
export { heuristic } from './heuristic.js';
export { hidden } from './hidden.js';
export { type AttemptResult, attemptPlacement } from './mistakes.js';
export {
  type BigFishMove,
  type ChooseBonusMove,
  type ChoosePlusMove,
  chooseBonusMove,
  choosePlusMove,
  type EndTurnMove,
  endTurnMove,
  type PlaceMove,
  placeMove,
} from './moves.js';
export { formatCard } from './notation.js';
export type { BigFishOptions } from './options.js';
export { type BigFishPosition, fromPosition } from './position.js';
export type { BigFishState, BonusCard, BonusId, ClaimableBonus, Phase } from './state.js';
export type { Take } from './take.js';
export type { BigFishView } from './view.js';
