import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expandLineup,
  mergeResultFiles,
  mergeResults,
  type RecordedGame,
  recordDecoder,
  runTournament,
  summarize,
  writeResults,
} from '../../src/sim/index.js';
import { highCardHidden } from '../bots/high-card-hidden.js';

const game = {
  module: new URL('../bots/high-card-hidden.ts', import.meta.url).href,
  export: 'highCardHidden',
};
const base = { game, seats: 3, options: { handSize: 4 }, bots: ['heuristic', 'random'], seed: 't' } as const;

describe('runTournament', () => {
  it('gives identical results for 0, 1 and 2 workers and any chunk size', async () => {
    const a = await runTournament({ ...base, games: 60, workers: 0 });
    const b = await runTournament({ ...base, games: 60, workers: 2, chunkSize: 7 });
    const c = await runTournament({ ...base, games: 60, workers: 1, chunkSize: 60 });
    expect(b.results).toEqual(a.results);
    expect(c.results).toEqual(a.results);
    expect(a.results.games).toBe(60);
    expect(a.results.moves).toBe(60 * 12);
    expect(a.results.bots.heuristic!.seatGames).toBe(60);
    expect(a.results.bots.random!.seatGames).toBe(120);
  });

  it('rotates seats: every deal is played from every rotation', async () => {
    const lines: string[] = [];
    let decode: ((line: string) => RecordedGame) | null = null;
    await runTournament({
      ...base,
      bots: ['heuristic', 'random', 'random'],
      games: 6,
      workers: 0,
      records: true,
      onRecords: (l, header) => {
        lines.push(...l);
        decode ??= recordDecoder(header, highCardHidden);
      },
    });
    const rows = lines.map((l) => decode!(l));
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rows.map((r) => r.bots.indexOf('heuristic'))).toEqual([0, 2, 1, 0, 2, 1]);
    expect(rows[0]!.record.seed).toBe(rows[2]!.record.seed);
    expect(rows[3]!.record.seed).not.toBe(rows[0]!.record.seed);
  });

  it('splits into ranges whose results files merge to the whole', async () => {
    const whole = await runTournament({ ...base, games: 40, workers: 0 });
    const p1 = await runTournament({ ...base, games: 25, workers: 0 });
    const p2 = await runTournament({ ...base, first: 25, games: 15, workers: 0 });
    const dir = mkdtempSync(join(tmpdir(), 'cardrules-'));
    writeResults(join(dir, 'b.json'), p2.results);
    writeResults(join(dir, 'a.json'), p1.results);
    expect(mergeResultFiles([join(dir, 'b.json'), join(dir, 'a.json')])).toEqual(whole.results);
    expect(() => mergeResults([p1.results, p1.results])).toThrow(/overlap/);
    expect(() => mergeResults([p1.results, { ...p2.results, seed: 'other' }])).toThrow(/same tournament/);
  });

  it('summarizes with intervals and the parity line', async () => {
    const { results } = await runTournament({ ...base, games: 90, workers: 0 });
    const s = summarize(results);
    expect(s.parity).toBeCloseTo(1 / 3);
    const h = s.bots.find((b) => b.bot === 'heuristic')!;
    expect(h.winRate.low).toBeLessThanOrEqual(h.winRate.value);
    expect(h.winRate.high).toBeGreaterThanOrEqual(h.winRate.value);
    expect(s.length.value).toBe(12);
  });

  it('checks the lineup', () => {
    expect(expandLineup(['a', 'b'], 4)).toEqual(['a', 'b', 'b', 'b']);
    expect(() => expandLineup(['a', 'b', 'c'], 2)).toThrow(/3 bots for 2 seats/);
  });
});
