/**
 * Results and errors. Checks that may fail on outside input return a {@link Result}; the throwing variants throw an
 * error class that carries the same {@link RuleViolation}.
 * @module
 */

/** The registered brands of the library's errors: the same symbols in every copy of the library. */
const ILLEGAL_MOVE_BRAND = Symbol.for('cardrules.IllegalMoveError');
const INVALID_STATE_BRAND = Symbol.for('cardrules.InvalidStateError');

/** Marks an error with a brand (not enumerable: it is no field of the error's data). */
function brand(error: Error, symbol: symbol): void {
  Object.defineProperty(error, symbol, { value: true });
}

/** Whether `value` carries the brand, read without running code of a hostile value. */
function branded(value: unknown, symbol: symbol): boolean {
  if (typeof value !== 'object' || value === null) return false;
  try {
    return Object.getOwnPropertyDescriptor(value, symbol)?.value === true;
  } catch {
    return false; // a proxy whose trap throws
  }
}

/**
 * The outcome of a check that may fail: `{ ok: true, value }` or `{ ok: false, error }`.
 * @example
 * ```ts
 * const r = linko.validate(state, input);
 * if (r.ok) state = linko.applyMove(state, r.value);
 * else console.log(r.error.code, r.error.rule, r.error.message);
 * ```
 * @category Contract
 */
export type Result<T, E> = Ok<T> | Err<E>;

/**
 * The successful case of a {@link Result}.
 * @category Contract
 */
export interface Ok<T> {
  /** Success. */
  readonly ok: true;
  /** The value. */
  readonly value: T;
}

/**
 * The failed case of a {@link Result}.
 * @category Contract
 */
export interface Err<E> {
  /** Failure. */
  readonly ok: false;
  /** Why. */
  readonly error: E;
}

/**
 * Wraps a value as a successful {@link Result}.
 * @param value - the value
 * @category Contract
 */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/**
 * Wraps an error as a failed {@link Result}.
 * @param error - the error
 * @category Contract
 */
export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}

/**
 * The rejection codes every game uses for the same reasons, one name each. Games add codes of their own for their
 * own rules (documented in each game's module), never a second name for one of these.
 *
 * - `BAD_SHAPE`: the move is not a well-formed move of this game (wrong type, missing or extra field, bad number).
 * - `BAD_STATE`: the state the move was checked against is not a valid state of the game.
 * - `GAME_OVER`: the match is over; nobody may move.
 * - `NOT_YOUR_TURN`: the move was submitted for a seat that is not the one to act.
 * - `WRONG_PHASE`: a move of a type that is not being decided now.
 * - `NOT_IN_HAND`: the move uses cards the seat to act does not hold.
 * - `MIXED_RANKS`: a set of cards that should share one rank or value does not.
 * - `EMPTY_SET`: a play of no cards.
 * - `ILLEGAL_MOVE`: a well-formed move the rules do not allow now (games usually give a more precise code).
 * - `INTERNAL_ERROR`: the move could not be checked (a bug: please report it with the state and the move).
 * @category Contract
 */
export const CommonCodes = {
  /** Not a well-formed move of this game. */
  BAD_SHAPE: 'BAD_SHAPE',
  /** Not a valid state of this game. */
  BAD_STATE: 'BAD_STATE',
  /** The match is over. */
  GAME_OVER: 'GAME_OVER',
  /** Another seat is to act. */
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  /** A move of a type that is not being decided now. */
  WRONG_PHASE: 'WRONG_PHASE',
  /** Cards the seat to act does not hold. */
  NOT_IN_HAND: 'NOT_IN_HAND',
  /** Cards that should share a rank or value do not. */
  MIXED_RANKS: 'MIXED_RANKS',
  /** A play of no cards. */
  EMPTY_SET: 'EMPTY_SET',
  /** Well-formed, but not allowed now. */
  ILLEGAL_MOVE: 'ILLEGAL_MOVE',
  /** The move could not be checked. */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

/**
 * Why a move was rejected.
 * @category Contract
 */
export interface RuleViolation {
  /** A stable machine-readable code, such as `BAD_SHAPE` or a game's own `SNATCH_NOT_HIGHER`. */
  readonly code: string;
  /** The id of the rule in the game's rules page (`R7`, `A3`), or `null` when no single rule applies. */
  readonly rule: string | null;
  /** A sentence for people. */
  readonly message: string;
  /** For shape errors: where in the move the problem is (`jokers`), when known. */
  readonly path?: string;
}

/**
 * Builds a {@link RuleViolation}.
 * @param code - the code
 * @param rule - the rule id or `null`
 * @param message - a sentence for people
 * @param path - where in the input, for shape errors
 * @example
 * ```ts
 * violation('NOT_HIGHER', 'R7', 'a snatch needs a strictly higher set');
 * ```
 * @category Contract
 */
export function violation(code: string, rule: string | null, message: string, path?: string): RuleViolation {
  return path === undefined ? { code, rule, message } : { code, rule, message, path };
}

/**
 * Thrown by `applyMove` for a move that {@link Game.validate} rejects. Carries the same {@link RuleViolation}.
 * @category Contract
 */
export class IllegalMoveError extends Error {
  /**
   * `instanceof IllegalMoveError` holds for an error made by any copy of this library (a game loaded from its own
   * module may bring its own copy of core): the errors carry a registered brand, and the check reads it.
   * @param value - anything
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return branded(value, ILLEGAL_MOVE_BRAND);
  }
  /** The violation's code. */
  readonly code: string;
  /** The violated rule's id, or `null`. */
  readonly rule: string | null;
  /** The full violation. */
  readonly violation: RuleViolation;
  /**
   * @param gameId - the game that rejected the move
   * @param v - why
   */
  constructor(gameId: string, v: RuleViolation) {
    super(`${gameId}: illegal move: ${v.message}${v.rule ? ` (rule ${v.rule})` : ''} [${v.code}]`);
    this.name = 'IllegalMoveError';
    brand(this, ILLEGAL_MOVE_BRAND);
    this.code = v.code;
    this.rule = v.rule;
    this.violation = v;
  }
}

/**
 * One problem found in a saved state.
 * @category Contract
 */
export interface StateIssue {
  /** Where in the state (`hands.2`, `rng`), `''` for the whole state. */
  readonly path: string;
  /** What is wrong. */
  readonly message: string;
}

/**
 * Why a saved state (or options, or a record) was rejected.
 * @category Contract
 */
export interface StateError {
  /** `NOT_A_STATE`, `WRONG_GAME`, `UNSUPPORTED_VERSION`, `BAD_OPTIONS` or `INVALID_STATE`. */
  readonly code: 'NOT_A_STATE' | 'WRONG_GAME' | 'UNSUPPORTED_VERSION' | 'BAD_OPTIONS' | 'INVALID_STATE';
  /** A sentence for people. */
  readonly message: string;
  /** Every problem found (at least one). */
  readonly issues: readonly StateIssue[];
}

/**
 * Thrown by `setup` for options it cannot accept, and by helpers that load states and records when asked to throw.
 * @category Contract
 */
export class InvalidStateError extends Error {
  /**
   * `instanceof InvalidStateError` holds for an error made by any copy of this library (see
   * {@link IllegalMoveError}).
   * @param value - anything
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return branded(value, INVALID_STATE_BRAND);
  }
  /** The error's code. */
  readonly code: StateError['code'];
  /** Every problem found. */
  readonly issues: readonly StateIssue[];
  /**
   * @param gameId - the game concerned
   * @param e - the details
   */
  constructor(gameId: string, e: StateError) {
    super(
      `${gameId}: ${e.message}: ${e.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ')}`,
    );
    this.name = 'InvalidStateError';
    brand(this, INVALID_STATE_BRAND);
    this.code = e.code;
    this.issues = e.issues;
  }
}
