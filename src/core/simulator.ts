/**
 * The fast path: a game's own rule functions run on a private mutable copy of a state, without immer and without
 * validation. It reaches the same states as `applyMove`, byte for byte, for the same moves.
 * @module
 */
import type { Draft } from 'immer';
import type { BaseState, Game, RuleContext } from './game.js';
import { Rng, type RngState } from './rng.js';
import type { Seat } from './seats.js';

const noop = (): void => {};

/**
 * A mutable playground for one game state.
 * @category Simulator
 */
export interface Simulator<S, M> {
  /** The current state (private, mutable: read it, do not keep references across `apply`). */
  readonly state: S;
  /** Who must decide now, or `null` when over. */
  toAct(): Seat | null;
  /** The legal moves now (trusted: apply them without checks). */
  legalMoves(): readonly M[];
  /** Applies a move that came from `legalMoves`, in place, without validation. */
  apply(move: M): void;
  /** Whether the match is over. */
  isOver(): boolean;
  /** Per seat, the score so far. */
  score(): readonly number[];
  /** An independent copy of this simulator. */
  clone(): Simulator<S, M>;
  /**
   * Plays uniformly random legal moves until the match is over or `maxMoves` moves were made.
   * @returns the number of moves made
   */
  playout(rng: Rng, maxMoves?: number): number;
}

/**
 * Creates a simulator on a private copy of `state`.
 * @param game - the game
 * @param state - the start state (not changed)
 * @example
 * ```ts
 * const sim = createSimulator(coins, coins.setup({ seats: 3, seed: 1 }));
 * sim.playout(Rng.fromSeed(2));
 * sim.score(); // final scores
 * ```
 * @category Simulator
 */
export function createSimulator<S extends BaseState<O>, M, V, O, E>(
  game: Game<S, M, V, O, E>,
  state: S,
): Simulator<S, M> {
  return makeSimulator(game, structuredClone(state) as S);
}

function makeSimulator<S extends BaseState<O>, M, V, O, E>(
  game: Game<S, M, V, O, E>,
  own: S,
): Simulator<S, M> {
  const def = game.definition;
  const rng = new Rng(own.rng);
  const ctx: RuleContext<E> = { rng, emit: noop };
  const sim: Simulator<S, M> = {
    get state() {
      return own;
    },
    toAct: () => def.toAct(own),
    legalMoves: () => (def.toAct(own) === null ? [] : def.legalMoves(own)),
    apply(move: M) {
      rng.load(own.rng);
      def.apply(own as Draft<S>, move, ctx);
      if (rng.draws > 0) (own as { rng: RngState }).rng = rng.state();
    },
    isOver: () => def.toAct(own) === null,
    score: () => def.score(own),
    clone: () => makeSimulator(game, structuredClone(own) as S),
    playout(random: Rng, maxMoves = Number.POSITIVE_INFINITY) {
      let n = 0;
      while (n < maxMoves && def.toAct(own) !== null) {
        const moves = def.legalMoves(own);
        sim.apply(moves[random.int(moves.length)]!);
        n++;
      }
      return n;
    },
  };
  return sim;
}
