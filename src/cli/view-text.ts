/**
 * A seat's view as text, for any game: field names in words, lists on one line, tables of lists with their index,
 * long histories cut to their last entries, empty fields gathered in one line. The contract gives views as data
 * only, so this reads the data's shape, never a game's field names.
 * @module
 */
import type { Style } from './terminal.js';
import { visibleLength } from './terminal.js';

/** How to lay a view out. */
export interface ViewTextOptions {
  /** Colours. */
  readonly style: Style;
  /** The width to wrap at. */
  readonly width: number;
  /** Top-level fields to leave out (shown elsewhere, such as the options in the header). */
  readonly skip?: readonly string[];
  /** How many entries of a long list of records to show (the last ones). @defaultValue 3 */
  readonly recent?: number;
}

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

/** Wraps `text` (already styled) after `indent`, at word boundaries, to `width` columns. */
function wrap(first: string, text: string, indent: string, width: number): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(' ')) {
    const candidate = line.endsWith(' ') || line === first ? `${line}${word}` : `${line} ${word}`;
    if (visibleLength(candidate) > width && visibleLength(line) > visibleLength(indent)) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = candidate;
  }
  lines.push(line);
  return lines;
}

function field(label: string, value: unknown, depth: number, o: ViewTextOptions): string[] {
  const { style, width } = o;
  const pad = '  '.repeat(depth);
  const head = `${pad}${style.bold(label)}: `;
  const text = inline(value, style);
  if (isScalar(value) || (Array.isArray(value) && value.every(isScalar))) {
    return wrap(head, text, `${pad}    `, width);
  }
  if (Array.isArray(value) && value.every((v) => Array.isArray(v))) {
    // a table of lists: one line each, with its index
    return [
      `${pad}${style.bold(label)}:`,
      ...value.flatMap((row, i) =>
        wrap(`${pad}  ${style.dim(`[${i}]`)} `, inline(row, style), `${pad}      `, width),
      ),
    ];
  }
  if (Array.isArray(value)) {
    const recent = o.recent ?? 3;
    const shown = value.slice(-recent);
    const more = value.length - shown.length;
    return [
      `${pad}${style.bold(label)}${more > 0 ? style.dim(` (${value.length}; the last ${shown.length})`) : ''}:`,
      ...shown.flatMap((item, i) =>
        wrap(`${pad}  ${style.dim(`${more + i + 1}.`)} `, inline(item, style), `${pad}     `, width),
      ),
    ];
  }
  if (visibleLength(head + text) <= width) return [head + text];
  return [`${pad}${style.bold(label)}:`, ...fields(value as Record<string, unknown>, depth + 1, o)];
}

function fields(record: Readonly<Record<string, unknown>>, depth: number, o: ViewTextOptions): string[] {
  const lines: string[] = [];
  const empty: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (depth === 0 && o.skip?.includes(key)) continue;
    if (isEmpty(value) && !(typeof value === 'number')) {
      empty.push(words(key));
      continue;
    }
    lines.push(...field(words(key), value, depth, o));
  }
  if (empty.length > 0) {
    const pad = '  '.repeat(depth);
    lines.push(
      ...wrap(`${pad}${o.style.dim('empty:')} `, o.style.dim(empty.join(', ')), `${pad}  `, o.width),
    );
  }
  return lines;
}

/**
 * A view as lines of text.
 * @param view - a seat's view (plain data)
 * @param o - how to lay it out
 * @returns the lines
 */
export function viewLines(view: unknown, o: ViewTextOptions): string[] {
  if (!isRecord(view)) return [inline(view, o.style)];
  return fields(view, 0, o);
}
