import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  clockwiseFrom,
  clockwiseFromIn,
  isSeatingOrder,
  leftIn,
  leftOf,
  nextSeat,
  oppositeOf,
  rightIn,
  rightOf,
  rotatingStart,
  seatAfter,
} from '../../src/core/index.js';

const table = fc.integer({ min: 1, max: 13 }).chain((n) => fc.tuple(fc.constant(n), fc.nat(n - 1)));
const order = fc
  .integer({ min: 1, max: 13 })
  .chain((n) =>
    fc.tuple(fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }), fc.nat(n - 1)),
  );

describe('seats', () => {
  test.prop([table], { seed: 31 })('left(right(s)) = s and right(left(s)) = s', ([n, s]) => {
    expect(leftOf(rightOf(s, n), n)).toBe(s);
    expect(rightOf(leftOf(s, n), n)).toBe(s);
  });

  test.prop([table], { seed: 32 })('n steps of next is the identity', ([n, s]) => {
    let x = s;
    for (let i = 0; i < n; i++) x = nextSeat(x, n);
    expect(x).toBe(s);
  });

  test.prop([table], { seed: 33 })(
    'clockwiseFrom(s) visits every seat once, starting at s, each the left of the one before',
    ([n, s]) => {
      const seats = clockwiseFrom(s, n);
      expect(seats[0]).toBe(s);
      expect([...seats].sort((a, b) => a - b)).toEqual([...Array(n).keys()]);
      for (let i = 1; i < n; i++) expect(seats[i]).toBe(leftOf(seats[i - 1]!, n));
    },
  );

  test.prop([table, fc.integer({ min: -50, max: 50 })], { seed: 34 })(
    'seatAfter(s, k) then seatAfter(-k) returns to s',
    ([n, s], k) => {
      expect(seatAfter(seatAfter(s, k, n), -k, n)).toBe(s);
    },
  );

  test.prop([table.filter(([n]) => n % 2 === 0)], { seed: 35 })(
    'opposite of opposite is the seat itself (even tables)',
    ([n, s]) => {
      expect(oppositeOf(oppositeOf(s, n), n)).toBe(s);
    },
  );

  it('rotating start: hand h starts h seats clockwise of the first start', () => {
    expect([0, 1, 2, 3, 4].map((h) => rotatingStart(1, h, 4))).toEqual([1, 2, 3, 0, 1]);
  });

  test.prop([order], { seed: 36 })(
    'seating orders: leftIn and rightIn are inverse; clockwiseFromIn follows leftIn',
    ([o, i]) => {
      const s = o[i]!;
      expect(isSeatingOrder(o, o.length)).toBe(true);
      expect(rightIn(o, leftIn(o, s))).toBe(s);
      const round = clockwiseFromIn(o, s);
      expect(round[0]).toBe(s);
      expect([...round].sort((a, b) => a - b)).toEqual([...o].sort((a, b) => a - b));
      for (let k = 1; k < round.length; k++) expect(round[k]).toBe(leftIn(o, round[k - 1]!));
    },
  );

  it('seat functions refuse seats out of range', () => {
    expect(() => leftOf(4, 4)).toThrow(RangeError);
    expect(() => rightOf(-1, 4)).toThrow(RangeError);
    expect(() => leftIn([0, 1], 2)).toThrow(RangeError);
    expect(isSeatingOrder([0, 0, 1], 3)).toBe(false);
  });
});
