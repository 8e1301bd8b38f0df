/**
 * A game written outside the package, named by a module reference (`path/to/module.js#exportName`), in every command
 * that takes a game: `play` with piped answers, `replay --module` of its record, `sim` in one thread and over worker
 * threads (which load the module themselves, and whose records file names it so that `replay` finds it), and
 * `engine --game`. The game is the
 * High Card test game, loaded from its TypeScript source (the command runs from its sources under tsx here).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseModuleRef } from '../../src/cli/game-arg.js';
import { root, run, scratch } from './helpers.js';

const MODULE = 'test/fixtures/high-card.ts';
const REF = `${MODULE}#highCard`;
const url = pathToFileURL(join(root, MODULE)).href;

describe('parseModuleRef', () => {
  it('resolves a path from the working folder to a file URL and keeps the export name', () => {
    expect(parseModuleRef('./dist/index.js#crazyEights', '/work/game')).toEqual({
      module: 'file:///work/game/dist/index.js',
      export: 'crazyEights',
    });
    expect(parseModuleRef('file:///a/b.js#g', '/x')).toEqual({ module: 'file:///a/b.js', export: 'g' });
    expect(parseModuleRef('lib/game.mjs', '/x')).toEqual({ module: 'file:///x/lib/game.mjs', export: null });
    expect(() => parseModuleRef('lib/game.js#', '/x')).toThrow(/not a module reference/);
  });
});

describe('cardrules play <module#export>', () => {
  it('plays a whole match with piped answers', () => {
    // Two seats, three cards each: three answers play the match to its end.
    const r = run(['play', REF, '--seats', '2', '--seed', '3', '--bots', 'random'], '1\n1\n1\n');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^High Card · 2 seats · seed 3$/m);
    expect(r.out.match(/^Your move \(1(–\d)?, \? for help\) › 1$/gm)).toHaveLength(3);
    // Two seats play three cards each: six moves.
    expect(r.out).toMatch(/^── Match over after 6 moves ─+$/m);
  });

  it('finds the only game of a module when no export is named', () => {
    const r = run(['play', MODULE, '--seats', '2', '--seed', '3', '--bots', 'random'], 'q\n');
    expect(r.out).toMatch(/^High Card · 2 seats · seed 3$/m);
  });

  it('says what is wrong with a module that is missing or exports no such game', () => {
    const missing = run(['play', 'no/such/module.js#game']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot load the game module/);
    const wrong = run(['play', `${MODULE}#nothing`]);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/exports no game named 'nothing'/);
  });
});

describe('cardrules replay --module <module#export>', () => {
  const tmp = scratch('cardrules-game-module-');
  afterAll(() => tmp.done());

  it('replays a record of cardrules play --out, given the module of its game', () => {
    const record = join(tmp.dir, 'match.json');
    const played = run(
      ['play', REF, '--seats', '2', '--seed', '3', '--bots', 'random', '--out', record],
      '1\n1\n1\n',
    );
    expect(played.code, played.err).toBe(0);
    const unknown = run(['replay', record]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/its game: "highcard"\); for a game of your own, add --module/);
    const replayed = run(['replay', record, '--module', REF]);
    expect(replayed.code, replayed.err).toBe(0);
    expect(replayed.out).toMatch(/^Match over after 6 moves\./m);
  });
});

describe('cardrules sim <module#export>', () => {
  const tmp = scratch('cardrules-game-module-');
  afterAll(() => tmp.done());
  // 60 games in chunks of 20: three chunks, enough for a pool of two worker threads.
  const sim = (workers: number, out?: string) =>
    run([
      'sim',
      REF,
      '--bots',
      'random,heuristic',
      '--seats',
      '2',
      '--games',
      '60',
      '--seed',
      'g',
      '--workers',
      String(workers),
      '--no-progress',
      ...(out ? ['--out', out] : []),
    ]);

  it('worker threads load the module themselves and play the same seeded games as one thread', () => {
    const records = join(tmp.dir, 'records.jsonl');
    const pooled = sim(2, records);
    const single = sim(0);
    expect(pooled.code, pooled.err).toBe(0);
    const [firstLine, ...table] = pooled.out.split('\n');
    expect(firstLine).toMatch(/^60 games of highcard, 2 seats, seed 'g', on 2 worker threads, /);
    expect(single.out.split('\n')[0]).toMatch(/^60 games of highcard, 2 seats, seed 'g', in one thread, /);
    // The same seeded games: the same table (the records line names the file only in the pooled run).
    expect(table.filter((l) => !l.startsWith('wrote records'))).toEqual(single.out.split('\n').slice(1));
    // The records file names the module, so that `replay` can load the game again.
    const header = JSON.parse(readFileSync(records, 'utf8').split('\n')[0]!) as { source: unknown };
    expect(header.source).toEqual({ module: url, export: 'highCard' });
    const replayed = run(['replay', records, '--game', '3']);
    expect(replayed.code, replayed.err).toBe(0);
    expect(replayed.out).toMatch(/seat \d played \d/);
  });
});

describe('cardrules engine --game <module#export>', () => {
  it('serves the game next to the registry over the protocol', () => {
    const lines = [
      { id: 1, cmd: 'hello' },
      { id: 2, cmd: 'start', game: 'highcard', seats: 2, seed: 1 },
      { id: 3, cmd: 'legal', match: 1 },
      { id: 4, cmd: 'apply', match: 1, text: '5' },
      { id: 5, cmd: 'quit' },
    ];
    const r = run(['engine', '--game', REF], `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    expect(r.code, r.err).toBe(0);
    const replies = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(replies.map((x) => [x.id, x.ok])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, true],
      [5, true],
    ]);
    const ids = (replies[0]!.games as { id: string }[]).map((g) => g.id);
    expect(ids).toContain('highcard');
    expect(ids).toContain('coins');
    // Seed 1 deals seat 0 a 5 and a 9 (its legal moves), and the engine plays what the text names.
    expect(replies[2]!.legalTexts).toEqual(['5', '9']);
    expect(replies[3]!.toAct).toBe(1);
  });

  it('refuses a module that is not there, before serving anything', () => {
    const r = run(['engine', '--game', 'no/such/module.js#game'], '{"id":1,"cmd":"hello"}\n');
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/cannot load the game module/);
  });
});
