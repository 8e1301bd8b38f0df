// Dev helper (not a test), after `npm run test:e2e` has built the playground:
//   npx tsx test/e2e/shot.ts "<query>" <out.png> [clicks] [width] [height] [full]
// e.g. the screenshots of the README:
//   npx tsx test/e2e/shot.ts "game=linko&seed=4&speed=0" docs/images/playground-phone.png 5 390 844
//   npx tsx test/e2e/shot.ts "game=bigfish&seed=3&speed=0" docs/images/playground-desktop.png 4 1280 900
import { launch, root, serve } from './harness.js';

const [
  query = '',
  out = 'test-results/e2e/shot.png',
  clicks = '0',
  width = '1280',
  height = '900',
  full = '',
] = process.argv.slice(2);
const server = await serve(`${root}/examples/web/dist`);
const browser = await launch();
const page = await browser.page();
await page.setViewportSize({ width: Number(width), height: Number(height) });
page.on('pageerror', (e) => console.error('pageerror', e));
await page.goto(`${server.url}/index.html?${query}`);
const settle = () =>
  page
    .waitForSelector('body[data-status="human"], body[data-status="over"]', { timeout: 10_000 })
    .catch(() => {});
await settle();
for (let i = 0; i < Number(clicks); i++) {
  const n = await page.locator('button.move').count();
  if (n === 0) break;
  await page
    .locator('button.move')
    .nth((i * 7) % n)
    .click();
  await settle();
}
await page.evaluate('window.scrollTo(0, 0)');
await page.screenshot({ path: `${root}/${out}`, fullPage: full === 'full' });
await browser.close();
await server.close();
