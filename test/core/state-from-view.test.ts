import { describe, expect, it } from 'vitest';
import { Rng, seedState, shape, stateFromView } from '../../src/core/index.js';

const STATE = shape.object({
  turn: shape.seat(),
  hands: shape.array(shape.array(shape.int(0, 9)), { length: 'seats' }),
  piles: shape.array(shape.array(shape.int(0, 9))),
});
const GAME = { id: 'g', version: 3, state: STATE };

describe('stateFromView', () => {
  it("gives the base fields, the game's own fields, and the other declared fields copied from the view", () => {
    const options = { target: 10 };
    const view = { seats: 2, options, origin: 'deal' as const, turn: 1, hand: [3], piles: [[4, 5]] };
    const hands = [[3], [7, 8]];
    const rng = new Rng(seedState(7));
    const expectedRng = new Rng(seedState(7)).fork().state();
    const state = stateFromView(GAME, view, rng, { hands });
    expect(state).toEqual({
      game: 'g',
      version: 3,
      seats: 2,
      options: { target: 10 },
      rng: expectedRng,
      turn: 1,
      hands: [[3], [7, 8]],
      piles: [[4, 5]],
    });
    expect(state.options).not.toBe(options); // copies: the state shares nothing with the view
    expect(state.piles).not.toBe(view.piles);
    expect(state.hands).toBe(hands); // the game's own fields are used as they are
  });

  it('keeps a position a position', () => {
    const view = { seats: 2, options: {}, origin: 'position' as const, turn: 0, piles: [] };
    const state = stateFromView(GAME, view, new Rng(seedState(1)), { hands: [[], []] });
    expect(state.origin).toBe('position');
  });
});
