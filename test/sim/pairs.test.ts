/**
 * Paired comparisons and labelled bots: the difference of two bots over the same deals, checked against the records
 * of the games (per deal, worked out here from the scores and the seat rotation), and bots of one spec kept apart by
 * their labels.
 */
import { describe, expect, it } from 'vitest';
import { games as registry } from '../../src/registry.js';
import { mergeResults, recordDecoder, runTournament, SimError, summarize } from '../../src/sim/index.js';

const Z95 = 1.959963984540054;

describe('paired comparisons', () => {
  it('are the mean and 95% interval over deals of the per-seat difference, worked out from the records', async () => {
    const lines: string[] = [];
    const run = await runTournament({
      game: 'coins',
      bots: ['heuristic', 'random'],
      games: 60,
      seed: 'pairs',
      workers: 0,
      chunkSize: 7,
      records: true,
      onRecords: (chunk) => {
        lines.push(...chunk);
      },
    });
    const { results } = run;
    const header = {
      format: 'cardrules-records',
      version: 1,
      game: 'coins',
      gameVersion: registry.coins!.version,
      seats: 3,
      options: {},
      lineup: results.lineup,
      seed: 'pairs',
      moves: 'actions',
      width: 1,
    } as const;
    const decode = recordDecoder(header, registry.coins!);
    // Per deal (3 games, one per rotation): heuristic's score minus the mean of the two random seats, averaged
    // over the deal's games; the same for wins.
    const perDeal = new Map<number, { score: number; win: number }>();
    for (const line of lines) {
      const g = decode(line);
      let h = 0;
      let r = 0;
      let hw = 0;
      let rw = 0;
      g.bots.forEach((bot, seat) => {
        const won = g.winners.includes(seat) ? 1 : 0;
        if (bot === 'heuristic') {
          h += g.score[seat]!;
          hw += won;
        } else {
          r += g.score[seat]! / 2;
          rw += won / 2;
        }
      });
      const deal = Math.floor(g.index / 3);
      const d = perDeal.get(deal) ?? { score: 0, win: 0 };
      perDeal.set(deal, { score: d.score + (h - r) / 3, win: d.win + (hw - rw) / 3 });
    }
    expect(perDeal.size).toBe(20);
    const estimate = (xs: number[]) => {
      const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
      const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
      return {
        value: mean,
        low: mean - (Z95 * sd) / Math.sqrt(xs.length),
        high: mean + (Z95 * sd) / Math.sqrt(xs.length),
      };
    };
    const want = {
      score: estimate([...perDeal.values()].map((d) => d.score)),
      win: estimate([...perDeal.values()].map((d) => d.win)),
    };
    const [pair] = summarize(results).pairs;
    expect(pair!.a).toBe('heuristic');
    expect(pair!.b).toBe('random');
    expect(pair!.deals).toBe(20);
    for (const k of ['value', 'low', 'high'] as const) {
      expect(pair!.scoreDiff[k]).toBeCloseTo(want.score[k], 9);
      expect(pair!.winDiff[k]).toBeCloseTo(want.win[k], 9);
    }
    // With every deal whole, the mean difference is the difference of the bots' mean scores.
    const s = summarize(results);
    expect(pair!.scoreDiff.value).toBeCloseTo(s.bots[0]!.meanScore.value - s.bots[1]!.meanScore.value, 9);
    // The heuristic beats random at Coins (the interval excludes 0).
    expect(pair!.scoreDiff.low).toBeGreaterThan(0);
  });

  it('count a deal that shards cut once the merge has all its games', async () => {
    const base = {
      game: 'coins',
      bots: ['heuristic', 'random'],
      games: 31,
      seed: 'cut',
      workers: 0,
    } as const;
    const whole = await runTournament(base);
    // 31 games in 4 shards: 0–6, 7–14, 15–22, 23–30; deals 2, 4 and 7 straddle them, deal 10 (game 30) is not whole.
    const parts = await Promise.all(
      [0, 1, 2, 3].map((index) => runTournament({ ...base, shard: { index, count: 4 } })),
    );
    expect(Object.keys(parts[0]!.results.pairs![0]!.open)).toEqual(['2']);
    const merged = mergeResults(parts.map((p) => p.results));
    expect(merged.pairs).toEqual(whole.results.pairs);
    expect(merged.pairs![0]!.deals).toBe(10);
    expect(Object.keys(merged.pairs![0]!.open)).toEqual(['10']);
  });
});

describe('labelled bots', () => {
  it('keep bots of one spec in rows of their own, and play as that spec', async () => {
    const labelled = await runTournament({
      game: 'coins',
      bots: ['random@0', 'random@1', 'random@2'],
      games: 30,
      seed: 'labels',
      workers: 0,
    });
    const plain = await runTournament({
      game: 'coins',
      bots: ['random'],
      games: 30,
      seed: 'labels',
      workers: 0,
    });
    expect(Object.keys(labelled.results.bots)).toEqual(['random@0', 'random@1', 'random@2']);
    for (const t of Object.values(labelled.results.bots)) expect(t.seatGames).toBe(30);
    // The same games: the rows add up to the one row of the unlabelled lineup.
    const sum = (k: 'wins' | 'scoreSum' | 'winShareUnits') =>
      Object.values(labelled.results.bots).reduce((a, t) => a + t[k], 0);
    const one = plain.results.bots.random!;
    expect([sum('wins'), sum('scoreSum'), sum('winShareUnits')]).toEqual([
      one.wins,
      one.scoreSum,
      one.winShareUnits,
    ]);
    expect(labelled.results.moves).toBe(plain.results.moves);
    expect(summarize(labelled.results).pairs.map((p) => `${p.a}|${p.b}`)).toEqual([
      'random@0|random@1',
      'random@0|random@2',
      'random@1|random@2',
    ]);
  });

  it('refuses a label that is not one', async () => {
    const e = await runTournament({ game: 'coins', bots: ['random@', 'random'], games: 3, workers: 0 }).catch(
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(SimError);
    expect((e as SimError).code).toBe('UNKNOWN_BOT');
  });
});
