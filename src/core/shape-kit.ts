/**
 * The shape builders, exported from `cardrules/core` as the namespace {@link shape}: `shape.int(0, 47)`,
 * `shape.object({ … })`, `shape.check(declared, value, context)`. One export per builder, so a bundler keeps only the
 * builders a game uses.
 * @module
 */
import type { StateIssue } from './errors.js';
import { isPlainObject } from './json.js';
import type {
  AnyShape,
  ArrayBounds,
  Bound,
  Fields,
  Infer,
  ObjectOf,
  OptionalField,
  Shape,
  ShapeContext,
} from './shape.js';

type Simplify<T> = { [K in keyof T]: T[K] } & {};

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

/** One of a few literal values (strings, numbers, booleans or `null`). */
export const literal = <const T extends readonly (string | number | boolean | null)[]>(
  ...values: T
): Shape<T[number]> => {
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
};

/** A list whose items all have the item's shape; its size is checked before any item is read. */
export const array = <T>(item: Shape<T>, bounds: ArrayBounds = {}): Shape<readonly T[]> => {
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
};

/** An object with exactly these fields (unknown fields are refused, missing ones reported). */
export const object = <const F extends Fields>(fields: F): Shape<ObjectOf<F>> & { readonly fields: F } => {
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
};

/**
 * The `type` field that `shape.variants` adds to each variant's fields: every move type's `type` carries this comment.
 * @category Shapes
 */
export interface VariantType<K> {
  /** Which kind of move this is: the name of its variant in the declared move shape. */
  readonly type: K;
}

/** Moves: objects discriminated by `type`, each variant with its own fields (`type` is added). */
export const variants = <const V extends { readonly [type: string]: Fields }>(
  variantFields: V,
): Shape<{ [K in keyof V]: Simplify<VariantType<K> & ObjectOf<V[K]>> }[keyof V]> => {
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
  } as Shape<{ [K in keyof V]: Simplify<VariantType<K> & ObjectOf<V[K]>> }[keyof V]>;
};

/** The inner shape, or `null`. */
export const nullable = <T>(inner: Shape<T>): Shape<T | null> => {
  return {
    label: `${inner.label} or null`,
    test(value, path, context, issues) {
      return value === null || inner.test(value, path, context, issues);
    },
  };
};

/** Any of the shapes. */
export const oneOf = <const S extends readonly AnyShape[]>(...options: S): Shape<Infer<S[number]>> => {
  return {
    label: options.map((o) => o.label).join(' or '),
    test(value, path, context, issues) {
      const found: StateIssue[] = [];
      for (const o of options) if (o.test(value, path, context, found)) return true;
      issues.push({ path, message: `expected ${options.map((o) => o.label).join(' or ')}` });
      return false;
    },
  };
};

/** A shape with an extra condition (checked only when the inner shape holds). */
export const refine = <T>(
  inner: Shape<T>,
  label: string,
  accepts: (value: T, context: ShapeContext) => boolean,
): Shape<T> => {
  return {
    label,
    test(value, path, context, issues) {
      if (!inner.test(value, path, context, issues)) return false;
      if (accepts(value as T, context)) return true;
      issues.push({ path, message: `expected ${label}` });
      return false;
    },
  };
};

/**
 * An integer in `[min, max]`; each bound may be `'seats'` or depend on the context.
 * @example
 * ```ts
 * shape.int(1, 12); // a rank
 * shape.int(0, (c) => c.seats * 10); // bounded by the seat count
 * ```
 */
export const int = (min: Bound, max: Bound = Number.MAX_SAFE_INTEGER): Shape<number> => integer(min, max);

/** A seat: an integer `0..seats-1`. */
export const seat = (): Shape<number> => integer(0, (c) => c.seats - 1, 'a seat');

/** `true` or `false`. */
export const boolean = (): Shape<boolean> => literal(true, false) as Shape<boolean>;

/** A string of at most `max` characters. */
export const string = (max = 200): Shape<string> => ({
  label: 'a string',
  test(value, path, _context, issues) {
    if (typeof value === 'string' && value.length <= max) return true;
    issues.push({
      path,
      message: `expected a string of at most ${max} characters, got ${describeValue(value)}`,
    });
    return false;
  },
});

/** A field of {@link object} that may be absent. */
export const optional = <T>(inner: Shape<T>): OptionalField<T> => ({ optional: inner });

/**
 * Checks a value against a shape.
 * @returns every problem found (empty when the value has the shape)
 */
export const check = (declared: AnyShape, value: unknown, context: ShapeContext, path = ''): StateIssue[] => {
  const issues: StateIssue[] = [];
  try {
    declared.test(value, path, context, issues);
  } catch (e) {
    issues.push({ path, message: `unreadable: ${e instanceof Error ? e.message : 'an unexpected value'}` });
  }
  return issues;
};
