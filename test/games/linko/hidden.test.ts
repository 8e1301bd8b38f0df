/**
 * Hidden information: views never change when hidden cards move; sampled states match the view. The leak tests build
 * their alternative worlds themselves, from the state's layout (independently of the game's `shuffleHidden`), and
 * follow the next moves in both worlds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { deepEqual } from '../../../src/core/json.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { sampleState, shuffleHidden } from '../../../src/games/linko/hidden.js';
import { type LinkoMove, type LinkoState, type LinkoView, linko } from '../../../src/games/linko/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
/** Heavy runs take minutes; other runs keep the suite's limit (a guard against a hang). */
const TIMEOUT = HEAVY ? 3_600_000 : 600_000;

/** A state reached by `steps` random moves from a seeded deal. */
function midGame(seats: number, seed: number, steps: number, amigo2022: boolean): LinkoState {
  const sim = createSimulator(linko, linko.setup({ seats, seed, games: 2, amigo2022 }));
  sim.playout(Rng.fromSeed(seed + 1), steps);
  return JSON.parse(JSON.stringify(sim.state)) as LinkoState;
}

const arb = fc.record({
  seats: fc.integer({ min: 2, max: 5 }),
  seed: fc.nat(),
  steps: fc.nat({ max: 400 }),
  amigo2022: fc.boolean(),
});

describe('Linko hidden information', { timeout: TIMEOUT }, () => {
  it('a view never changes when the cards hidden from that seat are shuffled among the hidden places', () => {
    fc.assert(
      fc.property(arb, fc.nat(), ({ seats, seed, steps, amigo2022 }, shuffleSeed) => {
        const s = midGame(seats, seed, steps, amigo2022);
        for (const seat of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
          const shuffled = shuffleHidden(s, seat, Rng.fromSeed(shuffleSeed));
          expect(linko.view(shuffled, seat)).toEqual(linko.view(s, seat));
          expect(linko.loadState(shuffled, { positions: true }).ok).toBe(true); // arranged: no deal check
        }
      }),
      { seed: 21, numRuns: HEAVY ? 1000 : 100 },
    );
  });

  it('shuffleHidden really moves hidden cards (hands of others and the deck), and never the seat’s own hand', () => {
    const s = linko.setup({ seats: 4, seed: 5 });
    const shuffled = shuffleHidden(s, 0, Rng.fromSeed(1));
    expect(shuffled.table.hands[0]).toEqual(s.table.hands[0]);
    expect(shuffled.table.deck).not.toEqual(s.table.deck);
    expect(shuffled.table.hands.slice(1)).not.toEqual(s.table.hands.slice(1));
    expect(shuffled.rng).not.toEqual(s.rng);
  });

  it('known cards in hands stay where they are', () => {
    fc.assert(
      fc.property(arb, ({ seats, seed, steps, amigo2022 }) => {
        const s = midGame(seats, seed, steps, amigo2022);
        const shuffled = shuffleHidden(s, 0, Rng.fromSeed(seed));
        shuffled.table.hands.forEach((h, seat) => {
          s.table.known[seat]!.forEach((k, c) => {
            expect(h[c]).toBeGreaterThanOrEqual(k);
          });
        });
      }),
      { seed: 22, numRuns: HEAVY ? 500 : 50 },
    );
  });

  it('sampleState gives a valid state whose view for the seat equals the given view', () => {
    fc.assert(
      fc.property(arb, fc.nat(), ({ seats, seed, steps, amigo2022 }, sampleSeed) => {
        const s = midGame(seats, seed, steps, amigo2022);
        const seat = sampleSeed % seats;
        const v = linko.view(s, seat);
        const sampled = sampleState(v, seat, Rng.fromSeed(sampleSeed));
        expect(linko.view(sampled, seat)).toEqual(v);
        const loaded = linko.loadState(sampled, { positions: true }); // arranged: no deal check
        expect(loaded.ok).toBe(true);
      }),
      { seed: 23, numRuns: HEAVY ? 1000 : 100 },
    );
  });
});

/**
 * A state `seat` cannot tell from `state`: the cards nobody has seen go in (the unknown part of every other hand,
 * `hands − known`, and, unless `keepDeck`, the draw pile) are shuffled together and dealt back to the same places in
 * the same numbers. Known cards, stacks, display, discard pile, limbo, the seat's own hand and the RNG stay.
 */
function otherWorld(state: LinkoState, seat: number | null, rng: Rng, keepDeck: boolean): LinkoState {
  const raw = JSON.parse(JSON.stringify(state)) as {
    table: { hands: number[][]; known: number[][]; deck: number[] };
  } & Record<string, unknown>;
  const t = raw.table;
  const others = t.hands.map((_, s) => s).filter((s) => s !== seat);
  const pool: number[] = keepDeck ? [] : [...t.deck];
  for (const s of others) {
    t.hands[s]!.forEach((count, card) => {
      for (let i = t.known[s]![card]!; i < count; i++) pool.push(card);
    });
  }
  rng.shuffle(pool);
  for (const s of others) {
    const unknown = t.hands[s]!.reduce((a, c, card) => a + c - t.known[s]![card]!, 0);
    t.hands[s] = [...t.known[s]!];
    for (let i = 0; i < unknown; i++) t.hands[s]![pool.pop()!]!++;
  }
  if (!keepDeck) t.deck = pool;
  const loaded = linko.loadState(raw, { positions: true }); // arranged: no stream dealt it
  if (!loaded.ok) throw new Error(`the other world does not load: ${JSON.stringify(loaded.error.issues)}`);
  return loaded.value;
}

/** The fields in which two views may differ after a move that showed the seat a hidden card: its own hand (a deck
 * draw of its own) and the display (a refill turns up draw-pile cards). */
function differences(a: LinkoView, b: LinkoView): string[] {
  return (Object.keys(a) as (keyof LinkoView)[]).filter((k) => !deepEqual(a[k], b[k]));
}

const leakArb = fc.record({
  seats: fc.integer({ min: 2, max: 5 }),
  seed: fc.nat(),
  steps: fc.nat({ max: 500 }),
  amigo2022: fc.boolean(),
  games: fc.integer({ min: 1, max: 3 }),
  start: fc.nat(),
  world: fc.nat(),
});

describe('Linko hidden information: worlds built by the test', { timeout: TIMEOUT }, () => {
  it('neither the view nor the events of the next moves tell apart two worlds that differ only in hidden cards', () => {
    let compared = 0;
    let secretDraws = 0;
    fc.assert(
      fc.property(leakArb, ({ seats, seed, steps, amigo2022, games, start, world }) => {
        const options = { seats, seed, games, amigo2022, startSeat: start % seats };
        const sim = createSimulator(linko, linko.setup(options));
        sim.playout(Rng.fromSeed(seed + 1), steps);
        const loaded = linko.loadState(JSON.parse(JSON.stringify(sim.state)));
        if (!loaded.ok) throw new Error('a real state does not load');
        const rng = Rng.fromSeed(world);
        for (const seat of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
          let a = loaded.value;
          let b = otherWorld(a, seat, rng, rng.int(2) === 0);
          expect(linko.view(b, seat)).toEqual(linko.view(a, seat));
          // The next moves, each legal in both worlds, by whoever acts.
          for (let k = 0; k < 8 && !linko.isOver(a); k++) {
            const inB = new Set(linko.legalMoves(b).map((m) => linko.formatMove(m)));
            const both = linko.legalMoves(a).filter((m) => inB.has(linko.formatMove(m)));
            if (both.length === 0) break;
            const move: LinkoMove = both[rng.int(both.length)]!;
            const stepA = linko.applyMoveWithEvents(a, move);
            const stepB = linko.applyMoveWithEvents(b, move);
            const viewA = linko.view(stepA.state, seat);
            const viewB = linko.view(stepB.state, seat);
            const diff = differences(viewA, viewB);
            if (diff.length > 0) {
              // The seat saw a hidden card: its own deck draw, or a refill from the draw pile.
              expect(
                diff.every((k) => k === 'hand' || k === 'handCounts' || k === 'display'),
                `views differ in ${diff}`,
              ).toBe(true);
              break;
            }
            const mine = linko.eventsFor(stepA.events, seat);
            expect(linko.eventsFor(stepB.events, seat)).toEqual(mine);
            compared++;
            if (mine.some((e) => e.type === 'cardDrawn' && e.from === 'deck' && e.card === null))
              secretDraws++;
            a = stepA.state;
            b = stepB.state;
          }
        }
      }),
      { seed: 24, numRuns: HEAVY ? 1000 : 100 },
    );
    // The comparisons reached the moves that matter: other seats' deck draws, whose card is hidden.
    expect(compared).toBeGreaterThan(500);
    expect(secretDraws).toBeGreaterThan(20);
  });
});
