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
    const whole = cardrules([...common, '--games', '30', '--results', at('whole.json')]);
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
  });

  it('merge refuses a missing shard and overlapping files, naming them, with its usage', () => {
    const gap = cardrules(['merge', at('part-0.json'), at('part-2.json')]);
    expect(gap.code).not.toBe(0);
    expect(gap.err).toMatch(/^cardrules merge: some games of the tournament \(games 0–29\) are missing/);
    expect(gap.err).toContain('games 10–19 are in no part');
    expect(gap.err).toContain('Usage: cardrules merge [options] <files...>');
    expect(gap.err).not.toMatch(/\n\s+at /);
    const overlap = cardrules(['merge', at('part-0.json'), at('whole.json')]);
    expect(overlap.err).toContain('games 0–9 are in both part-0.json and whole.json');
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
      if (Date.now() - start > 30_000) throw new Error(`no records written in 30 s: ${err}`);
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

  const tmux = spawnSync('tmux', ['-V']).status === 0;
  it.skipIf(!tmux)('Ctrl-C on a terminal shows the cursor again (the progress bar hid it)', async () => {
    const socket = join(dir, 'tmux.sock');
    const raw = join(dir, 'terminal.raw');
    const t = (...args: string[]) => spawnSync('tmux', ['-S', socket, ...args], { encoding: 'utf8' });
    // The shell reports the program's exit status on the screen (tmux's own pane status is not reliable here).
    const command = `cd "${root}" && "${process.execPath}" --import tsx "${main}" sim coins --bots random --games 5000000 --workers 0; echo "exit status $?"; sleep 60`;
    expect(t('new-session', '-d', '-x', '120', '-y', '20', command).status).toBe(0);
    try {
      t('set-option', '-g', 'remain-on-exit', 'on');
      // Everything the program writes to its terminal, escape sequences included.
      t('pipe-pane', '-o', `cat > "${raw}"`);
      const screen = () => t('capture-pane', '-p').stdout;
      const start = Date.now();
      while (!/games \|/.test(screen())) {
        if (Date.now() - start > 30_000) throw new Error(`no progress bar in 30 s:\n${screen()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      t('send-keys', 'C-c');
      while (!/exit status \d+/.test(screen())) {
        if (Date.now() - start > 60_000) throw new Error(`not stopped:\n${screen()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(screen()).toMatch(/exit status 130/);
      expect(screen()).toMatch(/Stopped by Ctrl-C/);
      // The bytes the program wrote tell: the last "hide cursor" is followed by a "show cursor".
      const bytes = readFileSync(raw, 'latin1');
      const hidden = bytes.lastIndexOf('\x1b[?25l');
      expect(hidden).toBeGreaterThanOrEqual(0);
      expect(bytes.indexOf('\x1b[?25h', hidden)).toBeGreaterThan(hidden);
    } finally {
      t('kill-server');
    }
  });
});
