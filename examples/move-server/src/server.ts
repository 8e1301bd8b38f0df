/**
 * The move server on node:http: routes, bodies, time-outs and typed refusals around a {@link MatchHost}.
 *
 *   POST /matches               creation key   { game, seats, options? }  → 201 { id, tokens }
 *   GET  /matches/:id[?since=n] seat token                               → 200 SeatUpdate
 *   POST /matches/:id/moves     seat token     { moveNumber, move }      → 200 SeatUpdate | 4xx/5xx refusal
 *   GET  /health                                                         → 200 { ok, matches }
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ServerConfig } from './config.js';
import { fail, HttpError } from './errors.js';
import { CreationGate } from './gate.js';
import { MatchHost } from './host.js';
import type { ErrorResponse } from './protocol.js';
import { MatchStore } from './store.js';

/** A running server's parts (for `main.ts`, the tests and tools). */
export interface MoveServer {
  readonly server: Server;
  readonly host: MatchHost;
  /** Stops listening, closes every connection and the store. */
  close(): Promise<void>;
}

/**
 * Creates the server (not yet listening) over the store the settings name.
 * @param config - the settings (see `config.ts`)
 * @param now - the clock (ms)
 * @returns the server, its host and a close function
 * @throws StoreError when the store cannot be opened
 * @example
 * ```ts
 * const { server } = createMoveServer(configFromEnv(process.env));
 * server.listen(8080, '127.0.0.1');
 * ```
 */
export function createMoveServer(config: ServerConfig, now: () => number = Date.now): MoveServer {
  const store = new MatchStore(config.database, config.durability);
  const host = new MatchHost(store, config, now);
  const gate = new CreationGate(config.keys, config, now);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const parts = url.pathname.split('/').filter(Boolean);
    if (url.pathname === '/health') {
      if (req.method !== 'GET') throw fail(405, 'METHOD_NOT_ALLOWED', 'use GET /health');
      return send(res, 200, { ok: true, matches: host.size });
    }
    if (parts[0] !== 'matches' || parts.length > 3)
      throw fail(404, 'NOT_FOUND', `no such endpoint: ${url.pathname}`);
    if (parts.length === 1) {
      if (req.method !== 'POST') throw fail(405, 'METHOD_NOT_ALLOWED', 'use POST /matches to start a match');
      // The key and the rate are checked before the body is read: a flood costs the server next to nothing.
      const owner = gate.identify(req.headers.authorization);
      gate.take(owner);
      const body = await readJson(req, config.maxBodyBytes);
      return send(res, 201, host.create(owner, body));
    }
    if (parts.length === 2) {
      if (req.method !== 'GET') throw fail(405, 'METHOD_NOT_ALLOWED', 'use GET to read the match');
      const { match, seat } = host.open(parts[1]!, req.headers.authorization);
      const since = url.searchParams.get('since');
      return send(res, 200, host.read(match, seat, since === null ? null : Number(since)));
    }
    if (parts[2] !== 'moves') throw fail(404, 'NOT_FOUND', `no such endpoint: ${url.pathname}`);
    if (req.method !== 'POST') throw fail(405, 'METHOD_NOT_ALLOWED', 'use POST to send a move');
    host.open(parts[1]!, req.headers.authorization); // refuse before reading the body…
    const body = await readJson(req, config.maxBodyBytes);
    const { match, seat } = host.open(parts[1]!, req.headers.authorization); // …and look again after it
    return send(res, 200, await host.move(match, seat, body));
  }

  const server = createServer(
    {
      // Node enforces headersTimeout and requestTimeout only when it checks its connections: every 30 s unless
      // told otherwise. Checking every second cuts a slow request within its time-out plus one second.
      connectionsCheckingInterval: config.connectionsCheckingIntervalMs,
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
    },
    (req, res) => {
      handle(req, res).catch((e: unknown) => {
        if (e instanceof HttpError) return send(res, e.status, { ok: false, error: e.rejection }, e.headers);
        console.error(e);
        send(res, 500, {
          ok: false,
          error: { code: 'INTERNAL_ERROR', message: 'internal error', rule: null },
        });
      });
    },
  );
  // Between requests, and before the first byte of the first one, the time-outs above do not run: an idle socket
  // (one that connects and sends nothing, or keeps a connection open after its last answer) is closed after this.
  // After an answer Node closes an idle kept-alive socket at keepAliveTimeout plus a buffer against races with
  // clients (1 s in Node 20, `keepAliveTimeoutBuffer` in later versions): take the buffer off, so it closes on time.
  const buffer = (server as { keepAliveTimeoutBuffer?: number }).keepAliveTimeoutBuffer ?? 1000;
  server.keepAliveTimeout = Math.max(1, config.idleSocketMs - buffer);
  server.timeout = config.idleSocketMs;
  server.on('clientError', answerClientError);

  host.sweep(); // matches that went idle while the server was down
  const sweeper = setInterval(() => {
    try {
      host.sweep();
    } catch (e) {
      console.error(e);
    }
  }, config.sweepIntervalMs);
  sweeper.unref();

  return {
    server,
    host,
    close: () =>
      new Promise<void>((done) => {
        clearInterval(sweeper);
        server.close(() => {
          store.close();
          done();
        });
        server.closeAllConnections();
      }),
  };
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/** A malformed or timed-out request, refused before it reached a handler: typed JSON, then the socket is closed. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'the request was not received in time']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'the request headers are too large']
        : [400, 'BAD_REQUEST', 'malformed HTTP request'];
  // As Node does by default: answer only when nothing of a response has been written on this socket yet.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent && error.code !== 'ECONNRESET') {
    const body = JSON.stringify({ ok: false, error: { code, message, rule: null } } satisfies ErrorResponse);
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Reads a JSON body of at most `limit` bytes. */
function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/json')) {
    req.resume();
    return Promise.reject(fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'send the body as application/json'));
  }
  const tooLarge = () => fail(413, 'PAYLOAD_TOO_LARGE', `the body may have at most ${limit} bytes`);
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(fail(400, 'BAD_JSON', 'the body is not valid JSON'));
      }
    });
    const broken = () => {
      if (!done) reject(fail(400, 'BAD_REQUEST', 'the request broke off'));
      done = true;
    };
    req.on('error', broken);
    req.on('close', broken);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: object | ErrorResponse,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    // After a 413 the rest of the body is not read: close the connection rather than reuse it.
    ...(status === 413 ? { connection: 'close' } : {}),
  });
  res.end(text);
}
