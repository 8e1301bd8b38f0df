/**
 * Timings of the core primitives every game stands on: the random stream, shuffles and deals. Printed by
 * `npm run bench` after the game table (tinybench, ops/s).
 */
import { Bench } from 'tinybench';
import { deal, Rng, shuffle } from '../src/core/index.js';

/** Cheap operations run this many times per timed call, so the timer's own cost does not swamp them. */
const BATCH = 1000;
const BATCHED = new Set(['Rng.nextUint32', 'Rng.int(52) (unbiased)', 'Rng.fork']);

/** Runs the core benchmarks and returns rows of [task, ops/s, ± %]. */
export async function coreRows(seconds: number): Promise<string[][]> {
  const rng = Rng.fromSeed('core-bench');
  const deck52 = Array.from({ length: 52 }, (_, i) => i);
  const deck109 = Array.from({ length: 109 }, (_, i) => i % 14);
  const bench = new Bench({ time: Math.max(100, (seconds * 1000) / 4) });
  bench
    .add('Rng.nextUint32', () => {
      for (let i = 0; i < BATCH; i++) rng.nextUint32();
    })
    .add('Rng.int(52) (unbiased)', () => {
      for (let i = 0; i < BATCH; i++) rng.int(52);
    })
    .add('shuffle 52 cards (Fisher–Yates)', () => {
      shuffle(rng, deck52);
    })
    .add('shuffle + deal 109 cards to 5 seats', () => {
      deal(shuffle(rng, deck109.slice()), 5, 0, 13);
    })
    .add('Rng.fork', () => {
      for (let i = 0; i < BATCH; i++) rng.fork();
    });
  await bench.run();
  return bench.tasks.map((t) => {
    const r = t.result as { throughput?: { mean: number; rme: number } } | undefined;
    const mean = (r?.throughput?.mean ?? 0) * (BATCHED.has(t.name) ? BATCH : 1);
    return [t.name, `${(mean / 1e6).toFixed(2)} M`, `± ${(r?.throughput?.rme ?? 0).toFixed(1)}%`];
  });
}
