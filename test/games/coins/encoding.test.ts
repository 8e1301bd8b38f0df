import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { CARDS } from '../../../src/games/coins/cards.js';
import { OBSERVATION_SIZE } from '../../../src/games/coins/encoding.js';
import { coins, encoding } from '../../../src/games/coins/index.js';
import { PLAY_MOVES } from '../../../src/games/coins/moves.js';

describe('Coins action encoding', () => {
  it('is a bijection between the 48 moves and [0, 48): the action of a play is its card id', () => {
    expect(encoding.actionCount).toBe(48);
    for (let a = 0; a < 48; a++) {
      const m = encoding.decodeMove(a)!;
      expect(m).toEqual({ type: 'play', card: CARDS[a] });
      expect(encoding.encodeMove(m)).toBe(a);
    }
    for (const bad of [-1, 48, 1.5, Number.NaN]) expect(encoding.decodeMove(bad)).toBeNull();
    expect(new Set(PLAY_MOVES.map(encoding.encodeMove)).size).toBe(48);
  });

  it('observations have a fixed length and the documented layout', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 }), (seed, steps) => {
        const sim = createSimulator(coins, coins.setup({ seats: 3, seed }));
        sim.playout(Rng.fromSeed(seed), steps);
        const seat = sim.toAct() ?? 0;
        const v = coins.view(sim.state, seat);
        const o = encoding.observe(v);
        expect(o).toHaveLength(OBSERVATION_SIZE);
        expect(encoding.observationSize).toBe(OBSERVATION_SIZE);
        // Own hand, then the played cards by relative seat: together every card at most once.
        const handCount = o.slice(0, 48).reduce((a, b) => a + b, 0);
        expect(handCount).toBe(v.hand!.length);
        const playedCount = o.slice(48, 192).reduce((a, b) => a + b, 0);
        expect(playedCount).toBe(sim.state.played.length);
        expect(o.slice(192, 240).reduce((a, b) => a + b, 0)).toBe(v.trick.length);
        expect(o[246 + ((v.dealer - seat + 3) % 3)]).toBe(1);
        expect(o[252]).toBe(sim.isOver() ? 0 : 1);
        return true;
      }),
      { seed: 7, numRuns: 100 },
    );
  });

  it('the legal-action mask of a state is the hand of the seat to act', () => {
    const s = coins.setup({ seats: 3, seed: 9 });
    const mask = new Array(48).fill(0);
    for (const m of coins.legalMoves(s)) mask[encoding.encodeMove(m)] = 1;
    expect(mask.reduce((a, b) => a + b, 0)).toBe(16);
    for (const id of s.hands[coins.toAct(s)!]!) expect(mask[id]).toBe(1);
  });
});
