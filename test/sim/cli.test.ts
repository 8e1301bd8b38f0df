/**
 * `cardrules sim` and `cardrules merge` from the outside: shards that merge to one run, merge refusing gaps and
 * overlaps by name, the lines that say where files went, errors in the user's words with the command's usage, a
 * closed pipe, and Ctrl-C (cursor restored, files whole).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readRecords } from '../../src/sim/index.js';
import { Terminal } from '../cli/helpers.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const main = join(root, 'src/cli/main.ts');
const dir = mkdtempSync(join(tmpdir(), 'cardrules-sim-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cardrules(args: readonly string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const at = (name: string) => join(dir, name);
const common = [
  'sim',
  'coins',
  '--bots',
  'heuristic,random',
  '--seed',
  'cli',
  '--workers',
  '0',
  '--no-progress',
];

describe('cardrules sim --shard and cardrules merge', () => {
  it('three shards merge to the results of one run; each run says where its files went', () => {
    const whole = cardrules([
      ...common,
      '--games',
      '30',
      '--results',
      at('whole.json'),
      '--out',
      at('whole.jsonl'),
    ]);
    expect(whole.code).toBe(0);
    expect(whole.out).toContain(`wrote results: ${at('whole.json')} (games 0–29)`);
    for (const k of [0, 1, 2]) {
      const r = cardrules([
        ...common,
        '--games',
        '30',
        '--shard',
        `${k}/3`,
        '--results',
        at(`part-${k}.json`),
        '--out',
        at(`games-${k}.jsonl`),
      ]);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toContain(`wrote results: ${at(`part-${k}.json`)} (games ${10 * k}–${10 * k + 9})`);
      expect(r.out).toMatch(
        new RegExp(
          `wrote records: ${at(`games-${k}.jsonl`)} \\(10 games, [0-9.]+ kB; \\d+ bytes per game\\)`,
        ),
      );
    }
    const merged = cardrules([
      'merge',
      at('part-2.json'),
      at('part-0.json'),
      at('part-1.json'),
      '--out',
      at('merged.json'),
    ]);
    expect(merged.code, merged.err).toBe(0);
    expect(merged.out).toMatch(/^30 games of coins from 3 file\(s\): games 0–29/);
    expect(merged.out).toContain(`wrote results: ${at('merged.json')}`);
    expect(JSON.parse(readFileSync(at('merged.json'), 'utf8'))).toEqual(
      JSON.parse(readFileSync(at('whole.json'), 'utf8')),
    );
    expect(readFileSync(at('merged.json'), 'utf8')).toBe(readFileSync(at('whole.json'), 'utf8'));
    // The records files join, in game order whatever the order given, into the file of the single run.
    const records = cardrules([
      'merge',
      at('games-2.jsonl'),
      at('games-0.jsonl'),
      at('games-1.jsonl'),
      '--out',
      at('merged.jsonl'),
    ]);
    expect(records.code, records.err).toBe(0);
    expect(records.out).toContain(`wrote records: ${at('merged.jsonl')} (30 games`);
    expect(readFileSync(at('merged.jsonl'), 'utf8')).toBe(readFileSync(at('whole.jsonl'), 'utf8'));
  });

  it('merge refuses records files with a gap or of mixed kinds, leaving nothing, without usage', () => {
    const gap = cardrules(['merge', at('games-0.jsonl'), at('games-2.jsonl'), '--out', at('gap.jsonl')]);
    expect(gap.code).toBe(1);
    expect(gap.err).toBe(
      `cardrules merge: games 10–19 are in no records file (between ${at('games-0.jsonl')} and ${at('games-2.jsonl')})\n`,
    );
    expect(existsSync(at('gap.jsonl'))).toBe(false);
    expect(existsSync(at('gap.jsonl.partial'))).toBe(false);
    const mixed = cardrules(['merge', at('games-0.jsonl'), at('part-1.json'), '--out', at('mixed.jsonl')]);
    expect(mixed.code).toBe(1);
    expect(mixed.err).toContain(`${at('part-1.json')} is not a records file`);
    expect(mixed.err).not.toContain('Usage:');
  });

  it('merge refuses a missing shard and overlapping files, naming the shards, without its usage', () => {
    const gap = cardrules(['merge', at('part-0.json'), at('part-2.json')]);
    expect(gap.code).toBe(1);
    expect(gap.err).toMatch(/^cardrules merge: some games of the tournament \(games 0–29\) are missing/);
    expect(gap.err).toContain('shard 1/3 (games 10–19) is in no file');
    // A mistake in the data, not on the command line: no usage.
    expect(gap.err).not.toContain('Usage:');
    expect(gap.err).not.toMatch(/\n\s+at /);
    const overlap = cardrules(['merge', at('part-0.json'), at('whole.json')]);
    expect(overlap.err).toContain('games 0–9 are in both shard 0/3 (part-0.json) and whole.json');
    expect(overlap.err).not.toContain('Usage:');
    const missing = cardrules(['merge', at('nope.json')]);
    expect(missing.err).toContain('nope.json: no such file');
  });

  it('speaks the user’s words for mistakes, with the usage of sim', () => {
    const cases: [string[], RegExp, number][] = [
      [
        ['sim', 'coins', '--bots', 'smart', '--games', '3', '--workers', '0'],
        /^cardrules sim: there is no bot 'smart'/,
        2,
      ],
      [
        [...common, '--shard', '3/3'],
        /^cardrules sim: shard 3\/3 does not exist: shards are counted from 0, so K in K\/3 is 0–2/,
        2,
      ],
      [
        [...common, '--shard', 'half'],
        /^cardrules sim: a shard is written K\/N \(part K of N, K from 0\), not 'half'/,
        2,
      ],
      [
        [...common, '--games', 'many'],
        /^cardrules sim: --games takes a whole number from 0 up, not 'many'/,
        2,
      ],
      [[...common, '--bots', 'random,random,random,random'], /^cardrules sim: 4 bots for 3 seats/, 2],
      [['sim', 'chess', '--bots', 'random'], /^cardrules sim: there is no game 'chess'/, 2],
    ];
    for (const [args, message, code] of cases) {
      const r = cardrules(args);
      expect(r.code, args.join(' ')).toBe(code);
      expect(r.err, args.join(' ')).toMatch(message);
      expect(r.err, args.join(' ')).toContain('Usage: cardrules sim [options] <game>');
      expect(r.err, args.join(' ')).not.toMatch(/botFromSpec|runTournament|SimError|\n\s+at /);
    }
  });

  it('ends quietly when its reader goes away (| head -1, | true)', () => {
    const sim = `"${process.execPath}" --import tsx "${main}" sim coins --bots random --games 60 --workers 0`;
    // `true` has exited long before the tournament prints: every write meets a closed pipe.
    for (const pipe of [`${sim} | head -1`, `${sim} --json | head -1`, `${sim} | true`]) {
      const r = spawnSync('bash', ['-c', `${pipe}; echo "status \${PIPESTATUS[0]}" >&2`], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(r.stderr, pipe).not.toMatch(/EPIPE|Error/);
      expect(r.stderr, pipe).toMatch(/status 0/);
      if (pipe.endsWith('head -1')) expect(r.stdout.split('\n')).toHaveLength(2);
    }
  });

  it('Ctrl-C stops it with whole files of the games played, and says which are missing', async () => {
    const records = at('stopped.jsonl');
    const child: ChildProcess = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        main,
        'sim',
        'coins',
        '--bots',
        'random',
        '--games',
        '2000000',
        '--workers',
        '0',
        '--out',
        records,
        '--results',
        at('stopped.json'),
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stderr!.on('data', (d) => {
      err += String(d);
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const start = Date.now();
    while (!(existsSync(`${records}.partial`) && statSync(`${records}.partial`).size > 5000)) {
      if (Date.now() - start > 300_000) throw new Error(`no records written in 300 s: ${err}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(err).toMatch(
      /Stopped by Ctrl-C: [\d,]+ games played \(games 0–\d+\); the files written are whole/,
    );
    expect(err).toMatch(/Missing: games \d+–1999999\./);
    expect(existsSync(`${records}.partial`)).toBe(false);
    const results = JSON.parse(readFileSync(at('stopped.json'), 'utf8'));
    const { games } = await readRecords(records);
    let n = 0;
    for await (const g of games) expect(g.index).toBe(n++);
    expect(n).toBe(results.games);
    expect(results.ranges).toEqual([[0, n]]);
  });

  it('SIGTERM stops it like Ctrl-C; --resume plays the rest, to the files of an uninterrupted run', async () => {
    const args = ['sim', 'coins', '--bots', 'random', '--games', '6000', '--seed', 'term', '--workers', '0'];
    const files = ['--out', at('term.jsonl'), '--results', at('term.json')];
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main, ...args, ...files], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (d) => {
      err += String(d);
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const start = Date.now();
    while (!(existsSync(at('term.jsonl.partial')) && statSync(at('term.jsonl.partial')).size > 5000)) {
      if (Date.now() - start > 300_000) throw new Error(`no records written in 300 s: ${err}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(143);
    expect(err).toMatch(
      /Stopped by SIGTERM: [\d,]+ games played \(games 0–\d+\); the files written are whole/,
    );
    expect(err).toContain('The same command with --resume plays the rest.');
    const stopped = JSON.parse(readFileSync(at('term.json'), 'utf8'));
    const n = stopped.ranges[0][1];
    expect(n).toBeLessThan(6000);
    expect(readFileSync(at('term.jsonl'), 'utf8').trim().split('\n')).toHaveLength(n + 1);

    const resumed = cardrules([...args, ...files, '--resume', '--no-progress']);
    expect(resumed.code, resumed.err).toBe(0);
    expect(resumed.err).toContain(
      `Resuming tournament after game ${n - 1} (games 0–${n - 1} in ${at('term.json')})`,
    );
    const again = cardrules([...args, '--out', at('term-whole.jsonl'), '--results', at('term-whole.json')]);
    expect(again.code).toBe(0);
    expect(readFileSync(at('term.json'), 'utf8')).toBe(readFileSync(at('term-whole.json'), 'utf8'));
    expect(readFileSync(at('term.jsonl'), 'utf8')).toBe(readFileSync(at('term-whole.jsonl'), 'utf8'));
    // Complete: nothing more to play.
    const done = cardrules([...args, ...files, '--resume']);
    expect(done.out).toContain(`tournament is complete already (games 0–5999 in ${at('term.json')})`);
  });

  it('--resume refuses the results of another tournament or shard and changes nothing', () => {
    const before = readFileSync(at('part-1.json'), 'utf8');
    const other = cardrules([
      ...common,
      '--games',
      '30',
      '--shard',
      '2/3',
      '--resume',
      '--results',
      at('part-1.json'),
    ]);
    expect(other.code).toBe(1);
    expect(other.err).toBe(
      'cardrules sim: cannot resume: the earlier results are of shard 1/3, not of shard 2/3\n',
    );
    const seed = cardrules([
      ...common,
      '--seed',
      'x',
      '--games',
      '30',
      '--shard',
      '1/3',
      '--resume',
      '--results',
      at('part-1.json'),
    ]);
    expect(seed.err).toContain(
      'cannot resume: the earlier results are of another tournament (their seed is "cli", not "x")',
    );
    expect(readFileSync(at('part-1.json'), 'utf8')).toBe(before);
    const none = cardrules([...common, '--games', '3', '--resume']);
    expect(none.code).toBe(2);
    expect(none.err).toContain('--resume needs --results');
  });

  it('labels keep bots of one spec apart, and the paired comparisons are printed', () => {
    const r = cardrules([...common, '--bots', 'random@a,random@b,heuristic', '--games', '9', '--json']);
    expect(r.code, r.err).toBe(0);
    const { summary } = JSON.parse(r.out);
    expect(summary.bots.map((b: { bot: string }) => b.bot)).toEqual(['random@a', 'random@b', 'heuristic']);
    expect(summary.pairs.map((p: { a: string; b: string }) => `${p.a}|${p.b}`)).toEqual([
      'random@a|random@b',
      'random@a|heuristic',
      'random@b|heuristic',
    ]);
    const table = cardrules([...common, '--bots', 'random@a,random@b,heuristic', '--games', '9']);
    expect(table.out).toMatch(/random@a − heuristic over 3 deals: score [+-]\d+\.\d\d \(95% /);
    const bad = cardrules([...common, '--bots', 'smart@1', '--games', '3']);
    expect(bad.err).toMatch(/^cardrules sim: there is no bot 'smart'/);
  });

  it('Ctrl-C on a terminal shows the cursor again (the progress bar hid it)', async () => {
    const t = new Terminal(
      `"${process.execPath}" --import tsx "${main}" sim coins --bots random --games 5000000 --workers 0`,
      120,
      20,
    );
    try {
      await t.waitFor((s) => /games \|/.test(s), 'a progress bar');
      t.key('C-c');
      const screen = await t.waitFor((s) => /\[exit \d+\]/.test(s), 'the end');
      expect(screen).toMatch(/\[exit 130\]/);
      expect(screen).toMatch(/Stopped by Ctrl-C/);
      // The bytes the program wrote tell: the last "hide cursor" is followed by a "show cursor".
      const bytes = t.colours();
      const hidden = bytes.lastIndexOf('\x1b[?25l');
      expect(hidden).toBeGreaterThanOrEqual(0);
      expect(bytes.indexOf('\x1b[?25h', hidden)).toBeGreaterThan(hidden);
      expect(t.cursorVisible()).toBe(true);
    } finally {
      t.close();
    }
  });
});
