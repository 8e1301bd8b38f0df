/**
 * Type-level tests of the public surface: what a user's editor sees. They assert at compile time (`npm run
 * typecheck` checks this file), and the runtime part checks that the same objects exist.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Game,
  MoveOf,
  Result,
  RuleViolation,
  Seat,
  StateError,
  StateOf,
  Step,
  ViewOf,
} from '../../src/core/index.js';
import {
  type BigFishEvent,
  type BigFishMove,
  type BigFishState,
  type BigFishView,
  bigfish,
} from '../../src/games/bigfish/index.js';
import {
  type CoinsEvent,
  type CoinsMove,
  type CoinsOptions,
  type CoinsState,
  type CoinsView,
  coins,
} from '../../src/games/coins/index.js';
import {
  type DalmutiEvent,
  type DalmutiMove,
  type DalmutiState,
  type DalmutiView,
  dalmuti,
} from '../../src/games/dalmuti/index.js';
import {
  type LinkoEvent,
  type LinkoMove,
  type LinkoState,
  type LinkoView,
  linko,
} from '../../src/games/linko/index.js';
import { games, getGame } from '../../src/registry.js';

/**
 * One block of type-level checks per game: type tests cannot iterate the registry, so each game has its block here,
 * keyed by its id, and the runtime test below fails for a registered game without one.
 */
const BLOCKS: Readonly<Record<string, () => void>> = {
  [linko.id]: () => {
    expectTypeOf<StateOf<typeof linko>>().toEqualTypeOf<LinkoState>();
    expectTypeOf<MoveOf<typeof linko>>().toEqualTypeOf<LinkoMove>();
    expectTypeOf<ViewOf<typeof linko>>().toEqualTypeOf<LinkoView>();
    expectTypeOf(linko.applyMoveWithEvents).returns.toEqualTypeOf<Step<LinkoState, LinkoEvent>>();
    expectTypeOf<LinkoMove['type']>().toExtend<string>();
    expect(getGame(linko.id)).toBe(linko);
  },
  [coins.id]: () => {
    expectTypeOf<StateOf<typeof coins>>().toEqualTypeOf<CoinsState>();
    expectTypeOf<MoveOf<typeof coins>>().toEqualTypeOf<CoinsMove>();
    expectTypeOf<ViewOf<typeof coins>>().toEqualTypeOf<CoinsView>();
    expectTypeOf(coins.applyMoveWithEvents).returns.toEqualTypeOf<Step<CoinsState, CoinsEvent>>();
    expectTypeOf<CoinsMove['type']>().toEqualTypeOf<'play'>();
    expect(getGame(coins.id)).toBe(coins);
  },
  [dalmuti.id]: () => {
    expectTypeOf<StateOf<typeof dalmuti>>().toEqualTypeOf<DalmutiState>();
    expectTypeOf<MoveOf<typeof dalmuti>>().toEqualTypeOf<DalmutiMove>();
    expectTypeOf<ViewOf<typeof dalmuti>>().toEqualTypeOf<DalmutiView>();
    expectTypeOf(dalmuti.applyMoveWithEvents).returns.toEqualTypeOf<Step<DalmutiState, DalmutiEvent>>();
    expectTypeOf<'play'>().toExtend<DalmutiMove['type']>();
    expect(getGame(dalmuti.id)).toBe(dalmuti);
  },
  [bigfish.id]: () => {
    expectTypeOf<StateOf<typeof bigfish>>().toEqualTypeOf<BigFishState>();
    expectTypeOf<MoveOf<typeof bigfish>>().toEqualTypeOf<BigFishMove>();
    expectTypeOf<ViewOf<typeof bigfish>>().toEqualTypeOf<BigFishView>();
    expectTypeOf(bigfish.applyMoveWithEvents).returns.toEqualTypeOf<Step<BigFishState, BigFishEvent>>();
    expectTypeOf<'place'>().toExtend<BigFishMove['type']>();
    expect(getGame(bigfish.id)).toBe(bigfish);
  },
};

describe('public types', () => {
  it.each(Object.keys(games))('%s: is a Game of its own state, move, view and event types', (id) => {
    expect(
      BLOCKS[id],
      `${id} has no block of type tests in test/types/public-types.test.ts: add one`,
    ).toBeTypeOf('function');
    BLOCKS[id]!();
  });

  it('has a block for registered games only', () => {
    expect(Object.keys(BLOCKS).filter((id) => !(id in games))).toEqual([]);
  });

  it('validate takes unknown input and answers a Result of the move or a RuleViolation', () => {
    expectTypeOf(coins.validate).parameter(1).toEqualTypeOf<unknown>();
    expectTypeOf(coins.validate).returns.toEqualTypeOf<Result<CoinsMove, RuleViolation>>();
    expectTypeOf(linko.loadState).returns.toEqualTypeOf<Result<LinkoState, StateError>>();
    expectTypeOf(coins.toAct).returns.toEqualTypeOf<Seat | null>();
  });

  it('states are read-only to users: writing a field does not compile', () => {
    const s = coins.setup({ seats: 3, seed: 1 });
    const write = () => {
      // @ts-expect-error the state is readonly
      s.seats = 4;
    };
    expect(write).toThrow(TypeError); // and frozen at run time
    expectTypeOf(coins).toEqualTypeOf<Game<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent>>();
  });

  it('setup options are typed per game: an unknown option does not compile', () => {
    // @ts-expect-error `target` is a Coins option, not a Linko one
    expect(() => linko.setup({ seats: 2, seed: 1, target: 3 })).toThrow();
    expectTypeOf(coins.setup).toBeCallableWith({ seats: 3, target: 5 });
  });
});
