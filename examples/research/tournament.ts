/**
 * A research script: a seat-rotated tournament of bots on every game, written as a CSV of results and an SVG chart
 * of win rates with 95% confidence intervals.
 *
 *   npm start -- [--games 240] [--bots heuristic,random] [--workers 2] [--out out] [--only coins,linko]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { games, getGame } from 'cardrules';
import { runTournament, summarize } from 'cardrules/sim';
import { type ChartRow, winRateChart } from './chart.js';

const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '240' },
    bots: { type: 'string', default: 'heuristic,random' },
    workers: { type: 'string', default: '2' },
    out: { type: 'string', default: 'out' },
    only: { type: 'string' },
    seed: { type: 'string', default: 'research' },
  },
});

const lineup = args.bots.split(',');
const ids = args.only ? args.only.split(',') : Object.keys(games);
const csv = ['game,seats,bot,seat_games,win_rate,win_low,win_high,win_share,mean_score,score_low,score_high'];
const chart: ChartRow[] = [];

for (const id of ids) {
  const game = getGame(id);
  if (!game) throw new Error(`unknown game '${id}' (known: ${Object.keys(games).join(', ')})`);
  const seats = Math.max(game.seats.min, Math.min(4, game.seats.max));
  // A multiple of the seat count, so that every deal is played from every rotation of the lineup.
  const total = Math.ceil(Number(args.games) / seats) * seats;
  const { results, ms } = await runTournament({
    game: id,
    seats,
    bots: lineup,
    games: total,
    workers: Number(args.workers),
    seed: args.seed,
  });
  const summary = summarize(results);
  console.log(`${game.name}: ${summary.games} games, ${seats} seats, ${(ms / 1000).toFixed(1)} s`);
  for (const b of summary.bots) {
    const w = b.winRate;
    const s = b.meanScore;
    console.log(
      `  ${b.bot.padEnd(12)} win ${(w.value * 100).toFixed(1)}% [${(w.low * 100).toFixed(1)}, ${(w.high * 100).toFixed(1)}]  score ${s.value.toFixed(2)}`,
    );
    csv.push(
      [id, seats, b.bot, b.seatGames, w.value, w.low, w.high, b.winShare, s.value, s.low, s.high]
        .map((v) => (typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(4) : v))
        .join(','),
    );
    chart.push({
      game: game.name,
      bot: b.bot,
      winRate: w.value,
      low: w.low,
      high: w.high,
      parity: summary.parity,
    });
  }
}

mkdirSync(args.out, { recursive: true });
writeFileSync(join(args.out, 'results.csv'), `${csv.join('\n')}\n`);
writeFileSync(join(args.out, 'win-rates.svg'), winRateChart(chart, `Tournament: ${lineup.join(' vs ')}`));
console.log(`wrote ${join(args.out, 'results.csv')} and ${join(args.out, 'win-rates.svg')}`);
