/**
 * Property tests on the fast path (the rules applied to a mutable copy, as simulators do): card conservation after
 * every move, the phase invariants, final scores equal stack cards minus hand cards, and termination under a bound.
 * Thousands of seeded games per run (more with CARDRULES_HEAVY=1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, total } from '../../../src/core/index.js';
import { cloneJson } from '../../../src/core/json.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { DISPLAY_SIZE, TOTAL_CARDS } from '../../../src/games/linko/cards.js';
import { type LinkoState, linko } from '../../../src/games/linko/index.js';
import { legalMoves } from '../../../src/games/linko/rules.js';
import { gameScores, stackCards } from '../../../src/games/linko/score.js';
import { cardCount } from './fixtures.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
/** Heavy runs take minutes; other runs keep the suite's limit (a guard against a hang). */
const TIMEOUT = HEAVY ? 3_600_000 : 600_000;
/** The documented bound on the moves of one game (docs/rules/linko.md, "Termination"). */
const MOVES_PER_GAME_BOUND = 1000;

function invariants(s: LinkoState): string | null {
  if (cardCount(s) !== TOTAL_CARDS) return `conservation: ${cardCount(s)} cards`;
  for (let seat = 0; seat < s.seats; seat++) {
    if (s.table.known[seat]!.some((k, c) => k > s.table.hands[seat]![c]!))
      return `known exceeds hand of seat ${seat}`;
    if (s.table.phase !== 'over' && total(s.table.hands[seat]!) === 0)
      return `empty hand of seat ${seat} while playing`;
  }
  if (s.table.phase !== 'over' && s.table.deck.length + s.table.display.length === 0)
    return 'empty supply while playing';
  if (
    s.table.phase !== 'draw' &&
    s.table.phase !== 'over' &&
    s.table.deck.length > 0 &&
    s.table.display.length !== DISPLAY_SIZE
  ) {
    return 'display not refilled';
  }
  if ((s.table.phase === 'offer' || s.table.phase === 'choice') !== (s.table.limbo !== null))
    return 'limbo outside offer/choice';
  return null;
}

describe('Linko properties (fast path)', { timeout: TIMEOUT }, () => {
  for (const seats of [2, 3, 4, 5]) {
    it(`conservation, invariants, final score = stack − hand, termination: ${seats} seats`, () => {
      const games = HEAVY ? 10000 : 600;
      let longest = 0;
      for (let i = 0; i < games; i++) {
        const amigo2022 = i % 2 === 1;
        const sim = createSimulator(
          linko,
          linko.setup({ seats, seed: `p${seats}/${i}`, games: 1, amigo2022 }),
        );
        const rng = Rng.fromSeed(`r${seats}/${i}`);
        let n = 0;
        while (!sim.isOver()) {
          const ms = sim.legalMoves();
          if (ms.length === 0) throw new Error(`game ${i}, move ${n}: no legal move while on`);
          sim.apply(ms[rng.int(ms.length)]!);
          n++;
          const bad = invariants(sim.state);
          if (bad) throw new Error(`game ${i}, move ${n}: ${bad}`);
          if (n > MOVES_PER_GAME_BOUND)
            throw new Error(`game ${i} did not end within ${MOVES_PER_GAME_BOUND} moves`);
        }
        longest = Math.max(longest, n);
        const s = sim.state;
        const result = s.results[0]!;
        expect(result.scores).toEqual(gameScores(s.table));
        expect(result.scores).toEqual(
          s.table.stacks.map((st, seat) => stackCards(st) - total(s.table.hands[seat]!)),
        );
        expect(linko.score(s)).toEqual(result.scores);
        expect(linko.winners(s).length).toBeGreaterThan(0);
      }
      expect(longest).toBeLessThan(MOVES_PER_GAME_BOUND);
    });
  }

  it('a whole match sums its games and ends after `games` games', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.nat(),
        (seats, games, seed) => {
          const sim = createSimulator(linko, linko.setup({ seats, games, seed }));
          sim.playout(Rng.fromSeed(seed), games * MOVES_PER_GAME_BOUND);
          const s = sim.state;
          expect(s.table.phase).toBe('over');
          expect(s.results).toHaveLength(games);
          const totals = Array.from({ length: seats }, (_, seat) =>
            s.results.reduce((t, r) => t + r.scores[seat]!, 0),
          );
          expect(linko.score(s)).toEqual(totals);
        },
      ),
      { seed: 7, numRuns: HEAVY ? 400 : 60 },
    );
  });

  it('applyMove and the fast path reach the same states, byte for byte', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(), fc.boolean(), (seats, seed, amigo2022) => {
        let s = linko.setup({ seats, seed, games: 1, amigo2022 });
        const sim = createSimulator(linko, s);
        const rng = Rng.fromSeed(seed);
        for (let i = 0; i < 400 && !linko.isOver(s); i++) {
          const ms = linko.legalMoves(s);
          const m = ms[rng.int(ms.length)]!;
          s = linko.applyMove(s, m);
          sim.apply(m);
        }
        expect(JSON.stringify(sim.state)).toBe(JSON.stringify(s));
      }),
      { seed: 11, numRuns: HEAVY ? 300 : 30 },
    );
  });

  // applyMove copies the containers a move changes (ctx.edit) and core freezes what the move made: every state it
  // returns must still be deeply frozen, and the state it was given must be untouched.
  it('applyMove returns deeply frozen states and leaves its input unchanged, across games of a match', () => {
    const unfrozen = (x: unknown, path: string): string | null => {
      if (typeof x !== 'object' || x === null) return null;
      if (!Object.isFrozen(x)) return path;
      for (const [k, v] of Object.entries(x)) {
        const bad = unfrozen(v, `${path}.${k}`);
        if (bad) return bad;
      }
      return null;
    };
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(), fc.boolean(), (seats, seed, amigo2022) => {
        let s = linko.setup({ seats, seed, games: 2, amigo2022 });
        const rng = Rng.fromSeed(seed);
        while (!linko.isOver(s)) {
          const before = JSON.stringify(s);
          const ms = linko.legalMoves(s);
          const next = linko.applyMove(s, ms[rng.int(ms.length)]!);
          expect(JSON.stringify(s)).toBe(before);
          const bad = unfrozen(next, 'state');
          if (bad) throw new Error(`not frozen: ${bad}`);
          s = next;
        }
      }),
      { seed: 13, numRuns: HEAVY ? 100 : 8 },
    );
  });

  it('legalMoves returns a new array on every call, also for the same frozen state', () => {
    const s = linko.setup({ seats: 3, seed: 5 });
    const first = linko.legalMoves(s) as unknown[];
    const copy = [...first];
    expect(() => {
      first.length = 0; // frozen: a caller cannot empty the array it was given
    }).toThrow(TypeError);
    const second = linko.legalMoves(s);
    expect(second).not.toBe(first);
    expect(second).toEqual(copy);
    const other = linko.applyMove(s, second[0]!);
    expect(linko.legalMoves(other)).toEqual(legalMoves(cloneJson(other)));
    expect(linko.legalMoves(s)).toEqual(copy);
  });
});
