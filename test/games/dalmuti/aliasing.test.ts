// Aliasing: a view shares no mutable object with its state (states from applyMove and from the simulator alike), and
// applyMove on an unfrozen copy of a state neither changes nor freezes it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { type DalmutiState, dalmuti } from '../../../src/games/dalmuti/index.js';
import { view as rulesView } from '../../../src/games/dalmuti/view.js';

const OPTIONS: Record<string, unknown>[] = [
  { hands: 2 },
  { taxation: 'peonFirst', merchantSwap: true, hands: 2 },
  { initialSeating: 'simulateDraw', scoring: true, hands: 2 },
  { initialSeating: 'given', initialOrder: [5, 4, 3, 2, 1, 0] },
];

/** Every object and array reachable from a value. */
function objectsOf(value: unknown, into = new Set<object>()): Set<object> {
  if (value !== null && typeof value === 'object' && !into.has(value)) {
    into.add(value);
    for (const v of Object.values(value)) objectsOf(v, into);
  }
  return into;
}

/** Writes into every array and object of a view (numbers bumped, other fields replaced). */
function scribble(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value)) {
    if (v !== null && typeof v === 'object') scribble(v);
    else (value as Record<string, unknown>)[k] = typeof v === 'number' ? v + 1 : 'scribbled';
  }
}

const arb = fc.record({
  option: fc.integer({ min: 0, max: OPTIONS.length - 1 }),
  seed: fc.integer({ min: 0, max: 1e6 }),
  steps: fc.integer({ min: 0, max: 300 }),
});

function reach(option: number, seed: number, steps: number): { frozen: DalmutiState; live: DalmutiState } {
  const start = dalmuti.setup({ seats: 6, seed, ...OPTIONS[option]! } as never);
  const sim = createSimulator(dalmuti, start);
  let frozen = start;
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < steps && !dalmuti.isOver(frozen); i++) {
    const legal = dalmuti.legalMoves(frozen);
    const move = legal[rng.int(legal.length)]!;
    frozen = dalmuti.applyMove(frozen, move);
    sim.apply(move);
  }
  return { frozen, live: sim.state };
}

describe('aliasing', () => {
  it('a view shares no object with its state, and writing to it changes nothing (applyMove and simulator states)', () => {
    fc.assert(
      fc.property(arb, ({ option, seed, steps }) => {
        const { frozen, live } = reach(option, seed, steps);
        for (const state of [frozen, live]) {
          const before = JSON.stringify(state);
          const inState = objectsOf(state);
          for (const seat of [null, 0, 3, 5]) {
            // The view core hands out is frozen; the rules' own view, before core copies, is written to instead.
            expect(Object.isFrozen(dalmuti.view(state, seat))).toBe(true);
            for (const view of [dalmuti.view(state, seat), rulesView(state, seat)]) {
              for (const o of objectsOf(view)) expect(inState.has(o)).toBe(false);
            }
            scribble(rulesView(state, seat));
            expect(JSON.stringify(state)).toBe(before);
          }
        }
      }),
      { seed: 1515, numRuns: 40 },
    );
  });

  it('applyMove on an unfrozen copy neither changes nor freezes it', () => {
    fc.assert(
      fc.property(arb, ({ option, seed, steps }) => {
        const { frozen } = reach(option, seed, steps);
        if (dalmuti.isOver(frozen)) return;
        const copy = JSON.parse(JSON.stringify(frozen)) as DalmutiState;
        const before = JSON.stringify(copy);
        for (const move of dalmuti.legalMoves(copy).slice(0, 5)) {
          const next = dalmuti.applyMove(copy, move);
          expect(JSON.stringify(next)).toBe(JSON.stringify(dalmuti.applyMove(frozen, move)));
        }
        expect(JSON.stringify(copy)).toBe(before);
        for (const o of objectsOf(copy)) expect(Object.isFrozen(o)).toBe(false);
      }),
      { seed: 1516, numRuns: 40 },
    );
  });
});
