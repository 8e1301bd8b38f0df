import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Rng, type RngState, replayDeal } from '../../src/core/index.js';

/**
 * A deal that draws a word for each of its three cards and rejects (draws again) every word below 2^31, so the
 * words it draws depend on the stream: three, plus one per rejected word.
 */
function deal(rng: Rng): number[] {
  const cards: number[] = [];
  while (cards.length < 3) {
    const word = rng.nextUint32();
    if (word >= 2 ** 31) cards.push(word);
  }
  return cards;
}

/**
 * The deal from the stream of `seed`, the stream right after it, and the words it rejected after its first card.
 * Words rejected before the first card leave no trace in the deal: a stream stepped back to the first card deals the
 * same cards, so that is the deal `replayDeal` finds first.
 */
function dealt(seed: number) {
  const rng = Rng.fromSeed(seed);
  let before = 0;
  while (rng.nextUint32() < 2 ** 31) before++; // the rejected words before the first card
  const start = Rng.fromSeed(seed);
  const cards = deal(start);
  return { cards, rejected: start.draws - 3 - before, stored: start.state() };
}

/** The stream `stored` stepped back by `words`. */
function back(stored: RngState, words: number): RngState {
  const rng = Rng.fromState(stored);
  rng.rewind(words);
  return rng.state();
}

describe('replayDeal', () => {
  test.prop([fc.integer()], { seed: 7 })(
    'makes the deal again from the stream right after it, whatever the words it rejected (up to the slack)',
    (seed) => {
      const { cards, rejected, stored } = dealt(seed);
      expect(replayDeal(stored, 3, deal)).toEqual(rejected <= 4 ? cards : null);
    },
  );

  it('finds deals that rejected words up to the slack, and none beyond it', () => {
    for (let want = 0; want <= 6; want++) {
      let seed = 0;
      while (dealt(seed).rejected !== want) seed++;
      const { cards, stored } = dealt(seed);
      expect(replayDeal(stored, 3, deal)).toEqual(want <= 4 ? cards : null); // the default slack: 4
      expect(replayDeal(stored, 3, deal, undefined, 6)).toEqual(cards);
    }
  });

  it('tries the stream stepped back by each count from `words` to `words + slack`, and takes the first that fits', () => {
    const { cards, rejected, stored } = dealt(11);
    const tried: RngState[] = [];
    const record = (rng: Rng) => {
      tried.push(rng.state());
      return deal(rng);
    };
    expect(replayDeal(stored, 3, record, () => false)).toBeNull();
    expect(tried).toEqual([3, 4, 5, 6, 7].map((words) => back(stored, words)));
    tried.length = 0;
    // From 0 words back on, the first count whose deal has the first card is the one the deal started from.
    expect(replayDeal(stored, 0, record, (made) => made[0] === cards[0], 10)).toEqual(cards);
    expect(tried.length - 1).toBe(3 + rejected);
    expect(tried.at(-1)).toEqual(back(stored, 3 + rejected));
    expect(replayDeal(stored, 3, () => null)).toBeNull(); // a deal that refuses every count
  });
});
