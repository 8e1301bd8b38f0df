/**
 * Where a game object keeps its definition: under a registered symbol, not enumerable, not in its type. Core's
 * simulator reads it; nothing outside core does. Not part of the public API.
 * @internal
 * @module
 */

import type { GameDefinition } from '../definition.js';
import type { GameEvent } from '../events.js';
import type { BaseState, Game } from '../game.js';

/** The key (a registered symbol, so that separate bundles of core agree on it). */
const RULES = Symbol.for('cardrules.rules');

/** Keeps `def` on `game`, out of sight. @internal */
export function attachRules(game: object, def: object): void {
  Object.defineProperty(game, RULES, { value: def, enumerable: false });
}

/** The rules behind a game object made by `defineGame`. @internal */
export function rulesOf<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  game: Game<S, M, V, O, E>,
): GameDefinition<S, M, V, O, E> {
  const def = (game as unknown as Record<symbol, GameDefinition<S, M, V, O, E> | undefined>)[RULES];
  if (def === undefined) throw new TypeError(`${String(game.id)} was not made by defineGame`);
  return def;
}
