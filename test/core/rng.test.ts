import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Rng, seedState } from '../../src/core/index.js';
import { isRngState } from '../../src/core/rng.js';

const seedArb = fc.oneof(fc.integer(), fc.string(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

describe('Rng', () => {
  test.prop([seedArb], { seed: 1 })('determinism: the same seed gives the same stream', (seed) => {
    const a = Rng.fromSeed(seed);
    const b = Rng.fromSeed(seed);
    for (let i = 0; i < 50; i++) expect(a.nextUint32()).toBe(b.nextUint32());
  });

  test.prop([seedArb, fc.nat(200)], { seed: 2 })(
    'state round-trip: a stream continues identically from its JSON state',
    (seed, skip) => {
      const a = Rng.fromSeed(seed);
      for (let i = 0; i < skip; i++) a.nextUint32();
      const saved = JSON.parse(JSON.stringify(a.state()));
      expect(isRngState(saved)).toBe(true);
      const b = Rng.fromState(saved);
      for (let i = 0; i < 20; i++) expect(b.nextUint32()).toBe(a.nextUint32());
    },
  );

  it('stream independence: forks differ from their parent and from each other, and do not overlap', () => {
    const parent = Rng.fromSeed('independence');
    const [a, b] = parent.split(2) as [Rng, Rng];
    const seen = new Set<number>();
    const sa = Array.from({ length: 2000 }, () => a.nextUint32());
    const sb = Array.from({ length: 2000 }, () => b.nextUint32());
    const sp = Array.from({ length: 2000 }, () => parent.nextUint32());
    for (const x of [...sa, ...sb, ...sp]) seen.add(x);
    // 6000 draws of 32 bits: a repeat is possible but more than a handful would mean overlapping streams.
    expect(seen.size).toBeGreaterThan(5990);
    // Bitwise agreement between two independent streams is about 50%.
    let agree = 0;
    for (let i = 0; i < 2000; i++) agree += 32 - popcount((sa[i]! ^ sb[i]!) >>> 0);
    expect(agree / (2000 * 32)).toBeGreaterThan(0.48);
    expect(agree / (2000 * 32)).toBeLessThan(0.52);
  });

  test.prop([seedArb, fc.integer({ min: 1, max: 2 ** 32 })], { seed: 3 })(
    'integers stay in range: int(bound) is an integer in [0, bound)',
    (seed, bound) => {
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 20; i++) {
        const x = rng.int(bound);
        expect(Number.isInteger(x)).toBe(true);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThan(bound);
      }
    },
  );

  test.prop([seedArb, fc.integer({ min: -1000, max: 1000 }), fc.nat(1000)], { seed: 4 })(
    'integers stay in range: intBetween(min, max) is in [min, max]',
    (seed, min, span) => {
      const x = Rng.fromSeed(seed).intBetween(min, min + span);
      expect(x).toBeGreaterThanOrEqual(min);
      expect(x).toBeLessThanOrEqual(min + span);
    },
  );

  it('uniformity: int(10) passes a chi-square test at a fixed seed (100,000 draws, 9 df, threshold 27.88 = p 0.001)', () => {
    const rng = Rng.fromSeed('chi-square');
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) counts[rng.int(10)]!++;
    expect(chiSquare(counts)).toBeLessThan(27.88);
  });

  it('uniformity: a bound of 3·2^30 is unbiased (rejection sampling; 2 df, threshold 13.82 = p 0.001)', () => {
    // Plain modulo would put the range [0, 2^30) twice as often as the others.
    const rng = Rng.fromSeed('bias');
    const bound = 3 * 2 ** 30;
    const counts = [0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[Math.floor(rng.int(bound) / 2 ** 30)]!++;
    expect(chiSquare(counts)).toBeLessThan(13.82);
  });

  it('seeds: numbers and strings give different streams; bad seeds and bounds are refused', () => {
    expect(seedState(1)).not.toEqual(seedState('1'));
    expect(seedState(0)).toEqual(seedState(-0));
    expect(() => seedState(Number.NaN)).toThrow(RangeError);
    expect(() => seedState(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => Rng.fromSeed(1).int(0)).toThrow(RangeError);
    expect(() => Rng.fromSeed(1).int(1.5)).toThrow(RangeError);
    expect(() => Rng.fromState([0, 0, 0, 0])).toThrow(RangeError);
    expect(() => Rng.fromSeed(1).pick([])).toThrow(RangeError);
  });

  it('isRngState accepts four uint32 words, not all zero, and nothing else', () => {
    expect(isRngState([1, 0, 0, 0])).toBe(true);
    expect(isRngState([0, 0, 0, 0])).toBe(false);
    expect(isRngState([1, 2, 3])).toBe(false);
    expect(isRngState([1, 2, 3, 2 ** 32])).toBe(false);
    expect(isRngState([1, 2, 3, -1])).toBe(false);
    expect(isRngState([1, 2, 3, 0.5])).toBe(false);
    expect(isRngState('1,2,3,4')).toBe(false);
  });

  test.prop([fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()).filter((w) => w.some((x) => x !== 0))], {
    seed: 5,
  })('the stream is SFC32: it matches an independent BigInt reference implementation', (words) => {
    const state = words.map((w) => w % 2 ** 32) as [number, number, number, number];
    const rng = Rng.fromState(state);
    const ref = referenceSfc32(state);
    for (let i = 0; i < 30; i++) expect(rng.nextUint32()).toBe(ref());
  });

  test.prop(
    [
      fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()).filter((w) => w.some((x) => x !== 0)),
      fc.oneof(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 2 ** 32 })),
    ],
    { seed: 6 },
  )(
    'int(bound) is the rejection method in BigInt: draws at or above 2^32 - 2^32 mod bound are redrawn, then r mod bound',
    (words, bound) => {
      const state = words.map((w) => w % 2 ** 32) as [number, number, number, number];
      const rng = Rng.fromState(state);
      const ref = referenceSfc32(state);
      const b = BigInt(bound);
      const limit = 2n ** 32n - (2n ** 32n % b);
      for (let i = 0; i < 20; i++) {
        let r = BigInt(ref());
        while (r >= limit) r = BigInt(ref());
        expect(rng.int(bound)).toBe(Number(r % b));
      }
    },
  );
});

function popcount(x: number): number {
  let n = 0;
  while (x) {
    n += x & 1;
    x >>>= 1;
  }
  return n;
}

/** SFC32 (a, b, c, d; t = a + b + d; d += 1; a = b ^ b >> 9; b = c + c << 3; c = rotl(c, 21) + t), in BigInt. */
function referenceSfc32(init: readonly number[]): () => number {
  const M = 0xffffffffn;
  let [a, b, c, d] = init.map((x) => BigInt(x)) as [bigint, bigint, bigint, bigint];
  return () => {
    const t = (a + b + d) & M;
    d = (d + 1n) & M;
    a = b ^ (b >> 9n);
    b = (c + (c << 3n)) & M;
    c = (((c << 21n) | (c >> 11n)) & M) + t;
    c &= M;
    return Number(t);
  };
}
