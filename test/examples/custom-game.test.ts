/**
 * The custom-game example (Crazy Eights, written outside the package on `cardrules/core`) passes the conformance kit
 * here too, on the library's sources: `vitest.config.ts` maps `cardrules/core` and `cardrules/testing` to them. The
 * example is loaded by a computed path, so that the repository's typecheck (which runs before the package is built)
 * leaves it to the example's own (`npm run typecheck` in examples/custom-game, run by examples/ci.sh).
 */
import { expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/index.js';
import { checkConformance } from '../../src/testing/index.js';

const EXAMPLE = '../../examples/custom-game/src/index.ts';

it('examples/custom-game: Crazy Eights follows the contract at 2–5 seats, one hand and to a target', async () => {
  const { crazyEights } = (await import(EXAMPLE)) as { crazyEights: AnyGame };
  const report = checkConformance(crazyEights, {
    matches: 2,
    seed: 'crazy-eights',
    options: [{}, { target: 60 }],
    generatedOptions: 1,
    fullCheckEvery: 3,
  });
  // 4 seat counts × 3 option sets × 2 matches, all accepted by setup.
  expect(report.matches).toBe(24);
}); // seeded random matches run long (random bots draw often, and hands grow): the suite's limit applies
