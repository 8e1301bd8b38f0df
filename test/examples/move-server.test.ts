/**
 * Drives examples/move-server over loopback: matches are created, clients post legal and illegal moves with their
 * seat tokens, and every answer is either the seat's view or a typed rejection. Limits are checked too.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forkExample, prepareExample, runExample } from './setup.js';

interface Rejection {
  code: string;
  rule: string | null;
  message: string;
}
type Answer = { status: number; body: Record<string, unknown> & { error?: Rejection } };

let child: ChildProcess;
let base = '';

function message<T>(proc: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (msg: { type?: string }) => {
      if (msg?.type === type) {
        proc.off('message', on);
        resolve(msg as T);
      }
    };
    proc.on('message', on);
  });
}

beforeAll(async () => {
  const dir = prepareExample('move-server');
  child = forkExample(dir, 'src/main.ts', { PORT: '0' });
  const { port } = await message<{ port: number }>(child, 'listening');
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => {
  child?.kill();
});

async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

async function newGame(game: string, seats: number) {
  const r = await call('POST', '/games', { game, seats });
  expect(r.status).toBe(201);
  return r.body as unknown as { id: string; tokens: string[] };
}

describe('move server', () => {
  it('hosts a match: each seat sees only its view; legal moves apply and answer with the new view', async () => {
    const { id, tokens } = await newGame('coins', 3);
    expect(tokens).toHaveLength(3);
    const first = await call('GET', `/games/${id}`, undefined, tokens[0]);
    expect(first.status).toBe(200);
    const actor = first.body.toAct as number;
    const me = await call('GET', `/games/${id}`, undefined, tokens[actor]);
    const legal = me.body.legalMoves as unknown[];
    expect(legal.length).toBeGreaterThan(0);
    // Secure defaults: no state, seed or RNG state is ever sent.
    const text = JSON.stringify(me.body);
    expect(text).not.toMatch(/"rng"|"seed"|"deck"/);
    const played = await call('POST', `/games/${id}/moves`, { move: legal[0] }, tokens[actor]);
    expect(played.status).toBe(200);
    expect(played.body.moveCount).toBe(1);
    expect(played.body.seat).toBe(actor);
  });

  it('answers illegal moves with a typed rejection (code, rule, message) and leaves the match unchanged', async () => {
    const { id, tokens } = await newGame('coins', 3);
    const actor = (await call('GET', `/games/${id}`, undefined, tokens[0])).body.toAct as number;
    const other = (actor + 1) % 3;
    const hand = (
      (await call('GET', `/games/${id}`, undefined, tokens[other])).body.view as { hand: string[] }
    ).hand;
    // A card of another seat's hand: well-formed, but not in the actor's hand.
    const bad = await call(
      'POST',
      `/games/${id}/moves`,
      { move: { type: 'play', card: hand[0] } },
      tokens[actor],
    );
    expect(bad.status).toBe(422);
    expect(bad.body.ok).toBe(false);
    expect(bad.body.error).toMatchObject({
      code: expect.stringMatching(/^[A-Z_]+$/),
      rule: expect.any(String),
    });
    expect(bad.body.error!.message.length).toBeGreaterThan(5);
    const junk = await call('POST', `/games/${id}/moves`, { move: { type: 'fly' } }, tokens[actor]);
    expect(junk.status).toBe(400);
    expect(junk.body.error!.code).toBe('BAD_SHAPE');
    const wrongSeat = await call(
      'POST',
      `/games/${id}/moves`,
      { move: { type: 'play', card: hand[0] } },
      tokens[other],
    );
    expect(wrongSeat.status).toBe(409);
    expect(wrongSeat.body.error!.code).toBe('NOT_YOUR_TURN');
    const after = await call('GET', `/games/${id}`, undefined, tokens[actor]);
    expect(after.body.moveCount).toBe(0);
  });

  it('refuses requests without the seat token, unknown matches and games, bad JSON and oversized bodies', async () => {
    const { id, tokens } = await newGame('coins', 3);
    expect((await call('GET', `/games/${id}`)).body.error!.code).toBe('FORBIDDEN');
    expect((await call('GET', `/games/${id}`, undefined, `${tokens[0]}x`)).status).toBe(403);
    expect((await call('GET', '/games/nope', undefined, tokens[0])).body.error!.code).toBe('NO_SUCH_GAME');
    expect((await call('POST', '/games', { game: 'chess', seats: 2 })).body.error!.code).toBe('UNKNOWN_GAME');
    expect((await call('POST', '/games', { game: 'coins', seats: 9 })).body.error!.code).toBe('BAD_OPTIONS');
    expect((await call('POST', `/games/${id}/moves`, '{"move":', tokens[0])).body.error!.code).toBe(
      'BAD_JSON',
    );
    const huge = await call('POST', `/games/${id}/moves`, { move: 'x'.repeat(20_000) }, tokens[0]);
    expect(huge.status).toBe(413);
    expect(huge.body.error!.code).toBe('PAYLOAD_TOO_LARGE');
    const text = await call('POST', `/games/${id}/moves`, undefined, tokens[0], {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    expect((await call('GET', '/health')).body.ok).toBe(true);
  });

  it('plays whole matches of every game over HTTP to the end, and every match replays to the same state', async () => {
    for (const [game, seats] of [
      ['linko', 3],
      ['coins', 3],
      ['dalmuti', 4],
      ['bigfish', 3],
    ] as const) {
      const created = await call('POST', '/games', { game, seats });
      expect(created.status, `${game} is hosted`).toBe(201);
      const { id, tokens } = created.body as unknown as { id: string; tokens: string[] };
      let state = (await call('GET', `/games/${id}`, undefined, tokens[0])).body;
      let turns = 0;
      while (!state.over && turns++ < 5000) {
        const seat = state.toAct as number;
        const mine = (await call('GET', `/games/${id}`, undefined, tokens[seat])).body;
        const legal = mine.legalMoves as unknown[];
        state = (
          await call('POST', `/games/${id}/moves`, { move: legal[turns % legal.length] }, tokens[seat])
        ).body;
        expect(state.ok, JSON.stringify(state)).toBe(true);
        // Secure defaults: a seat is sent its view, never the RNG state or the seed.
        const text = JSON.stringify(mine) + JSON.stringify(state);
        expect(text).not.toMatch(/"(rng|seed)":/);
      }
      expect(state.over, `${game} ended`).toBe(true);
      expect((state.winners as number[]).length).toBeGreaterThan(0);
    }
    child.send({ type: 'check' });
    const report = await message<{ games: number; intact: number; broken: string[] }>(child, 'check');
    expect(report.broken).toEqual([]);
    expect(report.intact).toBe(report.games);
  });
});

describe('move server under a short bounded load', () => {
  it('serves concurrent matches and clients, legal and illegal moves interleaved: no crash, every match intact', () => {
    const dir = prepareExample('move-server');
    const out = runExample(
      dir,
      'src/load.ts',
      ['--seconds', '3', '--clients', '12', '--games', '40', '--json'],
      60_000,
    );
    const report = JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>;
    expect(report.serverAlive).toBe(true);
    expect(report.failures).toBe(0);
    expect(report.unexpected).toBe(0);
    expect(report.matchesStarted).toBeGreaterThanOrEqual(40);
    expect(report.matchesIntact).toBe(report.matchesHeld);
    expect(report.movesApplied).toBeGreaterThan(50);
    expect(report.illegalSent).toBeGreaterThan(10);
  });
});
