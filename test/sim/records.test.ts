/**
 * Records files: compact lines that expand to full records, replay to the scores they state, and are the same
 * whether the games were played in one thread or over worker threads.
 */

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { botFromSpec, playMatch } from '../../src/bots/index.js';
import type { AnyGame } from '../../src/core/index.js';
import { replay } from '../../src/core/record.js';
import { games } from '../../src/registry.js';
import { type RecordedGame, readRecords, runTournament, SimError } from '../../src/sim/index.js';
import { highCardHidden } from '../bots/high-card-hidden.js';
import { highCardPlain, highCardPlainRef, highCardRef } from './fixtures/games.js';

const dir = mkdtempSync(join(tmpdir(), 'cardrules-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function all(path: string): Promise<RecordedGame[]> {
  const { games: it } = await readRecords(path);
  const out: RecordedGame[] = [];
  for await (const g of it) out.push(g);
  return out;
}

describe('records files', () => {
  for (const game of Object.values<AnyGame>(games)) {
    it(`${game.id}: every line expands to the moves the bots played, and replays to its score`, async () => {
      const seats = game.seats.min;
      const file = join(dir, `${game.id}.jsonl`);
      const bots = ['heuristic', 'random'];
      const run = await runTournament({
        game: game.id,
        bots,
        games: 2 * seats,
        seed: 'rec',
        workers: 0,
        recordsFile: file,
      });
      const recorded = await all(file);
      expect(recorded.map((g) => g.index)).toEqual(Array.from({ length: 2 * seats }, (_, i) => i));
      expect(run.records!.games).toBe(2 * seats);
      let moves = 0;
      for (const g of recorded) {
        // The same match played again outside the tournament, as the tournament defines it: deal floor(i / seats),
        // lineup rotated by i, bot streams from `${seed}:${i}:bots`.
        const lineup = ['heuristic', ...Array<string>(seats - 1).fill('random')];
        const specs = Array.from({ length: seats }, (_, s) => lineup[(s + g.index) % seats]!);
        expect(g.bots).toEqual(specs);
        const again = await playMatch(
          game,
          { seats, seed: `rec:${Math.floor(g.index / seats)}` },
          specs.map((s) => botFromSpec(s, game)),
          { recordMoves: true, botSeed: `rec:${g.index}:bots` },
        );
        expect(g.record.seed).toBe(`rec:${Math.floor(g.index / seats)}`);
        expect(g.record.moves.map((m) => game.moveKey(m))).toEqual(
          again.record!.moves.map((m) => game.moveKey(m)),
        );
        const state = replay(game, g.record);
        expect(state.ok).toBe(true);
        if (state.ok) {
          expect(game.score(state.value)).toEqual(g.score);
          expect(game.winners(state.value)).toEqual(g.winners);
        }
        moves += g.record.moves.length;
      }
      // Compact: a game line is its index, scores and winners plus a few characters per move (the header once).
      const header = readFileSync(file, 'utf8').split('\n')[0]!;
      const width = JSON.parse(header).width as number;
      expect(64 ** width).toBeGreaterThanOrEqual(game.encoding!.actionCount);
      expect(64 ** (width - 1)).toBeLessThan(game.encoding!.actionCount);
      expect(run.records!.lineBytes).toBeLessThanOrEqual(moves * width + recorded.length * (60 + 8 * seats));
    });
  }

  it('writes moves as JSON for a game without an action encoding', async () => {
    const file = join(dir, 'plain.jsonl');
    await runTournament({
      game: highCardPlainRef,
      seats: 3,
      bots: ['random'],
      games: 6,
      workers: 0,
      recordsFile: file,
    });
    const header = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]!);
    expect(header).toMatchObject({ game: 'highcard', moves: 'json', source: highCardPlainRef });
    const recorded = await all(file);
    expect(recorded).toHaveLength(6);
    for (const g of recorded) {
      expect(g.record.moves.every((m) => (m as { type: string }).type === 'play')).toBe(true);
      const state = replay(highCardPlain, g.record);
      expect(state.ok && highCardPlain.score(state.value)).toEqual(g.score);
    }
  });

  it('is the same file, byte for byte, from one thread and from two worker threads; .gz is the same games, smaller', async () => {
    const base = {
      game: highCardRef,
      seats: 3,
      options: { handSize: 4 },
      bots: ['heuristic', 'random'],
      games: 90,
      seed: 'w',
    };
    await runTournament({ ...base, workers: 0, recordsFile: join(dir, 'one.jsonl') });
    await runTournament({ ...base, workers: 2, chunkSize: 7, recordsFile: join(dir, 'two.jsonl') });
    const gz = await runTournament({ ...base, workers: 0, recordsFile: join(dir, 'one.jsonl.gz') });
    expect(readFileSync(join(dir, 'two.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'one.jsonl'), 'utf8'));
    expect(await all(join(dir, 'one.jsonl.gz'))).toEqual(await all(join(dir, 'one.jsonl')));
    expect(gz.records!.bytes).toBeLessThan(statSync(join(dir, 'one.jsonl')).size);
    expect(gz.records!.bytes).toBe(statSync(join(dir, 'one.jsonl.gz')).size);
  });

  it('a stopped tournament leaves a whole file of the games it finished, and results of exactly those', async () => {
    const file = join(dir, 'stopped.jsonl');
    const stop = new AbortController();
    const run = await runTournament({
      game: highCardRef,
      seats: 2,
      bots: ['random'],
      games: 100_000,
      chunkSize: 10,
      workers: 0,
      recordsFile: file,
      signal: stop.signal,
      onProgress: (done) => {
        if (done >= 50) stop.abort();
      },
    });
    expect(run.stopped).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);
    const recorded = await all(file);
    expect(recorded.length).toBe(run.results.games);
    expect(run.results.games).toBeGreaterThanOrEqual(50);
    expect(run.results.games).toBeLessThan(100_000);
    expect(run.results.ranges).toEqual([[0, run.results.games]]);
    expect(run.results.planned).toEqual([0, 100_000]);
    const state = replay(highCardHidden, recorded.at(-1)!.record);
    expect(state.ok).toBe(true);
  });

  it('refuses what is not a records file, and names the damaged line', async () => {
    const file = join(dir, 'good.jsonl');
    await runTournament({
      game: highCardRef,
      seats: 2,
      bots: ['random'],
      games: 4,
      workers: 0,
      recordsFile: file,
    });
    const text = readFileSync(file, 'utf8');
    writeFileSync(join(dir, 'cut.jsonl'), text.slice(0, text.length - 10));
    await expect(all(join(dir, 'cut.jsonl'))).rejects.toThrow(/line 5 is not JSON/);
    const lines = text.trim().split('\n');
    writeFileSync(
      join(dir, 'digit.jsonl'),
      [lines[0], lines[1]!.replace(/"actions":"./, '"actions":"!')].join('\n'),
    );
    await expect(all(join(dir, 'digit.jsonl'))).rejects.toThrow(
      /line 2 \(game 0\): '!' is not an action digit/,
    );
    writeFileSync(
      join(dir, 'old.jsonl'),
      `${JSON.stringify({ index: 0, record: { game: 'coins', moves: [] } })}\n`,
    );
    const old = readRecords(join(dir, 'old.jsonl'));
    await expect(old).rejects.toBeInstanceOf(SimError);
    await expect(old).rejects.toThrow(/not a records header/);
    writeFileSync(join(dir, 'empty.jsonl'), '');
    await expect(readRecords(join(dir, 'empty.jsonl'))).rejects.toThrow(/is empty/);
  });
});
