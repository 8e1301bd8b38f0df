/**
 * Options declared once: a game lists each option with its shape, default and description, and core derives from the
 * list the option descriptions for tools ({@link OptionSpec}), the defaults for a seat count, and the checking and
 * normalization of options from outside (unknown keys refused, bounds that may depend on the seat count).
 *
 * @example
 * ```ts
 * import { defineOptions, option } from 'cardrules/core';
 * const options = defineOptions({
 *   target: option.integer({ min: 1, default: 15, description: 'The score that wins (R1).' }),
 *   startSeat: option.integer({ min: 0, max: (c) => c.seats - 1, nullable: true, default: null,
 *     description: 'The seat that starts; none draws it (R2).' }),
 * });
 * options.normalize({ target: 10 }, 3); // { ok: true, value: { target: 10, startSeat: null } }
 * options.normalize({ startSeat: 3 }, 3).ok; // false: seats are 0..2
 * ```
 * @module
 */
import { err, ok, type Result, type StateIssue } from './errors.js';
import { deepFreeze } from './internal/deep-freeze.js';
import { isPlainObject } from './json.js';
import type { AnyShape, Bound, Shape, ShapeContext } from './shape.js';
import * as shape from './shape-kit.js';

/**
 * One option of a game, described for generic tools (the playground's form, the command line's `--option`, the
 * engine's `hello`, generated options in tests), with its bounds resolved for one seat count.
 * @category Options
 */
export type OptionSpec = IntegerOptionSpec | BooleanOptionSpec | ChoiceOptionSpec;

/**
 * What every {@link OptionSpec} says.
 * @category Options
 */
export interface OptionSpecBase {
  /** The option's key in `setup` (`'target'`). */
  readonly name: string;
  /** One sentence for people, with the rule id where the rules page decides it. */
  readonly description: string;
  /** The value a match gets when the option is not given (for the seat count the spec was made for). */
  readonly default: unknown;
}

/**
 * An option that takes an integer (`target`, `hands`), or `null` when `nullable`.
 * @category Options
 */
export interface IntegerOptionSpec extends OptionSpecBase {
  /** The discriminant. */
  readonly kind: 'integer';
  /** The smallest value allowed. */
  readonly min: number;
  /** The largest value allowed. */
  readonly max: number;
  /** Whether `null` is allowed too (it then means "none" or "drawn at random", as the description says). */
  readonly nullable: boolean;
}

/**
 * An option that is on or off.
 * @category Options
 */
export interface BooleanOptionSpec extends OptionSpecBase {
  /** The discriminant. */
  readonly kind: 'boolean';
}

/**
 * An option that takes one of a few values.
 * @category Options
 */
export interface ChoiceOptionSpec extends OptionSpecBase {
  /** The discriminant. */
  readonly kind: 'choice';
  /** The values a tool offers (a choice may allow more that only code sets, such as a given seating). */
  readonly values: readonly (string | number | null)[];
}

/**
 * One option as a game declares it (made by the builders of {@link option}).
 * @typeParam T - the option's value type
 * @category Options
 */
export interface OptionDeclaration<T> {
  /** The values allowed (bounds may depend on the seat count). */
  readonly shape: Shape<T>;
  /** The value when the option is not given, or a function of the seat count. */
  readonly default: T | ((seats: number) => T);
  /** One sentence for people, with the rule id. */
  readonly description: string;
  /** How generic tools see it; `null` for an option only code sets (not offered in forms or generated in tests). */
  readonly describe: ((context: ShapeContext) => Omit<OptionSpec, 'name' | 'description' | 'default'>) | null;
}

/**
 * Any option declaration, whatever its value type: what a list of declarations holds.
 * @category Options
 */
export interface AnyOptionDeclaration {
  /** As {@link OptionDeclaration.shape}. */
  readonly shape: AnyShape;
  /** As {@link OptionDeclaration.default}. */
  readonly default: unknown;
  /** As {@link OptionDeclaration.description}. */
  readonly description: string;
  /** As {@link OptionDeclaration.describe}. */
  readonly describe: ((context: ShapeContext) => Omit<OptionSpec, 'name' | 'description' | 'default'>) | null;
}

/** Declarations by option name. @category Options */
export type OptionDeclarations = { readonly [name: string]: AnyOptionDeclaration };

/**
 * The options type of a list of declarations, or of the kit {@link defineOptions} made from it.
 * @example
 * ```ts
 * export const OPTIONS = defineOptions({ target: option.integer({ min: 1, default: 15, description: '…' }) });
 * export type MyOptions = OptionsFrom<typeof OPTIONS>; // { readonly target: number }
 * ```
 * @category Options
 */
export type OptionsFrom<D> =
  D extends OptionsKit<infer O>
    ? O
    : { readonly [K in keyof D]: D[K] extends OptionDeclaration<infer T> ? T : never };

const resolve = (bound: Bound, context: ShapeContext): number =>
  bound === 'seats' ? context.seats : typeof bound === 'function' ? bound(context) : bound;

/**
 * The option builders.
 * @category Options
 */
export const option = {
  /**
   * An integer option; `max` defaults to the largest safe integer; bounds may depend on the seat count.
   * @example
   * ```ts
   * option.integer({ min: 1, max: 1000, default: 1, description: 'How many hands the match lasts.' });
   * ```
   */
  integer<const N extends boolean = false>(spec: {
    readonly min: Bound;
    readonly max?: Bound;
    readonly nullable?: N;
    /** The default, or a function of the seat count (one game per seat, say). */
    readonly default:
      | (N extends true ? number | null : number)
      | ((seats: number) => N extends true ? number | null : number);
    readonly description: string;
  }): OptionDeclaration<N extends true ? number | null : number> {
    const max = spec.max ?? Number.MAX_SAFE_INTEGER;
    const int = shape.int(spec.min, max);
    return {
      shape: (spec.nullable === true ? shape.nullable(int) : int) as unknown as Shape<
        N extends true ? number | null : number
      >,
      default: spec.default,
      description: spec.description,
      describe: (c) => ({
        kind: 'integer',
        min: resolve(spec.min, c),
        max: resolve(max, c),
        nullable: spec.nullable === true,
      }),
    };
  },
  /** An option that is on or off. */
  boolean(spec: { readonly default: boolean; readonly description: string }): OptionDeclaration<boolean> {
    return { shape: shape.boolean(), ...spec, describe: () => ({ kind: 'boolean' }) };
  },
  /**
   * One of a few values; `offered` (default: all) are the ones tools offer, the others only code sets.
   * @example
   * ```ts
   * option.choice({ values: ['sealed', 'peonFirst'], default: 'sealed', description: 'When gifts are chosen (R5).' });
   * ```
   */
  choice<const V extends readonly (string | number | null)[]>(spec: {
    readonly values: V;
    readonly offered?: readonly V[number][];
    readonly default: V[number];
    readonly description: string;
  }): OptionDeclaration<V[number]> {
    return {
      shape: shape.literal(...spec.values),
      default: spec.default,
      description: spec.description,
      describe: () => ({ kind: 'choice', values: [...(spec.offered ?? spec.values)] }),
    };
  },
  /** An option of any declared shape that only code sets (a given seating order, say): tools do not offer it. */
  custom<T>(spec: {
    readonly shape: Shape<T>;
    readonly default: T | ((seats: number) => T);
    readonly description: string;
  }): OptionDeclaration<T> {
    return { ...spec, describe: null };
  },
} as const;

/**
 * A game's options, declared once, and what core derives from them.
 * @typeParam O - the options type
 * @category Options
 */
export interface OptionsKit<O> {
  /** The declarations, by name. */
  readonly declarations: OptionDeclarations;
  /** The options every tool may offer, described with bounds and defaults for `seats`. */
  specs(seats: number): readonly OptionSpec[];
  /** The options of a match with none given. */
  defaults(seats: number): O;
  /**
   * Options from outside checked and completed with defaults: unknown keys, wrong types and out-of-range values are
   * refused (bounds for `seats`), then the game's own cross-option rules run. Never throws.
   */
  normalize(input: unknown, seats: number): Result<O, readonly StateIssue[]>;
}

/**
 * Declares a game's options once.
 * @param declarations - each option's shape, default and description (in the order tools list them)
 * @param rules - the game's rules that tie options together (`bonusPoints` needs `scoring`); each issue names its path
 * @returns the options kit core uses for `setup`, `loadState`, `game.options` and `game.defaultOptions`
 * @category Options
 */
export function defineOptions<const D extends OptionDeclarations>(
  declarations: D,
  rules?: (options: OptionsFrom<D>, seats: number) => readonly StateIssue[],
): OptionsKit<OptionsFrom<D>> {
  const names = Object.keys(declarations);
  const defaults = (seats: number): OptionsFrom<D> => {
    const out: Record<string, unknown> = {};
    for (const name of names) {
      const d = declarations[name]!.default;
      out[name] = typeof d === 'function' ? (d as (seats: number) => unknown)(seats) : structuredCloneJson(d);
    }
    return out as OptionsFrom<D>;
  };
  /** The default options per seat count, checked once: most matches are set up with none given. */
  const ofDefaults = new Map<number, Result<OptionsFrom<D>, readonly StateIssue[]>>();
  const normalize = (input: unknown, seats: number): Result<OptionsFrom<D>, readonly StateIssue[]> => {
    if (!isPlainObject(input)) return err([{ path: '', message: 'options must be an object' }]);
    const keys = Object.keys(input);
    if (keys.length === 0) {
      let known = ofDefaults.get(seats);
      if (known === undefined) {
        const out = defaults(seats);
        const issues = rules ? rules(out, seats) : [];
        // Frozen: every match with these options shares the object (a state's options are never written).
        known = issues.length > 0 ? err(issues) : ok(deepFreeze(out));
        ofDefaults.set(seats, known);
      }
      return known;
    }
    const issues: StateIssue[] = [];
    const out: Record<string, unknown> = defaults(seats);
    for (const key of keys) {
      if (!Object.hasOwn(declarations, key)) issues.push({ path: key, message: 'unknown option' });
    }
    const context: ShapeContext = { seats };
    for (const name of names) {
      if (!Object.hasOwn(input, name) || input[name] === undefined) continue;
      const value = input[name];
      const found = shape.check(declarations[name]!.shape, value, context, name);
      if (found.length > 0) {
        const rule = /\(([A-Z][A-Za-z]*-?[0-9][0-9A-Za-z.-]*)\)/.exec(declarations[name]!.description);
        for (const f of found) issues.push(rule ? { ...f, message: `${f.message} (${rule[1]})` } : f);
      } else out[name] = value;
    }
    if (issues.length === 0 && rules) issues.push(...rules(out as OptionsFrom<D>, seats));
    return issues.length > 0 ? err(issues) : ok(out as OptionsFrom<D>);
  };
  return {
    declarations,
    defaults,
    normalize,
    specs(seats) {
      const context: ShapeContext = { seats };
      const values = defaults(seats) as Record<string, unknown>;
      const out: OptionSpec[] = [];
      for (const name of names) {
        const declared = declarations[name]!;
        if (declared.describe === null) continue;
        out.push({
          name,
          description: declared.description,
          default: values[name],
          ...declared.describe(context),
        } as OptionSpec);
      }
      return out;
    },
  };
}

/** A copy of a default (a list default must not be shared between matches). */
function structuredCloneJson(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? JSON.parse(JSON.stringify(value)) : value;
}

/**
 * An option whose value is a seat of the match, 0 to seats − 1, seat 0 by default (the seat that starts, say).
 * @param description - what the seat does, for tools and docs
 * @returns the option's declaration, as `option.integer` makes it
 * @example
 * ```ts
 * defineOptions({ startSeat: seatOption('The seat that starts.') }).defaults(3); // { startSeat: 0 }
 * ```
 * @category Options
 */
export function seatOption(description: string): OptionDeclaration<number> {
  return option.integer({ min: 0, max: (c) => c.seats - 1, default: 0, description });
}
