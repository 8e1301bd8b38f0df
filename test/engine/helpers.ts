/** Helpers of the engine tests: send a request object, get the parsed reply. */
import { expect } from 'vitest';
import { createEngine, type Engine, type EngineOptions } from '../../src/engine/index.js';

/** A reply, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: replies are JSON read field by field in the tests
export type Reply = Record<string, any>;

/** An engine and a `send` that takes an object (or a raw line) and returns the parsed reply. */
export function session(options: EngineOptions = {}): { engine: Engine; send: (request: unknown) => Reply } {
  const engine = createEngine(options);
  let id = 0;
  const send = (request: unknown): Reply => {
    const line =
      typeof request === 'string'
        ? request
        : JSON.stringify({ id: ++id, ...(request as Record<string, unknown>) });
    const reply = engine.handle(line);
    expect(reply).not.toContain('\n');
    return JSON.parse(reply) as Reply;
  };
  return { engine, send };
}

/** Decodes a base64 block of little-endian float32 values. */
export function floatsFromBase64(text: string): number[] {
  const bytes = Buffer.from(text, 'base64');
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) out.push(bytes.readFloatLE(i));
  return out;
}
