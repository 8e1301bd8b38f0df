import { describe, expect, it } from 'vitest';
import { defineOptions, option, optionsInput, seedInput, shape } from '../../src/core/index.js';

const OPTIONS = defineOptions({
  target: option.integer({ min: 1, max: 50, default: 10, description: 'The target.' }),
  fast: option.boolean({ default: false, description: 'Fast play.' }),
});

describe('optionsInput', () => {
  const declared = optionsInput(OPTIONS);
  it('accepts any of the options, each optional, with its declared values', () => {
    expect(shape.check(declared, {}, { seats: 3 })).toEqual([]);
    expect(shape.check(declared, { fast: true }, { seats: 3 })).toEqual([]);
    expect(shape.check(declared, { target: 50, fast: false }, { seats: 3 })).toEqual([]);
  });
  it('refuses unknown options and values outside the declaration', () => {
    expect(shape.check(declared, { speed: 1 }, { seats: 3 })).toEqual([
      { path: 'speed', message: 'unknown field' },
    ]);
    expect(shape.check(declared, { target: 51 }, { seats: 3 }).map((i) => i.path)).toEqual(['target']);
    expect(shape.check(declared, { fast: 'yes' }, { seats: 3 }).map((i) => i.path)).toEqual(['fast']);
  });
});

describe('seedInput', () => {
  it('takes a safe integer or a string, nothing else', () => {
    for (const seed of [0, -7, Number.MAX_SAFE_INTEGER, 'abc'])
      expect(shape.check(seedInput, seed, { seats: 2 })).toEqual([]);
    for (const seed of [1.5, Number.MAX_SAFE_INTEGER + 2, null, [1]])
      expect(shape.check(seedInput, seed, { seats: 2 })).not.toEqual([]);
  });
});
