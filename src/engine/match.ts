/**
 * One open match of the engine: a simulator on the fast path, the moves since the deal (for its record), the bots
 * that play some of its seats, and the seeds of its deals.
 * @module
 */

import { type Bot, botFromSpec, botSupports, resolveLevel } from '../bots/index.js';
import { viewForBot } from '../bots/view.js';
import { inActionOrder } from '../core/encoding.js';
import { type ActionEncoding, type AnyGame, Rng, type Seat, type Seed } from '../core/index.js';
import { cloneJson } from '../core/json.js';
import type { GameRecord } from '../core/record.js';
import { randomSeed } from '../core/rng.js';
import { createSimulatorFromSetup, type Simulator } from '../core/simulator.js';
import { EngineFailure, type EngineIssue, type EngineLimits, fail } from './protocol.js';

/** A move made in a request: by whom, which, and its action integer (`null` when the game has no encoding). */
export interface Played {
  /** The seat that moved. */
  readonly seat: Seat;
  /** The move. */
  readonly move: unknown;
  /** Its action integer. */
  readonly action: number | null;
}

/**
 * Makes a bot from its spec for a game, or ends the request with `BAD_BOT` / `UNSUPPORTED_BOT`.
 * @param spec - `random`, `heuristic`, `ismcts:N`, …
 * @param game - the game
 * @param path - the request field the spec came from
 * @returns a fresh bot
 * @internal
 */
export function makeBot(spec: string, game: AnyGame, path: string): Bot {
  if (spec.length > 200) fail('BAD_BOT', 'a bot spec has at most 200 characters', path);
  let bot: Bot;
  try {
    bot = botFromSpec(spec, game);
  } catch (e) {
    return fail('BAD_BOT', e instanceof Error ? e.message : 'not a bot spec', path);
  }
  if (!botSupports(spec, game)) fail('UNSUPPORTED_BOT', `the bot '${spec}' cannot play ${game.name}`, path);
  return bot;
}

/**
 * Refuses (`BAD_BOT`) a bot spec whose budget per decision exceeds the engine's limits: more search iterations than
 * `maxBotIterations` or a longer time than `maxBotMs`, so no request can occupy the engine indefinitely.
 * @param spec - `ismcts:N`, `ismcts:ms=N`, …
 * @param limits - the engine's limits
 * @param path - the request field the spec came from
 * @internal
 */
export function checkBotBudget(
  spec: string,
  limits: Pick<EngineLimits, 'maxBotIterations' | 'maxBotMs'>,
  path: string,
): void {
  const [name, ...parts] = resolveLevel(spec).trim().split(':');
  if (name !== 'ismcts') return;
  for (const part of parts) {
    const [key, value] = part.includes('=') ? part.split('=') : ['iterations', part];
    const n = Number(value);
    if ((key === 'iterations' || key === 'it') && n > limits.maxBotIterations) {
      fail(
        'BAD_BOT',
        `a bot may search at most ${limits.maxBotIterations} iterations per decision ('${spec}')`,
        path,
      );
    }
    if (key === 'ms' && n > limits.maxBotMs) {
      fail('BAD_BOT', `a bot may think at most ${limits.maxBotMs} ms per decision ('${spec}')`, path);
    }
  }
}

/**
 * Asks a bot for a move: it sees a copy of its seat's view and the legal moves, never the state.
 * @param game - the game
 * @param sim - the match
 * @param bot - the bot
 * @param rng - its stream
 * @returns one of the legal moves
 * @internal
 */
export function askBot(game: AnyGame, sim: Simulator<unknown, unknown>, bot: Bot, rng: Rng): unknown {
  const seat = sim.toAct()!;
  const legal = sim.legalMoves();
  const answer = bot(
    viewForBot(bot, () => sim.view(seat)),
    legal,
    rng,
    seat,
  );
  if (answer instanceof Promise)
    throw new Error('a bot answered asynchronously; the engine takes synchronous bots');
  if (legal.includes(answer)) return answer;
  const key = game.moveKey(answer);
  const found = legal.find((m) => game.moveKey(m) === key);
  if (found === undefined) throw new Error(`the bot of seat ${seat} chose a move that is not legal`);
  return found;
}

/**
 * An open match.
 * @internal
 */
export class Match {
  /** The handle clients use. */
  readonly id: number;
  /** The game. */
  readonly game: AnyGame;
  /** How many seats. */
  readonly seats: number;
  /** The options as given (the record keeps them). */
  readonly options: Readonly<Record<string, unknown>>;
  /**
   * The seed of the first deal of the match's stream of deals (its first deal, or the seed last given to `reset`);
   * `null` for a match loaded from a saved state.
   */
  baseSeed: Seed | null;
  /** The seed of the current deal; `null` for a match loaded from a saved state. */
  dealSeed: Seed | null;
  /** How many deals of the current stream were made (1 after `start`, or after `reset` with a seed). */
  deals = 1;
  /** The match, on the fast path. */
  sim: Simulator<unknown, unknown>;
  /** Every move since the deal; `null` for a match loaded from a saved state (it has no record). */
  moves: unknown[] | null;
  /** Per seat, the spec of the bot that plays it automatically, or `null` for a seat the client plays. */
  readonly autoSpecs: readonly (string | null)[] | null;
  private autoBots: (Bot | null)[] | null = null;
  /** Bots asked through the `bot` command, by spec, made fresh for each deal. */
  private readonly asked = new Map<string, Bot>();
  /** The seed of this deal's bot streams. */
  private streamSeed: Seed = 0;
  /** Per seat, the stream of that seat's bots in this deal, made when a bot first plays it (most deals have none). */
  private readonly streams: (Rng | undefined)[] = [];
  /** The legal actions of the current position, once enumerated. */
  private readonly legal: Int32Array | null;
  private legalCount = -1;

  /**
   * @param id - the handle
   * @param game - the game
   * @param seats - the seats
   * @param options - the options as given
   * @param seed - the seed of the deal, or `null` when `sim` holds a loaded state
   * @param sim - the match
   * @param moves - the moves that led from the deal to `sim` (for a replayed record), or `null`
   * @param autoSpecs - per seat, a bot spec or `null`
   */
  constructor(
    id: number,
    game: AnyGame,
    seats: number,
    options: Readonly<Record<string, unknown>>,
    seed: Seed | null,
    sim: Simulator<unknown, unknown>,
    moves: unknown[] | null,
    autoSpecs: readonly (string | null)[] | null,
  ) {
    this.id = id;
    this.game = game;
    this.seats = seats;
    this.options = options;
    this.baseSeed = seed;
    this.dealSeed = seed;
    this.sim = sim;
    this.moves = moves;
    this.autoSpecs = autoSpecs;
    this.legal = game.encoding ? new Int32Array(game.encoding.actionCount) : null;
    this.freshBots();
  }

  /** The seed of deal `k` (0 for the first) of a match whose first deal is `base`. */
  static dealSeedOf(base: Seed, k: number): Seed {
    return k === 0 ? base : `${String(base)}:${k}`;
  }

  /**
   * Deals again: from the next seed of the match's stream, or from `seed`, which then starts a new stream (the deals
   * after it are `"<seed>:1"`, `"<seed>:2"`, …).
   * @param seed - the seed of the new deal
   * @returns the seed used
   */
  redeal(seed?: Seed): Seed {
    const next =
      seed ?? (this.baseSeed === null ? randomSeed() : Match.dealSeedOf(this.baseSeed, this.deals));
    this.sim.deal(next);
    if (seed === undefined) this.deals++;
    else {
      this.baseSeed = seed;
      this.deals = 1;
    }
    this.dealSeed = next;
    this.moves = [];
    this.legalCount = -1;
    this.freshBots();
    return next;
  }

  private freshBots(): void {
    this.streamSeed = this.dealSeed ?? randomSeed();
    this.streams.length = 0;
    if (this.asked.size > 0) this.asked.clear();
    this.autoBots = this.autoSpecs
      ? this.autoSpecs.map((spec, s) => (spec === null ? null : makeBot(spec, this.game, `bots.${s}`)))
      : null;
  }

  /** The game's encoding, or `NO_ENCODING`. */
  encoding(): ActionEncoding<unknown, unknown> {
    const enc = this.game.encoding;
    if (enc === undefined) return fail('NO_ENCODING', `${this.game.name} has no action encoding`);
    return enc;
  }

  /**
   * What a seat (or a spectator) sees now. The game's own view of the simulator's state, not a copy: read it (or
   * serialize it) before the next move, never hand it to code that could keep or change it.
   * @param seat - a seat of the match, or `null`
   */
  viewOf(seat: Seat | null): unknown {
    return this.sim.view(seat);
  }

  /** Whether the match is over. */
  get over(): boolean {
    return this.sim.isOver();
  }

  /**
   * The legal actions of the position (shared buffer: read the first `count` entries before the next move).
   * @returns the buffer and how many entries are legal actions
   */
  legalActions(): { readonly actions: Int32Array; readonly count: number } {
    const buffer = this.legal;
    if (buffer === null) return fail('NO_ENCODING', `${this.game.name} has no action encoding`);
    if (this.legalCount < 0) this.legalCount = this.sim.legalActionsInto(buffer);
    return { actions: buffer, count: this.legalCount };
  }

  /**
   * The legal actions as the protocol lists them: ascending (the order of the rules' enumeration is the game's own,
   * and may follow how its state keeps cards).
   * @returns a new array of the legal actions, ascending
   */
  listedActions(): number[] {
    const { actions, count } = this.legalActions();
    return Array.from(actions.subarray(0, count)).sort((a, b) => a - b);
  }

  /**
   * The legal moves as the protocol lists them: in the order of their actions (ascending) when the game has an
   * encoding, so that `legalMoves[i]` is the move of `legalActions[i]`; else in the rules' order.
   * @returns the legal moves
   */
  listedMoves(): readonly unknown[] {
    return inActionOrder(this.game, this.sim.legalMoves());
  }

  /**
   * Applies a legal move (checked by the caller) on the fast path.
   * @param move - one of the legal moves
   */
  apply(move: unknown): void {
    this.sim.apply(move);
    this.moves?.push(move);
    this.legalCount = -1;
  }

  /**
   * Applies a legal move through the immutable path and returns its events.
   * @param move - one of the legal moves
   * @returns the events, unredacted
   */
  applyWithEvents(move: unknown): readonly unknown[] {
    const step = this.game.applyMoveWithEvents(this.sim.state, move);
    this.sim.reset(step.state);
    this.moves?.push(move);
    this.legalCount = -1;
    return step.events;
  }

  /** The stream of a seat's bots in this deal. */
  private streamOf(seat: Seat): Rng {
    let rng = this.streams[seat];
    if (rng === undefined) {
      rng = Rng.fromSeed(`${String(this.streamSeed)}:bot:${seat}`);
      this.streams[seat] = rng;
    }
    return rng;
  }

  /** The seat to act, when a bot of the match plays it; its bot. */
  private autoBot(): Bot | null {
    const seat = this.sim.toAct();
    return seat === null || this.autoBots === null ? null : (this.autoBots[seat] ?? null);
  }

  /**
   * Lets the match's own bots play until a client's seat is to act or the match is over.
   * @param maxMoves - a cut, in case bots never end a match
   * @param events - where to put the moves' events (the moves then take the immutable path), or `null`
   * @returns the moves made
   */
  playBots(maxMoves: number, events: unknown[] | null): Played[] {
    const played: Played[] = [];
    for (let bot = this.autoBot(); bot !== null && played.length < maxMoves; bot = this.autoBot()) {
      const seat = this.sim.toAct()!;
      const move = askBot(this.game, this.sim, bot, this.streamOf(seat));
      played.push({ seat, move, action: this.game.encoding ? this.game.encoding.encodeMove(move) : null });
      if (events === null) this.apply(move);
      else events.push(...this.applyWithEvents(move));
    }
    return played;
  }

  /**
   * The move a bot would make for the seat to act.
   * @param spec - the bot's spec
   * @param seed - a seed for a one-off stream; otherwise the seat's stream of this deal
   * @returns the move
   */
  botMove(spec: string, seed: Seed | undefined): unknown {
    let bot = this.asked.get(spec);
    if (bot === undefined) {
      bot = makeBot(spec, this.game, 'bot');
      this.asked.set(spec, bot);
    }
    const seat = this.sim.toAct()!;
    const rng = seed === undefined ? this.streamOf(seat) : Rng.fromSeed(seed);
    return askBot(this.game, this.sim, bot, rng);
  }

  /** The record of the current deal, or `null` for a match loaded from a saved state. */
  record(): GameRecord | null {
    if (this.moves === null || this.dealSeed === null) return null;
    return {
      game: this.game.id,
      version: this.game.version,
      seats: this.seats,
      seed: this.dealSeed,
      options: this.options,
      moves: this.moves.map((m) => cloneJson(m)),
    };
  }
}

/**
 * Deals a new match on the fast path; bad seats or options end the request with `BAD_OPTIONS`.
 * @param game - the game
 * @param seats - the seats
 * @param options - the options as given
 * @param seed - the seed
 * @returns the simulator
 * @internal
 */
export function dealMatch(
  game: AnyGame,
  seats: number,
  options: Readonly<Record<string, unknown>>,
  seed: Seed,
): Simulator<unknown, unknown> {
  try {
    return createSimulatorFromSetup(game, { ...options, seats, seed });
  } catch (e) {
    const issues = (e as { issues?: unknown }).issues;
    throw stateFailure(
      'BAD_OPTIONS',
      e instanceof Error ? e.message : 'cannot set up this match',
      Array.isArray(issues) ? issues : [],
    );
  }
}

/**
 * A failure about options, a record or a state, with every issue found.
 * @param code - the code
 * @param message - a sentence for people
 * @param issues - the issues
 * @returns the failure to throw
 * @internal
 */
export function stateFailure(code: string, message: string, issues: readonly EngineIssue[]): EngineFailure {
  return new EngineFailure({
    kind: 'state',
    code,
    rule: null,
    message,
    issues: issues.map((i) => ({ path: String(i.path), message: String(i.message) })),
  });
}
