// Property tests over seeded random games: card conservation, the H = D invariant of spec §2, the end state,
// the termination bound, views under hidden-card swaps, sampled states and the encoding bijection.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { DEFAULT_DECK, deckCards } from '../../../src/games/bigfish/cards.js';
import { decodeMove, encodeMove } from '../../../src/games/bigfish/encoding.js';
import { type BigFishState, bigfish, encoding } from '../../../src/games/bigfish/index.js';
import { allCards, cardsToPlace, deficit } from './helpers.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
const FULL_DECK = deckCards(DEFAULT_DECK).sort();

/** Plays a seeded random game on the fast path, calling `check` on every state. */
function playRandom(
  seats: number,
  seed: number,
  options: Record<string, unknown>,
  check: (s: BigFishState, moves: number) => void,
): BigFishState {
  const sim = createSimulator(bigfish, bigfish.setup({ seats, seed, ...options }));
  const rng = Rng.fromSeed(seed ^ 0x5eed);
  let n = 0;
  check(sim.state, n);
  while (!sim.isOver()) {
    const moves = sim.legalMoves();
    sim.apply(moves[rng.int(moves.length)]!);
    check(sim.state, ++n);
  }
  return sim.state;
}

const seatsArb = fc.integer({ min: 2, max: 6 });
const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('bigfish properties', () => {
  it('card conservation after every move, in every variant', () => {
    const variants = [
      {},
      { advanced: true },
      { advanced: true, plusSelection: 'playerChoice' },
      { continueAfterCompletion: true },
      { rowCount: 2, rowLength: 4, handSize: 3, pileSize: 9, commonDeckSize: 1 },
    ];
    fc.assert(
      fc.property(seatsArb, seedArb, fc.constantFrom(...variants), (seats, seed, options) => {
        playRandom(seats, seed, options, (s) => {
          expect(allCards(s)).toEqual(FULL_DECK);
        });
      }),
      { seed: 4201, numRuns: HEAVY ? 3000 : 300 },
    );
  });

  it('§2: H = D at every move under the default setup, basic and advanced', () => {
    fc.assert(
      fc.property(seatsArb, seedArb, fc.boolean(), (seats, seed, advanced) => {
        playRandom(seats, seed, { advanced }, (s) => {
          expect(cardsToPlace(s)).toBe(deficit(s));
        });
      }),
      { seed: 4202, numRuns: HEAVY ? 3000 : 400 },
    );
  });

  it('§2: a default game ends with every row complete and taken, the common deck and all hands and piles empty, within the move bound', () => {
    fc.assert(
      fc.property(seatsArb, seedArb, fc.boolean(), (seats, seed, advanced) => {
        let moves = 0;
        const end = playRandom(seats, seed, { advanced }, (_, n) => {
          moves = n;
        });
        expect(end.phase).toBe('over');
        expect(end.rows).toEqual([null, null, null]);
        expect(end.common).toEqual([]);
        expect(end.hands.flat()).toEqual([]);
        expect(end.piles.flat()).toEqual([]);
        // 12N placements, at most as many turn ends, at most one bonus choice per take (3N takes)
        expect(moves).toBeLessThanOrEqual(12 * seats * 2 + 3 * seats);
        expect(end.plus.flat().length + end.minus.flat().length).toBe(15 * seats);
      }),
      { seed: 4203, numRuns: HEAVY ? 3000 : 400 },
    );
  });

  it('BON: at most one bonus per turn, whatever the options (A on top only when it does not count)', () => {
    // Short rows and long turns, so that one turn often completes several rows.
    const variants: Record<string, unknown>[] = [
      { advanced: true, continueAfterCompletion: true, rowLength: 3, handSize: 6, maxPlacements: 6 },
      {
        advanced: true,
        continueAfterCompletion: true,
        aCountsTowardLimit: false,
        rowLength: 3,
        handSize: 6,
        maxPlacements: 6,
        plusSelection: 'playerChoice',
      },
    ];
    let multiTakeTurns = 0;
    fc.assert(
      fc.property(seatsArb, seedArb, fc.constantFrom(...variants), (seats, seed, options) => {
        let s = bigfish.setup({ seats, seed, ...options });
        const rng = Rng.fromSeed(seed);
        let bonuses = 0;
        let takes = 0;
        while (!bigfish.isOver(s)) {
          const legal = bigfish.legalMoves(s);
          const step = bigfish.applyMoveWithEvents(s, legal[rng.int(legal.length)]!);
          for (const e of step.events) {
            if (e.type === 'rowTaken') takes++;
            const counts = !(options.aCountsTowardLimit === false && 'bonus' in e && e.bonus === 'A');
            if ((e.type === 'bonusClaimed' || e.type === 'bonusStolen') && counts) bonuses++;
            if (e.type === 'turnEnded' || e.type === 'matchOver') {
              expect(bonuses).toBeLessThanOrEqual(1);
              if (takes > 1) multiTakeTurns++;
              bonuses = 0;
              takes = 0;
            }
          }
          s = step.state;
        }
      }),
      { seed: 4204, numRuns: HEAVY ? 1000 : 60 },
    );
    expect(multiTakeTurns).toBeGreaterThan(20); // the property was put to the test
  });

  it('the encoding is a bijection between all moves and its integers', () => {
    let count = 0;
    for (let a = 0; a < encoding.actionCount; a++) {
      const m = decodeMove(a);
      if (m === null) continue;
      count++;
      const parsed = bigfish.parseMove(m);
      expect(parsed.ok).toBe(true);
      if (parsed.ok) expect(encodeMove(parsed.value)).toBe(a);
    }
    expect(count).toBe(encoding.actionCount);
    expect(decodeMove(-1)).toBeNull();
    expect(decodeMove(encoding.actionCount)).toBeNull();
  });

  it('applyMove returns deeply frozen states and never changes its input, frozen or not', () => {
    const deeplyFrozen = (x: unknown): boolean =>
      typeof x !== 'object' || x === null || (Object.isFrozen(x) && Object.values(x).every(deeplyFrozen));
    for (const [seats, options] of [
      [4, {}],
      [3, { advanced: true }],
      [2, { plusSelection: 'playerChoice', mistakes: 'penalty' }],
    ] as const) {
      let s: BigFishState = bigfish.setup({ seats, seed: `frozen:${seats}`, ...options });
      const rng = Rng.fromSeed(seats);
      while (!bigfish.isOver(s)) {
        const legal = bigfish.legalMoves(s);
        const move = legal[rng.int(legal.length)]!;
        const text = JSON.stringify(s);
        // an unfrozen copy of the input: the rules must copy what they change, not rely on the input being frozen
        const thawed = JSON.parse(text) as BigFishState;
        expect(JSON.stringify(bigfish.applyMove(thawed, move))).toBe(
          JSON.stringify(bigfish.applyMove(s, move)),
        );
        expect(JSON.stringify(thawed)).toBe(text);
        const next = bigfish.applyMove(s, move);
        expect(JSON.stringify(s)).toBe(text);
        expect(deeplyFrozen(next)).toBe(true);
        s = next;
      }
    }
  });
});
