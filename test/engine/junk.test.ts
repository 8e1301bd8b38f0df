/**
 * Bad input never ends the engine: junk lines, junk JSON, and requests of real commands with junk fields each get one
 * reply line (a typed error, or a normal reply when the junk happens to be valid), the handler never throws, no reply
 * carries a stack trace, and the engine answers properly afterwards. A seeded budget; CARDRULES_HEAVY=1 for more.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/index.js';
import { games } from '../../src/registry.js';

const HEAVY = process.env.CARDRULES_HEAVY === '1';
const RUNS = HEAVY ? 20_000 : 400;

/** Each command with the fields it takes (plus one it does not, to be refused). */
const COMMANDS: Readonly<Record<string, readonly string[]>> = {
  hello: [],
  options: ['game', 'seats', 'options'],
  start: [
    'game',
    'seats',
    'seed',
    'seeds',
    'count',
    'options',
    'bots',
    'observe',
    'show',
    'format',
    'events',
    'played',
  ],
  reset: ['matches', 'seed', 'seeds', 'observe', 'show', 'format', 'events', 'played'],
  load: ['record', 'state', 'bots', 'stream', 'observe', 'show'],
  close: ['matches'],
  apply: [
    'matches',
    'action',
    'actions',
    'move',
    'moves',
    'text',
    'texts',
    'seat',
    'autoReset',
    'finalObserve',
    'observe',
    'show',
    'format',
    'events',
    'played',
  ],
  check: ['matches', 'action', 'actions', 'move', 'moves', 'text', 'texts', 'seat'],
  bot: [
    'matches',
    'bot',
    'apply',
    'seed',
    'autoReset',
    'finalObserve',
    'observe',
    'show',
    'events',
    'played',
  ],
  status: ['matches', 'observe', 'show', 'format'],
  toAct: ['matches'],
  legal: ['matches'],
  mask: ['matches', 'format'],
  score: ['matches'],
  view: ['matches', 'seat', 'seats'],
  observe: ['matches', 'seat', 'seats', 'format'],
  render: ['matches', 'seat', 'seats'],
  record: ['matches'],
  state: ['matches'],
  playouts: ['game', 'seats', 'options', 'from', 'count', 'seed', 'bots', 'maxMoves', 'results'],
};

/** A value that is often meaningful to the engine (game ids, small integers, seats, formats) and often not. */
const value = fc.oneof(
  fc.constantFrom(
    ...Object.keys(games),
    'chess',
    'json',
    'base64',
    'binary',
    'random',
    'heuristic',
    'ismcts:2',
    'all',
    'spectator',
    'obs',
    'mask',
    'legalMoves',
  ),
  fc.integer({ min: -2, max: 70 }),
  fc.constantFrom(1, 2, 3, 2 ** 53, -0, 1e308, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer({ min: -1, max: 50 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A request of a real command; most name one of the four open matches, so the junk reaches the commands' work. */
const request = fc.constantFrom(...Object.keys(COMMANDS)).chain((cmd) =>
  fc
    .record({
      cmd: fc.constant(cmd),
      fields: fc.dictionary(fc.constantFrom(...COMMANDS[cmd]!, 'colour'), value, { maxKeys: 4 }),
      match: fc.option(fc.constantFrom(1, 2, 3, 4), { freq: 4 }), // null one time in four
    })
    .map(({ fields, match }) => ({ cmd, fields: match === null ? fields : { ...fields, match } })),
);

function checkReply(text: string): void {
  expect(text).not.toContain('\n');
  const reply = JSON.parse(text) as { ok: unknown; error?: Record<string, unknown> };
  expect(typeof reply.ok).toBe('boolean');
  if (reply.ok === false) {
    expect(['request', 'rule', 'state', 'internal']).toContain(reply.error!.kind);
    expect(typeof reply.error!.code).toBe('string');
    expect(typeof reply.error!.message).toBe('string');
    expect(String(reply.error!.message)).not.toMatch(/\n\s+at /);
  }
}

describe('junk never ends the engine', () => {
  it('arbitrary lines and arbitrary JSON get one reply each', () => {
    const engine = createEngine();
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
        ),
        (line) => {
          checkReply(engine.handle(line));
        },
      ),
      { seed: 16, numRuns: RUNS },
    );
    expect(JSON.parse(engine.handle('{"id":1,"cmd":"hello"}')).ok).toBe(true);
  });

  it('real commands with junk fields, on an engine with open matches, never throw and leave it working', () => {
    const engine = createEngine({ limits: { maxPlayouts: 50, maxMoves: 2000 } });
    for (const game of Object.keys(games)) engine.handle(JSON.stringify({ cmd: 'start', game, seed: 1 }));
    let internal = 0;
    fc.assert(
      fc.property(request, ({ cmd, fields }) => {
        if (cmd === 'quit') return;
        const text = engine.handle(JSON.stringify({ ...fields, id: 1, cmd }));
        checkReply(text);
        const reply = JSON.parse(text) as { ok: boolean; error?: { kind: string } };
        if (!reply.ok && reply.error!.kind === 'internal') internal++;
      }),
      { seed: 61, numRuns: RUNS },
    );
    expect(internal).toBe(0);
    expect(JSON.parse(engine.handle('{"id":2,"cmd":"start","game":"coins","seed":5}')).ok).toBe(true);
  });

  it.each(Object.keys(games))('%s: real commands with junk fields on its matches never throw', (id) => {
    const engine = createEngine({ limits: { maxPlayouts: 50, maxMoves: 2000 } });
    expect(JSON.parse(engine.handle(JSON.stringify({ cmd: 'start', game: id, seed: 1, count: 2 }))).ok).toBe(
      true,
    );
    let internal = 0;
    fc.assert(
      fc.property(request, ({ cmd, fields }) => {
        if (cmd === 'quit') return;
        const text = engine.handle(JSON.stringify({ ...fields, id: 1, cmd }));
        checkReply(text);
        const reply = JSON.parse(text) as { ok: boolean; error?: { kind: string } };
        if (!reply.ok && reply.error!.kind === 'internal') internal++;
      }),
      { seed: 62, numRuns: Math.ceil(RUNS / 4) },
    );
    expect(internal).toBe(0);
    expect(JSON.parse(engine.handle(JSON.stringify({ id: 2, cmd: 'start', game: id, seed: 5 }))).ok).toBe(
      true,
    );
  });
});
