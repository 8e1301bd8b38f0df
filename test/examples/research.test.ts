import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { prepareExample, runExample } from './setup.js';

it('examples/research runs a tournament and writes a CSV of results and an SVG chart with intervals', () => {
  const dir = prepareExample('research');
  const out = mkdtempSync(join(tmpdir(), 'cardrules-research-'));
  try {
    const log = runExample(dir, 'tournament.ts', ['--games', '12', '--workers', '0', '--out', out], 300_000);
    expect(log).toMatch(/wrote .*results\.csv/);
    const csv = readFileSync(join(out, 'results.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe(
      'game,seats,bot,seat_games,win_rate,win_low,win_high,win_share,mean_score,score_low,score_high',
    );
    const rows = csv.slice(1).map((line) => line.split(','));
    expect(rows.length).toBeGreaterThanOrEqual(2 * 3);
    for (const r of rows) {
      const [rate, low, high] = [Number(r[4]), Number(r[5]), Number(r[6])];
      expect(low).toBeLessThanOrEqual(rate);
      expect(rate).toBeLessThanOrEqual(high);
      expect(high).toBeLessThanOrEqual(1);
    }
    const svg = readFileSync(join(out, 'win-rates.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<title>/g)?.length).toBe(rows.length); // one bar per bot and game
    expect(svg).toContain('stroke-dasharray'); // the parity lines
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
