/**
 * The Slurm recipe's overhead per job, measured on a one-node cluster started on this machine (.ci/slurm.sh; root):
 * a tournament as a job array of SHARDS shards plus the merge job (examples/slurm/submit.sh), against the same
 * tournament in one process. Per shard job: its wall time from its first line to its last, minus the tournament's own
 * time that the command reports, is what a job costs beyond the games (starting Node and the command, writing the
 * files, Slurm's job step).
 *
 *   bench/scale.sh slurm                                   # coins, heuristic vs random, 6,000 games, 6 shards
 *   GAME=dalmuti GAMES=3000 SHARDS=4 bench/scale.sh slurm
 *   CARDRULES="node /path/to/cardrules.js" bench/scale.sh slurm
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// bench/scale.sh runs this from the repository's root.
const repo = process.cwd();
const GAME = process.env.GAME ?? 'coins';
const BOTS = process.env.BOTS ?? 'heuristic,random';
const GAMES = Number(process.env.GAMES ?? 6000);
const SHARDS = Number(process.env.SHARDS ?? 6);

/** The command the jobs run: CARDRULES, else the built command line, else the sources through tsx. */
function command(): string {
  if (process.env.CARDRULES) return process.env.CARDRULES;
  for (const built of ['packages/cli/bin/cardrules.js', 'dist/cli/main.js']) {
    const path = join(repo, built);
    if (
      existsSync(path) &&
      (built.startsWith('dist') || existsSync(join(repo, 'packages/cli/dist/main.js')))
    ) {
      return `${process.execPath} ${path}`;
    }
  }
  return `${process.execPath} --import ${import.meta.resolve('tsx')} ${join(repo, 'src/cli/main.ts')}`;
}

const dir = mkdtempSync(join(tmpdir(), 'cardrules-slurm-bench-'));
const cluster = join(dir, 'cluster');
const env = { ...process.env, SLURM_CONF: join(cluster, 'slurm.conf') };
const cardrules = command();
try {
  const started = spawnSync(join(repo, '.ci/slurm.sh'), ['start', cluster], { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`the one-node cluster did not start: ${started.stderr}`);
  const out = join(dir, 'run');
  const t0 = Date.now();
  const submit = spawnSync(join(repo, 'examples/slurm/submit.sh'), [], {
    encoding: 'utf8',
    env: {
      ...env,
      GAME,
      BOTS,
      GAMES: String(GAMES),
      SHARDS: String(SHARDS),
      SEED: 'overhead',
      OUT: out,
      CARDRULES: cardrules,
    },
  });
  if (submit.status !== 0) throw new Error(submit.stderr);
  const merge = submit.stdout.trim().split(' ')[1]!;
  for (;;) {
    const state = /JobState=(\w+)/.exec(
      spawnSync('scontrol', ['show', 'job', merge], { encoding: 'utf8', env }).stdout,
    )?.[1];
    if (state === 'COMPLETED') break;
    if (state !== 'PENDING' && state !== 'RUNNING' && state !== 'CONFIGURING' && state !== 'COMPLETING') {
      throw new Error(`merge job ${merge}: ${state}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const total = (Date.now() - t0) / 1000;
  const jobs = readdirSync(out)
    .filter((f) => /^slurm-\d+_\d+\.out$/.test(f))
    .map((f) => {
      const text = readFileSync(join(out, f), 'utf8');
      const begin = Number(/started ([\d.]+)/.exec(text)![1]);
      const end = Number(/finished ([\d.]+)/.exec(text)![1]);
      const sim = Number(/games of \w+, .*?, ([\d.]+) s \(/.exec(text)![1]);
      return { begin, end, wall: end - begin, sim };
    });
  const firstStart = Math.min(...jobs.map((j) => j.begin));
  const lastEnd = Math.max(...jobs.map((j) => j.end));
  const overheads = jobs.map((j) => j.wall - j.sim);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  // The same tournament in one process, in the calling thread, and over as many worker threads as cores.
  const single = (workers: number) => {
    const t = Date.now();
    const r = spawnSync(
      'sh',
      [
        '-c',
        `${cardrules} sim ${GAME} --bots ${BOTS} --games ${GAMES} --seed overhead --workers ${workers} --no-progress`,
      ],
      {
        encoding: 'utf8',
      },
    );
    if (r.status !== 0) throw new Error(r.stderr);
    return (Date.now() - t) / 1000;
  };
  const one = single(1);
  const all = single(2);
  console.log(`command: ${cardrules}`);
  console.log(
    `${GAMES} games of ${GAME} (${BOTS}) as ${SHARDS} shard jobs of one CPU on a one-node cluster of ${jobs.length > 0 ? 'this machine' : '?'}:`,
  );
  console.log(
    `  per shard job: wall ${mean(jobs.map((j) => j.wall)).toFixed(2)} s, of which the tournament ${mean(jobs.map((j) => j.sim)).toFixed(2)} s; ` +
      `overhead ${mean(overheads).toFixed(2)} s (min ${Math.min(...overheads).toFixed(2)}, max ${Math.max(...overheads).toFixed(2)})`,
  );
  console.log(
    `  submit to first shard start: ${(firstStart - t0 / 1000).toFixed(2)} s; last shard end to merge done: ${(t0 / 1000 + total - lastEnd).toFixed(2)} s`,
  );
  console.log(`  submit to merged results: ${total.toFixed(1)} s`);
  console.log(
    `one process: calling thread ${one.toFixed(1)} s; 2 worker threads ${all.toFixed(1)} s (command start included)`,
  );
} finally {
  spawnSync(join(repo, '.ci/slurm.sh'), ['stop', cluster]);
  rmSync(dir, { recursive: true, force: true });
}
