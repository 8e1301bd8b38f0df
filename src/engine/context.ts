/**
 * What every command works with: the games, the open matches, the limits, and the helpers that read the matches a
 * request names and turn per-match results into a single or a batched reply.
 * @module
 */
import type { AnyGame, Seed } from '../core/index.js';
import type { Simulator } from '../core/simulator.js';
import type { Fields } from './fields.js';
import { Match } from './match.js';
import { EngineFailure, type EngineLimits, fail } from './protocol.js';
import {
  type Base64Encoder,
  batchFields,
  FailedRow,
  type Format,
  Payload,
  type Row,
  settleRow,
  singleFields,
  type Writer,
} from './reply.js';

/**
 * A command of the protocol: the fields it takes (besides `id` and `cmd`) and what it does.
 * @internal
 */
export interface Command {
  /** The field names it takes. */
  readonly fields: readonly string[];
  /** Does the work and returns the reply fields (besides `id` and `ok`); throws an `EngineFailure` to refuse. */
  run(f: Fields, ctx: Context): Row;
}

/**
 * The engine's state between requests.
 * @internal
 */
export class Context {
  /** The games, by id. */
  readonly games: Readonly<Record<string, AnyGame>>;
  /** The limits. */
  readonly limits: EngineLimits;
  /** The base64 encoder of vectors. */
  readonly encode: Base64Encoder;
  /** The open matches, by handle. */
  readonly matches = new Map<number, Match>();
  /** Set by `quit`. */
  closed = false;
  /** The binary blocks of the current reply (format `binary`). */
  payload = new Payload();
  /** Whether the current request may ask for format `binary` (its host sends bytes after the line). */
  binaryAllowed = false;
  private nextId = 1;

  /**
   * @param games - the games, by id
   * @param limits - the limits
   * @param encode - the base64 encoder
   */
  constructor(games: Readonly<Record<string, AnyGame>>, limits: EngineLimits, encode: Base64Encoder) {
    this.games = games;
    this.limits = limits;
    this.encode = encode;
  }

  /** Starts a request: an empty payload; `binary` allowed or not. */
  begin(binaryAllowed: boolean): void {
    this.payload = new Payload();
    this.binaryAllowed = binaryAllowed;
  }

  /** The vector format a request asks for (`json` by default). */
  format(f: Fields): Format {
    const format = f.choice('format', ['json', 'base64', 'binary'] as const);
    if (format === 'binary' && !this.binaryAllowed) {
      fail(
        'BAD_FIELD',
        "format 'binary' needs a transport that sends bytes after the line (the stdio engine)",
        'format',
      );
    }
    return format;
  }

  /** How rows are written in a format. */
  writer(format: Format): Writer {
    return { format, encode: this.encode, payload: this.payload };
  }

  /** One match's row as reply fields. */
  single(row: Row, format: Format): Row {
    return singleFields(row, this.writer(format));
  }

  /** A batch's rows as reply columns. */
  batch(rows: readonly (Row | FailedRow)[], format: Format): Row {
    return batchFields(rows, this.writer(format));
  }

  /** The game a request names, or `UNKNOWN_GAME`. */
  game(id: unknown, path = 'game'): AnyGame {
    if (typeof id !== 'string') return fail('BAD_FIELD', `'${path}' must be a game id`, path);
    const game = Object.hasOwn(this.games, id) ? this.games[id] : undefined;
    if (game === undefined) {
      return fail(
        'UNKNOWN_GAME',
        `unknown game '${id.slice(0, 40)}' (games: ${Object.keys(this.games).join(', ')})`,
        path,
      );
    }
    return game;
  }

  /** The open match with this handle, or `UNKNOWN_MATCH`. */
  match(id: number, path: string): Match {
    const m = this.matches.get(id);
    if (m === undefined) return fail('UNKNOWN_MATCH', `no open match ${id}`, path);
    return m;
  }

  /** Fails with `TOO_MANY_MATCHES` unless `count` more matches fit. */
  room(count: number): void {
    if (this.matches.size + count > this.limits.maxMatches) {
      fail(
        'TOO_MANY_MATCHES',
        `at most ${this.limits.maxMatches} matches may be open (${this.matches.size} are): close some first`,
      );
    }
  }

  /** Opens a match and returns it. */
  open(
    game: AnyGame,
    seats: number,
    options: Readonly<Record<string, unknown>>,
    seed: Seed | null,
    sim: Simulator<unknown, unknown>,
    moves: unknown[] | null,
    bots: readonly (string | null)[] | null,
  ): Match {
    this.room(1);
    const m = new Match(this.nextId, game, seats, options, seed, sim, moves, bots);
    this.nextId++;
    this.matches.set(m.id, m);
    return m;
  }

  /**
   * Runs `each` on the match (`match`) or every match (`matches`) a request names, and builds the reply fields:
   * the row itself for one match, columns for a batch (where a failing match gets `null`s and its error in
   * `errors`, and the others go on).
   * @param f - the request's fields
   * @param format - how vectors are written
   * @param each - the command's work on one match; `i` is its index in the batch
   * @returns the reply fields
   */
  perMatch(f: Fields, format: Format, each: (m: Match, i: number) => Row): Row {
    const single = f.has('match');
    if (single === f.has('matches')) {
      fail(
        'BAD_FIELD',
        "give either 'match' (one match) or 'matches' (a batch)",
        single ? 'matches' : 'match',
      );
    }
    if (single) return this.single(each(this.match(f.int('match', 1, 2 ** 53), 'match'), 0), format);
    const ids = f.intArray('matches', 1, 2 ** 53, this.limits.maxBatch);
    // Vectors are written when the reply is (straight into its blocks) from the match as it is then: a match named
    // twice in a batch may change in between, so its rows are written at once.
    const repeated = new Set(ids).size !== ids.length;
    const rows = ids.map((id, i) => {
      try {
        const row = each(this.match(id, `matches.${i}`), i);
        if (repeated) settleRow(row);
        return row;
      } catch (e) {
        return new FailedRow(asError(e).error);
      }
    });
    return { count: ids.length, ...this.batch(rows, format) };
  }
}

/**
 * Any thrown value as an engine failure: typed failures as they are, anything else as `INTERNAL_ERROR` with its
 * message only (never a stack trace).
 * @param e - what was thrown
 * @returns the failure
 * @internal
 */
export function asError(e: unknown): EngineFailure {
  if (e instanceof EngineFailure) return e;
  let message = 'an unexpected value was thrown';
  try {
    if (e instanceof Error && typeof e.message === 'string') message = e.message;
  } catch {
    // a hostile getter: keep the generic message
  }
  return new EngineFailure({
    kind: 'internal',
    code: 'INTERNAL_ERROR',
    rule: null,
    message: `internal error: ${message}`,
  });
}
