/**
 * The stdio transport (`cardrules engine`): lines split anywhere across chunks, CRLF endings, blank lines, an
 * over-long line answered without being held, format binary as bytes after the line, and `quit`. Run in-process on a
 * stream and a file descriptor.
 */
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runEngine } from '../../src/cli/engine.js';

/** Feeds chunks to a running engine and returns what it wrote. */
async function serve(chunks: (string | Buffer)[], limits = {}): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'cardrules-engine-'));
  const file = join(dir, 'out');
  const fd = openSync(file, 'w');
  const input = new PassThrough();
  const done = runEngine({ input, outputFd: fd, limits });
  for (const chunk of chunks) input.write(chunk);
  input.end();
  await done;
  closeSync(fd);
  return readFileSync(file);
}

function lines(out: Buffer): Record<string, unknown>[] {
  return out
    .toString('utf8')
    .split('\n')
    .filter((l) => l.length > 0)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('the stdio transport', () => {
  it('answers lines split across chunks, with CRLF, and skips blank lines', async () => {
    const text =
      '{"id":1,"cmd":"hello"}\r\n\n{"id":2,"cmd":"start","game":"coins","seed":1}\n{"id":3,"cmd":"toAct","match":1}\n';
    const chunks: string[] = [];
    for (let i = 0; i < text.length; i += 7) chunks.push(text.slice(i, i + 7));
    const replies = lines(await serve(chunks));
    expect(replies.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(replies.every((r) => r.ok === true)).toBe(true);
  });

  it('an over-long line gets LINE_TOO_LONG once, and the next line is answered', async () => {
    const long = `{"id":1,"cmd":"hello","pad":"${'x'.repeat(5000)}"}\n`;
    const chunks = [
      long.slice(0, 2000),
      long.slice(2000, 4000),
      long.slice(4000),
      '{"id":2,"cmd":"hello"}\n',
    ];
    const replies = lines(await serve(chunks, { maxLineLength: 1000 }));
    expect(replies).toHaveLength(2);
    expect(replies[0]).toMatchObject({ id: null, ok: false, error: { code: 'LINE_TOO_LONG' } });
    expect(replies[1]).toMatchObject({ id: 2, ok: true });
  });

  it('format binary: the blocks follow the line, where its binary field says', async () => {
    const out = await serve([
      '{"id":1,"cmd":"start","game":"coins","seed":3}\n',
      '{"id":2,"cmd":"status","match":1,"show":["obs"]}\n',
      '{"id":3,"cmd":"status","match":1,"show":["obs"],"format":"binary"}\n{"id":4,"cmd":"hello"}\n',
    ]);
    const text = out.toString('latin1');
    const [first, second, third] = text.split('\n');
    expect(JSON.parse(first!).ok).toBe(true);
    const json = JSON.parse(second!) as { obs: number[] };
    const head = JSON.parse(third!) as { binary: { obs: [number, number] } };
    const start = first!.length + second!.length + third!.length + 3;
    const [at, length] = head.binary.obs;
    const obs: number[] = [];
    for (let i = 0; i < length; i += 4) obs.push(out.readFloatLE(start + at + i));
    expect(obs).toEqual(json.obs);
    const rest = out.subarray(start + length).toString('utf8');
    expect(JSON.parse(rest.trim())).toMatchObject({ id: 4, ok: true });
  });

  it('quit: the reply, then nothing more', async () => {
    const replies = lines(await serve(['{"id":1,"cmd":"quit"}\n{"id":2,"cmd":"hello"}\n']));
    expect(replies).toEqual([{ id: 1, ok: true }]);
  });
});
