/**
 * Shapes: a game declares its state, options and moves once, as values, and core derives every structural check from
 * the declaration: types, ranges (bounds may depend on the seat count), unknown and missing fields, and sizes bounded
 * before any element is read. The declaration carries its TypeScript type, so a declaration that drifts from the
 * type it declares fails to compile.
 *
 * @example
 * ```ts
 * import { shape, type Infer } from 'cardrules/core';
 * const hand = shape.array(shape.int(0, 47), { max: 16 });
 * const fields = shape.object({ toPlay: shape.seat(), hands: shape.array(hand, { length: 'seats' }) });
 * type Fields = Infer<typeof fields>; // { readonly toPlay: number; readonly hands: readonly (readonly number[])[] }
 * shape.check(fields, { toPlay: 3, hands: [] }, { seats: 3 });
 * // [{ path: 'toPlay', message: 'expected a seat 0..2, got 3' }, { path: 'hands', message: 'expected 3 items, got 0' }]
 * ```
 * @module
 */
import type { StateIssue } from './errors.js';
import { isPlainObject } from './json.js';

/**
 * What bounds of a shape may depend on: the number of seats, and (for a state's fields) its normalized options.
 * @category Shapes
 */
export interface ShapeContext {
  /** How many seats play. */
  readonly seats: number;
  /** The match's normalized options, when a state is checked (empty while options themselves are checked). */
  readonly options?: Readonly<Record<string, unknown>>;
}

/**
 * A bound of a shape: a number, `'seats'` (the seat count) or a function of the context.
 * @category Shapes
 */
export type Bound = number | 'seats' | ((context: ShapeContext) => number);

/**
 * A declared shape of plain JSON data whose values have the type `T`. Made by the builders of {@link shape}; read by
 * {@link shape.check}. The type is carried both ways (`Shape<A>` and `Shape<B>` are interchangeable only when `A`
 * and `B` are), so `const s: Shape<MyType> = shape.object({ … })` fails to compile when the two drift apart.
 * @typeParam T - the type of the values the shape accepts
 * @category Shapes
 */
export interface Shape<T> {
  /** A short description for messages (`'a seat'`, `'an integer 1..12'`). */
  readonly label: string;
  /**
   * Checks `value` against the shape and reports every problem into `issues` (paths under `path`).
   * @returns whether the value has the shape
   */
  test(value: unknown, path: string, context: ShapeContext, issues: StateIssue[]): boolean;
  /** The type of the accepted values, carried both ways; never read at run time. */
  readonly type?: (value: T) => T;
}

/**
 * Any shape, whatever type it declares: what generic code that only checks values takes.
 * @category Shapes
 */
export interface AnyShape {
  /** A short description for messages. */
  readonly label: string;
  /** As {@link Shape.test}. */
  test(value: unknown, path: string, context: ShapeContext, issues: StateIssue[]): boolean;
  /** Never read at run time. */
  readonly type?: (value: never) => unknown;
}

/**
 * The type a shape declares.
 * @example
 * ```ts
 * const move = shape.object({ type: shape.literal('play'), card: shape.int(0, 47) });
 * type Move = Infer<typeof move>; // { readonly type: 'play'; readonly card: number }
 * ```
 * @category Shapes
 */
export type Infer<S> = S extends Shape<infer T> ? T : never;

/** An object shape's fields, each a shape. @category Shapes */
export type Fields = { readonly [key: string]: AnyShape | { readonly optional: AnyShape } };

/**
 * A field that may be absent (`shape.optional(...)` in an {@link shape.object} declaration).
 * @category Shapes
 */
export interface OptionalField<T> {
  /** The shape of the field when it is there. */
  readonly optional: Shape<T>;
}

type RequiredKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { readonly optional: AnyShape } ? never : K;
}[keyof F];
type OptionalKeys<F extends Fields> = Exclude<keyof F, RequiredKeys<F>>;
type FieldType<X> = X extends { readonly optional: Shape<infer T> }
  ? T
  : X extends Shape<infer T>
    ? T
    : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The object type declared by a fields record. @category Shapes */
export type ObjectOf<F extends Fields> = Simplify<
  { readonly [K in RequiredKeys<F>]: FieldType<F[K]> } & { readonly [K in OptionalKeys<F>]?: FieldType<F[K]> }
>;

/** How many unknown fields of one object are named in issues; the rest are counted in one more issue. */
const MAX_UNKNOWN_NAMED = 5;

/** The largest array a state may hold when a shape declares no maximum. */
const DEFAULT_MAX_LENGTH = 10_000;

const join = (path: string, key: string | number): string => (path === '' ? String(key) : `${path}.${key}`);

function resolve(bound: Bound, context: ShapeContext): number {
  if (bound === 'seats') return context.seats;
  return typeof bound === 'function' ? bound(context) : bound;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return String(value);
}

function integer(min: Bound, max: Bound, label?: string): Shape<number> {
  const text = (context: ShapeContext) => {
    const lo = resolve(min, context);
    const hi = resolve(max, context);
    if (label !== undefined) return `${label} ${lo}..${hi}`;
    if (hi >= Number.MAX_SAFE_INTEGER)
      return lo === 0 ? 'a non-negative integer' : lo === 1 ? 'a positive integer' : `an integer from ${lo}`;
    return `an integer ${lo}..${hi}`;
  };
  return {
    label: label ?? 'an integer',
    test(value, path, context, issues) {
      const lo = resolve(min, context);
      const hi = resolve(max, context);
      if (typeof value === 'number' && Number.isInteger(value) && value >= lo && value <= hi) return true;
      issues.push({ path, message: `expected ${text(context)}, got ${describeValue(value)}` });
      return false;
    },
  };
}

function literal<const T extends readonly (string | number | boolean | null)[]>(
  ...values: T
): Shape<T[number]> {
  const label =
    values.length === 1
      ? JSON.stringify(values[0])
      : `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
  return {
    label,
    test(value, path, _context, issues) {
      for (const v of values) if (v === value) return true;
      issues.push({ path, message: `expected ${label}, got ${describeValue(value)}` });
      return false;
    },
  };
}

/** Array size options of {@link shape.array}. @category Shapes */
export interface ArrayBounds {
  /** The exact length. */
  readonly length?: Bound;
  /** The fewest items. @defaultValue 0 */
  readonly min?: Bound;
  /** The most items. @defaultValue 10000 */
  readonly max?: Bound;
}

function array<T>(item: Shape<T>, bounds: ArrayBounds = {}): Shape<readonly T[]> {
  return {
    label: `a list of ${item.label}`,
    test(value, path, context, issues) {
      if (!Array.isArray(value)) {
        issues.push({ path, message: `expected a list, got ${describeValue(value)}` });
        return false;
      }
      // The size first: nothing of an oversized list is read.
      if (bounds.length !== undefined) {
        const n = resolve(bounds.length, context);
        if (value.length !== n) {
          issues.push({ path, message: `expected ${n} item${n === 1 ? '' : 's'}, got ${value.length}` });
          return false;
        }
      } else {
        const lo = bounds.min === undefined ? 0 : resolve(bounds.min, context);
        const hi = bounds.max === undefined ? DEFAULT_MAX_LENGTH : resolve(bounds.max, context);
        if (value.length < lo || value.length > hi) {
          issues.push({ path, message: `expected ${lo}..${hi} items, got ${value.length}` });
          return false;
        }
      }
      let good = true;
      for (let i = 0; i < value.length; i++) {
        // One issue per list is enough to say what is wrong; the rest would repeat it.
        const found: StateIssue[] = [];
        if (!item.test(value[i], join(path, i), context, found)) {
          if (good) issues.push(...found);
          good = false;
        }
      }
      return good;
    },
  };
}

function object<const F extends Fields>(fields: F): Shape<ObjectOf<F>> & { readonly fields: F } {
  const keys = Object.keys(fields);
  return {
    label: 'an object',
    fields,
    test(value, path, context, issues) {
      if (!isPlainObject(value)) {
        issues.push({ path, message: `expected an object, got ${describeValue(value)}` });
        return false;
      }
      let good = true;
      let unknown = 0;
      for (const key of Object.keys(value)) {
        if (Object.hasOwn(fields, key)) continue;
        // A few unknown fields are named; past that, they are counted (junk may hold thousands).
        if (++unknown <= MAX_UNKNOWN_NAMED) issues.push({ path: join(path, key), message: 'unknown field' });
        good = false;
      }
      if (unknown > MAX_UNKNOWN_NAMED)
        issues.push({ path, message: `unknown field: ${unknown - MAX_UNKNOWN_NAMED} more unknown fields` });
      for (const key of keys) {
        const field = fields[key]!;
        const optional = 'optional' in field;
        if (!Object.hasOwn(value, key)) {
          if (!optional) {
            issues.push({ path: join(path, key), message: 'missing' });
            good = false;
          }
          continue;
        }
        const inner: AnyShape = optional ? field.optional : (field as AnyShape);
        if (!inner.test(value[key], join(path, key), context, issues)) good = false;
      }
      return good;
    },
  };
}

function variants<const V extends { readonly [type: string]: Fields }>(
  variantFields: V,
): Shape<{ [K in keyof V]: Simplify<{ readonly type: K } & ObjectOf<V[K]>> }[keyof V]> {
  const types = Object.keys(variantFields);
  const shapes = new Map(types.map((t) => [t, object({ type: literal(t), ...variantFields[t]! })]));
  return {
    label: `one of the moves ${types.join(', ')}`,
    test(value, path, context, issues) {
      if (!isPlainObject(value)) {
        issues.push({ path, message: `expected an object, got ${describeValue(value)}` });
        return false;
      }
      const chosen =
        typeof value.type === 'string' && Object.hasOwn(variantFields, value.type) ? value.type : null;
      if (chosen === null) {
        issues.push({
          path: join(path, 'type'),
          message: `expected ${types.map((t) => `'${t}'`).join(', ')}, got ${describeValue(value.type)}`,
        });
        return false;
      }
      return shapes.get(chosen)!.test(value, path, context, issues);
    },
  } as Shape<{ [K in keyof V]: Simplify<{ readonly type: K } & ObjectOf<V[K]>> }[keyof V]>;
}

function nullable<T>(inner: Shape<T>): Shape<T | null> {
  return {
    label: `${inner.label} or null`,
    test(value, path, context, issues) {
      return value === null || inner.test(value, path, context, issues);
    },
  };
}

function oneOf<const S extends readonly AnyShape[]>(...options: S): Shape<Infer<S[number]>> {
  return {
    label: options.map((o) => o.label).join(' or '),
    test(value, path, context, issues) {
      const found: StateIssue[] = [];
      for (const o of options) if (o.test(value, path, context, found)) return true;
      issues.push({ path, message: `expected ${options.map((o) => o.label).join(' or ')}` });
      return false;
    },
  };
}

function refine<T>(
  inner: Shape<T>,
  label: string,
  accepts: (value: T, context: ShapeContext) => boolean,
): Shape<T> {
  return {
    label,
    test(value, path, context, issues) {
      if (!inner.test(value, path, context, issues)) return false;
      if (accepts(value as T, context)) return true;
      issues.push({ path, message: `expected ${label}` });
      return false;
    },
  };
}

/**
 * The shape builders.
 * @category Shapes
 */
export const shape = {
  /**
   * An integer in `[min, max]`; each bound may be `'seats'` or depend on the context.
   * @example
   * ```ts
   * shape.int(1, 12); // a rank
   * shape.int(0, (c) => c.seats * 10); // bounded by the seat count
   * ```
   */
  int: (min: Bound, max: Bound = Number.MAX_SAFE_INTEGER): Shape<number> => integer(min, max),
  /** A seat: an integer `0..seats-1`. */
  seat: (): Shape<number> => integer(0, (c) => c.seats - 1, 'a seat'),
  /** `true` or `false`. */
  boolean: (): Shape<boolean> => literal(true, false) as Shape<boolean>,
  /** One of a few literal values (strings, numbers, booleans or `null`). */
  literal,
  /** A string of at most `max` characters. */
  string: (max = 200): Shape<string> => ({
    label: 'a string',
    test(value, path, _context, issues) {
      if (typeof value === 'string' && value.length <= max) return true;
      issues.push({
        path,
        message: `expected a string of at most ${max} characters, got ${describeValue(value)}`,
      });
      return false;
    },
  }),
  /** A list whose items all have the item's shape; its size is checked before any item is read. */
  array,
  /** An object with exactly these fields (unknown fields are refused, missing ones reported). */
  object,
  /** A field of {@link shape.object} that may be absent. */
  optional: <T>(inner: Shape<T>): OptionalField<T> => ({ optional: inner }),
  /** The inner shape, or `null`. */
  nullable,
  /** Any of the shapes. */
  oneOf,
  /** Moves: objects discriminated by `type`, each variant with its own fields (`type` is added). */
  variants,
  /** A shape with an extra condition (checked only when the inner shape holds). */
  refine,
  /**
   * Checks a value against a shape.
   * @returns every problem found (empty when the value has the shape)
   */
  check(declared: AnyShape, value: unknown, context: ShapeContext, path = ''): StateIssue[] {
    const issues: StateIssue[] = [];
    try {
      declared.test(value, path, context, issues);
    } catch (e) {
      issues.push({ path, message: `unreadable: ${e instanceof Error ? e.message : 'an unexpected value'}` });
    }
    return issues;
  },
} as const;
