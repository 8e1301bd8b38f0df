/**
 * Reading the fields of one request: every field is checked for its type and range, unknown fields are refused, and
 * each failure names the field (`BAD_FIELD` with `path`).
 * @module
 */
import type { Seed } from '../core/index.js';
import { fail } from './protocol.js';

/** The longest string seed accepted. */
const MAX_SEED_LENGTH = 1000;

/**
 * The fields of one request, read with checks. Construct it with the names the command accepts.
 * @internal
 */
export class Fields {
  private readonly raw: Readonly<Record<string, unknown>>;

  /**
   * @param raw - the request object (already known to be a plain object)
   * @param allowed - the field names the command takes besides `id` and `cmd`
   */
  constructor(raw: Readonly<Record<string, unknown>>, allowed: readonly string[]) {
    this.raw = raw;
    for (const key of Object.keys(raw)) {
      if (key !== 'id' && key !== 'cmd' && !allowed.includes(key)) {
        const known = allowed.length > 0 ? ` (it takes ${allowed.join(', ')})` : ' (it takes no fields)';
        fail('BAD_FIELD', `unknown field '${key.slice(0, 40)}' for '${String(raw.cmd)}'${known}`, key);
      }
    }
  }

  /** Whether the field is present (and not `null`). */
  has(name: string): boolean {
    return this.raw[name] !== undefined && this.raw[name] !== null;
  }

  /** The raw value, unchecked (for moves, records and states, which their own checks read). */
  value(name: string): unknown {
    return this.raw[name];
  }

  /** A required integer in `[min, max]`. */
  int(name: string, min: number, max: number): number {
    const v = this.raw[name];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
      fail('BAD_FIELD', `'${name}' must be an integer ${min}–${max}${got(v)}`, name);
    }
    return v;
  }

  /** An optional integer in `[min, max]`, or `fallback`. */
  optInt<T>(name: string, min: number, max: number, fallback: T): number | T {
    return this.has(name) ? this.int(name, min, max) : fallback;
  }

  /** An optional boolean, or `fallback`. */
  bool(name: string, fallback: boolean): boolean {
    if (!this.has(name)) return fallback;
    const v = this.raw[name];
    if (typeof v !== 'boolean') fail('BAD_FIELD', `'${name}' must be true or false${got(v)}`, name);
    return v;
  }

  /** A required non-empty string of at most `maxLength` characters. */
  string(name: string, maxLength = 200): string {
    const v = this.raw[name];
    if (typeof v !== 'string' || v.length === 0 || v.length > maxLength) {
      fail('BAD_FIELD', `'${name}' must be a string of 1–${maxLength} characters${got(v)}`, name);
    }
    return v;
  }

  /** An optional choice among `choices`, or the first choice. */
  choice<const C extends string>(name: string, choices: readonly C[]): C {
    if (!this.has(name)) return choices[0]!;
    const v = this.raw[name];
    if (typeof v !== 'string' || !(choices as readonly string[]).includes(v)) {
      fail('BAD_FIELD', `'${name}' must be one of ${choices.map((c) => `'${c}'`).join(', ')}${got(v)}`, name);
    }
    return v as C;
  }

  /** An optional seed (a finite number or a string), or `undefined`. */
  seed(name: string): Seed | undefined {
    if (!this.has(name)) return undefined;
    return checkSeed(this.raw[name], name);
  }

  /** An optional plain object (options), or `{}`. */
  object(name: string): Readonly<Record<string, unknown>> {
    if (!this.has(name)) return {};
    const v = this.raw[name];
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      fail('BAD_FIELD', `'${name}' must be an object${got(v)}`, name);
    }
    return v as Record<string, unknown>;
  }

  /** A required array of 1–`maxLength` entries. */
  array(name: string, maxLength: number): readonly unknown[] {
    const v = this.raw[name];
    if (!Array.isArray(v) || v.length === 0 || v.length > maxLength) {
      fail('BAD_FIELD', `'${name}' must be an array of 1–${maxLength} entries${got(v)}`, name);
    }
    return v;
  }

  /** A required array of integers in `[min, max]` with exactly `length` entries (any length 1–max when omitted). */
  intArray(name: string, min: number, max: number, maxLength: number, length?: number): number[] {
    const v = this.array(name, maxLength);
    if (length !== undefined && v.length !== length) {
      fail('BAD_FIELD', `'${name}' must have ${length} entries, one per match, got ${v.length}`, name);
    }
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max) {
        fail('BAD_FIELD', `'${name}[${i}]' must be an integer ${min}–${max}${got(x)}`, `${name}.${i}`);
      }
    }
    return v as number[];
  }
}

/**
 * A seed from outside: a finite number or a string of at most 1000 characters.
 * @param v - the value
 * @param path - the field it came from, for the error
 * @returns the seed
 * @internal
 */
export function checkSeed(v: unknown, path: string): Seed {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.length <= MAX_SEED_LENGTH) return v;
  return fail(
    'BAD_FIELD',
    `'${path}' must be a finite number or a string of at most 1000 characters${got(v)}`,
    path,
  );
}

/** ", got …" for an error message, without echoing long or odd input. */
function got(v: unknown): string {
  if (v === undefined) return ' (missing)';
  if (v === null) return ', got null';
  if (typeof v === 'string') return `, got '${v.length > 40 ? `${v.slice(0, 40)}…` : v}'`;
  if (typeof v === 'number' || typeof v === 'boolean') return `, got ${String(v)}`;
  return `, got ${Array.isArray(v) ? 'an array' : typeof v}`;
}
