/**
 * A list whose items are all different, as a declared shape: seats waiting in a queue, bonuses to choose from.
 * @module
 */
import type { Shape } from './shape.js';
import { refine } from './shape-kit.js';

/**
 * A list shape whose items must all differ (compared as `Set` members): a list that holds an item twice is refused
 * with `expected <label>`.
 * @param list - the shape of the list (its items and bounds)
 * @param label - what such a list is, for the issue (`'distinct seats'`)
 * @returns the shape
 * @example
 * ```ts
 * const waiting = distinct(shape.array(shape.seat(), { max: 'seats' }), 'distinct seats');
 * shape.check(waiting, [2, 0], { seats: 3 }); // []
 * shape.check(waiting, [2, 2], { seats: 3 }); // [{ path: '', message: 'expected distinct seats' }]
 * ```
 * @category Shapes
 */
export const distinct = <T>(list: Shape<readonly T[]>, label: string): Shape<readonly T[]> =>
  refine(list, label, (items) => new Set(items).size === items.length);
