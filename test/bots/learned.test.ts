/**
 * The learned bot's network, run on weights small enough to work out by hand: a dense layer with ReLU, then an
 * action head whose score for action `a` is the sum over its digits (radix 3, then 2) of one row of each table, and
 * in format 2 the action-embedding term added to it.
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

/**
 * WEIGHTS plus an embedding of size 1: e(a) = relu(1·[d0 = 1] + 1·[d1 = 1] − 1), which is 1 for the pair (1, 1) only
 * (action 4) and 0 for every other action, and a query q = h0 + h1.
 */
const EMBEDDED: PolicyWeights = {
  ...WEIGHTS,
  format: 2,
  head: {
    ...WEIGHTS.head,
    embed: { actions: dense(1, 5, 1, [0, 1, 0, 0, 1], [-1]), query: dense(1, 2, 1, [1, 1], [0]) },
  },
};

describe('learned bot', () => {
  it('scores actions as the sum of their digits’ rows, after a ReLU layer (worked out by hand)', () => {
    // obs [2, −1] → hidden [2, 0]; table 0 → [1, 0, 1]; table 1 → [0, 5]; action a = d0 + 3·d1
    const scores = decodePolicy(WEIGHTS).scores(Float32Array.from([2, -1]), [0, 1, 2, 3, 4, 5]);
    expect([...scores]).toEqual([1, 0, 1, 6, 5, 6]);
  });

  it('adds the action-embedding term: a pair of digits neither digit prefers alone can score highest', () => {
    // hidden [2, 0] → q = 2; only action 4 = (d0 1, d1 1) has a nonzero embedding (1): its score 5 + 2·1 = 7.
    // Alone, d0 = 1 has the lowest row of table 0 and d1 = 1 ties with itself: the digit tables' best is 3 or 5.
    const scores = decodePolicy(EMBEDDED).scores(Float32Array.from([2, -1]), [0, 1, 2, 3, 4, 5]);
    expect([...scores]).toEqual([1, 0, 1, 6, 7, 6]);
    // obs [0, 3] → hidden [0, 3]; table 0 → [0, 1.5, 1.5]; table 1 → [0, 1]; q = 3: action 4 is 2.5 + 3 = 5.5
    const other = decodePolicy(EMBEDDED).scores(Float32Array.from([0, 3]), [0, 1, 2, 3, 4, 5]);
    expect([...other]).toEqual([0, 1.5, 1.5, 1, 5.5, 2.5]);
  });

  it('refuses weights whose sizes do not fit together', () => {
    expect(() => decodePolicy({ ...WEIGHTS, observationSize: 3 })).toThrow(RangeError);
    expect(() => decodePolicy({ ...WEIGHTS, actionCount: 7 })).toThrow(RangeError);
    expect(() => decodePolicy({ ...WEIGHTS, layers: [dense(2, 2, 1, [1, 0, 0], [0, 0])] })).toThrow(
      RangeError,
    );
    // the embedding reads one column per digit value (3 + 2), and its query the last hidden layer (2)
    const embedWith = (actions: number, query: number) => ({
      ...EMBEDDED,
      head: {
        ...EMBEDDED.head,
        embed: {
          actions: dense(1, actions, 1, Array(actions).fill(0), [0]),
          query: dense(1, query, 1, Array(query).fill(0), [0]),
        },
      },
    });
    expect(() => decodePolicy(embedWith(5, 2))).not.toThrow();
    expect(() => decodePolicy(embedWith(6, 2))).toThrow(RangeError);
    expect(() => decodePolicy(embedWith(5, 3))).toThrow(RangeError);
    // the format says whether the term is there
    expect(() => decodePolicy({ ...EMBEDDED, format: 1 })).toThrow(RangeError);
    expect(() => decodePolicy({ ...WEIGHTS, format: 2 })).toThrow(RangeError);
  });

  it('refuses weights made for another game or encoding', () => {
    expect(() => learnedBot(getGame('coins')!, WEIGHTS)).toThrow(TypeError);
  });
});
