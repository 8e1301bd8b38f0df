/**
 * `fromPosition` has one contract in every game: the state, or an `InvalidStateError` listing every problem, and
 * never another error, whatever it is given — hostile JavaScript values, junk of every shape, positions of another
 * game, and inputs far too large, which are refused before any work. Every registered game, found by its id.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyGame, InvalidStateError } from '../../src/core/index.js';
import { games } from '../../src/registry.js';
import { counted } from '../fixtures/counting.js';
import { HEAVY } from './pool.js';

const RUNS = HEAVY ? 5_000 : 300;

/** A game's subpath module, as users import it. */
async function subpath(game: AnyGame): Promise<{ fromPosition: (position: unknown) => unknown }> {
  const path = join(import.meta.dirname, '../../src/games', game.id, 'index.ts');
  return (await import(/* @vite-ignore */ path)) as {
    fromPosition: (position: unknown) => unknown;
  };
}

/** What `fromPosition` did with an input: `'state'`, `'refused'` (an InvalidStateError), or the other error's name. */
function outcome(fromPosition: (position: unknown) => unknown, input: unknown): string {
  try {
    fromPosition(input);
    return 'state';
  } catch (e) {
    return e instanceof InvalidStateError
      ? 'refused'
      : `${(e as Error)?.name ?? typeof e}: ${(e as Error)?.message}`;
  }
}

const hostile: readonly [string, () => unknown][] = [
  ['undefined', () => undefined],
  ['null', () => null],
  ['a number', () => 42],
  ['a string', () => 'hands'],
  ['an array', () => []],
  ['an empty object', () => ({})],
  [
    'a getter that throws',
    () =>
      Object.defineProperty({}, 'hands', {
        get: () => {
          throw new Error('no');
        },
        enumerable: true,
      }),
  ],
  [
    'a revoked proxy',
    () => {
      const p = Proxy.revocable({}, {});
      p.revoke();
      return p.proxy;
    },
  ],
  [
    'a cycle',
    () => {
      const o: Record<string, unknown> = {};
      o.hands = [o];
      return o;
    },
  ],
  [
    'a class instance',
    () =>
      new (class Position {
        hands = [[]];
      })(),
  ],
  ['hands of the wrong type', () => ({ hands: 'x', dealer: 0 })],
  ['hands that are objects', () => ({ hands: [{}, {}, {}], dealer: 0 })],
  ['numbers where cards go', () => ({ hands: [[1e300], [-1], [Number.NaN]], dealer: 0 })],
  ['a million-element array', () => ({ hands: [new Array(1_000_000).fill(0)], dealer: 0 })],
];

describe.each(Object.values<AnyGame>(games).map((game) => [game.id, game] as const))(
  '%s: fromPosition',
  (_id, game) => {
    it.each(hostile)('refuses %s with InvalidStateError and nothing else', async (_what, make) => {
      const { fromPosition } = await subpath(game);
      expect(outcome(fromPosition, make())).toBe('refused');
    });

    it('refuses a million-element array before walking it (reads counted, not timed)', async () => {
      const { fromPosition } = await subpath(game);
      const million = counted(new Array<number>(1_000_000).fill(0));
      expect(outcome(fromPosition, { hands: [million.value], dealer: 0 })).toBe('refused');
      expect(million.reads()).toBe(0);
    });

    it('throws only InvalidStateError on arbitrary JSON-like input', async () => {
      const { fromPosition } = await subpath(game);
      fc.assert(
        fc.property(fc.anything({ maxDepth: 4 }), (input) => {
          const result = outcome(fromPosition, input);
          return result === 'state' || result === 'refused';
        }),
        { numRuns: RUNS, seed: 21 },
      );
    });

    it('throws only InvalidStateError on objects with the fields of a position and junk values', async () => {
      const { fromPosition } = await subpath(game);
      const keys = [
        'hands',
        'played',
        'dealer',
        'scores',
        'hand',
        'target',
        'seats',
        'seed',
        'fill',
        'rows',
        'turn',
      ];
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...keys), fc.anything({ maxDepth: 3 })), (input) => {
          const result = outcome(fromPosition, input);
          return result === 'state' || result === 'refused';
        }),
        { numRuns: RUNS, seed: 22 },
      );
    });
  },
);
