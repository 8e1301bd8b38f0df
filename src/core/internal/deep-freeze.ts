/**
 * Deep freezing of plain JSON data with plain loops (immer's `freeze(value, true)` calls a function per element).
 * Not part of the public API.
 * @internal
 * @module
 */

/**
 * Freezes `value` and everything in it, stopping at objects that are frozen already (their contents are taken to be
 * frozen too, as immer's auto-freeze leaves them).
 * @returns the same value
 * @internal
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
  } else {
    const record = value as Record<string, unknown>;
    for (const key in record) deepFreeze(record[key]);
  }
  return value;
}
