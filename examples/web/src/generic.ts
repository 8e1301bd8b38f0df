/**
 * Renders any game's view as tidy structured HTML: objects become labelled rows, arrays of small values become
 * chips, arrays of objects become small tables. Per-game renderers replace this once a game has one.
 */
import { type Child, h } from './dom.js';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'handSizes' → 'hand sizes'. */
export function label(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

export function renderValue(value: unknown, depth = 0): Child {
  if (value === null) return h('span', { class: 'muted' }, '—');
  if (typeof value === 'boolean') return h('span', { class: value ? 'yes' : 'muted' }, value ? 'yes' : 'no');
  if (typeof value !== 'object') return h('span', { class: 'scalar' }, String(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return h('span', { class: 'muted' }, 'none');
    if (value.every((v) => v === null || typeof v !== 'object')) {
      return h('span', { class: 'chips' }, ...value.map((v) => h('span', { class: 'chip' }, String(v))));
    }
    if (value.every(isObject) && depth < 3) return renderTable(value as Record<string, unknown>[], depth);
    return h(
      'ol',
      { class: 'list', start: 0 },
      ...value.map((v) => h('li', null, renderValue(v, depth + 1))),
    );
  }
  return renderObject(value as Record<string, unknown>, depth + 1);
}

function renderTable(rows: readonly Record<string, unknown>[], depth: number): Child {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return h(
    'table',
    { class: 'mini' },
    h('thead', null, h('tr', null, h('th', null, '#'), ...keys.map((k) => h('th', null, label(k))))),
    h(
      'tbody',
      null,
      ...rows.map((r, i) =>
        h(
          'tr',
          null,
          h('td', { class: 'muted' }, i),
          ...keys.map((k) => h('td', null, renderValue(r[k], depth + 1))),
        ),
      ),
    ),
  );
}

export function renderObject(obj: Record<string, unknown>, depth = 0): HTMLElement {
  return h(
    'dl',
    { class: depth === 0 ? 'kv top' : 'kv' },
    ...Object.entries(obj).flatMap(([k, v]) => [
      h('dt', null, label(k)),
      h('dd', null, renderValue(v, depth)),
    ]),
  );
}

/** A rule id as the rules pages write them: `R1`, `§7`, `D-A15`, `B-A4`, `V2`. */
const RULE_ID = /^(?:§\d+|[A-Z]{1,2}(?:-[A-Z])?\d+)$/;

/**
 * An option's name in words for a form: `allowLargeTables` → `Allow large tables`.
 * @param name - the option's key
 */
export function optionTitle(name: string): string {
  const words = label(name);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An option's description without the rule ids the rules pages use to cross-reference it (`(R1, D-A10)`), and with
 * the other options it names in words, for a form's help line: `Allow 9–13 players (D-A15).` → `Allow 9–13 players.`,
 * `For initialSeating 'given': …` → `For initial seating 'given': …`. What else a bracket says stays.
 * @param description - the option's description
 * @param names - the keys of the game's options
 */
export function inWords(description: string, names: readonly string[] = []): string {
  const named = names.reduce(
    (text, name) => text.replace(new RegExp(`\\b${name}\\b`, 'g'), label(name)),
    description,
  );
  return named
    .replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => {
      const kept = inner
        .split(/[,;]\s*/)
        .map((part) => part.trim())
        .filter((part) => !RULE_ID.test(part));
      if (kept.length === inner.split(/[,;]\s*/).length) return whole;
      return kept.length === 0 ? '' : ` (${kept.join(', ')})`;
    })
    .replace(/\s+([.,;])/g, '$1');
}

/**
 * What to show in an empty move box: one of the legal moves, in the game's notation and as the JSON the box also
 * takes, so the example is always a move of the game being played.
 * @param notation - the move in the game's notation (`formatMove`)
 * @param move - the move as data
 */
export function movePlaceholder(notation: string, move: unknown): string {
  return `e.g. ${notation}  or  ${JSON.stringify(move)}`;
}
