/**
 * `cardrules`: the core primitives plus the registry of all games.
 * @module cardrules
 */
export * from './core/index.js';
export { games, getGame } from './registry.js';
