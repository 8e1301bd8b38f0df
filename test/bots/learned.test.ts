/**
 * The learned bot's network, run on weights small enough to work out by hand: a dense layer with ReLU, then an
 * action head whose score for action `a` is the sum over its digits (radix 3, then 2) of one row of each table.
 */
import { describe, expect, it } from 'vitest';
import { decodePolicy, learnedBot, type PolicyWeights } from '../../src/bots/learned.js';
import { getGame } from '../../src/registry.js';

const bytes = (xs: number[]) => Buffer.from(Int8Array.from(xs).buffer).toString('base64');
const floats = (xs: number[]) => Buffer.from(Float32Array.from(xs).buffer).toString('base64');
const dense = (rows: number, cols: number, scale: number, w: number[], b: number[]) => ({
  rows,
  cols,
  scale,
  weights: bytes(w),
  bias: floats(b),
});

/** hidden = relu(identity · obs); table 0 = ½·[[1,0],[0,1],[1,1]]; table 1 = [[0,0],[2,0]] + [0,1]. */
const WEIGHTS: PolicyWeights = {
  format: 1,
  game: 'toy',
  observationSize: 2,
  actionCount: 6,
  layers: [dense(2, 2, 1, [1, 0, 0, 1], [0, 0])],
  head: {
    radix: [3, 2],
    tables: [dense(3, 2, 0.5, [1, 0, 0, 1, 1, 1], [0, 0, 0]), dense(2, 2, 1, [0, 0, 2, 0], [0, 1])],
  },
};

describe('learned bot', () => {
  it('scores actions as the sum of their digits’ rows, after a ReLU layer (worked out by hand)', () => {
    // obs [2, −1] → hidden [2, 0]; table 0 → [1, 0, 1]; table 1 → [0, 5]; action a = d0 + 3·d1
    const scores = decodePolicy(WEIGHTS).scores(Float32Array.from([2, -1]), [0, 1, 2, 3, 4, 5]);
    expect([...scores]).toEqual([1, 0, 1, 6, 5, 6]);
  });

  it('refuses weights whose sizes do not fit together', () => {
    expect(() => decodePolicy({ ...WEIGHTS, observationSize: 3 })).toThrow(RangeError);
    expect(() => decodePolicy({ ...WEIGHTS, actionCount: 7 })).toThrow(RangeError);
    expect(() => decodePolicy({ ...WEIGHTS, layers: [dense(2, 2, 1, [1, 0, 0], [0, 0])] })).toThrow(
      RangeError,
    );
  });

  it('refuses weights made for another game or encoding', () => {
    expect(() => learnedBot(getGame('coins')!, WEIGHTS)).toThrow(TypeError);
  });
});
