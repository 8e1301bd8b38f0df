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
import { type AnyGame, Rng } from '../../src/core/index.js';
import { stateHash } from '../../src/core/json.js';
import { replay } from '../../src/core/record.js';
import { games, getGame } from '../../src/registry.js';
import { launch, type Page, screenshotDir, serve } from './harness.js';

/**
 * The games the playground must play, and the kinds of decision the human seat (0) must meet in the match: Linko's
 * snatch sequence with the victim's choices, Dalmuti's revolution and taxes, Big Fish's placements, plus choice and
 * bonus choice. The other seats are seeded random bots. The seed is the first one from `seed` on at which the
 * clicking pattern below meets every listed decision, found by playing the same match in Node first.
 */
interface Case {
  readonly id: string;
  readonly seats: number;
  readonly seed: number;
  readonly options?: Record<string, unknown>;
  readonly decisions: readonly string[];
}
/** The games whose scenario is tuned; any other game of the registry plays its default table from seed 1. */
const TUNED: Readonly<Record<string, Omit<Case, 'id'>>> = {
  linko: {
    seats: 3,
    seed: 1,
    options: { games: 1 },
    decisions: ['decline', 'discard', 'drawDeck', 'drawDisplay', 'play', 'take', 'takeBack'],
  },
  coins: { seats: 3, seed: 1, options: { target: 10 }, decisions: ['play'] },
  dalmuti: { seats: 4, seed: 12, decisions: ['gift', 'pass', 'play', 'revolution'] },
  bigfish: {
    seats: 3,
    seed: 5,
    options: { advanced: true, plusSelection: 'playerChoice' },
    decisions: ['chooseBonus', 'choosePlus', 'endTurn', 'place'],
  },
};
/** One scenario per game of the registry. */
const CASES: readonly Case[] = Object.values<AnyGame>(games).map(
  (game) =>
    ({
      id: game.id,
      ...(TUNED[game.id] ?? {
        seats: Math.min(game.seats.max, Math.max(game.seats.min, 3)),
        seed: 1,
        decisions: [],
      }),
    }) satisfies Case,
);

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

/**
 * The legal moves in the order of the page's buttons: listed by action number (the game's encoding), then grouped by
 * move type, in order of first appearance.
 */
function buttonOrder(game: AnyGame, legal: readonly unknown[]): unknown[] {
  const enc = game.encoding!;
  const moves = [...legal].sort((a, b) => enc.encodeMove(a) - enc.encodeMove(b));
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
      const buttons = buttonOrder(game, legal);
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

/** The hand's button of a card: its `data-pick` is the card's index into the view's hand. */
const cardOf = (view: { readonly hand: readonly unknown[] | null }, card: unknown) =>
  `#hand [data-pick="${(view.hand ?? []).indexOf(card)}"]`;

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

/** Big Fish's penalty mode, for its test. */
const PENALTY = { mistakes: 'penalty' } as const;

/** What the penalty test needs of a Big Fish view and move (read from Node's replay of the page's record). */
interface PenaltyView {
  readonly rows: readonly (readonly string[] | null)[];
  readonly turnRow: number | null;
  readonly hand: readonly string[];
  readonly mistakeHolder: number | null;
}
interface Placement {
  readonly type: string;
  readonly colour: string;
  readonly value: number;
  readonly row: number;
}

/**
 * The rules a placement breaks, worked out here from the rules page, not asked of the library: L2, another row than
 * the one the turn's first card chose; L1, a row not ending in the card's colour while an open row does.
 */
function brokenRules(v: PenaltyView, m: Placement): string[] {
  if (m.type !== 'place') return [];
  const ends = v.rows.map((r) => (r && r.length > 0 ? r[r.length - 1]![0] : null));
  const broken: string[] = [];
  if (v.turnRow !== null && m.row !== v.turnRow) broken.push('L2');
  if (ends.includes(m.colour) && ends[m.row] !== m.colour) broken.push('L1');
  return broken;
}

/** The page's move buttons: label (the move in notation), the rule it is marked with, its text, the game's reason. */
const moveButtons = (page: Page, selector: string) =>
  page.evaluate<{ label: string; mistake: string | null; text: string; why: string; warned: boolean }[]>(
    `[...document.querySelectorAll(${JSON.stringify(selector)})].map((b) => ({
      label: (b.querySelector('.move-label') ?? b).textContent,
      mistake: b.dataset.mistake ?? null,
      text: b.textContent,
      why: b.querySelector('.why')?.textContent ?? '',
      warned: b.classList.contains('mistake') && getComputedStyle(b).backgroundColor !== getComputedStyle(document.querySelector('button.move:not(.mistake)') ?? document.body).backgroundColor,
    }))`,
  );

/** A button is marked as a mistake (warning style, the rule, "(mistake: …)") exactly when the move breaks a rule. */
function expectMarked(b: Awaited<ReturnType<typeof moveButtons>>[number], broken: readonly string[]): void {
  if (broken.length === 0) {
    expect(b.mistake, `${b.text}: not a mistake`).toBeNull();
    expect(b.text).not.toMatch(/mistake/);
    return;
  }
  expect(broken, `${b.text}: marked with a rule it breaks`).toContain(b.mistake);
  expect(b.warned, `${b.text}: in the warning style`).toBe(true);
  expect(b.text).toMatch(/\(mistake: (colour forcing|one row per turn), (costs|you keep) the mistake card\)/);
}

/** Node's replay of a penalty-mode record: the state and seat 0's view. */
function penaltyView(game: AnyGame, record: { moves: unknown[] } & Record<string, unknown>) {
  const replayed = replay(game, record);
  if (!replayed.ok) throw new Error(`the page's record does not replay: ${JSON.stringify(replayed.error)}`);
  return { record, state: replayed.value, view: game.view(replayed.value, 0) as PenaltyView };
}

/**
 * The penalty test's match, planned in Node with the rules worked out above: the first seed from 1 on where seat 0
 * acts first and holds a card with a wrong row (L1), then, after that mistake and a right placement, holds a card
 * with a choice of rows. Cards and rows are the first that qualify, in the order the page shows them.
 */
function penaltyPlan(game: AnyGame) {
  const choicesOf = (state: unknown, card: string) =>
    (game.legalMoves(state) as Placement[]).filter(
      (m) => m.type === 'place' && `${m.colour}${m.value}` === card,
    );
  for (let seed = 1; seed < 200; seed++) {
    let state = game.setup({ ...PENALTY, seats: 3, seed });
    if (game.toAct(state) !== 0) continue;
    let v = game.view(state, 0) as PenaltyView;
    const card = v.hand.find((c) => choicesOf(state, c).some((m) => brokenRules(v, m).includes('L1')));
    if (!card) continue;
    const choices = choicesOf(state, card);
    const wrong = choices.find((m) => brokenRules(v, m).includes('L1'))!;
    const ends = v.rows.map((r) => (r && r.length > 0 ? r[r.length - 1]![0] : null));
    const forcedTo = ends.flatMap((e, r) => (e === wrong.colour ? [`row ${r + 1}`] : [])).join(' or ');
    state = game.applyMove(state, wrong);
    v = game.view(state, 0) as PenaltyView;
    const rightCard = v.hand.find((c) => choicesOf(state, c).some((m) => brokenRules(v, m).length === 0));
    if (!rightCard) continue;
    const right = choicesOf(state, rightCard).find((m) => brokenRules(v, m).length === 0)!;
    state = game.applyMove(state, right);
    if (game.toAct(state) !== 0) continue;
    v = game.view(state, 0) as PenaltyView;
    const second = v.hand.find((c) => choicesOf(state, c).length > 1);
    if (!second) continue;
    return {
      seed,
      mistake: {
        card,
        label: game.formatMove(wrong),
        forcedTo,
        choices: choices.map((m) => game.formatMove(m)),
      },
      right: { card: rightCard, label: game.formatMove(right) },
      second: { card: second, choices: choicesOf(state, second).map((m) => game.formatMove(m)) },
    };
  }
  throw new Error('no seed below 200 gives the penalty test its match');
}

describe('the playground in headless Chromium', () => {
  for (const c of CASES) {
    it(`${c.id}: plays a seeded match to the end by clicking, explains an illegal move, exports and imports the record`, async () => {
      const game = getGame(c.id);
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
      // The box's example is a legal move of this game, in its notation and as JSON, and the button's word is whole.
      const example = await page.evaluate<string>(`document.querySelector('#move-input').placeholder`);
      const shown = /^e\.g\. (.+?) {2}or {2}(\{.*\})$/.exec(example);
      expect(shown, `${c.id}: the move box's example ${example}`).not.toBeNull();
      const notation = game!.parseMoveText(shown![1]!);
      expect(notation.ok && notation.value).toEqual(JSON.parse(shown![2]!));
      expect(game!.validate(state, JSON.parse(shown![2]!), 0).ok, `${c.id}: ${example} is legal`).toBe(true);
      expect(await page.evaluate<number>(`document.querySelector('#try-move').getClientRects().length`)).toBe(
        1,
      );
      expect(
        await page.evaluate<boolean>(
          `(() => { const b = document.querySelector('#try-move'); const r = document.createRange(); r.selectNodeContents(b); return r.getClientRects().length === 1; })()`,
        ),
        'the Play button keeps its word on one line',
      ).toBe(true);
      await page.locator('#move-input').fill(JSON.stringify(illegal));
      await page.locator('#try-move').click();
      expect(await page.locator('#violation').isVisible()).toBe(true);
      // The refusal is in sight, without scrolling, right under the move box.
      expect(
        await page.evaluate<boolean>(
          `(() => { const v = document.querySelector('#violation').getBoundingClientRect(); const box = document.querySelector('#move-input').getBoundingClientRect(); return v.top >= 0 && v.bottom <= innerHeight && v.top >= box.bottom && v.top - box.bottom < 80; })()`,
        ),
        `${c.id}: the refusal is in sight under the move box`,
      ).toBe(true);
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

  it("a move typed in the game's notation is played, as its example in the box says", async () => {
    for (const id of Object.keys(games)) {
      const page = await browser.page();
      await page.setViewportSize(PHONE);
      await page.goto(`${server.url}/index.html?game=${id}&seed=1&human=0&speed=0`);
      if ((await settle(page)) !== 'human') continue;
      const example = await page.evaluate<string>(`document.querySelector('#move-input').placeholder`);
      const notation = /^e\.g\. (.+?) {2}or {2}/.exec(example)![1]!;
      const before = Number(await movesMade(page));
      await page.locator('#try summary').click();
      await page.locator('#move-input').fill(notation);
      await page.locator('#try-move').click();
      const next = await settle(page);
      expect(Number(await movesMade(page)), `${id}: '${notation}' played`).toBeGreaterThan(before);
      if (next === 'human') {
        // Words that are no move of the game are refused in the game's words, under the box, and change nothing.
        const now = await movesMade(page);
        await page.locator('#move-input').fill('no such move');
        await page.locator('#try-move').click();
        expect(await page.locator('#violation').isVisible(), id).toBe(true);
        expect(await page.locator('#violation .message').textContent(), id).not.toBe('');
        expect(await movesMade(page)).toBe(now);
      }
      await page.close();
    }
  });

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

describe('the plain table: any game drawn from its own words', () => {
  it.each(Object.keys(games))(
    "%s: the game's description and hand, played by clicking cards, at 390 and 1280 px",
    async (id) => {
      const game = getGame(id)!;
      const page = await browser.page();
      for (const [size, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`${server.url}/index.html?game=${id}&seed=3&human=0&speed=0&table=plain`);
        await settle(page);
        let byCard = 0;
        for (let turn = 0; turn < 12 && (await status(page)) === 'human'; turn++) {
          const before = await movesMade(page);
          const cards = page.locator('#hand [data-pick]');
          let played = false;
          for (let i = 0; i < (await cards.count()) && !played; i++) {
            await cards.nth(i).click();
            const choices = page.locator('#picked button.choice');
            if ((await movesMade(page)) === before && (await choices.count()) > 0)
              await choices.nth(0).click();
            played = (await movesMade(page)) !== before;
          }
          if (played) byCard++;
          else {
            // A decision no card stands for (a draw, a pass): back to all the moves, and the first of them.
            if ((await page.locator('#picked button.cancel').count()) > 0)
              await page.locator('#picked button.cancel').click();
            await page.locator('button.move').nth(0).click();
          }
          await page.waitForFunction(`document.body.dataset.moves !== '${before}'`);
          await settle(page);
        }
        expect(byCard, `${id}: some decision was made by clicking a card`).toBeGreaterThan(0);
        // What the page shows is the game's own words for the human's view of the position the record reaches.
        const replayed = replay(game, await exportRecord(page));
        if (!replayed.ok)
          throw new Error(`the page's record does not replay: ${JSON.stringify(replayed.error)}`);
        const view = game.view(replayed.value, 0);
        const labels = await page.locator('#hand [data-pick]').allTextContents();
        expect(labels).toEqual(view.hand.map((card: unknown) => game.formatCard(card as never)));
        const names = await page.evaluate<string[]>(
          `[...document.querySelectorAll('#scores tbody tr td:nth-child(2)')].map((td) => td.firstChild.textContent)`,
        );
        const lines = await page.locator('#table p.line').allTextContents();
        expect(lines).toEqual(
          game.describeView(view, { viewer: 0, seatName: (seat: number) => names[seat]! }),
        );
        await expectFits(page, `${id}, plain table, ${viewport.width} px`);
        await page.evaluate('window.scrollTo(0, 0)');
        await page.screenshot({ path: `${screenshotDir}/${id}-plain-${size}.png` });
      }
      await page.close();
    },
  );
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
    // What each game's renderer calls its score; a game drawn by the generic renderer shows 'Score'.
    const LABELS: Readonly<Record<string, readonly (readonly [Record<string, unknown>, string])[]>> = {
      coins: [[{}, 'Coins won']],
      dalmuti: [
        [{}, 'Standing (last hand)'],
        [{ scoring: true }, 'Points'],
      ],
      linko: [[{}, 'Points']],
      bigfish: [[{}, 'Points']],
    };
    const cases = Object.keys(games).flatMap((id) =>
      (LABELS[id] ?? [[{}, 'Score']]).map(([options, label]) => [id, options, label] as const),
    );
    for (const [id, options, label] of cases) {
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
    for (const [id, game] of Object.entries<AnyGame>(games)) {
      await page.locator('#game').selectOption(id);
      for (const option of game.options)
        expect(await page.locator(`[data-option="${option.name}"]`).count(), `${id}: ${option.name}`).toBe(1);
      // Their labels are words, not keys or rule ids: 'Allow large tables', 'Allow 9–13 players.'.
      const texts = await page.locator('.option-name, .option-help').allTextContents();
      expect(texts.length).toBe(2 * game.options.length);
      const keys = game.options.map((o) => o.name).filter((name) => /[A-Z]/.test(name));
      for (const text of texts) {
        for (const key of keys) expect(text, `${id}: ${text}`).not.toMatch(new RegExp(`\\b${key}\\b`));
        expect(text, `${id}: ${text}`).not.toMatch(
          /\((?:[^()]*[,;] )?(?:§\d+|[A-Z]{1,2}(?:-[A-Z])?\d+)[,;)]/,
        );
      }
    }
    await page.locator('#game').selectOption('dalmuti');
    expect(
      await page.locator('label.option:has([data-option="allowLargeTables"]) .option-name').textContent(),
    ).toBe('Allow large tables');
    expect(
      await page.locator('label.option:has([data-option="allowLargeTables"]) .option-help').textContent(),
    ).toBe('Allow 9–13 players.');
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

  it("Big Fish's penalty mode: a wrong row is offered marked as a mistake, and playing it costs the mistake card", async () => {
    const game: AnyGame = games.bigfish;
    const plan = penaltyPlan(game);
    const page = await browser.page();
    await page.setViewportSize(PHONE);
    const errors: unknown[] = [];
    page.on('pageerror', (e) => errors.push(e));
    const query = new URLSearchParams({
      game: 'bigfish',
      seats: '3',
      seed: String(plan.seed),
      human: '0',
      bots: 'random,random,random',
      speed: '0',
      options: JSON.stringify(PENALTY),
    });
    await page.goto(`${server.url}/index.html?${query}`);
    expect(await settle(page)).toBe('human');

    // Every placement is a legal move now; the status line counts the ones that are mistakes (worked out from L1).
    const start = penaltyView(game, await exportRecord(page));
    const all = game.legalMoves(start.state) as readonly unknown[];
    const wrong = all.filter((m) => brokenRules(start.view, m as Placement).length > 0);
    expect(wrong.length).toBeGreaterThan(0);
    expect(await page.locator('#status').textContent()).toContain(
      `${all.length} legal moves, ${wrong.length} of them penalised as mistakes`,
    );
    // The list of all moves marks exactly those (the buttons are the legal moves, grouped by type).
    const listed = await moveButtons(page, 'button.move');
    const order = buttonOrder(game, all);
    expect(listed).toHaveLength(order.length);
    listed.forEach((b, i) => {
      expect(b.label).toBe(game.formatMove(order[i]));
      expectMarked(b, brokenRules(start.view, order[i] as Placement));
    });
    await expectFits(page, 'bigfish penalty mode, every move listed, 390 px');

    // A card with a wrong row: its choices are asked for, the wrong one marked with the rule, the right ones not.
    await page.locator(cardOf(start.view, plan.mistake.card)).click();
    const choices = await moveButtons(page, '#picked button.choice');
    expect(choices.map((c) => c.label)).toEqual(plan.mistake.choices);
    for (const c of choices) {
      const move = all.find((m) => game.formatMove(m) === c.label) as Placement;
      expectMarked(c, brokenRules(start.view, move));
    }
    const bad = choices.find((c) => c.label === plan.mistake.label)!;
    expect(bad.mistake).toBe('L1');
    expect(bad.text).toContain(`${plan.mistake.label} (mistake: colour forcing, costs the mistake card)`);
    // ...with the game's reason: the row the colour is forced to.
    expect(bad.why).toMatch(new RegExp(`must go to a row ending in \\w+ \\(${plan.mistake.forcedTo}\\)`));
    await expectFits(page, 'bigfish penalty mode, a card with a wrong row picked, 390 px');
    await page.screenshot({ path: `${screenshotDir}/bigfish-penalty-phone.png`, fullPage: true });

    // Playing it: a move of the record, the card stays in the hand, the mistake card goes to the player, the events say so.
    const moves = Number(await movesMade(page));
    const holder = () => page.locator('#view .zone[data-seat="0"] .zone-title').textContent();
    expect(await holder()).not.toMatch(/mistake card/);
    await page.locator(`#picked button.choice[data-choice="${choices.indexOf(bad)}"]`).click();
    await page.waitForFunction(`Number(document.body.dataset.moves) > ${moves}`);
    expect(await settle(page)).toBe('human');
    const after = penaltyView(game, await exportRecord(page));
    expect(game.formatMove(after.record.moves.at(-1))).toBe(plan.mistake.label);
    expect(after.view.mistakeHolder).toBe(0);
    expect(after.view.hand).toEqual(start.view.hand);
    expect(after.view.rows).toEqual(start.view.rows);
    expect(await page.locator(cardOf(after.view, plan.mistake.card)).count()).toBe(1);
    expect(await holder()).toMatch(/mistake card/);
    const told = (await page.locator('#events li.fresh').textContent()) ?? '';
    expect(told).toContain(
      `you tried ${plan.mistake.label} against L1 and take the mistake card from the table`,
    );
    await expectFits(page, 'bigfish penalty mode, after the mistake, 390 px');

    // A right placement chooses the turn's row; then another row is a mistake against the one-row rule (L2), and the
    // player already holds the mistake card.
    await page.locator(cardOf(after.view, plan.right.card)).click();
    const rightChoices = await moveButtons(page, '#picked button.choice');
    const right = rightChoices.findIndex((c) => c.label === plan.right.label);
    expect(right, rightChoices.map((c) => c.text).join(' | ')).toBeGreaterThanOrEqual(0);
    expect(rightChoices[right]!.mistake).toBeNull();
    await page.locator(`#picked button.choice[data-choice="${right}"]`).click();
    await page.waitForFunction(`Number(document.body.dataset.moves) > ${moves + 1}`);
    expect(await settle(page)).toBe('human');
    const later = penaltyView(game, await exportRecord(page));
    await page.locator(cardOf(later.view, plan.second.card)).click();
    const second = await moveButtons(page, '#picked button.choice');
    expect(second.map((c) => c.label)).toEqual(plan.second.choices);
    for (const c of second) {
      const move = (game.legalMoves(later.state) as unknown[]).find((m) => game.formatMove(m) === c.label);
      expectMarked(c, brokenRules(later.view, move as Placement));
    }
    const offRow = second.find((c) => c.mistake === 'L2');
    expect(offRow, second.map((c) => c.text).join(' | ')).toBeDefined();
    expect(offRow!.text).toContain('(mistake: one row per turn, you keep the mistake card)');
    await expectFits(page, 'bigfish penalty mode, a later card picked, 390 px');
    expect(errors).toEqual([]);
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
        getGame(id)!.name,
      );
      expect((await rules.evaluate<string>('document.body.textContent')).length).toBeGreaterThan(2000);
      await rules.close();
    }
    await page.close();
  });
});
