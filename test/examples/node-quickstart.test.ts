import { expect, it } from 'vitest';
import { prepareExample, runExample } from './setup.js';

it('examples/node-quickstart sets up Coins, lists moves, applies some and prints the view and score', () => {
  const dir = prepareExample('node-quickstart');
  const out = runExample(dir, 'index.ts');
  // The seat to lead holds 16 of the 48 cards, and may lead any of them: 16 moves, each a card named in words.
  const legal = /^seat \d to act; legal moves: (.+)$/m.exec(out)?.[1] ?? '';
  expect(legal.match(/\b(\d+|Knave|Knight|King|Ace) of (Cups|Coins|Swords|Clubs)\b/g)).toHaveLength(16);
  expect(
    out.match(/^seat \d plays (\d+|Knave|Knight|King|Ace) of (Cups|Coins|Swords|Clubs) →/gm),
  ).toHaveLength(4);
  expect(out).toMatch(/^rejected: [A-Z_]+ \S+ .+/m);
  expect(out).toMatch(/hand: \[/);
  expect(out).toMatch(/score: \[ \d+, \d+, \d+ \]/);
  // The quickstart promises to be short: about twenty lines of code.
});
