/**
 * Worker scaling of tournaments: the same seeded tournament in the calling thread and over worker threads, its
 * throughput, the process's peak memory (resident set, worker threads included), and a check that the results are
 * identical.
 *
 *   bench/scale.sh scaling                          # coins, ISMCTS (20 iterations, random playouts) vs heuristic, 720 games, workers 1,2
 *   GAME=dalmuti GAMES=600 BOTS=heuristic,random WORKERS=1,2,3 bench/scale.sh scaling
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { runTournament } from '../src/sim/index.js';

const GAME = process.env.GAME ?? 'coins';
const GAMES = Number(process.env.GAMES ?? 720);
const BOTS = (process.env.BOTS ?? 'ismcts:20:policy=random,heuristic').split(',');
const counts = (process.env.WORKERS ?? '1,2').split(',').map(Number);
const CHUNK = Number(process.env.CHUNK ?? 12);

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * What the machine gives right now: the work `threads` busy-loop threads get done in a second, relative to one. On a
 * shared machine this is the speed-up any tool could show.
 */
async function control(threads: number): Promise<number> {
  const code = `const { parentPort } = require('node:worker_threads');
    const end = Date.now() + 1000; let n = 0;
    while (Date.now() < end) for (let i = 0; i < 1e5; i++) n++;
    parentPort.postMessage(n);`;
  const counts = await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<number>((resolve, reject) => {
          const w = new Worker(code, { eval: true });
          w.once('message', (n: number) => {
            resolve(n);
            void w.terminate();
          });
          w.once('error', reject);
        }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}
const one = await control(1);
const machine: string[] = [];
for (const w of counts.filter((k) => k > 1))
  machine.push(`${w} busy threads ${((await control(w)) / one).toFixed(2)}×`);

let first: string | null = null;
const rates: number[] = [];
for (const workers of counts) {
  let rss = process.memoryUsage().rss;
  const sample = setInterval(() => {
    rss = Math.max(rss, process.memoryUsage().rss);
  }, 50);
  const cpu = cpuMs();
  const run = await runTournament({
    game: GAME,
    bots: BOTS,
    games: GAMES,
    seed: 'scaling',
    workers,
    chunkSize: CHUNK,
    onProgress: () => {
      rss = Math.max(rss, process.memoryUsage().rss);
    },
  });
  clearInterval(sample);
  const text = JSON.stringify(run.results);
  first ??= text;
  const rate = GAMES / (run.ms / 1000);
  rates.push(rate);
  const threads = run.workers === 0 ? 'the calling thread' : `${run.workers} worker threads`;
  console.log(
    `${GAME} ${BOTS.join(' vs ')}: workers ${workers} (${threads}): ${GAMES} games in ${(run.ms / 1000).toFixed(1)} s = ${rate.toFixed(1)} games/s; ` +
      `CPU used ${((cpuMs() - cpu) / run.ms).toFixed(2)} cores; peak RSS ${(rss / 2 ** 20).toFixed(0)} MB; identical results: ${text === first}`,
  );
}
for (let i = 1; i < rates.length; i++) {
  console.log(`speed-up ${counts[i]} vs ${counts[0]} workers: ${(rates[i]! / rates[0]!).toFixed(2)}×`);
}
console.log(
  `${availableParallelism()} cores; what the machine gave at the start (control): ${machine.join(', ') || 'n/a'}`,
);
