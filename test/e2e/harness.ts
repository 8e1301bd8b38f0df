/**
 * The browser harness: serves the built playground (examples/web/dist) on loopback and drives Debian's chromium
 * through playwright-core. playwright-core lives in test/e2e/package.json, so it is loaded by a plain dynamic import
 * and typed here by the few members the tests use.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const screenshotDir = resolve(root, 'test-results/e2e');

export interface Locator {
  click(): Promise<void>;
  fill(text: string): Promise<void>;
  textContent(): Promise<string | null>;
  inputValue(): Promise<string>;
  count(): Promise<number>;
  nth(i: number): Locator;
  allTextContents(): Promise<string[]>;
  isVisible(): Promise<boolean>;
  selectOption(value: string): Promise<unknown>;
  press(key: string): Promise<void>;
}

export interface Page {
  goto(url: string): Promise<unknown>;
  locator(selector: string): Locator;
  waitForSelector(selector: string, options?: { timeout?: number; state?: string }): Promise<unknown>;
  waitForFunction(fn: string, arg?: unknown, options?: { timeout?: number }): Promise<unknown>;
  evaluate<T>(fn: string): Promise<T>;
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  on(event: 'pageerror' | 'console', fn: (arg: unknown) => void): void;
  close(): Promise<void>;
}

interface Context {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/** Serves a folder on 127.0.0.1 at a free port. */
export async function serve(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dir, path);
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** Starts headless Debian chromium with the flags this machine needs, in a fresh profile. */
export async function launch(): Promise<{ page(): Promise<Page>; close(): Promise<void> }> {
  const pw = (await import('playwright-core' as string)) as {
    chromium: {
      launchPersistentContext(dir: string, options: Record<string, unknown>): Promise<Context>;
    };
  };
  const profile = mkdtempSync(join(tmpdir(), 'cardrules-e2e-'));
  const context = await pw.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    page: () => context.newPage(),
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
