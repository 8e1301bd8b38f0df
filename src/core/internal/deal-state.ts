/**
 * Builds a fresh match state from normalized options: the one place that knows the state's base layout
 * (`game, version, seats, options`, the game's own fields, then `rng`). Used by `defineGame`'s `setup` and by the
 * simulator's `createSimulatorFromSetup`; not part of the public API.
 * @internal
 * @module
 */

import type { RulesDefinition } from '../definition.js';
import type { GameEvent } from '../events.js';
import type { BaseState } from '../game.js';
import { Rng, type RngState } from '../rng.js';

/** The generator `dealState` deals from, made once. */
let dealing: Rng | null = null;

/** Deals with `def.setup` from the stream at `rngState` and returns the complete, unfrozen state. @internal */
export function dealState<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  def: RulesDefinition<S, M, V, O, E>,
  seats: number,
  options: O,
  rngState: RngState,
): S {
  // A module-level generator loaded in place: a game's `setup` draws from it synchronously and keeps no reference.
  const rng = dealing ?? (dealing = new Rng(rngState));
  rng.load(rngState);
  const fields = def.setup(seats, options, rng);
  return {
    game: def.id,
    version: def.version,
    seats,
    options,
    ...fields,
    rng: rng.state(),
  } as unknown as S;
}
