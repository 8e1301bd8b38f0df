// Hidden information: views must not change when cards hidden from the viewer move, and sampled states must agree
// with the view they were sampled from.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulator, Rng } from '../../../src/core/index.js';
import { DEFAULT_DECK, deckCards } from '../../../src/games/bigfish/cards.js';
import { sampleState, shuffleHidden } from '../../../src/games/bigfish/hidden.js';
import { attemptPlacement, type BigFishState, bigfish } from '../../../src/games/bigfish/index.js';
import { allCards } from './helpers.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
const FULL_DECK = deckCards(DEFAULT_DECK).sort();

function stateAfter(
  seats: number,
  seed: number,
  options: Record<string, unknown>,
  stop: number,
): BigFishState {
  const sim = createSimulator(bigfish, bigfish.setup({ seats, seed, ...options }));
  const rng = Rng.fromSeed(seed ^ 0x5eed);
  for (let n = 0; n < stop && !sim.isOver(); n++) {
    const moves = sim.legalMoves();
    sim.apply(moves[rng.int(moves.length)]!);
  }
  return structuredClone(sim.state);
}

describe('bigfish hidden information', () => {
  const seatsArb = fc.integer({ min: 2, max: 6 });
  const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });

  it('views do not change when unseen cards are swapped between hidden places; sampled states match the view', () => {
    fc.assert(
      fc.property(
        seatsArb,
        seedArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 80 }),
        (seats, seed, advanced, stop) => {
          let s = stateAfter(seats, seed, { advanced, mistakes: 'penalty' }, stop);
          // make a mistake when one is possible, so that a card in a hand becomes public
          if (s.phase === 'place') {
            for (const c of s.hands[s.turn]!) {
              const r = attemptPlacement(s, { type: 'place', colour: c[0], value: Number(c[1]), row: 0 });
              if (r.penalized) {
                s = r.state;
                break;
              }
            }
          }
          const rng = Rng.fromSeed(seed);
          for (const seat of [null, ...Array.from({ length: seats }, (_, i) => i)]) {
            const v = bigfish.view(s, seat);
            const shuffled = shuffleHidden(s, seat, rng);
            expect(bigfish.view(shuffled, seat)).toEqual(v);
            expect(allCards(shuffled)).toEqual(FULL_DECK);
            if (seat !== null) {
              const sampled = sampleState(v, seat, rng);
              expect(bigfish.view(sampled, seat)).toEqual(v);
              expect(bigfish.loadState(JSON.parse(JSON.stringify(sampled))).ok).toBe(true);
            }
          }
        },
      ),
      { seed: 4204, numRuns: HEAVY ? 2000 : 100 },
    );
  });

  it('shuffleHidden really moves hidden cards (the test above can fail)', () => {
    const s = bigfish.setup({ seats: 4, seed: 8 });
    const moved = shuffleHidden(s, 0, Rng.fromSeed(1));
    expect(moved.hands[0]).toEqual(s.hands[0]);
    expect(moved.piles).not.toEqual(s.piles);
    expect(bigfish.view(moved, 1)).not.toEqual(bigfish.view(s, 1));
  });

  it('a spectator sees no hand; shuffling for a spectator moves every hand', () => {
    const s = bigfish.setup({ seats: 3, seed: 21 });
    const moved = shuffleHidden(s, null, Rng.fromSeed(5));
    expect(bigfish.view(moved, null)).toEqual(bigfish.view(s, null));
    expect(moved.hands).not.toEqual(s.hands);
  });
});
