/**
 * Hostile JavaScript values, not just odd JSON: getters and `toJSON`/`toPrimitive` that throw, proxies (revoked
 * too), cyclic objects, sparse arrays, null-prototype objects and class instances, as moves, states, seats and setup
 * options. The promises: `validate` never throws; `applyMove` throws only `IllegalMoveError`; `loadState` returns its
 * errors; `setup` throws only `InvalidStateError`; nothing changes the state it was given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyGame, IllegalMoveError, InvalidStateError } from '../../src/core/index.js';
import { games } from '../../src/registry.js';
import { HEAVY, statePool } from './pool.js';

const RUNS = HEAVY ? 20_000 : 400;

const boom = (): never => {
  throw new Error('hostile');
};

/** Makes hostile versions of a (legal or real) value. Each call builds fresh objects. */
const hostileMakers: readonly [string, (base: unknown) => unknown][] = [
  [
    'a getter that throws',
    (base) => Object.defineProperty({ ...(base as object) }, 'type', { get: boom, enumerable: true }),
  ],
  [
    'a getter that answers differently each time',
    (base) => {
      let n = 0;
      const copy = { ...(base as Record<string, unknown>) };
      const type = copy.type;
      return Object.defineProperty(copy, 'type', {
        get: () => (n++ === 0 ? type : 'other'),
        enumerable: true,
      });
    },
  ],
  ['toJSON that throws', (base) => ({ ...(base as object), toJSON: boom })],
  [
    'toJSON that returns the value itself',
    (base) => {
      const copy = { ...(base as object) };
      return { toJSON: () => copy };
    },
  ],
  ['Symbol.toPrimitive that throws', (base) => ({ ...(base as object), [Symbol.toPrimitive]: boom })],
  [
    'a proxy whose every trap throws',
    (base) =>
      new Proxy(base as object, {
        get: boom,
        has: boom,
        ownKeys: boom,
        getOwnPropertyDescriptor: boom,
        getPrototypeOf: boom,
      }),
  ],
  [
    'a revoked proxy',
    (base) => {
      const { proxy, revoke } = Proxy.revocable(base as object, {});
      revoke();
      return proxy;
    },
  ],
  [
    'a cyclic object',
    (base) => {
      const copy: Record<string, unknown> = { ...(base as object) };
      copy.self = copy;
      return copy;
    },
  ],
  [
    'a sparse array field',
    (base) => {
      const copy: Record<string, unknown> = { ...(base as object) };
      // biome-ignore lint/suspicious/noSparseArray: the hostile value under test
      for (const k of Object.keys(copy)) if (Array.isArray(copy[k])) copy[k] = [, ...(copy[k] as unknown[])];
      copy.holes = new Array(5);
      return copy;
    },
  ],
  ['a null-prototype object', (base) => Object.assign(Object.create(null), base)],
  ['a class instance', (base) => Object.assign(new (class Move {})(), base)],
  ['a function', () => () => 1],
  ['a symbol', () => Symbol('move')],
  ['a bigint', () => 10n],
  [
    'a deeply nested array',
    () => {
      let v: unknown = 1;
      for (let i = 0; i < 10_000; i++) v = [v];
      return v;
    },
  ],
];

/**
 * Hostile shapes whose single read gives a legal move's plain data: they may be accepted, but only as that move (the
 * library reads each field once and then works on its own copy).
 */
const READ_AS_PLAIN_DATA = new Set([
  'a getter that answers differently each time',
  'a null-prototype object',
]);

/** A hostile seat: any of these given as the seat that claims to act. */
const hostileSeats: readonly unknown[] = [
  { [Symbol.toPrimitive]: boom },
  { valueOf: boom, toString: boom },
  new Proxy({}, { get: boom }),
  Number.NaN,
  -1,
  1.5,
  '0',
  null,
  10n,
];

function expectOnlyIllegalMove(fn: () => unknown): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(IllegalMoveError);
    return;
  }
  throw new Error('a hostile move was applied');
}

describe.each(Object.values<AnyGame>(games) as AnyGame[])('hostile values: $id', (game) => {
  const pool = statePool(game, 1, 11, 'hostile');
  const live = pool.filter((s) => !game.isOver(s));

  it('as moves: validate never throws and rejects them; applyMove throws only IllegalMoveError; nothing changes', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(hostileMakers.length - 1), (si, mi, hi) => {
        const state = live[si % live.length]!;
        const before = JSON.stringify(state);
        const legal = game.legalMoves(state);
        const [what, make] = hostileMakers[hi]!;
        const input = make(legal[mi % legal.length]);
        const verdict = game.validate(state, input);
        if (READ_AS_PLAIN_DATA.has(what)) {
          // What is read, once, is a legal move's plain data: accepted as that very move, and applied as it.
          const base = legal[mi % legal.length];
          if (verdict.ok) {
            expect(game.moveKey(verdict.value)).toBe(game.moveKey(base));
            expect(JSON.stringify(game.applyMove(state, verdict.value))).toBe(
              JSON.stringify(game.applyMove(state, base)),
            );
          }
          return;
        }
        expect(verdict.ok, what).toBe(false);
        if (!verdict.ok) {
          expect(typeof verdict.error.code).toBe('string');
          expect(verdict.error.code).not.toBe('INTERNAL_ERROR');
          expect(verdict.error.message.length).toBeGreaterThan(0);
        }
        expectOnlyIllegalMove(() => game.applyMove(state, input as never));
        expect(JSON.stringify(state)).toBe(before);
      }),
      { numRuns: RUNS, seed: 15 },
    );
  });

  it('as seats: validate answers NOT_YOUR_TURN or a typed error, never throws', () => {
    for (const state of live.slice(0, 20)) {
      const move = game.legalMoves(state)[0];
      for (const seat of hostileSeats) {
        const verdict = game.validate(state, move, seat as number);
        expect(verdict.ok).toBe(false);
      }
    }
  });

  it('as states: validate rejects them typed, applyMove throws only IllegalMoveError, loadState returns errors', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(hostileMakers.length - 1), (si, hi) => {
        const state = live[si % live.length]!;
        const [what, make] = hostileMakers[hi]!;
        const forged = make(state);
        const move = game.legalMoves(state)[0];
        const verdict = game.validate(forged as never, move);
        // A hostile state may still read as a valid one when nothing in it is hostile to plain reading (a
        // null-prototype copy, say); then it is the same state and the move is legal.
        if (!verdict.ok) expect(verdict.error.code, what).not.toBe('INTERNAL_ERROR');
        try {
          game.applyMove(forged as never, move);
        } catch (e) {
          expect(e, what).toBeInstanceOf(IllegalMoveError);
        }
        const loaded = game.loadState(forged);
        if (!loaded.ok) expect(loaded.error.issues.length, what).toBeGreaterThan(0);
      }),
      { numRuns: Math.ceil(RUNS / 4), seed: 16 },
    );
  });

  it('as setup options: setup throws only InvalidStateError', () => {
    for (const [what, make] of hostileMakers) {
      const options = make({ seats: game.seats.min, seed: 1 });
      try {
        game.setup(options as never);
      } catch (e) {
        expect(e, what).toBeInstanceOf(InvalidStateError);
      }
    }
  });

  it('never freezes or changes an object it did not make', () => {
    const state = live[0]!;
    const copy = JSON.parse(JSON.stringify(state));
    const next = game.applyMove(copy, game.legalMoves(state)[0]);
    const frozen: string[] = [];
    const walk = (v: unknown, path: string) => {
      if (typeof v !== 'object' || v === null) return;
      if (Object.isFrozen(v)) frozen.push(path || 'the root');
      for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
    };
    walk(copy, '');
    expect(frozen).toEqual([]);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
    expect(Object.isFrozen(next)).toBe(true);
  });

  it('a view of a state it did not make shares nothing with that state', () => {
    const state = JSON.parse(JSON.stringify(live[0]!));
    const view = game.view(state, 0) as Record<string, unknown>;
    const inState = new Set<object>();
    const collect = (v: unknown) => {
      if (typeof v !== 'object' || v === null) return;
      inState.add(v);
      for (const x of Object.values(v)) collect(x);
    };
    collect(state);
    const shared: string[] = [];
    const walk = (v: unknown, path: string) => {
      if (typeof v !== 'object' || v === null) return;
      if (inState.has(v)) shared.push(path);
      for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
    };
    walk(view, 'view');
    expect(shared).toEqual([]);
  });
});
