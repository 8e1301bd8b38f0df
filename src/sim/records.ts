/**
 * Records files: every game of a tournament, compact enough for millions of games, each replayable.
 *
 * A records file is JSON Lines. The first line is a {@link RecordsHeader}: the game, seats, options, lineup and seed,
 * once for the whole file. Every other line is one game:
 *
 * ```json
 * {"format":"cardrules-records","version":1,"game":"coins","gameVersion":2,"seats":3,"options":{},"lineup":["heuristic","random","random"],"seed":"s","moves":"actions","width":1}
 * {"index":0,"score":[15,4,7],"winners":[0],"actions":"MbAx…"}
 * ```
 *
 * `actions` holds the game's action integers (its `encoding`), each written as `width` base64url digits, most
 * significant first; a game without an encoding writes `moves`, its moves as JSON. Everything else of a game is
 * derived as the tournament derived it: the seed of game `index` is `${seed}:${floor(index / seats)}` and seat `s` is
 * played by `lineup[(s + index) % seats]`. {@link readRecords} turns each line back into a full {@link GameRecord}
 * that `replay` accepts. A file whose name ends in `.gz` is gzip-compressed.
 * @module
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { AnyGame, Seat } from '../core/index.js';
import type { GameRecord } from '../core/record.js';
import { SimError } from './errors.js';
import { resolveGame } from './game-ref.js';

/** The 64 digits of an action, in order (base64url). */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) VALUE[DIGITS.charCodeAt(i)] = i;

/**
 * A game outside the registry, named by the module that exports it.
 * @category Simulation
 */
export interface GameSource {
  /** The module to import (a path, URL or package specifier). */
  readonly module: string;
  /** The name of the `Game` export in that module. */
  readonly export: string;
}

/**
 * The first line of a records file: what every game of the file shares.
 * @category Simulation
 */
export interface RecordsHeader {
  /** Always `'cardrules-records'`. */
  readonly format: 'cardrules-records';
  /** The records format version. */
  readonly version: 1;
  /** The game's id. */
  readonly game: string;
  /** Where the game comes from when it is not in the registry. */
  readonly source?: GameSource;
  /** The game's state format version when the games were played. */
  readonly gameVersion: number;
  /** Seats per match. */
  readonly seats: number;
  /** The game options of every match. */
  readonly options: Readonly<Record<string, unknown>>;
  /** The bot spec of each lineup position (rotated one seat per game). */
  readonly lineup: readonly string[];
  /** The tournament's seed. */
  readonly seed: string;
  /** How moves are written: `'actions'` (the game's action integers) or `'json'` (move objects). */
  readonly moves: 'actions' | 'json';
  /** With `'actions'`: base64url digits per action. */
  readonly width?: number;
}

/**
 * One game of a records file, expanded.
 * @category Simulation
 */
export interface RecordedGame {
  /** The game's index in the tournament. */
  readonly index: number;
  /** The bot spec of each seat. */
  readonly bots: readonly string[];
  /** Per seat, the final score. */
  readonly score: readonly number[];
  /** The winning seats. */
  readonly winners: readonly Seat[];
  /** Whether the match was cut at the move limit. */
  readonly truncated: boolean;
  /** The full record: replays with `replay(game, record)` and `cardrules replay`. */
  readonly record: GameRecord;
}

/** How many base64url digits the actions of a game take. */
function widthOf(actionCount: number): number {
  let width = 1;
  while (64 ** width < actionCount) width++;
  return width;
}

/**
 * The header of a records file for a tournament.
 * @param game - the game
 * @param t - the tournament: seats, options, lineup, seed, and where the game comes from when not in the registry
 * @returns the header (the file's first line is its JSON)
 * @example
 * ```ts
 * const header = recordsHeader(coins, { seats: 3, options: {}, lineup: ['random', 'random', 'random'], seed: 's' });
 * header.moves; // 'actions'
 * ```
 * @category Simulation
 */
export function recordsHeader(
  game: AnyGame,
  t: {
    readonly seats: number;
    readonly options: Readonly<Record<string, unknown>>;
    readonly lineup: readonly string[];
    readonly seed: string;
    readonly source?: GameSource;
  },
): RecordsHeader {
  const encoding = game.encoding;
  return {
    format: 'cardrules-records',
    version: 1,
    game: game.id,
    ...(t.source ? { source: t.source } : {}),
    gameVersion: game.version,
    seats: t.seats,
    options: t.options,
    lineup: t.lineup,
    seed: t.seed,
    ...(encoding
      ? { moves: 'actions' as const, width: widthOf(encoding.actionCount) }
      : { moves: 'json' as const }),
  };
}

/**
 * Writes one game as a line of a records file (without the newline). Runs where the game was played (a worker).
 * @param header - the file's header
 * @param g - the game's index and outcome, and its moves as they were taken: action integers (a header of
 *   `'actions'`) or each move's JSON (a header of `'json'`)
 * @returns the JSON line
 * @internal
 */
export function encodeGameLine(
  header: RecordsHeader,
  g: {
    readonly index: number;
    readonly score: readonly number[];
    readonly winners: readonly number[];
    readonly truncated: boolean;
    readonly taken: readonly unknown[];
  },
): string {
  const head = `{"index":${g.index},"score":${JSON.stringify(g.score)},"winners":${JSON.stringify(g.winners)}${g.truncated ? ',"truncated":true' : ''}`;
  if (header.moves === 'json') return `${head},"moves":[${g.taken.join(',')}]}`;
  const width = header.width!;
  let text = '';
  if (width === 1) {
    for (const action of g.taken as readonly number[]) text += DIGITS[action]!;
  } else {
    for (const action of g.taken as readonly number[]) {
      for (let d = width - 1; d >= 0; d--) text += DIGITS[Math.floor(action / 64 ** d) % 64];
    }
  }
  return `${head},"actions":"${text}"}`;
}

function bad(message: string): SimError {
  return new SimError('NOT_RECORDS', message);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isIntArray = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));

/**
 * Checks the first line of a records file.
 * @param line - the line's text
 * @returns the header
 * @throws SimError (`NOT_RECORDS`) when it is not a records header
 * @example
 * ```ts
 * const header = parseRecordsHeader(readFileSync('games.jsonl', 'utf8').split('\n')[0]!);
 * header.game; // 'coins'
 * ```
 * @category Simulation
 */
export function parseRecordsHeader(line: string): RecordsHeader {
  let h: unknown;
  try {
    h = JSON.parse(line);
  } catch {
    throw bad('the first line is not JSON, so this is not a records file of `cardrules sim --out`');
  }
  if (!isObject(h) || h.format !== 'cardrules-records') {
    throw bad(
      'the first line is not a records header, so this is not a records file of `cardrules sim --out`',
    );
  }
  if (h.version !== 1)
    throw bad(`records format version ${JSON.stringify(h.version)} is not supported (1 is)`);
  const ok =
    typeof h.game === 'string' &&
    Number.isInteger(h.gameVersion) &&
    Number.isInteger(h.seats) &&
    (h.seats as number) > 0 &&
    isObject(h.options) &&
    Array.isArray(h.lineup) &&
    h.lineup.length === h.seats &&
    h.lineup.every((b) => typeof b === 'string') &&
    typeof h.seed === 'string' &&
    (h.moves === 'json' || (h.moves === 'actions' && Number.isInteger(h.width) && (h.width as number) >= 1));
  if (!ok) throw bad('the records header is damaged (a field is missing or of the wrong type)');
  return h as unknown as RecordsHeader;
}

/**
 * Expands lines of a records file into full records.
 * @param header - the file's header
 * @param game - the game the file is of
 * @returns a function that expands one game line (its `lineNumber` is used in error messages)
 * @throws SimError (`NOT_RECORDS`) when the game is not the header's
 * @example
 * ```ts
 * const [first, ...rest] = text.trim().split('\n');
 * const header = parseRecordsHeader(first!);
 * const decode = recordDecoder(header, getGame(header.game)!);
 * const games = rest.map((line, i) => decode(line, i + 2));
 * ```
 * @category Simulation
 */
export function recordDecoder(
  header: RecordsHeader,
  game: AnyGame,
): (line: string, lineNumber?: number) => RecordedGame {
  if (game.id !== header.game) throw bad(`the records are of '${header.game}', not of '${game.id}'`);
  if (header.moves === 'actions' && !game.encoding) {
    throw bad(`the records hold action integers but ${game.name} has no action encoding`);
  }
  const n = header.seats;
  const width = header.width ?? 1;
  return (line, lineNumber) => {
    const where = lineNumber === undefined ? 'a game line' : `line ${lineNumber}`;
    let g: unknown;
    try {
      g = JSON.parse(line);
    } catch {
      throw bad(`${where} is not JSON (a damaged or cut records file?)`);
    }
    if (!isObject(g) || !Number.isInteger(g.index) || (g.index as number) < 0) {
      throw bad(`${where} is not a game of a records file (no index)`);
    }
    const index = g.index as number;
    if (!isIntArray(g.score) || !isIntArray(g.winners))
      throw bad(`${where} (game ${index}) has no score or winners`);
    let moves: unknown[];
    if (header.moves === 'json') {
      if (!Array.isArray(g.moves)) throw bad(`${where} (game ${index}) has no moves`);
      moves = g.moves;
    } else {
      const text = g.actions;
      if (typeof text !== 'string' || text.length % width !== 0) {
        throw bad(`${where} (game ${index}) has no actions of ${width} digit(s) each`);
      }
      const decode = game.encoding!.decodeMove;
      moves = new Array(text.length / width);
      for (let i = 0, k = 0; i < text.length; k++) {
        let action = 0;
        for (let d = 0; d < width; d++, i++) {
          const v = VALUE[text.charCodeAt(i)] ?? -1;
          if (v < 0) throw bad(`${where} (game ${index}): '${text[i]}' is not an action digit`);
          action = action * 64 + v;
        }
        const move = decode(action);
        if (move === null)
          throw bad(
            `${where} (game ${index}): move ${k + 1} is action ${action}, which ${game.name} does not have`,
          );
        moves[k] = move;
      }
    }
    return {
      index,
      bots: Array.from({ length: n }, (_, s) => header.lineup[(s + index) % n]!),
      score: g.score,
      winners: g.winners,
      truncated: g.truncated === true,
      record: {
        game: header.game,
        version: header.gameVersion,
        seats: n,
        seed: `${header.seed}:${Math.floor(index / n)}`,
        options: header.options,
        moves,
      },
    };
  };
}

/**
 * Reads a records file (plain or `.gz`) game by game, without holding more than one line in memory.
 * @param path - the file
 * @param resolve - finds the game of the header (default: the registry, then the header's `source` module)
 * @returns the header, then an async iterable of its games
 * @throws SimError (`NOT_RECORDS`) for a file that is not a records file or a damaged line
 * @example
 * ```ts
 * const { header, games } = await readRecords('games.jsonl');
 * for await (const g of games) {
 *   const r = replay(getGame(header.game)!, g.record); // r.ok
 * }
 * ```
 * @category Simulation
 */
export async function readRecords(
  path: string,
  resolve?: (header: RecordsHeader) => Promise<AnyGame>,
): Promise<{
  /** The file's header line: the game, its version, seats, options and how moves are written. */
  readonly header: RecordsHeader;
  /** The game the header names. */
  readonly game: AnyGame;
  /** The recorded games, read one line at a time. */
  readonly games: AsyncIterable<RecordedGame>;
}> {
  const lines = await openLines(path);
  const first = await lines.next();
  if (first.done) {
    lines.close();
    throw bad(`${path} is empty, so it is not a records file`);
  }
  let header: RecordsHeader;
  let game: AnyGame;
  try {
    header = parseRecordsHeader(first.value);
    game = resolve ? await resolve(header) : await gameOfHeader(header);
  } catch (e) {
    lines.close();
    throw e;
  }
  const decode = recordDecoder(header, game);
  async function* games(): AsyncGenerator<RecordedGame> {
    let lineNumber = 1;
    try {
      for (;;) {
        const next = await lines.next();
        if (next.done) return;
        lineNumber++;
        if (next.value.trim() === '') continue;
        yield decode(next.value, lineNumber);
      }
    } finally {
      lines.close();
    }
  }
  return { header, game, games: games() };
}

/**
 * The lines of a (possibly gzipped) file, one by one.
 * @internal
 */
export async function openLines(path: string): Promise<AsyncIterator<string> & { close(): void }> {
  const file = createReadStream(path);
  await new Promise<void>((resolve, reject) => {
    file.once('readable', resolve);
    file.once('error', reject);
  });
  const magic = file.read(2) as Buffer | null;
  if (magic) file.unshift(magic);
  const gzipped = magic !== null && magic[0] === 0x1f && magic[1] === 0x8b;
  const input = gzipped ? file.pipe(createGunzip()) : file;
  const rl = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const it = rl[Symbol.asyncIterator]();
  return {
    next: () => it.next(),
    close: () => {
      rl.close();
      file.destroy();
    },
  };
}

/** The game a header names: the registry's, or the export of its source module. */
async function gameOfHeader(header: RecordsHeader): Promise<AnyGame> {
  return resolveGame(header.source ?? header.game);
}
