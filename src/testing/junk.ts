/**
 * Junk move inputs for robustness checks: near-misses of legal moves and values of every JSON-ish kind.
 * @module
 */
import type { Rng } from '../core/index.js';

const ODD_VALUES: readonly unknown[] = [
  null,
  undefined,
  true,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  -Number.MAX_SAFE_INTEGER,
  2 ** 53,
  '',
  'x'.repeat(10_000),
  '7',
  [],
  {},
  [1, 2, 3],
  { type: 'play' },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

function deep(depth: number): unknown {
  let v: unknown = { type: 'play' };
  for (let i = 0; i < depth; i++) v = { type: 'play', value: v, cards: [v] };
  return v;
}

/**
 * Generates `count` junk inputs around a set of legal moves (mutated fields, dropped and extra keys, moves of an
 * earlier position, odd values of every type).
 *
 * @param rng - where choices come from
 * @param legal - the legal moves now
 * @param other - legal moves of another position (often illegal now)
 * @param count - how many inputs
 * @returns the inputs (some are legal moves, on purpose)
 * @category Testing
 */
export function junkMoves(
  rng: Rng,
  legal: readonly unknown[],
  other: readonly unknown[],
  count: number,
): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const kind = rng.int(6);
    const base = legal.length > 0 ? legal[rng.int(legal.length)] : undefined;
    if (kind === 0 || base === undefined || typeof base !== 'object' || base === null) {
      out.push(rng.pick(ODD_VALUES));
    } else if (kind === 1 && other.length > 0) {
      out.push(rng.pick(other));
    } else if (kind === 2) {
      out.push(deep(1 + rng.int(60)));
    } else {
      const copy: Record<string, unknown> = { ...(base as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const key = keys.length > 0 ? rng.pick(keys) : 'type';
      const action = rng.int(5);
      const current = copy[key];
      if (action === 0) delete copy[key];
      else if (action === 1) copy[`extra${rng.int(3)}`] = rng.pick(ODD_VALUES);
      else if (action === 2 && typeof current === 'number') copy[key] = current + (rng.int(2) === 0 ? 1 : -1);
      else if (action === 3 && typeof current === 'number')
        copy[key] = rng.pick([0, -1, 99, 1e9, Number.NaN]);
      else copy[key] = rng.pick(ODD_VALUES);
      out.push(copy);
    }
  }
  return out;
}
