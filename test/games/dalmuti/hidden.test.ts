// Hidden information: views unchanged when unseen cards move; sampled states are consistent with the view.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, total } from '../../../src/core/index.js';
import { deepEqual } from '../../../src/core/json.js';
import { sampleState, shuffleHidden } from '../../../src/games/dalmuti/hidden.js';
import {
  type DalmutiEvent,
  type DalmutiMove,
  type DalmutiState,
  type DalmutiView,
  dalmuti,
} from '../../../src/games/dalmuti/index.js';

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
          expect(dalmuti.loadState(t, { positions: true }).ok).toBe(true);
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
    expect(dalmuti.loadState(t, { positions: true }).ok).toBe(true);
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
          const loaded = dalmuti.loadState(t, { positions: true });
          if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.issues));
          expect(dalmuti.view(t, seat)).toEqual(v);
        }
      }),
      { seed: 99, numRuns: 60 },
    );
  });
});

// The leak test builds its alternative worlds itself, from the state's layout (not with hidden.shuffleHidden): every
// card of the other hands is dealt again at random among those hands, sizes kept. A deal the records of the hand rule
// out (loadState refuses it: a Peon holding better cards than its tribute, a Jester away from the seat that showed
// both, …) is no world the seat has to consider. Then the same moves are made in both worlds, and the seat's view and
// its copy of the events must not tell them apart, but for what the rules show the seat on purpose (the cards of its
// own exchanges, the cards it receives).

const LEAK_OPTIONS: readonly (readonly [number, Record<string, unknown>])[] = [
  [5, { hands: 2 }],
  [5, { taxation: 'peonFirst', hands: 2 }],
  [6, { merchantSwap: true, hands: 2 }],
  [7, { merchantSwap: true, merchantSwapMode: 'randomCard', taxation: 'peonFirst', hands: 2 }],
  [4, { passLocksOut: true, firstDealRevolution: true, shortDeck: true, hands: 2 }],
  [5, { scoring: true, bonusPoints: true, initialSeating: 'simulateDraw', hands: 2 }],
  [11, { allowLargeTables: true, merchantSwap: true }],
];
const AUTO_PASS_OPTIONS: readonly (readonly [number, Record<string, unknown>])[] = [
  [5, { autoPassForced: true, hands: 2 }],
  [6, { autoPassForced: true, passLocksOut: true, taxation: 'peonFirst' }],
];

/** Another world `seat` cannot tell from `s`: the other hands dealt again from their cards, or null. */
function otherWorld(s: DalmutiState, seat: number | null, rng: Rng): DalmutiState | null {
  for (let attempt = 0; attempt < 60; attempt++) {
    const cards: number[] = [];
    s.hands.forEach((hand, o) => {
      if (o !== seat)
        hand.forEach((count, rank) => {
          cards.push(...new Array<number>(count).fill(rank));
        });
    });
    for (let i = cards.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [cards[i], cards[j]] = [cards[j]!, cards[i]!];
    }
    const hands = s.hands.map((hand, o) => {
      if (o === seat) return [...hand];
      const fresh = new Array<number>(14).fill(0);
      for (let k = 0; k < total(hand); k++) fresh[cards.pop()!]!++;
      return fresh;
    });
    if (deepEqual(hands, s.hands)) continue;
    const loaded = dalmuti.loadState({ ...JSON.parse(JSON.stringify(s)), hands }, { positions: true });
    if (loaded.ok) return loaded.value;
  }
  return null;
}

const SEEN = 'seen by this seat';

/**
 * What a view shows about the world. The cards the rules show a seat of an exchange (R5: the Dalmuti and the Peon of
 * that exchange; V4: the two Merchants) are marked rather than compared, and its own hand is compared by its size: it
 * learns those cards on purpose. For any other seat they are compared as they are (and must be hidden).
 */
function publicView(v: DalmutiView, seat: number | null): unknown {
  const mark = (x: unknown, mine: boolean) => (x === null || !mine ? x : SEEN);
  const m = v.seating.length;
  const [gd, ld, lp, gp] = [v.seating[0], v.seating[1], v.seating[m - 2], v.seating[m - 1]];
  const great = seat === gd || seat === gp;
  const lesser = seat === ld || seat === lp;
  const merchant = v.swap !== null && (seat === v.swap.from || seat === v.swap.to);
  return {
    ...v,
    hand: v.hand === null ? null : v.hand.length,
    handCounts: v.handCounts === null ? null : total(v.handCounts),
    tax: v.tax && {
      ...v.tax,
      gdGift: mark(v.tax.gdGift, great),
      gpTribute: mark(v.tax.gpTribute, great),
      ldGift: mark(v.tax.ldGift, lesser),
      lpTribute: mark(v.tax.lpTribute, lesser),
    },
    swap: v.swap && {
      ...v.swap,
      fromCard: mark(v.swap.fromCard, merchant),
      toCard: mark(v.swap.toCard, merchant),
    },
  };
}

/** A seat's copy of events; the cards of an exchange it takes part in (from or to) are marked rather than compared. */
function publicEvents(events: readonly DalmutiEvent[], seat: number | null): unknown[] {
  return dalmuti.eventsFor(events, seat).map((e) => {
    if (e.type === 'taxPaid' && (seat === e.from || seat === e.to)) return { ...e, cards: SEEN };
    if (e.type === 'cardsSwapped' && (seat === e.from || seat === e.to))
      return { ...e, fromCard: SEEN, toCard: SEEN };
    return e;
  });
}

const isAutoPass = (e: unknown) =>
  (e as { type?: string; auto?: boolean })?.type === 'passed' && (e as { auto: boolean }).auto;

interface LeakReport {
  /** Pairs of worlds compared. */
  readonly worlds: number;
  /** Moves made in both worlds. */
  readonly moves: number;
  /** Differences the seat saw that an automatic pass explains. */
  readonly autoPasses: number;
  /** Any other difference: a leak. */
  readonly leaks: string[];
}

function hunt(
  options: readonly (readonly [number, Record<string, unknown>])[],
  seed: string,
  matches: number,
): LeakReport {
  const rng = Rng.fromSeed(seed);
  let worlds = 0;
  let moves = 0;
  let autoPasses = 0;
  const leaks: string[] = [];
  for (const [seats, opts] of options) {
    for (let match = 0; match < matches; match++) {
      let s = dalmuti.setup({ seats, seed: `${seed}-${seats}-${match}`, ...opts } as never);
      while (!dalmuti.isOver(s)) {
        if (rng.int(6) === 0) {
          const seat = rng.int(seats + 1) - 1;
          const viewer = seat < 0 ? null : seat;
          const other = otherWorld(s, viewer, rng);
          if (other !== null) {
            worlds++;
            if (!deepEqual(dalmuti.view(other, viewer), dalmuti.view(s, viewer)))
              leaks.push(`${JSON.stringify(opts)}: seat ${viewer}'s view differs before any move`);
            let [a, b] = [s, other];
            for (let k = 0; k < 6 && !dalmuti.isOver(a); k++) {
              const legal = dalmuti.legalMoves(a);
              const move: DalmutiMove = legal[rng.int(legal.length)]!;
              if (!dalmuti.validate(b, move).ok) break; // the move itself is public: the worlds part here
              const stepA = dalmuti.applyMoveWithEvents(a, move);
              const stepB = dalmuti.applyMoveWithEvents(b, move);
              moves++;
              const ea = publicEvents(stepA.events, viewer);
              const eb = publicEvents(stepB.events, viewer);
              const sameEvents = deepEqual(ea, eb);
              const sameView = deepEqual(
                publicView(dalmuti.view(stepA.state, viewer), viewer),
                publicView(dalmuti.view(stepB.state, viewer), viewer),
              );
              if (sameEvents && sameView) {
                [a, b] = [stepA.state, stepB.state];
                continue;
              }
              const i = ea.findIndex((e, j) => !deepEqual(e, eb[j]));
              const at = i < 0 ? Math.min(ea.length, eb.length) : i;
              if (isAutoPass(ea[at]) || isAutoPass(eb[at])) autoPasses++;
              else
                leaks.push(
                  `${JSON.stringify(opts)}, ${seats} seats, seat ${viewer} after ${dalmuti.formatMove(move)}: ${JSON.stringify(ea[at] ?? 'view')} vs ${JSON.stringify(eb[at] ?? 'view')}`,
                );
              break;
            }
          }
        }
        const legal = dalmuti.legalMoves(s);
        s = dalmuti.applyMove(s, legal[rng.int(legal.length)]!);
      }
    }
  }
  return { worlds, moves, autoPasses, leaks };
}

describe("hidden information, beyond the game's own shuffle: worlds the seat cannot tell apart stay apart", () => {
  it('views and events of the next moves are the same in every world the seat cannot tell from the real one', () => {
    const report = hunt(LEAK_OPTIONS, 'leak', 2);
    expect(report.leaks).toEqual([]);
    expect(report.worlds).toBeGreaterThan(300);
    expect(report.moves).toBeGreaterThan(1000);
    expect(report.autoPasses).toBe(0);
  });

  it("autoPassForced: the engine's pass tells the table that the seat could not beat the top set, and nothing else", () => {
    // What the rules page says the table learns ("What the table learns"): with autoPassForced a world where the seat
    // to act next can beat the top set and one where it cannot differ by that automatic pass, which everyone sees.
    const report = hunt(AUTO_PASS_OPTIONS, 'leak-auto', 7);
    expect(report.leaks).toEqual([]);
    expect(report.autoPasses).toBeGreaterThan(0);
    expect(report.worlds).toBeGreaterThan(200);
  });
});
