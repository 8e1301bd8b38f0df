import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, type Seat } from '../../../src/core/index.js';
import { deepEqual } from '../../../src/core/json.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { cardId } from '../../../src/games/coins/cards.js';
import { sampleState, shuffleHidden } from '../../../src/games/coins/hidden.js';
import { type CoinsMove, type CoinsState, coins, fromPosition } from '../../../src/games/coins/index.js';

function stateAfter(seed: number, steps: number) {
  const sim = createSimulator(coins, coins.setup({ seats: 3, seed }));
  sim.playout(Rng.fromSeed(seed * 7 + 1), steps);
  return coins.loadState(JSON.parse(JSON.stringify(sim.state)), { positions: true });
}

describe('Coins hidden information', () => {
  it('shuffleHidden keeps every view of that seat, the seat’s hand, the sizes, and gives a valid state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 150 }),
        fc.constantFrom(null, 0, 1, 2),
        (seed, steps, seat) => {
          const loaded = stateAfter(seed, steps);
          if (!loaded.ok) return false;
          const s = loaded.value;
          const t = shuffleHidden(s, seat, Rng.fromSeed(seed));
          expect(deepEqual(coins.view(t, seat), coins.view(s, seat))).toBe(true);
          if (seat !== null) expect(t.hands[seat]).toEqual(s.hands[seat]);
          expect(t.hands.map((h) => h.length)).toEqual(s.hands.map((h) => h.length));
          expect(coins.loadState(JSON.parse(JSON.stringify(t)), { positions: true }).ok).toBe(true);
          return true;
        },
      ),
      { seed: 11, numRuns: 150 },
    );
  });

  it('shuffleHidden really moves the opponents’ cards (and only theirs)', () => {
    const s = coins.setup({ seats: 3, seed: 1 });
    const t = shuffleHidden(s, 0, Rng.fromSeed(2));
    expect(t.hands[0]).toEqual(s.hands[0]);
    expect(t.hands[1]).not.toEqual(s.hands[1]);
    expect([...t.hands[1]!, ...t.hands[2]!].sort((a, b) => a - b)).toEqual(
      [...s.hands[1]!, ...s.hands[2]!].sort((a, b) => a - b),
    );
    expect(t.rng).not.toEqual(s.rng);
  });

  it('sampleState keeps a position a position: its scores need not fit earlier hands (I10), and it loads', () => {
    const p = fromPosition({
      dealer: 1,
      hand: 2,
      scores: [7, 0, 2],
      target: 12,
      hands: [[], [], []],
      fill: true,
    });
    for (const seat of [0, 1, 2] as const) {
      const v = coins.view(p, seat);
      expect(v.origin).toBe('position');
      const sampled = sampleState(v, seat, Rng.fromSeed(seat));
      expect(sampled.origin).toBe('position');
      expect(coins.view(sampled, seat)).toEqual(v);
      expect(coins.loadState(JSON.parse(JSON.stringify(sampled)), { positions: true }).ok).toBe(true);
    }
  });

  it('sampleState gives a valid state whose view equals the given view', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 150 }),
        fc.constantFrom(0, 1, 2),
        (seed, steps, seat) => {
          const loaded = stateAfter(seed, steps);
          if (!loaded.ok) return false;
          const v = coins.view(loaded.value, seat);
          const sampled = sampleState(v, seat, Rng.fromSeed(seed + 3));
          const reloaded = coins.loadState(JSON.parse(JSON.stringify(sampled)), { positions: true });
          expect(reloaded.ok).toBe(true);
          expect(deepEqual(coins.view(sampled, seat), v)).toBe(true);
          return true;
        },
      ),
      { seed: 12, numRuns: 150 },
    );
  });
});

/**
 * Alternative worlds, built here from the state's layout and independently of `hidden.shuffleHidden`: the cards of the
 * hands hidden from `viewer` (both other hands for a seat, all three for a spectator) dealt again among those hands,
 * each keeping its size, except the cards those hands play in `pinned` (the next moves), which stay where they are so
 * that the same moves are legal in both worlds. Coins hides nothing else after the deal (C9: every played card is
 * public), so these are all the worlds the seat cannot tell apart, but for the random stream (the next deal).
 */
function alternativeWorld(
  state: CoinsState,
  viewer: Seat | null,
  pinned: ReadonlySet<number>,
  pick: Rng,
): CoinsState {
  const hiddenSeats = [0, 1, 2].filter((s) => s !== viewer);
  const free: number[] = [];
  for (const s of hiddenSeats) for (const c of state.hands[s]!) if (!pinned.has(c)) free.push(c);
  // Fisher–Yates written out here, with a stream of the test's own.
  for (let i = free.length - 1; i > 0; i--) {
    const j = pick.int(i + 1);
    [free[i], free[j]] = [free[j]!, free[i]!];
  }
  let k = 0;
  const hands = state.hands.map((hand, s) => {
    if (!hiddenSeats.includes(s)) return [...hand];
    return hand.map((c) => (pinned.has(c) ? c : free[k++]!)).sort((a, b) => a - b);
  });
  return { ...state, hands };
}

/** Property runs of the alternative-worlds test. */
const HEAVY_RUNS = process.env.CARDRULES_HEAVY === '1' ? 5000 : 500;

/** Options other than the defaults: every first dealer, short and long targets, and a match from a position. */
const LEAK_OPTIONS = [
  {},
  { target: 1 },
  { target: 6, firstDealer: 0 },
  { target: 10, firstDealer: 1 },
  { target: 20, firstDealer: 2 },
  { target: 33, firstDealer: null },
] as const;

describe('Coins hidden information: alternative worlds built by the test', () => {
  it('a seat’s view, and its copy of the events of the next moves, are the same in every world it cannot tell apart', () => {
    let differentWorlds = 0;
    let comparedMoves = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 260 }),
        fc.integer({ min: 0, max: LEAK_OPTIONS.length }),
        fc.constantFrom<Seat | null>(null, 0, 1, 2),
        fc.integer({ min: 1, max: 8 }),
        (seed, steps, which, viewer, ahead) => {
          // A real state: a seeded match, or (last index) a position, played `steps` moves on.
          let state =
            which === LEAK_OPTIONS.length
              ? fromPosition({
                  dealer: seed % 3,
                  hand: 2,
                  scores: [3, 5, 4],
                  target: 12,
                  hands: [[], [], []],
                  fill: true,
                })
              : coins.setup({ seats: 3, seed, ...LEAK_OPTIONS[which] });
          const rng = Rng.fromSeed(seed);
          for (let i = 0; i < steps && !coins.isOver(state); i++) {
            const moves = coins.legalMoves(state);
            state = coins.applyMove(state, moves[rng.int(moves.length)]!);
          }
          // The next moves of the real world, and the cards they take from the hands as they are now.
          const line: CoinsMove[] = [];
          const pinned = new Set<number>();
          let s = state;
          for (let i = 0; i < ahead && !coins.isOver(s); i++) {
            const moves = coins.legalMoves(s);
            const move = moves[rng.int(moves.length)]!;
            if (s.hand === state.hand) pinned.add(cardId(move.card));
            line.push(move);
            s = coins.applyMove(s, move);
          }
          const loaded = coins.loadState(
            JSON.parse(JSON.stringify(alternativeWorld(state, viewer, pinned, rng))),
            { positions: true },
          );
          expect(loaded.ok).toBe(true); // a world play could reach
          if (!loaded.ok) return;
          let other = loaded.value;
          if (JSON.stringify(other.hands) !== JSON.stringify(state.hands)) differentWorlds++;
          let real = state;
          expect(coins.view(other, viewer)).toEqual(coins.view(real, viewer));
          for (const move of line) {
            const a = coins.applyMoveWithEvents(real, move);
            const b = coins.applyMoveWithEvents(other, move);
            expect(coins.eventsFor(b.events, viewer)).toEqual(coins.eventsFor(a.events, viewer));
            expect(coins.view(b.state, viewer)).toEqual(coins.view(a.state, viewer));
            expect(coins.toAct(b.state)).toBe(coins.toAct(a.state));
            real = a.state;
            other = b.state;
            comparedMoves++;
          }
        },
      ),
      { seed: 15, numRuns: HEAVY_RUNS },
    );
    // The worlds really differ, and many moves were compared.
    expect(differentWorlds).toBeGreaterThan(HEAVY_RUNS / 2);
    expect(comparedMoves).toBeGreaterThan(HEAVY_RUNS);
  });

  it('the random stream shows in nothing a seat sees until it deals the next hand', () => {
    for (const [k, options] of LEAK_OPTIONS.entries()) {
      let state = coins.setup({ seats: 3, seed: `rng/${k}`, ...options });
      const rng = Rng.fromSeed(k);
      while (!coins.isOver(state)) {
        const other = { ...state, rng: Rng.fromSeed(`other/${k}/${state.played.length}`).state() };
        for (const viewer of [null, 0, 1, 2] as const)
          expect(coins.view(other, viewer)).toEqual(coins.view(state, viewer));
        const moves = coins.legalMoves(state);
        const move = moves[rng.int(moves.length)]!;
        const a = coins.applyMoveWithEvents(state, move);
        const b = coins.applyMoveWithEvents(other, move);
        if (a.state.hand === state.hand || a.state.winner !== null)
          for (const viewer of [null, 0, 1, 2] as const) {
            expect(coins.eventsFor(b.events, viewer)).toEqual(coins.eventsFor(a.events, viewer));
            expect(coins.view(b.state, viewer)).toEqual(coins.view(a.state, viewer));
          }
        state = a.state;
      }
    }
  });
});
