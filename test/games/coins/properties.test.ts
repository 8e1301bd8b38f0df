import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { deepEqual } from '../../../src/core/json.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { type CoinsState, coins } from '../../../src/games/coins/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
const MATCHES = HEAVY ? 10_000 : 1000;

/** Card conservation: every card exactly once in a hand or in the played cards. */
function conserved(s: CoinsState): boolean {
  const all = [...s.hands.flat(), ...s.played].sort((a, b) => a - b);
  return all.length === 48 && all.every((c, i) => c === i);
}

describe('Coins invariants over seeded random matches (fast path)', () => {
  it(
    `3/5: cards are conserved at every move, each completed hand hands out 12 points, and a match ends within ceil(T/4) hands (${MATCHES} matches)`,
    () => {
      const rng = Rng.fromSeed('coins-invariants');
      const targets = [1, 5, 10, 15, 20, 33];
      for (let m = 0; m < MATCHES; m++) {
        const target = targets[m % targets.length]!;
        const sim = createSimulator(coins, coins.setup({ seats: 3, seed: `inv/${m}`, target }));
        let handStart = [0, 0, 0];
        let hand = 1;
        while (!sim.isOver()) {
          const moves = sim.legalMoves();
          sim.apply(moves[rng.int(moves.length)]!);
          const s = sim.state;
          if (!conserved(s)) throw new Error(`match ${m}: cards not conserved`);
          if (s.hand !== hand) {
            // C-20: a completed hand gave out exactly 12 points.
            const gained = s.scores.reduce((a, b) => a + b, 0) - handStart.reduce((a, b) => a + b, 0);
            if (gained !== 12) throw new Error(`match ${m}: hand ${hand} gave ${gained} points`);
            handStart = [...s.scores];
            hand = s.hand;
          }
        }
        const s = sim.state;
        // 5 / C-21: the leader has at least 4 points per completed hand, so the match ends within ceil(T/4) hands.
        if (s.hand > Math.ceil(target / 4)) throw new Error(`match ${m}: ${s.hand} hands for T=${target}`);
        if (s.scores[s.winner!]! < target || s.scores.filter((x) => x >= target).length !== 1) {
          throw new Error(`match ${m}: bad final scores ${s.scores}`);
        }
      }
    },
    HEAVY ? 3_600_000 : 600_000,
  );

  it('views do not change when unseen cards are swapped between the opponents’ hands (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 140 }),
        fc.integer({ min: 0, max: 2 }),
        fc.nat(),
        fc.nat(),
        (seed, steps, seat, i, j) => {
          const sim = createSimulator(coins, coins.setup({ seats: 3, seed }));
          sim.playout(Rng.fromSeed(seed + 1), steps);
          const s = sim.state;
          const [a, b] = [(seat + 1) % 3, (seat + 2) % 3];
          if (s.hands[a]!.length === 0 || s.hands[b]!.length === 0) return true;
          // Swap one card between the two opponents' hands (keeping hands sorted).
          const ha = [...s.hands[a]!];
          const hb = [...s.hands[b]!];
          const ia = i % ha.length;
          const ib = j % hb.length;
          [ha[ia], hb[ib]] = [hb[ib]!, ha[ia]!];
          const hands = [...s.hands];
          hands[a] = ha.sort((x, y) => x - y);
          hands[b] = hb.sort((x, y) => x - y);
          const swapped = { ...s, hands };
          return deepEqual(coins.view(swapped, seat), coins.view(s, seat));
        },
      ),
      { seed: 97, numRuns: HEAVY ? 3000 : 300 },
    );
  });

  it('hand sizes are always equal within 1 and the seat to play holds the most cards of the trick', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 200 }), (seed, steps) => {
        const sim = createSimulator(coins, coins.setup({ seats: 3, seed }));
        sim.playout(Rng.fromSeed(seed), steps);
        const sizes = sim.state.hands.map((h) => h.length);
        return (
          Math.max(...sizes) - Math.min(...sizes) <= 1 &&
          (sim.isOver() || sizes[sim.toAct()!] === Math.max(...sizes))
        );
      }),
      { seed: 98, numRuns: HEAVY ? 3000 : 300 },
    );
  });

  it('the fast path and applyMove agree move by move (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        let state = coins.setup({ seats: 3, seed, target: 6 });
        const sim = createSimulator(coins, state);
        const rng = Rng.fromSeed(seed);
        while (!coins.isOver(state)) {
          const moves = coins.legalMoves(state);
          const move = moves[rng.int(moves.length)]!;
          state = coins.applyMove(state, move);
          sim.apply(move);
          expect(JSON.stringify(sim.state)).toBe(JSON.stringify(state));
        }
        return true;
      }),
      { seed: 99, numRuns: HEAVY ? 500 : 40 },
    );
  });
});
