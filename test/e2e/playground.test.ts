/**
 * The playground in headless Chromium, for every game: a seeded match played to the end on a phone-sized page
 * (390×844) by clicking the legal-move buttons, an illegal move typed into the move box (the page must show validate's
 * code, rule and message), the final score table checked against Node's replay of the exported record, import of
 * that record, and screenshots. The page must never be wider than the window, on a phone or a desktop; cards of the
 * hand choose moves when clicked; the form's options refuse what the game refuses, saying why; the rules are linked.
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

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The page's width against the window's, and whether the page hides its overflow (which would only hide a defect). */
async function expectFits(page: Page, where: string): Promise<void> {
  const m = await page.evaluate<{
    scroll: number;
    window: number;
    overflow: string;
    widest: string;
  }>(`(() => {
    const widest = [...document.querySelectorAll('body *')]
      .map((e) => [e, e.getBoundingClientRect().right])
      .sort((a, b) => b[1] - a[1])[0];
    return {
      scroll: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      window: innerWidth,
      overflow: getComputedStyle(document.documentElement).overflowX + ' ' + getComputedStyle(document.body).overflowX,
      widest: widest ? widest[0].tagName + '#' + widest[0].id + '.' + widest[0].className + ' ' + Math.round(widest[1]) : '',
    };
  })()`);
  expect(
    m.scroll,
    `${where}: the page is ${m.scroll} px wide in a ${m.window} px window (widest: ${m.widest})`,
  ).toBeLessThanOrEqual(m.window);
  expect(m.overflow, `${where}: overflow is not hidden`).toBe('visible visible');
}

/** Whether an element is within the window (its top edge at least). */
const inView = (page: Page, selector: string) =>
  page.evaluate<boolean>(
    `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return r.top >= 0 && r.top < innerHeight && r.height > 0; })()`,
  );

/** The move types of the labels of the move groups, as the game names them. */
const groupTypes = (page: Page) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('.group-label')].map((e) => e.dataset.type)`);

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
      await page.setViewportSize(PHONE);
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
      await expectFits(page, `${c.id} at the start, 390 px`);
      // Moves are labelled in the game's notation, never with JSON.
      expect(await page.locator('button.move[title]').count()).toBe(0);
      expect((await page.locator('button.move').allTextContents()).join(' ')).not.toMatch(/[{}"]/);

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
        for (const type of await groupTypes(page)) faced.add(type);
        const buttons = page.locator('button.move');
        const n = await buttons.count();
        expect(n).toBeGreaterThan(0);
        const before = await movesMade(page);
        await buttons.nth(pick(clicks, n)).click();
        clicks++;
        await page.waitForFunction(`document.body.dataset.moves !== '${before}'`, undefined, {
          timeout: 10_000,
        });
        if (clicks === 6) {
          await page.screenshot({ path: `${screenshotDir}/${c.id}-phone.png`, fullPage: true });
          await expectFits(page, `${c.id} after 6 moves of the player, 390 px`);
        }
        expect(clicks).toBeLessThan(3000);
      }
      expect(await status(page)).toBe('over');
      expect(await page.locator('#status').textContent()).toMatch(/^Match over/);
      expect(await inView(page, '#status'), 'the end of the match is in sight').toBe(true);
      await expectFits(page, `${c.id} at the end, 390 px`);
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
      expect(await page.locator('#record-status').textContent()).toMatch(/^Cannot replay: move 1 is illegal/);
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

describe('the playground fits, explains and links', () => {
  it('no game is wider than a desktop window, at the start and after some moves', async () => {
    const page = await browser.page();
    await page.setViewportSize(DESKTOP);
    for (const id of Object.keys(games)) {
      await page.goto(`${server.url}/index.html?game=${id}&seed=5&speed=0&bots=random,random,random,random`);
      await settle(page);
      await expectFits(page, `${id} at the start, 1280 px`);
      for (let i = 0; i < 8 && (await status(page)) === 'human'; i++) {
        const before = await movesMade(page);
        await page
          .locator('button.move')
          .nth(i % (await page.locator('button.move').count()))
          .click();
        await page.waitForFunction(`document.body.dataset.moves !== '${before}'`);
        await settle(page);
      }
      await expectFits(page, `${id} after some moves, 1280 px`);
      await page.screenshot({ path: `${screenshotDir}/${id}-desktop.png`, fullPage: false });
    }
    await page.close();
  });

  it('a card of the hand chooses a move: at once when it stands for one, with a question when for several', async () => {
    const page = await browser.page();
    await page.setViewportSize(PHONE);
    // Coins: a card is one move.
    await page.goto(`${server.url}/index.html?game=coins&seed=2&human=0&speed=0`);
    await settle(page);
    const before = Number(await movesMade(page));
    await page.locator('#hand [data-pick]').nth(0).click();
    await page.waitForFunction(`Number(document.body.dataset.moves) > ${before}`);
    const record = await exportRecord(page);
    const picked = (record.moves[before] as { card: string }).card;
    expect(picked).toBeDefined();
    // Big Fish: a card may go to several rows; the page asks which, in the game's notation.
    await page.goto(`${server.url}/index.html?game=bigfish&seed=2&human=0&speed=0`);
    await settle(page);
    const cards = page.locator('#hand [data-pick]');
    let asked = false;
    for (let i = 0; i < (await cards.count()) && !asked; i++) {
      await cards.nth(i).click();
      asked = (await page.locator('#picked button.choice').count()) > 1;
    }
    expect(asked, 'some card of the hand fits more than one row').toBe(true);
    const choices = await page.locator('#picked button.choice').allTextContents();
    for (const label of choices) expect(label).toMatch(/→ row \d/);
    const moves = Number(await movesMade(page));
    await page.locator('#picked button.choice').nth(0).click();
    await page.waitForFunction(`Number(document.body.dataset.moves) > ${moves}`);
    await page.close();
  });

  it('one score, named as the rules name it', async () => {
    const page = await browser.page();
    for (const [id, options, label] of [
      ['coins', {}, 'Coins won'],
      ['dalmuti', {}, 'Standing (last hand)'],
      ['dalmuti', { scoring: true }, 'Points'],
      ['linko', {}, 'Points'],
      ['bigfish', {}, 'Points'],
    ] as const) {
      await page.goto(
        `${server.url}/index.html?game=${id}&seed=1&speed=0&options=${encodeURIComponent(JSON.stringify(options))}`,
      );
      await settle(page);
      expect(await page.locator('#score-title').textContent()).toBe(label);
      expect(await page.locator('#scores th:last-child').textContent()).toBe(label);
      expect(
        (await page.locator('#view').textContent()) ?? '',
        `${id}: no other score on the table`,
      ).not.toMatch(/\bscore\b/i);
    }
    await page.close();
  });

  it('the form offers every option a game describes, and refuses what the game refuses, saying why', async () => {
    const page = await browser.page();
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/index.html?game=coins&speed=0`);
    await settle(page);
    for (const [id, game] of Object.entries(games)) {
      await page.locator('#game').selectOption(id);
      for (const option of game.options)
        expect(await page.locator(`[data-option="${option.name}"]`).count(), `${id}: ${option.name}`).toBe(1);
    }
    // Big Fish's penalty mode is one of them.
    await page.locator('#game').selectOption('bigfish');
    expect(await page.locator('[data-option="mistakes"] option[value=\'"penalty"\']').count()).toBe(1);
    // Coins is for three: seven seats are refused with the game's reason, and no match starts.
    await page.locator('#game').selectOption('coins');
    await page.locator('#seats').fill('7');
    expect(await page.locator('#setup-error').textContent()).toMatch(/^Coins refuses this table: seats: .*3/);
    expect(await page.evaluate<boolean>(`document.querySelector('#start').disabled`)).toBe(true);
    expect(
      await page.evaluate<string | null>(`document.querySelector('#seats').getAttribute('aria-invalid')`),
    ).toBe('true');
    await page.locator('#seats').fill('3');
    expect(await page.locator('#setup-error').textContent()).toBe('');
    // Dalmuti at nine needs its large-table option: refused, then allowed once it is ticked.
    await page.locator('#game').selectOption('dalmuti');
    await page.locator('#seats').fill('9');
    expect(await page.locator('#setup-error').textContent()).toMatch(/allowLargeTables/);
    await page.locator('#options-panel summary').click();
    await page.locator('[data-option="allowLargeTables"]').click();
    expect(await page.locator('#setup-error').textContent()).toBe('');
    await page.locator('#start').click();
    await settle(page);
    expect(await page.locator('#scores tbody tr').count()).toBe(9);
    await expectFits(page, 'dalmuti with nine seats, 390 px');
    await page.close();
  });

  it("Big Fish's penalty mode: a card put on a wrong row is a move that costs the mistake card", async () => {
    const page = await browser.page();
    const options = encodeURIComponent(JSON.stringify({ mistakes: 'penalty' }));
    await page.goto(`${server.url}/index.html?game=bigfish&seed=1&human=0&speed=0&options=${options}`);
    expect(await settle(page)).toBe('human');
    // The turn's first card chooses its row (L2)...
    const first = (await page.locator('button.move').nth(0).textContent()) ?? '';
    const row = /→ (row \d+)$/.exec(first)?.[1];
    expect(row, first).toBeDefined();
    await page.locator('button.move').nth(0).click();
    expect(await settle(page)).toBe('human');
    // ...and a second card offered for another row is a mistake: the card stays in the hand, the mistake card moves.
    await page.locator('#hand [data-pick]').nth(0).click();
    const choices = await page.locator('#picked button.choice').allTextContents();
    const wrong = choices.findIndex((label) => !label.endsWith(row!));
    expect(wrong, `a row other than ${row} among ${choices.join(', ')}`).toBeGreaterThanOrEqual(0);
    const moves = Number(await movesMade(page));
    await page.locator('#picked button.choice').nth(wrong).click();
    await page.waitForFunction(`Number(document.body.dataset.moves) > ${moves}`);
    expect(await page.locator('#events').textContent()).toMatch(/mistake card/);
    expect(await page.locator('#view').textContent()).toMatch(/mistake card/);
    await page.close();
  });

  it('links to the rules of the game chosen, served with the playground', async () => {
    const page = await browser.page();
    await page.goto(`${server.url}/index.html?game=linko&speed=0`);
    await settle(page);
    for (const id of Object.keys(games)) {
      await page.locator('#game').selectOption(id);
      const href = await page.evaluate<string>(`document.querySelector('#rules').href`);
      expect(href).toMatch(new RegExp(`/rules/${id}\\.html$`));
      const rules = await browser.page();
      await rules.goto(href);
      // The rules page of that game: its title names the game, and it is the whole page, not a stub.
      expect(await rules.evaluate<string>('document.querySelector("h1")?.textContent ?? ""')).toContain(
        games[id]!.name,
      );
      expect((await rules.evaluate<string>('document.body.textContent')).length).toBeGreaterThan(2000);
      await rules.close();
    }
    await page.close();
  });
});
