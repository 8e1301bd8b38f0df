// The conformance kit over seeded random games: every seat count, with and without the advanced rules, the
// variants, and option sets drawn from `bigfish.options`. CI plays about 250 matches (full checks on every 5th to 10th
// state); CARDRULES_HEAVY=1 plays thousands with full checks on every 2nd state.
import { describe, expect, it } from 'vitest';
import { bigfish } from '../../../src/games/bigfish/index.js';
import { checkConformance } from '../../../src/testing/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
const SEATS = [2, 3, 4, 5, 6];
/** The heavy runs take minutes on a shared machine; the default runs stay within the usual time-out. */
const TIMEOUT = HEAVY ? 60 * 60_000 : undefined;

describe('bigfish conformance kit', () => {
  it(
    'basic game, every seat count',
    () => {
      const matches = HEAVY ? 400 : 16;
      const r = checkConformance(bigfish, {
        seats: SEATS,
        matches,
        seed: 'bigfish-basic',
        fullCheckEvery: HEAVY ? 2 : 10,
        junkPerState: HEAVY ? 4 : 2,
      });
      expect(r.matches).toBe(SEATS.length * matches);
    },
    TIMEOUT,
  );

  it(
    'advanced rules, every seat count',
    () => {
      const matches = HEAVY ? 200 : 6;
      const r = checkConformance(bigfish, {
        seats: SEATS,
        options: [{ advanced: true }, { advanced: true, aCountsTowardLimit: false, tieSplit: 'splitTen' }],
        matches,
        seed: 'bigfish-advanced',
        fullCheckEvery: HEAVY ? 2 : 10,
        junkPerState: HEAVY ? 4 : 2,
      });
      expect(r.matches).toBe(SEATS.length * 2 * matches);
    },
    TIMEOUT,
  );

  it(
    'variants: player-chosen plus cards, penalty mode, other parameters',
    () => {
      const matches = HEAVY ? 60 : 2;
      const r = checkConformance(bigfish, {
        seats: [2, 4, 6],
        options: [
          { plusSelection: 'playerChoice', advanced: true },
          { mistakes: 'penalty', startSeat: 1 },
          { continueAfterCompletion: true, advanced: true },
          { rowCount: 2, rowLength: 4, handSize: 3, maxPlacements: 3, pileSize: 8, commonDeckSize: 2 },
          { rowCount: 5, rowLength: 6, commonDeckSize: 0 },
          // every mode at once, with turns long enough to take several rows (one bonus per turn), and mistakes
          {
            mistakes: 'penalty',
            advanced: true,
            plusSelection: 'playerChoice',
            continueAfterCompletion: true,
            aCountsTowardLimit: false,
            tieSplit: 'splitTen',
            rowLength: 3,
            handSize: 6,
            maxPlacements: 6,
          },
          // another deck composition (B-A1): fewer cards, so fewer colours repeat
          {
            deck: {
              R: [2, 2, 2, 2, 2, 2],
              Y: [2, 2, 2, 2, 2, 2],
              G: [2, 2, 2, 2, 2, 2],
              B: [2, 2, 2, 2, 2, 2],
              P: [2, 2, 2, 2, 2, 2],
            },
            pileSize: 6,
            advanced: true,
          },
        ],
        matches,
        seed: 'bigfish-variants',
        fullCheckEvery: HEAVY ? 2 : 5,
      });
      expect(r.matches).toBe(21 * matches);
    },
    TIMEOUT,
  );

  it(
    'options drawn at random from the described options (bigfish.options), every seat count',
    () => {
      // Every option but `deck` is described (a table of counts has no description of that kind; the variants above
      // play other decks). Setup and every reached state reload, and an accepted state that is not over has a move.
      expect(bigfish.options.map((o) => o.name).sort()).toEqual(
        Object.keys(bigfish.defaultOptions(2))
          .filter((k) => k !== 'deck')
          .sort(),
      );
      const r = checkConformance(bigfish, {
        seats: SEATS,
        generatedOptions: HEAVY ? 80 : 14,
        matches: HEAVY ? 4 : 1,
        seed: 'bigfish-generated',
        fullCheckEvery: HEAVY ? 2 : 8,
        junkPerState: 1,
      });
      expect(r.matches).toBeGreaterThan(HEAVY ? 200 : 30);
    },
    TIMEOUT,
  );
});
