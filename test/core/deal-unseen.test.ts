import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { dealUnseen, Rng } from '../../src/core/index.js';

const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);

/** A deck with repeated cards, a part of it seen, and the rest cut into places. */
const observation = fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 60 }).chain((deck) =>
  fc.record({
    deck: fc.constant(deck),
    seen: fc.subarray(deck),
    cuts: fc.array(fc.nat(), { maxLength: 5 }),
    seed: fc.string(),
  }),
);

/** `deck` less `seen`, as multisets. */
function less(deck: readonly number[], seen: readonly number[]): number[] {
  const rest = [...deck];
  for (const card of seen) rest.splice(rest.indexOf(card), 1);
  return rest;
}

describe('dealUnseen', () => {
  test.prop([observation], { seed: 31 })(
    'deals exactly the unseen cards, each place its size',
    ({ deck, seen, cuts, seed }) => {
      const unseen = less(deck, seen);
      // Sizes that add up to the unseen count: cut points, then the rest in a last place.
      const points = sorted(cuts.map((c) => c % (unseen.length + 1)));
      const sizes = [...points, unseen.length].map((p, i, all) => p - (i === 0 ? 0 : all[i - 1]!));
      const places = dealUnseen(deck, seen, sizes, Rng.fromSeed(seed));
      expect(places.map((p) => p.length)).toEqual(sizes);
      expect(sorted(places.flat())).toEqual(sorted(unseen));
    },
  );

  test.prop([observation], { seed: 32 })('the same stream deals the same way', ({ deck, seen, seed }) => {
    const sizes = [deck.length - seen.length];
    expect(dealUnseen(deck, seen, sizes, Rng.fromSeed(seed))).toEqual(
      dealUnseen(deck, seen, sizes, Rng.fromSeed(seed)),
    );
  });

  it('refuses an observation that is not of this deck', () => {
    const rng = Rng.fromSeed(1);
    expect(() => dealUnseen([1, 2, 2], [3], [2], rng)).toThrow(RangeError); // a card the deck lacks
    expect(() => dealUnseen([1, 2, 2], [1, 1], [1], rng)).toThrow(RangeError); // seen more often than held
    expect(() => dealUnseen([1, 2, 2], [1], [1], rng)).toThrow(RangeError); // places for too few cards
    expect(() => dealUnseen([1, 2, 2], [1], [1, 2], rng)).toThrow(RangeError); // places for too many
    expect(() => dealUnseen([1, 2, 2], [1], [-1, 3], rng)).toThrow(RangeError);
    expect(dealUnseen([1, 2, 2], [2], [0, 2], rng).map(sorted)).toEqual([[], [1, 2]]);
  });
});
