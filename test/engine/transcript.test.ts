/**
 * The transcript of docs/engine-protocol.md, replayed: every request line of it is sent to a fresh engine, and the
 * reply must equal the documented one (as JSON; a documented value `"…"` stands for any value).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.js';

const page = readFileSync(join(import.meta.dirname, '../../docs/engine-protocol.md'), 'utf8');

/** The fenced block under the heading "## Transcript". */
function transcript(): string[] {
  const section = page.slice(page.indexOf('## Transcript'));
  const block = /```text\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('docs/engine-protocol.md has no transcript block');
  return block[1]!.split('\n').filter((line) => line.length > 0);
}

/** The documented value with every `"…"` replaced by what the engine said there. */
function fill(documented: unknown, actual: unknown): unknown {
  if (documented === '…') return actual;
  if (Array.isArray(documented) && Array.isArray(actual)) return documented.map((d, i) => fill(d, actual[i]));
  if (
    typeof documented === 'object' &&
    documented !== null &&
    typeof actual === 'object' &&
    actual !== null
  ) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(documented)) out[k] = fill(v, (actual as Record<string, unknown>)[k]);
    return out;
  }
  return documented;
}

it('the documented transcript is what the engine answers, line by line', () => {
  const lines = transcript();
  expect(lines.length).toBeGreaterThan(20);
  const engine = createEngine();
  let pairs = 0;
  for (let i = 0; i < lines.length; i += 2) {
    const request = lines[i]!;
    const reply = lines[i + 1]!;
    expect(request.startsWith('> '), `line ${i + 1} is a request`).toBe(true);
    expect(reply.startsWith('< '), `line ${i + 2} is a reply`).toBe(true);
    const actual = JSON.parse(engine.handle(request.slice(2)));
    const documented = JSON.parse(reply.slice(2));
    expect(actual, `the reply to ${request}`).toEqual(fill(documented, actual));
    pairs++;
  }
  expect(pairs).toBe(lines.length / 2);
  expect(engine.closed).toBe(true);
});
