/**
 * Writes one observation into a caller's buffer: the game's `observeInto` hook when it has one, else the view's
 * observation copied in. Used by core's `observeInto` and by the simulator; not part of the public API.
 * @internal
 * @module
 */

import type { GameDefinition } from '../definition.js';
import type { GameEvent } from '../events.js';
import type { BaseState } from '../game.js';
import type { Seat } from '../seats.js';

/**
 * Writes what `seat` (or a spectator) observes in `state` into `out` from `offset` on. @internal
 * @throws TypeError when the game has no encoding; RangeError when the observation does not fit in `out`
 */
export function writeObservation<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  def: GameDefinition<S, M, V, O, E>,
  state: S,
  seat: Seat | null,
  out: Float32Array,
  offset: number,
): void {
  const encoding = def.encoding;
  if (encoding === undefined) throw new TypeError(`the game '${def.id}' has no encoding`);
  if (!(offset >= 0 && offset + encoding.observationSize <= out.length)) {
    throw new RangeError(
      `observeInto: ${encoding.observationSize} numbers from ${offset} do not fit in a buffer of ${out.length}`,
    );
  }
  if (def.observeInto !== undefined) def.observeInto(state, seat, out, offset);
  else out.set(encoding.observe(def.view(state, seat)), offset);
}
