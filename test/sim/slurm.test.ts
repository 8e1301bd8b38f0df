/**
 * The Slurm recipe, for real: a one-node cluster on this machine (.ci/slurm.sh: munged, slurmctld, slurmd) running
 * examples/slurm as its README says.
 *
 * - The job array (3 shards, submitted with a relative OUT, which submit.sh makes absolute) and its dependent merge
 *   job: the merged results equal one process's run of the same games, and the joined records equal its records.
 * - Stopping is saving: a shard stopped by `scancel`, and a shard stopped by its time limit (the warning signal the
 *   batch script asks for), keep whole files of the games they played; the documented rerun of shard K
 *   (`ONLY=K submit.sh`) reruns shard K, resuming after its last whole game, and the merge equals one process's run.
 * - A relative OUT in a batch script submitted by hand is refused with a message in the job's log.
 *
 * Skipped only when `sbatch` is not installed; needs root (CI runs as root). The time-limit case plays
 * SLURM_TEST_GAMES games (default 150,000 Coins games of random bots, about 50 s on one core: the warning comes 10–40 s after the
 * start, at Slurm's next periodic check).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
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
const LONG_GAMES = Number(process.env.SLURM_TEST_GAMES ?? 150_000);

const SKIPPED = hasSbatch
  ? ''
  : ' (skipped: sbatch is not installed; apt-get install slurm-wlm munge to run it)';

describe.skipIf(!hasSbatch)(`the Slurm recipe of examples/slurm${SKIPPED}`, () => {
  const dir = mkdtempSync(join(tmpdir(), 'cardrules-slurm-'));
  const cluster = join(dir, 'cluster');
  const env = { ...process.env, SLURM_CONF: join(cluster, 'slurm.conf') };
  const tsx = import.meta.resolve('tsx');
  const CARDRULES = `${process.execPath} --import ${tsx} ${join(root, 'src/cli/main.ts')}`;

  beforeAll(() => {
    const r = spawnSync(join(root, '.ci/slurm.sh'), ['start', cluster], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (r.status !== 0) throw new Error(`the one-node cluster did not start:\n${r.stderr}`);
  });

  afterAll(() => {
    spawnSync(join(root, '.ci/slurm.sh'), ['stop', cluster], { encoding: 'utf8', timeout: 60_000 });
    rmSync(dir, { recursive: true, force: true });
  });

  const submit = (vars: Record<string, string>, cwd = dir) => {
    const r = spawnSync(join(root, 'examples/slurm/submit.sh'), [], {
      cwd,
      encoding: 'utf8',
      env: { ...env, CARDRULES, ...vars },
    });
    expect(r.status, r.stderr).toBe(0);
    const [array, merge] = r.stdout.trim().split(' ');
    expect(merge).toMatch(/^\d+$/);
    return { array: array!, merge: merge!, stderr: r.stderr };
  };
  const state = (job: string) =>
    [
      ...spawnSync('scontrol', ['show', 'job', job], { encoding: 'utf8', env }).stdout.matchAll(
        /JobState=(\w+)/g,
      ),
    ].map((m) => m[1]!);
  const logs = (out: string) =>
    readdirSync(out)
      .filter((f) => f.endsWith('.out'))
      .map((f) => `--- ${f}\n${readFileSync(join(out, f), 'utf8')}`)
      .join('\n');
  /** Waits until every task of the job is in one of `states`; throws (with the logs) on any other end state. */
  const waitFor = async (job: string, states: readonly string[], out: string, limitMs = 300_000) => {
    const start = Date.now();
    for (;;) {
      const s = state(job);
      if (s.length > 0 && s.every((x) => states.includes(x))) return s;
      const ended = s.filter(
        (x) => !['PENDING', 'RUNNING', 'CONFIGURING', 'COMPLETING', ...states].includes(x),
      );
      if (ended.length > 0 || Date.now() - start > limitMs) {
        throw new Error(`job ${job} is ${s.join(',')}, not ${states.join('/')}:\n${logs(out)}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const json = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
  const recordIndices = async (path: string) => {
    const { games } = await readRecords(path);
    const out: number[] = [];
    for await (const g of games) out.push(g.index);
    return out;
  };
  const range = (a: number, b: number) => Array.from({ length: b - a }, (_, i) => a + i);

  it(`${SHARDS} shards (OUT relative, made absolute) and a merge job give the results and records of one process`, async () => {
    const out = join(dir, 'run');
    const { merge, stderr } = submit({
      GAME: 'coins',
      BOTS: 'heuristic,random',
      GAMES: String(GAMES),
      SHARDS: String(SHARDS),
      SEED: 'slurm',
      OUT: 'run',
      JOIN_RECORDS: '1',
    });
    expect(stderr).toContain(`the jobs use ${out}`);
    await waitFor(merge, ['COMPLETED'], out);
    const single = await runTournament({
      game: 'coins',
      bots: ['heuristic', 'random'],
      games: GAMES,
      seed: 'slurm',
      workers: 0,
      recordsFile: join(dir, 'single.jsonl'),
    });
    expect(json(join(out, 'results.json'))).toEqual(single.results);
    for (let k = 0; k < SHARDS; k++) {
      expect(await recordIndices(join(out, `games-${k}.jsonl.gz`))).toEqual(
        range((k * GAMES) / SHARDS, ((k + 1) * GAMES) / SHARDS),
      );
    }
    expect(gunzipSync(readFileSync(join(out, 'games.jsonl.gz'))).toString('utf8')).toBe(
      readFileSync(join(dir, 'single.jsonl'), 'utf8'),
    );
  });

  it('a shard stopped by scancel keeps its whole games; `ONLY=1 submit.sh` reruns shard 1, resuming, to the results of one process', async () => {
    const out = join(dir, 'cancelled');
    const games = 36_000;
    const vars = {
      GAME: 'coins',
      BOTS: 'heuristic,random',
      GAMES: String(games),
      SHARDS: '3',
      SEED: 'cancel',
      OUT: out,
      LOG_EVERY: '1',
    };
    const first = submit(vars);
    // Shard 1 is under way (a progress line in its log): cancel it.
    const log1 = join(out, `slurm-${first.array}_1.out`);
    const start = Date.now();
    while (!/shard 1\/3: [\d,]+\/12,000 games/.test(readIfThere(log1))) {
      if (Date.now() - start > 120_000) throw new Error(`shard 1 shows no progress:\n${logs(out)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(spawnSync('scancel', [`${first.array}_1`], { env }).status).toBe(0);
    await waitFor(first.merge, ['CANCELLED'], out);
    expect(new Set(state(first.array))).toEqual(new Set(['COMPLETED', 'CANCELLED']));
    expect(readFileSync(log1, 'utf8')).toMatch(/Stopped by SIGTERM: [\d,]+ games played \(games 12000–\d+\)/);
    const stopped = json(join(out, 'part-1.json'));
    const [[a, b]] = stopped.ranges;
    expect(a).toBe(12_000);
    expect(b).toBeGreaterThan(12_000);
    expect(b).toBeLessThan(24_000);
    expect(stopped.games).toBe(b - a);
    expect(stopped.shard).toEqual({ index: 1, count: 3 });
    expect(await recordIndices(join(out, 'games-1.jsonl.gz'))).toEqual(range(12_000, b));
    const others = [0, 2].map((k) => readFileSync(join(out, `part-${k}.json`), 'utf8'));

    // The documented rerun of one shard.
    const rerun = submit({ ...vars, ONLY: '1' });
    await waitFor(rerun.merge, ['COMPLETED'], out);
    expect(readFileSync(join(out, `slurm-${rerun.array}_1.out`), 'utf8')).toContain(
      `Resuming shard 1/3 after game ${b - 1}`,
    );
    expect([0, 2].map((k) => readFileSync(join(out, `part-${k}.json`), 'utf8'))).toEqual(others);
    expect(await recordIndices(join(out, 'games-1.jsonl.gz'))).toEqual(range(12_000, 24_000));
    const single = await runTournament({
      game: 'coins',
      bots: ['heuristic', 'random'],
      games,
      seed: 'cancel',
      workers: 0,
    });
    expect(readFileSync(join(out, 'results.json'), 'utf8')).toBe(
      `${JSON.stringify(single.results, null, 2)}\n`,
    );
  });

  it('a shard stopped by its time limit keeps its whole games and resumes to the results of one process', async () => {
    const out = join(dir, 'timed');
    const vars = {
      GAME: 'coins',
      BOTS: 'random',
      GAMES: String(LONG_GAMES),
      SHARDS: '1',
      SEED: 'time',
      OUT: out,
      LOG_EVERY: '5',
    };
    // A one-minute limit, and the warning signal 20 s before it. Slurm checks limits every 30 s and sends the warning
    // at the first check that sees the time left under warning + 30 s: here 10–40 s after the start. (The script's
    // 120 s would come at the first check of a one-minute job, possibly before the command has started.)
    const first = submit({ ...vars, SBATCH_ARGS: '--time=1 --signal=B:TERM@20' });
    // The reference run, in this process while the shard plays.
    const single = runTournament({
      game: 'coins',
      bots: ['random'],
      games: LONG_GAMES,
      seed: 'time',
      workers: 0,
    });
    await waitFor(first.merge, ['CANCELLED'], out, 240_000);
    const log = readFileSync(join(out, `slurm-${first.array}_0.out`), 'utf8');
    expect(log).toMatch(/Stopped by SIGTERM: [\d,]+ games played \(games 0–\d+\)/);
    const stopped = json(join(out, 'part-0.json'));
    const [[a, b]] = stopped.ranges;
    expect(a).toBe(0);
    expect(b).toBeGreaterThan(0);
    expect(b).toBeLessThan(LONG_GAMES);
    expect(await recordIndices(join(out, 'games-0.jsonl.gz'))).toEqual(range(0, b));

    const rerun = submit({ ...vars, ONLY: '0' });
    await waitFor(rerun.merge, ['COMPLETED'], out);
    expect(readFileSync(join(out, `slurm-${rerun.array}_0.out`), 'utf8')).toContain(
      `Resuming shard 0/1 after game ${b - 1}`,
    );
    expect(await recordIndices(join(out, 'games-0.jsonl.gz'))).toEqual(range(0, LONG_GAMES));
    expect(readFileSync(join(out, 'results.json'), 'utf8')).toBe(
      `${JSON.stringify((await single).results, null, 2)}\n`,
    );
  });

  it('refuses a relative OUT: submit.sh one it cannot write, the batch script any (with a message in its log)', async () => {
    const blocker = join(dir, 'not-a-directory');
    writeFileSync(blocker, '');
    const r = spawnSync(join(root, 'examples/slurm/submit.sh'), [], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...env, GAME: 'coins', BOTS: 'random', GAMES: '6', OUT: 'not-a-directory/run' },
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`cannot write to OUT=${join(dir, 'not-a-directory/run')}`);
    expect(r.stdout).toBe('');

    const logDir = join(dir, 'by-hand');
    mkdirSync(logDir);
    const job = spawnSync(
      'sbatch',
      ['--parsable', '--array=0', `--chdir=${logDir}`, join(root, 'examples/slurm/tournament.sbatch')],
      {
        encoding: 'utf8',
        env: { ...env, CARDRULES, GAME: 'coins', BOTS: 'random', GAMES: '6', SHARDS: '1', OUT: 'run' },
      },
    );
    expect(job.status, job.stderr).toBe(0);
    const id = job.stdout.trim().split(';')[0]!;
    await waitFor(id, ['FAILED'], logDir);
    expect(readFileSync(join(logDir, `slurm-${id}_0.out`), 'utf8')).toContain(
      'tournament.sbatch: OUT must be an absolute path',
    );
    expect(readdirSync(logDir)).toEqual([`slurm-${id}_0.out`]);
  });
});

function readIfThere(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
