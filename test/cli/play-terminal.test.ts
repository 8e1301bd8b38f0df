/**
 * `cardrules play` as a person meets it: in a real pseudo-terminal (node-pty, drawn by @xterm/headless), typing at its prompt and reading the
 * screen. For every game, a whole match: an illegal answer first (explained, and the question asked again), a move
 * typed in the game's notation, then the first listed move at every decision; the bots' moves must be told, the
 * final scores printed, and the program must end with status 0. Ctrl-C must leave the terminal usable and the record
 * file whole.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replay } from '../../src/core/record.js';
import { games, getGame } from '../../src/registry.js';
import { count, root, scratch, Terminal } from './helpers.js';

const PROMPT = 'Your move (';
let terminal: Terminal | null = null;
afterEach(() => {
  terminal?.close();
  terminal = null;
});

/** The prompt is waiting for an answer: the last prompt on screen has none yet. */
function waiting(screen: string, answered: number): boolean {
  return count(screen, PROMPT) > answered;
}

/** The notation of move 1 as the list shows it (`1. 4 of Cups   2. …` → `4 of Cups`). */
function firstListed(screen: string): string {
  const lists = screen.split('Your moves (');
  const last = lists[lists.length - 1]!;
  const m = /(?:^|\s)1\. (.+?)(?: {2,}|\n|$)/.exec(last);
  if (!m) throw new Error(`no move 1 on screen:\n${last}`);
  return m[1]!.trim();
}

/** Options that make a game's match short enough to play through a terminal; a game not named plays its defaults. */
const SHORT: Readonly<Record<string, string>> = { coins: '--option target=6', linko: '--option games=1' };
/** A whole match of every game of the registry, at the command's default table. */
const MATCHES = Object.keys(games).map((game) => ({ game, args: `--seed 3 ${SHORT[game] ?? ''}`.trim() }));

describe('cardrules play in a terminal', () => {
  for (const m of MATCHES) {
    it(`${m.game}: a whole match against bots, an illegal answer, a move in notation, the bots told, the scores`, async () => {
      const files = scratch('cardrules-play-');
      const out = join(files.dir, 'record.json');
      const t = new Terminal(`node --import tsx src/cli/main.ts play ${m.game} ${m.args} --out ${out}`);
      terminal = t;
      let answered = 0;
      let screen = await t.waitFor((s) => waiting(s, answered) || s.includes('[exit'), 'the first prompt');
      // The table in the game's words: the seats' public numbers, then the player's own hand.
      expect(screen).toMatch(/The table, as your seat sees it \(you are seat 0\):/);
      expect(screen).toMatch(/Seat 1\b.*\d/);
      expect(screen).toMatch(/Your hand \(\d+ cards?/);
      expect(screen).toMatch(/Your moves \(\d+\):/);

      // An illegal answer: explained, and asked again.
      t.type('no such move');
      answered++;
      screen = await t.waitFor((s) => waiting(s, answered), 'the question again');
      expect(screen).toContain("✗ 'no such move' is not a move of");
      t.type('999');
      answered++;
      screen = await t.waitFor((s) => waiting(s, answered), 'the question again');
      expect(screen).toContain('✗ There is no move 999 in the list.');

      // A move in the game's notation, as the list writes it.
      const notation = firstListed(screen);
      t.type(notation);
      answered++;

      for (let decisions = 0; ; decisions++) {
        screen = await t.waitFor((s) => waiting(s, answered) || s.includes('[exit'), 'a prompt or the end');
        if (screen.includes('[exit')) break;
        expect(decisions, 'the match should end').toBeLessThan(400);
        t.type('1');
        answered++;
      }
      expect(screen, 'the notation was accepted').not.toMatch(
        new RegExp(`✗ '${notation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'`),
      );
      expect(screen).toMatch(/── Match over after \d+ moves/);
      expect(screen).toMatch(/Final scores: you \(seat 0\) -?\d+ · seat 1 \(heuristic\) -?\d+/);
      expect(screen).toMatch(/You win!|wins\.|shared win|share the win/i);
      expect(screen).toContain('[exit 0]');
      // The bots' moves are told, numbered in the one numbering of the match.
      expect(count(screen, /^ {0,3}\d+\. seat [1-9]/m)).toBeGreaterThan(3);
      // The record replays to a finished match.
      expect(screen).toContain(`is in ${out}`);
      const record = JSON.parse(readFileSync(out, 'utf8'));
      const replayed = replay(getGame(m.game)!, record);
      expect(replayed.ok && getGame(m.game)!.isOver(replayed.value)).toBe(true);
      // Colours on a terminal.
      expect(t.colours()).toContain('\x1b[');
      files.done();
    });
  }

  for (const game of Object.keys(games)) {
    it(`${game}: at 80 columns, the table, the moves told, the legend and the help break at spaces, never mid-word`, async () => {
      const t = new Terminal(`node --import tsx src/cli/main.ts play ${game} --seed 3`, 80, 30);
      terminal = t;
      let answered = 0;
      await t.waitFor((s) => waiting(s, answered), 'the first prompt');
      for (const answer of ['l', '?', '1', '1', '1', '1', '1', '1']) {
        t.type(answer);
        answered++;
        const screen = await t.waitFor((s) => waiting(s, answered) || s.includes('[exit'), 'a prompt');
        if (screen.includes('[exit')) break;
      }
      const screen = t.screen();
      // The screens the docs show: rewritten on purpose with CARDRULES_UPDATE_DOCS=1, like the play transcript.
      if (process.env.CARDRULES_UPDATE_DOCS === '1')
        writeFileSync(join(root, `docs/images/terminal-${game}.txt`), screen);
      expect(screen).toContain('Legend');
      expect(count(screen, /^ {0,3}\d+\. /m), 'moves were told').toBeGreaterThan(2);
      expect(t.brokenLines()).toEqual([]);
    });
  }

  it('Ctrl-C stops the match, keeps the record so far whole, and leaves the cursor visible', async () => {
    const files = scratch('cardrules-play-');
    const out = join(files.dir, 'partial.json');
    const t = new Terminal(`node --import tsx src/cli/main.ts play coins --seed 5 --out ${out}`);
    terminal = t;
    await t.waitFor((s) => waiting(s, 0), 'the first prompt');
    t.type('1');
    await t.waitFor((s) => waiting(s, 1), 'the second prompt');
    t.key('C-c');
    const screen = await t.waitFor((s) => s.includes('[exit'), 'the end');
    expect(screen).toMatch(/Stopped after \d+ moves? \(interrupted\)/);
    expect(screen).toContain('[exit 130]');
    expect(t.cursorVisible()).toBe(true);
    expect(existsSync(`${out}.partial`)).toBe(false);
    const record = JSON.parse(readFileSync(out, 'utf8'));
    expect(record.moves.length).toBeGreaterThan(0);
    expect(replay(getGame('coins')!, record).ok).toBe(true);
    files.done();
  });
});

describe('cardrules demo in a terminal', () => {
  it('draws progress bars, and Ctrl-C stops it with the cursor shown again', async () => {
    const t = new Terminal('node --import tsx src/cli/main.ts demo --games 400 --workers 0');
    terminal = t;
    await t.waitFor((s) => /\d+\/\d+ matches/.test(s), 'a progress bar');
    expect(t.cursorVisible(), 'a progress bar hides the cursor').toBe(false);
    t.key('C-c');
    const screen = await t.waitFor((s) => s.includes('[exit'), 'the end');
    expect(screen).toContain('Stopped.');
    expect(screen).toContain('[exit 130]');
    expect(t.cursorVisible()).toBe(true);
  });
});
