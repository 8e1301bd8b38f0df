import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEnv, inActionOrder, legalActionMask, legalActions } from '../../src/core/encoding.js';
import { type AnyGame, Rng } from '../../src/core/index.js';
import { createSimulator } from '../../src/core/simulator.js';
import { games } from '../../src/registry.js';
import { highCard } from '../fixtures/high-card.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
const all: [string, AnyGame][] = [['highcard', highCard], ...Object.entries<AnyGame>(games)];
const subjects = all.filter(([, g]) => g.encoding !== undefined);

describe.each(subjects)('encoding of %s', (_id, game) => {
  const enc = game.encoding!;

  it('is a bijection between legal moves and integers below actionCount, and masks equal legalMoves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (seed, pickSeed) => {
          const sim = createSimulator(game, game.setup({ seats: game.seats.min, seed }));
          const pick = Rng.fromSeed(pickSeed);
          const mask = new Uint8Array(enc.actionCount);
          for (let n = 0; !sim.isOver() && n < 2000; n++) {
            const legal = sim.legalMoves();
            const actions = legal.map((m) => enc.encodeMove(m));
            for (const a of actions) {
              expect(Number.isInteger(a) && a >= 0 && a < enc.actionCount).toBe(true);
            }
            expect(new Set(actions).size).toBe(actions.length);
            legal.forEach((m, i) => {
              expect(game.moveKey(enc.decodeMove(actions[i]!))).toBe(game.moveKey(m));
            });
            legalActionMask(game, sim.state, mask);
            expect(mask.reduce((a, b) => a + b, 0)).toBe(legal.length);
            for (const a of actions) expect(mask[a]).toBe(1);
            expect(legalActions(game, sim.state)).toEqual(actions);
            const seat = sim.toAct()!;
            const obs = enc.observe(game.view(sim.state, seat));
            expect(obs).toBeInstanceOf(Float32Array);
            expect(obs.length).toBe(enc.observationSize);
            sim.apply(legal[pick.int(legal.length)]);
          }
        },
      ),
      { seed: 99, numRuns: HEAVY ? 100 : 5 },
    );
  });

  it('decodes every integer to a move or null, and encodes back', () => {
    for (let a = 0; a < enc.actionCount; a++) {
      const m = enc.decodeMove(a);
      if (m !== null) expect(enc.encodeMove(m)).toBe(a);
    }
    expect(enc.decodeMove(-1)).toBeNull();
    expect(enc.decodeMove(enc.actionCount)).toBeNull();
  });
});

describe('createEnv (AEC loop)', () => {
  it('runs a whole match the PettingZoo way and gives each seat its final reward', () => {
    const env = createEnv(highCard, { seats: 3, seed: 5 });
    const pick = Rng.fromSeed(1);
    const finals: number[] = [];
    let steps = 0;
    for (const seat of env.agents()) {
      const { observation, mask, reward, termination, seat: s } = env.last();
      expect(s).toBe(seat);
      expect(observation.length).toBe(env.observationSize);
      if (termination) {
        finals[seat] = reward;
        env.step(null);
        continue;
      }
      const legal = [...mask.keys()].filter((a) => mask[a] === 1);
      env.step(legal[pick.int(legal.length)]!);
      steps++;
    }
    expect(steps).toBe(9);
    expect(finals).toHaveLength(3);
    expect(finals.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(env.agentSelection).toBeNull();
  });

  it('is reproducible and rejects illegal actions', () => {
    const play = () => {
      const env = createEnv(highCard, { seats: 2, seed: 'r' }, { reward: 'score' });
      const trace: number[] = [];
      for (const _ of env.agents()) {
        const { mask, termination, reward } = env.last();
        trace.push(reward);
        if (termination) continue; // retiring without step(null) works too
        env.step(mask.indexOf(1));
      }
      return trace;
    };
    expect(play()).toEqual(play());
    const env = createEnv(highCard, { seats: 2, seed: 'r' });
    const { mask } = env.last();
    const bad = [...mask.keys()].find((a) => mask[a] === 0)!;
    expect(() => env.step(bad)).toThrow(RangeError);
    env.reset('other');
    expect(env.agentSelection).toBe(0);
  });
});

describe('inActionOrder', () => {
  it('lists moves by ascending action number, as a new array, for every game with an encoding', () => {
    for (const [, game] of subjects) {
      const sim = createSimulator(game, game.setup({ seats: game.seats.min, seed: 'in-order' }));
      const rng = Rng.fromSeed('in-order');
      for (let i = 0; i < 40 && !sim.isOver(); i++) {
        const legal = sim.legalMoves();
        const listed = inActionOrder(game, legal);
        const actions = listed.map((m) => game.encoding!.encodeMove(m));
        for (let k = 1; k < actions.length; k++) expect(actions[k]).toBeGreaterThan(actions[k - 1]!);
        expect(new Set(listed)).toEqual(new Set(legal)); // the same moves
        expect(listed).not.toBe(legal);
        sim.apply(legal[rng.int(legal.length)]);
      }
    }
  });

  it('Coins: card order (Cups, Coins, Swords, Clubs, each from the 2 up), whatever the order of the hand', () => {
    const coins: AnyGame = games.coins;
    const state = coins.setup({ seats: 3, seed: 'in-order' }) as unknown as {
      hands: number[][];
      toPlay: number;
    };
    const suits = ['Cu', 'Co', 'Sw', 'Cl'];
    const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', 'S', 'C', 'R', 'A'];
    const expected = [...state.hands[state.toPlay]!]
      .sort((a, b) => a - b)
      .map((id) => suits[Math.floor(id / 12)]! + ranks[id % 12]!);
    const listed = inActionOrder(coins, coins.legalMoves(state)) as { card: string }[];
    expect(listed.map((m) => m.card)).toEqual(expected);
  });
});
