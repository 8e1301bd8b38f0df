/**
 * `cardrules/dalmuti`: The Great Dalmuti, complete, with every optional rule of the spec as an option.
 *
 * ```ts
 * import { dalmuti } from 'cardrules/dalmuti';
 * let s = dalmuti.setup({ seats: 5, seed: 42, hands: 20, scoring: true });
 * while (!dalmuti.isOver(s)) s = dalmuti.applyMove(s, dalmuti.legalMoves(s)[0]!);
 * dalmuti.winners(s);
 * ```
 * @module dalmuti
 */
export type { DalmutiCard, Role } from './cards.js';
export { encoding } from './encoding.js';
export type * from './events.js';
export { DalmutiCodes, moveFromCards } from './explain.js';
export { dalmuti, dalmutiRules } from './game.js';
export { heuristic } from './heuristic.js';
export { hidden } from './hidden.js';
export {
  type DalmutiMove,
  type GiftMove,
  giftMove,
  type JoinSlotMove,
  joinSlotMove,
  type PassMove,
  type PlayMove,
  passMove,
  playMove,
  type RevolutionMove,
  revolutionMove,
  type SwapCardMove,
  type SwapMove,
  swapCardMove,
  swapMove,
} from './moves.js';
export { formatCard } from './notation.js';
export type { DalmutiOptions } from './options.js';
export { addSeat, type DalmutiPosition, fromPosition } from './position.js';
export type {
  DalmutiState,
  Phase,
  RevolutionRecord,
  RoundEntry,
  SwapRecord,
  TableSet,
  TaxRecord,
} from './state.js';
export type { DalmutiView, SwapView, TaxView } from './view.js';
