/**
 * Determinism across platforms: a record of every game of the registry, made in Node, replays in headless Chromium (the
 * playground's replay page, which uses `replay` and `stateHash` from `cardrules/core`) to the same state hash.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { heuristicBot, playMatch, randomBot } from '../../src/bots/index.js';
import { stateHash } from '../../src/core/json.js';
import { replay } from '../../src/core/record.js';
import { games, getGame } from '../../src/registry.js';
import { launch, type Page, serve } from './harness.js';

let server: Awaited<ReturnType<typeof serve>>;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;

beforeAll(async () => {
  server = await serve(`${import.meta.dirname}/../../examples/web/dist`);
  browser = await launch();
  page = await browser.page();
  await page.goto(`${server.url}/replay.html`);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function browserHash(record: unknown): Promise<string> {
  await page.locator('#record').fill(JSON.stringify(record));
  await page.locator('#replay').click();
  await page.waitForFunction(`document.body.dataset.status === 'done'`);
  return (await page.locator('#replay-hash').textContent()) ?? '';
}

for (const id of Object.keys(games)) {
  it(`${id}: whole-match records replay to the same state hash in Node and in Chromium`, async () => {
    const game = getGame(id)!;
    for (const [seats, seed] of [
      [game.seats.min, `${id}-a`],
      [Math.min(game.seats.max, 6), 7],
    ] as const) {
      const bots = Array.from({ length: seats }, (_, s) => (s % 2 === 0 ? heuristicBot(game) : randomBot()));
      const { record } = await playMatch(game, { seats, seed }, bots, { recordMoves: true });
      const inNode = replay(game, JSON.parse(JSON.stringify(record)));
      expect(inNode.ok).toBe(true);
      if (!inNode.ok) return;
      expect(game.isOver(inNode.value)).toBe(true);
      expect(await browserHash(record)).toBe(stateHash(inNode.value));
      // A record cut halfway replays to the same position in both too.
      const half = { ...record!, moves: record!.moves.slice(0, Math.floor(record!.moves.length / 2)) };
      const halfNode = replay(game, half);
      expect(await browserHash(half)).toBe(halfNode.ok ? stateHash(halfNode.value) : 'not ok');
    }
  });
}

it('the replay page reports a broken record instead of a hash', async () => {
  const id = Object.keys(games)[0]!;
  await page
    .locator('#record')
    .fill(JSON.stringify({ game: id, seats: 3, seed: 1, options: {}, moves: [{ type: '?' }] }));
  await page.locator('#replay').click();
  await page.waitForFunction(`document.body.dataset.status === 'done'`);
  expect(await page.locator('#replay-hash').textContent()).toBe('');
  expect(await page.locator('#result').textContent()).toMatch(/^Cannot replay: move 1 is illegal/);
});
