/**
 * The Slurm recipe, for real (issue 17 §2): a one-node cluster on this machine (.ci/slurm.sh: munged, slurmctld,
 * slurmd), the job array of examples/slurm (3 shards) and its dependent merge job; the merged results must equal one
 * process's run of the same games, and every game's record must be there once. Skipped only when `sbatch` is not
 * installed; needs root (CI runs as root).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecords, runTournament } from '../../src/sim/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const hasSbatch = spawnSync('sh', ['-c', 'command -v sbatch']).status === 0;
if (!hasSbatch) {
  console.warn(
    'test/sim/slurm.test.ts: skipped: sbatch is not installed (apt-get install slurm-wlm munge to run it)',
  );
}

const GAMES = 60;
const SHARDS = 3;

describe.skipIf(!hasSbatch)('the Slurm job array of examples/slurm', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardrules-slurm-'));
  const cluster = join(dir, 'cluster');
  const env = { ...process.env, SLURM_CONF: join(cluster, 'slurm.conf') };

  beforeAll(() => {
    const r = spawnSync(join(root, '.ci/slurm.sh'), ['start', cluster], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (r.status !== 0) throw new Error(`the one-node cluster did not start:\n${r.stderr}`);
  }, 90_000);

  afterAll(() => {
    spawnSync(join(root, '.ci/slurm.sh'), ['stop', cluster], { encoding: 'utf8', timeout: 60_000 });
    rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it(`${SHARDS} shards and a merge job give the results of one process`, async () => {
    const out = join(dir, 'run');
    const tsx = import.meta.resolve('tsx');
    const submit = spawnSync(join(root, 'examples/slurm/submit.sh'), [], {
      encoding: 'utf8',
      env: {
        ...env,
        GAME: 'coins',
        BOTS: 'heuristic,random',
        GAMES: String(GAMES),
        SHARDS: String(SHARDS),
        SEED: 'slurm',
        OUT: out,
        CARDRULES: `${process.execPath} --import ${tsx} ${join(root, 'src/cli/main.ts')}`,
      },
    });
    expect(submit.status, submit.stderr).toBe(0);
    const [array, merge] = submit.stdout.trim().split(' ');
    expect(merge).toMatch(/^\d+$/);
    const state = (job: string) =>
      /JobState=(\w+)/.exec(
        spawnSync('scontrol', ['show', 'job', job], { encoding: 'utf8', env }).stdout,
      )?.[1];
    const start = Date.now();
    let last: string | undefined;
    while ((last = state(merge!)) !== 'COMPLETED') {
      if (last === 'FAILED' || last === 'CANCELLED' || last === 'TIMEOUT' || Date.now() - start > 240_000) {
        const logs = readdirSync(out)
          .filter((f) => f.endsWith('.out'))
          .map((f) => `--- ${f}\n${readFileSync(join(out, f), 'utf8')}`);
        throw new Error(`merge job ${merge} is ${last} (array ${array}):\n${logs.join('\n')}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const merged = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    const single = await runTournament({
      game: 'coins',
      bots: ['heuristic', 'random'],
      games: GAMES,
      seed: 'slurm',
      workers: 0,
    });
    expect(merged).toEqual(single.results);
    const indices: number[] = [];
    for (let k = 0; k < SHARDS; k++) {
      const { games } = await readRecords(join(out, `games-${k}.jsonl.gz`));
      for await (const g of games) indices.push(g.index);
    }
    expect(indices).toEqual(Array.from({ length: GAMES }, (_, i) => i));
  }, 300_000);
});
