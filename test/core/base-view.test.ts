import { describe, expect, it } from 'vitest';
import { type AnyGame, type BaseView, Rng } from '../../src/core/index.js';
import { games } from '../../src/registry.js';

const subjects = Object.entries<AnyGame>(games);

/** Whether every object reachable from `x` is frozen. */
function deeplyFrozen(x: unknown): boolean {
  if (x === null || typeof x !== 'object') return true;
  if (!Object.isFrozen(x)) return false;
  return Object.values(x).every(deeplyFrozen);
}

/** The states of one match of uniform random play, from the deal to the end (or `cap` moves). */
function randomMatch(game: AnyGame, seed: number, cap: number): unknown[] {
  const rng = Rng.fromSeed(seed);
  let state = game.setup({ seats: game.seats.min, seed });
  const states: unknown[] = [state];
  for (let n = 0; n < cap && !game.isOver(state); n++) {
    const legal = game.legalMoves(state);
    state = game.applyMove(state, legal[rng.int(legal.length)]);
    states.push(state);
  }
  return states;
}

describe.each(subjects)('the base view fields of %s', (_id, game) => {
  it('name the viewer, the seat to act, the hand, the hand number, scores, over and winners as the game says', () => {
    let sawOver = false;
    for (const seed of [1, 2, 3]) {
      const states = randomMatch(game, seed, 4000);
      sawOver ||= game.isOver(states.at(-1));
      states.forEach((state, i) => {
        if (i % 9 !== 0 && i !== states.length - 1) return;
        const seats = (state as { seats: number }).seats;
        for (const seat of [null, ...Array.from({ length: seats }, (_, s) => s)]) {
          const v = game.view(state, seat) as BaseView<unknown> & { readonly handSizes: readonly number[] };
          expect(v.seat).toBe(seat);
          expect(v.toAct).toBe(game.toAct(state));
          expect(v.over).toBe(game.isOver(state));
          expect(v.scores).toEqual(game.score(state));
          expect(v.winners).toEqual(game.winners(state));
          expect(v.over || v.winners.length === 0).toBe(true);
          expect(Number.isInteger(v.handNumber) && v.handNumber >= 1).toBe(true);
          if (seat === null) expect(v.hand).toBeNull();
          else expect(v.hand?.length).toBe(v.handSizes[seat]);
        }
      });
    }
    expect(sawOver).toBe(true);
  });

  it('is deeply frozen and the same object for the same state and seat, a new one for a new state', () => {
    const states = randomMatch(game, 7, 30);
    const [a, b] = [states[0], states.at(-1)];
    for (const seat of [null, 0, 1]) {
      expect(game.view(a, seat)).toBe(game.view(a, seat));
      expect(deeplyFrozen(game.view(a, seat))).toBe(true);
      expect(game.view(b, seat)).not.toBe(game.view(a, seat));
    }
    expect(game.view(a, 0)).not.toBe(game.view(a, 1));
  });
});

/** `a` minus `b` as multisets, or `null` when `b` holds a card `a` lacks. */
function minus(a: readonly unknown[], b: readonly unknown[]): unknown[] | null {
  const left = [...a];
  for (const card of b) {
    const at = left.indexOf(card);
    if (at < 0) return null;
    left.splice(at, 1);
  }
  return left;
}

describe.each(subjects)('cardsOfMove of %s', (_id, game) => {
  it('gives distinct indices into the hand, exactly the cards a move takes from it', () => {
    let used = 0;
    let checked = 0;
    for (const seed of [11, 12]) {
      const states = randomMatch(game, seed, 1500);
      states.forEach((state, i) => {
        if (i % 3 !== 0 || game.isOver(state)) return;
        const seat = game.toAct(state)!;
        const v = game.view(state, seat) as BaseView<unknown>;
        const hand = v.hand!;
        for (const move of game.legalMoves(state)) {
          const at = game.cardsOfMove(v, move);
          expect(new Set(at).size).toBe(at.length);
          for (const i of at) expect(Number.isInteger(i) && i >= 0 && i < hand.length).toBe(true);
          expect(game.cardsOfMove(game.view(state, null), move)).toEqual([]);
          const cards = at.map((i) => hand[i]);
          if (cards.length > 0) used++;
          // When the move only takes cards from the viewer's hand, the cards it took are the cards at the indices.
          const after = (game.view(game.applyMove(state, move), seat) as BaseView<unknown>).hand!;
          const taken = after.length < hand.length ? minus(hand, after) : null;
          if (taken !== null && minus(hand, taken)?.length === after.length) {
            expect([...cards].sort()).toEqual([...taken].sort());
            checked++;
          }
        }
      });
    }
    expect(used).toBeGreaterThan(0);
    expect(checked).toBeGreaterThan(0);
  });
});

describe.each(subjects)('formatCard of %s', (_id, game) => {
  it("words each card of a seat's hand as the game's own description of the view does", () => {
    let cards = 0;
    for (const state of randomMatch(game, 21, 600).filter((_, i) => i % 25 === 0)) {
      const seats = (state as { seats: number }).seats;
      for (let seat = 0; seat < seats; seat++) {
        const v = game.view(state, seat);
        const text = game.describeView(v).join('\n');
        for (const card of v.hand) {
          const words = game.formatCard(card);
          expect(words.length).toBeGreaterThan(0);
          expect(text).toContain(words);
          cards++;
        }
      }
    }
    expect(cards).toBeGreaterThan(0);
  });
});
