/** The fixed action space (a bijection) and the fixed-length observation. */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import {
  ACTION_COUNT,
  decodeMove,
  encodeMove,
  OBSERVATION_SIZE,
  observe,
} from '../../../src/games/linko/encoding.js';
import { encoding, linko } from '../../../src/games/linko/index.js';
import { formatMove } from '../../../src/games/linko/notation.js';
import { P, X } from './fixtures.js';

describe('Linko encoding', () => {
  it('every integer in [0, actionCount) decodes to a distinct valid move that encodes back to it', () => {
    expect(ACTION_COUNT).toBe(649);
    expect(encoding.actionCount).toBe(ACTION_COUNT);
    const seen = new Set<string>();
    for (let a = 0; a < ACTION_COUNT; a++) {
      const m = decodeMove(a)!;
      expect(m).not.toBeNull();
      expect(linko.parseMove(m)).toEqual({ ok: true, value: m });
      expect(encodeMove(m)).toBe(a);
      seen.add(formatMove(m));
    }
    expect(seen.size).toBe(ACTION_COUNT);
    expect(decodeMove(-1)).toBeNull();
    expect(decodeMove(ACTION_COUNT)).toBeNull();
    expect(decodeMove(1.5)).toBeNull();
  });

  it('the documented layout', () => {
    expect(encodeMove(P(1, 1, 0))).toBe(0);
    expect(encodeMove(P(7, 2, 1))).toBe(6 * 48 + 6 + 1);
    expect(encodeMove(P(null, 0, 1))).toBe(624);
    expect(encodeMove({ type: 'take' })).toBe(629);
    expect(encodeMove({ type: 'drawDeck' })).toBe(633);
    expect(encodeMove({ type: 'drawDisplay', card: X })).toBe(634);
    expect(encodeMove({ type: 'pass' })).toBe(648);
  });

  it('observations have a fixed length, finite values, and show the own hand first', () => {
    const sim = createSimulator(linko, linko.setup({ seats: 5, seed: 3, games: 1 }));
    const rng = Rng.fromSeed(4);
    for (let i = 0; i < 200 && !sim.isOver(); i++) {
      const seat = sim.toAct()!;
      const v = linko.view(sim.state, seat);
      const o = observe(v);
      expect(o).toHaveLength(OBSERVATION_SIZE);
      expect(o.every((x) => Number.isFinite(x))).toBe(true);
      expect(Array.from(o.slice(0, 14))).toEqual(v.handCounts);
      expect(o[14]).toBe(v.handSizes[seat]);
      expect(o[149]).toBe(1); // the viewer is to act
      sim.apply(sim.legalMoves()[rng.int(sim.legalMoves().length)]!);
    }
    expect(observe(linko.view(sim.state, null))).toHaveLength(OBSERVATION_SIZE);
  });
});
