import { afterAll, beforeAll, expect, it } from 'vitest';
import { launch, type Page, root, serve } from './harness.js';

let server: Awaited<ReturnType<typeof serve>>;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;

beforeAll(async () => {
  server = await serve(`${root}/examples/web/dist`);
  browser = await launch();
  page = await browser.page();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('the playground loads with a game picker', async () => {
  const errors: unknown[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto(`${server.url}/index.html`);
  await page.waitForSelector('#game');
  await page.screenshot({ path: `${root}/test-results/e2e/smoke.png` });
  expect(errors).toEqual([]);
});
