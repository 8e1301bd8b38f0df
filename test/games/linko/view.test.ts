/** Views show exactly what the table shows a seat; events can be filtered per seat. */
import { describe, expect, it } from 'vitest';
import { linko } from '../../../src/games/linko/index.js';
import { A, B, C, deck, decline, discard, disp, hand, P, pos, run, take, X } from './fixtures.js';

const start = () =>
  pos({
    seats: 3,
    current: A,
    hands: [[9, 9, 1], [2, 2], [5]],
    stacks: [[], [[3, 3]], [[4, X]]],
    display: [6, 7, 8, 10, 11, X],
    deckTopFirst: [13, 1],
  });

describe('Linko views', () => {
  it('shows the own hand, every hand size, stacks with set boundaries, display, discard and pending decisions', () => {
    const { state } = run(start(), [[A, P(9, 2, 0)]]);
    const v = linko.view(state, C);
    expect(v.seat).toBe(C);
    expect(v.handCounts).toEqual(hand(5));
    expect(v.handSizes).toEqual([1, 2, 1]);
    expect(v.stacks).toEqual([
      [{ value: 9, naturals: 2, jokers: 0 }],
      [],
      [{ value: 4, naturals: 1, jokers: 1 }],
    ]);
    expect(v.display).toEqual([6, 7, 8, 10, 11, X]);
    expect(v.deckSize).toBe(state.table.deck.length);
    expect(v.phase).toBe('offer');
    expect(v.current).toBe(A);
    expect(v.toAct).toBe(A);
    expect(v.victim).toBe(B);
    expect(v.victims).toEqual([C]);
    expect(v.limbo).toEqual({ value: 3, naturals: 2, jokers: 0 });
    expect(v.scores).toEqual([2 - 1, 0 - 2, 2 - 1]);
    const text = JSON.stringify(v);
    expect(text).not.toContain('rng');
    expect(Object.keys(v)).not.toContain('deck');
  });

  it('a spectator sees no hand', () => {
    expect(linko.view(start(), null).hand).toBeNull();
  });

  it('taken sets and display draws become known in a hand; deck draws are seen only by the drawer', () => {
    const { state } = run(start(), [
      [A, P(9, 2, 0)],
      [A, take],
      [B, disp(X)],
      [B, deck],
    ]);
    const forA = linko.view(state, A);
    expect(forA.known[A]).toEqual(hand(3, 3));
    expect(forA.known[B]).toEqual(hand(X));
    expect(forA.handSizes[B]).toBe(4);
    expect(linko.view(state, B).handCounts).toEqual(hand(2, 2, X, 13));
    // Nothing in A's or C's view reveals B's deck card: they are the same whichever card it was.
    const other = pos({
      seats: 3,
      current: A,
      hands: [[9, 9, 1], [2, 2], [5]],
      stacks: [[], [[3, 3]], [[4, X]]],
      display: [6, 7, 8, 10, 11, X],
      deckTopFirst: [12, 1],
    });
    const { state: state2 } = run(other, [
      [A, P(9, 2, 0)],
      [A, take],
      [B, disp(X)],
      [B, deck],
    ]);
    expect(linko.view(state2, A)).toEqual(linko.view(state, A));
    expect(linko.view(state2, null)).toEqual(linko.view(state, null));
    expect(linko.view(state2, B)).not.toEqual(linko.view(state, B));
  });

  it('known cards shrink when the owner plays cards of that value', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [
        [9, 1],
        [3, 3, 2],
      ],
      known: [[], [3, 3]],
      stacks: [[], []],
      display: [4, 4, 4, 4, 4, 4],
    });
    const { state } = run(s, [
      [A, P(9, 1, 0)],
      [B, P(3, 1, 0)],
    ]);
    expect(linko.view(state, A).known[B]).toEqual(hand(3));
  });

  it('linko.eventsFor blanks the card of a deck draw for every seat but the drawer', () => {
    const { events } = run(start(), [
      [A, P(9, 2, 0)],
      [A, decline],
      [B, discard],
      [B, deck],
      [B, disp(X)],
    ]);
    const drawn = (seat: number | null) =>
      linko.eventsFor(events, seat).filter((e) => e.type === 'cardDrawn');
    expect(drawn(B).map((e) => e.type === 'cardDrawn' && e.card)).toEqual([13, X]);
    expect(drawn(A).map((e) => e.type === 'cardDrawn' && e.card)).toEqual([null, X]);
    expect(drawn(null).map((e) => e.type === 'cardDrawn' && e.card)).toEqual([null, X]);
    const raw = events.filter((e) => e.type === 'cardDrawn');
    expect(raw.map((e) => e.type === 'cardDrawn' && (e.secret ?? null))).toEqual([
      { seats: [B], fields: ['card'] },
      null,
    ]);
  });

  it('events report snatches, choices, refills, game ends and the next game of a match', () => {
    const s = pos({
      seats: 2,
      options: { games: 2 },
      current: A,
      hands: [[9], [2]],
      stacks: [[], [[3]]],
      display: [4, 4, 4, 4, 4, 4],
    });
    const step = linko.applyMoveWithEvents(s, P(9, 1, 0));
    expect(step.events).toEqual([
      { type: 'setPlayed', seat: A, set: { value: 9, naturals: 1, jokers: 0 } },
      { type: 'gameEnded', game: 0, reason: 'handEmpty', scores: [1, 0], winners: [A] },
      { type: 'dealt', deal: 2 },
      { type: 'turnStarted', seat: B },
    ]);
    expect(step.state.gameIndex).toBe(1);
    expect(step.state.table.current).toBe(B);
    // The match score so far: game 0 plus the running score of the fresh deal (0 − 13 each).
    expect(linko.score(step.state)).toEqual([1 - 13, 0 - 13]);
    expect(step.state.results[0]!.scores).toEqual([1, 0]);
  });
});
