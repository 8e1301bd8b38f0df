/**
 * The parts of `cardrules play` on their own: what an answer means, who sits where, a whole match with scripted
 * answers on a game of the contract, and what a seat is told of another seat's move.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answer, Answers } from '../../src/cli/answers.js';
import { moveLines, type Seating } from '../../src/cli/narrate.js';
import { play, seatPlayers, understand } from '../../src/cli/play.js';
import type { Style } from '../../src/cli/terminal.js';
import { redactEvents } from '../../src/core/events.js';
import { type AnyGame, defineGame, type SeatWords } from '../../src/core/index.js';
import { replay } from '../../src/core/record.js';
import { getGame } from '../../src/registry.js';
import { highCard, highCardDefinition } from '../fixtures/high-card.js';
import { scratch } from './helpers.js';

const id = (t: string) => t;
const plainStyle: Style = { bold: id, dim: id, green: id, yellow: id, red: id, cyan: id, magenta: id };

/** Answers from a list; then the input ends. */
function scripted(lines: readonly string[]): Answers & { asked: string[] } {
  const queue = [...lines];
  const asked: string[] = [];
  return {
    asked,
    async ask(message): Promise<Answer> {
      asked.push(message);
      const next = queue.shift();
      return next === undefined ? { kind: 'end' } : { kind: 'line', text: next };
    },
    close() {},
  };
}

describe('understand: what an answer means', () => {
  const coins: AnyGame = getGame('coins');
  const state = coins.setup({ seats: 3, seed: 7 });
  const me = coins.toAct(state)!;
  const legal = coins.legalMoves(state);

  it('a number picks from the list, from 1, listed by action number (for Coins: by card id)', () => {
    // Coins keeps a hand in the order of the deal; the list goes by card id: 1 is the lowest card, the last the highest.
    const hand = (state as unknown as { hands: number[][] }).hands[me]!;
    const moveOf = (id: number) => legal.find((m) => coins.encoding!.encodeMove(m) === id);
    expect(understand(coins, state, me, '1')).toEqual({ kind: 'move', move: moveOf(Math.min(...hand)) });
    expect(understand(coins, state, me, ` ${legal.length} `)).toEqual({
      kind: 'move',
      move: moveOf(Math.max(...hand)),
    });
    for (const bad of ['0', String(legal.length + 1)]) {
      const u = understand(coins, state, me, bad);
      expect(u.kind).toBe('error');
      expect(u.kind === 'error' && u.message).toMatch(
        new RegExp(`^There is no move ${bad} in the list\\. Type a number \\(1–${legal.length}\\)`),
      );
    }
  });

  it("a move as the list writes it, in any case, and a move the game's notation reads", () => {
    const text = coins.formatMove(legal[3]);
    expect(understand(coins, state, me, text.toUpperCase())).toEqual({ kind: 'move', move: legal[3] });
    const parsed = coins.parseMoveText(text);
    expect(parsed.ok).toBe(true);
  });

  it('a move that reads but breaks a rule is refused with the rule', () => {
    // A card of the deck that this seat does not hold: the notation reads it, the rules refuse it.
    const held = new Set(legal.map((m) => coins.formatMove(m)));
    const other = coins
      .legalMoves(coins.setup({ seats: 3, seed: 8 }))
      .map((m) => coins.formatMove(m))
      .find((t) => !held.has(t))!;
    const u = understand(coins, state, me, other);
    expect(u.kind).toBe('error');
    expect(u.kind === 'error' && u.message).toMatch(
      /^Not allowed: .+ \(rule [A-Z]+\d+[a-z]?\)\. Type a number/,
    );
  });

  it('JSON is checked by the rules; commands are words; nonsense and nothing are explained', () => {
    expect(understand(coins, state, me, JSON.stringify(legal[2]))).toEqual({ kind: 'move', move: legal[2] });
    expect(understand(coins, state, me, '{"type":"fly"}').kind).toBe('error');
    expect(understand(coins, state, me, '{oops').kind).toBe('error');
    for (const [typed, command] of [
      ['?', 'help'],
      ['Q', 'quit'],
      ['legend', 'legend'],
      ['t', 'table'],
      ['moves', 'moves'],
    ])
      expect(understand(coins, state, me, typed!)).toEqual({ kind: 'command', command });
    const u = understand(coins, state, me, 'fly to the moon');
    expect(u.kind === 'error' && u.message).toMatch(/^'fly to the moon' is not a move of Coins\./);
    expect(understand(coins, state, me, '  ').kind).toBe('error');
  });
});

describe('seatPlayers', () => {
  it('gives the listed bots to the other seats in order, the last one filling the rest', () => {
    expect(seatPlayers(4, 0, ['ismcts', 'random'])).toEqual(['you', 'ismcts', 'random', 'random']);
    expect(seatPlayers(4, 2, ['a', 'b', 'c'])).toEqual(['a', 'b', 'you', 'c']);
    expect(seatPlayers(3, 1, ['heuristic'])).toEqual(['heuristic', 'you', 'heuristic']);
  });
});

describe('play: a whole match with scripted answers', () => {
  it('plays High Card to the end, tells every move, prints the final scores and saves a record that replays', async () => {
    const files = scratch('cardrules-play-unit-');
    const out = join(files.dir, 'hc.json');
    const lines: string[] = [];
    const answers = scripted(['nonsense', 'l', '?', '1', '1', '1', '1']);
    const state = highCard.setup({ seats: 2, seed: '4', handSize: 4 });
    const result = await play(highCard, {
      seats: 2,
      seat: 0,
      bots: ['heuristic'],
      seed: '4',
      options: { handSize: 4 },
      state,
      out,
      answers,
      print: (l) => lines.push(l),
      style: plainStyle,
      width: 80,
    });
    const text = lines.join('\n');
    expect(result.ending).toBe('over');
    expect(result.moves).toHaveLength(8); // 4 cards each
    expect(answers.asked).toHaveLength(7); // one wrong answer, the legend and the help, then one move per trick
    expect(text).toMatch(/✗ 'nonsense' is not a move of High Card\./);
    expect(text).toMatch(/^Legend$/m);
    expect(text).toMatch(/^ {2}q, quit {6}stop the match \(the record so far is saved to .*hc\.json\)/m);
    // Every move is told once, in one numbering from 1 to 8.
    const numbers = [...text.matchAll(/^ {3}(\d)\. seat (\d)/gm)].map((m) => Number(m[1]));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(text).toMatch(/^ {3}\d\. seat 1 played \d$/m);
    expect(text).toMatch(/^── Match over after 8 moves/m);
    const [a, b] = highCard.score(result.state as ReturnType<typeof highCard.setup>);
    expect(text).toContain(`Final scores: you (seat 0) ${a} · seat 1 (heuristic) ${b}`);
    const record = JSON.parse(readFileSync(out, 'utf8'));
    const replayed = replay(highCard, record);
    expect(replayed.ok && highCard.isOver(replayed.value)).toBe(true);
    files.done();
  });

  it('stops when the input ends, says so, and saves what was played', async () => {
    const files = scratch('cardrules-play-unit-');
    const out = join(files.dir, 'partial.json');
    const lines: string[] = [];
    const result = await play(highCard, {
      seats: 3,
      seat: 1,
      bots: ['random'],
      seed: 'x',
      options: {},
      state: highCard.setup({ seats: 3, seed: 'x' }),
      out,
      answers: scripted(['1']),
      print: (l) => lines.push(l),
      style: plainStyle,
      width: 80,
    });
    expect(result.ending).toBe('end');
    expect(lines.join('\n')).toMatch(
      /Stopped after \d+ moves \(the input ended\); the match was not finished\./,
    );
    expect(existsSync(`${out}.partial`)).toBe(false);
    expect(JSON.parse(readFileSync(out, 'utf8')).moves).toEqual(result.moves);
    files.done();
  });
});

describe('moveLines: what a seat is told of a move', () => {
  // A game whose moves are private: seat s hides a number; the event shows it only to that seat.
  type Hide = { readonly type: 'hide'; readonly value: number };
  const secretive = defineGame({
    ...(highCardDefinition as unknown as Parameters<typeof defineGame>[0]),
    id: 'secretive',
    name: 'Secretive',
    formatMove: (m: unknown) => `hide ${(m as Hide).value}`,
    describeEvent: (e: unknown, w: SeatWords) => {
      const { value, seat } = e as { value: number | null; seat: number };
      return value === null ? `${w.seat(seat)} hid a card` : `${w.seat(seat)} hid the ${value}`;
    },
  }) as AnyGame;
  const seating: Seating = { me: 0, players: ['you', 'random'], style: plainStyle };
  const events = [{ type: 'hidden', seat: 1, value: 7, secret: { seats: [1], fields: ['value'] } }];

  it("another seat's move is told only through the events this seat may see", () => {
    expect(redactEvents(events, 0)[0]).toMatchObject({ value: null });
    const lines = moveLines(secretive, 3, 1, { type: 'hide', value: 7 }, events, 0, seating);
    expect(lines).toEqual(['   3. seat 1 hid a card']);
    expect(lines.join('\n')).not.toContain('7');
  });

  it('the seat that moved reads it in full; the reader of a whole record reads every event, the move told once', () => {
    expect(moveLines(secretive, 3, 1, { type: 'hide', value: 7 }, events, 1, { ...seating, me: 1 })).toEqual([
      '   3. you hid the 7',
    ]);
    expect(
      moveLines(secretive, 3, 1, { type: 'hide', value: 7 }, events, null, { ...seating, me: null }),
    ).toEqual(['   3. seat 1 hid the 7']);
    // With no event to tell, the whole record's reader reads the move in notation.
    expect(
      moveLines(secretive, 3, 1, { type: 'hide', value: 7 }, [], null, { ...seating, me: null }),
    ).toEqual(['   3. seat 1 (random): hide 7']);
  });

  it('a move without events a seat may read is told as a move, never in detail', () => {
    expect(moveLines(secretive, 9, 1, { type: 'hide', value: 7 }, [], 0, seating)).toEqual([
      '   9. seat 1 (random) moved',
    ]);
  });
});
