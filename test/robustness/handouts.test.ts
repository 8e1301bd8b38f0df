/**
 * Nothing the library hands out is shared or editable: legal moves, views, each seat's copy of events, scores and
 * winners are frozen, and editing (or trying to edit) one changes nothing the library decides afterwards. Views are
 * the same object for the same state and seat, so identity-based memoization works. Every registered game.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGame, Rng } from '../../src/core/index.js';
import { games } from '../../src/registry.js';
import { statePool } from './pool.js';

/** Whether `value` and everything in it is frozen. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  return Object.values(value).every(deeplyFrozen);
}

/** A few real states of a game, from seeded random play. */
function states(game: AnyGame): unknown[] {
  return statePool(game, 2, 7, 'handouts');
}

describe.each(Object.values<AnyGame>(games).map((game) => [game.id, game] as const))(
  '%s: handouts',
  (_id, game) => {
    it('legal moves come in a frozen array of frozen moves, a new array per call', () => {
      for (const state of states(game)) {
        const first = game.legalMoves(state);
        const second = game.legalMoves(state);
        expect(Object.isFrozen(first)).toBe(true);
        expect(first).not.toBe(second);
        for (const move of first) expect(deeplyFrozen(move), JSON.stringify(move)).toBe(true);
      }
    });

    it('a move handed out cannot be edited into another move that validate then accepts', () => {
      for (const state of states(game)) {
        if (game.isOver(state)) continue;
        const move = game.legalMoves(state)[0] as Record<string, unknown>;
        const before = JSON.stringify(move);
        for (const key of Object.keys(move)) {
          expect(() => {
            move[key] = 'edited';
          }).toThrow(TypeError);
        }
        expect(JSON.stringify(move)).toBe(before);
        expect(game.validate(state, move).ok).toBe(true);
      }
    });

    it('views are frozen and the same object for the same state and seat; other seats get other objects', () => {
      for (const state of states(game)) {
        const seats = (state as { seats: number }).seats;
        for (const seat of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
          const view = game.view(state, seat);
          expect(deeplyFrozen(view)).toBe(true);
          expect(game.view(state, seat)).toBe(view);
        }
        expect(game.view(state, 0)).not.toBe(game.view(state, null));
      }
    });

    it("each seat's copy of the events is frozen, and so are scores and winners", () => {
      const rng = Rng.fromSeed(`${game.id}/events`);
      let state = game.setup({ seats: game.seats.min, seed: 'events' });
      for (let n = 0; n < 200 && !game.isOver(state); n++) {
        const moves = game.legalMoves(state);
        const step = game.applyMoveWithEvents(state, moves[rng.int(moves.length)]);
        expect(deeplyFrozen(step.events)).toBe(true);
        for (const seat of [null, 0]) expect(deeplyFrozen(game.eventsFor(step.events, seat))).toBe(true);
        state = step.state;
      }
      expect(Object.isFrozen(game.score(state))).toBe(true);
      expect(Object.isFrozen(game.winners(state))).toBe(true);
    });
  },
);
