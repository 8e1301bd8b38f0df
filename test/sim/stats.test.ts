import { describe, expect, it } from 'vitest';
import { meanCi, wilson } from '../../src/sim/index.js';

describe('wilson', () => {
  it('matches textbook values', () => {
    const e = wilson(60, 100);
    expect(e.value).toBe(0.6);
    expect(e.low).toBeCloseTo(0.502, 3);
    expect(e.high).toBeCloseTo(0.6906, 3);
    const zero = wilson(0, 10);
    expect(zero.low).toBe(0);
    expect(zero.high).toBeCloseTo(0.2775, 3);
    expect(wilson(0, 0)).toEqual({ value: 0, low: 0, high: 0 });
  });
});

describe('meanCi', () => {
  it('is the mean plus or minus 1.96 standard errors', () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8];
    const sum = xs.reduce((a, b) => a + b, 0);
    const sq = xs.reduce((a, b) => a + b * b, 0);
    const e = meanCi(sum, sq, xs.length);
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - 4.5) ** 2, 0) / 7);
    expect(e.value).toBe(4.5);
    expect(e.high - e.value).toBeCloseTo((1.959964 * sd) / Math.sqrt(8), 5);
    expect(meanCi(5, 25, 1)).toEqual({ value: 5, low: 5, high: 5 });
  });
});
