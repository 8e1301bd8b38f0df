import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyGame, IllegalMoveError, Rng } from '../../src/core/index.js';
import { deepEqual } from '../../src/core/json.js';
import { games } from '../../src/registry.js';
import { HEAVY, statePool } from './pool.js';

const BASE_KEYS = new Set(['game', 'version', 'seats', 'options', 'rng']);
const SENTINEL = '\u0000corrupt';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path (list of keys) to a value inside `value`, up to `depth` levels. */
function paths(value: Json, depth: number, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [];
  if (depth === 0 || value === null || typeof value !== 'object') return out;
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [k, v] of entries) {
    const p = [...prefix, k];
    out.push(p);
    out.push(...paths(v, depth - 1, p));
  }
  return out;
}

function getAt(root: Json, path: (string | number)[]): Json {
  let v: Json = root;
  for (const k of path) v = (v as Record<string | number, Json>)[k] as Json;
  return v;
}

function setAt(root: Json, path: (string | number)[], value: Json | undefined): void {
  const parent = getAt(root, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else parent[key] = value;
}

/** Plays random moves from an accepted state to the end, checking the contract on the way. */
function playsOn(game: AnyGame, state: unknown, seed: number): void {
  const rng = Rng.fromSeed(seed);
  let s = state;
  for (let n = 0; n < 20_000; n++) {
    if (game.isOver(s)) {
      expect(game.winners(s).length).toBeGreaterThan(0);
      return;
    }
    const moves = game.legalMoves(s);
    expect(moves.length).toBeGreaterThan(0);
    const move = moves[rng.int(moves.length)];
    expect(game.validate(s, move).ok).toBe(true);
    s = game.applyMove(s, move);
    expect(game.score(s)).toHaveLength((s as { seats: number }).seats);
  }
  throw new Error('an accepted state did not reach the end of the match');
}

const subjects = Object.values<AnyGame>(games);

describe.each(subjects)('untrusted states: $id', (game) => {
  const pool = statePool(game, 1, 11).map((s) => JSON.parse(JSON.stringify(s)) as Record<string, Json>);
  const gameKeys = Object.keys(pool[0]!).filter((k) => !BASE_KEYS.has(k));

  it('every state of a real match loads back unchanged', () => {
    for (const s of pool) {
      const r = game.loadState(s);
      expect(r.ok ? 'ok' : r.error.issues).toBe('ok');
    }
  });

  it("a state of another game is refused as WRONG_GAME; another game's fields under this game's name as invalid", () => {
    for (const other of subjects.filter((g) => g.id !== game.id)) {
      const foreign = JSON.parse(JSON.stringify(other.setup({ seats: other.seats.min, seed: 1 })));
      const r = game.loadState(foreign);
      expect(r.ok ? 'accepted' : r.error.code).toBe('WRONG_GAME');
      const base = pool[0]!;
      const hybrid = {
        ...foreign,
        game: base.game,
        version: base.version,
        seats: base.seats,
        options: base.options,
      };
      // Unless the other game keeps the very same fields (a variant of this one), they are not this game's fields.
      const fields = (x: object) => Object.keys(x).sort().join();
      if (fields(foreign) === fields(base)) continue;
      const h = game.loadState(hybrid);
      expect(h.ok ? 'accepted' : h.error.code).not.toBe('accepted');
    }
  });

  it('every field removed, replaced by a foreign value or given a fractional number is caught', () => {
    let tried = 0;
    for (const s of pool.slice(0, 12)) {
      for (const key of gameKeys) {
        const without = structuredClone(s);
        delete without[key];
        expect(game.loadState(without).ok, `without ${key}`).toBe(false);
        for (const p of paths(s, 4).filter((p) => p[0] === key)) {
          const v = getAt(s, p);
          const bad = structuredClone(s);
          setAt(bad, p, SENTINEL);
          expect(game.loadState(bad).ok, `${p.join('.')} = sentinel`).toBe(false);
          if (typeof v === 'number') {
            const frac = structuredClone(s);
            setAt(frac, p, v + 0.5);
            expect(game.loadState(frac).ok, `${p.join('.')} + 0.5`).toBe(false);
          }
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(50);
  });

  it('a card duplicated or removed (an element added to or taken from a list of values) is caught', () => {
    let tried = 0;
    for (const s of pool.slice(0, 12)) {
      for (const p of paths(s, 5).filter((p) => !BASE_KEYS.has(String(p[0])))) {
        const v = getAt(s, p);
        if (
          !Array.isArray(v) ||
          v.length === 0 ||
          !v.every((x) => typeof x === 'number' || typeof x === 'string')
        ) {
          continue;
        }
        const dup = structuredClone(s);
        (getAt(dup, p) as Json[]).push(v[0]!);
        expect(game.loadState(dup).ok, `${p.join('.')} with a copy of ${JSON.stringify(v[0])} added`).toBe(
          false,
        );
        const cut = structuredClone(s);
        (getAt(cut, p) as Json[]).pop();
        expect(game.loadState(cut).ok, `${p.join('.')} with its last element removed`).toBe(false);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(10);
  });

  it(`random mutations: whatever loadState accepts plays on to the end of the match (${HEAVY ? 3000 : 300} cases)`, () => {
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.oneof(
          fc.integer({ min: -2, max: 20 }),
          fc.constantFrom<Json>(null, true, 'x', [], {}, -1),
          fc.constant(undefined),
        ),
        (si, pi, value) => {
          const s = pool[si % pool.length]!;
          const all = paths(s, 5);
          const p = all[pi % all.length]!;
          const bad = structuredClone(s);
          setAt(bad, p, value);
          const r = game.loadState(bad);
          if (!r.ok) {
            rejected++;
            expect(r.error.issues.length).toBeGreaterThan(0);
            return;
          }
          accepted++;
          playsOn(game, r.value, si);
        },
      ),
      { numRuns: HEAVY ? 3000 : 300, seed: 7 },
    );
    expect(rejected).toBeGreaterThan(0);
    expect(accepted + rejected).toBe(HEAVY ? 3000 : 300);
  });

  it('a state that loadState accepted is frozen and a copy: changing the input afterwards changes nothing', () => {
    const input = structuredClone(pool[0]!);
    const r = game.loadState(input);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    (input as Record<string, Json>).seats = 99;
    expect((r.value as { seats: number }).seats).toBe(pool[0]!.seats);
    expect(Object.isFrozen(r.value)).toBe(true);
    expect(() => game.applyMove(r.value, { type: SENTINEL })).toThrow(IllegalMoveError);
    expect(deepEqual(JSON.parse(JSON.stringify(r.value)), pool[0])).toBe(true);
  });
});

describe.each(Object.values<AnyGame>(games))('positions are not a way around the checks: $id', (game) => {
  it("a dealt state marked origin: 'position' is refused by a default loadState", () => {
    const s = JSON.parse(JSON.stringify(game.setup({ seats: game.seats.min, seed: 'origin' })));
    const r = game.loadState({ ...s, origin: 'position' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.issues.map((i: { path: string }) => i.path)).toContain('origin');
  });
});
