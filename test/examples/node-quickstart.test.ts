import { expect, it } from 'vitest';
import { prepareExample, runExample } from './setup.js';

it('examples/node-quickstart sets up Coins, lists moves, applies some and prints the view and score', () => {
  const dir = prepareExample('node-quickstart');
  const out = runExample(dir, 'index.ts');
  expect(out).toMatch(/^seat \d to act; legal moves: (\S+ ?){16}$/m);
  expect(out.match(/^seat \d plays \S+ →/gm)).toHaveLength(4);
  expect(out).toMatch(/^rejected: [A-Z_]+ \S+ .+/m);
  expect(out).toMatch(/hand: \[/);
  expect(out).toMatch(/score: \[ \d+, \d+, \d+ \]/);
  // The quickstart promises to be short: about twenty lines of code.
});
