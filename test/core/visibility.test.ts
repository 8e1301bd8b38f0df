import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type BaseState, type CardCodec, Rng, type Seat, visibility } from '../../src/core/index.js';

/** A table of 20 cards, `c0`…`c19`: hands, a face-down pile per seat that even its owner does not see, a stock, a
 * discard pile, and a flag that shows every hand. */
interface TableState extends BaseState<{ readonly fast: boolean }> {
  readonly hands: readonly (readonly number[])[];
  readonly piles: readonly (readonly number[])[];
  readonly stock: readonly number[];
  readonly discard: readonly number[];
  readonly dealer: Seat;
  readonly over: boolean;
}

const DECK = Array.from({ length: 20 }, (_, id) => id);
const CODEC: CardCodec<string> = { deck: DECK, code: (id) => `c${id}`, id: (code) => Number(code.slice(1)) };
const ascending = (a: number, b: number) => a - b;

const SEEN = visibility<TableState>()({
  cards: CODEC,
  public: ['seats', 'dealer'],
  view: (see) => ({
    hand: see.own('hands'),
    handSizes: see.sizes('hands'),
    shown: see.shown('hands', (state) => state.over),
    pileSizes: see.sizes('piles'),
    stock: see.size('stock'),
    discard: see.cards('discard'),
  }),
  order: { hands: ascending },
});

/** A table of `seats` seats dealt from `cards` in order: the hands, the piles and the discard pile take `cuts` cards
 * each in turn (the discard pile at least one), the stock the rest. */
function table(seats: number, cards: readonly number[], cuts: readonly number[], over: boolean): TableState {
  let next = 0;
  const take = (count: number) => cards.slice(next, (next += count));
  const hands = cuts.slice(0, seats).map((count) => take(count).sort(ascending));
  const piles = cuts.slice(seats, 2 * seats).map(take);
  const discard = take(Math.max(1, cuts[2 * seats]!));
  const rng = Rng.fromSeed('table').state();
  const options = { fast: true };
  return {
    game: 'table',
    version: 1,
    seats,
    options,
    rng,
    hands,
    piles,
    stock: cards.slice(next),
    discard,
    dealer: seats - 1,
    over,
  };
}

/** A table dealt from a shuffled deck: 2–4 seats, every place cut at random. */
const tables = fc
  .record({
    seats: fc.integer({ min: 2, max: 4 }),
    cards: fc.shuffledSubarray(DECK, { minLength: 20, maxLength: 20 }),
    cuts: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 9, maxLength: 9 }),
    over: fc.boolean(),
    seed: fc.integer(),
  })
  .map(({ seats, cards, cuts, over, seed }) => ({ state: table(seats, cards, cuts, over), seed }));

const viewers = (state: TableState): (Seat | null)[] => [
  null,
  ...Array.from({ length: state.seats }, (_, s) => s),
];
const placesOf = (s: TableState) => [...s.hands.flat(), ...s.piles.flat(), ...s.stock, ...s.discard];
const sorted = (cards: readonly number[]) => [...cards].sort(ascending);

describe('visibility', () => {
  const state: TableState = {
    ...table(3, DECK, [0, 0, 0, 0, 0, 0, 1], false),
    hands: [[1, 4], [2], [3, 5]],
    piles: [[6], [], [7, 8]],
    stock: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
    discard: [0, 19],
  };

  it('shows a seat its own cards, the sizes of the others, the size of a face-down pile and a face-up pile', () => {
    expect(SEEN.view(state, 1)).toEqual({
      hand: ['c2'],
      handSizes: [2, 1, 2],
      shown: null,
      pileSizes: [1, 0, 2],
      stock: 10,
      discard: ['c0', 'c19'],
      seats: 3,
      dealer: 2,
    });
    expect(SEEN.view(state, null).hand).toBeNull(); // a spectator has no hand
  });

  it('shows every hand to every seat once the declaration says they are shown', () => {
    expect(SEEN.view({ ...state, over: true }, null).shown).toEqual([['c1', 'c4'], ['c2'], ['c3', 'c5']]);
  });

  it("keeps what the viewer sees and redeals the rest: the other hands, every pile (its owner's too), the stock", () => {
    const moved = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const next = SEEN.shuffle(state, 0, Rng.fromSeed(seed));
      expect(next.hands[0]).toEqual([1, 4]);
      expect(next.discard).toEqual([0, 19]);
      for (const card of [2, 3, 5, 6, 7, 8])
        if (![...next.hands.slice(1), ...next.piles].flat().includes(card)) moved.add(card);
    }
    // Every card hidden from seat 0 outside the stock left its place at least once (seat 0's own pile card 6 too).
    expect([...moved].sort(ascending)).toEqual([2, 3, 5, 6, 7, 8]);
  });

  test.prop([tables], { seed: 41 })(
    'a redeal keeps every view of the viewer, every card, the sizes and the declared order',
    ({ state, seed }) => {
      for (const seat of viewers(state)) {
        const next = SEEN.shuffle(state, seat, Rng.fromSeed(seed));
        expect(SEEN.view(next, seat)).toEqual(SEEN.view(state, seat));
        expect(sorted(placesOf(next))).toEqual(DECK);
        for (const hand of next.hands) expect(hand).toEqual(sorted(hand));
        expect(next.rng).not.toEqual(state.rng); // a fresh stream: the next deal is unknown too
        expect({ ...next, hands: 0, piles: 0, stock: 0, rng: 0 }).toEqual({
          ...state,
          hands: 0,
          piles: 0,
          stock: 0,
          rng: 0,
        });
      }
    },
  );

  test.prop([tables], { seed: 42 })(
    "a state sampled from a seat's view has that view, every card once, and hands in order",
    ({ state, seed }) => {
      for (const seat of viewers(state).slice(1) as Seat[]) {
        const seen = SEEN.view(state, seat);
        const sampled = { ...state, ...SEEN.sample(seen, seat, Rng.fromSeed(seed)) };
        expect(SEEN.view(sampled, seat)).toEqual(seen);
        expect(sorted(placesOf(sampled))).toEqual(DECK);
        for (const hand of sampled.hands) expect(hand).toEqual(sorted(hand));
      }
    },
  );

  it('samples from what a view shows alone: a view that shows more cards than the deck holds is refused', () => {
    const seen = SEEN.view(state, 0);
    expect(() => SEEN.sample({ ...seen, discard: ['c1'] }, 0, Rng.fromSeed(1))).toThrow(RangeError); // c1 twice
    expect(() => SEEN.sample({ ...seen, stock: 11 }, 0, Rng.fromSeed(1))).toThrow(RangeError); // one card too many
    const spectator = SEEN.view(state, null); // no hand: not the view of seat 0
    expect(() => SEEN.sample(spectator, 0, Rng.fromSeed(1))).toThrow(/shows no 'hand' of seat 0/);
  });

  it('refuses a declaration that contradicts itself or hides cards whose sizes no view field shows', () => {
    const make = visibility<TableState>();
    expect(() =>
      make({ cards: CODEC, public: [], view: (see) => ({ a: see.size('stock'), b: see.cards('stock') }) }),
    ).toThrow(/shows the place 'stock' twice/); // face down and face up
    expect(() =>
      make({ cards: CODEC, public: [], view: (see) => ({ a: see.size('stock'), b: see.size('stock') }) }),
    ).toThrow(/shows the place 'stock' twice/); // shown twice the same way
    expect(() => make({ cards: CODEC, public: [], view: (see) => ({ hand: see.own('hands') }) })).toThrow(
      /neither the cards nor the sizes of 'hands'/,
    );
  });
});
