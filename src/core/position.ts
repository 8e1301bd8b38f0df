/**
 * The base of every game's `fromPosition`: a position from outside (a test, a puzzle, a rulebook example) read safely
 * against its declared shape, turned into a state by the game, and loaded like any saved state. One contract in
 * every game: the state, frozen, or an {@link InvalidStateError} that lists every problem; never another error.
 * @module
 */
import type { GameFields } from './definition.js';
import { InvalidStateError, type StateIssue } from './errors.js';
import type { GameEvent } from './events.js';
import type { BaseState, Game } from './game.js';
import { describeError } from './internal/describe-error.js';
import { rulesOf } from './internal/rules.js';
import { isPlainObject, plainDataOf } from './json.js';
import { type Seed, seedState } from './rng.js';
import type { Shape } from './shape.js';
import * as shape from './shape-kit.js';

/** The largest position read from outside. */
const POSITION_LIMITS = { depth: 16, nodes: 100_000 } as const;

/**
 * What a game's position builder makes of a position: the seat count, the options given (defaults fill the rest),
 * the game's own fields, and the seed of the stream for later deals.
 * @typeParam S - the game's state
 * @category Positions
 */
export interface PositionParts<S extends BaseState<unknown>> {
  /** How many seats play. */
  readonly seats: number;
  /** The options given; the declared defaults fill the rest. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** The game's own fields of the state. */
  readonly fields: GameFields<S>;
  /** The seed of the random stream for later deals. @defaultValue 0 */
  readonly seed?: Seed;
}

/**
 * Makes a game's `fromPosition` from the declared shape of its positions and a function that turns a position into
 * the state's parts. Core reads the input as plain data (bounded in size before any work), checks it against the
 * shape, runs `build` (anything it throws becomes an issue), fills the base fields with `origin: 'position'`, and
 * loads the result with the game's `loadState` (positions accepted).
 * @param game - the game
 * @param declared - the shape of a position (bounds may use the game's largest seat count)
 * @param build - the position as the state's parts; it may trust the declared shape, nothing else
 * @returns `fromPosition`: the state, frozen, or it throws {@link InvalidStateError} with every problem found
 * @example
 * ```ts
 * export const fromPosition = definePosition(coins, POSITION, (p) => ({
 *   seats: 3, options: { target: p.target ?? 15 }, fields: { … }, seed: p.seed,
 * }));
 * ```
 * @category Positions
 */
export function definePosition<S extends BaseState<O>, M, V, O, E extends GameEvent, P>(
  game: Game<S, M, V, O, E>,
  declared: Shape<P>,
  build: (position: P) => PositionParts<S>,
): (position: P) => S {
  const fail = (issues: readonly StateIssue[]) =>
    new InvalidStateError(game.id, {
      code: 'INVALID_STATE',
      message: `not a valid ${game.name} position`,
      issues: issues.length > 0 ? issues : [{ path: '', message: 'not a position' }],
    });
  return (position: P): S => {
    const plain = plainDataOf(position, POSITION_LIMITS);
    if (!plain.ok) throw fail([{ path: plain.error.path, message: plain.error.message }]);
    const issues = shape.check(declared, plain.value, { seats: game.seats.max });
    if (issues.length > 0) throw fail(issues);
    let parts: PositionParts<S>;
    try {
      parts = build(plain.value as P);
    } catch (e) {
      if (e instanceof InvalidStateError) throw e;
      throw fail([{ path: '', message: describeError(e) }]);
    }
    const def = rulesOf(game);
    const options = def.options.normalize(isPlainObject(parts.options) ? parts.options : {}, parts.seats);
    if (!options.ok) throw fail(options.error.map((i) => ({ ...i, path: `options.${i.path}` })));
    let rng: ReturnType<typeof seedState>;
    try {
      rng = seedState(parts.seed ?? 0);
    } catch (e) {
      throw fail([{ path: 'seed', message: describeError(e) }]);
    }
    const raw = {
      game: game.id,
      version: game.version,
      seats: parts.seats,
      options: options.value,
      ...parts.fields,
      rng,
      origin: 'position',
    };
    const loaded = game.loadState(raw, { positions: true });
    if (!loaded.ok) throw new InvalidStateError(game.id, loaded.error);
    return loaded.value;
  };
}
