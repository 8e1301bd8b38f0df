// Hidden information: views unchanged when unseen cards move; sampled states are consistent with the view.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { sampleState, shuffleHidden } from '../../../src/games/dalmuti/hidden.js';
import { type DalmutiState, dalmuti } from '../../../src/games/dalmuti/index.js';

const OPTIONS: Record<string, unknown>[] = [
  {},
  { taxation: 'peonFirst', merchantSwap: true, hands: 2 },
  { merchantSwap: true, scoring: true, hands: 2 },
  { passLocksOut: true, firstDealRevolution: true, hands: 2 },
];

function reach(seats: number, optionIndex: number, seed: number, steps: number): DalmutiState {
  let s = dalmuti.setup({ seats, seed, ...OPTIONS[optionIndex]! });
  const rng = Rng.fromSeed(seed + 1);
  for (let i = 0; i < steps && !dalmuti.isOver(s); i++) {
    const legal = dalmuti.legalMoves(s);
    s = dalmuti.applyMove(s, legal[rng.int(legal.length)]!);
  }
  return s;
}

const stateArb = fc
  .record({
    seats: fc.integer({ min: 4, max: 8 }),
    option: fc.integer({ min: 0, max: OPTIONS.length - 1 }),
    seed: fc.integer({ min: 0, max: 1e6 }),
    steps: fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 400 })),
  })
  .map(({ seats, option, seed, steps }) => reach(seats, option, seed, steps));

describe('hidden information', () => {
  it('views do not change when shuffleHidden moves the cards a seat cannot see', () => {
    fc.assert(
      fc.property(stateArb, fc.integer(), (s, seed) => {
        const rng = Rng.fromSeed(seed);
        for (const seat of [null, ...Array.from({ length: s.seats }, (_, i) => i)]) {
          const t = shuffleHidden(s, seat, rng);
          expect(dalmuti.view(t, seat)).toEqual(dalmuti.view(s, seat));
          expect(dalmuti.loadState(t).ok).toBe(true);
          if (seat !== null) expect(t.hands[seat]).toEqual(s.hands[seat]);
        }
      }),
      { seed: 424242, numRuns: 60 },
    );
  });

  it('shuffleHidden really moves hidden cards', () => {
    const s = dalmuti.setup({ seats: 5, seed: 8 });
    const t = shuffleHidden(s, 0, Rng.fromSeed(1));
    expect(t.hands.slice(1)).not.toEqual(s.hands.slice(1));
    expect(t.hands.map((h) => h.reduce((a, b) => a + b))).toEqual(
      s.hands.map((h) => h.reduce((a, b) => a + b)),
    );
  });

  it('swapping unseen cards between two opponents leaves a third seat’s view unchanged', () => {
    const s = dalmuti.setup({ seats: 5, seed: 12, firstDealRevolution: true });
    const hands = s.hands.map((h) => [...h]);
    const a = hands[1]!.findIndex((c, r) => r > 0 && c > 0);
    const b = hands[2]!.findIndex((c, r) => r > 0 && c > 0 && r !== a);
    hands[1]![a]!--;
    hands[1]![b]!++;
    hands[2]![b]!--;
    hands[2]![a]!++;
    const t = { ...s, hands };
    expect(dalmuti.loadState(t).ok).toBe(true);
    expect(dalmuti.view(t, 0)).toEqual(dalmuti.view(s, 0));
    expect(dalmuti.view(t, null)).toEqual(dalmuti.view(s, null));
    expect(dalmuti.view(t, 1)).not.toEqual(dalmuti.view(s, 1));
  });

  it('sampleState gives a valid state whose view equals the given view', () => {
    fc.assert(
      fc.property(stateArb, fc.integer(), (s, seed) => {
        const rng = Rng.fromSeed(seed);
        for (let seat = 0; seat < s.seats; seat++) {
          const v = dalmuti.view(s, seat);
          const t = sampleState(v, seat, rng);
          const loaded = dalmuti.loadState(t);
          if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.issues));
          expect(dalmuti.view(t, seat)).toEqual(v);
        }
      }),
      { seed: 99, numRuns: 60 },
    );
  });
});
