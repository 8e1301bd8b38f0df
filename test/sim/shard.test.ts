/**
 * Shards and merging (issue 17 §2): N shards play disjoint game ranges that cover the tournament, their results
 * merge to exactly one run's, and a merge refuses overlaps and gaps, naming the games and the parts.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as propTest } from '@fast-check/vitest';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  mergeResultFiles,
  mergeResults,
  parseShard,
  runTournament,
  SimError,
  shardRange,
  writeResults,
} from '../../src/sim/index.js';
import { highCardRef } from './fixtures/games.js';

const dir = mkdtempSync(join(tmpdir(), 'cardrules-shards-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const base = {
  game: highCardRef,
  seats: 3,
  options: { handSize: 4 },
  bots: ['heuristic', 'random'],
  seed: 'sh',
} as const;

function caught(f: () => unknown): SimError {
  try {
    f();
  } catch (e) {
    if (e instanceof SimError) return e;
    throw e;
  }
  throw new Error('expected a SimError');
}

describe('shardRange', () => {
  propTest.prop([fc.nat(10_000), fc.nat(100_000), fc.integer({ min: 1, max: 64 })])(
    'the N shards are disjoint, in order, cover [first, first + games) and differ in size by at most one',
    (first, games, count) => {
      const parts = Array.from({ length: count }, (_, index) => shardRange(first, games, { index, count }));
      expect(parts[0]![0]).toBe(first);
      expect(parts.at(-1)![1]).toBe(first + games);
      for (let k = 1; k < count; k++) expect(parts[k]![0]).toBe(parts[k - 1]![1]);
      const sizes = parts.map(([a, b]) => b - a);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(sizes.every((s) => s >= 0)).toBe(true);
    },
  );

  it('splits 10 games into 4 shards as 2, 3, 2, 3', () => {
    // floor(k * 10 / 4) for k = 0..4: 0, 2, 5, 7, 10
    expect([0, 1, 2, 3].map((index) => shardRange(0, 10, { index, count: 4 }))).toEqual([
      [0, 2],
      [2, 5],
      [5, 7],
      [7, 10],
    ]);
  });

  it('reads K/N and explains what it refuses', () => {
    expect(parseShard('3/8')).toEqual({ index: 3, count: 8 });
    expect(parseShard(' 0 / 1 ')).toEqual({ index: 0, count: 1 });
    expect(caught(() => parseShard('4/4')).message).toMatch(/shards are counted from 0, so K in K\/4 is 0–3/);
    expect(caught(() => parseShard('1/0')).message).toMatch(/1 or more shards/);
    expect(caught(() => parseShard('two/4')).code).toBe('BAD_OPTIONS');
  });
});

describe('sharded tournaments', () => {
  it('three shards merge to exactly the results of one run', async () => {
    const whole = await runTournament({ ...base, games: 61, workers: 0 });
    const parts = await Promise.all(
      [2, 0, 1].map((index) => runTournament({ ...base, games: 61, workers: 0, shard: { index, count: 3 } })),
    );
    expect(parts.map((p) => p.results.ranges)).toEqual([[[40, 61]], [[0, 20]], [[20, 40]]]);
    expect(parts.map((p) => p.results.planned)).toEqual([
      [0, 61],
      [0, 61],
      [0, 61],
    ]);
    expect(mergeResults(parts.map((p) => p.results))).toEqual(whole.results);
  });

  it('refuses a missing shard, naming the games; merges it with allowGaps', async () => {
    const parts = await Promise.all(
      [0, 2].map((index) => runTournament({ ...base, games: 30, workers: 0, shard: { index, count: 3 } })),
    );
    const e = caught(() => mergeResults(parts.map((p) => p.results)));
    expect(e.code).toBe('GAP');
    expect(e.issues).toEqual(['games 10–19 are in no part']);
    // The last shard missing is found too: every shard knows the whole tournament's range.
    const tail = caught(() => mergeResults([parts[0]!.results]));
    expect(tail.issues).toEqual(['games 10–29 are in no part']);
    const partial = mergeResults(
      parts.map((p) => p.results),
      { allowGaps: true },
    );
    expect(partial.games).toBe(20);
    expect(partial.ranges).toEqual([
      [0, 10],
      [20, 30],
    ]);
  });

  it('refuses overlaps and other tournaments, naming the files', async () => {
    const a = await runTournament({ ...base, games: 20, workers: 0, shard: { index: 0, count: 2 } });
    const b = await runTournament({ ...base, games: 20, workers: 0, shard: { index: 1, count: 2 } });
    const wide = await runTournament({ ...base, games: 15, first: 5, workers: 0 });
    writeResults(join(dir, 'a.json'), a.results);
    writeResults(join(dir, 'b.json'), b.results);
    writeResults(join(dir, 'wide.json'), wide.results);
    const overlap = caught(() =>
      mergeResultFiles([join(dir, 'a.json'), join(dir, 'b.json'), join(dir, 'wide.json')]),
    );
    expect(overlap.code).toBe('OVERLAP');
    expect(overlap.issues).toEqual([
      'games 5–9 are in both a.json and wide.json',
      'games 10–19 are in both wide.json and b.json',
    ]);
    const same = caught(() => mergeResultFiles([join(dir, 'a.json'), join(dir, 'a.json')]));
    expect(same.issues).toEqual([`games 0–9 are in ${join(dir, 'a.json')} twice`]);
    const other = await runTournament({
      ...base,
      seed: 'other',
      games: 20,
      workers: 0,
      shard: { index: 1, count: 2 },
    });
    writeResults(join(dir, 'other.json'), other.results);
    const mixed = caught(() => mergeResultFiles([join(dir, 'a.json'), join(dir, 'other.json')]));
    expect(mixed.code).toBe('NOT_SAME_TOURNAMENT');
    expect(mixed.message).toMatch(
      /other\.json is of another tournament than a\.json \(seed "sh" vs "other"\)/,
    );
    expect(caught(() => mergeResultFiles([join(dir, 'nothing.json')])).message).toMatch(
      /nothing\.json: no such file/,
    );
    expect(mergeResultFiles([join(dir, 'b.json'), join(dir, 'a.json')])).toEqual(
      (await runTournament({ ...base, games: 20, workers: 0 })).results,
    );
  });
});
