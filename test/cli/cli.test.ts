import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const main = join(root, 'src/cli/main.ts');
const dir = mkdtempSync(join(tmpdir(), 'cardrules-cli-'));
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping terminal escapes
const plain = (s: string) => s.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');

function run(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: r.status, out: plain(r.stdout), err: plain(r.stderr) };
}

/** Drives an interactive session: waits for each prompt, then types the answer. */
class Session {
  private readonly child: ChildProcessWithoutNullStreams;
  output = '';
  private seen = 0;
  readonly done: Promise<number | null>;

  constructor(args: string[]) {
    this.child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1' },
    });
    this.child.stdout.on('data', (d) => {
      this.output += plain(String(d));
    });
    this.child.stderr.on('data', (d) => {
      this.output += plain(String(d));
    });
    this.done = new Promise((resolve) => this.child.on('close', resolve));
  }

  /** Waits until `text` appears after what was already consumed, and returns the new output. */
  async expect(text: string, ms = 20_000): Promise<string> {
    const start = Date.now();
    while (Date.now() - start < ms) {
      const at = this.output.indexOf(text, this.seen);
      if (at >= 0) {
        const chunk = this.output.slice(this.seen, at + text.length);
        this.seen = at + text.length;
        return chunk;
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(
      `timed out waiting for ${JSON.stringify(text)}; output:\n${this.output.slice(this.seen)}`,
    );
  }

  type(line: string): void {
    this.child.stdin.write(`${line}\n`);
  }
}

describe('cardrules sim / replay / merge', () => {
  it('plays a tournament, writes records and results, identical for 0 and 2 workers', () => {
    const out = join(dir, 'games.jsonl');
    const a = run([
      'sim',
      'coins',
      '--bots',
      'heuristic,random',
      '--games',
      '24',
      '--workers',
      '2',
      '--seed',
      's',
      '--json',
      '--out',
      out,
    ]);
    expect(a.err).toBe('');
    expect(a.code).toBe(0);
    const ra = JSON.parse(a.out);
    expect(ra.results.games).toBe(24);
    expect(ra.summary.bots.map((b: { bot: string }) => b.bot)).toEqual(['heuristic', 'random']);
    expect(readFileSync(out, 'utf8').trim().split('\n')).toHaveLength(24);
    const b = run([
      'sim',
      'coins',
      '--bots',
      'heuristic,random',
      '--games',
      '24',
      '--workers',
      '0',
      '--seed',
      's',
      '--json',
    ]);
    expect(JSON.parse(b.out).results).toEqual(ra.results);
    const table = run(['sim', 'coins', '--bots', 'heuristic,random', '--games', '6', '--workers', '0']);
    expect(table.out).toMatch(/win rate \[95% CI\]/);
    expect(table.out).toMatch(/heuristic/);
  });

  it('replays a record move by move with its events', () => {
    const out = join(dir, 'one.jsonl');
    run(['sim', 'coins', '--bots', 'random', '--games', '1', '--workers', '0', '--out', out]);
    const line = JSON.parse(readFileSync(out, 'utf8').trim());
    writeFileSync(join(dir, 'record.json'), JSON.stringify(line.record));
    const r = run(['replay', join(dir, 'record.json')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Coins, 3 seats/);
    expect(r.out).toMatch(/\n {3}1\. /);
    expect(r.out).toMatch(/"type":/);
    expect(r.out).toMatch(/match over/);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ ...line.record, moves: [{ type: 'nope' }] }));
    const bad = run(['replay', join(dir, 'bad.json')]);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/replay failed: move 0 is illegal/);
  });

  it('merges results files of split ranges into the whole', () => {
    const common = ['sim', 'coins', '--bots', 'heuristic,random', '--seed', 'm', '--workers', '0'];
    run([...common, '--games', '10', '--results', join(dir, 'p1.json')]);
    run([...common, '--games', '6', '--first', '10', '--results', join(dir, 'p2.json')]);
    run([...common, '--games', '16', '--results', join(dir, 'all.json')]);
    const m = run(['merge', join(dir, 'p2.json'), join(dir, 'p1.json'), '--json']);
    expect(JSON.parse(m.out).results).toEqual(JSON.parse(readFileSync(join(dir, 'all.json'), 'utf8')));
  });

  it('reports bad arguments clearly', () => {
    const r = run(['sim', 'chess', '--bots', 'random']);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/unknown game 'chess'/);
    const b = run(['sim', 'coins', '--bots', 'alphazero', '--games', '1', '--workers', '0']);
    expect(b.code).toBe(1);
    expect(b.err).toMatch(/unknown bot 'alphazero'/);
  });
});

describe('cardrules demo', () => {
  it('prints a results table for every game', () => {
    const r = run(['demo', '--games', '3', '--workers', '0', '--bots', 'heuristic,random']);
    expect(r.code).toBe(0);
    for (const id of ['linko', 'coins', 'bigfish']) expect(r.out).toContain(`│ ${id}`);
  });
});

describe('cardrules play', () => {
  it('shows only the own view, lists legal moves and explains illegal input', async () => {
    const s = new Session(['play', 'coins', '--seed', '3', '--bots', 'random']);
    const first = await s.expect('Your move:');
    expect(first).toContain('Your view:');
    expect(first).toContain('1. ');
    expect(first).toContain('hand:');
    s.type('99');
    await s.expect('There is no move number 99');
    await s.expect('Your move:');
    s.type('zzz');
    await s.expect("'zzz' is not one of your legal moves");
    await s.expect('Your move:');
    s.type('{"type":"bogus"}');
    await s.expect('Illegal move (');
    await s.expect('Your move:');
    s.type('1');
    await s.expect('You play ');
    await s.expect('seat 1 (random) moved');
    await s.expect('Your move:');
    s.type('quit');
    await s.expect('Stopped.');
    expect(await s.done).toBe(0);
  });
});
