/**
 * Named levels on the command line, run as a user runs them: `play` seats them by name, `sim` plays them, `--help`
 * lists them with the specs they name, and a level the package does not have is said in words.
 */
import { describe, expect, it } from 'vitest';
import { LEVEL_NAMES, LEVELS } from '../../src/bots/index.js';
import { run } from './helpers.js';

describe('levels on the command line', () => {
  it('play coins --bots hard,easy seats the levels', () => {
    const r = run(['play', 'coins', '--bots', 'hard,easy', '--seed', '3']);
    expect(r.err).not.toMatch(/no bot/);
    expect(r.out).toMatch(/seat 1 \(hard\) · seat 2 \(easy\)/);
  });

  it('sim plays levels, and --help lists each with its spec', () => {
    const r = run([
      'sim',
      'coins',
      '--bots',
      'medium,easy',
      '--games',
      '3',
      '--workers',
      '1',
      '--no-progress',
    ]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/│ coins │ medium │ 3 /);
    const help = run(['--help']);
    for (const level of LEVEL_NAMES) expect(help.out).toContain(`${level} = ${LEVELS[level]}`);
    const bad = run(['play', 'coins', '--bots', 'nightmare']);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/there is no bot 'nightmare'.*easy, medium, hard, expert/);
  });
});
