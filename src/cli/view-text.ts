/**
 * Views as text, for any game. The table is the game's own words (`game.describeView`): this module lays those lines
 * out for a terminal, wrapped to its width, with modest colour (the player's seat and hand in green, other seats in
 * magenta, the label of a line in bold). It also writes any plain data on one line (`inline`), for moves given as
 * data and for options.
 * @module
 */
import type { Style } from './terminal.js';

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

const isRecord = (v: unknown): v is Readonly<Record<string, Json>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown): v is null | boolean | number | string => v === null || typeof v !== 'object';

/**
 * A field name in words: `handSizes` → `hand sizes`, `gpTribute` → `gp tribute`.
 * @param key - a camelCase or snake_case name
 * @returns the words
 */
export function words(key: string): string {
  return key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

/** Whether a value says nothing: null, false, zero, an empty string, list or record, or only such values. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === false || value === 0 || value === '') return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (isRecord(value)) return Object.values(value).every(isEmpty);
  return false;
}

function scalar(v: null | boolean | number | string, style: Style): string {
  if (v === null) return style.dim('—');
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return style.cyan(String(v));
  return v;
}

/** A value on one line: lists as `a b c`, lists of lists as `[a b] [c]`, records as `key value, key value`. */
export function inline(value: unknown, style: Style, nested = false): string {
  if (isScalar(value)) return scalar(value, style);
  if (Array.isArray(value)) {
    if (value.length === 0) return style.dim('none');
    const parts = value.map((v) => inline(v, style, true));
    return nested ? `[${parts.join(' ')}]` : parts.join(' ');
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([, v]) => v !== null && !(Array.isArray(v) && v.length === 0),
  );
  if (entries.length === 0) return style.dim('—');
  const text = entries.map(([k, v]) => `${words(k)} ${inline(v, style, true)}`).join(', ');
  return nested ? `(${text})` : text;
}

/** How to lay the table out. */
export interface TableOptions {
  /** Colours. */
  readonly style: Style;
  /** The width to wrap at. */
  readonly width: number;
}

/**
 * Plain text cut at spaces into lines of at most `width` columns; the lines after the first are indented by `indent`
 * more than the first. A word longer than the width stays whole.
 * @param text - one line of plain text
 * @param width - the columns
 * @param indent - the indentation of the continuation lines
 * @returns the lines
 */
export function wrapText(text: string, width: number, indent = '    '): string[] {
  const lead = /^ */.exec(text)![0];
  const lines: string[] = [];
  let line = '';
  // A name in brackets stays with what it names (`11 (Stonecutter)`), a count with what it counts (`2× 7`).
  const words: string[] = [];
  for (const word of text.slice(lead.length).split(' ')) {
    const last = words.length - 1;
    if (last >= 0 && (word.startsWith('(') || words[last]!.endsWith('×'))) words[last] += ` ${word}`;
    else words.push(word);
  }
  for (const word of words) {
    if (line === '') line = lead + word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = lead + indent + word;
    }
  }
  lines.push(line);
  return lines;
}

/** A line's label (`Row 3:`, `Display:`, `Last trick:`): words before a colon, at the start. */
const LABEL = /^( *)([A-Z][^:.]{0,40}:)( |$)/;

/**
 * The game's description of a view, laid out for a terminal: each line wrapped to the width; the player's hand
 * (the line that starts `Your hand` and the indented lines under it) and the line of their own seat (`You:`,
 * `You (…)`) in green; a line's label in bold. The lines name the player "you" themselves: describe the view with the
 * player as its reader (`{ viewer: me }`).
 * @param lines - `game.describeView(view, { viewer: me })`, plain text
 * @param o - how to lay them out
 * @returns the lines to print
 * @example
 * ```ts
 * tableLines(game.describeView(game.view(state, 0), { viewer: 0 }), { style, width: 80 });
 * ```
 */
export function tableLines(lines: readonly string[], o: TableOptions): string[] {
  const { style } = o;
  const out: string[] = [];
  let inHand = false;
  for (const line of lines) {
    inHand = line.startsWith('Your hand') || (inHand && line.startsWith(' '));
    const ownSeat = line.startsWith('You:') || line.startsWith('You (');
    for (const piece of wrapText(line, o.width)) {
      const label = LABEL.exec(piece);
      const text =
        label === null
          ? piece
          : `${label[1]}${style.bold(label[2]!)}${label[3]}${piece.slice(label[0].length)}`;
      out.push(inHand || ownSeat ? style.green(text) : text);
    }
  }
  return out;
}
