/**
 * Builds a fresh match state from normalized options: the one place that knows the state's base layout
 * (`game, version, seats, options`, the game's own fields, then `rng`). Used by `defineGame`'s `setup` and by the
 * simulator's `createSimulatorFromSetup`; not part of the public API.
 * @internal
 * @module
 */
import type { BaseState, GameDefinition } from '../game.js';
import { Rng, type RngState } from '../rng.js';

/** Deals with `def.setup` from the stream at `rngState` and returns the complete, unfrozen state. @internal */
export function dealState<S extends BaseState<O>, M, V, O, E>(
  def: GameDefinition<S, M, V, O, E>,
  seats: number,
  options: O,
  rngState: RngState,
): S {
  const rng = new Rng(rngState);
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
