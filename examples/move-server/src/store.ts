/**
 * The match store: SQLite through better-sqlite3, in write-ahead-log mode. A match is its record (game, seats, seed,
 * options) plus its moves, one row each; the state is never stored, it is what the record replays to. A move is
 * acknowledged only after the transaction that stores it has committed, so a crash loses no acknowledged move.
 *
 * One server process owns the file: the database is opened in exclusive locking mode, so a second server on the
 * same file fails at start instead of serving matches the first one is changing.
 */
import Database from 'better-sqlite3';
import type { Durability } from './config.js';

/** What the store keeps of a match besides its moves. */
export interface MatchRow {
  readonly id: string;
  readonly game: string;
  /** The game's state format version when the match was created. */
  readonly version: number;
  readonly seats: number;
  /** The seed the match was dealt from: secret, server-side only. */
  readonly seed: string;
  /** The options as given to `setup`. */
  readonly options: Readonly<Record<string, unknown>>;
  /** SHA-256 (hex) of each seat's token: the tokens themselves are not kept. */
  readonly tokenHashes: readonly string[];
  /** The name of the creation key that created it. */
  readonly owner: string;
  /** When it was created (ms since the epoch). */
  readonly createdAt: number;
  /** When it was created or last moved. */
  readonly touchedAt: number;
  readonly moveCount: number;
}

/** One stored move. */
export interface MoveRow {
  /** Its number in the match, from 1. */
  readonly n: number;
  /** The seat that made it. */
  readonly seat: number;
  /** The move as the rules normalized it (JSON): what a replay reads. */
  readonly move: string;
  /** SHA-256 (hex) of the move as the client sent it: a retry sends the same. */
  readonly request: string;
  /** Every event of the move, unredacted (JSON): redacted per seat when read. */
  readonly events: string;
}

interface MatchRecordRow {
  id: string;
  game: string;
  version: number;
  seats: number;
  seed: string;
  options: string;
  token_hashes: string;
  owner: string;
  created_at: number;
  touched_at: number;
  move_count: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id           TEXT PRIMARY KEY,
  game         TEXT NOT NULL,
  version      INTEGER NOT NULL,
  seats        INTEGER NOT NULL,
  seed         TEXT NOT NULL,
  options      TEXT NOT NULL,
  token_hashes TEXT NOT NULL,
  owner        TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  touched_at   INTEGER NOT NULL,
  move_count   INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS matches_by_touch ON matches (touched_at);
CREATE TABLE IF NOT EXISTS moves (
  match_id TEXT NOT NULL,
  n        INTEGER NOT NULL,
  seat     INTEGER NOT NULL,
  move     TEXT NOT NULL,
  request  TEXT NOT NULL,
  events   TEXT NOT NULL,
  PRIMARY KEY (match_id, n)
) WITHOUT ROWID;
`;

/** A move to store: its match, the row, and the time it was made. */
export interface NewMove {
  readonly id: string;
  readonly row: MoveRow;
  readonly touchedAt: number;
}

/** The store could not be opened (locked by another server, not a database, a newer schema). */
export class StoreError extends Error {
  constructor(
    readonly code: 'STORE_LOCKED' | 'STORE_UNUSABLE',
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

const SCHEMA_VERSION = 1;

/** The SQLite store of one server process. */
export class MatchStore {
  private readonly db: Database.Database;
  private readonly statements;
  private readonly append: (moves: readonly NewMove[]) => boolean[];

  /**
   * Opens (and creates when missing) the database.
   * @param file - the database file, or `:memory:`
   * @param durability - `full`: every commit is synced to disk; `normal`: written to the log, synced at checkpoints
   * @throws StoreError when another process holds the file or it is not a store of this server
   * @example
   * ```ts
   * const store = new MatchStore('matches.db', 'full');
   * ```
   */
  constructor(file: string, durability: Durability) {
    try {
      // Wait up to a second for a lock (a server that is still stopping), not better-sqlite3's default five.
      this.db = new Database(file, { timeout: 1000 });
      this.db.pragma('locking_mode = EXCLUSIVE');
      this.db.pragma('journal_mode = WAL');
      this.db.pragma(`synchronous = ${durability === 'full' ? 'FULL' : 'NORMAL'}`);
      // Take the write lock now and keep it: a second server on this file fails here, at start.
      this.db.exec('BEGIN EXCLUSIVE; COMMIT');
    } catch (e) {
      const busy = e instanceof Database.SqliteError && e.code.startsWith('SQLITE_BUSY');
      throw new StoreError(
        busy ? 'STORE_LOCKED' : 'STORE_UNUSABLE',
        busy ? `${file} is in use by another server` : `cannot open ${file}: ${(e as Error).message}`,
      );
    }
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) {
      throw new StoreError(
        'STORE_UNUSABLE',
        `${file} has schema ${version}; this server knows ${SCHEMA_VERSION}`,
      );
    }
    this.db.exec(SCHEMA);
    this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
    const db = this.db;
    this.statements = {
      insertMatch: db.prepare(
        `INSERT INTO matches (id, game, version, seats, seed, options, token_hashes, owner, created_at, touched_at, move_count)
         VALUES (@id, @game, @version, @seats, @seed, @options, @tokenHashes, @owner, @createdAt, @touchedAt, 0)`,
      ),
      getMatch: db.prepare<[string], MatchRecordRow>('SELECT * FROM matches WHERE id = ?'),
      insertMove: db.prepare(
        'INSERT INTO moves (match_id, n, seat, move, request, events) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      advance: db.prepare(
        'UPDATE matches SET move_count = ?, touched_at = ? WHERE id = ? AND move_count = ?',
      ),
      moves: db.prepare<[string], { move: string }>('SELECT move FROM moves WHERE match_id = ? ORDER BY n'),
      moveAt: db.prepare<[string, number], MoveRow>(
        'SELECT n, seat, move, request, events FROM moves WHERE match_id = ? AND n = ?',
      ),
      eventsBetween: db.prepare<[string, number, number], { n: number; events: string }>(
        'SELECT n, events FROM moves WHERE match_id = ? AND n > ? AND n <= ? ORDER BY n',
      ),
      idle: db.prepare<[number], { id: string; owner: string }>(
        'SELECT id, owner FROM matches WHERE touched_at < ?',
      ),
      deleteMoves: db.prepare('DELETE FROM moves WHERE match_id = ?'),
      deleteMatch: db.prepare('DELETE FROM matches WHERE id = ?'),
      perOwner: db.prepare<[], { owner: string; n: number }>(
        'SELECT owner, count(*) AS n FROM matches GROUP BY owner',
      ),
      ids: db.prepare<[], { id: string }>('SELECT id FROM matches ORDER BY created_at, id'),
    };
    const { advance, insertMove } = this.statements;
    this.append = db.transaction((moves: readonly NewMove[]) =>
      moves.map(({ id, row, touchedAt }) => {
        // The count must be the move's number minus one: a move is never stored twice, nor out of order.
        if (advance.run(row.n, touchedAt, id, row.n - 1).changes !== 1) return false;
        insertMove.run(id, row.n, row.seat, row.move, row.request, row.events);
        return true;
      }),
    );
  }

  /**
   * Stores a new match (committed when this returns).
   * @param row - the match, with no moves yet
   */
  insertMatch(row: Omit<MatchRow, 'moveCount'>): void {
    this.statements.insertMatch.run({
      ...row,
      options: JSON.stringify(row.options),
      tokenHashes: JSON.stringify(row.tokenHashes),
    });
  }

  /**
   * A match, or undefined when there is none with this id.
   * @param id - the match id
   * @returns the match without its moves
   */
  getMatch(id: string): MatchRow | undefined {
    const row = this.statements.getMatch.get(id);
    return (
      row && {
        id: row.id,
        game: row.game,
        version: row.version,
        seats: row.seats,
        seed: row.seed,
        options: JSON.parse(row.options) as Record<string, unknown>,
        tokenHashes: JSON.parse(row.token_hashes) as string[],
        owner: row.owner,
        createdAt: row.created_at,
        touchedAt: row.touched_at,
        moveCount: row.move_count,
      }
    );
  }

  /**
   * Stores moves, of one match or several, in one transaction: committed (and, with `full` durability, synced to
   * disk) when this returns. A move whose match is not at the move before it (the match was deleted, or the number
   * is taken) is not stored; the others are.
   * @param moves - the moves, in the order they were made
   * @returns for each move, whether it was stored
   * @throws Error when the transaction fails (nothing is stored then)
   * @example
   * ```ts
   * store.appendMoves([{ id, row: { n: 1, seat: 0, move, request, events }, touchedAt: Date.now() }]); // [true]
   * ```
   */
  appendMoves(moves: readonly NewMove[]): boolean[] {
    return this.append(moves);
  }

  /**
   * Every move of a match, in order, as the rules normalized them.
   * @param id - the match id
   * @returns the moves (parsed)
   */
  moves(id: string): unknown[] {
    return this.statements.moves.all(id).map((r) => JSON.parse(r.move) as unknown);
  }

  /**
   * One stored move.
   * @param id - the match id
   * @param n - its number, from 1
   * @returns the move, or undefined
   */
  moveAt(id: string, n: number): MoveRow | undefined {
    return this.statements.moveAt.get(id, n);
  }

  /**
   * The events of moves `after + 1` to `through`, unredacted.
   * @param id - the match id
   * @param after - the last move the reader has seen
   * @param through - the last move to include
   * @returns per move, its number and its events
   */
  eventsBetween(id: string, after: number, through: number): { n: number; events: unknown[] }[] {
    return this.statements.eventsBetween
      .all(id, after, through)
      .map((r) => ({ n: r.n, events: JSON.parse(r.events) as unknown[] }));
  }

  /**
   * Deletes the matches touched before a time, with their moves.
   * @param before - ms since the epoch
   * @returns the deleted matches' ids and owners
   */
  deleteIdle(before: number): { id: string; owner: string }[] {
    return this.db.transaction(() => {
      const idle = this.statements.idle.all(before);
      for (const { id } of idle) this.deleteOne(id);
      return idle;
    })();
  }

  /**
   * Deletes one match and its moves.
   * @param id - the match id
   */
  deleteMatch(id: string): void {
    this.db.transaction(() => this.deleteOne(id))();
  }

  private deleteOne(id: string): void {
    this.statements.deleteMoves.run(id);
    this.statements.deleteMatch.run(id);
  }

  /** @returns how many matches each creation key holds */
  matchesPerOwner(): Map<string, number> {
    return new Map(this.statements.perOwner.all().map((r) => [r.owner, r.n]));
  }

  /** @returns every match id, oldest first */
  ids(): string[] {
    return this.statements.ids.all().map((r) => r.id);
  }

  /** Closes the database (the log is checkpointed into the main file). */
  close(): void {
    if (this.db.open) this.db.close();
  }
}
