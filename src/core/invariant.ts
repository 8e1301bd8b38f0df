/**
 * Declaring a game's invariants in a list: one call per id of the rules page, and the places of cards a conservation
 * check reads, by field name.
 * @module
 */
import type { CardPlace } from './conservation.js';
import type { Invariant } from './definition.js';

/**
 * When an invariant applies, besides its id and its check: for dealt matches only (`dealtOnly`), as a check of the
 * deal (`deal`), after the invariants it reads as holding (`after`).
 * @typeParam S - the game's state
 * @category Invariants
 */
export type InvariantWhen<S> = Omit<Invariant<S>, 'id' | 'check'>;

/**
 * One invariant of a saved state, in one call: its id of the rules page, when it applies (optional), and its check.
 * The same object as `{ id, check, ...when }` written out.
 * @typeParam S - the game's state
 * @param id - the id in the game's rules page (`'I3'`)
 * @param check - reports every way a state breaks the invariant
 * @returns the invariant
 * @example
 * ```ts
 * const INVARIANTS: readonly Invariant<CoinsState>[] = [
 *   invariant('I11', (s, report) => {
 *     if (s.winner === null && s.scores.some((v) => v >= s.options.target)) report('scores', 'at the target');
 *   }),
 *   invariant('I10', { dealtOnly: true }, scoresAddUp),
 * ];
 * ```
 * @category Invariants
 */
export function invariant<S>(id: string, check: Invariant<S>['check']): Invariant<S>;
/**
 * One invariant of a saved state that applies only at some times (see the overload without `when`).
 * @typeParam S - the game's state
 * @param id - the id in the game's rules page (`'I3'`)
 * @param when - when it applies (`dealtOnly`, `deal`) and which invariants it reads as holding (`after`)
 * @param check - reports every way a state breaks the invariant
 * @returns the invariant
 */
export function invariant<S>(id: string, when: InvariantWhen<S>, check: Invariant<S>['check']): Invariant<S>;
export function invariant<S>(
  id: string,
  whenOrCheck: InvariantWhen<S> | Invariant<S>['check'],
  check?: Invariant<S>['check'],
): Invariant<S> {
  if (typeof whenOrCheck === 'function') return { id, check: whenOrCheck };
  return { ...whenOrCheck, id, check: check! };
}

/**
 * The places of cards that some fields of a state hold, for `checkConservation`, by field name: a field that holds
 * one list per seat (or per row) gives one place per list (`hands.0`, `hands.1`, …), any other list one place (`stock`).
 * @typeParam S - the game's state
 * @param state - the state
 * @param keys - the fields that hold cards, in the state's order
 * @returns the places, in the order of `keys`
 * @example
 * ```ts
 * cardPlaces({ hands: [[3, 1], [2]], stock: [0] }, ['hands', 'stock']);
 * // [{ path: 'hands.0', cards: [3, 1] }, { path: 'hands.1', cards: [2] }, { path: 'stock', cards: [0] }]
 * ```
 * @category Invariants
 */
export function cardPlaces<C extends number | string, K extends string>(
  state: { readonly [P in K]: readonly C[] | readonly (readonly C[])[] },
  keys: readonly K[],
): CardPlace<C>[] {
  return keys.flatMap((path): CardPlace<C>[] => {
    const cards = state[path];
    if (cards.length > 0 && cards.every((place) => Array.isArray(place)))
      return (cards as readonly (readonly C[])[]).map((place, i) => ({ path: `${path}.${i}`, cards: place }));
    return [{ path, cards: cards as readonly C[] }];
  });
}
