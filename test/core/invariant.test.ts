import { describe, expect, it } from 'vitest';
import { checkConservation } from '../../src/core/conservation.js';
import type { Invariant } from '../../src/core/definition.js';
import { cardPlaces, invariant } from '../../src/core/invariant.js';

interface Table {
  readonly hands: readonly (readonly number[])[];
  readonly stock: readonly number[];
  readonly turn: number;
}

describe('invariant', () => {
  const check: Invariant<Table>['check'] = (s, report) => {
    if (s.turn >= s.hands.length) report('turn', 'no such seat');
  };

  it('is the object written out: its id and its check, and nothing else without `when`', () => {
    const written = invariant<Table>('I4', check);
    expect(written).toEqual({ id: 'I4', check });
    expect(Object.keys(written).sort()).toEqual(['check', 'id']);
  });

  it('carries `when` (dealtOnly, deal, after) next to the id and the check', () => {
    expect(invariant<Table>('I9', { dealtOnly: true, after: ['I4'] }, check)).toEqual({
      id: 'I9',
      dealtOnly: true,
      after: ['I4'],
      check,
    });
    expect(invariant<Table>('I14', { deal: true }, check)).toEqual({ id: 'I14', deal: true, check });
  });

  it('takes its state type from the list it is in', () => {
    const list: readonly Invariant<Table>[] = [
      invariant('I5', (s, report) => {
        if (s.stock.length > 52) report('stock', 'too many cards');
      }),
    ];
    const issues: string[] = [];
    list[0]!.check({ hands: [], stock: new Array(53).fill(0), turn: 0 }, (path) => issues.push(path));
    expect(issues).toEqual(['stock']);
  });
});

describe('cardPlaces', () => {
  it('one place per list of a per-seat field, one place for a plain list, in the order of the keys', () => {
    const table: Table = { hands: [[3, 1], [], [2]], stock: [0], turn: 0 };
    expect(cardPlaces(table, ['stock', 'hands'])).toEqual([
      { path: 'stock', cards: [0] },
      { path: 'hands.0', cards: [3, 1] },
      { path: 'hands.1', cards: [] },
      { path: 'hands.2', cards: [2] },
    ]);
    expect(cardPlaces({ stock: [] as number[] }, ['stock'])).toEqual([{ path: 'stock', cards: [] }]);
  });

  it('gives checkConservation the paths it reports at', () => {
    const reports: [string, string][] = [];
    const table: Table = { hands: [[0, 1], [1]], stock: [], turn: 0 };
    checkConservation([0, 1, 2], cardPlaces(table, ['hands', 'stock']), (path, message) =>
      reports.push([path, message]),
    );
    expect(reports).toEqual([
      ['hands.1.0', 'card 1 is one too many: the deck has 1'],
      ['hands', 'card 2 is nowhere'],
    ]);
  });

  it('accepts only fields that hold cards (a type error otherwise)', () => {
    const table: Table = { hands: [[0]], stock: [], turn: 0 };
    // @ts-expect-error `turn` holds a seat, not cards
    const notCards = () => cardPlaces(table, ['turn']);
    expect(cardPlaces(table, ['hands', 'stock'])).toHaveLength(2);
    expect(notCards).toBeTypeOf('function');
  });
});
