/**
 * The conformance kit of `cardrules/testing` on Crazy Eights: seeded random matches at every table size, one hand
 * and to a target, every step checked against the contract.
 */
import { checkConformance } from 'cardrules/testing';
import { expect, it } from 'vitest';
import { crazyEights } from '../src/index.js';

it('follows the contract of cardrules at 2–5 seats, one hand and to a target', () => {
  const report = checkConformance(crazyEights, {
    matches: 2,
    seed: 'crazy-eights',
    options: [{}, { target: 60 }],
    generatedOptions: 1,
    fullCheckEvery: 3,
  });
  // 4 seat counts × 3 option sets × 2 matches, all accepted by setup.
  expect(report.matches).toBe(24);
  // A hand lasts at least 13 moves: the winner plays its 7 cards (2 seats), and the other seat moves between two of them.
  expect(report.moves).toBeGreaterThanOrEqual(24 * 13);
}, 180_000); // seeded random matches run long: random bots draw often, and hands grow
