/**
 * Helpers for plain JSON data: deep equality, a canonical serialization, a state hash, and small guards for reading
 * untrusted input.
 * @module
 */

/** A JSON value. @category JSON */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/**
 * Whether `value` is a plain object (not null, not an array, prototype `Object.prototype` or `null`).
 * @param value - anything
 * @category JSON
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Deep equality of plain JSON-like data (objects compared by own keys in any order, arrays by position).
 * @param a - a value
 * @param b - another value
 * @example
 * ```ts
 * deepEqual({ a: [1, 2] }, { a: [1, 2] }); // true
 * ```
 * @category JSON
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || typeof a !== 'object' || a === null || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b as object, k)) return false;
    if (!deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * A canonical JSON text: object keys sorted, so equal data gives equal text whatever the key order.
 * @param value - JSON-like data
 * @example
 * ```ts
 * canonicalJson({ b: 1, a: 2 }); // '{"a":2,"b":1}'
 * ```
 * @category JSON
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  const parts: string[] = [];
  for (const k of keys) {
    const v = (value as Record<string, unknown>)[k];
    if (v === undefined) continue;
    parts.push(`${JSON.stringify(k)}:${canonicalJson(v)}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * A 64-bit FNV-1a hash of the canonical JSON of `value`, as 16 hex digits. Equal states hash equally on every
 * platform; use it to compare states in tests, logs and across machines.
 * @param value - JSON-like data, typically a game state
 * @example
 * ```ts
 * stateHash(coins.setup({ seats: 3, seed: 1 })); // e.g. '9c1f0a...' (16 hex digits)
 * ```
 * @category JSON
 */
export function stateHash(value: unknown): string {
  const text = canonicalJson(value);
  // Two 32-bit FNV-1a lanes with different offsets, combined to 64 bits.
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x01000193) ^ (h2 >>> 15);
  }
  return (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0');
}

/**
 * Whether `value` is an integer in `[min, max]`.
 * @param value - anything
 * @param min - smallest allowed
 * @param max - largest allowed
 * @category JSON
 */
export function isIntIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * The own keys of `obj` that are not in `allowed` (for rejecting extra fields).
 * @param obj - a plain object
 * @param allowed - the keys that may appear
 * @category JSON
 */
export function extraKeys(obj: Record<string, unknown>, allowed: readonly string[]): string[] {
  return Object.keys(obj).filter((k) => !allowed.includes(k));
}
