/**
 * `cardrules demo`: its verdicts follow the intervals, its closing sentences say what the table shows, and a short
 * run prints progress, the table, the line that explains its columns, and the sentences.
 */
import { describe, expect, it } from 'vitest';
import { botWords } from '../../src/cli/bots.js';
import { conclusions, type DemoRow, verdictOf } from '../../src/cli/demo.js';
import { getGame } from '../../src/registry.js';
import { wilson } from '../../src/sim/index.js';
import { run } from './helpers.js';

describe('verdictOf', () => {
  it('beat when the whole interval is above the even share, lost when below, level otherwise', () => {
    // 20 wins of 30 seats: Wilson's 95% interval is about [0.49, 0.81], above 1/3.
    expect(verdictOf(wilson(20, 30), 1 / 3)).toBe('beat');
    // 3 of 30: about [0.03, 0.26], below 1/3.
    expect(verdictOf(wilson(3, 30), 1 / 3)).toBe('lost');
    // 12 of 30: about [0.25, 0.58], holds 1/3.
    expect(verdictOf(wilson(12, 30), 1 / 3)).toBe('level');
  });
});

describe('conclusions', () => {
  const row = (game: string, bot: string, field: string, verdict: DemoRow['verdict']): DemoRow => ({
    game: getGame(game)!,
    seats: 3,
    matches: 60,
    bot: { bot, seatGames: 60, winRate: wilson(30, 60), winShare: 0.5, meanScore: wilson(1, 2) },
    field: { bot: field, seatGames: 120, winRate: wilson(30, 120), winShare: 0.25, meanScore: wilson(1, 2) },
    even: 1 / 3,
    moves: 100,
    verdict,
  });

  it('one sentence per pairing, in words, naming the games of each verdict', () => {
    const rows = [
      row('linko', 'heuristic', 'random', 'beat'),
      row('coins', 'heuristic', 'random', 'beat'),
      row('linko', 'ismcts:30', 'heuristic', 'level'),
      row('coins', 'ismcts:30', 'heuristic', 'beat'),
      row('bigfish', 'ismcts:30', 'heuristic', 'lost'),
    ];
    expect(conclusions(rows)).toEqual([
      'The heuristic beat random play in every game.',
      'ISMCTS (30 iterations a decision) beat the heuristic in Coins, lost to it in Big Fish and could not be told apart from it in Linko.',
      '("Could not be told apart": the 95% interval of its win rate holds the even share; more matches, --games 300, would tell.)',
    ]);
  });

  it('bot specs in words', () => {
    expect(botWords('random')).toBe('random play');
    expect(botWords('ismcts')).toBe('ISMCTS (200 iterations a decision)');
    expect(botWords('ismcts:30:playout=60')).toBe(
      'ISMCTS (30 iterations a decision, playouts cut at 60 moves)',
    );
  });
});

describe('cardrules demo', () => {
  it('tells its story: what it plays, progress per game, the table, its columns in a line, what it shows', () => {
    const r = run(['demo', '--games', '3', '--workers', '0', '--bots', 'heuristic,random']);
    expect(r.code).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('cardrules demo: does each bot beat a table of the next one down, in every game?');
    expect(lines[1]).toBe('  the heuristic (heuristic) against random play (random)');
    for (const name of ['Linko', 'Coins', 'The Great Dalmuti', 'Big Fish']) {
      expect(r.out).toMatch(
        new RegExp(`^${name} +heuristic vs random +\\d+% of \\d+ matches won \\(even share \\d+%`, 'm'),
      );
      expect(r.out).toMatch(
        new RegExp(`^${name} +heuristic vs random +\\d+ +\\d+% \\[\\d+, \\d+\\] +\\d+%`, 'm'),
      );
    }
    expect(r.out).toMatch(/^game +bot vs table +matches +won \[95% CI\] +even +score: bot \/ table +moves$/m);
    expect(r.out).toMatch(/^won: the share of matches the bot won .* · even: .* · score: .*$/m);
    expect(r.out).toMatch(/^The heuristic (beat|lost to|could not be told apart from) .*\.$/m);
    expect(r.out).not.toMatch(/parity/);
  });
});
