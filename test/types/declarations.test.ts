/**
 * Declarations and their types: a declared shape carries its type both ways, so a declaration that drifts from the
 * TypeScript type it declares fails to compile (`npm run typecheck` checks the `@ts-expect-error` lines: each must be
 * an error); the options type derives from the declared options; the rules' `Draft` is writable all the way down.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type Draft,
  defineOptions,
  type GameFields,
  type Infer,
  type OptionsFrom,
  option,
  type Shape,
  shape,
} from '../../src/core/index.js';

interface TableState {
  readonly game: string;
  readonly version: number;
  readonly seats: number;
  readonly options: { readonly target: number };
  readonly rng: readonly [number, number, number, number];
  readonly hands: readonly (readonly number[])[];
  readonly toPlay: number;
  readonly winner: number | null;
}

const hands = shape.array(shape.array(shape.int(0, 47)), { length: 'seats' });

describe('a declared state shape and its type', () => {
  it('an exact declaration compiles', () => {
    const exact: Shape<GameFields<TableState>> = shape.object({
      hands,
      toPlay: shape.seat(),
      winner: shape.nullable(shape.seat()),
    });
    expect(shape.check(exact, { hands: [[], [], []], toPlay: 0, winner: null }, { seats: 3 })).toEqual([]);
  });

  it('a declaration that drifts from the type does not compile', () => {
    // @ts-expect-error a field of the type is missing from the declaration
    const missing: Shape<GameFields<TableState>> = shape.object({ hands, toPlay: shape.seat() });
    // @ts-expect-error a field the type does not have (`turn`)
    const extra: Shape<GameFields<TableState>> = shape.object({
      hands,
      toPlay: shape.seat(),
      winner: shape.nullable(shape.seat()),
      turn: shape.int(0, 9),
    });
    // @ts-expect-error a field of another type (`winner` may be null in the type, not in this declaration)
    const narrower: Shape<GameFields<TableState>> = shape.object({
      hands,
      toPlay: shape.seat(),
      winner: shape.seat(),
    });
    // @ts-expect-error a list of numbers declared where the type has a number
    const wrong: Shape<GameFields<TableState>> = shape.object({
      hands,
      toPlay: hands,
      winner: shape.nullable(shape.seat()),
    });
    expect([missing, extra, narrower, wrong].every((s) => typeof s.test === 'function')).toBe(true);
  });

  it('Infer reads the type of a declaration', () => {
    const move = shape.variants({ play: { card: shape.int(0, 47) }, pass: {} });
    expectTypeOf<Infer<typeof move>>().toEqualTypeOf<
      { readonly type: 'play'; readonly card: number } | { readonly type: 'pass' }
    >();
    expect(shape.check(move, { type: 'pass' }, { seats: 3 })).toEqual([]);
  });
});

describe('declared options', () => {
  it('the options type derives from the declarations', () => {
    const options = defineOptions({
      target: option.integer({ min: 1, default: 15, description: 'the score that wins' }),
      first: option.integer({
        min: 0,
        max: (c) => c.seats - 1,
        nullable: true,
        default: null,
        description: 'who starts',
      }),
      mode: option.choice({ values: ['a', 'b'], default: 'a', description: 'a mode' }),
    });
    expectTypeOf<OptionsFrom<typeof options>>().toEqualTypeOf<{
      readonly target: number;
      readonly first: number | null;
      readonly mode: 'a' | 'b';
    }>();
    expect(options.defaults(3)).toEqual({ target: 15, first: null, mode: 'a' });
    expect(options.normalize({ first: 3 }, 3).ok).toBe(false); // seats are 0..2 at three seats
    expect(options.normalize({ first: 3 }, 4).ok).toBe(true);
  });
});

describe('Draft', () => {
  it('is writable all the way down, tuples kept', () => {
    expectTypeOf<Draft<TableState>['hands']>().toEqualTypeOf<number[][]>();
    expectTypeOf<Draft<TableState>['rng']>().toEqualTypeOf<[number, number, number, number]>();
    const draft = { hands: [[1, 2]], toPlay: 0 } as Pick<Draft<TableState>, 'hands' | 'toPlay'>;
    draft.hands[0]!.push(3);
    draft.toPlay = 1;
    expect(draft).toEqual({ hands: [[1, 2, 3]], toPlay: 1 });
  });
});
