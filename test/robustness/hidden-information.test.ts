import { describe, expect, it } from 'vitest';
import { type AnyGame, Rng } from '../../src/core/index.js';
import { deepEqual } from '../../src/core/json.js';
import { games } from '../../src/registry.js';
import { HEAVY, statePool } from './pool.js';

function seatsOf(state: unknown): (number | null)[] {
  const n = (state as { seats: number }).seats;
  return [null, ...Array.from({ length: n }, (_, i) => i)];
}

function containsKey(value: unknown, key: string): boolean {
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k === key || containsKey(v, key));
}

describe.each(Object.values<AnyGame>(games))('hidden information: $id', (game: AnyGame) => {
  const pool = statePool(game, HEAVY ? 6 : 2, HEAVY ? 1 : 3, 'hidden');
  const hidden = game.hidden;

  it('the game says where it hides cards (shuffleHidden and sampleState)', () => {
    expect(typeof hidden?.shuffleHidden).toBe('function');
    expect(typeof hidden?.sampleState).toBe('function');
  });

  it('a view is identical for all states that differ only in cards hidden from that seat', () => {
    const rng = Rng.fromSeed(`${game.id}/shuffle`);
    let changed = 0;
    let compared = 0;
    for (const state of pool) {
      for (const seat of seatsOf(state)) {
        const other = hidden!.shuffleHidden(state, seat, rng);
        if (JSON.stringify(other) !== JSON.stringify(state)) changed++;
        expect(deepEqual(game.view(other, seat), game.view(state, seat)), `seat ${seat}`).toBe(true);
        // Arranged, not dealt: no stream dealt these cards, so they load as arranged states (the deal checks skip them).
        expect(game.loadState(JSON.parse(JSON.stringify(other)), { positions: true }).ok).toBe(true);
        compared++;
      }
    }
    // The check is not vacuous: the shuffled states do differ from the real ones.
    expect(changed).toBeGreaterThan(compared / 4);
  });

  it('no view shows the RNG state', () => {
    for (const state of pool) {
      const words = (state as { rng: number[] }).rng.join(',');
      for (const seat of seatsOf(state)) {
        const view = game.view(state, seat);
        expect(containsKey(view, 'rng')).toBe(false);
        expect(JSON.stringify(view).includes(words)).toBe(false);
      }
    }
  });

  it('sampleState never puts a card where the view says it cannot be: its view equals the given view', () => {
    const rng = Rng.fromSeed(`${game.id}/sample`);
    let checked = 0;
    for (const state of pool) {
      if (game.isOver(state)) continue;
      for (const seat of seatsOf(state)) {
        if (seat === null) continue;
        const view = game.view(state, seat);
        const sampled = hidden!.sampleState!(view, seat, rng);
        expect(deepEqual(game.view(sampled, seat), view)).toBe(true);
        expect(game.loadState(JSON.parse(JSON.stringify(sampled)), { positions: true }).ok).toBe(true);
        expect(game.legalMoves(sampled).length).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
