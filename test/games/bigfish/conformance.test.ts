import { describe, expect, it } from 'vitest';
import { bigfish } from '../../../src/games/bigfish/index.js';
import { checkConformance } from '../../../src/testing/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';

describe('bigfish conformance kit', () => {
  it('basic game, every seat count', () => {
    const r = checkConformance(bigfish, {
      seats: [2, 3, 4, 5, 6],
      matches: HEAVY ? 400 : 8,
      seed: 'bigfish-basic',
      fullCheckEvery: HEAVY ? 1 : 4,
    });
    expect(r.matches).toBe(5 * (HEAVY ? 400 : 8));
  });

  it('advanced rules, every seat count', () => {
    const r = checkConformance(bigfish, {
      seats: [2, 3, 4, 5, 6],
      options: [{ advanced: true }, { advanced: true, aCountsTowardLimit: false, tieSplit: 'splitTen' }],
      matches: HEAVY ? 200 : 4,
      seed: 'bigfish-advanced',
      fullCheckEvery: HEAVY ? 1 : 4,
    });
    expect(r.matches).toBe(10 * (HEAVY ? 200 : 4));
  });

  it('variants: player-chosen plus cards, penalty mode, other parameters', () => {
    const r = checkConformance(bigfish, {
      seats: [2, 4, 6],
      options: [
        { plusSelection: 'playerChoice', advanced: true },
        { mistakes: 'penalty', startSeat: 1 },
        { continueAfterCompletion: true, advanced: true },
        { rowCount: 2, rowLength: 4, handSize: 3, maxPlacements: 3, pileSize: 8, commonDeckSize: 2 },
        { rowCount: 5, rowLength: 6, commonDeckSize: 0 },
      ],
      matches: HEAVY ? 60 : 2,
      seed: 'bigfish-variants',
      fullCheckEvery: HEAVY ? 1 : 4,
    });
    expect(r.matches).toBe(15 * (HEAVY ? 60 : 2));
  });
});
