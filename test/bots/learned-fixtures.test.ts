/**
 * The learned bot that ships, per game of the registry: its TypeScript network gives the scores the training's NumPy
 * reference gave on the fixture observations (test/fixtures/learned/<id>.json, written by python/training/train.py),
 * and it beats a random player in a short seeded match series.
 *
 * Tolerance: both sides multiply the same signed bytes by the same scale and add the same float32 biases, so the
 * int8 quantization is the same on both; only the rounding of the sums differs (NumPy sums in float32, TypeScript in
 * float64 and stores float32), which moves a score by about 1e-6 of the size of its terms. 1e-4 absolute plus 1e-4
 * relative covers that, while one quantization step of one weight (its layer's `scale`, about 5e-3) would not pass.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePolicy } from '../../src/bots/learned.js';
import { playMatch } from '../../src/bots/match.js';
import { botFromSpec, botSupports } from '../../src/bots/specs.js';
import { LEARNED_WEIGHTS } from '../../src/bots/weights/index.js';
import { games } from '../../src/registry.js';

interface Fixtures {
  readonly game: string;
  readonly cases: readonly {
    readonly observation: readonly number[];
    readonly actions: readonly number[];
    readonly scores: readonly number[];
    /** The heuristic's action in the position, for weights that read it (format 3). */
    readonly heuristic?: number;
  }[];
}

const fixturePath = (id: string): URL => new URL(`../fixtures/learned/${id}.json`, import.meta.url);
const fixtures = (id: string): Fixtures => JSON.parse(readFileSync(fixturePath(id), 'utf8')) as Fixtures;

describe.each(Object.values(games))('learned bot of $id', (game) => {
  // A game nobody has trained yet (a new one) has no weights: the spec is refused with a clear error, and the checks
  // of a trained network have nothing to check.
  const trained = LEARNED_WEIGHTS[game.id] !== undefined;

  it('ships weights for the game and its encoding, and the spec `learned` is supported', () => {
    if (!trained) {
      expect(botSupports('learned', game)).toBe(false);
      expect(() => botFromSpec('learned', game)).toThrow(/no learned weights/);
      return;
    }
    const w = LEARNED_WEIGHTS[game.id];
    expect(w?.game).toBe(game.id);
    expect(w?.observationSize).toBe(game.encoding?.observationSize);
    expect(w?.actionCount).toBe(game.encoding?.actionCount);
    expect(botSupports('learned', game)).toBe(true);
  });

  it('scores the fixture observations as the NumPy reference did (int8 weights on both sides)', () => {
    // Untrained: no network, so no fixture either (the training writes both).
    if (!trained) return expect(existsSync(fixturePath(game.id))).toBe(false);
    const f = fixtures(game.id);
    expect(f.game).toBe(game.id);
    expect(f.cases.length).toBeGreaterThanOrEqual(5);
    const policy = decodePolicy(LEARNED_WEIGHTS[game.id]!);
    for (const c of f.cases) {
      expect(c.heuristic !== undefined).toBe(policy.readsHeuristic);
      const got = policy.scores(Float32Array.from(c.observation), c.actions, c.heuristic);
      expect(got.length).toBe(c.scores.length);
      c.scores.forEach((want, i) => {
        expect(Math.abs(got[i]! - want)).toBeLessThanOrEqual(1e-4 + 1e-4 * Math.abs(want));
      });
    }
  });

  it('wins more than its even share against random players in a seeded series', async () => {
    // Untrained: there is no learned bot to seat (see the first test).
    if (!trained) return expect(() => botFromSpec('learned', game)).toThrow(RangeError);
    const seats = game.seats.min;
    const n = 24;
    let share = 0;
    for (let i = 0; i < n; i++) {
      const me = i % seats;
      const bots = Array.from({ length: seats }, (_, s) =>
        botFromSpec(s === me ? 'learned' : 'random', game),
      );
      const r = await playMatch(game, { seats, seed: `learned-vs-random:${i}` } as never, bots as never);
      if (r.winners.includes(me)) share += 1 / r.winners.length;
    }
    expect(share / n).toBeGreaterThan(1 / seats);
  });
});
