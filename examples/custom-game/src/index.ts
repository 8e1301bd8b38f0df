/**
 * Crazy Eights on cardrules, written against the public subpaths `cardrules/core` and `cardrules/testing` only.
 *
 * Moves: `{ type: 'play', card: '7H' }`, `{ type: 'eight', card: '8S', suit: 'H' }`, `{ type: 'draw' }`,
 * `{ type: 'pass' }` (built by `playMove`, `drawMove`, `passMove`). See the rules page, `README.md`.
 * @module
 */
// The card words of the house plan are core's, for the standard deck.
export { formatFrenchCard as formatCard, formatFrenchSuit as formatSuit } from 'cardrules/core';
export { type Card, penaltyOf, type Suit } from './cards.js';
export type * from './events.js';
export { crazyEights } from './game.js';
export { heuristic } from './heuristic.js';
export { hidden } from './hidden.js';
export { type CrazyEightsMove, drawMove, passMove, playMove } from './moves.js';
export type { CrazyEightsOptions } from './options.js';
export { CrazyEightsCodes } from './rules.js';
export type { CrazyEightsState } from './state.js';
export type { CrazyEightsView } from './view.js';
export { VISIBILITY } from './visibility.js';
