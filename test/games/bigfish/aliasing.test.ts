// Aliasing (issue 15): a view shares no object with its state (states the library made, states of the simulator,
// plain copies), and `applyMove` on an unfrozen copy of a state neither changes nor freezes any part of it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { type BigFishState, bigfish } from '../../../src/games/bigfish/index.js';
import { view as rulesView } from '../../../src/games/bigfish/view.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';

/** Every object and array reachable from `x`. */
function objectsOf(x: unknown, out = new Set<object>()): Set<object> {
  if (typeof x !== 'object' || x === null || out.has(x)) return out;
  out.add(x);
  for (const v of Object.values(x)) objectsOf(v, out);
  return out;
}

function shared(a: unknown, b: unknown): number {
  const mine = objectsOf(a);
  let n = 0;
  for (const o of objectsOf(b)) if (mine.has(o)) n++;
  return n;
}

const VARIANTS: readonly Record<string, unknown>[] = [
  {},
  { advanced: true },
  { mistakes: 'penalty', plusSelection: 'playerChoice', advanced: true },
  { continueAfterCompletion: true, advanced: true, aCountsTowardLimit: false },
  { rowCount: 5, rowLength: 3, pileSize: 6, commonDeckSize: 0, mistakes: 'penalty' },
];

describe('bigfish aliasing', () => {
  it('a view shares no object with its state: made here, the simulator’s, or a plain copy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...VARIANTS),
        fc.integer({ min: 0, max: 120 }),
        (seats, seed, options, depth) => {
          const sim = createSimulator(bigfish, bigfish.setup({ seats, seed, ...options }));
          const rng = Rng.fromSeed(seed);
          let made: BigFishState = bigfish.setup({ seats, seed, ...options });
          for (let i = 0; i < depth && !sim.isOver(); i++) {
            const moves = sim.legalMoves();
            const move = moves[rng.int(moves.length)]!;
            sim.apply(move);
            made = bigfish.applyMove(made, move);
          }
          const copy = JSON.parse(JSON.stringify(made)) as BigFishState;
          for (const seat of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
            for (const state of [made, sim.state, copy]) {
              expect(shared(bigfish.view(state, seat), state)).toBe(0);
              expect(shared(rulesView(state, seat), state)).toBe(0); // the rules' own view, before core copies
            }
            // a view of the simulator's state is frozen, and writing to the rules' own view changes nothing in it
            expect(Object.isFrozen(bigfish.view(sim.state, seat))).toBe(true);
            const before = JSON.stringify(sim.state);
            const v = rulesView(sim.state, seat) as unknown as Record<string, unknown[]>;
            for (const key of ['rows', 'plus', 'minus', 'handSizes', 'revealed']) v[key]!.push('X');
            (v.options as unknown as { deck: { R: number[] } }).deck.R[0] = 99;
            expect(JSON.stringify(sim.state)).toBe(before);
          }
        },
      ),
      { seed: 1501, numRuns: HEAVY ? 1000 : 80 },
    );
  });

  it('applyMove on an unfrozen copy neither changes nor freezes any part of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...VARIANTS),
        (seats, seed, options) => {
          let s: BigFishState = bigfish.setup({ seats, seed, ...options });
          const rng = Rng.fromSeed(seed);
          for (let n = 0; n < 60 && !bigfish.isOver(s); n++) {
            const legal = bigfish.legalMoves(s);
            const move = legal[rng.int(legal.length)]!;
            const text = JSON.stringify(s);
            const thawed = JSON.parse(text) as BigFishState;
            const next = bigfish.applyMoveWithEvents(thawed, move);
            expect(JSON.stringify(thawed)).toBe(text);
            for (const o of objectsOf(thawed)) expect(Object.isFrozen(o)).toBe(false);
            expect(shared(next.state, thawed)).toBe(0);
            s = next.state;
          }
        },
      ),
      { seed: 1502, numRuns: HEAVY ? 400 : 40 },
    );
  });
});
