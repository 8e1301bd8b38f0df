/**
 * Drives examples/move-server over loopback: matches are created with a creation key, clients post legal and
 * illegal moves with their seat tokens, and every answer is either the seat's own update (its view, its copy of the
 * events) or a typed refusal `{ code, message, rule }`. Whole matches of every game are played and checked against
 * the library's own replay of the stored records. The bounded load test runs last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame, GameEvent } from '../../src/core/index.js';
import { replayFrames } from '../../src/core/record.js';
import { games, getGame } from '../../src/index.js';
import {
  INSTALL_TIMEOUT_MS,
  prepareMoveServer,
  type Running,
  type SeatEvent,
  startServer,
  type Update,
} from './move-server-harness.js';

import { runExample } from './setup.js';

// Installs the example once (better-sqlite3 compiles from source), before any server starts.
beforeAll(() => prepareMoveServer(), INSTALL_TIMEOUT_MS);

let server: Running;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The acting seat's token and legal moves of a match. */
async function actor(id: string, tokens: string[]): Promise<{ seat: number; update: Update }> {
  const seat = (await server.call('GET', `/matches/${id}`, undefined, tokens[0])).body.toAct as number;
  return { seat, update: (await server.call('GET', `/matches/${id}`, undefined, tokens[seat])).body };
}

describe('move server', () => {
  it('hosts a match: each seat sees only its view; a legal move applies and answers with the new view and its events', async () => {
    const { id, tokens } = await server.create('coins', 3);
    expect(tokens).toHaveLength(3);
    expect(new Set(tokens).size).toBe(3);
    const { seat, update } = await actor(id, tokens);
    expect(update.seat).toBe(seat);
    expect(update.legalMoves.length).toBeGreaterThan(0);
    const other = await server.call('GET', `/matches/${id}`, undefined, tokens[(seat + 1) % 3]);
    expect(other.body.legalMoves).toEqual([]); // not its turn: no moves to choose from
    // Secure defaults: no state, seed or RNG state is ever sent.
    expect(JSON.stringify(update)).not.toMatch(/"rng"|"seed"|"deck"/);
    const played = await server.call(
      'POST',
      `/matches/${id}/moves`,
      { moveNumber: 1, move: update.legalMoves[0] },
      tokens[seat],
    );
    expect(played.status).toBe(200);
    expect(played.body).toMatchObject({ ok: true, seat, moveCount: 1, eventsThrough: 1 });
    expect(played.body.replayed).toBeUndefined();
    for (const e of played.body.events) expect(e.moveNumber).toBe(1);
  });

  it('answers illegal moves with a typed refusal (code, message, rule) and leaves the match unchanged', async () => {
    const { id, tokens } = await server.create('coins', 3);
    let { seat, update } = await actor(id, tokens);
    const first = update.legalMoves[0];
    await server.call('POST', `/matches/${id}/moves`, { moveNumber: 1, move: first }, tokens[seat]);
    // Play on until the first mover is to act again; its first card is then no longer in its hand.
    const mover = seat;
    for (let n = 2; ; n++) {
      ({ seat, update } = await actor(id, tokens));
      if (seat === mover) break;
      await server.call(
        'POST',
        `/matches/${id}/moves`,
        { moveNumber: n, move: update.legalMoves[0] },
        tokens[seat],
      );
    }
    const count = update.moveCount;
    const bad = await server.call(
      'POST',
      `/matches/${id}/moves`,
      { moveNumber: count + 1, move: first },
      tokens[seat],
    );
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      ok: false,
      error: {
        code: expect.stringMatching(/^[A-Z_]+$/),
        message: expect.any(String),
        rule: expect.any(String),
      },
    });
    expect(bad.body.error!.message.length).toBeGreaterThan(5);
    const junk = await server.call(
      'POST',
      `/matches/${id}/moves`,
      { moveNumber: count + 1, move: { type: 'fly' } },
      tokens[seat],
    );
    expect(junk.status).toBe(400);
    expect(junk.body.error!.code).toBe('BAD_SHAPE');
    // Another seat's token cannot act for the seat to act.
    const wrongSeat = await server.call(
      'POST',
      `/matches/${id}/moves`,
      { moveNumber: count + 1, move: update.legalMoves[0] },
      tokens[(seat + 1) % 3],
    );
    expect(wrongSeat.status).toBe(409);
    expect(wrongSeat.body.error!.code).toBe('NOT_YOUR_TURN');
    expect((await server.call('GET', `/matches/${id}`, undefined, tokens[seat])).body.moveCount).toBe(count);
  });

  it('refuses requests without credentials, unknown matches and games, bad JSON, large and non-JSON bodies', async () => {
    const { id, tokens } = await server.create('coins', 3);
    const code = async (p: Promise<{ status: number; body: { error?: { code: string } } }>) => {
      const r = await p;
      return `${r.status} ${r.body.error?.code}`;
    };
    expect(await code(server.call('POST', '/matches', { game: 'coins', seats: 3 }))).toBe('401 UNAUTHORIZED');
    expect(await code(server.call('POST', '/matches', { game: 'coins', seats: 3 }, tokens[0]))).toBe(
      '401 UNAUTHORIZED',
    );
    expect(await code(server.call('GET', `/matches/${id}`))).toBe('403 FORBIDDEN');
    expect(await code(server.call('GET', `/matches/${id}`, undefined, `${tokens[0]}x`))).toBe(
      '403 FORBIDDEN',
    );
    expect(await code(server.call('GET', `/matches/${id}`, undefined, server.keys.tests))).toBe(
      '403 FORBIDDEN',
    );
    expect(await code(server.call('GET', '/matches/nope', undefined, tokens[0]))).toBe('404 NO_SUCH_MATCH');
    const key = server.keys.tests;
    expect(await code(server.call('POST', '/matches', { game: 'chess', seats: 2 }, key))).toBe(
      '404 UNKNOWN_GAME',
    );
    expect(await code(server.call('POST', '/matches', { game: 'coins', seats: 9 }, key))).toBe(
      '400 BAD_OPTIONS',
    );
    expect(await code(server.call('POST', '/matches', { game: 'coins', seats: 3, x: 1 }, key))).toBe(
      '400 BAD_REQUEST',
    );
    expect(await code(server.call('POST', `/matches/${id}/moves`, '{"move":', tokens[0]))).toBe(
      '400 BAD_JSON',
    );
    expect(
      await code(server.call('POST', `/matches/${id}/moves`, { move: 'x'.repeat(20_000) }, tokens[0])),
    ).toBe('413 PAYLOAD_TOO_LARGE');
    const text = server.call('POST', `/matches/${id}/moves`, undefined, tokens[0], {
      'content-type': 'text/plain',
    });
    expect(await code(text)).toBe('415 UNSUPPORTED_MEDIA_TYPE');
    expect(await code(server.call('DELETE', `/matches/${id}`, undefined, tokens[0]))).toBe(
      '405 METHOD_NOT_ALLOWED',
    );
    expect(await code(server.call('GET', '/games', undefined, tokens[0]))).toBe('404 NOT_FOUND');
    expect(await code(server.call('GET', `/matches/${id}?since=99`, undefined, tokens[0]))).toBe(
      '400 BAD_REQUEST',
    );
    const health = await server.call<{ ok: boolean; matches: number }>('GET', '/health');
    expect(health.body.ok).toBe(true);
    expect(health.body.matches).toBeGreaterThanOrEqual(1);
  });

  /** Event fields some game kept from some seat, over the whole matches below. */
  let hidden = 0;

  it.each(Object.keys(games))(
    '%s: plays a whole match; each seat receives exactly its view and its own copy of every event',
    async (gameId) => {
      const game: AnyGame = getGame(gameId)!;
      // The command line's default table: the fewest seats the game allows, at least 3.
      const seats = Math.min(game.seats.max, Math.max(game.seats.min, 3));
      const { id, tokens } = await server.create(game.id, seats);
      const answers = new Map<number, { seat: number; events: SeatEvent[] }>(); // each move's answer, for its mover
      let update = (await server.call('GET', `/matches/${id}`, undefined, tokens[0])).body;
      // To the end of the match by the game's own rules (the test's timeout guards against a game that never ends).
      for (let turn = 0; !update.over; turn++) {
        const seat = update.toAct as number;
        const mine = (await server.call('GET', `/matches/${id}`, undefined, tokens[seat])).body;
        const legal = mine.legalMoves;
        const answer = await server.call(
          'POST',
          `/matches/${id}/moves`,
          { moveNumber: mine.moveCount + 1, move: legal[turn % legal.length] },
          tokens[seat],
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        update = answer.body;
        answers.set(update.moveCount, { seat, events: update.events });
        expect(JSON.stringify(mine) + JSON.stringify(update)).not.toMatch(/"(rng|seed)":/);
      }
      expect(update.winners.length).toBeGreaterThan(0);

      const records = new Map((await server.records()).map((r) => [r.id, r.record]));
      // The library's replay of the stored record: the state and the events of every move, unredacted.
      const perMove: (readonly GameEvent[])[] = [];
      let final: unknown;
      const replayed = replayFrames(game, records.get(id), (_i, _move, state, events) => {
        perMove.push(events);
        final = state;
      });
      expect(replayed.ok, game.id).toBe(true);
      expect(perMove.length).toBe(answers.size);
      for (let seat = 0; seat < tokens.length; seat++) {
        const expected: SeatEvent[] = perMove.flatMap((events, i) =>
          game.eventsFor(events, seat).map((event: GameEvent) => ({
            moveNumber: i + 1,
            event: event as SeatEvent['event'],
            text: game.describeEvent(event),
          })),
        );
        const received: SeatEvent[] = [];
        let through = 0;
        let last: Update;
        do {
          last = (await server.call('GET', `/matches/${id}?since=${through}`, undefined, tokens[seat])).body;
          expect(last.eventsThrough).toBeGreaterThan(through);
          through = last.eventsThrough;
          received.push(...last.events);
        } while (through < last.moveCount);
        expect(JSON.parse(JSON.stringify(received)), `${game.id}: seat ${seat}'s events`).toEqual(
          JSON.parse(JSON.stringify(expected)),
        );
        // Whatever the game's redaction says: a field kept from this seat never arrives with a value.
        for (const { event } of received) {
          if (event.secret && !event.secret.seats.includes(seat)) {
            hidden++;
            for (const field of event.secret.fields)
              expect(event[field] ?? null, `${game.id} ${event.type}.${field}`).toBe(null);
          }
        }
        // The answer to each of this seat's moves carried that move's events, as this seat may see them.
        for (const [n, answer] of answers) {
          if (answer.seat !== seat) continue;
          expect(JSON.parse(JSON.stringify(answer.events))).toEqual(
            JSON.parse(JSON.stringify(expected.filter((e) => e.moveNumber === n))),
          );
        }
        expect(JSON.parse(JSON.stringify(last.view))).toEqual(
          JSON.parse(JSON.stringify(game.view(final, seat))),
        );
      }
    },
  );

  it('after whole matches of every game: some event field was kept from some seat, and every match is intact', async () => {
    // Not vacuous: some game kept some event field from some seat in the matches above.
    expect(hidden).toBeGreaterThan(0);
    const report = await server.check();
    expect(report.broken).toEqual([]);
    expect(report.intact).toBe(report.matches);
  });
});

describe('move server under a short bounded load', () => {
  it('serves concurrent matches and clients, legal, illegal and retried moves interleaved: no crash, every match intact', async () => {
    const dir = await prepareMoveServer();
    const out = runExample(
      dir,
      'src/load.ts',
      ['--seconds', '3', '--clients', '12', '--games', '40', '--json'],
      90_000,
    );
    const report = JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>;
    expect(report.serverAlive).toBe(true);
    expect(report.failures).toBe(0);
    expect(report.unexpected).toBe(0);
    expect(report.matchesStarted).toBeGreaterThanOrEqual(40);
    expect(report.matchesIntact).toBe(report.matchesHeld);
    expect(report.movesApplied).toBeGreaterThan(50);
    expect(report.illegalSent).toBeGreaterThan(10);
    expect(report.retriesReplayed).toBeGreaterThan(0);
  });
});
