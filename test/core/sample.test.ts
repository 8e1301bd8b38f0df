import { describe, expect, it } from 'vitest';
import { baseFromView, fieldsFromView, Rng, seedState, shape } from '../../src/core/index.js';

const FIELDS = shape.object({
  turn: shape.seat(),
  hands: shape.array(shape.array(shape.int(0, 9)), { length: 'seats' }),
  piles: shape.array(shape.array(shape.int(0, 9))),
  note: shape.optional(shape.string()),
});

describe('fieldsFromView', () => {
  it('takes the declared fields from `own` first, copies the others from the view, and drops what is undeclared', () => {
    const view = { turn: 1, hand: [3], handSizes: [1, 2], piles: [[4, 5]] };
    const hands = [[3], [7, 8]];
    const fields = fieldsFromView(FIELDS, view, { hands });
    expect(fields).toEqual({ turn: 1, hands: [[3], [7, 8]], piles: [[4, 5]] });
    expect(fields.hands).toBe(hands); // the game's own lists are used as they are
    expect(fields.piles).not.toBe(view.piles); // the view's lists are copied, to the last level
    expect(fields.piles[0]).not.toBe(view.piles[0]);
    expect(Object.keys(fields)).not.toContain('note'); // an optional field the view lacks stays absent
  });

  it('copies an optional field the view has', () => {
    const fields = fieldsFromView(FIELDS, { turn: 0, piles: [], note: 'x' }, { hands: [] });
    expect(fields.note).toBe('x');
  });
});

describe('baseFromView', () => {
  it("gives the game's id and version, the view's seats and a copy of its options, and a fork of the stream", () => {
    const options = { target: 10, rules: { fast: true } };
    const rng = new Rng(seedState(7));
    const expected = new Rng(seedState(7)).fork().state();
    const base = baseFromView({ id: 'g', version: 3 }, { seats: 4, options, origin: 'deal' }, rng);
    expect(base).toEqual({ game: 'g', version: 3, seats: 4, options, rng: expected });
    expect(base.options).not.toBe(options);
    expect(base.options.rules).not.toBe(options.rules);
    expect('origin' in base).toBe(false);
  });

  it('marks a state sampled from a position’s view as a position', () => {
    const base = baseFromView(
      { id: 'g', version: 1 },
      { seats: 2, options: {}, origin: 'position' },
      new Rng(seedState(1)),
    );
    expect(base.origin).toBe('position');
  });
});
