/**
 * What the move-server tests share: starting the example server as a child process on a store of its own, calling
 * it over loopback with typed answers, raw sockets for the time-out tests, and its private IPC channel (the records
 * of every stored match, for replay checks).
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameRecord } from '../../src/core/record.js';
import { forkExample, root } from './setup.js';

/** Whether the process that holds the install lock is still running (true while it is still writing its pid). */
function holderAlive(lock: string): boolean {
  let pid = 0;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return true; // just taken (no pid yet) or just released
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** How long installing the example may take: better-sqlite3 compiles from source (about a minute on 2 cores). */
export const INSTALL_TIMEOUT_MS = 10 * 60_000;

/**
 * The example's folder, installed from its lock file (once, whichever test file comes first: the others wait for
 * it, so no two `npm ci` run in one folder at once).
 */
export async function prepareMoveServer(): Promise<string> {
  if (!existsSync(join(root, 'dist/index.js'))) {
    throw new Error('the examples use the built package: run `npm run build` first');
  }
  const dir = join(root, 'examples/move-server');
  const ready = () =>
    [
      'node_modules/cardrules',
      'node_modules/.bin/tsx',
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
    ]
      .map((p) => join(dir, p))
      .every((p) => existsSync(p));
  const lock = join(root, '.tmp/move-server-install.lock');
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const deadline = Date.now() + INSTALL_TIMEOUT_MS;
  while (!ready()) {
    try {
      mkdirSync(lock); // atomic: only one test file installs
    } catch {
      if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true }); // left by a killed run
      if (Date.now() > deadline) throw new Error('waited too long for another test to install move-server');
      await sleep(500);
      continue;
    }
    try {
      writeFileSync(join(lock, 'pid'), String(process.pid));
      if (!ready()) {
        execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
          cwd: dir,
          stdio: 'inherit',
          timeout: INSTALL_TIMEOUT_MS,
        });
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

/** A typed refusal, as the server sends it. */
export interface Rejection {
  code: string;
  message: string;
  rule: string | null;
}

/** A seat's copy of one event. */
export interface SeatEvent {
  moveNumber: number;
  event: { type: string; secret?: { seats: number[]; fields: string[] } } & Record<string, unknown>;
  text: string;
}

/** A seat's update (or, with `ok: false`, a refusal). */
export interface Update {
  ok: boolean;
  seat: number;
  moveCount: number;
  toAct: number | null;
  over: boolean;
  view: unknown;
  legalMoves: unknown[];
  score: number[];
  winners: number[];
  events: SeatEvent[];
  eventsThrough: number;
  replayed?: boolean;
  error?: Rejection;
}

/** An HTTP answer: the status, the headers and the JSON body. */
export interface Answer<T = Update> {
  status: number;
  headers: Headers;
  body: T;
}

/** A created match. */
export interface Created {
  id: string;
  tokens: string[];
}

/** A server under test. */
export interface Running {
  readonly child: ChildProcess;
  readonly port: number;
  readonly base: string;
  /** The creation key of each name given to {@link startServer}. */
  readonly keys: Readonly<Record<string, string>>;
  readonly database: string;
  call<T = Update>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<Answer<T>>;
  create(game: string, seats: number, key?: string): Promise<Created>;
  /** The record of every match the server's store holds (over IPC). */
  records(): Promise<{ id: string; record: GameRecord }[]>;
  /** The server's own replay of every stored match against the states it holds. */
  check(): Promise<{ matches: number; intact: number; broken: string[]; over: number }>;
  /** Stops the server (SIGTERM; SIGKILL when `kill`) and waits for its exit. */
  stop(kill?: boolean): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A fresh folder for a store, removed by the returned function. */
export function scratchDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'move-server-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Waits for the first IPC message of a type. */
export function message<T>(proc: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const on = (msg: { type?: string }) => {
      if (msg?.type === type) {
        proc.off('message', on);
        proc.off('exit', exited);
        resolve(msg as T);
      }
    };
    const exited = (code: number | null) => {
      proc.off('message', on);
      reject(new Error(`the server exited (${code}) before sending ${type}`));
    };
    proc.on('message', on);
    proc.once('exit', exited);
  });
}

/**
 * Starts the example server on loopback, on any free port.
 * @param env - settings (see the example's README); DATABASE defaults to a file in a fresh folder
 * @param keyNames - the creation keys to configure, by name (their secrets are made here)
 */
export async function startServer(
  env: Record<string, string> = {},
  keyNames: readonly string[] = ['tests'],
): Promise<Running> {
  const dir = await prepareMoveServer();
  const keys = Object.fromEntries(keyNames.map((name) => [name, randomBytes(18).toString('base64url')]));
  const scratch = env.DATABASE === undefined ? scratchDir() : undefined;
  const database = env.DATABASE ?? join(scratch!.dir, 'matches.db');
  const child = forkExample(dir, 'src/main.ts', {
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE: database,
    MOVE_SERVER_KEYS: Object.entries(keys)
      .map(([name, secret]) => `${name}=${secret}`)
      .join(','),
    ...env,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.resume();
  const failed = message<{ code: string; message: string }>(child, 'failed').then(
    (f) => Promise.reject(new Error(`the server did not start: ${f.code}: ${f.message}`)),
    (e: Error) => Promise.reject(new Error(`${e.message}\n${stderr}`)),
  );
  failed.catch(() => {}); // settled by the race below, or never looked at once the server listens
  const { port } = await Promise.race([message<{ port: number }>(child, 'listening'), failed]);
  const base = `http://127.0.0.1:${port}`;
  const firstKey = keys[keyNames[0]!]!;

  async function call<T = Update>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as T };
  }

  return {
    child,
    port,
    base,
    keys,
    database,
    call,
    async create(game, seats, key = firstKey) {
      const r = await call<Created & { error?: Rejection }>('POST', '/matches', { game, seats }, key);
      if (r.status !== 201) throw new Error(`creating ${game}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body;
    },
    async records() {
      child.send({ type: 'records' });
      return (await message<{ records: { id: string; record: GameRecord }[] }>(child, 'records')).records;
    },
    async check() {
      child.send({ type: 'check' });
      return message(child, 'check');
    },
    stop(kill = false) {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          scratch?.remove();
          resolve({ code: child.exitCode, signal: child.signalCode });
          return;
        }
        child.once('exit', (code, signal) => {
          scratch?.remove();
          resolve({ code, signal });
        });
        child.kill(kill ? 'SIGKILL' : 'SIGTERM');
      });
    },
  };
}

/** A raw TCP connection to the server, with the time it was closed by the server (ms after connecting). */
export function rawSocket(port: number): {
  socket: Socket;
  closed: Promise<{ afterMs: number; received: string }>;
} {
  const started = performance.now();
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.on('close', () => resolve({ afterMs: performance.now() - started, received })),
  );
  return { socket, closed };
}

/** Writes one byte every `everyMs` until the socket closes (a slow client). */
export function dribble(socket: Socket, text: string, everyMs: number): void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) {
      clearInterval(timer);
      return;
    }
    socket.write(text[at++]!);
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
