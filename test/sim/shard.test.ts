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

  it('refuses a missing shard, naming the shard and its games; merges it with allowGaps', async () => {
    const parts = await Promise.all(
      [0, 2].map((index) => runTournament({ ...base, games: 30, workers: 0, shard: { index, count: 3 } })),
    );
    const e = caught(() => mergeResults(parts.map((p) => p.results)));
    expect(e.code).toBe('GAP');
    expect(e.issues).toEqual(['shard 1/3 (games 10–19) is in no file']);
    // The last shards missing are found too: every shard knows the whole tournament's range.
    const tail = caught(() => mergeResults([parts[0]!.results]));
    expect(tail.issues).toEqual([
      'shard 1/3 (games 10–19) is in no file',
      'shard 2/3 (games 20–29) is in no file',
    ]);
    // Parts without their shard (a run over --first/--games) are named by their games.
    const { shard: _s, ...bare } = parts[0]!.results;
    expect(caught(() => mergeResults([bare])).issues).toEqual(['games 10–29 are in no part']);
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
      'games 5–9 are in both shard 0/2 (a.json) and wide.json',
      'games 10–19 are in both wide.json and shard 1/2 (b.json)',
    ]);
    const same = caught(() => mergeResultFiles([join(dir, 'a.json'), join(dir, 'a.json')]));
    expect(same.issues).toEqual([`games 0–9 are in shard 0/2 (${join(dir, 'a.json')}) twice`]);
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
    // Said of the file named first in the sentence: other.json's seed is "other".
    expect(mixed.message).toMatch(
      /other\.json is of another tournament than a\.json \(its seed is "other", not "sh"\)/,
    );
    expect(caught(() => mergeResultFiles([join(dir, 'nothing.json')])).message).toMatch(
      /nothing\.json: no such file/,
    );
    expect(mergeResultFiles([join(dir, 'b.json'), join(dir, 'a.json')])).toEqual(
      (await runTournament({ ...base, games: 20, workers: 0 })).results,
    );
  });

  it('names a shard that stopped early, with the games it lacks', async () => {
    const a = await runTournament({ ...base, games: 30, workers: 0, shard: { index: 0, count: 3 } });
    const c = await runTournament({ ...base, games: 30, workers: 0, shard: { index: 2, count: 3 } });
    // Shard 1 as a stopped run leaves it: its first 4 games (10–13) of 10–19.
    const stopped = await runTournament({ ...base, games: 30, workers: 0, shard: { index: 1, count: 3 } });
    const cut = await runTournament({ ...base, games: 4, first: 10, workers: 0 });
    const part = { ...cut.results, planned: stopped.results.planned!, shard: { index: 1, count: 3 } };
    const e = caught(() =>
      mergeResults([
        { name: 'part-0.json', results: a.results },
        { name: 'part-1.json', results: part },
        { name: 'part-2.json', results: c.results },
      ]),
    );
    expect(e.issues).toEqual(['shard 1/3 (part-1.json) stopped early: games 14–19 are missing']);
  });
});

describe('resuming a stopped shard', () => {
  it('plays only the games after the earlier results, to the results of one uninterrupted run', async () => {
    const shard = { index: 1, count: 3 };
    const whole = await runTournament({ ...base, games: 60, workers: 0, shard });
    // The earlier run stopped after games 20–26 of 20–39 (a run of those games, marked as the shard).
    const early = await runTournament({ ...base, games: 7, first: 20, workers: 0 });
    const earlier = { ...early.results, planned: [0, 60] as const, shard };
    let played = 0;
    const resumed = await runTournament({
      ...base,
      games: 60,
      workers: 0,
      shard,
      resume: earlier,
      onProgress: (done) => {
        played = done;
      },
    });
    expect(played).toBe(13);
    expect(resumed.results).toEqual(whole.results);
    expect(JSON.stringify(resumed.results)).toBe(JSON.stringify(whole.results));
  });

  it('refuses results of another tournament, another shard or not a first part, and plays nothing', async () => {
    const shard = { index: 1, count: 3 };
    const mine = await runTournament({ ...base, games: 60, workers: 0, shard });
    const tries: [object, RegExp][] = [
      [{ ...mine.results, seed: 'x' }, /another tournament \(their seed is "x", not "sh"\)/],
      [{ ...mine.results, shard: { index: 0, count: 3 } }, /are of shard 0\/3, not of shard 1\/3/],
      [{ ...mine.results, planned: [0, 90] }, /tournament of other games \(games 0–89, not games 0–59\)/],
      [{ ...mine.results, ranges: [[22, 30]] }, /hold games 22–29, which is not a first part of games 20–39/],
    ];
    for (const [resume, message] of tries) {
      let progress = 0;
      const e = await runTournament({
        ...base,
        games: 60,
        workers: 0,
        shard,
        resume: resume as never,
        onProgress: () => progress++,
      }).then(
        () => null,
        (x: unknown) => x,
      );
      expect(e).toBeInstanceOf(SimError);
      expect((e as SimError).code).toBe('CANNOT_RESUME');
      expect((e as SimError).message).toMatch(message);
      expect(progress).toBe(0);
    }
  });
});
