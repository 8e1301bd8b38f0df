/**
 * Writing a game's invariants as a list: one call per invariant id, when it applies, and its check.
 * @module
 */
import type { Invariant } from './definition.js';

/**
 * One invariant of a saved state: its id in the rules page, optionally when it applies (`dealtOnly`, `deal`,
 * `after`, as {@link Invariant} documents them), and its check. The same object as the literal
 * `{ ...when, id, check }`, so that a game's list reads one entry per id.
 * @typeParam S - the game's state
 * @param id - the id in the game's rules page (`'I3'`)
 * @param check - reports every way a state breaks the invariant
 * @returns the invariant
 * @example
 * ```ts
 * const INVARIANTS: readonly Invariant<CoinsState>[] = [
 *   invariant('I11', (state, report) => {
 *     if (state.winner === null && state.scores.some((v) => v >= state.options.target))
 *       report('scores', 'at the target but the match is not over');
 *   }),
 *   invariant('I12', { deal: true }, checkTheDeal),
 * ];
 * ```
 * @category Contract
 */
export function invariant<S>(id: string, check: Invariant<S>['check']): Invariant<S>;
/**
 * One invariant of a saved state that applies only as `when` says (see the first form).
 * @typeParam S - the game's state
 * @param id - the id in the game's rules page (`'I3'`)
 * @param when - when the invariant applies: `dealtOnly`, `deal`, `after`
 * @param check - reports every way a state breaks the invariant
 * @returns the invariant
 * @example
 * ```ts
 * invariant('I22', { deal: true }, checkTheDeal);
 * ```
 * @category Contract
 */
export function invariant<S>(
  id: string,
  when: Omit<Invariant<S>, 'id' | 'check'>,
  check: Invariant<S>['check'],
): Invariant<S>;
export function invariant<S>(
  id: string,
  when: Omit<Invariant<S>, 'id' | 'check'> | Invariant<S>['check'],
  check?: Invariant<S>['check'],
): Invariant<S> {
  return typeof when === 'function' ? { id, check: when } : { ...when, id, check: check! };
}
