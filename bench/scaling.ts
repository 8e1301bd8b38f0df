/**
 * Worker scaling of tournaments: the same seeded tournament with 1 and 2 worker threads (and in-process), its
 * throughput, and a check that the results are identical.
 *
 *   npx tsx bench/scaling.ts                 # coins, ISMCTS (20 iterations, random playouts) vs heuristic, 720 games
 *   GAME=dalmuti GAMES=600 BOTS=heuristic,random npx tsx bench/scaling.ts
 */
import { availableParallelism } from 'node:os';
import { runTournament } from '../src/sim/index.js';

const GAME = process.env.GAME ?? 'coins';
const GAMES = Number(process.env.GAMES ?? 720);
const BOTS = (process.env.BOTS ?? 'ismcts:20:policy=random,heuristic').split(',');
const counts = (process.env.WORKERS ?? '1,2').split(',').map(Number);

let first: string | null = null;
const rates: number[] = [];
for (const workers of counts) {
  const run = await runTournament({
    game: GAME,
    bots: BOTS,
    games: GAMES,
    seed: 'scaling',
    workers,
    chunkSize: 12,
  });
  const text = JSON.stringify(run.results);
  first ??= text;
  const rate = GAMES / (run.ms / 1000);
  rates.push(rate);
  console.log(
    `${GAME} ${BOTS.join(' vs ')}: ${workers} worker(s): ${GAMES} games in ${(run.ms / 1000).toFixed(1)} s = ${rate.toFixed(1)} games/s; identical results: ${text === first}`,
  );
}
if (rates.length >= 2)
  console.log(`speed-up ${counts[1]} vs ${counts[0]} workers: ${(rates[1]! / rates[0]!).toFixed(2)}×`);
console.log(`${availableParallelism()} cores available`);
