import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { addInto, cardsOf, contains, countsOf, removeFrom, total } from '../../src/core/index.js';

const countsArb = fc.array(fc.nat(5), { minLength: 6, maxLength: 6 });

describe('multiset', () => {
  test.prop([fc.array(fc.nat(5))], { seed: 21 })(
    'countsOf and cardsOf round-trip (as sorted lists)',
    (cards) => {
      expect(cardsOf(countsOf(cards, 6))).toEqual([...cards].sort((a, b) => a - b));
      expect(total(countsOf(cards, 6))).toBe(cards.length);
    },
  );

  test.prop([countsArb, countsArb], { seed: 22 })(
    'adding then removing a part gives back the whole',
    (whole, part) => {
      const t = [...whole];
      addInto(t, part);
      expect(contains(t, part)).toBe(true);
      expect(total(t)).toBe(total(whole) + total(part));
      removeFrom(t, part);
      expect(t).toEqual(whole);
    },
  );

  test.prop([countsArb, countsArb], { seed: 23 })(
    'removing what is not contained throws and changes nothing',
    (whole, part) => {
      fc.pre(!contains(whole, part));
      const t = [...whole];
      expect(() => removeFrom(t, part)).toThrow(RangeError);
      expect(t).toEqual(whole);
    },
  );
});
