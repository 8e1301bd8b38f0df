/**
 * The conformance kit over seeded random matches for every seat count and ruleset. CI runs a few hundred matches;
 * CARDRULES_HEAVY=1 runs thousands with every state fully checked more often.
 */
import { describe, expect, it } from 'vitest';
import { linko } from '../../../src/games/linko/index.js';
import { checkConformance } from '../../../src/testing/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
/** Heavy runs take minutes; CI runs keep the default limit. */
const TIMEOUT = HEAVY ? 3_600_000 : 60_000;

describe('Linko conformance', { timeout: TIMEOUT }, () => {
  for (const seats of [2, 3, 4, 5]) {
    it(`single games, both rulesets, ${seats} seats`, () => {
      const report = checkConformance(linko, {
        seats: [seats],
        matches: HEAVY ? 250 : 12,
        seed: `linko-${seats}`,
        options: [{ games: 1 }, { games: 1, amigo2022: true }],
        fullCheckEvery: HEAVY ? 5 : 40,
        junkPerState: HEAVY ? 2 : 1,
        maxMoves: 1000,
      });
      expect(report.matches).toBe(HEAVY ? 500 : 24);
    });
  }

  it('whole matches (games = seats, rotating start seat, an odd start seat)', () => {
    const report = checkConformance(linko, {
      seats: [2, 3, 4, 5],
      matches: HEAVY ? 40 : 1,
      seed: 'linko-match',
      options: [{}, { startSeat: 1, amigo2022: true }],
      fullCheckEvery: HEAVY ? 5 : 60,
      junkPerState: 1,
      maxMoves: 5000,
    });
    expect(report.matches).toBe(HEAVY ? 320 : 8);
  });

  it('options drawn at random from the described options (linko.options)', () => {
    const report = checkConformance(linko, {
      seats: HEAVY ? [2, 3, 4, 5] : [2, 4],
      generatedOptions: HEAVY ? 40 : 3,
      matches: 1,
      seed: 'linko-generated',
      fullCheckEvery: HEAVY ? 5 : 100,
      junkPerState: 1,
      maxMoves: 100 * 1000,
    });
    expect(report.matches).toBeGreaterThan(0);
  });
});
