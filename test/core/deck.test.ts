import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { deal, deckFromCounts, draw, Rng, shuffle, shuffled } from '../../src/core/index.js';

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

describe('deck', () => {
  test.prop([fc.array(fc.integer(), { maxLength: 120 }), fc.string()], { seed: 11 })(
    'shuffle is a permutation: same multiset, same length',
    (cards, seed) => {
      const out = shuffled(Rng.fromSeed(seed), cards);
      expect(sorted(out)).toEqual(sorted(cards));
    },
  );

  test.prop([fc.array(fc.integer()), fc.string()], { seed: 12 })(
    'shuffled leaves its input unchanged',
    (cards, seed) => {
      const copy = [...cards];
      shuffled(Rng.fromSeed(seed), cards);
      expect(cards).toEqual(copy);
    },
  );

  it('every permutation of a small deck is reachable, about equally often (24 perms, 24,000 shuffles, chi-square 23 df < 49.73 = p 0.001)', () => {
    const rng = Rng.fromSeed('perms');
    const counts = new Map<string, number>();
    for (let i = 0; i < 24_000; i++) {
      const key = shuffle(rng, [0, 1, 2, 3]).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    const chi = [...counts.values()].reduce((s, c) => s + (c - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(49.73);
  });

  test.prop(
    [
      fc.array(fc.nat(50), { maxLength: 100 }),
      fc.integer({ min: 1, max: 8 }),
      fc.nat(),
      fc.option(fc.nat(12), { nil: undefined }),
    ],
    { seed: 13 },
  )(
    'dealing conserves cards: hands plus what is left equal the pile',
    (cards, seats, fromRaw, perSeatRaw) => {
      const from = fromRaw % seats;
      const perSeat =
        perSeatRaw === undefined ? undefined : Math.min(perSeatRaw, Math.floor(cards.length / seats));
      const pile = [...cards];
      const hands = deal(pile, seats, from, perSeat);
      expect(sorted([...hands.flat(), ...pile])).toEqual(sorted(cards));
    },
  );

  test.prop([fc.integer({ min: 1, max: 8 }), fc.nat(), fc.nat(60)], { seed: 14 })(
    'dealing gives the right counts from the right seat',
    (seats, fromRaw, size) => {
      const from = fromRaw % seats;
      const cards = Array.from({ length: size }, (_, i) => i);
      const hands = deal([...cards], seats, from);
      // The seat `from` gets the top card (the last element) first; seats from `from` on get the extra cards.
      for (let k = 0; k < seats; k++) {
        const seat = (from + k) % seats;
        expect(hands[seat]!.length).toBe(Math.floor(size / seats) + (k < size % seats ? 1 : 0));
      }
      if (size > 0) expect(hands[from]![0]).toBe(size - 1);
      if (size > 1 && seats > 1) expect(hands[(from + 1) % seats]![0]).toBe(size - 2);
    },
  );

  it('deal works a hand-checked example and refuses impossible deals', () => {
    expect(deal([1, 2, 3, 4, 5], 2, 1)).toEqual([
      [4, 2],
      [5, 3, 1],
    ]);
    const pile = [1, 2, 3, 4, 5];
    expect(deal(pile, 2, 0, 2)).toEqual([
      [5, 3],
      [4, 2],
    ]);
    expect(pile).toEqual([1]);
    expect(() => deal([1, 2], 2, 0, 2)).toThrow(RangeError);
    expect(() => deal([1, 2], 2, 2)).toThrow(RangeError);
  });

  it('draw takes from the top (end) of the pile', () => {
    const pile = [1, 2, 3];
    expect(draw(pile, 2)).toEqual([3, 2]);
    expect(pile).toEqual([1]);
    expect(() => draw(pile, 2)).toThrow(RangeError);
  });

  it('deckFromCounts repeats each card by its count', () => {
    expect(
      deckFromCounts([
        ['a', 2],
        ['b', 0],
        ['c', 1],
      ]),
    ).toEqual(['a', 'a', 'c']);
    expect(() => deckFromCounts([['a', -1]])).toThrow(RangeError);
  });
});
