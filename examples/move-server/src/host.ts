/**
 * The matches the server hosts, apart from HTTP: creating them, proving seats, applying moves exactly once, each
 * seat's update and events, and expiry. Every change is committed to the store before it is acknowledged; the
 * states in memory are a cache of what the stored records replay to.
 *
 * Moves are committed in groups: a move that passes the rules is queued, and once per turn of the event loop every
 * queued move (of every match) is stored in one transaction, one sync to disk, before any of them is answered. Under
 * load that one sync serves dozens of moves. A queued move is already the position the match's next move is checked
 * against, but reads see only committed moves: no seat is shown a move that a crash could still take back.
 *
 * Node runs one request handler at a time and the store is synchronous, so no two checks of one match interleave.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type GameRecord, getGame, randomSeed, replay } from 'cardrules';
import type { AnyGame, GameEvent } from 'cardrules/core';
import type { ServerConfig } from './config.js';
import { fail, HttpError, statusOfRuleCode } from './errors.js';
import { bearer, digest } from './gate.js';
import type { CreateMatchResponse, SeatEvent, SeatUpdate } from './protocol.js';
import type { MatchRow, MatchStore, MoveRow } from './store.js';

/** A match in memory: its record's fields, its state, and where it stands. */
export interface LiveMatch {
  readonly id: string;
  readonly game: AnyGame;
  readonly seats: number;
  readonly seed: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly owner: string;
  readonly tokenHashes: readonly Buffer[];
  /** The state after the last committed move. */
  state: unknown;
  /** Committed moves. */
  moveCount: number;
  /** When it was created or last moved (committed). */
  touchedAt: number;
  /** Moves that passed the rules and wait for the next group commit, in order. */
  readonly queued: QueuedMove[];
}

/** A move waiting for its commit. */
interface QueuedMove {
  readonly match: LiveMatch;
  readonly seat: number;
  readonly row: MoveRow;
  /** The state after it. */
  readonly state: unknown;
  readonly events: readonly GameEvent[];
  readonly at: number;
  /** Settles once the move is committed (its answer) or refused by the store. */
  readonly answer: Promise<SeatUpdate>;
  readonly settle: { resolve(update: SeatUpdate): void; reject(error: HttpError): void };
}

/** The limits the host applies. */
export type HostLimits = Pick<
  ServerConfig,
  | 'maxMatches'
  | 'maxMatchesPerKey'
  | 'maxMovesPerMatch'
  | 'matchIdleMs'
  | 'maxCachedMatches'
  | 'maxEventMovesPerRead'
>;

/** The integrity of the store against memory (see {@link MatchHost.check}). */
export interface Integrity {
  /** Matches in the store. */
  readonly matches: number;
  /** Matches whose stored record replays (to the state held in memory, when it is held). */
  readonly intact: number;
  /** Ids of the others. */
  readonly broken: readonly string[];
  /** Matches that are over. */
  readonly over: number;
}

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Hosts matches over a {@link MatchStore}. */
export class MatchHost {
  private readonly cache = new Map<string, LiveMatch>();
  private readonly held: Map<string, number>;
  private total: number;
  /** Moves of every match waiting for the next group commit. */
  private batch: QueuedMove[] = [];

  /**
   * @param store - where matches are kept
   * @param limits - the host's limits
   * @param now - the clock (ms)
   * @example
   * ```ts
   * const host = new MatchHost(new MatchStore(':memory:', 'full'), defaultConfig, Date.now);
   * const { id, tokens } = host.create('studio', { game: 'coins', seats: 3 });
   * ```
   */
  constructor(
    private readonly store: MatchStore,
    private readonly limits: HostLimits,
    private readonly now: () => number,
  ) {
    this.held = store.matchesPerOwner();
    this.total = [...this.held.values()].reduce((a, b) => a + b, 0);
  }

  /** @returns how many matches the store holds */
  get size(): number {
    return this.total;
  }

  /**
   * Creates a match for a creation key and stores it.
   * @param owner - the creation key's name
   * @param body - the request body, untrusted: `{ game, seats, options? }`
   * @returns the match id and one token per seat
   * @throws HttpError 400/404 for a bad request, 429 `QUOTA_EXCEEDED`, 503 `SERVER_FULL` or `STORE_UNAVAILABLE`
   */
  create(owner: string, body: unknown): CreateMatchResponse {
    if (!isPlainObject(body)) throw fail(400, 'BAD_REQUEST', 'expected { game, seats, options? }');
    const { game: gameId, seats, options = {}, ...extra } = body;
    const unknown = Object.keys(extra)[0];
    if (unknown !== undefined) throw fail(400, 'BAD_REQUEST', `unknown field ${JSON.stringify(unknown)}`);
    const game = typeof gameId === 'string' ? getGame(gameId) : undefined;
    if (!game) throw fail(404, 'UNKNOWN_GAME', `no game called ${JSON.stringify(gameId)}`);
    if (!isPlainObject(options)) throw fail(400, 'BAD_REQUEST', 'options must be an object');
    if (!Number.isSafeInteger(seats)) throw fail(400, 'BAD_OPTIONS', 'seats must be a whole number');
    if ((this.held.get(owner) ?? 0) >= this.limits.maxMatchesPerKey) {
      throw fail(
        429,
        'QUOTA_EXCEEDED',
        `this key holds ${this.limits.maxMatchesPerKey} matches, its maximum; idle matches expire`,
      );
    }
    if (this.total >= this.limits.maxMatches) {
      throw fail(503, 'SERVER_FULL', 'too many matches are running; try again later');
    }
    // The seed comes from the platform's cryptographic source and never leaves the server.
    const seed = randomSeed();
    let state: unknown;
    try {
      state = game.setup({ ...options, seats: seats as number, seed });
    } catch (e) {
      throw fail(400, 'BAD_OPTIONS', e instanceof Error ? e.message : 'the options were refused');
    }
    const tokens = Array.from({ length: seats as number }, () => randomBytes(18).toString('base64url'));
    const tokenHashes = tokens.map(digest);
    const at = this.now();
    const row: Omit<MatchRow, 'moveCount'> = {
      id: randomBytes(12).toString('hex'),
      game: game.id,
      version: game.version,
      seats: seats as number,
      seed,
      options,
      tokenHashes: tokenHashes.map((h) => h.toString('hex')),
      owner,
      createdAt: at,
      touchedAt: at,
    };
    this.commit(() => this.store.insertMatch(row));
    this.held.set(owner, (this.held.get(owner) ?? 0) + 1);
    this.total++;
    this.remember({ ...row, game, tokenHashes, state, moveCount: 0, queued: [] });
    return { ok: true, id: row.id, game: game.id, seats: row.seats, tokens };
  }

  /**
   * A match and the seat a request's token proves.
   * @param id - the match id from the path
   * @param authorization - the request's `authorization` header
   * @returns the match and the seat
   * @throws HttpError 404 `NO_SUCH_MATCH` (also once a match has expired), 403 `FORBIDDEN` without that match's
   * seat token
   */
  open(id: string, authorization: string | undefined): { match: LiveMatch; seat: number } {
    const match = this.find(id);
    if (!match) throw fail(404, 'NO_SUCH_MATCH', 'no match with this id (idle matches expire)');
    const presented = digest(bearer(authorization));
    let seat = -1;
    match.tokenHashes.forEach((hash, s) => {
      if (timingSafeEqual(hash, presented) && seat < 0) seat = s;
    });
    if (seat < 0) throw fail(403, 'FORBIDDEN', 'send your seat token as Authorization: Bearer <token>');
    return { match, seat };
  }

  /**
   * What a seat is told when it reads the match.
   * @param match - the match
   * @param seat - the seat its token proved
   * @param since - with a number, the events of the moves after it are included (up to the read limit)
   * @returns the seat's update
   * @throws HttpError 400 for a `since` outside 0..moveCount
   */
  read(match: LiveMatch, seat: number, since: number | null): SeatUpdate {
    if (since === null) return this.update(match, seat, [], match.moveCount);
    if (!Number.isSafeInteger(since) || since < 0 || since > match.moveCount) {
      throw fail(400, 'BAD_REQUEST', `since must be a move number from 0 to ${match.moveCount}`);
    }
    const through = Math.min(match.moveCount, since + this.limits.maxEventMovesPerRead);
    const events = this.store
      .eventsBetween(match.id, since, through)
      .flatMap(({ n, events }) => this.seatEvents(match.game, n, events, seat));
    return this.update(match, seat, events, through);
  }

  /**
   * Applies a seat's move exactly once. The body names the move number it expects: the next one is checked, queued
   * and committed with the next group; a repeat of the request that made an earlier move answers as that move did,
   * without applying anything; anything else is stale.
   * @param match - the match
   * @param seat - the seat its token proved
   * @param body - the request body, untrusted: `{ moveNumber, move }`
   * @returns the seat's update, with the move's events, once the move is committed
   * @throws HttpError 400 for a malformed request or move, 409 `STALE_MOVE` / `NOT_YOUR_TURN` / `GAME_OVER` /
   * `TOO_MANY_MOVES`, 422 for a move the rules forbid (with the rule id); the promise rejects with 503
   * `STORE_UNAVAILABLE` when the commit fails (nothing changed then)
   */
  move(match: LiveMatch, seat: number, body: unknown): Promise<SeatUpdate> {
    if (
      !isPlainObject(body) ||
      !('move' in body) ||
      !('moveNumber' in body) ||
      Object.keys(body).length !== 2
    ) {
      throw fail(400, 'BAD_REQUEST', 'expected { moveNumber, move }');
    }
    const { moveNumber, move } = body;
    if (!Number.isSafeInteger(moveNumber) || (moveNumber as number) < 1) {
      throw fail(400, 'BAD_REQUEST', 'moveNumber must be a whole number from 1 (the match’s moveCount + 1)');
    }
    const n = moveNumber as number;
    const request = digest(JSON.stringify(move)).toString('hex');
    const tip = match.moveCount + match.queued.length; // moves made, committed or about to be
    if (n <= tip) return this.retried(match, seat, n, request);
    if (n > tip + 1) {
      throw fail(
        409,
        'STALE_MOVE',
        `the match is at move ${match.moveCount}: the next move is ${match.moveCount + 1}`,
      );
    }
    if (tip >= this.limits.maxMovesPerMatch) {
      throw fail(409, 'TOO_MANY_MOVES', 'this match has reached the most moves a match may have');
    }
    // The one check that matters: the rules decide, with the seat the token proved, on the position after every
    // move made so far (queued ones included).
    const { game } = match;
    const position = match.queued.at(-1)?.state ?? match.state;
    const checked = game.validate(position, move, seat);
    if (!checked.ok) {
      const { code, rule, message } = checked.error;
      throw new HttpError(statusOfRuleCode(code), { code, message, rule: rule ?? null });
    }
    const step = game.applyMoveWithEvents(position, checked.value);
    const events = step.events as readonly GameEvent[];
    let settle!: QueuedMove['settle'];
    const answer = new Promise<SeatUpdate>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const row: MoveRow = {
      n,
      seat,
      move: JSON.stringify(checked.value),
      request,
      events: JSON.stringify(events),
    };
    const queued: QueuedMove = {
      match,
      seat,
      row,
      state: step.state,
      events,
      at: this.now(),
      answer,
      settle,
    };
    match.queued.push(queued);
    if (this.batch.push(queued) === 1) setImmediate(() => this.flush());
    return answer;
  }

  /**
   * Commits every queued move in one transaction, then moves each match on and answers each move, in order.
   * Runs once per turn of the event loop while moves are queued (and before a sweep).
   */
  flush(): void {
    const batch = this.batch;
    if (batch.length === 0) return;
    this.batch = [];
    let stored: boolean[];
    try {
      stored = this.store.appendMoves(batch.map((q) => ({ id: q.match.id, row: q.row, touchedAt: q.at })));
    } catch (e) {
      console.error(`store write failed: ${e instanceof Error ? e.message : String(e)}`);
      const refusal = fail(
        503,
        'STORE_UNAVAILABLE',
        'the match store cannot take this move now; nothing was changed',
      );
      for (const q of batch) {
        q.match.queued.length = 0;
        q.settle.reject(refusal);
      }
      return;
    }
    batch.forEach((q, i) => {
      const { match } = q;
      match.queued.shift();
      if (!stored[i]) {
        // The match was deleted, or the number taken, since the move was queued: nothing of it was stored.
        match.queued.length = 0;
        q.settle.reject(
          fail(409, 'STALE_MOVE', 'the match changed before this move could be stored: read it again'),
        );
        return;
      }
      // Committed: only now does the match move on, and only now is the move acknowledged.
      match.state = q.state;
      match.moveCount = q.row.n;
      match.touchedAt = q.at;
      q.settle.resolve(
        this.update(match, q.seat, this.seatEvents(match.game, q.row.n, q.events, q.seat), q.row.n),
      );
    });
  }

  /** A move number already played: the same request again is answered as before; anything else is stale. */
  private retried(match: LiveMatch, seat: number, n: number, request: string): Promise<SeatUpdate> {
    const queued = match.queued[n - match.moveCount - 1];
    const earlier = queued ? queued.row : this.store.moveAt(match.id, n);
    if (!earlier || earlier.seat !== seat || earlier.request !== request) {
      throw fail(
        409,
        'STALE_MOVE',
        `move ${n} has been played already and the match is at move ${match.moveCount}: read the match again`,
      );
    }
    const replayed = (update: SeatUpdate): SeatUpdate => ({ ...update, replayed: true });
    // Still waiting for its commit: answer with the first request, once it is committed.
    if (queued) return queued.answer.then(replayed);
    const events = JSON.parse(earlier.events) as unknown[];
    return Promise.resolve(
      replayed(this.update(match, seat, this.seatEvents(match.game, n, events, seat), n)),
    );
  }

  /**
   * Deletes the matches that had no move for `matchIdleMs`.
   * @returns how many were deleted
   */
  sweep(): number {
    this.flush(); // a queued move is activity: store it before judging what is idle
    const gone = this.commit(() => this.store.deleteIdle(this.now() - this.limits.matchIdleMs));
    for (const { id, owner } of gone) this.forget(id, owner);
    return gone.length;
  }

  /**
   * The record of a stored match: with its seed, so for the server's own use (audits, archives), never for clients.
   * @param id - the match id
   * @returns the record, or undefined
   */
  record(id: string): GameRecord | undefined {
    const row = this.store.getMatch(id);
    return row && this.recordOf(row);
  }

  /** @returns every stored match id, oldest first */
  ids(): string[] {
    return this.store.ids();
  }

  /**
   * Replays every stored match and compares it with the state held in memory, when it is held.
   * @param hash - the state hash to compare with (`stateHash` of `cardrules/core`)
   * @returns the counts and the ids of broken matches
   */
  check(hash: (state: unknown) => string): Integrity {
    const broken: string[] = [];
    let over = 0;
    const ids = this.store.ids();
    for (const id of ids) {
      const row = this.store.getMatch(id);
      const game = row && getGame(row.game);
      const replayed = row && game ? replay(game, this.recordOf(row)) : undefined;
      const held = this.cache.get(id);
      if (!replayed?.ok || (held && hash(held.state) !== hash(replayed.value))) broken.push(id);
      else if (game?.isOver(replayed.value)) over++;
    }
    return { matches: ids.length, intact: ids.length - broken.length, broken, over };
  }

  /** The match, from memory or else from the store (replayed); undefined when there is none or it expired. */
  private find(id: string): LiveMatch | undefined {
    let match = this.cache.get(id);
    if (!match) {
      const row = this.store.getMatch(id);
      if (!row) return undefined;
      match = this.revive(row);
    }
    if (match.queued.length === 0 && match.touchedAt < this.now() - this.limits.matchIdleMs) {
      this.commit(() => this.store.deleteMatch(id));
      this.forget(id, match.owner);
      return undefined;
    }
    this.remember(match);
    return match;
  }

  /** A stored match brought back to memory: its record replayed. */
  private revive(row: MatchRow): LiveMatch {
    const game = getGame(row.game);
    const replayed = game && replay(game, this.recordOf(row));
    if (!game || !replayed?.ok) {
      console.error(
        `match ${row.id} does not replay: ${replayed && !replayed.ok ? replayed.error.message : row.game}`,
      );
      throw fail(500, 'STORED_MATCH_BROKEN', 'this match can no longer be replayed by this server');
    }
    return {
      id: row.id,
      game,
      seats: row.seats,
      seed: row.seed,
      options: row.options,
      owner: row.owner,
      tokenHashes: row.tokenHashes.map((h) => Buffer.from(h, 'hex')),
      state: replayed.value,
      moveCount: row.moveCount,
      touchedAt: row.touchedAt,
      queued: [],
    };
  }

  private recordOf(row: MatchRow): GameRecord {
    const { game, version, seats, seed, options } = row;
    return { game, version, seats, seed, options, moves: this.store.moves(row.id) };
  }

  /**
   * Keeps a match in memory as the most recently used, forgetting the least recently used beyond the limit (never
   * one with queued moves: its queue lives only in memory until the commit).
   */
  private remember(match: LiveMatch): void {
    this.cache.delete(match.id);
    this.cache.set(match.id, match);
    if (this.cache.size <= this.limits.maxCachedMatches) return;
    for (const [id, cached] of this.cache) {
      if (cached.queued.length === 0) {
        this.cache.delete(id);
        return;
      }
    }
  }

  private forget(id: string, owner: string): void {
    this.cache.delete(id);
    this.held.set(owner, (this.held.get(owner) ?? 1) - 1);
    this.total--;
  }

  /** Runs a store write; a failure is the store's, answered 503 with nothing changed. */
  private commit<T>(write: () => T): T {
    try {
      return write();
    } catch (e) {
      console.error(`store write failed: ${e instanceof Error ? e.message : String(e)}`);
      throw fail(
        503,
        'STORE_UNAVAILABLE',
        'the match store cannot take this change now; nothing was changed',
      );
    }
  }

  /** One seat's copy of a move's events: redacted by the game, each with its sentence. */
  private seatEvents(game: AnyGame, n: number, events: readonly unknown[], seat: number): SeatEvent[] {
    return game.eventsFor(events as GameEvent[], seat).map((event: GameEvent) => ({
      moveNumber: n,
      event: event as SeatEvent['event'],
      text: describe(game, event),
    }));
  }

  private update(
    match: LiveMatch,
    seat: number,
    events: readonly SeatEvent[],
    eventsThrough: number,
  ): SeatUpdate {
    const { game, state } = match;
    const toAct = game.toAct(state);
    return {
      ok: true,
      seat,
      moveCount: match.moveCount,
      toAct,
      over: toAct === null,
      view: game.view(state, seat),
      legalMoves: toAct === seat ? game.legalMoves(state) : [],
      score: game.score(state),
      winners: game.winners(state),
      events,
      eventsThrough,
    };
  }
}

/**
 * An event (already redacted for its reader) as a sentence. A description is for people only: if a game cannot
 * describe an event, its type stands in, rather than failing an answer whose move is already committed.
 */
function describe(game: AnyGame, event: GameEvent): string {
  try {
    return String(game.describeEvent(event));
  } catch {
    return event.type;
  }
}
