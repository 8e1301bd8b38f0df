/**
 * The rating ladder's parts: the Bradley–Terry fit against values worked out by hand, the pairwise reduction, the
 * lineups, the SVG chart (well-formed XML, points where the data says), and a tiny ladder run in one thread.
 */
import { describe, expect, it } from 'vitest';
import {
  bradleyTerry,
  CHART_FRAME,
  chartPosition,
  ladderChart,
  ladderSvg,
  ladderTable,
  pairLineup,
  pairScore,
  runLadder,
} from '../../src/sim/index.js';

const ELO = 400 / Math.LN10;

describe('bradleyTerry', () => {
  it('two players: the odds of the results (with one drawn prior game) and the Fisher interval', () => {
    // 100 games, player 0 scores 24: with the prior draw, 24.5 of 101 → θ1 − θ0 = ln(76.5 / 24.5).
    const [r0, r1] = bradleyTerry(2, [{ a: 0, b: 1, games: 100, scoreA: 24 }]);
    expect(r0!.rating).toBe(0);
    expect(r0!.ci95).toBe(0);
    expect(r1!.rating).toBeCloseTo(ELO * Math.log(76.5 / 24.5), 6);
    // Fisher information n·p·(1 − p) with n = 101, p = 76.5 / 101.
    const p = 76.5 / 101;
    expect(r1!.ci95).toBeCloseTo(1.96 * ELO * Math.sqrt(1 / (101 * p * (1 - p))), 6);
  });

  it('three players in a consistent chain: ratings add up and order', () => {
    // 0 vs 1: 1 wins 2 of 3 of each game's odds; 1 vs 2 the same; 0 vs 2: 2 wins 4 of 5.
    const r = bradleyTerry(3, [
      { a: 0, b: 1, games: 3000, scoreA: 1000 },
      { a: 1, b: 2, games: 3000, scoreA: 1000 },
      { a: 0, b: 2, games: 5000, scoreA: 1000 },
    ]);
    expect(r[1]!.rating).toBeCloseTo(ELO * Math.log(2), 0);
    expect(r[2]!.rating).toBeCloseTo(ELO * Math.log(4), 0);
  });
});

describe('pairwise reduction and lineups', () => {
  it('scores the first bot by its share of the two per-seat win rates', () => {
    expect(pairScore(0.5, 0.25, 12)).toBe(8);
    expect(pairScore(0, 0, 12)).toBe(6);
    expect(pairScore(1, 0, 10)).toBe(10);
    expect(pairLineup('a', 'b', 4)).toEqual(['a', 'b', 'a', 'b']);
    expect(pairLineup('a', 'b', 3)).toEqual(['a', 'b', 'a']);
  });
});

describe('ladderChart', () => {
  const points = [
    { label: 'random', x: 2, y: 0, err: 0 },
    { label: 'ismcts:30 & <co>', x: 2000, y: 300, err: 50 },
  ];
  const svg = ladderChart('Coins & co', points);

  it('is well-formed XML with escaped text', () => {
    // Every tag closes, in order; the text has no raw markup characters.
    const stack: string[] = [];
    for (const m of svg.matchAll(/<(\/?)([a-z]+)\b[^>]*?(\/?)>/g)) {
      if (m[1] === '/') expect(stack.pop()).toBe(m[2]);
      else if (m[3] !== '/') stack.push(m[2]!);
    }
    expect(stack).toEqual([]);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('Coins &#38; co');
    for (const m of svg.matchAll(/>([^<]*)</g)) expect(m[1]).not.toMatch(/&(?!#\d+;)|>/);
  });

  it('puts each point where the data says (log x in decades 0..4, y 0..400 in steps of 100)', () => {
    // x: log10(2) of 4 decades; y: 0 of 0..400 (300 + 50 rounds up to 400).
    const f = CHART_FRAME;
    const w = f.width - f.left - f.right;
    const h = f.height - f.top - f.bottom;
    const cx = (x: number) => Math.round((f.left + (Math.log10(x) / 4) * w) * 10) / 10;
    const cy = (y: number) => Math.round((f.top + h - (y / 400) * h) * 10) / 10;
    expect(svg).toContain(`<circle cx="${cx(2)}" cy="${cy(0)}" r="4" fill="#1f77b4" data-label="random"/>`);
    expect(svg).toContain(`cx="${cx(2000)}" cy="${cy(300)}"`);
    expect(chartPosition(1000, 200, { x: [0, 4], y: [0, 400] })).toEqual([cx(1000), cy(200)]);
  });
});

describe('runLadder', () => {
  it('rates random under the heuristic in a tiny Big Fish ladder, with costs and tables', async () => {
    const ladder = await runLadder({
      game: 'bigfish',
      bots: ['random', 'heuristic'],
      games: 20,
      seed: 't',
      workers: 1,
      timedDecisions: 20,
    });
    expect(ladder.pairs).toHaveLength(1);
    expect(ladder.pairs[0]!.games).toBe(20);
    expect(ladder.rows[0]!.rating).toBe(0);
    expect(ladder.rows[1]!.rating).toBeGreaterThan(0);
    for (const r of ladder.rows) expect(r.cpuMicros).toBeGreaterThan(0);
    expect(ladderTable(ladder, 'markdown').split('\n')[2]).toMatch(/^\| `heuristic` \| \d+ \| ±\d+ \|/);
    expect(ladderSvg(ladder, 'Big Fish')).toContain('data-label="heuristic"');
  });
});
