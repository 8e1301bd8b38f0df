/**
 * A crash loses no acknowledged move. Clients play many matches at once on loopback while the server is killed with
 * SIGKILL at a seeded random moment; the server is restarted on the same store, and then every match that was
 * created replays (the library's own `replay` of the stored record) with every move that got a 200, in order.
 * Moves that were in flight when the server died are sent again after the restart: each is then applied exactly
 * once, whether or not it had been committed before the crash. Several kill-and-restart cycles run in a row.
 *
 * Bounded: 2 cycles of about a second of load by default; CARDRULES_HEAVY=1 runs 6 longer ones with more clients.
 */

import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/index.js';
import { Rng } from '../../src/core/index.js';
import { replay } from '../../src/core/record.js';
import { games, getGame } from '../../src/index.js';
import {
  INSTALL_TIMEOUT_MS,
  prepareMoveServer,
  type Running,
  scratchDir,
  startServer,
} from './move-server-harness.js';

// Installs the example once (better-sqlite3 compiles from source), before any server starts.
beforeAll(() => prepareMoveServer(), INSTALL_TIMEOUT_MS);

const HEAVY = process.env.CARDRULES_HEAVY === '1';
const CYCLES = HEAVY ? 6 : 2;
const CLIENTS = HEAVY ? 32 : 12;
const MATCHES = HEAVY ? 64 : 24;
const RUN_MS = HEAVY ? 3000 : 1200;
/** The fewest moves each cycle acknowledges before its kill, whatever the machine's speed. */
const MIN_ACKED = 21;
/** Every game of the registry, each at one more seat than its fewest (where it allows that many). */
const ROSTER: readonly [string, number][] = Object.values<AnyGame>(games).map((game) => [
  game.id,
  Math.min(game.seats.max, game.seats.min + 1),
]);

/** What the clients were told: per match, the moves that got a 200, and the one in flight when the server died. */
interface Acknowledged {
  readonly game: string;
  readonly tokens: string[];
  readonly moves: unknown[];
  toAct: number | null;
  busy: boolean;
  inFlight: { n: number; seat: number; move: unknown } | null;
}

it(`SIGKILL under load, ${CYCLES} times: after each restart every match replays with every acknowledged move`, async () => {
  const rng = Rng.fromSeed(15);
  const { dir, remove } = scratchDir();
  const database = join(dir, 'matches.db');
  const matches = new Map<string, Acknowledged>();
  let totalAcked = 0;
  const inFlight = { committed: 0, lost: 0 };
  try {
    for (let cycle = 0; cycle <= CYCLES; cycle++) {
      const server = await startServer({ DATABASE: database, CREATE_BURST: '10000' }, ['crash']);
      await verify(server, matches, inFlight);
      if (cycle === CYCLES) {
        await server.stop();
        break;
      }
      const before = totalAcked;
      totalAcked += await playUntilKilled(server, matches, RUN_MS * (0.5 + rng.next()));
      // The load made progress this cycle, so the check after the restart is not vacuous.
      expect(totalAcked - before, `moves acknowledged in cycle ${cycle}`).toBeGreaterThanOrEqual(MIN_ACKED);
    }
  } finally {
    remove();
  }
  expect(matches.size).toBeGreaterThanOrEqual(MATCHES);
  console.info(
    `${CYCLES} kills: ${totalAcked} acknowledged moves in ${matches.size} matches, all kept; moves in flight at a ` +
      `kill: ${inFlight.committed} had been committed, ${inFlight.lost} had not (each applied once on retry)`,
  );
});

/** Clients play until the server is killed, after `killAfterMs`; returns how many moves were acknowledged. */
async function playUntilKilled(
  server: Running,
  matches: Map<string, Acknowledged>,
  killAfterMs: number,
): Promise<number> {
  const rng = Rng.fromSeed(matches.size + 1);
  let dead = false;
  let acked = 0;

  async function create(): Promise<void> {
    const [game, seats] = ROSTER[matches.size % ROSTER.length]!;
    const r = await server.call<{ id: string; tokens: string[] }>(
      'POST',
      '/matches',
      { game, seats },
      server.keys.crash,
    );
    expect(r.status).toBe(201);
    const m: Acknowledged = {
      game,
      tokens: r.body.tokens,
      moves: [],
      toAct: null,
      busy: false,
      inFlight: null,
    };
    matches.set(r.body.id, m);
    m.toAct = (await server.call('GET', `/matches/${r.body.id}`, undefined, m.tokens[0])).body.toAct;
  }

  async function client(): Promise<void> {
    while (!dead) {
      const free = [...matches].filter(([, m]) => !m.busy && m.toAct !== null && m.inFlight === null);
      const picked = free.length > 0 ? free[rng.int(free.length)] : undefined;
      if (!picked) {
        await create();
        continue;
      }
      const [id, m] = picked;
      m.busy = true;
      const seat = m.toAct!;
      const mine = (await server.call('GET', `/matches/${id}`, undefined, m.tokens[seat])).body;
      expect(mine.moveCount).toBe(m.moves.length);
      const move = mine.legalMoves[rng.int(mine.legalMoves.length)];
      const n = m.moves.length + 1;
      m.inFlight = { n, seat, move };
      const r = await server.call('POST', `/matches/${id}/moves`, { moveNumber: n, move }, m.tokens[seat]);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      // Acknowledged: from here on the move must survive anything.
      m.inFlight = null;
      m.moves.push(move);
      m.toAct = r.body.toAct;
      m.busy = false;
      acked++;
    }
  }

  while (matches.size < MATCHES) await create();
  let running = CLIENTS;
  const clients = Array.from({ length: CLIENTS }, () =>
    client()
      .catch((e: unknown) => {
        // A request cut off by the kill fails; anything before it is a real failure.
        if (!dead) throw e;
      })
      .finally(() => running--),
  );
  await new Promise((r) => setTimeout(r, killAfterMs));
  // The kill comes at the seeded moment, but never before enough moves were acknowledged for the check after the
  // restart to mean something: on a loaded machine a second of load may see only a few (counted, not timed).
  while (acked < MIN_ACKED && running === CLIENTS) await new Promise((r) => setTimeout(r, 10));
  dead = true;
  const exit = await server.stop(true);
  expect(exit.signal).toBe('SIGKILL');
  await Promise.all(clients);
  for (const m of matches.values()) m.busy = false;
  return acked;
}

/** After a restart: every match is stored with every acknowledged move, replays, and takes its in-flight move once. */
async function verify(
  server: Running,
  matches: Map<string, Acknowledged>,
  inFlight: { committed: number; lost: number },
): Promise<void> {
  const records = new Map((await server.records()).map((r) => [r.id, r.record]));
  for (const [id, m] of matches) {
    const record = records.get(id);
    expect(record, `match ${id} was created (201) and is stored`).toBeDefined();
    const stored = record!.moves;
    // Every acknowledged move, in order; beyond them at most the one that was in flight.
    expect(stored.slice(0, m.moves.length), `match ${id}`).toEqual(m.moves);
    expect(stored.length - m.moves.length).toBeLessThanOrEqual(m.inFlight ? 1 : 0);
    if (stored.length > m.moves.length) expect(stored.at(-1)).toEqual(m.inFlight!.move);
    const replayed = replay(getGame(record!.game)!, record);
    expect(replayed.ok, `match ${id} replays`).toBe(true);

    if (m.inFlight) {
      // The client never heard back: it sends the same request again, and the move is applied exactly once.
      const { n, seat, move } = m.inFlight;
      const r = await server.call('POST', `/matches/${id}/moves`, { moveNumber: n, move }, m.tokens[seat]);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.replayed === true, 'answered as a replay exactly when it had been committed').toBe(
        stored.length === n,
      );
      expect(r.body.moveCount).toBe(n);
      if (stored.length === n) inFlight.committed++;
      else inFlight.lost++;
      m.moves.push(move);
      m.toAct = r.body.toAct;
      m.inFlight = null;
    }
  }
  const check = await server.check();
  expect(check.broken).toEqual([]);
  expect(check.matches).toBe(matches.size);
}
