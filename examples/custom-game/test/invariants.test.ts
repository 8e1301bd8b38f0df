/**
 * The invariants of a saved state, I1–I10 of the rules page: each test forges a state from a real one, breaking one
 * invariant and keeping the others, and expects `loadState` to refuse it by that id. Every state of real play loads.
 */
import { Rng } from 'cardrules/core';
import { describe, expect, it } from 'vitest';
import { type CrazyEightsState, crazyEights } from '../src/index.js';

type Raw = Record<string, unknown> & CrazyEightsState;

/** Every state of a seeded match of random moves, from the deal to its end. */
function* playthrough(
  seats: number,
  seed: number,
  target: number | null = null,
): Generator<CrazyEightsState> {
  let state = crazyEights.setup({ seats, seed, target });
  const rng = Rng.fromSeed(seed);
  yield state;
  while (!crazyEights.isOver(state)) {
    const legal = crazyEights.legalMoves(state);
    state = crazyEights.applyMove(state, legal[rng.int(legal.length)]!);
    yield state;
  }
}

/** A real state: `moves` moves into a seeded match (its last state if it ends sooner), as a copy the test may change. */
function played(moves: number, seats = 3, seed = 5, target: number | null = null): Raw {
  let state: CrazyEightsState | undefined;
  for (state of playthrough(seats, seed, target)) if (moves-- === 0) break;
  return structuredClone(state) as Raw;
}

/** The first state of seeded two-seat play whose stock has been rebuilt (R7) while the hand goes on. */
function firstReshuffled(): Raw {
  for (let seed = 0; seed < 50; seed++)
    for (const state of playthrough(2, seed))
      if (state.reshuffled && !crazyEights.isOver(state)) return structuredClone(state) as Raw;
  throw new Error('no reshuffle in 50 seeded matches');
}

/** The invariant ids named by what `loadState` says of `raw`, or `[]` when it accepts it. */
function refusedBy(raw: unknown): string[] {
  const loaded = crazyEights.loadState(raw);
  if (loaded.ok) return [];
  return [
    ...new Set(loaded.error.issues.map((issue) => /\((I\d+)\)$/.exec(issue.message)?.[1] ?? issue.message)),
  ];
}

/** The two cards of `hands` at `[seat, index]` places swapped, each hand sorted again (I5). */
function swapped(
  hands: readonly (readonly number[])[],
  a: [number, number],
  b: [number, number],
): number[][] {
  const copy = hands.map((hand) => [...hand]);
  [copy[a[0]]![a[1]], copy[b[0]]![b[1]]] = [copy[b[0]]![b[1]]!, copy[a[0]]![a[1]]!];
  return copy.map((hand) => hand.sort((x, y) => x - y));
}

describe('the invariants of a saved state', () => {
  it('every state of real play loads: 40 matches at 2–5 seats, one hand and to a target, every move', () => {
    let states = 0;
    let reshuffled = 0;
    let laterHands = 0;
    for (let m = 0; m < 40; m++)
      for (const state of playthrough(2 + (m % 4), m, m % 2 ? 100 : null)) {
        expect(refusedBy(JSON.parse(JSON.stringify(state)))).toEqual([]);
        states++;
        if (state.reshuffled) reshuffled++;
        if (state.handNumber > 1) laterHands++;
      }
    // The play reached states of later hands and states after a reshuffle, which I10 leaves alone.
    expect(states).toBeGreaterThan(1000);
    expect(reshuffled).toBeGreaterThan(0);
    expect(laterHands).toBeGreaterThan(0);
  }, 120_000); // about 2 s alone: room for a loaded machine

  it('I1: an unknown field, or a missing one, is refused', () => {
    expect(refusedBy({ ...played(4), jokers: 0 })).toEqual(['I1']);
    const { reshuffled: _, ...missing } = played(4);
    expect(refusedBy(missing)).toEqual(['I1']);
  });

  it('I2: a suit out of range, a card id out of range and a hand missing are refused', () => {
    expect(refusedBy({ ...played(4), suit: 4 })).toEqual(['I2']);
    const s = played(4);
    expect(refusedBy({ ...s, stock: [...s.stock.slice(1), 52] })).toEqual(['I2']);
    expect(refusedBy({ ...s, hands: s.hands.slice(1) })).toEqual(['I2']);
  });

  it('I3: a card in two places is refused', () => {
    const s = played(4);
    // The stock's bottom card replaced by the starter, which stays in the discard pile: one card twice, one nowhere.
    expect(refusedBy({ ...s, stock: [s.discard[0]!, ...s.stock.slice(1)] })).toEqual(['I3']);
  });

  it('I4: a suit in force other than the top card’s, under a card that is no 8, is refused', () => {
    const s = played(0); // the starter of seed 5 is no 8 (asserted)
    expect(s.discard[0]! % 13).not.toBe(7);
    expect(refusedBy({ ...s, suit: (s.suit + 1) % 4 })).toEqual(['I4']);
  });

  it('I5: a hand out of order is refused', () => {
    const s = played(0);
    expect(refusedBy({ ...s, hands: [[...s.hands[0]!].reverse(), ...s.hands.slice(1)] })).toEqual(['I5']);
  });

  it('I6: a drawn card that is not in the hand of the seat to play is refused', () => {
    const s = played(0);
    expect(refusedBy({ ...s, drawn: s.hands[(s.toPlay + 1) % 3]![0]! })).toEqual(['I6']);
  });

  it('I7: the first hand dealt by another seat than seat 0 is refused', () => {
    expect(refusedBy({ ...played(0), dealer: 1 })).toContain('I7');
  });

  it('I8: a score in a match of one hand that goes on is refused', () => {
    expect(refusedBy({ ...played(4), scores: [5, 0, 0] })).toEqual(['I8']);
  });

  it('I9: a winner whose hand is not empty is refused', () => {
    const s = played(4);
    expect(refusedBy({ ...s, winners: [(s.toPlay + 1) % 3] })).toContain('I9');
  });

  describe('I10: the cards are where the deal from the stored stream put them', () => {
    it('two cards swapped between hands are refused, though every other invariant holds', () => {
      const s = played(6);
      expect(s.reshuffled).toBe(false);
      expect(refusedBy({ ...s, hands: swapped(s.hands, [0, 0], [1, 0]) })).toEqual(['I10']);
    });

    it('the stock reordered, or the starter swapped with a stock card of its suit, is refused', () => {
      const s = played(6);
      const [a, b, ...rest] = s.stock;
      expect(refusedBy({ ...s, stock: [b!, a!, ...rest] })).toEqual(['I10']);
      // Right after the deal, a new starter of the same suit (no 8) keeps I4; it trades places with the old one.
      const dealt = played(0);
      const starter = dealt.discard[0]!;
      const same = dealt.stock.findIndex(
        (id) => Math.floor(id / 13) === Math.floor(starter / 13) && id % 13 !== 7,
      );
      expect(same).toBeGreaterThanOrEqual(0);
      const stock = dealt.stock.map((id, i) => (i === same ? starter : id));
      expect(refusedBy({ ...dealt, stock, discard: [dealt.stock[same]!] })).toEqual(['I10']);
    });

    it('a card of the stock moved to a hand in place of a dealt card, as if drawn, is refused', () => {
      const s = played(0);
      const hands = s.hands.map((hand) => [...hand]);
      const [card] = hands[1]!.splice(0, 1, s.stock[0]!); // the stock's bottom card: never drawn yet
      hands[1]!.sort((x, y) => x - y);
      expect(refusedBy({ ...s, hands, stock: [card!, ...s.stock.slice(1)] })).toEqual(['I10']);
    });

    it('the same cards with the stream of another deal are refused', () => {
      const s = played(6);
      expect(refusedBy({ ...s, rng: played(6, 3, 6).rng })).toEqual(['I10']);
    });

    it('after a reshuffle the deal is no longer checked: rearranged hands then load (what I10 cannot tell)', () => {
      const s = firstReshuffled();
      const forged = { ...s, hands: swapped(s.hands, [0, 0], [1, 0]) };
      expect(refusedBy(forged)).toEqual([]);
      // The flag is part of the state: clearing it brings the deal check back, and the rearranged cards fail it.
      expect(refusedBy({ ...forged, reshuffled: false })).toContain('I10');
    }, 120_000);
  });
});
