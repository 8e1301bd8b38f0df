/**
 * A move server on node:http. It hosts matches in memory, keeps each match's seed and RNG state to itself, and
 * answers every seat with its own view only. Every move that comes in is untrusted: `validate` checks it against
 * the rules and the answer is either the seat's new view or a typed rejection `{ code, rule, message }`.
 *
 *   POST /games                 { game, seats, options? }   → 201 { id, tokens: [one per seat] }
 *   GET  /games/:id             Authorization: Bearer <seat token>   → 200 SeatUpdate
 *   POST /games/:id/moves       Authorization: Bearer <seat token>, { move }   → 200 SeatUpdate | 4xx rejection
 *   GET  /health                → 200 { ok, games }
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getGame } from 'cardrules';
import { type AnyGame, type GameRecord, randomSeed } from 'cardrules/core';
import type { CreateGameResponse, ErrorResponse, Rejection, SeatUpdate } from './protocol.js';

/** A match the server hosts. The seed and the state never leave the server. */
export interface HostedGame {
  readonly id: string;
  readonly game: AnyGame;
  readonly seats: number;
  readonly seed: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly tokens: readonly string[];
  state: unknown;
  readonly moves: unknown[];
}

/** Limits that keep one client from exhausting the server. */
export interface ServerLimits {
  /** Largest request body, in bytes. */
  readonly maxBodyBytes: number;
  /** Most matches hosted at once. */
  readonly maxGames: number;
  /** Most moves a match may have (a guard against endless clients; real games end far earlier). */
  readonly maxMovesPerGame: number;
}

export const defaultLimits: ServerLimits = {
  maxBodyBytes: 8 * 1024,
  maxGames: 10_000,
  maxMovesPerGame: 100_000,
};

/** The server and its in-memory store (for tests and tools; the store is never served). */
export interface MoveServer {
  readonly server: Server;
  readonly games: ReadonlyMap<string, HostedGame>;
  /** The record of a hosted match: with its seed, so for the server's own use (saving, audits), never for clients. */
  record(id: string): GameRecord | undefined;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly rejection: Rejection,
  ) {
    super(rejection.message);
  }
}

const fail = (status: number, code: string, message: string, rule: string | null = null): HttpError =>
  new HttpError(status, { code, rule, message });

/** Status codes for rule rejections: the move was understood but is not allowed now. */
function statusOf(code: string): number {
  if (code === 'BAD_SHAPE') return 400;
  if (code === 'NOT_YOUR_TURN' || code === 'GAME_OVER') return 409;
  return 422;
}

/**
 * Creates the server (not yet listening).
 * @param limits - request and storage limits
 */
export function createMoveServer(limits: Partial<ServerLimits> = {}): MoveServer {
  const lim: ServerLimits = { ...defaultLimits, ...limits };
  const games = new Map<string, HostedGame>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const parts = url.pathname.split('/').filter(Boolean);
    if (req.method === 'GET' && url.pathname === '/health') {
      return send(res, 200, { ok: true, games: games.size });
    }
    if (parts[0] !== 'games') throw fail(404, 'NOT_FOUND', `no such endpoint: ${url.pathname}`);
    if (parts.length === 1) {
      if (req.method !== 'POST') throw fail(405, 'METHOD_NOT_ALLOWED', 'use POST /games to start a match');
      return send(res, 201, createGame(await readJson(req, lim.maxBodyBytes)));
    }
    const hosted = games.get(parts[1]!);
    if (!hosted) throw fail(404, 'NO_SUCH_GAME', 'no match with this id');
    if (parts.length === 2) {
      if (req.method !== 'GET') throw fail(405, 'METHOD_NOT_ALLOWED', 'use GET to read your view');
      return send(res, 200, update(hosted, seatOf(hosted, req)));
    }
    if (parts.length === 3 && parts[2] === 'moves') {
      if (req.method !== 'POST') throw fail(405, 'METHOD_NOT_ALLOWED', 'use POST to send a move');
      const seat = seatOf(hosted, req);
      const body = await readJson(req, lim.maxBodyBytes);
      return send(res, 200, move(hosted, seat, body));
    }
    throw fail(404, 'NOT_FOUND', `no such endpoint: ${url.pathname}`);
  }

  function createGame(body: unknown): CreateGameResponse {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw fail(400, 'BAD_REQUEST', 'expected { game, seats, options? }');
    }
    const { game: id, seats, options = {}, ...extra } = body as Record<string, unknown>;
    if (Object.keys(extra).length > 0)
      throw fail(400, 'BAD_REQUEST', `unknown field ${Object.keys(extra)[0]}`);
    const game = typeof id === 'string' ? getGame(id) : undefined;
    if (!game) throw fail(404, 'UNKNOWN_GAME', `no game called ${JSON.stringify(id)}`);
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
      throw fail(400, 'BAD_REQUEST', 'options must be an object');
    }
    if (games.size >= lim.maxGames) throw fail(503, 'SERVER_FULL', 'too many matches are running; try later');
    // The seed comes from the platform's cryptographic source and never leaves the server.
    const seed = randomSeed();
    let state: unknown;
    try {
      state = game.setup({ ...(options as Record<string, unknown>), seats: seats as number, seed });
    } catch (e) {
      throw fail(400, 'BAD_OPTIONS', e instanceof Error ? e.message : String(e));
    }
    const n = seats as number;
    const hosted: HostedGame = {
      id: randomBytes(12).toString('hex'),
      game,
      seats: n,
      seed,
      options: options as Record<string, unknown>,
      tokens: Array.from({ length: n }, () => randomBytes(18).toString('base64url')),
      state,
      moves: [],
    };
    games.set(hosted.id, hosted);
    return { ok: true, id: hosted.id, game: game.id, seats: n, tokens: hosted.tokens };
  }

  function move(hosted: HostedGame, seat: number, body: unknown): SeatUpdate {
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('move' in body)) {
      throw fail(400, 'BAD_REQUEST', 'expected { move }');
    }
    if (Object.keys(body).length !== 1) throw fail(400, 'BAD_REQUEST', 'expected only { move }');
    if (hosted.moves.length >= lim.maxMovesPerGame)
      throw fail(409, 'TOO_MANY_MOVES', 'this match has too many moves');
    // The one check that matters: the rules decide, with the seat the token proved.
    const checked = hosted.game.validate(hosted.state, (body as { move: unknown }).move, seat);
    if (!checked.ok) {
      const { code, rule, message } = checked.error;
      throw new HttpError(statusOf(code), { code, rule, message });
    }
    hosted.state = hosted.game.applyMove(hosted.state, checked.value);
    hosted.moves.push(checked.value);
    return update(hosted, seat);
  }

  function update(hosted: HostedGame, seat: number): SeatUpdate {
    const { game, state } = hosted;
    const toAct = game.toAct(state);
    return {
      ok: true,
      seat,
      moveCount: hosted.moves.length,
      toAct,
      over: toAct === null,
      view: game.view(state, seat),
      legalMoves: toAct === seat ? game.legalMoves(state) : [],
      score: game.score(state),
      winners: game.winners(state),
    };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (e instanceof HttpError) return send(res, e.status, { ok: false, error: e.rejection });
      send(res, 500, { ok: false, error: { code: 'INTERNAL_ERROR', rule: null, message: 'internal error' } });
    });
  });
  // Slow clients may not hold a connection forever.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  server.keepAliveTimeout = 5_000;

  return {
    server,
    games,
    record: (id) => {
      const g = games.get(id);
      return (
        g && {
          game: g.game.id,
          version: g.game.version,
          seats: g.seats,
          seed: g.seed,
          options: g.options,
          moves: g.moves,
        }
      );
    },
  };
}

/** The seat whose token the request carries (compared in constant time). */
function seatOf(hosted: HostedGame, req: IncomingMessage): number {
  const header = req.headers.authorization ?? '';
  const token = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const seat = hosted.tokens.findIndex((t) => {
    const expected = Buffer.from(t);
    return expected.length === token.length && timingSafeEqual(expected, token);
  });
  if (seat < 0) throw fail(403, 'FORBIDDEN', 'send your seat token as Authorization: Bearer <token>');
  return seat;
}

/** Reads a JSON body of at most `limit` bytes. */
function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/json')) {
    req.resume();
    return Promise.reject(fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'send the body as application/json'));
  }
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    return Promise.reject(fail(413, 'PAYLOAD_TOO_LARGE', `the body may have at most ${limit} bytes`));
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
        reject(fail(413, 'PAYLOAD_TOO_LARGE', `the body may have at most ${limit} bytes`));
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
    req.on('error', () => {
      if (!done) reject(fail(400, 'BAD_REQUEST', 'the request broke off'));
      done = true;
    });
  });
}

function send(res: ServerResponse, status: number, body: object | ErrorResponse): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    // After a 413 the rest of the body is not read: close the connection rather than reuse it.
    ...(status === 413 ? { connection: 'close' } : {}),
  });
  res.end(text);
}
