import { describe, expect, it } from 'vitest';
import { coins } from '../../../src/games/coins/index.js';
import { checkConformance } from '../../../src/testing/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';

describe('Coins conformance', () => {
  it(
    'follows the contract over seeded random matches (all targets, given and drawn dealers)',
    () => {
      const matches = HEAVY ? 500 : 75;
      const report = checkConformance(coins, {
        seats: [3],
        matches,
        seed: 'coins-conformance',
        options: [{}, { target: 10 }, { target: 20, firstDealer: 1 }, { target: 1 }],
        fullCheckEvery: HEAVY ? 5 : 10,
      });
      expect(report.matches).toBe(4 * matches);
    },
    HEAVY ? 3_600_000 : 120_000,
  );

  it(
    'follows the contract over options drawn from coins.options (setup and every reached state reload)',
    () => {
      const sets = HEAVY ? 60 : 16;
      const matches = HEAVY ? 20 : 6;
      const report = checkConformance(coins, {
        seats: [3],
        options: [],
        generatedOptions: sets,
        matches,
        seed: 'coins-generated-options',
        fullCheckEvery: HEAVY ? 3 : 8,
      });
      // Every combination coins.options describes is one setup accepts.
      expect(report.matches).toBe(sets * matches);
    },
    HEAVY ? 3_600_000 : 120_000,
  );
});
