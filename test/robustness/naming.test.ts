/**
 * Words with names, for every game of the registry: over the events and views of seeded random matches, a viewer's
 * own seat is never "seat N" in what it is told (it is "you"), and with names given no seat is a number any more:
 * each seat a plain sentence names is named. The games word seats through core's seat words, not through a rewrite of
 * finished text.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGame, Rng, type Seat } from '../../src/core/index.js';
import { games } from '../../src/registry.js';
import { defaultSeatCounts } from './pool.js';

/** Names no game sentence uses as a word. */
const NAMES = Array.from({ length: 16 }, (_, s) => `Name${String.fromCharCode(65 + s)}x`);
const seatName = (s: Seat) => NAMES[s]!;

/** The seats a plain sentence refers to as `seat N`, `Seat N` or `seats N, M and K`. */
function seatsReferred(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(/\b[Ss]eat (\d+)\b/g)) out.add(Number(m[1]));
  for (const m of text.matchAll(/\b[Ss]eats ((?:\d+(?:, | and ))*\d+)/g))
    for (const n of m[1]!.match(/\d+/g) ?? []) out.add(Number(n));
  return out;
}

/** The texts one match gives: per step and per seat, the events that seat is told, and its view of the state. */
function* told(
  game: AnyGame,
  seats: number,
  seed: string,
): Generator<{ seat: Seat; event?: unknown; view?: unknown }> {
  const rng = Rng.fromSeed(seed);
  let state = game.setup({ seats, seed });
  for (let step = 0; !game.isOver(state) && step < 3000; step++) {
    const moves = game.legalMoves(state);
    const next = game.applyMoveWithEvents(state, moves[rng.int(moves.length)]);
    for (let seat = 0; seat < seats; seat++) {
      for (const event of game.eventsFor(next.events, seat)) yield { seat, event };
      if (step % 5 === 0) yield { seat, view: game.view(next.state, seat) };
    }
    state = next.state;
  }
  for (let seat = 0; seat < seats; seat++) yield { seat, view: game.view(state, seat) };
}

/** The plain, the viewer's and the named texts of one event or view. */
function texts(game: AnyGame, item: { seat: Seat; event?: unknown; view?: unknown }) {
  const say = (naming?: object) =>
    item.event !== undefined
      ? [game.describeEvent(item.event, naming)]
      : [...game.describeView(item.view, naming)];
  return { plain: say(), mine: say({ viewer: item.seat }), named: say({ seatName }) };
}

describe.each(Object.values<AnyGame>(games).map((g) => [g.id, g] as const))(
  '%s: words with names',
  (_id, game) => {
    it('the viewer is you, never its seat number; names replace every seat number', () => {
      let checked = 0;
      let you = 0;
      for (const seats of defaultSeatCounts(game)) {
        for (const item of told(game, seats, `${game.id}/naming/${seats}`)) {
          const { plain, mine, named } = texts(game, item);
          expect(mine.length).toBe(plain.length);
          for (let i = 0; i < plain.length; i++) {
            const refs = seatsReferred(plain[i]!);
            // The viewer's seat is "you" (or "your"): no sentence for that seat still calls it by its number.
            expect(seatsReferred(mine[i]!).has(item.seat), mine[i]).toBe(false);
            if (refs.has(item.seat)) {
              expect(mine[i], plain[i]).toMatch(/\b([Yy]ou|[Yy]our)\b/);
              you++;
            }
            // With names, no seat is a number, and each seat the plain sentence named is there by name.
            expect(seatsReferred(named[i]!).size, named[i]).toBe(0);
            for (const seat of refs) expect(named[i], plain[i]).toContain(NAMES[seat]!);
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
      expect(you).toBeGreaterThan(10);
    });
  },
);

describe('seatsReferred (the check above)', () => {
  it('finds single seats, capitalised ones and lists', () => {
    expect([...seatsReferred('seat 2 took 2×9 from seat 0')].sort()).toEqual([0, 2]);
    expect([...seatsReferred('Seat 1 to play.')]).toEqual([1]);
    expect([...seatsReferred('seats 0, 3 and 4 share the win')].sort()).toEqual([0, 3, 4]);
    expect([...seatsReferred('the scores by seat: 3, 4')]).toEqual([]);
  });
});
