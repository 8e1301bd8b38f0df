/** Hidden information: views never change when hidden cards move; sampled states match the view. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulator, Rng } from '../../../src/core/index.js';
import { sampleState, shuffleHidden } from '../../../src/games/linko/hidden.js';
import { type LinkoState, linko } from '../../../src/games/linko/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
/** Heavy runs take minutes; CI runs keep the default limit. */
const TIMEOUT = HEAVY ? 3_600_000 : 60_000;

/** A state reached by `steps` random moves from a seeded deal. */
function midGame(seats: number, seed: number, steps: number, amigo2022: boolean): LinkoState {
  const sim = createSimulator(linko, linko.setup({ seats, seed, games: 2, amigo2022 }));
  sim.playout(Rng.fromSeed(seed + 1), steps);
  return JSON.parse(JSON.stringify(sim.state)) as LinkoState;
}

const arb = fc.record({
  seats: fc.integer({ min: 2, max: 5 }),
  seed: fc.nat(),
  steps: fc.nat({ max: 400 }),
  amigo2022: fc.boolean(),
});

describe('Linko hidden information', { timeout: TIMEOUT }, () => {
  it('a view never changes when the cards hidden from that seat are shuffled among the hidden places', () => {
    fc.assert(
      fc.property(arb, fc.nat(), ({ seats, seed, steps, amigo2022 }, shuffleSeed) => {
        const s = midGame(seats, seed, steps, amigo2022);
        for (const seat of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
          const shuffled = shuffleHidden(s, seat, Rng.fromSeed(shuffleSeed));
          expect(linko.view(shuffled, seat)).toEqual(linko.view(s, seat));
          expect(linko.loadState(shuffled).ok).toBe(true);
        }
      }),
      { seed: 21, numRuns: HEAVY ? 1000 : 100 },
    );
  });

  it('shuffleHidden really moves hidden cards (hands of others and the deck), and never the seat’s own hand', () => {
    const s = linko.setup({ seats: 4, seed: 5 });
    const shuffled = shuffleHidden(s, 0, Rng.fromSeed(1));
    expect(shuffled.table.hands[0]).toEqual(s.table.hands[0]);
    expect(shuffled.table.deck).not.toEqual(s.table.deck);
    expect(shuffled.table.hands.slice(1)).not.toEqual(s.table.hands.slice(1));
    expect(shuffled.rng).not.toEqual(s.rng);
  });

  it('known cards in hands stay where they are', () => {
    fc.assert(
      fc.property(arb, ({ seats, seed, steps, amigo2022 }) => {
        const s = midGame(seats, seed, steps, amigo2022);
        const shuffled = shuffleHidden(s, 0, Rng.fromSeed(seed));
        shuffled.table.hands.forEach((h, seat) => {
          s.table.known[seat]!.forEach((k, c) => {
            expect(h[c]).toBeGreaterThanOrEqual(k);
          });
        });
      }),
      { seed: 22, numRuns: HEAVY ? 500 : 50 },
    );
  });

  it('sampleState gives a valid state whose view for the seat equals the given view', () => {
    fc.assert(
      fc.property(arb, fc.nat(), ({ seats, seed, steps, amigo2022 }, sampleSeed) => {
        const s = midGame(seats, seed, steps, amigo2022);
        const seat = sampleSeed % seats;
        const v = linko.view(s, seat);
        const sampled = sampleState(v, seat, Rng.fromSeed(sampleSeed));
        expect(linko.view(sampled, seat)).toEqual(v);
        const loaded = linko.loadState(sampled);
        expect(loaded.ok).toBe(true);
      }),
      { seed: 23, numRuns: HEAVY ? 1000 : 100 },
    );
  });
});
