/**
 * The learned bot's network, run on weights small enough to work out by hand: a dense layer with ReLU, then an
 * action head whose score for action `a` is the sum over its digits (radix 3, then 2) of one row of each table, and
 * in format 2 the action-embedding term added to it, in format 3 the heuristic's term.
 */
import { describe, expect, it } from 'vitest';
import { decodePolicy, HEURISTIC_SEED, learnedBot, type PolicyWeights } from '../../src/bots/learned.js';
import { Rng } from '../../src/core/index.js';
import { createSimulator } from '../../src/core/simulator.js';
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

/** WEIGHTS plus the heuristic's term: the heuristic's action gets h0 − h1 + ½ more. */
const FOLLOWING: PolicyWeights = {
  ...WEIGHTS,
  format: 3,
  head: { ...WEIGHTS.head, heuristic: dense(1, 2, 1, [1, -1], [0.5]) },
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

  it("adds the heuristic's term to the heuristic's action only (format 3)", () => {
    // hidden [2, 0] → the term is 2 − 0 + ½ = 2.5; the digit tables give [1, 0, 1, 6, 5, 6] as above
    const policy = decodePolicy(FOLLOWING);
    expect(policy.readsHeuristic).toBe(true);
    const all = [0, 1, 2, 3, 4, 5];
    expect([...policy.scores(Float32Array.from([2, -1]), all, 2)]).toEqual([1, 0, 3.5, 6, 5, 6]);
    // the heuristic's action 4 now scores 7.5, above the tables' best (6)
    expect([...policy.scores(Float32Array.from([2, -1]), all, 4)]).toEqual([1, 0, 1, 6, 7.5, 6]);
    // obs [0, 3] → hidden [0, 3]: the term is −2.5, which pushes the heuristic's action down
    expect([...policy.scores(Float32Array.from([0, 3]), all, 5)]).toEqual([0, 1.5, 1.5, 1, 2.5, 0]);
    expect(() => policy.scores(Float32Array.from([2, -1]), all)).toThrow(TypeError);
    expect(decodePolicy(WEIGHTS).readsHeuristic).toBe(false);
  });

  it("plays the game's heuristic, seeded HEURISTIC_SEED, when only the heuristic's term scores", () => {
    // Coins' observation straight into zero tables: every action scores 0 but the heuristic's, which gets 1.
    const coins = getGame('coins')!;
    const n = coins.encoding!.observationSize;
    const a = coins.encoding!.actionCount;
    const zeros = (rows: number) => dense(rows, n, 1, Array(rows * n).fill(0), Array(rows).fill(0));
    const follower: PolicyWeights = {
      format: 3,
      game: 'coins',
      observationSize: n,
      actionCount: a,
      layers: [],
      head: { radix: [a], tables: [zeros(a)], heuristic: dense(1, n, 1, Array(n).fill(0), [1]) },
    };
    const bot = learnedBot(coins, follower);
    const sim = createSimulator(coins, coins.setup({ seats: 3, seed: 'learned-follows' } as never));
    let compared = 0;
    let ties = 0;
    const rng = Rng.fromSeed('moves');
    while (!sim.isOver() && compared < 200) {
      const seat = sim.toAct()!;
      const legal = sim.legalMoves();
      if (legal.length > 1) {
        const view = sim.view(seat) as never;
        const want = coins.heuristic!(view, legal, Rng.fromSeed(HEURISTIC_SEED));
        expect(coins.moveKey(bot(view, legal, rng, seat))).toBe(coins.moveKey(want));
        // another seed of the heuristic's stream would break some ties otherwise
        if (coins.moveKey(coins.heuristic!(view, legal, Rng.fromSeed('other'))) !== coins.moveKey(want))
          ties++;
        compared++;
      }
      sim.apply(legal[rng.int(legal.length)]!);
    }
    expect(compared).toBeGreaterThan(20);
    expect(ties).toBeGreaterThan(0);
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
    // format 3 is the one with the heuristic's term, which reads the last hidden layer (2) into one number
    expect(() => decodePolicy({ ...FOLLOWING, format: 1 })).toThrow(RangeError);
    expect(() => decodePolicy({ ...WEIGHTS, format: 3 })).toThrow(RangeError);
    const followWith = (rows: number, cols: number) => ({
      ...FOLLOWING,
      head: {
        ...FOLLOWING.head,
        heuristic: dense(rows, cols, 1, Array(rows * cols).fill(0), Array(rows).fill(0)),
      },
    });
    expect(() => decodePolicy(followWith(1, 2))).not.toThrow();
    expect(() => decodePolicy(followWith(1, 3))).toThrow(RangeError);
    expect(() => decodePolicy(followWith(2, 2))).toThrow(RangeError);
    expect(() =>
      decodePolicy({ ...FOLLOWING, head: { ...FOLLOWING.head, embed: EMBEDDED.head.embed! } }),
    ).not.toThrow();
  });

  it('refuses weights made for another game or encoding', () => {
    expect(() => learnedBot(getGame('coins')!, WEIGHTS)).toThrow(TypeError);
  });
});
