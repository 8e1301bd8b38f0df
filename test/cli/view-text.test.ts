/**
 * Views as text, for any game: the game's own description of the table laid out for a terminal (wrapped, the
 * player's lines in colour), and plain data on one line.
 */
import { describe, expect, it } from 'vitest';
import type { Style } from '../../src/cli/terminal.js';
import { inline, isEmpty, tableLines, words, wrapText } from '../../src/cli/view-text.js';

const id = (t: string) => t;
const style: Style = { bold: id, dim: id, green: id, yellow: id, red: id, cyan: id, magenta: id };

describe('words', () => {
  it('turns field names into words', () => {
    expect(words('handSizes')).toBe('hand sizes');
    expect(words('toAct')).toBe('to act');
    expect(words('gpTribute')).toBe('gp tribute');
    expect(words('deck_size')).toBe('deck size');
    expect(words('seat')).toBe('seat');
  });
});

describe('isEmpty', () => {
  it('null, false, 0, empty strings, lists and records, and lists of such, say nothing', () => {
    for (const v of [null, false, 0, '', [], {}, [0, 0, 0], [[0, 0], []], { a: null, b: [] }])
      expect(isEmpty(v)).toBe(true);
    for (const v of [1, true, 'x', [0, 1], { a: 2 }]) expect(isEmpty(v)).toBe(false);
  });
});

describe('inline', () => {
  it('writes lists with spaces, nested lists in brackets, records as words', () => {
    expect(inline(['Cu2', 'Co7'], style)).toBe('Cu2 Co7');
    expect(inline([[1, 2], [3]], style)).toBe('[1 2] [3]');
    expect(inline({ seat: 0, card: 'Cu2' }, style)).toBe('seat 0, card Cu2');
    expect(inline({ value: 7, extra: null, none: [] }, style)).toBe('value 7');
    expect(inline(true, style)).toBe('yes');
    expect(inline(null, style)).toBe('—');
  });
});

describe('wrapText', () => {
  it('cuts a long line at spaces, indents what follows, and loses no word', () => {
    const text = `Your hand: ${Array.from({ length: 30 }, (_, i) => `C${i}`).join(' ')}`;
    const lines = wrapText(text, 40);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    expect(lines[1]).toMatch(/^ {4}C\d+/);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(text);
  });

  it('keeps a short line whole and an indented line indented', () => {
    expect(wrapText('Seat 1: 3 coins', 40)).toEqual(['Seat 1: 3 coins']);
    expect(wrapText('  2 of Cups, 7 of Cups, Ace of Cups', 20)).toEqual([
      '  2 of Cups, 7 of',
      '      Cups, Ace of',
      '      Cups',
    ]);
  });
});

describe('tableLines', () => {
  const tag = (name: string) => (t: string) => `<${name}>${t}</${name}>`;
  const coloured: Style = { ...style, bold: tag('b'), green: tag('g'), magenta: tag('m') };
  // A view's lines as the game words them for seat 0's reader ({ viewer: 0 }).
  const lines = [
    'Seat 1 to play. On the table: 7 of Cups (seat 2).',
    'You: 3 coins, 14 cards in hand',
    'Seat 1: 0 coins, 13 cards in hand',
    'Last trick: 2 of Cups (you), 9 of Cups (seat 1); you won it.',
    'Your hand (2 cards):',
    '  3 of Cups, Ace of Coins',
  ];

  it("says the game's lines as they are when there is no colour", () => {
    expect(tableLines(lines, { style, width: 80 })).toEqual(lines);
  });

  it("colours the player's seat and hand, and the labels", () => {
    expect(tableLines(lines, { style: coloured, width: 80 })).toEqual([
      'Seat 1 to play. On the table: 7 of Cups (seat 2).',
      '<g><b>You:</b> 3 coins, 14 cards in hand</g>',
      '<b>Seat 1:</b> 0 coins, 13 cards in hand',
      '<b>Last trick:</b> 2 of Cups (you), 9 of Cups (seat 1); you won it.',
      '<g><b>Your hand (2 cards):</b></g>',
      '<g>  3 of Cups, Ace of Coins</g>',
    ]);
  });
});
