/**
 * Bounded memory (issue 17 §1): a tournament's live heap does not grow with its number of games, records included.
 *
 * 100,000 games (1,000,000 with CARDRULES_HEAVY=1) of the test suite's smallest game (High Card, 2 seats, one card
 * each: two moves a game) between random bots, in the calling thread, with a records file. After a full garbage
 * collection every 10,000 games, the live heap must stay within BOUND_MB of what it was before the tournament. Kept
 * records or per-game results would cost about 80 bytes a game (8 MB at 100,000 games), so any such leak fails.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { replay } from '../../src/core/record.js';
import { readRecords, runTournament } from '../../src/sim/index.js';
import { highCardHidden } from '../bots/high-card-hidden.js';

/** The bound on live-heap growth, in MB (measured: under 1 MB). */
const BOUND_MB = 4;
const GAMES = process.env.CARDRULES_HEAVY ? 1_000_000 : 100_000;
const EVERY = 10_000;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const liveHeap = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

const dir = mkdtempSync(join(tmpdir(), 'cardrules-memory-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bounded memory', () => {
  it(`plays ${GAMES.toLocaleString('en-US')} recorded games with the live heap within ${BOUND_MB} MB of its start`, async () => {
    const game = {
      module: new URL('../bots/high-card-hidden.ts', import.meta.url).href,
      export: 'highCardHidden',
    };
    const file = join(dir, 'games.jsonl');
    const before = liveHeap();
    const growth: number[] = [];
    const run = await runTournament({
      game,
      seats: 2,
      options: { handSize: 1 },
      bots: ['random'],
      games: GAMES,
      seed: 'memory',
      workers: 0,
      recordsFile: file,
      onProgress: (done) => {
        if (done % EVERY === 0) growth.push((liveHeap() - before) / 2 ** 20);
      },
    });
    const peak = Math.max(...growth);
    expect(growth.length).toBe(GAMES / EVERY);
    expect(run.results.games).toBe(GAMES);
    expect(run.records?.games).toBe(GAMES);
    expect(
      peak,
      `live heap growth per ${EVERY} games (MB): ${growth.map((g) => g.toFixed(2)).join(' ')}`,
    ).toBeLessThan(BOUND_MB);
    // The records went to disk, whole: the file's size is what the writer counted, and its last game replays.
    expect(statSync(file).size).toBe(run.records!.bytes);
    const { games } = await readRecords(file);
    let last = null;
    let count = 0;
    for await (const g of games) {
      count++;
      last = g;
    }
    expect(count).toBe(GAMES);
    expect(last!.index).toBe(GAMES - 1);
    const replayed = replay(highCardHidden, last!.record);
    expect(replayed.ok && highCardHidden.score(replayed.value)).toEqual(last!.score);
  }, 600_000);
});
