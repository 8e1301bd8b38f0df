/**
 * The playground in headless Chromium, for every game: a seeded match played to the end by clicking the legal-move
 * buttons, an illegal move typed into the move box (the page must show validate's code, rule and message), the
 * final score table checked against Node's replay of the exported record, import of that record, and screenshots.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botFromSpec } from '../../src/bots/index.js';
import { type AnyGame, Rng, replay, stateHash } from '../../src/core/index.js';
import { games } from '../../src/registry.js';
import { launch, type Page, screenshotDir, serve } from './harness.js';

/**
 * The games the playground must play, and the kinds of decision the human seat (0) must meet in the match: Linko's
 * snatch sequence with the victim's choices, Dalmuti's revolution and taxes, Big Fish's placements, plus choice and
 * bonus choice. The other seats are seeded random bots. The seed is the first one from `seed` on at which the
 * clicking pattern below meets every listed decision, found by playing the same match in Node first.
 */
const CASES: readonly {
  id: string;
  seats: number;
  seed: number;
  options?: Record<string, unknown>;
  decisions: readonly string[];
}[] = [
  {
    id: 'linko',
    seats: 3,
    seed: 1,
    options: { games: 1 },
    decisions: ['decline', 'discard', 'drawDeck', 'drawDisplay', 'play', 'take', 'takeBack'],
  },
  { id: 'coins', seats: 3, seed: 1, options: { target: 10 }, decisions: ['play'] },
  { id: 'dalmuti', seats: 4, seed: 12, decisions: ['gift', 'pass', 'play', 'revolution'] },
  {
    id: 'bigfish',
    seats: 3,
    seed: 5,
    options: { advanced: true, plusSelection: 'playerChoice' },
    decisions: ['chooseBonus', 'choosePlus', 'endTurn', 'place'],
  },
];

let server: Awaited<ReturnType<typeof serve>>;
let browser: Awaited<ReturnType<typeof launch>>;

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  server = await serve(`${import.meta.dirname}/../../examples/web/dist`);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const status = (page: Page) => page.evaluate<string>('document.body.dataset.status');
/** The button the test clicks at its `click`-th decision: a fixed, varied choice. */
const pick = (click: number, buttons: number) => (click * 7 + 3) % buttons;

/** The legal moves in the order of the page's buttons (grouped by move type, in order of first appearance). */
function buttonOrder(moves: readonly unknown[]): unknown[] {
  const types = [...new Set(moves.map((m) => (m as { type: string }).type))];
  return types.flatMap((t) => moves.filter((m) => (m as { type: string }).type === t));
}

/** Plays the test's match in Node: the human clicks as the test does, the bots are the page's seeded random bots. */
async function predict(game: AnyGame, c: (typeof CASES)[number], seed: number) {
  let state = game.setup({ ...c.options, seats: c.seats, seed });
  const bots = Array.from({ length: c.seats }, (_, s) => ({
    play: botFromSpec('random', game),
    rng: Rng.fromSeed(`${seed}:bot:${s}`),
  }));
  const faced = new Set<string>();
  let clicks = 0;
  while (!game.isOver(state)) {
    const seat = game.toAct(state)!;
    const legal = game.legalMoves(state);
    let move: unknown;
    if (seat === 0) {
      const buttons = buttonOrder(legal);
      for (const m of buttons) faced.add((m as { type: string }).type);
      move = buttons[pick(clicks++, buttons.length)];
    } else move = await bots[seat]!.play(game.view(state, seat), legal, bots[seat]!.rng, seat);
    state = game.applyMove(state, move);
  }
  return { faced: [...faced].sort(), score: game.score(state), clicks };
}

async function seedFor(game: AnyGame, c: (typeof CASES)[number]) {
  for (let seed = c.seed; seed < c.seed + 300; seed++) {
    const p = await predict(game, c, seed);
    if (c.decisions.every((d) => p.faced.includes(d))) return { seed, ...p };
  }
  throw new Error(`${c.id}: no seed from ${c.seed} on lets the human meet ${c.decisions.join(', ')}`);
}

const movesMade = (page: Page) => page.evaluate<string>('document.body.dataset.moves');

/** Waits until the bots are done: the human is to decide, or the match is over. */
async function settle(page: Page): Promise<string> {
  await page.waitForFunction(`['human', 'over'].includes(document.body.dataset.status)`, undefined, {
    timeout: 30_000,
  });
  return status(page);
}

async function exportRecord(
  page: Page,
): Promise<{ seats: number; moves: unknown[] } & Record<string, unknown>> {
  await page.locator('#export').click();
  return JSON.parse(await page.locator('#record-text').inputValue());
}

/**
 * A move that is well-formed (it decodes from the game's action space) but not legal now; of a type being decided
 * now when there is one (so the rejection is about the rules of this decision, not about the phase).
 */
function wellFormedIllegal(game: AnyGame, state: unknown): unknown {
  const legalMoves = game.legalMoves(state) as readonly { type: string }[];
  const legal = new Set(legalMoves.map((m) => game.moveKey(m)));
  const types = new Set(legalMoves.map((m) => m.type));
  const enc = game.encoding!;
  const candidates: { type: string }[] = [];
  for (let a = 0; a < enc.actionCount; a++) {
    const move = enc.decodeMove(a) as { type: string } | null;
    if (move !== null && !legal.has(game.moveKey(move))) candidates.push(move);
  }
  const chosen = candidates.find((m) => types.has(m.type)) ?? candidates[0];
  if (!chosen) throw new Error(`${game.id}: every move is legal?`);
  return chosen;
}

describe('the playground in headless Chromium', () => {
  for (const c of CASES) {
    it(`${c.id}: plays a seeded match to the end by clicking, explains an illegal move, exports and imports the record`, async () => {
      const game = games[c.id];
      expect(game, `${c.id} is in the registry`).toBeDefined();
      const planned = await seedFor(game!, c);
      const page = await browser.page();
      const errors: unknown[] = [];
      page.on('pageerror', (e) => errors.push(e));
      const query = new URLSearchParams({
        game: c.id,
        seats: String(c.seats),
        seed: String(planned.seed),
        human: '0',
        bots: Array.from({ length: c.seats }, () => 'random').join(','),
        speed: '0',
        options: JSON.stringify(c.options ?? {}),
      });
      await page.goto(`${server.url}/index.html?${query}`);
      expect(await settle(page)).toBe('human');

      // An illegal move typed as JSON: the page shows exactly what validate says, with the rule id.
      const here = replay(game!, await exportRecord(page));
      expect(here.ok).toBe(true);
      const state = here.ok ? here.value : null;
      const illegal = wellFormedIllegal(game!, state);
      const expected = game!.validate(state, illegal, 0);
      expect(expected.ok).toBe(false);
      if (expected.ok) return;
      expect(
        expected.error.rule,
        `${c.id} names the rule of ${JSON.stringify(expected.error)}`,
      ).not.toBeNull();
      await page.locator('#try summary').click();
      await page.locator('#move-input').fill(JSON.stringify(illegal));
      await page.locator('#try-move').click();
      expect(await page.locator('#violation').isVisible()).toBe(true);
      expect(await page.locator('#violation .code').textContent()).toBe(expected.error.code);
      expect(await page.locator('#violation .rule').textContent()).toBe(`rule ${expected.error.rule}`);
      expect(await page.locator('#violation .message').textContent()).toBe(expected.error.message);
      await page.screenshot({ path: `${screenshotDir}/${c.id}-illegal.png`, fullPage: true });
      // Junk is refused too, as a shape error.
      await page.locator('#move-input').fill('{"type":"teleport"}');
      await page.locator('#try-move').click();
      expect(await page.locator('#violation .code').textContent()).toBe('BAD_SHAPE');
      expect(await movesMade(page)).toBe(String(here.ok ? (await exportRecord(page)).moves.length : -1));

      // Play to the end by clicking legal-move buttons (a fixed, varied choice of button).
      let clicks = 0;
      const faced = new Set<string>();
      while ((await settle(page)) === 'human') {
        for (const label of await page.locator('.group-label').allTextContents()) faced.add(label);
        const buttons = page.locator('button.move');
        const n = await buttons.count();
        expect(n).toBeGreaterThan(0);
        const before = await movesMade(page);
        await buttons.nth(pick(clicks, n)).click();
        clicks++;
        await page.waitForFunction(`document.body.dataset.moves !== '${before}'`, undefined, {
          timeout: 10_000,
        });
        if (clicks === 6)
          await page.screenshot({ path: `${screenshotDir}/${c.id}-playing.png`, fullPage: true });
        expect(clicks).toBeLessThan(3000);
      }
      expect(await status(page)).toBe('over');
      expect(await page.locator('#status').textContent()).toMatch(/^Match over/);
      // The human met every kind of decision of the game, multi-decision turns included.
      // The same match as in Node, and the human met every kind of decision of the game.
      expect([...faced].sort()).toEqual(planned.faced);
      expect(clicks).toBe(planned.clicks);

      // The final score table equals Node's replay of the exported record.
      const record = await exportRecord(page);
      const replayed = replay(game!, record);
      expect(replayed.ok).toBe(true);
      if (!replayed.ok) return;
      const final = replayed.value;
      expect(game!.isOver(final)).toBe(true);
      const table = (await page.locator('#scores tbody td.score').allTextContents()).map(Number);
      expect(table).toEqual([...game!.score(final)]);
      expect(table).toEqual([...planned.score]); // the match Node played before the browser did
      const winnerRows = await page.locator('#scores tbody tr.winner td:first-child').allTextContents();
      expect(winnerRows.map(Number)).toEqual([...game!.winners(final)]);
      expect(await page.locator('#hash').textContent()).toBe(stateHash(final));
      await page.screenshot({ path: `${screenshotDir}/${c.id}-final.png`, fullPage: true });

      // Import: a new match, then the record pasted back replays to the same position.
      await page.locator('#start').click();
      await settle(page);
      await page.locator('#record-text').fill(JSON.stringify(record));
      await page.locator('#import').click();
      await page.waitForFunction(`document.body.dataset.moves === '${record.moves.length}'`, undefined, {
        timeout: 10_000,
      });
      expect(await page.locator('#hash').textContent()).toBe(stateHash(final));
      expect(await status(page)).toBe('over');
      // A tampered record is refused with the reason, and the position stays as it was.
      const tampered = { ...record, moves: [{ type: 'cheat' }, ...record.moves.slice(1)] };
      await page.locator('#record-text').fill(JSON.stringify(tampered));
      await page.locator('#import').click();
      expect(await page.locator('#record-status').textContent()).toMatch(/^Cannot replay: move 0 is illegal/);
      expect(await page.locator('#hash').textContent()).toBe(stateHash(final));
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the setup form starts a match with the picked game, seats, seat and bots', async () => {
    const page = await browser.page();
    await page.goto(`${server.url}/index.html?speed=0`);
    await settle(page);
    await page.locator('#game').selectOption('dalmuti');
    await page.locator('#seats').fill('5');
    await page.locator('#seats').press('Tab');
    await page.locator('#human').selectOption('2');
    await page.locator('select.bot[data-seat="0"]').selectOption('random');
    await page.locator('#seed').fill('picker-test');
    await page.locator('#start').click();
    await settle(page);
    expect(await page.evaluate<string>('document.body.dataset.game')).toBe('dalmuti');
    const rows = await page.locator('#scores tbody tr td:nth-child(2)').allTextContents();
    expect(rows).toHaveLength(5);
    expect(rows[2]).toBe('You');
    expect(rows[0]).toBe('Random bot');
    expect(await page.locator('#view h2').textContent()).toBe('The Great Dalmuti — your view as seat 2');
    await page.close();
  });

  it('search bots think in a Web Worker and answer with legal moves', async () => {
    const page = await browser.page();
    const errors: unknown[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(
      `${server.url}/index.html?game=coins&seats=3&seed=4&speed=0&human=0&bots=ismcts,ismcts,ismcts`,
    );
    await settle(page);
    const before = Number(await movesMade(page));
    await page.locator('button.move').nth(0).click();
    await page.waitForFunction(
      `document.body.dataset.status !== 'bot' && Number(document.body.dataset.moves) >= ${before + 3}`,
      undefined,
      { timeout: 60_000 },
    );
    const record = await exportRecord(page);
    const replayed = replay(games.coins!, record);
    expect(replayed.ok, JSON.stringify(replayed)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
