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

import {
  array,
  boolean,
  check,
  int,
  literal,
  nullable,
  object,
  oneOf,
  optional,
  refine,
  seat,
  string,
  variants,
} from './shape-kit.js';

export type { VariantType } from './shape-kit.js';
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
  { readonly [K in keyof F as K extends RequiredKeys<F> ? K : never]: FieldType<F[K]> } & {
    readonly [K in keyof F as K extends OptionalKeys<F> ? K : never]?: FieldType<F[K]>;
  }
>;

/** Array size options of {@link shape.array}. @category Shapes */
export interface ArrayBounds {
  /** The exact length. */
  readonly length?: Bound;
  /** The fewest items. @defaultValue 0 */
  readonly min?: Bound;
  /** The most items. @defaultValue 10000 */
  readonly max?: Bound;
}

/**
 * The shape builders: `shape.int`, `shape.seat`, `shape.boolean`, `shape.literal`, `shape.string`, `shape.array`,
 * `shape.object`, `shape.optional`, `shape.nullable`, `shape.oneOf`, `shape.variants`, `shape.refine`, and
 * `shape.check` to check a value against a shape. The object is marked pure and the games inside the package import
 * each builder directly, so an app that never touches `shape` carries none of the builders it does not use.
 * @namespace
 * @category Shapes
 */
export const shape = /* @__PURE__ */ Object.freeze({
  int,
  seat,
  boolean,
  literal,
  string,
  array,
  object,
  optional,
  nullable,
  oneOf,
  variants,
  refine,
  check,
});
