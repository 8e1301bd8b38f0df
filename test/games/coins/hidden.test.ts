import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulator, deepEqual, Rng } from '../../../src/core/index.js';
import { sampleState, shuffleHidden } from '../../../src/games/coins/hidden.js';
import { coins } from '../../../src/games/coins/index.js';

function stateAfter(seed: number, steps: number) {
  const sim = createSimulator(coins, coins.setup({ seats: 3, seed }));
  sim.playout(Rng.fromSeed(seed * 7 + 1), steps);
  return coins.loadState(JSON.parse(JSON.stringify(sim.state)));
}

describe('Coins hidden information', () => {
  it('shuffleHidden keeps every view of that seat, the seat’s hand, the sizes, and gives a valid state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 150 }),
        fc.constantFrom(null, 0, 1, 2),
        (seed, steps, seat) => {
          const loaded = stateAfter(seed, steps);
          if (!loaded.ok) return false;
          const s = loaded.value;
          const t = shuffleHidden(s, seat, Rng.fromSeed(seed));
          expect(deepEqual(coins.view(t, seat), coins.view(s, seat))).toBe(true);
          if (seat !== null) expect(t.hands[seat]).toEqual(s.hands[seat]);
          expect(t.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
          expect(coins.loadState(JSON.parse(JSON.stringify(t))).ok).toBe(true);
          return true;
        },
      ),
      { seed: 11, numRuns: 150 },
    );
  });

  it('shuffleHidden really moves the opponents’ cards (and only theirs)', () => {
    const s = coins.setup({ seats: 3, seed: 1 });
    const t = shuffleHidden(s, 0, Rng.fromSeed(2));
    expect(t.hands[0]).toEqual(s.hands[0]);
    expect(t.hands[1]).not.toEqual(s.hands[1]);
    expect([...t.hands[1]!, ...t.hands[2]!].sort((a, b) => a - b)).toEqual(
      [...s.hands[1]!, ...s.hands[2]!].sort((a, b) => a - b),
    );
    expect(t.rng).not.toEqual(s.rng);
  });

  it('sampleState gives a valid state whose view equals the given view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 150 }),
        fc.constantFrom(0, 1, 2),
        (seed, steps, seat) => {
          const loaded = stateAfter(seed, steps);
          if (!loaded.ok) return false;
          const v = coins.view(loaded.value, seat);
          const sampled = sampleState(v, seat, Rng.fromSeed(seed + 3));
          const reloaded = coins.loadState(JSON.parse(JSON.stringify(sampled)));
          expect(reloaded.ok).toBe(true);
          expect(deepEqual(coins.view(sampled, seat), v)).toBe(true);
          return true;
        },
      ),
      { seed: 12, numRuns: 150 },
    );
  });
});
