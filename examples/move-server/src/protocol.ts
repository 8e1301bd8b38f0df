/**
 * The wire protocol of the move server: what clients send and what they get back. Clients only ever receive views
 * (what their seat may see), never a state, a seed or the RNG.
 */

/** Why a request was refused: a rule of the game (`rule` is the rule id) or the protocol itself (`rule` is null). */
export interface Rejection {
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
}

/** `POST /games` — start a match. */
export interface CreateGameRequest {
  readonly game: string;
  readonly seats: number;
  readonly options?: Readonly<Record<string, unknown>>;
}

/** The answer to `POST /games`: the match id and one secret token per seat (hand each player theirs). */
export interface CreateGameResponse {
  readonly ok: true;
  readonly id: string;
  readonly game: string;
  readonly seats: number;
  readonly tokens: readonly string[];
}

/** `POST /games/:id/moves` — a seat's move, with that seat's token in `Authorization: Bearer <token>`. */
export interface MoveRequest {
  readonly seat: number;
  readonly move: unknown;
}

/** What a seat sees: its view, whose decision it is, its legal moves when it is to act, and the scores. */
export interface SeatUpdate {
  readonly ok: true;
  readonly seat: number;
  /** How many moves the match has had (clients can use it to notice missed updates). */
  readonly moveCount: number;
  readonly toAct: number | null;
  readonly over: boolean;
  readonly view: unknown;
  readonly legalMoves: readonly unknown[];
  readonly score: readonly number[];
  readonly winners: readonly number[];
}

/** Every failed request answers with this body and a 4xx/5xx status. */
export interface ErrorResponse {
  readonly ok: false;
  readonly error: Rejection;
}
