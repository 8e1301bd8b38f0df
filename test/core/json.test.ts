import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canonicalJson, deepEqual, stateHash } from '../../src/core/index.js';

describe('json helpers', () => {
  it('canonicalJson sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":1,"z":0}]},"b":1}',
    );
  });

  test.prop([fc.jsonValue()], { seed: 41 })(
    'equal data has equal canonical JSON and hash, whatever the key order',
    (v) => {
      const reordered = JSON.parse(JSON.stringify(v), (_k, x) =>
        x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).reverse()) : x,
      );
      expect(canonicalJson(reordered)).toBe(canonicalJson(v));
      expect(stateHash(reordered)).toBe(stateHash(v));
      expect(deepEqual(reordered, v)).toBe(true);
    },
  );

  it('deepEqual tells arrays from objects and compares lengths and keys', () => {
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual([1, 2], [1])).toBe(false);
    expect(deepEqual({ a: undefined }, { b: undefined })).toBe(false);
  });

  it('stateHash is 16 hex digits and differs for different data', () => {
    expect(stateHash({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
  });
});
