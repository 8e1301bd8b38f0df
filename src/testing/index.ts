/**
 * `cardrules/testing`: the conformance kit and perft. Any game built on `cardrules/core` can prove it follows the
 * contract.
 * @module testing
 */
export {
  ConformanceError,
  type ConformanceOptions,
  type ConformanceReport,
  checkConformance,
} from './conformance.js';
export { junkMoves } from './junk.js';
export { type PerftResult, perft } from './perft.js';
