/** Bugs that were fixed, each in a test named after its issue. */
import { describe, expect, it } from 'vitest';
import { type Draft, Rng, type RuleContext } from '../../../src/core/index.js';
import { cloneJson } from '../../../src/core/json.js';
import { sampleState } from '../../../src/games/linko/hidden.js';
import { fromPosition, type LinkoEvent, type LinkoState, linko } from '../../../src/games/linko/index.js';
import { apply } from '../../../src/games/linko/rules.js';

/**
 * The rules run directly on a plain, mutable copy of `state` with `recording: true` (someone reads the events):
 * what a caller of the rules outside `applyMove` does.
 */
function applyRecording(state: LinkoState, move: Parameters<typeof linko.applyMove>[1]): LinkoState {
  const plain = cloneJson(state) as Draft<LinkoState>;
  const rng = new Rng(plain.rng);
  const ctx: RuleContext<LinkoEvent> = {
    rng,
    emit: () => {},
    recording: true,
    original: <T>(value: T) => value,
  };
  apply(plain, move, ctx);
  if (rng.draws > 0) plain.rng = [...rng.state()];
  return plain as unknown as LinkoState;
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

  it('issue 15: a state with the wrong seat to act for its turn is refused', () => {
    // Seat 1 claims the first turn of a match that seat 0 starts; before the fix loadState accepted it.
    const saved = JSON.parse(JSON.stringify(linko.setup({ seats: 3, seed: 'issue-15' })));
    saved.table.current = 1;
    const r = linko.loadState(saved, { positions: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.issues.map((i) => i.path)).toEqual(['table.current']);
    expect(linko.validate(saved, linko.legalMoves(linko.setup({ seats: 3, seed: 'issue-15' }))[0]).ok).toBe(
      false,
    );
  });

  it('issue 15: a forged winning state (a finished match whose winner is changed) is refused', () => {
    let state = linko.setup({ seats: 2, seed: 'issue-15-win', games: 1 });
    const pick = Rng.fromSeed('issue-15-win');
    while (!linko.isOver(state)) {
      const moves = linko.legalMoves(state);
      state = linko.applyMove(state, moves[pick.int(moves.length)]!);
    }
    const saved = JSON.parse(JSON.stringify(state)) as { results: { scores: number[]; winners: number[] }[] };
    const result = saved.results[0]!;
    const loser = result.winners.includes(0) ? 1 : 0;
    // The loser's score raised to the top and the win given to it.
    result.scores[loser] = Math.max(...result.scores) + 1;
    result.winners = [loser];
    const r = linko.loadState(saved, { positions: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.issues.map((i) => i.path)).toContain('results.0.scores');
  });

  it('issue 15: positions say so (origin), and a sampled state of a position keeps it', () => {
    const s = fromPosition({ seats: 2, current: 1, hands: [[1], [2, 2]], display: [3, 4, 5, 6, 7, 8] });
    expect(s.origin).toBe('position');
    expect(s.table.turn).toBe(1); // seat 1 owns the second turn of a game seat 0 starts (I6)
    const v = linko.view(s, 0);
    expect(v.origin).toBe('position');
    const sampled = sampleState(v, 0, Rng.fromSeed(1));
    expect(linko.view(sampled, 0)).toEqual(v);
    expect(linko.loadState(sampled, { positions: true }).ok).toBe(true);
    expect(linko.view(linko.setup({ seats: 2, seed: 1 }), 0).origin).toBe('deal');
  });
});
