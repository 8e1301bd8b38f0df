/**
 * Shards: one of N disjoint parts of a tournament's games, for job arrays on a cluster or processes on a big machine.
 * @module
 */
import { SimError } from './errors.js';

/**
 * Part `index` (counted from 0) of `count` parts of a tournament.
 * @category Simulation
 */
export interface Shard {
  /** Which part, from 0 to `count - 1` (a job array's task id). */
  readonly index: number;
  /** How many parts. */
  readonly count: number;
}

/**
 * Reads a shard as people write it: `K/N`, part K (from 0) of N.
 * @param text - for example `'3/8'`
 * @returns the shard
 * @throws SimError (`BAD_OPTIONS`) for anything else, saying what is expected
 * @example
 * ```ts
 * parseShard('3/8'); // { index: 3, count: 8 }
 * ```
 * @category Simulation
 */
export function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new SimError('BAD_OPTIONS', `a shard is written K/N (part K of N, K from 0), not '${text}'`);
  const shard = { index: Number(m[1]), count: Number(m[2]) };
  checkShard(shard);
  return shard;
}

function checkShard({ index, count }: Shard): void {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new SimError('BAD_OPTIONS', `a tournament splits into 1 or more shards, not ${count}`);
  }
  if (!Number.isSafeInteger(index) || index < 0 || index >= count) {
    throw new SimError(
      'BAD_OPTIONS',
      `shard ${index}/${count} does not exist: shards are counted from 0, so K in K/${count} is 0–${count - 1}`,
    );
  }
}

/**
 * The games of one shard: `[first + floor(index * games / count), first + floor((index + 1) * games / count))`.
 * The shards of a tournament are disjoint and together cover its games; their sizes differ by at most one.
 * @param first - the tournament's first game index
 * @param games - how many games the tournament has
 * @param shard - which part
 * @returns the half-open range of game indices
 * @throws SimError (`BAD_OPTIONS`) for a shard that does not exist
 * @example
 * ```ts
 * shardRange(0, 10, { index: 2, count: 4 }); // [5, 7]
 * ```
 * @category Simulation
 */
export function shardRange(first: number, games: number, shard: Shard): [number, number] {
  checkShard(shard);
  const at = (k: number) => first + Math.floor((k * games) / shard.count);
  return [at(shard.index), at(shard.index + 1)];
}
