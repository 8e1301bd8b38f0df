/**
 * The wire protocol of the move server: what clients send and what they get back. A client acts and reads only as
 * the seat its token proves, and only ever receives that seat's view and that seat's copy of the events — never a
 * state, a seed or the RNG.
 *
 *   POST /matches               Authorization: Bearer <creation key>, CreateMatchRequest  → 201 CreateMatchResponse
 *   GET  /matches/:id[?since=n] Authorization: Bearer <seat token>                         → 200 SeatUpdate
 *   POST /matches/:id/moves     Authorization: Bearer <seat token>, MoveRequest            → 200 SeatUpdate
 *   GET  /health                                                                           → 200 Health
 *
 * Every refusal is an {@link ErrorResponse} with a 4xx or 5xx status.
 */

/**
 * Why a request was refused. `code` is for programs (`UPPER_SNAKE`), `message` for people, and `rule` is the game's
 * rule id (as in `docs/rules/<game>.md`) when a rule of the game is the reason, otherwise null.
 */
export interface Rejection {
  readonly code: string;
  readonly message: string;
  readonly rule: string | null;
}

/** Every failed request answers with this body. */
export interface ErrorResponse {
  readonly ok: false;
  readonly error: Rejection;
}

/** `POST /matches`: start a match. Needs a creation key. */
export interface CreateMatchRequest {
  /** A game id of the registry (`games` of `cardrules`), such as `'coins'`. */
  readonly game: string;
  /** How many seats. */
  readonly seats: number;
  /** The game's options (see its rules page); defaults where omitted. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** The answer to `POST /matches`: the match id and one secret token per seat. Hand each player theirs. */
export interface CreateMatchResponse {
  readonly ok: true;
  readonly id: string;
  readonly game: string;
  readonly seats: number;
  /** `tokens[seat]` proves that seat. The server keeps only their hashes: they are shown once, here. */
  readonly tokens: readonly string[];
}

/** `POST /matches/:id/moves`: a seat's move, with that seat's token. */
export interface MoveRequest {
  /**
   * The number this move will have in the match: 1 for the first move, and `moveCount + 1` of the latest update
   * the client has seen. Sending the same request again (a retry after a lost answer) applies the move once and
   * answers as the first time did; a different move under a number already played, or a number ahead of the match,
   * is refused with 409.
   */
  readonly moveNumber: number;
  /** The move, as JSON: untrusted until the rules have checked it. */
  readonly move: unknown;
}

/** One event of a move, as one seat may see it. */
export interface SeatEvent {
  /** The move that caused it (1-based). */
  readonly moveNumber: number;
  /** The event, with the fields this seat may not see set to null (the game's `eventsFor`). */
  readonly event: { readonly type: string } & Readonly<Record<string, unknown>>;
  /** The event as a sentence, from the game's `describeEvent` of this seat's copy. */
  readonly text: string;
}

/** What a seat is told after a move or when it reads the match. */
export interface SeatUpdate {
  readonly ok: true;
  readonly seat: number;
  /** How many moves the match has had; the next move carries `moveNumber: moveCount + 1`. */
  readonly moveCount: number;
  /** The seat that must decide now, or null when the match is over. */
  readonly toAct: number | null;
  readonly over: boolean;
  /** What this seat may see. */
  readonly view: unknown;
  /** This seat's legal moves when it is to act; empty otherwise. */
  readonly legalMoves: readonly unknown[];
  readonly score: readonly number[];
  readonly winners: readonly number[];
  /**
   * This seat's copy of the events: after a move, that move's; after `GET ?since=n`, those of moves n+1 up to
   * `eventsThrough`; otherwise none.
   */
  readonly events: readonly SeatEvent[];
  /** The last move whose events are included (page on with `?since=eventsThrough` while it is below moveCount). */
  readonly eventsThrough: number;
  /** True when this answers a retried move that had been applied already (it was not applied again). */
  readonly replayed?: true;
}

/** `GET /health`. */
export interface Health {
  readonly ok: true;
  /** Matches held (live, not yet expired). */
  readonly matches: number;
}
