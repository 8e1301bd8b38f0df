/**
 * The vocabulary of the engine protocol: its version, its limits, and the shape of its error replies. The protocol
 * itself is written down in `docs/engine-protocol.md`.
 * @module
 */

/**
 * The protocol version that `hello` reports. It changes when a command, a field or a reply changes in a way an
 * existing client would notice; new commands and new optional fields do not change it.
 * @example
 * ```ts
 * JSON.parse(engine.handle('{"id":1,"cmd":"hello"}')).protocol === PROTOCOL_VERSION; // true
 * ```
 * @category Engine
 */
export const PROTOCOL_VERSION = 1;

/**
 * What kind of problem an error reply reports:
 * - `request`: the line itself is wrong (not JSON, too long, an unknown command or field, an unknown match);
 * - `rule`: a move the rules refuse (the error carries the game's code and rule id);
 * - `state`: options, a record or a saved state that cannot be accepted (with every issue found);
 * - `internal`: a fault of the engine (a bug): the engine goes on reading.
 * @category Engine
 */
export type ErrorKind = 'request' | 'rule' | 'state' | 'internal';

/**
 * One problem of a refused state, record or set of options.
 * @category Engine
 */
export interface EngineIssue {
  /** Where (`hands.2`, `seats`); `''` for the whole input. */
  readonly path: string;
  /** What is wrong. */
  readonly message: string;
}

/**
 * The `error` of a failed reply: `{"id": 7, "ok": false, "error": {...}}`.
 * @example
 * ```ts
 * const reply = JSON.parse(engine.handle('{"id":7,"cmd":"apply","match":1,"action":999}'));
 * reply.error; // { kind: 'request', code: 'BAD_ACTION', rule: null, message: '…', path: 'action' }
 * ```
 * @category Engine
 */
export interface EngineError {
  /** See {@link ErrorKind}. */
  readonly kind: ErrorKind;
  /** A stable machine-readable code (`NOT_JSON`, `BAD_FIELD`, a game's own rule code, …). */
  readonly code: string;
  /** The id of the broken rule in the game's rules page (`R7`), or `null`. */
  readonly rule: string | null;
  /** A sentence for people. */
  readonly message: string;
  /** The request field (or the field inside a move) at fault, when there is one. */
  readonly path?: string;
  /** Every problem found, for refused options, records and states. */
  readonly issues?: readonly EngineIssue[];
  /** For a record whose move was refused: the index of that move. */
  readonly moveIndex?: number;
}

/**
 * The limits of one engine. Each has a default; a host may set its own.
 * @category Engine
 */
export interface EngineLimits {
  /** The longest request line, in UTF-16 code units (about bytes for JSON). @defaultValue 1048576 */
  readonly maxLineLength: number;
  /** The most matches one line may name or start. @defaultValue 1024 */
  readonly maxBatch: number;
  /** The most matches open at once. @defaultValue 100000 */
  readonly maxMatches: number;
  /** The most playouts one `playouts` request may run. @defaultValue 1000000 */
  readonly maxPlayouts: number;
  /** A match played by bots alone, or a playout, is cut after this many moves. @defaultValue 100000 */
  readonly maxMoves: number;
  /** The most search iterations a bot spec may ask per decision (`ismcts:N`). @defaultValue 100000 */
  readonly maxBotIterations: number;
  /** The longest time budget a bot spec may ask per decision (`ismcts:ms=N`), in milliseconds. @defaultValue 10000 */
  readonly maxBotMs: number;
}

/**
 * The default {@link EngineLimits}.
 * @example
 * ```ts
 * const engine = createEngine({ limits: { ...DEFAULT_LIMITS, maxBatch: 4096 } });
 * ```
 * @category Engine
 */
export const DEFAULT_LIMITS: EngineLimits = Object.freeze({
  maxLineLength: 1 << 20,
  maxBatch: 1024,
  maxMatches: 100_000,
  maxPlayouts: 1_000_000,
  maxMoves: 100_000,
  maxBotIterations: 100_000,
  maxBotMs: 10_000,
});

/**
 * Thrown inside the engine to end one request with a typed error reply; never leaves the engine.
 * @internal
 */
export class EngineFailure extends Error {
  /** The error reply. */
  readonly error: EngineError;
  /** @param error - the error reply */
  constructor(error: EngineError) {
    super(error.message);
    this.error = error;
  }
}

/**
 * Ends the current request with an error about the request itself.
 * @param code - the error code
 * @param message - a sentence for people
 * @param path - the request field at fault
 * @returns never
 * @internal
 */
export function fail(code: string, message: string, path?: string): never {
  throw new EngineFailure(
    path === undefined
      ? { kind: 'request', code, rule: null, message }
      : { kind: 'request', code, rule: null, message, path },
  );
}
