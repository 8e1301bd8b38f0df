/** Bugs that were fixed, each in a test named after its issue. */
import { describe, expect, it } from 'vitest';
import { cloneJson, Rng, type RuleContext, type Writable } from '../../../src/core/index.js';
import { type LinkoEvent, type LinkoState, linko } from '../../../src/games/linko/index.js';
import { apply } from '../../../src/games/linko/rules.js';

/**
 * The rules run directly on a plain, mutable copy of `state` with `recording: true` (someone reads the events) and
 * an `edit` that changes containers in place: what a caller of the rules outside `applyMove` does.
 */
function applyRecording(state: LinkoState, move: Parameters<typeof linko.applyMove>[1]): LinkoState {
  const plain = cloneJson(state) as Writable<LinkoState>;
  const rng = new Rng(plain.rng);
  const ctx: RuleContext<LinkoEvent> = {
    rng,
    emit: () => {},
    recording: true,
    edit: <T extends object>(container: T) => container as Writable<T>,
  };
  apply(plain, move, ctx);
  if (rng.draws > 0) plain.rng = rng.state();
  return plain as LinkoState;
}

describe('Linko regressions', () => {
  it('issue 13: with recording on a plain state a finished game counts once; the match plays all its games', () => {
    let state = linko.setup({ seats: 3, seed: 'issue-13', games: 2 });
    const pick = Rng.fromSeed('issue-13-moves');
    let gamesEnded = 0;
    while (!linko.isOver(state)) {
      const moves = linko.legalMoves(state);
      const move = moves[pick.int(moves.length)]!;
      const expected = linko.applyMove(state, move);
      const recorded = applyRecording(state, move);
      const where = (s: LinkoState) => ({
        gameIndex: s.gameIndex,
        games: s.results.length,
        phase: s.table.phase,
      });
      expect(where(recorded), `after ${linko.formatMove(move)}`).toEqual(where(expected));
      expect(JSON.stringify(recorded)).toBe(JSON.stringify(expected));
      if (expected.results.length > state.results.length) gamesEnded++;
      state = expected;
    }
    // A match of two games ends after the second one, on every path.
    expect(gamesEnded).toBe(2);
    expect(state.results).toHaveLength(2);
  });
});
