/**
 * Events: only a card drawn from the deck is private (core's `secret`, seen by the drawer alone); the lifecycle
 * events have core's shape; the match's end is reported once, with the final scores and winners.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { type LinkoEvent, type LinkoState, linko } from '../../../src/games/linko/index.js';
import { A, B, C, deck, decline, discard, disp, P, pos, run, X } from './fixtures.js';

/** Every move of a seeded match through applyMoveWithEvents: the events of each move, and the final state. */
function playMatch(seats: number, seed: string, games: number): { steps: LinkoEvent[][]; final: LinkoState } {
  let s = linko.setup({ seats, seed, games, amigo2022: true });
  const rng = Rng.fromSeed(seed);
  const steps: LinkoEvent[][] = [];
  while (!linko.isOver(s)) {
    const moves = linko.legalMoves(s);
    const step = linko.applyMoveWithEvents(s, moves[rng.int(moves.length)]!);
    steps.push([...step.events]);
    s = step.state;
  }
  return { steps, final: s };
}

describe('Linko events', () => {
  it('a deck draw is secret to the drawer: every other seat and a spectator get card null', () => {
    const s = pos({
      seats: 3,
      current: A,
      hands: [[9, 9, 1], [2, 2], [5]],
      stacks: [[], [[3, 3]], []],
      display: [6, 7, 8, 10, 11, X],
      deckTopFirst: [13, 1],
    });
    const { events } = run(s, [
      [A, P(9, 2, 0)],
      [A, decline],
      [B, discard],
      [B, deck],
    ]);
    const drawn = events.filter((e) => e.type === 'cardDrawn');
    expect(drawn).toEqual([
      {
        type: 'cardDrawn',
        seat: B,
        from: 'deck',
        card: 13,
        owed: 1,
        secret: { seats: [B], fields: ['card'] },
      },
    ]);
    const copy = (seat: number | null) => linko.eventsFor(drawn, seat)[0]!;
    expect(copy(B)).toEqual(drawn[0]);
    for (const seat of [A, C, null]) {
      expect(copy(seat)).toEqual({ ...drawn[0], card: null });
    }
    // Nothing else in the copies differs from the events as applied.
    expect(linko.eventsFor(events, A).filter((e) => e.type !== 'cardDrawn')).toEqual(
      events.filter((e) => e.type !== 'cardDrawn'),
    );
  });

  it('a display draw is public: no secret, the card for everybody', () => {
    const s = pos({
      seats: 2,
      current: A,
      hands: [[9, 1], [2]],
      stacks: [[], [[3]]],
      display: [6, 7, 8, 10, 11, X],
    });
    const { events } = run(s, [
      [A, P(9, 1, 0)],
      [A, decline],
      [B, discard],
      [B, disp(X)],
    ]);
    const drawn = events.find((e) => e.type === 'cardDrawn')!;
    expect(drawn).toEqual({ type: 'cardDrawn', seat: B, from: 'display', card: X, owed: 0 });
    expect(linko.eventsFor([drawn], A)).toEqual([drawn]);
    expect(linko.eventsFor([drawn], null)).toEqual([drawn]);
  });

  it('in whole matches, only deck draws carry a secret, and each copy hides exactly the others’ deck cards', () => {
    const { steps } = playMatch(3, 'secrets', 2);
    let deckDraws = 0;
    for (const events of steps) {
      for (const e of events) {
        if (e.type === 'cardDrawn' && e.from === 'deck') {
          deckDraws++;
          expect(e.secret).toEqual({ seats: [e.seat], fields: ['card'] });
          expect(e.card).not.toBeNull();
        } else {
          expect('secret' in e, e.type).toBe(false);
        }
      }
      for (const seat of [null, 0, 1, 2]) {
        linko.eventsFor(events, seat).forEach((mine, i) => {
          const raw = events[i]!;
          const hidden = raw.type === 'cardDrawn' && raw.from === 'deck' && raw.seat !== seat;
          expect(mine).toEqual(hidden ? { ...raw, card: null } : raw);
        });
      }
    }
    expect(deckDraws).toBeGreaterThan(0);
  });

  it('lifecycle: each new game of the match is `dealt` (2, 3, …); the match ends with one `matchOver` of the final score and winners', () => {
    const { steps, final } = playMatch(4, 'lifecycle', 3);
    const all = steps.flat();
    expect(all.filter((e) => e.type === 'dealt')).toEqual([
      { type: 'dealt', deal: 2 },
      { type: 'dealt', deal: 3 },
    ]);
    expect(all.filter((e) => e.type === 'gameEnded').map((e) => e.type === 'gameEnded' && e.game)).toEqual([
      0, 1, 2,
    ]);
    const over = all.filter((e) => e.type === 'matchOver');
    expect(over).toEqual([{ type: 'matchOver', scores: linko.score(final), winners: linko.winners(final) }]);
    expect(steps.at(-1)!.at(-1)).toEqual(over[0]); // reported by the move that ends the match, last
  });

  it('a one-game amigo2022 match reports the winners the tie-break gives (A12)', () => {
    const end = run(
      pos({
        seats: 2,
        options: { amigo2022: true },
        current: A,
        hands: [[5], [1, 1]],
        stacks: [[[6, 6]], [[7, 7, 7, 7, 7]]],
        display: [4, 4, 4, 4, 4, 4],
      }),
      [[A, P(5, 1, 0)]],
    );
    // 3 : 3, and A holds fewer cards (0 against 2): A alone wins, in the state and in the event.
    expect(end.events.at(-1)).toEqual({ type: 'matchOver', scores: [3, 3], winners: [A] });
    expect(linko.winners(end.state)).toEqual([A]);
  });
});
