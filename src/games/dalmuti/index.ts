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
export type { DalmutiCard } from './cards.js';
export { encoding } from './encoding.js';
export type { DalmutiEvent } from './events.js';
export { DalmutiCodes, moveFromCards } from './explain.js';
export { dalmuti } from './game.js';
export { heuristic } from './heuristic.js';
export { hidden } from './hidden.js';
export {
  type DalmutiMove,
  giftMove,
  joinSlotMove,
  type PlayMove,
  passMove,
  playMove,
  revolutionMove,
  swapCardMove,
  swapMove,
} from './moves.js';
export { formatCard } from './notation.js';
export type { DalmutiOptions } from './options.js';
export { addSeat, type DalmutiPosition, fromPosition } from './position.js';
export type { DalmutiState } from './state.js';
export type { DalmutiView } from './view.js';
