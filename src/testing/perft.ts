/**
 * Perft ("performance test", from chess engines): counts the legal move sequences of a given length from a position.
 * A cheap, exhaustive regression oracle for a move generator: pin the counts from seeded deals in a test.
 * @module
 */
import type { AnyGame } from '../core/index.js';
import { createSimulator, type Simulator } from '../core/simulator.js';

/**
 * What {@link perft} counted.
 * @category Testing
 */
export interface PerftResult {
  /** Move sequences of exactly `depth` moves (the leaves of the move tree at that depth). */
  readonly leaves: number;
  /**
   * Move sequences shorter than `depth` after which the match was over. As in chess, a finished match has no moves
   * and so no leaves below it; it is counted here instead.
   */
  readonly finished: number;
}

/**
 * Counts the legal move sequences of `depth` moves from `state`, on the fast path.
 * @param game - any game
 * @param state - the position to count from
 * @param depth - how many moves deep (0 counts the position itself as one leaf)
 * @param onLeaf - called with every leaf state (and with every finished state above the depth), for tallies
 * @returns the leaves, and the sequences that ended the match early
 * @example
 * ```ts
 * const { leaves } = perft(coins, coins.setup({ seats: 3, seed: 1 }), 2);
 * leaves; // 256: every card of the leader's 16, then every card of the next seat's 16
 * ```
 * @category Testing
 */
export function perft(
  game: AnyGame,
  state: unknown,
  depth: number,
  onLeaf?: (state: unknown, finished: boolean) => void,
): PerftResult {
  const counts = { leaves: 0, finished: 0 };
  walk(createSimulator(game, state), depth, counts, onLeaf);
  return counts;
}

function walk(
  sim: Simulator<unknown, unknown>,
  depth: number,
  counts: { leaves: number; finished: number },
  onLeaf: ((state: unknown, finished: boolean) => void) | undefined,
): void {
  if (depth === 0) {
    counts.leaves++;
    onLeaf?.(sim.state, false);
    return;
  }
  if (sim.isOver()) {
    counts.finished++;
    onLeaf?.(sim.state, true);
    return;
  }
  const moves = sim.legalMoves();
  if (depth === 1 && onLeaf === undefined) {
    counts.leaves += moves.length;
    return;
  }
  for (const move of moves) {
    const child = sim.clone();
    child.apply(move);
    walk(child, depth - 1, counts, onLeaf);
  }
}
