/**
 * `cardrules/core`: the primitives every game stands on — a seedable RNG whose state lives in the game state, decks
 * and multisets, seat arithmetic, and the game contract (`defineGame`, `validate`, records, replay, the simulator).
 * @module core
 */
export * from './conservation.js';
export * from './deck.js';
export * from './define-game.js';
export * from './definition.js';
export * from './encoding.js';
export * from './errors.js';
export * from './events.js';
export * from './game.js';
export * from './json.js';
export * from './multiset.js';
export * from './options.js';
export * from './position.js';
export * from './record.js';
export * from './redeal.js';
export * from './rng.js';
export * from './seats.js';
export * from './shape.js';
export * from './simulator.js';
