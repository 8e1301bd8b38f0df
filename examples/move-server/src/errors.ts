/**
 * Typed refusals. Every failed request is answered with `{ ok: false, error: { code, message, rule } }` and a 4xx or
 * 5xx status; nothing else (no stack trace, no internal message) ever reaches a client.
 */
import type { Rejection } from './protocol.js';

/** A refusal on its way to the client: an HTTP status and the typed body. */
export class HttpError extends Error {
  /**
   * @param status - the HTTP status
   * @param rejection - what the client is told
   * @param headers - extra response headers (`retry-after`)
   */
  constructor(
    readonly status: number,
    readonly rejection: Rejection,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(rejection.message);
    this.name = 'HttpError';
  }
}

/**
 * Makes a refusal of the protocol itself (not of a game rule, so `rule` is null unless given).
 * @param status - the HTTP status
 * @param code - the machine-readable code (`UPPER_SNAKE`)
 * @param message - a sentence for people
 * @param rule - the game's rule id, when a rule of the game is the reason
 * @param headers - extra response headers
 * @returns the error, to throw
 * @example
 * ```ts
 * throw fail(404, 'NO_SUCH_MATCH', 'no match with this id');
 * ```
 */
export function fail(
  status: number,
  code: string,
  message: string,
  rule: string | null = null,
  headers: Readonly<Record<string, string>> = {},
): HttpError {
  return new HttpError(status, { code, message, rule }, headers);
}

/**
 * The status of a game's rule rejection: 400 when the move is not even a move of this game, 409 when it is not this
 * seat's turn or the match is over (the client's picture is out of date), 422 when the rules forbid it now.
 * @param code - the `code` of the game's `RuleViolation`
 * @returns the HTTP status to answer with
 */
export function statusOfRuleCode(code: string): number {
  if (code === 'BAD_SHAPE') return 400;
  if (code === 'NOT_YOUR_TURN' || code === 'GAME_OVER') return 409;
  return 422;
}
