/**
 * The bot-strength experiment behind docs/bots.md: per game, one heuristic bot against a field of random bots, and one
 * ISMCTS bot against a field of heuristic bots, seats rotated, with 95% confidence intervals. Writes one mergeable
 * results file per game and match-up into bench/results/ and prints Markdown tables.
 *
 *   npx tsx bench/strength.ts                         # 2,004 games per match-up, 2 workers
 *   GAMES=240 WORKERS=2 ISMCTS=ismcts:30 npx tsx bench/strength.ts coins dalmuti
 *   ISMCTS_coins=ismcts:30:policy=random npx tsx bench/strength.ts   # a per-game override of the ISMCTS spec
 */

import { mkdirSync } from 'node:fs';
import type { AnyGame } from '../src/core/index.js';
import { games } from '../src/registry.js';
import { runTournament, summarize, writeResults } from '../src/sim/index.js';

const GAMES = Number(process.env.GAMES ?? 2004);
const WORKERS = Number(process.env.WORKERS ?? 2);
const ISMCTS = process.env.ISMCTS ?? 'ismcts:30';
const SEED = process.env.SEED ?? 'strength-1';
const SEATS: Record<string, number> = Object.fromEntries(
  (process.env.SEATS ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=') as [string, string])
    .map(([k, v]) => [k, Number(v)]),
);
const wanted = process.argv.slice(2);
const matchups = (process.env.MATCHUPS ?? 'heuristic-vs-random,ismcts-vs-heuristic').split(',');

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(
  '| game | seats | match-up | games | win rate of the first bot [95% CI] | parity | mean score (first / field) | moves/game | time |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const game of Object.values<AnyGame>(games)) {
  if (wanted.length > 0 && !wanted.includes(game.id)) continue;
  const seats = SEATS[game.id] ?? game.seats.min;
  const n = Math.ceil(GAMES / seats) * seats;
  for (const m of matchups) {
    const ismcts = process.env[`ISMCTS_${game.id}`] ?? ISMCTS;
    const bots = m === 'heuristic-vs-random' ? ['heuristic', 'random'] : [ismcts, 'heuristic'];
    const run = await runTournament({
      game: game.id,
      seats,
      bots,
      games: n,
      seed: SEED,
      workers: WORKERS,
      chunkSize: seats * 2,
    });
    writeResults(new URL(`./results/${game.id}-${m}.json`, import.meta.url).pathname, run.results);
    const s = summarize(run.results);
    const [a, b] = s.bots;
    console.log(
      `| ${game.id} | ${seats} | ${a!.bot} vs ${b!.bot} | ${s.games} | ${pct(a!.winRate.value)} [${pct(a!.winRate.low)}, ${pct(a!.winRate.high)}] | ${pct(s.parity)} | ${a!.meanScore.value.toFixed(2)} / ${b!.meanScore.value.toFixed(2)} | ${s.length.value.toFixed(1)} | ${(run.ms / 1000).toFixed(0)} s |`,
    );
  }
}
