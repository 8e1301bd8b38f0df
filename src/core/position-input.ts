/**
 * Shapes of the parts every position input has: the options (any of the game's, each optional) and the seed.
 * @module
 */
import type { OptionsKit } from './options.js';
import type { AnyShape, Shape } from './shape.js';
import * as shape from './shape-kit.js';

/**
 * The shape of a position's `options`: any of the game's options, each with its declared shape, none required. Bounds
 * that depend on the seat count are checked for the game's most seats here; core normalizes the options for the
 * position's own seat count when it builds the state.
 * @param kit - the game's options (from `defineOptions`)
 * @returns the shape, for a `definePosition` declaration
 * @example
 * ```ts
 * const POSITION = shape.object({ seats: shape.int(2, 5), options: shape.optional(optionsInput(OPTIONS)) });
 * ```
 * @category Positions
 */
export function optionsInput<O>(kit: OptionsKit<O>): Shape<Partial<O>> {
  const fields = Object.entries(kit.declarations).map(([name, d]) => [name, { optional: d.shape }]);
  // Built from entries, the object shape's type is not tied to `O`: seen as any shape, it is declared `Partial<O>`.
  const declared: AnyShape = shape.object(Object.fromEntries(fields));
  return declared as Shape<Partial<O>>;
}

/**
 * The shape of a position's `seed`: a safe integer or a string, as `seedState` takes.
 * @category Positions
 */
export const seedInput: Shape<number | string> = /* @__PURE__ */ (() =>
  shape.oneOf(shape.int(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER), shape.string()))();
