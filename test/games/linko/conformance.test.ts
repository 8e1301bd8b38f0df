/**
 * The conformance kit over seeded random matches for every seat count and ruleset. CI runs a few hundred matches;
 * CARDRULES_HEAVY=1 runs thousands with every state fully checked more often.
 */
import { describe, expect, it } from 'vitest';
import { linko } from '../../../src/games/linko/index.js';
import { checkConformance } from '../../../src/testing/index.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
/** Heavy runs take minutes; other runs keep the suite's limit (a guard against a hang). */
const TIMEOUT = HEAVY ? 3_600_000 : 600_000;

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

  it('options drawn at random from the described options (linko.options): every option, every seat count', () => {
    // The kit draws option sets for each seat count from that count's bounds (a start seat on the table) and plays
    // them; a spy on `setup` records what was really played, to show the draw covers every option.
    const played: Record<string, unknown>[] = [];
    const spy = Object.create(linko, {
      setup: {
        value: (options: Parameters<typeof linko.setup>[0]) => {
          const state = linko.setup(options);
          played.push({ ...options });
          return state;
        },
      },
    }) as typeof linko;
    const report = checkConformance(spy, {
      seats: [2, 3, 4, 5],
      options: [],
      generatedOptions: HEAVY ? 40 : 4,
      matches: 1,
      seed: 'linko-generated-22', // a seed whose four draws per seat count reach every option
      fullCheckEvery: HEAVY ? 5 : 100,
      junkPerState: 1,
      maxMoves: 100 * 1000,
    });
    expect(report.matches).toBeGreaterThan(0);
    const seen = (pred: (o: Record<string, unknown>) => boolean) => played.some(pred);
    for (const seats of [2, 3, 4, 5]) {
      expect(
        seen((o) => o.seats === seats && (o.startSeat ?? 0) !== 0),
        `a later start seat at ${seats}`,
      ).toBe(true);
      expect(
        seen((o) => o.seats === seats && o.amigo2022 === true),
        `amigo2022 at ${seats} seats`,
      ).toBe(true);
      expect(
        seen((o) => o.seats === seats && o.amigo2022 !== true),
        `first edition at ${seats} seats`,
      ).toBe(true);
      expect(
        seen((o) => o.seats === seats && (o.games ?? seats) !== seats),
        `other match lengths at ${seats}`,
      ).toBe(true);
    }
    expect(
      seen((o) => o.seats === 5 && (o.games as number) > 5),
      'long matches at the largest table',
    ).toBe(true);
  });
});
