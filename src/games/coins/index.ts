/**
 * Placeholder until the game lands.
 * @module
 */
export {};
