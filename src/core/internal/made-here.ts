/**
 * The states this library made. Not part of the public API.
 * @internal
 * @module
 */

/**
 * States this library made (`setup`, `loadState`, `applyMove`): deeply frozen, plain JSON data. Any other object
 * passed as a state is read through `loadState` first, so the library never changes, freezes or trusts an object it
 * did not make.
 * @internal
 */
export const madeHere = new WeakSet<object>();
