/**
 * A seat's view as text, for any game: field names in words, lists on a line, tables of lists with their index, long
 * histories cut to their last entries, and the fields with nothing in them named on one line.
 */
import { describe, expect, it } from 'vitest';
import type { Style } from '../../src/cli/terminal.js';
import { inline, isEmpty, viewLines, words } from '../../src/cli/view-text.js';

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

describe('viewLines', () => {
  it('lays a view out: scalars, lists, tables of lists, the last entries of a long history, empty fields', () => {
    const view = {
      seat: 0,
      options: { target: 15 },
      hand: ['Cu2', 'Co7'],
      handSizes: [2, 3, 3],
      rows: [['Y5', 'B3'], [], ['R2']],
      tricks: [{ winner: 0 }, { winner: 1 }, { winner: 2 }, { winner: 1 }, { winner: 0 }],
      toAct: 1,
      winner: null,
      known: [
        [0, 0],
        [0, 0],
      ],
    };
    expect(viewLines(view, { style, width: 80, skip: ['seat', 'options'] })).toEqual([
      'hand: Cu2 Co7',
      'hand sizes: 2 3 3',
      'rows:',
      '  [0] Y5 B3',
      '  [1] none',
      '  [2] R2',
      'tricks (5; the last 3):',
      '  3. winner 2',
      '  4. winner 1',
      '  5. winner 0',
      'to act: 1',
      'empty: winner, known',
    ]);
  });

  it('wraps a long list at the width, indented under its label', () => {
    const lines = viewLines({ hand: Array.from({ length: 30 }, (_, i) => `C${i}`) }, { style, width: 40 });
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    expect(lines[1]).toMatch(/^ {4}C\d+/);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(
      `hand: ${Array.from({ length: 30 }, (_, i) => `C${i}`).join(' ')}`,
    );
  });
});
