/**
 * No aliasing (issue 15): a view shares no mutable object with its state, whoever made the state (`setup` and
 * `applyMove`, `loadState`, the simulator's private copy), and `applyMove` never changes or freezes an object it did
 * not create.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, type Seat } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { type CoinsState, coins } from '../../../src/games/coins/index.js';

const RUNS = process.env.CARDRULES_HEAVY === '1' ? 2000 : 200;
const OPTIONS = [{}, { target: 6, firstDealer: 0 }, { target: 20, firstDealer: 2 }, { target: 1 }] as const;

/** Every object and array reachable from `value`, the root included. */
function objectsOf(value: unknown, into = new Set<object>()): Set<object> {
  if (typeof value !== 'object' || value === null || into.has(value)) return into;
  into.add(value);
  for (const v of Object.values(value)) objectsOf(v, into);
  return into;
}

/** The objects of `a` that `b` reaches too and that are not frozen (a write to them would reach the other). */
function sharedMutable(a: unknown, b: unknown): object[] {
  const inB = objectsOf(b);
  return [...objectsOf(a)].filter((o) => inB.has(o) && !Object.isFrozen(o));
}

/** Writes into every array and object of a view: what a careless caller might do. */
function scribble(value: unknown): void {
  for (const o of objectsOf(value)) {
    if (Object.isFrozen(o)) continue;
    if (Array.isArray(o)) o.push(99);
    else (o as Record<string, unknown>).scribbled = true;
  }
}

/** A state of a seeded match `steps` moves in, played on the simulator's private, mutable copy. */
function simulated(seed: number, steps: number, which: number) {
  const sim = createSimulator(coins, coins.setup({ seats: 3, seed, ...OPTIONS[which % OPTIONS.length] }));
  sim.playout(Rng.fromSeed(seed + 1), steps);
  return sim;
}

const arbitraries = [
  fc.integer({ min: 0, max: 1_000_000 }),
  fc.integer({ min: 0, max: 200 }),
  fc.integer({ min: 0, max: OPTIONS.length - 1 }),
  fc.constantFrom<Seat | null>(null, 0, 1, 2),
] as const;

describe('Coins: no aliasing between states, views and callers', () => {
  it('a view shares nothing mutable with a state from the simulator, and writing to it leaves the state alone', () => {
    fc.assert(
      fc.property(...arbitraries, (seed, steps, which, seat) => {
        const sim = simulated(seed, steps, which);
        const state = sim.state;
        const before = JSON.stringify(state);
        const view = coins.view(state, seat);
        expect(sharedMutable(view, state)).toEqual([]);
        scribble(view);
        expect(JSON.stringify(state)).toBe(before);
        // The game's own view function (the simulator's uncopied view) builds a view of its own too.
        expect(sharedMutable(sim.view(seat), state)).toEqual([]);
        // The simulator plays on with its state intact.
        if (!sim.isOver()) sim.apply(sim.legalMoves()[0]!);
      }),
      { seed: 151, numRuns: RUNS },
    );
  });

  it('a view shares nothing mutable with a state this library made (setup, applyMove, loadState)', () => {
    fc.assert(
      fc.property(...arbitraries, (seed, steps, which, seat) => {
        let state: CoinsState = coins.setup({ seats: 3, seed, ...OPTIONS[which] });
        const rng = Rng.fromSeed(seed);
        for (let i = 0; i < steps && !coins.isOver(state); i++) {
          const moves = coins.legalMoves(state);
          state = coins.applyMove(state, moves[rng.int(moves.length)]!);
        }
        const loaded = coins.loadState(JSON.parse(JSON.stringify(state)));
        expect(loaded.ok).toBe(true);
        for (const s of loaded.ok ? [state, loaded.value] : [state]) {
          const before = JSON.stringify(s);
          const view = coins.view(s, seat);
          expect(sharedMutable(view, s)).toEqual([]);
          scribble(view);
          expect(JSON.stringify(s)).toBe(before);
        }
      }),
      { seed: 152, numRuns: RUNS },
    );
  });

  it('applyMove on an unfrozen copy neither changes nor freezes it, and the new state shares nothing with it', () => {
    fc.assert(
      fc.property(...arbitraries, (seed, steps, which, _seat) => {
        const sim = simulated(seed, steps, which);
        if (sim.isOver()) return;
        const move = sim.legalMoves()[0]!;
        for (const mine of [
          JSON.parse(JSON.stringify(sim.state)) as CoinsState, // a saved state, parsed
          sim.state, // the simulator's own mutable copy
        ]) {
          const before = JSON.stringify(mine);
          const { state: next } = coins.applyMoveWithEvents(mine, move);
          expect(coins.validate(mine, move).ok).toBe(true);
          expect(JSON.stringify(mine)).toBe(before);
          expect([...objectsOf(mine)].filter((o) => Object.isFrozen(o))).toEqual([]);
          expect([...objectsOf(next)].filter((o) => objectsOf(mine).has(o))).toEqual([]);
          // The caller may go on changing its object; the library's state does not move with it.
          const after = JSON.stringify(next);
          if (mine !== sim.state) {
            (mine.hands[0] as number[]).length = 0;
            (mine.scores as number[])[0] = 99;
            expect(JSON.stringify(next)).toBe(after);
          }
        }
      }),
      { seed: 153, numRuns: RUNS },
    );
  });
});
