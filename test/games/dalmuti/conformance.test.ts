// The contract over seeded random matches: every seat count and option set (CARDRULES_HEAVY=1 for thousands).
import { describe, expect, it } from 'vitest';
import { dalmuti } from '../../../src/games/dalmuti/index.js';
import { checkConformance } from '../../../src/testing/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
/** Heavy runs take minutes (thousands of matches); CI runs take seconds. */
const TIMEOUT = HEAVY ? 4 * 3_600_000 : 600_000;

const OPTION_SETS: Record<string, unknown>[] = [
  {},
  { hands: 2, scoring: true, bonusPoints: true },
  {
    hands: 2,
    taxation: 'peonFirst',
    merchantSwap: true,
    scoring: true,
    bonusReading: 'bothStay',
    bonusPoints: true,
  },
  { hands: 2, merchantSwap: true, merchantSwapMode: 'randomCard', initialSeating: 'simulateDraw' },
  { hands: 2, passLocksOut: true, autoPassForced: true, scoring: true, tieBreak: 'lastHand' },
  {
    hands: 2,
    shortDeck: true,
    firstDealRevolution: true,
    initialSeating: 'simulateDraw',
    redrawReplacesValue: true,
  },
  { hands: 2, autoPassForced: true, initialSeating: 'given', initialOrder: null },
];

describe('conformance', () => {
  it(
    '4–8 seats, every option set',
    () => {
      const sets = OPTION_SETS.filter((o) => o.initialSeating !== 'given');
      const report = checkConformance(dalmuti, {
        seats: [4, 5, 6, 7, 8],
        matches: HEAVY ? 70 : 1,
        seed: 'dalmuti',
        options: sets,
        fullCheckEvery: HEAVY ? 10 : 15,
        junkPerState: 2,
      });
      expect(report.matches).toBe(5 * sets.length * (HEAVY ? 70 : 1));
    },
    TIMEOUT,
  );

  it(
    'option sets drawn from the described options (game.options), 4–8 seats',
    () => {
      const report = checkConformance(dalmuti, {
        seats: [4, 5, 6, 7, 8],
        matches: 1,
        seed: 'dalmuti-generated',
        options: [],
        generatedOptions: HEAVY ? 40 : 8,
        fullCheckEvery: HEAVY ? 10 : 20,
        junkPerState: 1,
      });
      expect(report.matches).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'option sets drawn from the described options, large tables (9–13 seats; sets without allowLargeTables are skipped)',
    () => {
      // Setup's states and every state reached in play reload, and every accepted state that is not over has a legal
      // move, over drawn options: the seat draw with redrawReplacesValue at 13 seats included (issue 15).
      const report = checkConformance(dalmuti, {
        seats: HEAVY ? [9, 10, 11, 12, 13] : [9, 11, 13],
        matches: 1,
        // A seed whose 20 drawn sets hold 7 with allowLargeTables and, among them, every mode: the seat draw with
        // redrawReplacesValue, both taxation modes, both merchant-swap modes, autoPassForced, passLocksOut, V3, V2.
        seed: 'dalmuti-large-235',
        options: [{ allowLargeTables: true, initialSeating: 'simulateDraw', redrawReplacesValue: true }],
        generatedOptions: HEAVY ? 80 : 20,
        fullCheckEvery: HEAVY ? 10 : 30,
        junkPerState: 1,
      });
      expect(report.matches).toBeGreaterThanOrEqual(HEAVY ? 60 : 24);
    },
    TIMEOUT,
  );

  it(
    "'given' initial ranks for each seat count",
    () => {
      for (const seats of [4, 6, 8]) {
        const initialOrder = Array.from({ length: seats }, (_, i) => seats - 1 - i);
        checkConformance(dalmuti, {
          seats: [seats],
          matches: HEAVY ? 30 : 1,
          seed: `given-${seats}`,
          options: [{ initialSeating: 'given', initialOrder, hands: 2 }],
          fullCheckEvery: 8,
        });
      }
    },
    TIMEOUT,
  );

  it(
    '9–13 seats with allowLargeTables',
    () => {
      const report = checkConformance(dalmuti, {
        seats: HEAVY ? [9, 10, 11, 12, 13] : [9, 11, 13],
        matches: HEAVY ? 40 : 1,
        seed: 'large',
        options: [
          { allowLargeTables: true, scoring: true, merchantSwap: true },
          { allowLargeTables: true, hands: 2, taxation: 'peonFirst', passLocksOut: true },
        ],
        fullCheckEvery: HEAVY ? 10 : 16,
        junkPerState: 2,
      });
      expect(report.matches).toBe(HEAVY ? 5 * 2 * 40 : 3 * 2);
    },
    TIMEOUT,
  );
});
