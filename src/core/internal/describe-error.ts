/**
 * A sentence for an error from anywhere. Not part of the public API.
 * @internal
 * @module
 */

/** A sentence for an error from anywhere, without running code of the thrown value (it may be hostile). @internal */
export function describeError(e: unknown): string {
  try {
    if (e instanceof Error && typeof e.message === 'string') return e.message;
    if (typeof e === 'string') return e;
  } catch {
    // a proxy or getter that throws: fall through
  }
  return 'an unexpected value was thrown';
}
