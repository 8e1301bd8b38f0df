/**
 * Aliasing: a view shares no mutable object with its state (states the library made are deeply frozen, so what a
 * view shares with them cannot change; a simulator's state or a plain copy shares nothing), and `applyMove` on a
 * state it did not make neither changes nor freezes it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { type LinkoState, linko } from '../../../src/games/linko/index.js';
import { view as rulesView } from '../../../src/games/linko/view.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';

/** Every array and object reachable from `value`, itself included. */
function containers(value: unknown, out = new Set<object>()): Set<object> {
  if (value === null || typeof value !== 'object' || out.has(value)) return out;
  out.add(value);
  for (const v of Object.values(value)) containers(v, out);
  return out;
}

/** The containers of `view` that are also in `state` and could be changed (not frozen). */
function sharedMutable(view: unknown, state: unknown): object[] {
  const inState = containers(state);
  return [...containers(view)].filter((c) => inState.has(c) && !Object.isFrozen(c));
}

/** Writes into every writable container of `view`: pushes onto arrays, overwrites object fields. */
function scribble(view: unknown): void {
  for (const c of containers(view)) {
    if (Object.isFrozen(c)) continue;
    if (Array.isArray(c)) c.push(99);
    else for (const k of Object.keys(c)) (c as Record<string, unknown>)[k] = 'scribbled';
  }
}

const arb = fc.record({
  seats: fc.integer({ min: 2, max: 5 }),
  seed: fc.nat(),
  steps: fc.nat({ max: 300 }),
  amigo2022: fc.boolean(),
  games: fc.integer({ min: 1, max: 2 }),
});

describe('Linko aliasing', () => {
  it('a view shares nothing mutable with its state: frozen states, simulator states, plain copies', () => {
    fc.assert(
      fc.property(arb, ({ seats, seed, steps, amigo2022, games }) => {
        const sim = createSimulator(linko, linko.setup({ seats, seed, amigo2022, games }));
        sim.playout(Rng.fromSeed(seed), steps);
        const frozen = linko.loadState(JSON.parse(JSON.stringify(sim.state)));
        if (!frozen.ok) throw new Error('a real state does not load');
        const plain = JSON.parse(JSON.stringify(sim.state)) as LinkoState;
        for (const state of [frozen.value, sim.state, plain]) {
          const before = JSON.stringify(state);
          for (const seat of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
            const view = linko.view(state, seat);
            expect(sharedMutable(view, state)).toEqual([]);
            scribble(view);
            expect(JSON.stringify(state)).toBe(before);
          }
        }
      }),
      { seed: 41, numRuns: HEAVY ? 500 : 60 },
    );
  });

  it('the check can fail: the rules’ own view shares the state’s arrays, which is why linko.view copies', () => {
    const sim = createSimulator(linko, linko.setup({ seats: 3, seed: 5 }));
    sim.playout(Rng.fromSeed(5), 40);
    const raw = rulesView(sim.state, 0);
    expect(sharedMutable(raw, sim.state)).not.toEqual([]);
    const before = JSON.stringify(sim.state);
    scribble(raw);
    expect(JSON.stringify(sim.state)).not.toBe(before);
  });

  it('applyMove on a state it did not make (a simulator’s, a plain copy) neither changes nor freezes it', () => {
    fc.assert(
      fc.property(arb, fc.nat(), ({ seats, seed, steps, amigo2022, games }, pick) => {
        const sim = createSimulator(linko, linko.setup({ seats, seed, amigo2022, games }));
        sim.playout(Rng.fromSeed(seed), steps);
        if (sim.isOver()) return;
        const plain = JSON.parse(JSON.stringify(sim.state)) as LinkoState;
        for (const state of [sim.state, plain]) {
          const before = JSON.stringify(state);
          const moves = linko.legalMoves(state);
          const move = moves[pick % moves.length]!;
          const next = linko.applyMove(state, move);
          linko.applyMoveWithEvents(state, move);
          expect(JSON.stringify(state)).toBe(before);
          expect([...containers(state)].filter((c) => Object.isFrozen(c))).toEqual([]);
          // What applyMove returns is the library's own, frozen, and shares nothing with the input.
          expect(Object.isFrozen(next)).toBe(true);
          const inInput = containers(state);
          expect([...containers(next)].filter((c) => inInput.has(c))).toEqual([]);
        }
        // The simulator still plays on from its (unfrozen) state.
        sim.playout(Rng.fromSeed(pick), 50);
      }),
      { seed: 42, numRuns: HEAVY ? 500 : 60 },
    );
  });
});
