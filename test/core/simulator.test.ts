import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyGame, defineGame, Rng } from '../../src/core/index.js';
import { cloneJson, stateHash } from '../../src/core/json.js';
import { createSimulator, createSimulatorFromSetup, randomPlayouts } from '../../src/core/simulator.js';
import { games } from '../../src/registry.js';
import { highCard, highCardDefinition } from '../fixtures/high-card.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';

/** Every game of the registry plus the example game, each with its seat counts. */
const subjects: [string, AnyGame][] = [['highcard', highCard], ...Object.entries<AnyGame>(games)];

function seatCounts(game: AnyGame): number[] {
  const out: number[] = [];
  for (let n = game.seats.min; n <= Math.min(game.seats.max, game.seats.min + 2); n++) out.push(n);
  return out;
}

describe.each(subjects)('simulator on %s', (_id, game) => {
  it('reaches byte-identical states to applyMove for the same seed and moves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.constantFrom(...seatCounts(game)),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (seed, seats, pickSeed) => {
          let state = game.setup({ seats, seed });
          const sim = createSimulator(game, state);
          const pick = Rng.fromSeed(pickSeed);
          let n = 0;
          while (!game.isOver(state) && n < 3000) {
            const legal = game.legalMoves(state);
            const fastLegal = sim.legalMoves();
            expect(JSON.stringify(fastLegal)).toBe(JSON.stringify(legal));
            const move = legal[pick.int(legal.length)];
            state = game.applyMove(state, move);
            sim.apply(fastLegal[legal.indexOf(move)]);
            expect(JSON.stringify(sim.state)).toBe(JSON.stringify(state));
            n++;
          }
          expect(sim.isOver()).toBe(game.isOver(state));
          expect(sim.score()).toEqual(game.score(state));
          expect(sim.winners()).toEqual(game.winners(state));
        },
      ),
      { seed: 4242, numRuns: HEAVY ? 200 : 12 },
    );
  });

  it('legalMovesInto lists legalMoves into a reused buffer, and playout plays what the step-by-step loop plays', () => {
    for (const seed of [3, 'into']) {
      const start = game.setup({ seats: game.seats.min, seed });
      const stepper = createSimulator(game, start);
      const buffer: unknown[] = [];
      const pick = Rng.fromSeed(seed);
      let moves = 0;
      while (!stepper.isOver()) {
        const count = stepper.legalMovesInto(buffer);
        const legal = stepper.legalMoves();
        expect(count).toBe(legal.length);
        expect(JSON.stringify(buffer.slice(0, count))).toBe(JSON.stringify(legal));
        stepper.apply(legal[pick.int(legal.length)]);
        moves++;
      }
      expect(stepper.legalMovesInto(buffer)).toBe(0);
      const player = createSimulator(game, start);
      expect(player.playout(Rng.fromSeed(seed))).toBe(moves);
      expect(stateHash(player.state)).toBe(stateHash(stepper.state));
    }
  });

  it('deal(seed) replaces the state by exactly what setup deals, reusing the simulator', () => {
    const rng = Rng.fromSeed('deal');
    for (const seats of seatCounts(game)) {
      const sim = createSimulatorFromSetup(game, { seats, seed: 'first' });
      for (const seed of [1, 'x', 77]) {
        sim.playout(rng, 40); // whatever the old state was, the new deal does not depend on it
        sim.deal(seed);
        expect(JSON.stringify(sim.state)).toBe(JSON.stringify(game.setup({ seats, seed })));
      }
      expect(Object.isFrozen(sim.state.options)).toBe(true);
    }
  });

  it('setup returns new containers on every call (so the simulator may take a deal without copying it)', () => {
    // The options are left out: rules only read them (a game may share a default deck composition, for example).
    const seats = game.seats.min;
    const { options: _a, ...a } = createSimulatorFromSetup(game, { seats, seed: 5 }).state;
    const { options: _b, ...b } = createSimulatorFromSetup(game, { seats, seed: 5 }).state;
    const inA = new Set<unknown>();
    const collect = (x: unknown, into: Set<unknown>): void => {
      if (typeof x !== 'object' || x === null) return;
      into.add(x);
      for (const v of Object.values(x)) collect(v, into);
    };
    collect(a, inA);
    const inB = new Set<unknown>();
    collect(b, inB);
    const shared = [...inB].filter((x) => inA.has(x));
    expect(shared).toEqual([]);
    expect(inA.size).toBeGreaterThan(2);
  });

  it('createSimulatorFromSetup deals exactly what setup deals', () => {
    for (const seats of seatCounts(game)) {
      for (const seed of [1, 'x', 77]) {
        const sim = createSimulatorFromSetup(game, { seats, seed });
        expect(JSON.stringify(sim.state)).toBe(JSON.stringify(game.setup({ seats, seed })));
      }
    }
    expect(() => createSimulatorFromSetup(game, { seats: game.seats.max + 1, seed: 1 })).toThrow();
  });

  it('clone is independent and reset copies', () => {
    const start = game.setup({ seats: game.seats.min, seed: 'clone' });
    const a = createSimulator(game, start);
    const b = a.clone();
    a.playout(Rng.fromSeed(1), 5);
    expect(stateHash(b.state)).toBe(stateHash(start));
    b.reset(a.state);
    expect(stateHash(b.state)).toBe(stateHash(a.state));
    expect(b.state).not.toBe(a.state);
  });

  it('does not change the input state and playouts are reproducible', () => {
    const start = game.setup({ seats: game.seats.min, seed: 9 });
    const before = JSON.stringify(start);
    const x = createSimulator(game, start);
    const y = createSimulator(game, start);
    const nx = x.playout(Rng.fromSeed('p'));
    const ny = y.playout(Rng.fromSeed('p'));
    expect(nx).toBe(ny);
    expect(x.isOver()).toBe(true);
    expect(JSON.stringify(x.state)).toBe(JSON.stringify(y.state));
    expect(JSON.stringify(start)).toBe(before);
  });
});

describe('playout with a randomStep hook', () => {
  it('makes each step with the hook, stops at maxMoves, and plays what the generic loop plays', () => {
    let calls = 0;
    const hooked = defineGame({
      ...highCardDefinition,
      randomStep(state, rng, ctx) {
        calls++;
        const legal = highCardDefinition.legalMoves(state);
        highCardDefinition.apply(state, legal[rng.int(legal.length)]!, ctx);
      },
    });
    const start = highCard.setup({ seats: 3, seed: 'hook' });
    const generic = createSimulator(highCard, start);
    const withHook = createSimulator(hooked, start);
    const a = Rng.fromSeed('pick');
    const b = Rng.fromSeed('pick');
    expect(withHook.playout(b, 4)).toBe(4);
    expect(calls).toBe(4);
    const moves = generic.playout(a);
    expect(withHook.playout(b) + 4).toBe(moves);
    expect(calls).toBe(moves);
    expect(JSON.stringify(withHook.state)).toBe(JSON.stringify(generic.state));
    expect(b.state()).toEqual(a.state());
  });
});

describe('randomPlayouts', () => {
  it('plays seeded matches reproducibly, range by range', () => {
    const all = randomPlayouts(highCard, { seats: 3 }, 20, 'rp');
    const again = randomPlayouts(highCard, { seats: 3 }, 20, 'rp');
    expect(again).toEqual(all);
    expect(all.games).toBe(20);
    expect(all.moves).toBe(20 * 9);
    expect(all.scoreSums.reduce((a, b) => a + b, 0)).toBe(20 * 3);
  });
});

describe('cloneJson', () => {
  it('deep-copies JSON data with the same text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const c = cloneJson(v);
        expect(JSON.stringify(c)).toBe(JSON.stringify(v));
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it('keeps an own "__proto__" key as data: the copy has the plain prototype and shares nothing', () => {
    const source = JSON.parse('{"a":[1,{"b":2}],"__proto__":{"polluted":true},"z":null}');
    const copy = cloneJson(source);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(source));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['a', '__proto__', 'z']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    copy.a[1].b = 3;
    const protoKey = '__proto__'; // an own data key here, not the accessor
    copy[protoKey].polluted = false;
    expect(source.a[1].b).toBe(2);
    expect(source[protoKey].polluted).toBe(true);
  });
});
