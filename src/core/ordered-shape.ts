/**
 * Object shapes whose fields must also come in their declared order: a saved state written by the library always lists
 * its fields in one order, so a state whose fields come in another was written by hand or changed after.
 * @module
 */
import type { Shape } from './shape.js';
import * as shape from './shape-kit.js';

/**
 * The object shape `declared`, refined so that the fields present also come in the order of its declaration (optional
 * fields may be missing; the others keep their places).
 * @param declared - an object shape (`shape.object(...)`)
 * @returns the same shape, with the order of the fields checked too
 * @example
 * ```ts
 * const seatCard = inDeclaredOrder(shape.object({ seat: shape.seat(), card: shape.int(1, 13) }));
 * // { seat: 0, card: 5 } holds; { card: 5, seat: 0 } does not: 'expected the fields in the order seat,card'
 * ```
 * @category Shapes
 */
export function inDeclaredOrder<T>(declared: Shape<T> & { readonly fields: object }): Shape<T> {
  const keys = Object.keys(declared.fields);
  return shape.refine(declared, `the fields in the order ${keys.join()}`, (value) => {
    const present = Object.keys(value as object);
    return keys.filter((k) => present.includes(k)).join() === present.join();
  });
}
