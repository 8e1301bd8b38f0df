/**
 * A bounded load test of the move server on loopback. It starts the server as a child process on a fresh store,
 * then many clients play many matches at once over HTTP, interleaving legal moves with illegal ones (junk, another
 * seat's token), retries of the last move (applied once: answered as before) and stale move numbers (409).
 * It stops by itself after `--seconds` or `--requests`, whichever comes first, and reports requests/s, latency
 * percentiles, and whether every match is intact (its stored record replays to the state the server holds) and the
 * server is still up.
 *
 *   npm run load -- --seconds 20 --clients 64 --games 256 [--durability full|normal] [--database file] [--json]
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { games } from 'cardrules';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    requests: { type: 'string', default: '400000' },
    clients: { type: 'string', default: '64' },
    games: { type: 'string', default: '256' },
    illegal: { type: 'string', default: '0.3' },
    durability: { type: 'string', default: 'full' },
    database: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const MAX_REQUESTS = Number(args.requests);
const CLIENTS = Number(args.clients);
const GAMES = Number(args.games);
const ILLEGAL = Number(args.illegal);
/** Every game of the library, each at one more seat than its fewest (where it allows that many). */
const ROSTER: readonly [string, number][] = Object.values(games).map((game) => [
  game.id,
  Math.min(game.seats.max, game.seats.min + 1),
]);

interface Update {
  ok: boolean;
  replayed?: boolean;
  moveCount: number;
  toAct: number | null;
  over: boolean;
  legalMoves: unknown[];
  error?: { code: string; rule: string | null; message: string };
}
interface Match {
  id: string;
  tokens: string[];
  toAct: number | null;
  moveCount: number;
  busy: boolean;
  /** The last move this client made in the match, to retry it. */
  last: { n: number; seat: number; move: unknown } | null;
}

// ---- the server, in its own process, on a fresh store ----
const scratch = mkdtempSync(join(tmpdir(), 'move-server-load-'));
const database = args.database ?? join(scratch, 'matches.db');
const key = randomBytes(24).toString('base64url');
const server = fork(resolve(import.meta.dirname, 'main.ts'), [], {
  execArgv: ['--import', 'tsx'],
  env: {
    ...process.env,
    PORT: '0',
    DATABASE: database,
    DURABILITY: args.durability,
    MOVE_SERVER_KEYS: `load=${key}`,
    // The load test is one client that plays many matches: lift the per-key limits it would otherwise meet.
    MAX_MATCHES_PER_KEY: '1000000',
    CREATE_BURST: '1000000',
  },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
let crashed = false;
server.on('exit', () => {
  crashed = true;
});
const port = await new Promise<number>((ok) =>
  server.on('message', (m: { type?: string; port?: number }) => m.type === 'listening' && ok(m.port!)),
);
const base = `http://127.0.0.1:${port}`;

// ---- measurements ----
const latencies: number[] = [];
const statuses = new Map<number, number>();
let requests = 0;
let failures = 0;
let unexpected = 0;
let movesApplied = 0;
let illegalSent = 0;
let retriesReplayed = 0;
let matchesFinished = 0;
let matchesStarted = 0;

async function request(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<[number, Update]> {
  const t0 = performance.now();
  requests++;
  try {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json()) as Update;
    latencies.push(performance.now() - t0);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status >= 500) failures++;
    return [res.status, json];
  } catch {
    failures++;
    return [0, { ok: false } as Update];
  }
}

// ---- the clients ----
const matches: Match[] = [];
let rosterIndex = 0;
const available = [...ROSTER];

async function startMatch(): Promise<Match | null> {
  while (available.length > 0) {
    const [game, seats] = available[rosterIndex++ % available.length]!;
    const [status, body] = await request('POST', '/matches', key, { game, seats });
    if (status === 404) {
      const at = available.findIndex(([g]) => g === game);
      if (at >= 0) available.splice(at, 1); // not in this build
      continue;
    }
    if (status !== 201) return null;
    const created = body as unknown as { id: string; tokens: string[] };
    matchesStarted++;
    const m: Match = {
      id: created.id,
      tokens: created.tokens,
      toAct: 0,
      moveCount: 0,
      busy: false,
      last: null,
    };
    const [, first] = await request('GET', `/matches/${m.id}`, m.tokens[0]);
    m.toAct = first.toAct;
    return m;
  }
  return null;
}

let deadline = Number.POSITIVE_INFINITY;
const running = () => performance.now() < deadline && requests < MAX_REQUESTS && !crashed;

let seed = 12345;
const random = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};

/** One request that must not change the match: junk, another seat's token, a retry, or a stale move number. */
async function illegalMove(m: Match, seat: number, legal: unknown[]): Promise<void> {
  illegalSent++;
  let kind = Math.floor(random() * 4);
  if (kind >= 2 && m.moveCount === 0) kind = 0; // nothing to retry or to be stale about yet
  const moves = `/matches/${m.id}/moves`;
  const next = m.moveCount + 1;
  if (kind === 2 && m.last) {
    // A retry of this client's last move (an answer lost on the way): answered as before, applied once.
    const { n, seat: mover, move } = m.last;
    const [status, body] = await request('POST', moves, m.tokens[mover], { moveNumber: n, move });
    if (status === 200 && body.replayed === true && body.moveCount === m.moveCount) retriesReplayed++;
    else unexpected++;
    return;
  }
  const [status, body] =
    kind === 0
      ? await request('POST', moves, m.tokens[seat], { moveNumber: next, move: { type: 'nonsense', n: -1 } })
      : kind === 1
        ? await request('POST', moves, m.tokens[(seat + 1) % m.tokens.length], {
            moveNumber: next,
            move: legal[0],
          })
        : await request('POST', moves, m.tokens[seat], { moveNumber: m.moveCount, move: legal[0] });
  const typed = status >= 400 && status < 500 && body.error && typeof body.error.code === 'string';
  // A stale number with the very move this seat made under it is a retry, answered as one.
  if (!(typed || (status === 200 && body.replayed === true && body.moveCount === m.moveCount))) unexpected++;
}

async function client(): Promise<void> {
  while (running()) {
    const free = matches.filter((x) => !x.busy);
    const m = free[Math.floor(random() * free.length)];
    if (!m) {
      await new Promise((r) => setTimeout(r, 1));
      continue;
    }
    if (m.toAct === null) {
      // Finished: make room for a new match.
      matches.splice(matches.indexOf(m), 1);
      matchesFinished++;
      m.busy = true;
      const fresh = await startMatch();
      if (fresh) matches.push(fresh);
      continue;
    }
    m.busy = true;
    const seat = m.toAct;
    const [, mine] = await request('GET', `/matches/${m.id}`, m.tokens[seat]);
    const legal = mine.legalMoves ?? [];
    m.moveCount = mine.moveCount ?? m.moveCount;
    if (legal.length > 0) {
      if (random() < ILLEGAL) await illegalMove(m, seat, legal);
      const move = legal[Math.floor(random() * legal.length)];
      const n = m.moveCount + 1;
      const [status, body] = await request('POST', `/matches/${m.id}/moves`, m.tokens[seat], {
        moveNumber: n,
        move,
      });
      if (status === 200 && body.moveCount === n && body.replayed === undefined) {
        movesApplied++;
        m.toAct = body.toAct;
        m.moveCount = n;
        m.last = { n, seat, move };
      } else unexpected++;
    } else m.toAct = mine.toAct;
    m.busy = false;
  }
}

// Many matches at once: open them all first (in batches), then let the clients loose on them.
for (let i = 0; i < GAMES; i += CLIENTS) {
  const batch = await Promise.all(Array.from({ length: Math.min(CLIENTS, GAMES - i) }, startMatch));
  for (const m of batch) if (m) matches.push(m);
}
const t0 = performance.now();
deadline = t0 + SECONDS * 1000;
await Promise.all(Array.from({ length: CLIENTS }, client));
const elapsed = (performance.now() - t0) / 1000;

// ---- integrity: ask the server process to replay every match it holds ----
interface Integrity {
  matches: number;
  intact: number;
  over: number;
  broken: string[];
  memory: number;
  cpuMs: number;
}
let integrity: Integrity | null = null;
if (!crashed) {
  server.send({ type: 'check' });
  integrity = await new Promise((ok) =>
    server.on('message', (m: { type?: string }) => m.type === 'check' && ok(m as typeof integrity)),
  );
}
const alive = !crashed && server.exitCode === null;
server.kill();
await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done(null)));
rmSync(scratch, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const report = {
  seconds: Number(elapsed.toFixed(2)),
  store: `${args.database ?? 'file'} (${args.durability})`,
  clients: CLIENTS,
  concurrentMatches: GAMES,
  matchesStarted,
  matchesFinished,
  requests,
  requestsPerSecond: Math.round(requests / elapsed),
  movesApplied,
  illegalSent,
  retriesReplayed,
  latencyMs: {
    p50: Number(pct(50).toFixed(2)),
    p90: Number(pct(90).toFixed(2)),
    p99: Number(pct(99).toFixed(2)),
    max: Number(pct(100).toFixed(2)),
  },
  statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  failures,
  unexpected,
  serverAlive: alive,
  matchesHeld: integrity?.matches ?? 0,
  matchesIntact: integrity?.intact ?? 0,
  serverRssMiB: integrity ? Math.round(integrity.memory / 2 ** 20) : 0,
  // Server CPU time per request: a figure that depends less on what else the machine is doing than latency does.
  serverCpuMsPerRequest: integrity ? Number((integrity.cpuMs / Math.max(1, requests)).toFixed(3)) : 0,
};

if (args.json) console.log(JSON.stringify(report));
else {
  console.log(
    `move server under load: ${report.seconds}s, ${CLIENTS} clients, up to ${GAMES} matches at once, store ${report.store}`,
  );
  console.log(`  requests      ${report.requests} (${report.requestsPerSecond}/s)`);
  console.log(
    `  latency ms    p50 ${report.latencyMs.p50}  p90 ${report.latencyMs.p90}  p99 ${report.latencyMs.p99}  max ${report.latencyMs.max}`,
  );
  console.log(
    `  server CPU    ${report.serverCpuMsPerRequest} ms per request, ${report.serverRssMiB} MiB resident`,
  );
  console.log(
    `  moves         ${movesApplied} applied, ${illegalSent} illegal attempts (${retriesReplayed} retries answered once)`,
  );
  console.log(`  matches       ${matchesStarted} started, ${matchesFinished} finished`);
  console.log(`  statuses      ${JSON.stringify(report.statuses)}`);
  console.log(
    `  integrity     ${report.matchesIntact}/${report.matchesHeld} matches replay to the held state`,
  );
  console.log(
    `  server        ${alive ? 'alive' : 'CRASHED'}, ${failures} failures, ${unexpected} unexpected answers`,
  );
}
const good = alive && failures === 0 && unexpected === 0 && integrity?.broken.length === 0;
process.exitCode = good ? 0 : 1;
