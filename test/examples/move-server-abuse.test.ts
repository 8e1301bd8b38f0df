/**
 * The move server under abuse, on loopback, with short limits so each check takes seconds: a flood of match
 * creation, matches left idle, sockets left idle, headers and bodies sent one byte at a time, and retried moves.
 * Each check names the limit it holds the server to, and each would fail without the protection it checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dribble,
  INSTALL_TIMEOUT_MS,
  prepareMoveServer,
  type Running,
  rawSocket,
  sleep,
  startServer,
} from './move-server-harness.js';

// Installs the example once (better-sqlite3 compiles from source), before any server starts.
beforeAll(() => prepareMoveServer(), INSTALL_TIMEOUT_MS);

describe('a flood of match creation', () => {
  // Per key: a burst of 10, then 10 a second; at most 15 matches held per key, 40 in all. Matches do not expire
  // during the test (the sweep is checked below), so what a key holds depends on what it created, not on how fast
  // the machine is.
  const limits = {
    CREATE_BURST: '10',
    CREATE_PER_SECOND: '10',
    MAX_MATCHES_PER_KEY: '15',
    MAX_MATCHES: '40',
    MATCH_IDLE_MS: '3600000',
  };
  let server: Running;
  beforeAll(async () => {
    server = await startServer(limits, ['flood', 'studio']);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('one key cannot fill the server: it is rate limited and capped, other keys still create', async () => {
    const flood = server.keys.flood!;
    const statuses = new Map<string, number>();
    let created = 0;
    const started = performance.now();
    // 300 creations, 25 at a time, as fast as the server answers.
    for (let i = 0; i < 300; i += 25) {
      const batchStarted = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => server.call('POST', '/matches', { game: 'coins', seats: 3 }, flood)),
      );
      for (const a of answers) {
        const tag = `${a.status} ${a.status === 201 ? 'created' : (a.body.error?.code ?? '?')}`;
        statuses.set(tag, (statuses.get(tag) ?? 0) + 1);
        if (a.status === 201) created++;
        if (a.status === 429 && a.body.error?.code === 'RATE_LIMITED') {
          expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        }
      }
      if (i === 0) {
        // The first 25 arrive together: the burst of 10 and what a few milliseconds add to it, not 15.
        const seconds = (performance.now() - batchStarted) / 1000;
        expect(created, `${created} created in ${seconds} s`).toBeLessThanOrEqual(
          10 + Math.ceil(seconds * 10),
        );
      }
    }
    const seconds = (performance.now() - started) / 1000;
    // The bucket allows 10 at once and 10 more per second; the key may hold 15.
    expect(created, JSON.stringify([...statuses])).toBeGreaterThanOrEqual(10);
    expect(created).toBeLessThanOrEqual(Math.min(15, 10 + Math.ceil(seconds * 10)));
    for (const tag of statuses.keys())
      expect(tag).toMatch(/^(201 created|429 RATE_LIMITED|429 QUOTA_EXCEEDED)$/);

    // Another key is not starved by the flood.
    for (let i = 0; i < 5; i++) await server.create('coins', 3, server.keys.studio);

    // Given time, the flooding key reaches its cap and no further: a second refills its bucket (10), and it holds at
    // least its first burst (10), so 12 more requests reach 15.
    await sleep(1000);
    const more = await Promise.all(
      Array.from({ length: 12 }, () => server.call('POST', '/matches', { game: 'coins', seats: 3 }, flood)),
    );
    created += more.filter((a) => a.status === 201).length;
    expect(created).toBe(15);
    expect(more.some((a) => a.body.error?.code === 'QUOTA_EXCEEDED')).toBe(true);
    const health = await server.call<{ matches: number }>('GET', '/health');
    expect(health.body.matches).toBe(20);
  });
});

describe('the sweep of idle matches', () => {
  // At most 3 matches held per key; matches expire after 1.5 s without a move, swept every 100 ms.
  let server: Running;
  beforeAll(async () => {
    server = await startServer({ MAX_MATCHES_PER_KEY: '3', MATCH_IDLE_MS: '1500', SWEEP_INTERVAL_MS: '100' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('matches nobody touches are gone after the idle time, from memory and from the store, and the key may create again', async () => {
    const created = performance.now();
    for (let i = 0; i < 3; i++) await server.create('coins', 3);
    const full = await server.call('POST', '/matches', { game: 'coins', seats: 3 }, server.keys.tests);
    expect([full.status, full.body.error?.code]).toEqual([429, 'QUOTA_EXCEEDED']);
    // Not before the idle time; after it, as soon as the sweep comes (however busy the machine is).
    let matches = 3;
    while (matches > 0) {
      await sleep(100);
      matches = (await server.call<{ matches: number }>('GET', '/health')).body.matches;
      if (matches > 0) expect(performance.now() - created).toBeLessThan(300_000);
    }
    expect(performance.now() - created).toBeGreaterThanOrEqual(1500);
    expect(await server.records()).toEqual([]);
    expect((await server.create('coins', 3)).id).toEqual(expect.any(String));
  });
});

describe('idle matches', () => {
  // Matches expire after 3 s without a move. The sweep is set far off, so only the check when a match is opened
  // can expire one here (the sweep is checked above).
  let server: Running;
  beforeAll(async () => {
    server = await startServer({ MATCH_IDLE_MS: '3000', SWEEP_INTERVAL_MS: '600000' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a match that is played does not expire; one left alone does, and then answers 404', async () => {
    const kept = await server.create('coins', 3);
    const left = await server.create('coins', 3);
    const started = performance.now();
    // Keep one match moving every 300 ms for 4.5 s, past the 3 s idle time (a move more than 3 s after the one
    // before would take a machine ten times slower than at rest).
    for (let n = 1; performance.now() - started < 4500; n++) {
      const seat = (await server.call('GET', `/matches/${kept.id}`, undefined, kept.tokens[0])).body.toAct!;
      const mine = (await server.call('GET', `/matches/${kept.id}`, undefined, kept.tokens[seat])).body;
      const r = await server.call(
        'POST',
        `/matches/${kept.id}/moves`,
        { moveNumber: n, move: mine.legalMoves[0] },
        kept.tokens[seat],
      );
      expect(r.status).toBe(200);
      await sleep(300);
    }
    expect((await server.call('GET', `/matches/${kept.id}`, undefined, kept.tokens[0])).status).toBe(200);
    const gone = await server.call('GET', `/matches/${left.id}`, undefined, left.tokens[0]);
    expect([gone.status, gone.body.error?.code]).toEqual([404, 'NO_SUCH_MATCH']);
    const stored = (await server.records()).map((r) => r.id);
    expect(stored).toContain(kept.id);
    expect(stored).not.toContain(left.id);
    expect((await server.call<{ matches: number }>('GET', '/health')).body.matches).toBe(1);
  });
});

describe('idle and slow connections', () => {
  // Idle sockets close after 2 s, headers must arrive within 7 s and whole requests within 12 s; Node checks those
  // two every 200 ms. The slack allows for a machine ten times busier than at rest, and is still short enough to
  // tell the three apart, and each from Node's own limits (a kept-alive socket closes after 5 s plus a 1 s buffer).
  const IDLE = 2000;
  const HEADERS = 7000;
  const REQUEST = 12000;
  const CHECK = 200;
  const SLACK = 3000;
  let server: Running;
  beforeAll(async () => {
    server = await startServer({
      IDLE_SOCKET_MS: String(IDLE),
      HEADERS_TIMEOUT_MS: String(HEADERS),
      REQUEST_TIMEOUT_MS: String(REQUEST),
      CONNECTIONS_CHECKING_INTERVAL_MS: String(CHECK),
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('closes connections that never send a byte after the idle time (20 at once)', async () => {
    const sockets = Array.from({ length: 20 }, () => rawSocket(server.port));
    const closed = await Promise.all(sockets.map((s) => s.closed));
    for (const { afterMs } of closed) {
      expect(afterMs).toBeGreaterThanOrEqual(IDLE - 50);
      expect(afterMs).toBeLessThanOrEqual(IDLE + SLACK);
    }
    // The server is serving all the while.
    expect((await server.call('GET', '/health')).status).toBe(200);
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const { socket, closed } = rawSocket(server.port);
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { afterMs, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeGreaterThanOrEqual(IDLE - 50);
    expect(afterMs).toBeLessThanOrEqual(IDLE + SLACK);
  });

  it('answers headers sent one byte at a time with a typed 408 within the headers time-out', async () => {
    const { socket, closed } = rawSocket(server.port);
    // A byte every 250 ms keeps the socket from being idle, so only the headers time-out can close it.
    dribble(socket, `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(100)}\r\n\r\n`, 250);
    const { afterMs, received } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS - 50);
    expect(afterMs).toBeLessThanOrEqual(HEADERS + CHECK + SLACK);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual({
      ok: false,
      error: { code: 'REQUEST_TIMEOUT', message: expect.any(String), rule: null },
    });
  });

  it('answers a body sent one byte at a time with a typed 408 within the request time-out', async () => {
    const { id, tokens } = await server.create('coins', 3);
    const { socket, closed } = rawSocket(server.port);
    const body = JSON.stringify({ moveNumber: 1, move: { type: 'play', card: 'x'.repeat(200) } });
    socket.write(
      `POST /matches/${id}/moves HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${tokens[0]}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    dribble(socket, body, 250);
    const { afterMs, received } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST - 50);
    expect(afterMs).toBeLessThanOrEqual(REQUEST + CHECK + SLACK);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(received).toContain('"code":"REQUEST_TIMEOUT"');
    expect((await server.call('GET', `/matches/${id}`, undefined, tokens[0])).body.moveCount).toBe(0);
  });
});

describe('retried moves', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function acting(id: string, tokens: string[]) {
    const seat = (await server.call('GET', `/matches/${id}`, undefined, tokens[0])).body.toAct!;
    const update = (await server.call('GET', `/matches/${id}`, undefined, tokens[seat])).body;
    return { seat, token: tokens[seat]!, update };
  }

  it('a repeated request applies its move once and is answered as the first time; other stale numbers get 409', async () => {
    const { id, tokens } = await server.create('dalmuti', 4);
    const { seat, token, update } = await acting(id, tokens);
    const move = update.legalMoves[0];
    const first = await server.call('POST', `/matches/${id}/moves`, { moveNumber: 1, move }, token);
    expect(first.status).toBe(200);
    expect(first.body.moveCount).toBe(1);
    const again = await server.call('POST', `/matches/${id}/moves`, { moveNumber: 1, move }, token);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.moveCount).toBe(1);
    expect(again.body.events).toEqual(first.body.events);
    expect((await server.records()).find((r) => r.id === id)!.record.moves).toHaveLength(1);

    const stale = async (body: unknown, by = token) => {
      const r = await server.call('POST', `/matches/${id}/moves`, body, by);
      return `${r.status} ${r.body.error?.code}`;
    };
    const next = (await acting(id, tokens)).update.legalMoves[0];
    expect(await stale({ moveNumber: 1, move: next })).toBe('409 STALE_MOVE'); // another move under a played number
    expect(await stale({ moveNumber: 1, move }, tokens[(seat + 1) % 4])).toBe('409 STALE_MOVE'); // another seat
    expect(await stale({ moveNumber: 3, move: next })).toBe('409 STALE_MOVE'); // ahead of the match
    expect(await stale({ move: next })).toBe('400 BAD_REQUEST');
    expect(await stale({ moveNumber: 0, move: next })).toBe('400 BAD_REQUEST');
    expect(await stale({ moveNumber: 1.5, move: next })).toBe('400 BAD_REQUEST');
    expect((await acting(id, tokens)).update.moveCount).toBe(1);
  });

  it('the same move sent eight times at once is applied once; of two different moves at once, one wins', async () => {
    const { id, tokens } = await server.create('coins', 3);
    const { token, update } = await acting(id, tokens);
    const request = { moveNumber: 1, move: update.legalMoves[0] };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => server.call('POST', `/matches/${id}/moves`, request, token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.body.replayed !== true)).toHaveLength(1);
    for (const a of answers) expect(a.body.moveCount).toBe(1);

    const next = await acting(id, tokens);
    const [a, b] = next.update.legalMoves;
    expect(b).toBeDefined();
    const race = await Promise.all(
      [a, b].map((move) => server.call('POST', `/matches/${id}/moves`, { moveNumber: 2, move }, next.token)),
    );
    expect(race.map((r) => `${r.status} ${r.body.error?.code ?? ''}`).sort()).toEqual([
      '200 ',
      '409 STALE_MOVE',
    ]);
    const record = (await server.records()).find((r) => r.id === id)!.record;
    expect(record.moves).toHaveLength(2);
    expect(record.moves[0]).toEqual(request.move);
    expect(record.moves[1]).toEqual(race[0]!.status === 200 ? a : b);
  });

  it('a second server on the same store refuses to start', async () => {
    const second = startServer({ DATABASE: server.database });
    await expect(second).rejects.toThrow(/STORE_LOCKED/);
    expect((await server.call('GET', '/health')).status).toBe(200);
  });
});
