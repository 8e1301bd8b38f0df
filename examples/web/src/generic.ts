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
