// Dev helper (not a test): npx tsx test/e2e/shot.ts "<query>" <out.png> [human clicks]
import { launch, root, serve } from './harness.js';

const [query = '', out = 'test-results/e2e/shot.png', clicks = '0'] = process.argv.slice(2);
const server = await serve(`${root}/examples/web/dist`);
const browser = await launch();
const page = await browser.page();
page.on('pageerror', (e) => console.error('pageerror', e));
page.on('console', (m) => console.log('console', String((m as { text(): string }).text())));
await page.goto(`${server.url}/index.html?${query}`);
await page
  .waitForSelector('body[data-status="human"], body[data-status="over"]', { timeout: 10_000 })
  .catch(() => {});
for (let i = 0; i < Number(clicks); i++) {
  const n = await page.locator('button.move').count();
  if (n === 0) break;
  await page
    .locator('button.move')
    .nth((i * 7) % n)
    .click();
}
await page.screenshot({ path: `${root}/${out}`, fullPage: true });
await browser.close();
await server.close();
