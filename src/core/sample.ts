/**
 * Assembling a state from a view, for a game's `hidden.sampleState`: the base fields come from the view and the
 * random stream, the fields a view shows as they are are copied, and the game supplies the rest (the hidden cards it
 * dealt).
 * @module
 */
import type { BaseState } from './game.js';
import { cloneJson } from './json.js';
import type { Rng } from './rng.js';
import type { Fields, ObjectOf } from './shape.js';

/**
 * The base fields of a state sampled from a view: the game's id and state version, the view's seat count and
 * options (a copy), a stream forked from `rng`, and `origin: 'position'` when the view shows a match built from a
 * position.
 * @param game - the game's id and state version
 * @param view - the view the state is sampled from
 * @param rng - the sampling stream (the state gets a fork of it)
 * @returns the base fields
 * @example
 * ```ts
 * const base = baseFromView({ id: 'coins', version: 4 }, view, rng);
 * // { game: 'coins', version: 4, seats: 3, options: { ... }, rng: [...] }
 * ```
 * @category Hidden information
 */
export function baseFromView<O>(
  game: { readonly id: string; readonly version: number },
  view: { readonly seats: number; readonly options: O; readonly origin: 'deal' | 'position' },
  rng: Rng,
): BaseState<O> {
  return {
    game: game.id,
    version: game.version,
    seats: view.seats,
    options: cloneJson(view.options),
    rng: rng.fork().state(),
    ...(view.origin === 'position' ? { origin: 'position' as const } : {}),
  };
}

/**
 * The fields an object shape declares, each from `own` when it has it, else a copy of the view's field of that name.
 * The types say which: a view whose field of a declared name has another type than the declaration, or lacks a field
 * `own` does not give, fails to compile.
 * @param declared - an object shape (from `shape.object`)
 * @param view - the view (its fields of the declared names that `own` does not give are copied)
 * @param own - the fields the view does not show as the state keeps them (the sampled hidden cards, ...)
 * @returns a new object with exactly the declared fields
 * @example
 * ```ts
 * const fields = shape.object({ turn: shape.seat(), hands: shape.array(shape.array(shape.int(0, 9))) });
 * fieldsFromView(fields, { turn: 1, hand: [3] }, { hands: [[3], [7]] }); // { turn: 1, hands: [[3], [7]] }
 * ```
 * @category Hidden information
 */
export function fieldsFromView<F extends Fields, const O extends Partial<ObjectOf<F>>>(
  declared: { readonly fields: F },
  view: Omit<ObjectOf<F>, keyof O>,
  own: O,
): ObjectOf<F> {
  const out: Record<string, unknown> = {};
  const from = view as Readonly<Record<string, unknown>>;
  for (const key of Object.keys(declared.fields)) {
    if (Object.hasOwn(own, key)) out[key] = (own as Readonly<Record<string, unknown>>)[key];
    else if (Object.hasOwn(from, key)) out[key] = cloneJson(from[key]);
  }
  return out as ObjectOf<F>;
}

/**
 * A whole state sampled from a view, in one call: the base fields of {@link baseFromView} and the declared fields
 * of {@link fieldsFromView} (each from `own` when it has it, else copied from the view).
 * @param game - the game's id, state version and declared state shape
 * @param view - the view the state is sampled from
 * @param rng - the sampling stream (the state gets a fork of it)
 * @param own - the fields the view does not show as the state keeps them (the sampled hidden cards, ...)
 * @returns a new state
 * @example
 * ```ts
 * return stateFromView({ id: 'linko', version: 2, state: STATE_SHAPE }, view, rng, { table, gameIndex });
 * // { game: 'linko', version: 2, seats, options, rng, ...the declared fields }
 * ```
 * @category Hidden information
 */
export function stateFromView<O, F extends Fields, const Own extends Partial<ObjectOf<F>>>(
  game: { readonly id: string; readonly version: number; readonly state: { readonly fields: F } },
  view: Omit<ObjectOf<F>, keyof Own> & {
    readonly seats: number;
    readonly options: O;
    readonly origin: 'deal' | 'position';
  },
  rng: Rng,
  own: Own,
): BaseState<O> & ObjectOf<F> {
  return { ...baseFromView(game, view, rng), ...fieldsFromView(game.state, view, own) };
}
