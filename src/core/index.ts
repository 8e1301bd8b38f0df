/**
 * `cardrules/core`: the kit for writing a game on cardrules — the `Game` contract and `defineGame`, declared shapes
 * of states, options and moves, invariants and card conservation, positions, the hidden-card redeal, events, errors,
 * and the primitives every game stands on: a seedable RNG whose state lives in the game state, decks (among them the
 * standard 52-card deck and its notation), multisets and seat arithmetic. What a user of the games needs (records and replay, the simulator, the learning helpers, the
 * registry) comes from `cardrules`.
 * @module core
 */
export { bestMove } from './best-move.js';
export * from './conservation.js';
export * from './deck.js';
export * from './define-game.js';
export * from './definition.js';
export { distinct } from './distinct.js';
export * from './errors.js';
export * from './evaluate.js';
export {
  type DealtEvent,
  dealtEvent,
  type GameEvent,
  type MatchOverEvent,
  matchOverEvent,
  type Secret,
} from './events.js';
export * from './french-deck.js';
export * from './game.js';
export * from './invariant.js';
export { isIntIn, isPlainObject, type Json } from './json.js';
export * from './match-controller.js';
export * from './multiset.js';
export * from './naming.js';
export * from './options.js';
export * from './ordered-shape.js';
export * from './position.js';
export * from './position-input.js';
export * from './redeal.js';
export { replayDeal } from './replay-deal.js';
export { Rng, type RngState, type Seed, seedState } from './rng.js';
export * from './sample.js';
export * from './seats.js';
export * from './shape.js';
export * from './view.js';
export * from './view-kit.js';
export * from './visibility.js';
export * from './wording.js';
