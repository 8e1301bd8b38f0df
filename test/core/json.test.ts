import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canonicalJson, deepEqual, plainDataOf, stateHash } from '../../src/core/json.js';

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

describe('plainDataOf: untrusted input read once, as plain data', () => {
  const limits = { depth: 8, nodes: 100 };
  it('copies plain data, sharing nothing, with own __proto__ keys kept as data', () => {
    const input = JSON.parse('{"type":"play","cards":[1,2],"__proto__":{"x":1}}');
    const r = plainDataOf(input, limits);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(JSON.stringify(r.value)).toBe(JSON.stringify(input));
    expect((r.value as { cards: unknown }).cards).not.toBe(input.cards);
    expect(Object.getPrototypeOf(r.value)).toBe(Object.prototype);
    expect(({} as { x?: number }).x).toBeUndefined();
  });
  it.each([
    ['a getter', Object.defineProperty({}, 'a', { get: () => 1, enumerable: true }), 'a'],
    // biome-ignore lint/suspicious/noSparseArray: the hole is what is under test
    ['a hole', { a: [1, , 3] }, 'a.1'],
    ['a class instance', { a: new (class X {})() }, 'a'],
    ['a function', { a: () => 1 }, 'a'],
    ['undefined', { a: undefined }, 'a'],
    ['NaN', [Number.NaN], '0'],
    ['a symbol key', { [Symbol('s')]: 1 }, ''],
    ['too deep', [[[[[[[[[1]]]]]]]]], '0.0.0.0.0.0.0.0'],
    // A list longer than what is left of the budget is refused where it is, before any of its items is read.
    ['too many values', new Array(200).fill(1), ''],
    ['too many values further down', { a: [1, 2], b: new Array(98).fill(1) }, 'b'],
    ['too many values in small lists', [[1, 1, 1], ...new Array(40).fill([1, 1])], '32'],
  ])('refuses %s, naming where', (_what, input, path) => {
    const r = plainDataOf(input, limits);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe(path);
  });
  it('refuses a cycle, a revoked proxy and a throwing trap without throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('x');
        },
      },
    );
    for (const input of [cyclic, proxy, trap]) expect(plainDataOf(input, limits).ok).toBe(false);
  });
});
