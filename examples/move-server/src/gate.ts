/**
 * Who may create matches, and how fast: a creation key is required, and each key has a token bucket (a burst, then
 * a steady rate). With the cap on the matches each key holds (checked by the host), one client cannot fill the
 * server for everyone else.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CreationKey } from './config.js';
import { fail } from './errors.js';

/** SHA-256 of a secret, as bytes: secrets are compared (and stored) as hashes of equal length. */
export function digest(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/**
 * The secret a request carries in `Authorization: Bearer <secret>` (empty when there is none).
 * @param header - the `authorization` header
 * @returns the secret
 */
export function bearer(header: string | undefined): string {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** Per-key limits on the rate of creating matches. */
export interface CreationLimits {
  readonly createBurst: number;
  readonly createPerSecond: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Checks creation keys and applies the per-key limits. */
export class CreationGate {
  private readonly keys: readonly { readonly name: string; readonly hash: Buffer }[];
  private readonly buckets = new Map<string, Bucket>();

  /**
   * @param keys - the keys that may create matches
   * @param limits - the per-key limits
   * @param now - the clock (ms)
   * @example
   * ```ts
   * const gate = new CreationGate([{ name: 'studio', secret }], defaultConfig, Date.now);
   * const owner = gate.identify(req.headers.authorization); // 401 without a key
   * gate.take(owner); // 429 when it creates too fast
   * ```
   */
  constructor(
    keys: readonly CreationKey[],
    private readonly limits: CreationLimits,
    private readonly now: () => number,
  ) {
    this.keys = keys.map((k) => ({ name: k.name, hash: digest(k.secret) }));
  }

  /**
   * The name of the creation key a request carries.
   * @param header - the request's `authorization` header
   * @returns the key's name (the owner of the matches it creates)
   * @throws HttpError 401 `UNAUTHORIZED` without a valid key
   */
  identify(header: string | undefined): string {
    const presented = digest(bearer(header));
    // Compare with every key, so the time taken does not tell which (or whether one) matched.
    let owner: string | undefined;
    for (const key of this.keys)
      if (timingSafeEqual(key.hash, presented) && owner === undefined) owner = key.name;
    if (owner === undefined) {
      throw fail(401, 'UNAUTHORIZED', 'creating a match needs a creation key: Authorization: Bearer <key>');
    }
    return owner;
  }

  /**
   * Takes one creation from the key's bucket, or refuses when the bucket is empty.
   * @param owner - the key's name
   * @throws HttpError 429 `RATE_LIMITED` (with `retry-after`) when the key creates faster than its rate
   */
  take(owner: string): void {
    const bucket = this.refill(owner);
    if (bucket.tokens < 1) {
      const rate = this.limits.createPerSecond;
      const wait = rate > 0 ? Math.max(1, Math.ceil((1 - bucket.tokens) / rate)) : 3600;
      throw fail(429, 'RATE_LIMITED', `this key creates matches too fast; try again in ${wait} s`, null, {
        'retry-after': String(wait),
      });
    }
    bucket.tokens -= 1;
  }

  private refill(owner: string): Bucket {
    const now = this.now();
    const { createBurst, createPerSecond } = this.limits;
    let bucket = this.buckets.get(owner);
    if (!bucket) {
      bucket = { tokens: createBurst, at: now };
      this.buckets.set(owner, bucket);
    }
    bucket.tokens = Math.min(createBurst, bucket.tokens + ((now - bucket.at) / 1000) * createPerSecond);
    bucket.at = now;
    return bucket;
  }
}
