/**
 * A small, fast, seedable pseudo-random generator whose whole state is four 32-bit integers, so it can live
 * inside a JSON game state and be restored exactly on any platform.
 *
 * The generator is SFC32 (Chris Doty-Humphrey's Small Fast Counting generator), seeded through a 128-bit string hash.
 * @module
 */

/** A seed: any finite number or any string. The same seed gives the same stream on every platform. */
export type Seed = number | string;

/**
 * The serializable state of an {@link Rng}: four unsigned 32-bit integers.
 * It round-trips through `JSON.stringify` / `JSON.parse` unchanged.
 */
export type RngState = readonly [number, number, number, number];

const TWO_POW_32 = 4294967296;

/** Hashes a string to four 32-bit words (cyrb128). */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** One step of splitmix32, used to decorrelate forked streams. */
function splitmix32(x: number): number {
  x = (x + 0x9e3779b9) | 0;
  let z = x;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/**
 * Checks that a value is a valid {@link RngState}.
 *
 * @param value - anything, typically from a parsed JSON state
 * @returns `true` when it is an array of four unsigned 32-bit integers, not all zero
 * @example
 * ```ts
 * isRngState([1, 2, 3, 4]); // true
 * isRngState([0, 0, 0, 0]); // false: the all-zero state is degenerate
 * ```
 * @category RNG
 */
export function isRngState(value: unknown): value is RngState {
  if (!Array.isArray(value) || value.length !== 4) return false;
  for (const word of value) {
    if (typeof word !== 'number' || !Number.isInteger(word) || word < 0 || word >= TWO_POW_32) return false;
  }
  return value.some((word) => word !== 0);
}

/** The generator `seedState` warms up, made once. */
let seeding: Rng | null = null;

/**
 * Turns a seed into a fresh generator state.
 *
 * @param seed - a finite number or a string
 * @returns the initial state of the stream for that seed
 * @throws RangeError when `seed` is a number that is not finite
 * @example
 * ```ts
 * const s = seedState('my-experiment-42'); // four uint32 words
 * ```
 * @category RNG
 */
export function seedState(seed: Seed): RngState {
  let text: string;
  if (typeof seed === 'number') {
    if (!Number.isFinite(seed)) throw new RangeError(`seedState: a numeric seed must be finite, got ${seed}`);
    text = `n:${Object.is(seed, -0) ? 0 : seed}`;
  } else if (typeof seed === 'string') {
    text = `s:${seed}`;
  } else {
    throw new TypeError(`seedState: a seed is a number or a string, got ${typeof seed}`);
  }
  const words = hash128(text);
  if (words.every((w) => w === 0)) words[3] = 1;
  // A module-level generator, loaded in place (seeding is on the path of every new deal; nothing here re-enters).
  const rng = seeding ?? (seeding = new Rng(words));
  rng.load(words);
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng.state();
}

/**
 * Returns a seed from the platform's cryptographic random source (`crypto.getRandomValues`), for real games where
 * nobody should be able to predict the deal. Record the seed if you want to replay the game later.
 *
 * @returns a string seed of 128 random bits in hex
 * @example
 * ```ts
 * const state = linko.setup({ seats: 4, seed: randomSeed() });
 * ```
 * @category RNG
 */
export function randomSeed(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}

/** Bounds below this have their rejection limit in {@link SMALL_LIMITS}. */
const SMALL_BOUNDS = 256;
/** The inverse of 9 modulo 2^32 (9 × 0x38e38e39 = 2 × 2^32 + 1): undoes the generator's `c + (c << 3)`. */
const INVERSE_OF_9 = 0x38e38e39;

/** `2^32 - (2^32 mod b)` for every small bound `b`: the draws at or above it are redrawn by `int(b)`. */
const SMALL_LIMITS = Float64Array.from({ length: SMALL_BOUNDS }, (_, b) =>
  b === 0 ? 0 : Math.floor(TWO_POW_32 / b) * b,
);

/**
 * A mutable generator. Create one from a seed or from a saved {@link RngState}; read its state back with
 * {@link Rng.state}.
 *
 * @example
 * ```ts
 * const rng = Rng.fromSeed(7);
 * rng.int(6);            // an integer 0..5, unbiased
 * rng.shuffle([1, 2, 3]); // shuffles in place and returns the array
 * const saved = rng.state();
 * Rng.fromState(saved).int(6) === rng.int(6); // true
 * ```
 * @category RNG
 */
export class Rng {
  /** The four words, as signed 32-bit integers (`state()` gives them back unsigned). */
  private readonly w = new Int32Array(4);
  /** How many 32-bit words this generator has produced since it was created or last loaded. */
  draws = 0;

  /**
   * @param state - the four words to start from (copied); use {@link Rng.fromSeed} to start from a seed
   */
  constructor(state: RngState | readonly number[]) {
    const w = this.w;
    w[0] = state[0]!;
    w[1] = state[1]!;
    w[2] = state[2]!;
    w[3] = state[3]!;
  }

  /**
   * A generator at the start of the stream for `seed`.
   * @param seed - a finite number or a string
   */
  static fromSeed(seed: Seed): Rng {
    return new Rng(seedState(seed));
  }

  /**
   * A generator that continues from a saved state.
   * @param state - a state returned by {@link Rng.state} or stored in a game state
   * @throws RangeError when `state` is not a valid {@link RngState}
   */
  static fromState(state: RngState): Rng {
    if (!isRngState(state)) throw new RangeError('Rng.fromState: expected four uint32 words, not all zero');
    return new Rng(state);
  }

  /** The current state, as a new array (safe to store in JSON). */
  state(): RngState {
    const w = this.w;
    return [w[0]! >>> 0, w[1]! >>> 0, w[2]! >>> 0, w[3]! >>> 0];
  }

  /**
   * Loads a state into this generator in place (no allocation) and resets {@link Rng.draws}.
   * @param state - a valid state
   */
  load(state: RngState): void {
    const w = this.w;
    w[0] = state[0];
    w[1] = state[1];
    w[2] = state[2];
    w[3] = state[3];
    this.draws = 0;
  }

  /** The next unsigned 32-bit integer of the stream. */
  nextUint32(): number {
    const w = this.w;
    const b = w[1]!;
    const c = w[2]!;
    const d = w[3]!;
    const t = (((w[0]! + b) | 0) + d) | 0;
    w[3] = d + 1;
    w[0] = b ^ (b >>> 9);
    w[1] = c + (c << 3);
    w[2] = ((c << 21) | (c >>> 11)) + t;
    this.draws++;
    return t >>> 0;
  }

  /**
   * Steps the stream back by `count` words: afterwards the generator is where it was `count` draws earlier (the
   * generator's step is a bijection with a closed-form inverse). A saved state that records how many words were drawn
   * since a deal can so be checked against the deal that state made. {@link Rng.draws} is reset.
   * @param count - how many words to step back, a non-negative integer
   * @example
   * ```ts
   * const rng = Rng.fromSeed(1);
   * const before = rng.state();
   * rng.shuffle([1, 2, 3, 4]);
   * rng.rewind(rng.draws); // rng.state() deep-equals before
   * ```
   */
  rewind(count: number): void {
    if (!Number.isInteger(count) || count < 0)
      throw new RangeError(`Rng.rewind: expected a count >= 0, got ${count}`);
    const w = this.w;
    for (let i = 0; i < count; i++) {
      const a1 = w[0]!;
      const b1 = w[1]!;
      const c1 = w[2]!;
      const d = (w[3]! - 1) | 0;
      const c = Math.imul(b1, INVERSE_OF_9); // b1 = c + (c << 3) = 9c
      const b = a1 ^ (a1 >>> 9) ^ (a1 >>> 18) ^ (a1 >>> 27); // a1 = b ^ (b >>> 9)
      const t = (c1 - ((c << 21) | (c >>> 11))) | 0; // c1 = rotl(c, 21) + t
      w[0] = (t - b - d) | 0; // t = a + b + d
      w[1] = b;
      w[2] = c;
      w[3] = d;
    }
    this.draws = 0;
  }

  /** A float in [0, 1) with 32 bits of randomness. */
  next(): number {
    return this.nextUint32() / TWO_POW_32;
  }

  /**
   * An unbiased integer in `[0, bound)`, by rejection sampling.
   * @param bound - an integer from 1 to 2^32
   * @throws RangeError when `bound` is out of range or not an integer
   */
  int(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > TWO_POW_32) {
      throw new RangeError(`Rng.int: bound must be an integer from 1 to 2^32, got ${bound}`);
    }
    // `limit` is 2^32 - (2^32 mod bound) and the result is r mod bound, both written with a division, a floor and
    // a product: exact here (every value is an integer below 2^33, so no quotient rounds across an integer) and
    // much cheaper than `%`, which on numbers above 2^31 is a floating-point remainder.
    const limit = bound < SMALL_BOUNDS ? SMALL_LIMITS[bound]! : Math.floor(TWO_POW_32 / bound) * bound;
    let r = this.nextUint32();
    while (r >= limit) r = this.nextUint32();
    return r - Math.floor(r / bound) * bound;
  }

  /**
   * An unbiased integer in `[min, max]` (both inclusive).
   * @param min - the smallest value
   * @param max - the largest value, `max - min < 2^32`
   */
  intBetween(min: number, max: number): number {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`Rng.intBetween: expected integers min <= max, got ${min}, ${max}`);
    }
    return min + this.int(max - min + 1);
  }

  /**
   * One element of a non-empty array, chosen uniformly.
   * @param items - the choices
   * @throws RangeError when `items` is empty
   */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Rng.pick: cannot pick from an empty array');
    return items[this.int(items.length)]!;
  }

  /**
   * Shuffles an array in place (Fisher–Yates) and returns it.
   * @param items - the array to shuffle
   */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i]!;
      items[i] = items[j]!;
      items[j] = tmp;
    }
    return items;
  }

  /**
   * A new, independent stream derived from this one (this generator advances by four words).
   * Use it to give each player, worker or sub-task its own reproducible stream.
   */
  fork(): Rng {
    const words: [number, number, number, number] = [
      splitmix32(this.nextUint32() ^ 0x6a09e667),
      splitmix32(this.nextUint32() ^ 0xbb67ae85),
      splitmix32(this.nextUint32() ^ 0x3c6ef372),
      splitmix32(this.nextUint32() ^ 0xa54ff53a),
    ];
    if (words.every((w) => w === 0)) words[0] = 1;
    const child = new Rng(words);
    for (let i = 0; i < 8; i++) child.nextUint32();
    child.draws = 0;
    return child;
  }

  /**
   * `count` independent streams derived from this one.
   * @param count - how many streams
   */
  split(count: number): Rng[] {
    const out: Rng[] = [];
    for (let i = 0; i < count; i++) out.push(this.fork());
    return out;
  }
}
