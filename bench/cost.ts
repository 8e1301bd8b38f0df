/**
 * What records cost, measured side by side: the same seeded tournament without records, with a `.jsonl` records file
 * and with a `.jsonl.gz` one, each in a fresh process, in alternating order, repeated; the CPU time of each process
 * (user + system, worker threads and compression included) and its peak resident memory. Reports, per worker count,
 * the median CPU ratio of each kind of records to none (ratios taken within a round, then the median), and the peak
 * memory, with the memory per worker thread above the one-thread process.
 *
 *   bench/scale.sh cost                                   # coins, heuristic vs random and random, 20,000 games, 5 rounds, workers 0
 *   GAMES=100000 ROUNDS=7 WORKERS=0,2,4,8 bench/scale.sh cost
 *   GAME=dalmuti BOTS=heuristic,random bench/scale.sh cost
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTournament } from '../src/sim/index.js';

const GAME = process.env.GAME ?? 'coins';
const GAMES = Number(process.env.GAMES ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const LINEUPS = (process.env.BOTS ? [process.env.BOTS] : ['heuristic,random', 'random']).map((b) =>
  b.split(','),
);
const WORKERS = (process.env.WORKERS ?? '0').split(',').map(Number);
const KINDS = ['none', 'jsonl', 'gz'] as const;
type Kind = (typeof KINDS)[number];

// A child: play once, report CPU and peak memory of this process.
if (process.argv[2] === 'child') {
  const [, , , kind, workers, bots, file] = process.argv;
  const before = process.cpuUsage();
  await runTournament({
    game: GAME,
    bots: bots!.split(','),
    games: GAMES,
    seed: 'cost',
    workers: Number(workers),
    ...(kind === 'none' ? {} : { recordsFile: file! }),
  });
  const cpu = process.cpuUsage(before);
  process.stdout.write(
    JSON.stringify({
      cpuMs: (cpu.user + cpu.system) / 1000,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'cardrules-cost-'));
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
function once(kind: Kind, workers: number, bots: readonly string[]): { cpuMs: number; maxRssMb: number } {
  const file = join(dir, kind === 'gz' ? 'games.jsonl.gz' : 'games.jsonl');
  const r = spawnSync(
    process.execPath,
    [process.argv[1]!, 'child', kind, String(workers), bots.join(','), file],
    {
      encoding: 'utf8',
      env: process.env,
    },
  );
  if (r.status !== 0) throw new Error(`the measured process failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

console.log(
  `${GAME}, ${GAMES.toLocaleString('en-US')} games a run, ${ROUNDS} rounds; CPU = user + system of the whole process`,
);
console.log(
  '| bots | workers | CPU s, no records | .jsonl / none (median of rounds) | .gz / none | peak MB: none | .jsonl | .gz |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const peaks = new Map<string, number>();
try {
  for (const bots of LINEUPS) {
    for (const workers of WORKERS) {
      const cpu: Record<Kind, number[]> = { none: [], jsonl: [], gz: [] };
      const rss: Record<Kind, number[]> = { none: [], jsonl: [], gz: [] };
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate the order, so that no kind always runs first (or last) in a round.
        const order = round % 2 === 0 ? KINDS : [...KINDS].reverse();
        for (const kind of order) {
          const m = once(kind, workers, bots);
          cpu[kind].push(m.cpuMs);
          rss[kind].push(m.maxRssMb);
        }
      }
      const ratio = (kind: Kind) => median(cpu[kind].map((c, i) => c / cpu.none[i]!));
      const peak = (kind: Kind) => Math.max(...rss[kind]);
      for (const kind of KINDS) peaks.set(`${bots.join(',')}|${workers}|${kind}`, peak(kind));
      console.log(
        `| ${bots.join(' vs ')} | ${workers} | ${(median(cpu.none) / 1000).toFixed(1)} | ${ratio('jsonl').toFixed(2)} | ${ratio('gz').toFixed(2)} | ${peak('none').toFixed(0)} | ${peak('jsonl').toFixed(0)} | ${peak('gz').toFixed(0)} |`,
      );
    }
  }
  // Memory per worker thread: above the process that plays in its own thread (workers 0).
  if (WORKERS.includes(0) && WORKERS.some((w) => w >= 2)) {
    console.log('\nPeak memory per worker thread, above the one-thread process (MB):');
    for (const bots of LINEUPS) {
      for (const kind of KINDS) {
        const base = peaks.get(`${bots.join(',')}|0|${kind}`)!;
        const per = WORKERS.filter((w) => w >= 2).map(
          (w) => `${w} workers ${((peaks.get(`${bots.join(',')}|${w}|${kind}`)! - base) / w).toFixed(0)}`,
        );
        console.log(`  ${bots.join(' vs ')}, records ${kind}: ${per.join(', ')}`);
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
