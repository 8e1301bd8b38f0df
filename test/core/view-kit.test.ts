import { describe, expect, it } from 'vitest';
import { type AnyGame, Rng, seatWords, turnLine, viewBase } from '../../src/core/index.js';
import { games } from '../../src/registry.js';

/** A table of two seats where seat 1 acts until `over`, and seat 0 then wins with 3 points. */
interface Table {
  readonly game: string;
  readonly version: number;
  readonly seats: number;
  readonly options: object;
  readonly rng: readonly [number, number, number, number];
  readonly over: boolean;
  readonly origin?: 'position';
}
const table = (over: boolean, origin?: 'position'): Table => ({
  game: 't',
  version: 1,
  seats: 2,
  options: {},
  rng: [1, 2, 3, 4],
  over,
  ...(origin ? { origin } : {}),
});
const rules = {
  toAct: (s: Table) => (s.over ? null : 1),
  score: (s: Table) => (s.over ? [3, 1] : [0, 0]),
  winners: () => [0], // as a game may answer while the match goes on: the view says none until it is over
};

describe('viewBase', () => {
  it('takes the seat to act, the scores and, once no seat acts, the winners from the rules', () => {
    expect(viewBase(rules, table(false), 0)).toEqual({
      seat: 0,
      toAct: 1,
      over: false,
      scores: [0, 0],
      winners: [],
      origin: 'deal',
    });
    expect(viewBase(rules, table(true), null)).toEqual({
      seat: null,
      toAct: null,
      over: true,
      scores: [3, 1],
      winners: [0],
      origin: 'deal',
    });
  });

  it('says a match arranged from a position is one', () => {
    expect(viewBase(rules, table(false, 'position'), 1).origin).toBe('position');
  });

  it.each(Object.entries<AnyGame>(games))("gives %s's base view fields, from its own rules", (_id, game) => {
    const rng = Rng.fromSeed(7);
    let state = game.setup({ seats: game.seats.min, seed: 7 });
    for (let n = 0; n < 3000 && !game.isOver(state); n++) {
      const legal = game.legalMoves(state);
      state = game.applyMove(state, legal[rng.int(legal.length)]);
    }
    for (const seat of [null, 0, game.seats.min - 1]) {
      const {
        seat: viewer,
        toAct,
        over,
        scores,
        winners,
        origin,
      } = game.view(state, seat) as Record<string, unknown>;
      expect(viewBase(game, state, seat)).toEqual({ seat: viewer, toAct, over, scores, winners, origin });
    }
  });
});

describe('turnLine', () => {
  it('names the seat to act and what it does, or who won once the match is over', () => {
    expect(turnLine({ toAct: 1, winners: [] }, 'to play')).toBe('Seat 1 to play.');
    expect(turnLine({ toAct: null, winners: [0] }, 'to play')).toBe('The match is over: seat 0 wins.');
    expect(turnLine({ toAct: null, winners: [0, 2] }, 'to play')).toBe(
      'The match is over: seats 0 and 2 share the win.',
    );
    expect(turnLine({ toAct: null, winners: [] }, 'to play')).toBe('The match is over.');
  });

  it('words seats as the caller asks', () => {
    expect(turnLine({ toAct: 1, winners: [] }, 'to lead the trick', seatWords({ viewer: 1 }))).toBe(
      'You to lead the trick.',
    );
    expect(turnLine({ toAct: null, winners: [1] }, 'to play', seatWords({ viewer: 1 }))).toBe(
      'The match is over: you win.',
    );
  });
});
