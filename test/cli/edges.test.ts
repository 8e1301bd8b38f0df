/**
 * The command line's edges, run as a user runs them: the version, help that lists the bots, mistakes said in the
 * user's words with the command's own usage, options the game refuses explained, one numbering of moves (replay's
 * errors included), records files of `sim`, and a closed pipe.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/index.js';
import { createRecord } from '../../src/core/record.js';
import { games, getGame } from '../../src/registry.js';
import { root, run, scratch, shell } from './helpers.js';

const files = scratch('cardrules-edges-');
afterAll(() => files.done());

describe('cardrules, the program', () => {
  it('--version prints the version of the command line package', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'packages/cli/package.json'), 'utf8'));
    for (const flag of ['--version', '-V']) {
      const r = run([flag]);
      expect(r.code).toBe(0);
      expect(r.out.trim()).toBe(version);
    }
  });

  it('--help lists the commands and the bots with their parameters', () => {
    const r = run(['--help']);
    expect(r.code).toBe(0);
    for (const command of ['demo', 'play', 'replay', 'sim', 'merge'])
      expect(r.out).toMatch(new RegExp(`^ {2}${command} `, 'm'));
    expect(r.out).toMatch(/^ {2}random {2,}/m);
    expect(r.out).toMatch(/^ {2}heuristic {2,}/m);
    expect(r.out).toMatch(/^ {2}ismcts:N {2,}.*N iterations a decision/m);
    const play = run(['play', '--help']);
    expect(play.out).toMatch(/ismcts:N/);
    expect(play.out).toMatch(/--option <key=value>/);
  });

  it('a mistake on the command line is said in words, with the usage of the command it was made in', () => {
    const cases: [string[], RegExp][] = [
      [
        ['play', 'chess'],
        new RegExp(
          `^cardrules play: there is no game 'chess'\\. The games are: ${Object.keys(games).join(', ')}\\.`,
        ),
      ],
      [
        ['play', 'coins', '--bots', 'smart'],
        /^cardrules play: there is no bot 'smart'\. The bots are: random, heuristic, ismcts:N/,
      ],
      [
        ['play', 'coins', '--bots', 'ismcts:abc'],
        /^cardrules play: the bot 'ismcts:abc' has a parameter it does not take/,
      ],
      [
        ['play', 'coins', '--seats', 'two'],
        /^cardrules play: --seats takes a whole number from 1 up, not 'two'\./,
      ],
      [['play', 'coins', '--frobnicate'], /^cardrules play: unknown option '--frobnicate'/],
      [['play', 'coins', '--option', 'target'], /^cardrules play: --option takes key=value/],
      [
        ['play', 'dalmuti', '--option', 'hands=lots'],
        /^cardrules play: The Great Dalmuti's option hands takes a whole number from 1 to \d+, not 'lots'\./,
      ],
      [
        ['play', 'dalmuti', '--option', 'colour=blue'],
        /^cardrules play: The Great Dalmuti has no option 'colour'\. Its options: hands, /,
      ],
      [['replay'], /^cardrules replay: missing required argument 'file'/],
      [['demo', '--games', '0'], /^cardrules demo: --games takes a whole number from 1 up, not '0'\./],
      [['demo', '--bots', 'alphazero,random'], /^cardrules demo: there is no bot 'alphazero'/],
    ];
    for (const [args, message] of cases) {
      const r = run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(message);
      expect(r.err, args.join(' ')).toContain(`Usage: cardrules ${args[0]} [options]`);
      expect(r.err, args.join(' ')).not.toMatch(/botFromSpec|at .*\.ts:\d+|Error:/);
      expect(r.out).toBe('');
    }
  });

  it('options or seats the game refuses are explained with what to do', () => {
    const r = run(['play', 'dalmuti', '--seats', '9']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^cardrules play: The Great Dalmuti refuses this table:\n {2}--seats: .*allowLargeTables/,
    );
    expect(r.err).toMatch(/--option key=value; cardrules play dalmuti --list-options lists them/);
    const listed = run(['play', 'dalmuti', '--list-options']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/^ {2}allowLargeTables +true \| false \(default false\)$/m);
    // With the option, the same table is dealt: its first question is asked, then the input ends.
    const ok = run(['play', 'dalmuti', '--seats', '9', '--option', 'allowLargeTables=true', '--seed', '1']);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/The Great Dalmuti · 9 seats · seed 1 · allow large tables yes/);
  });
});

describe('cardrules replay', () => {
  const coins: AnyGame = getGame('coins');
  let state = coins.setup({ seats: 3, seed: 11 });
  const moves: unknown[] = [];
  for (let i = 0; i < 5; i++) {
    const move = coins.legalMoves(state)[0];
    moves.push(move);
    state = coins.applyMove(state, move);
  }

  it('tells a record move by move, numbered from 1, in words', () => {
    const path = join(files.dir, 'five.json');
    writeFileSync(path, JSON.stringify(createRecord(coins, { seats: 3, seed: 11 }, moves), null, 2));
    const r = run(['replay', path]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Coins · 3 seats · seed 11\n/);
    const numbers = [...r.out.matchAll(/^ {3}(\d)\. seat \d played the /gm)].map((m) => Number(m[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    // Each move told once: the card played is not written again above the sentence that says it.
    expect(r.out.match(/played the /g)).toHaveLength(5);
    expect(r.out).not.toMatch(/[{}]/); // no JSON
    expect(r.out).toMatch(/The record ends after 5 moves, before the match is over\./);
  });

  it('an illegal move is named by its number from 1, as everywhere', () => {
    const bad = [...moves];
    bad[2] = moves[0]; // the card of move 1 is no longer in that hand (nor in the next player's)
    const path = join(files.dir, 'bad.json');
    writeFileSync(path, JSON.stringify(createRecord(coins, { seats: 3, seed: 11 }, bad)));
    const r = run(['replay', path]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^ {3}2\. /m);
    expect(r.out).not.toMatch(/^ {3}3\. /m);
    expect(r.out).toMatch(/Replay stopped: move 3 is illegal: /);
  });

  it('a file that is not a record, or missing, is said so', () => {
    writeFileSync(join(files.dir, 'not.json'), '{"hello": 1}');
    const r = run(['replay', join(files.dir, 'not.json')]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^cardrules replay: .*not\.json is not a record of a game cardrules knows/);
    const missing = run(['replay', join(files.dir, 'nothing-here.json')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^cardrules replay: there is no file .*nothing-here\.json\./);
  });

  it('replays one game of a records file of sim, with the bots of its seats', () => {
    const path = join(files.dir, 'games.jsonl');
    const sim = run([
      'sim',
      'coins',
      '--bots',
      'heuristic,random',
      '--games',
      '3',
      '--workers',
      '0',
      '--seed',
      'r',
      '--out',
      path,
    ]);
    expect(sim.code).toBe(0);
    const r = run(['replay', path, '--game', '2']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Coins · 3 seats · seed r:0\n/);
    expect(r.out).toMatch(
      /^seat 0 \((heuristic|random)\) · seat 1 \((heuristic|random)\) · seat 2 \((heuristic|random)\)$/m,
    );
    expect(r.out).toMatch(/^ {3}1\. seat \d played the /m);
    expect(r.out).toMatch(/Match over after \d+ moves\. Final scores: /);
    const none = run(['replay', path, '--game', '9']);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/holds 3 game\(s\), not 9\./);
  });

  it('ends quietly when its reader goes away (| head -1)', () => {
    const path = join(files.dir, 'long.jsonl');
    run(['sim', 'linko', '--bots', 'random', '--games', '1', '--workers', '0', '--out', path]);
    const r = shell(`node --import tsx src/cli/main.ts replay ${path} | head -1`);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toHaveLength(2);
  });
});

describe('cardrules play with piped input', () => {
  it('plays every line as an answer, echoes it, and stops cleanly when the input ends', () => {
    const out = join(files.dir, 'piped.json');
    const r = run(['play', 'coins', '--seed', '7', '--out', out], '1\nzzz\n1\n');
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out.match(/Your move \(1–\d+, \? for help\) › 1$/gm)).toHaveLength(2);
    expect(r.out).toMatch(/› zzz\n {2}✗ 'zzz' is not a move of Coins\./);
    expect(r.out).toMatch(
      /› \(the input ended\)\n\nStopped after \d+ moves \(the input ended\); the match was not finished\./,
    );
    expect(r.out).toContain(`is in ${out}: cardrules replay ${out} shows it move by move.`);
    const record = JSON.parse(readFileSync(out, 'utf8'));
    expect(record).toMatchObject({ game: 'coins', seats: 3, seed: '7' });
  });

  it('the events a seat may not see stay hidden: no other seat’s private move is printed', () => {
    // Dalmuti's taxes (the tribute and the gift are private to the two seats) and Linko's draws from the deck.
    for (const [id, answers] of [
      ['dalmuti', '1\n1\n1\n'],
      ['linko', '1\n1\n1\n1\n1\n1\n'],
    ] as const) {
      const out = join(files.dir, `${id}-seat2.json`);
      const r = run(['play', id, '--seed', '3', '--seat', '2', '--bots', 'heuristic', '--out', out], answers);
      expect(r.code).toBe(0);
      // Replay what was played, and take every event whose secret leaves seat 2 out.
      const game: AnyGame = getGame(id);
      const record = JSON.parse(readFileSync(out, 'utf8'));
      let state = game.setup({ ...record.options, seats: record.seats, seed: record.seed });
      let hidden = 0;
      for (const move of record.moves) {
        const step = game.applyMoveWithEvents(state, move);
        state = step.state;
        const redacted = game.eventsFor(step.events, 2);
        step.events.forEach((e: unknown, i: number) => {
          const full = game.describeEvent(e);
          const seen = game.describeEvent(redacted[i]);
          if (full === seen) return;
          hidden++;
          // Seat 2's player reads the sentences worded for seat 2 ("you"): never the full one.
          const fullForMe = game.describeEvent(e, { viewer: 2 });
          expect(r.out, `${id}: seat 2 must not read "${fullForMe}"`).not.toContain(fullForMe);
          expect(r.out).not.toContain(full);
          expect(r.out).toContain(game.describeEvent(redacted[i], { viewer: 2 }));
        });
      }
      expect(hidden, `${id}: the match played had private events`).toBeGreaterThan(0);
    }
  });
});
