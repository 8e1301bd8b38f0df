/**
 * The server's settings: defaults for production, every one overridable from the environment (`configFromEnv`).
 * Times are in milliseconds.
 */

/** A credential that may create matches. Its `name` is what per-client limits count against. */
export interface CreationKey {
  readonly name: string;
  readonly secret: string;
}

/** How hard the store makes each commit durable before a move is acknowledged. */
export type Durability = 'full' | 'normal';

/** Everything the server can be told. */
export interface ServerConfig {
  /** TCP port (0: any free port). */
  readonly port: number;
  /** Address to listen on. */
  readonly host: string;
  /** The SQLite database file (`:memory:` for a throw-away store). */
  readonly database: string;
  /**
   * `full` (default): SQLite syncs the write-ahead log to disk at every commit, so an acknowledged move survives a
   * crash of the process, the operating system or the power. `normal`: it survives a crash of the process only.
   */
  readonly durability: Durability;
  /** The keys that may create matches (`Authorization: Bearer <secret>` on `POST /matches`). */
  readonly keys: readonly CreationKey[];
  /** Largest request body, in bytes. */
  readonly maxBodyBytes: number;
  /** Most matches held at once, all keys together. */
  readonly maxMatches: number;
  /** Most matches held at once per key. */
  readonly maxMatchesPerKey: number;
  /** Matches a key may create in a burst… */
  readonly createBurst: number;
  /** …and how many more per second after it (a token bucket). */
  readonly createPerSecond: number;
  /** Most moves a match may have (a guard against endless clients; real matches end far earlier). */
  readonly maxMovesPerMatch: number;
  /** A match with no move for this long is deleted (it counts from its creation or its last move). */
  readonly matchIdleMs: number;
  /** How often expired matches are swept out. */
  readonly sweepIntervalMs: number;
  /** A connection idle this long (no byte either way: one that never sends a request, or between requests) is closed. */
  readonly idleSocketMs: number;
  /** A request whose headers are not complete this long after it started is answered 408 and closed. */
  readonly headersTimeoutMs: number;
  /** A request not received in full (headers and body) this long after it started is answered 408 and closed. */
  readonly requestTimeoutMs: number;
  /**
   * How often Node checks the two time-outs above. They are only enforced at these checks (Node's default is every
   * 30 s), so a slow request is cut within `timeout + connectionsCheckingIntervalMs`.
   */
  readonly connectionsCheckingIntervalMs: number;
  /** Most matches whose state is kept in memory; others are read back from the store (and replayed) when used. */
  readonly maxCachedMatches: number;
  /** Most moves whose events one `GET ?since=` answer carries. */
  readonly maxEventMovesPerRead: number;
}

/** The defaults (no keys: `main.ts` makes one at start when none is configured). */
export const defaultConfig: ServerConfig = {
  port: 8080,
  host: '127.0.0.1',
  database: 'matches.db',
  durability: 'full',
  keys: [],
  maxBodyBytes: 8 * 1024,
  maxMatches: 10_000,
  maxMatchesPerKey: 1_000,
  createBurst: 20,
  createPerSecond: 5,
  maxMovesPerMatch: 100_000,
  matchIdleMs: 60 * 60_000,
  sweepIntervalMs: 60_000,
  idleSocketMs: 10_000,
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  connectionsCheckingIntervalMs: 1_000,
  maxCachedMatches: 10_000,
  maxEventMovesPerRead: 500,
};

/** A setting that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  readonly code = 'BAD_CONFIG';
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Environment variables of the numeric settings. */
const NUMBERS: ReadonlyArray<readonly [string, keyof ServerConfig, number]> = [
  // [variable, setting, smallest allowed]
  ['PORT', 'port', 0],
  ['MAX_BODY_BYTES', 'maxBodyBytes', 64],
  ['MAX_MATCHES', 'maxMatches', 1],
  ['MAX_MATCHES_PER_KEY', 'maxMatchesPerKey', 1],
  ['CREATE_BURST', 'createBurst', 1],
  ['CREATE_PER_SECOND', 'createPerSecond', 0],
  ['MAX_MOVES_PER_MATCH', 'maxMovesPerMatch', 1],
  ['MATCH_IDLE_MS', 'matchIdleMs', 100],
  ['SWEEP_INTERVAL_MS', 'sweepIntervalMs', 10],
  ['IDLE_SOCKET_MS', 'idleSocketMs', 100],
  ['HEADERS_TIMEOUT_MS', 'headersTimeoutMs', 100],
  ['REQUEST_TIMEOUT_MS', 'requestTimeoutMs', 100],
  ['CONNECTIONS_CHECKING_INTERVAL_MS', 'connectionsCheckingIntervalMs', 10],
  ['MAX_CACHED_MATCHES', 'maxCachedMatches', 1],
  ['MAX_EVENT_MOVES_PER_READ', 'maxEventMovesPerRead', 1],
];

/**
 * Reads `MOVE_SERVER_KEYS`: comma-separated `name=secret` pairs; a secret has at least 16 characters.
 * @param text - the variable's value
 * @returns the keys
 * @throws ConfigError for a malformed list, a short secret or a repeated name
 * @example
 * ```ts
 * parseKeys('studio=4f9c0e1d2b3a49f8a7c6,tests=0123456789abcdef'); // two keys
 * ```
 */
export function parseKeys(text: string): CreationKey[] {
  const keys: CreationKey[] = [];
  for (const pair of text.split(',').filter((p) => p.trim() !== '')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (at <= 0 || !/^[\w.-]{1,64}$/.test(name)) {
      throw new ConfigError('MOVE_SERVER_KEYS: expected name=secret pairs separated by commas');
    }
    if (secret.length < 16)
      throw new ConfigError(`MOVE_SERVER_KEYS: the secret of ${name} is shorter than 16 characters`);
    if (keys.some((k) => k.name === name)) throw new ConfigError(`MOVE_SERVER_KEYS: ${name} is named twice`);
    keys.push({ name, secret });
  }
  return keys;
}

/**
 * The settings from environment variables (`PORT`, `HOST`, `DATABASE`, `DURABILITY`, `MOVE_SERVER_KEYS`,
 * `MATCH_IDLE_MS`, … — see the README), over the defaults.
 * @param env - usually `process.env`
 * @returns the settings
 * @throws ConfigError naming the variable that cannot be used
 * @example
 * ```ts
 * const config = configFromEnv({ PORT: '0', DATABASE: ':memory:' });
 * ```
 */
export function configFromEnv(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  const config: Record<string, unknown> = { ...defaultConfig };
  for (const [name, key, min] of NUMBERS) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < min) {
      throw new ConfigError(
        `${name}: expected a whole number of at least ${min}, got ${JSON.stringify(text)}`,
      );
    }
    config[key] = value;
  }
  if (env.HOST) config.host = env.HOST;
  if (env.DATABASE) config.database = env.DATABASE;
  if (env.DURABILITY) {
    if (env.DURABILITY !== 'full' && env.DURABILITY !== 'normal') {
      throw new ConfigError(`DURABILITY: expected full or normal, got ${JSON.stringify(env.DURABILITY)}`);
    }
    config.durability = env.DURABILITY;
  }
  if (env.MOVE_SERVER_KEYS) config.keys = parseKeys(env.MOVE_SERVER_KEYS);
  const result = config as unknown as ServerConfig;
  if (result.headersTimeoutMs > result.requestTimeoutMs) {
    throw new ConfigError('HEADERS_TIMEOUT_MS may not be longer than REQUEST_TIMEOUT_MS');
  }
  return result;
}
