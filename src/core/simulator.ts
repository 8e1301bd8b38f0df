/**
 * The fast path: a game's own rule functions run on a private mutable copy of a state, without immer and without
 * validation. It reaches the same states as `applyMove`, byte for byte, for the same moves.
 *
 * Nothing here allocates per move: the rule context and its random stream are made once per simulator, the random
 * stream is reloaded in place from the state before each move, and the state's random words are written back in
 * place (only when the rules drew from it). What remains per move is what the game's own `legalMoves` and `apply`
 * allocate.
 * @module
 */

import type { Draft, GameDefinition, RuleContext } from './definition.js';
import type { GameEvent } from './events.js';
import type { BaseState, Game, SetupOptions } from './game.js';
import { dealState } from './internal/deal-state.js';
import { deepFreeze } from './internal/deep-freeze.js';
import { writeObservation } from './internal/observe.js';
import { rulesOf } from './internal/rules.js';
import { cloneJson } from './json.js';
import { Rng, type Seed, seedState } from './rng.js';
import type { Seat } from './seats.js';

const noop = (): void => {};

/** The simulator's `ctx.original`: its state is private and mutable, and nothing is drafted. */
const itself = <T>(value: T): T => value;

/**
 * The action buffer of every simulator's `playout` (grown to the largest `actionCount` met). One is enough: a
 * playout runs to its end without calling out to anything that could start another.
 */
let scratchActions = new Int32Array(64);

/**
 * A mutable playground for one game state.
 * @typeParam S - the state, M - the move
 * @category Simulator
 */
export interface Simulator<S, M> {
  /** The current state (private, mutable: read it, do not keep references across `apply`). */
  readonly state: S;
  /** Who must decide now, or `null` when over. */
  toAct(): Seat | null;
  /** The legal moves now (trusted: apply them without checks). */
  legalMoves(): readonly M[];
  /**
   * The legal moves now, written into `out` from index 0 (entries past the count are left as they are); returns how
   * many. Allocates nothing when the game has a `legalMovesInto` hook, or a `legalActionsInto` hook whose actions
   * decode to interned moves: the loop of choice for playouts.
   * @example
   * ```ts
   * const buffer: CoinsMove[] = [];
   * while (!sim.isOver()) sim.apply(buffer[rng.int(sim.legalMovesInto(buffer))]!);
   * ```
   */
  legalMovesInto(out: M[]): number;
  /**
   * The legal moves now as action integers of the game's encoding, written into `out` from index 0; returns how
   * many. Allocates nothing when the game has a `legalActionsInto` hook.
   * @throws TypeError when the game has no encoding
   * @example
   * ```ts
   * const actions = new Int32Array(coins.encoding!.actionCount);
   * const n = sim.legalActionsInto(actions);
   * ```
   */
  legalActionsInto(out: Int32Array): number;
  /** Applies a move that came from `legalMoves`, in place, without validation. */
  apply(move: M): void;
  /**
   * What a seat (or a spectator, `null`) sees now: the game's view of the simulator's state, without a copy. It may
   * share arrays with the private state: read it (or serialize it) before the next `apply`, and never hand it to code
   * that could keep or change it (copy it with `cloneJson` for that). `game.view(sim.state, seat)` is the safe,
   * copying form.
   * @param seat - a seat, or `null`
   * @example
   * ```ts
   * const observation = coins.encoding!.observe(sim.view(sim.toAct()!));
   * ```
   */
  view(seat: Seat | null): unknown;
  /**
   * What a seat (or a spectator, `null`) observes now, written into `out` from `offset` on: exactly
   * `encoding.observe(view(seat))`, in `encoding.observationSize` numbers (every one written; nothing else of `out`
   * changes). Allocates nothing when the game has an `observeInto` hook; otherwise the view is built and observed.
   * @param seat - a seat of the match, or `null`
   * @param out - where to write; at least `offset + observationSize` long
   * @param offset - where the observation starts in `out` @defaultValue 0
   * @throws TypeError when the game has no encoding; RangeError when the observation does not fit in `out`
   * @example
   * ```ts
   * const size = coins.encoding!.observationSize;
   * const batch = new Float32Array(sims.length * size);
   * sims.forEach((sim, i) => sim.observeInto(sim.toAct(), batch, i * size));
   * ```
   */
  observeInto(seat: Seat | null, out: Float32Array, offset?: number): void;
  /** Whether the match is over. */
  isOver(): boolean;
  /** Per seat, the score so far. */
  score(): readonly number[];
  /** The winning seats (ties share); empty while the match is not over. */
  winners(): readonly Seat[];
  /** An independent copy of this simulator. */
  clone(): Simulator<S, M>;
  /** Replaces this simulator's state by a private copy of `state` (reuses the simulator, no new closures). */
  reset(state: S): void;
  /**
   * Replaces this simulator's state by a fresh deal of the same game, seats and options from `seed`: byte for byte
   * the state of `game.setup({ seats, ...options, seed })`, without building a new simulator or checking the
   * options again. The loop of choice for many seeded playouts.
   * @param seed - the seed of the new deal
   * @example
   * ```ts
   * const sim = createSimulatorFromSetup(coins, { seats: 3, seed: 0 });
   * for (let i = 0; i < 1000; i++) {
   *   sim.deal(i);
   *   sim.playout(rng);
   * }
   * ```
   */
  deal(seed: Seed): void;
  /**
   * Plays uniformly random legal moves until the match is over or `maxMoves` moves were made: at each step the
   * legal moves in `legalMoves` order and the one at `random.int(count)`. A game with a `randomStep` hook makes that
   * step in one call, with the same draws and the same states.
   * @returns the number of moves made
   */
  playout(rng: Rng, maxMoves?: number): number;
}

/** Options of {@link createSimulator}. @category Simulator */
export interface SimulatorOptions {
  /**
   * Take `state` as it is instead of copying it. Only for a state nobody else holds and that is not frozen (for
   * example one just returned by `hidden.sampleState`). @defaultValue false
   */
  readonly adopt?: boolean;
}

/**
 * Creates a simulator on a private copy of `state`.
 * @param game - the game
 * @param state - the start state (not changed unless `adopt` is set)
 * @param options - see {@link SimulatorOptions}
 * @example
 * ```ts
 * const sim = createSimulator(coins, coins.setup({ seats: 3, seed: 1 }));
 * sim.playout(Rng.fromSeed(2));
 * sim.score(); // final scores
 * ```
 * @category Simulator
 */
export function createSimulator<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  game: Game<S, M, V, O, E>,
  state: S,
  options: SimulatorOptions = {},
): Simulator<S, M> {
  return new FastSimulator(game, options.adopt === true ? state : cloneJson(state));
}

class FastSimulator<S extends BaseState<O>, M, V, O, E extends GameEvent> implements Simulator<S, M> {
  private own: S;
  private readonly game: Game<S, M, V, O, E>;
  private readonly def: GameDefinition<S, M, V, O, E>;
  private readonly rng: Rng;
  private readonly ctx: RuleContext<E>;
  /** The reused move buffer of `playout`. */
  private readonly buffer: M[] = [];

  constructor(game: Game<S, M, V, O, E>, own: S) {
    this.game = game;
    this.def = rulesOf(game);
    this.own = own;
    this.rng = new Rng(own.rng);
    this.ctx = { rng: this.rng, emit: noop, recording: false, original: itself };
  }

  get state(): S {
    return this.own;
  }

  toAct(): Seat | null {
    return this.def.toAct(this.own);
  }

  legalMoves(): readonly M[] {
    const def = this.def;
    return def.toAct(this.own) === null ? [] : def.legalMoves(this.own);
  }

  legalMovesInto(out: M[]): number {
    const def = this.def;
    if (def.toAct(this.own) === null) return 0;
    if (def.legalMovesInto) return def.legalMovesInto(this.own, out);
    const encoding = def.encoding;
    if (def.legalActionsInto !== undefined && encoding !== undefined) {
      // The legal actions, decoded: `decodeMove` is a table lookup of interned moves where a game has them.
      if (scratchActions.length < encoding.actionCount) scratchActions = new Int32Array(encoding.actionCount);
      const count = def.legalActionsInto(this.own, scratchActions);
      for (let i = 0; i < count; i++) out[i] = encoding.decodeMove(scratchActions[i]!)!;
      return count;
    }
    const moves = def.legalMoves(this.own);
    for (let i = 0; i < moves.length; i++) out[i] = moves[i]!;
    return moves.length;
  }

  legalActionsInto(out: Int32Array): number {
    const def = this.def;
    const encoding = def.encoding;
    if (encoding === undefined) throw new TypeError(`the game '${def.id}' has no encoding`);
    if (def.toAct(this.own) === null) return 0;
    if (def.legalActionsInto) return def.legalActionsInto(this.own, out);
    const moves = def.legalMoves(this.own);
    for (let i = 0; i < moves.length; i++) out[i] = encoding.encodeMove(moves[i]!);
    return moves.length;
  }

  apply(move: M): void {
    this.rng.load(this.own.rng);
    this.step(move);
  }

  /**
   * Applies a trusted move with the stream already loaded from the state (as it stays between moves of a playout),
   * and writes the stream's words back in place when the rules drew from it (the state is private and its rng array
   * is never shared).
   */
  private step(move: M): void {
    const rng = this.rng;
    rng.draws = 0;
    this.def.apply(this.own as Draft<S>, move, this.ctx);
    if (rng.draws > 0) this.storeRng();
  }

  /** Writes the stream's words back into the state's rng array, in place. */
  private storeRng(): void {
    const words = this.own.rng as unknown as number[];
    const next = this.rng.state();
    words[0] = next[0];
    words[1] = next[1];
    words[2] = next[2];
    words[3] = next[3];
  }

  view(seat: Seat | null): unknown {
    return this.def.view(this.own, seat);
  }

  observeInto(seat: Seat | null, out: Float32Array, offset = 0): void {
    writeObservation(this.def, this.own, seat, out, offset);
  }

  isOver(): boolean {
    return this.def.toAct(this.own) === null;
  }

  score(): readonly number[] {
    return this.def.score(this.own);
  }

  winners(): readonly Seat[] {
    const def = this.def;
    return def.toAct(this.own) === null ? def.winners(this.own) : [];
  }

  clone(): Simulator<S, M> {
    return new FastSimulator(this.game, cloneJson(this.own));
  }

  reset(state: S): void {
    this.own = cloneJson(state);
  }

  deal(seed: Seed): void {
    const own = this.own;
    // The options are shared by every later deal of this simulator: frozen, so no rule can change them for the next.
    deepFreeze(own.options);
    this.own = dealState(this.def, own.seats, own.options, seedState(seed));
  }

  playout(random: Rng, maxMoves = Number.POSITIVE_INFINITY): number {
    const def = this.def;
    const own = this.own;
    const encoding = def.encoding;
    // Loaded once: within a playout the stream and the state's words change together (see `step`).
    this.rng.load(own.rng);
    let n = 0;
    const randomStep = def.randomStep;
    if (randomStep !== undefined) {
      // The game's own random step: the same draws and the same state as the generic loops below, in one call.
      const rng = this.rng;
      const ctx = this.ctx;
      const state = own as Draft<S>;
      while (n < maxMoves && def.toAct(own) !== null) {
        rng.draws = 0;
        randomStep.call(def, state, random, ctx);
        if (rng.draws > 0) this.storeRng();
        n++;
      }
    } else if (def.legalActionsInto !== undefined && encoding !== undefined) {
      // Allocation-free on integers: legal actions into one shared typed array, the chosen one decoded to its
      // interned move.
      if (scratchActions.length < encoding.actionCount) scratchActions = new Int32Array(encoding.actionCount);
      const actions = scratchActions;
      while (n < maxMoves && def.toAct(own) !== null) {
        const count = def.legalActionsInto(own, actions);
        this.step(encoding.decodeMove(actions[random.int(count)]!)!);
        n++;
      }
    } else if (def.legalMovesInto !== undefined) {
      // Allocation-free on interned moves: enumerated into one reused buffer.
      const buffer = this.buffer;
      while (n < maxMoves && def.toAct(own) !== null) {
        const count = def.legalMovesInto(own, buffer);
        this.step(buffer[random.int(count)]!);
        n++;
      }
    } else {
      while (n < maxMoves && def.toAct(own) !== null) {
        const moves = def.legalMoves(own);
        this.step(moves[random.int(moves.length)]!);
        n++;
      }
    }
    return n;
  }
}

/**
 * Deals a match straight into a simulator: the same state as `game.setup(setup)`, byte for byte, without freezing
 * it and copying it again (for playouts that start from a fresh deal, where setup is a noticeable share of the time).
 * Bad options or seats throw exactly as `game.setup` does.
 *
 * @param game - the game
 * @param setup - seats, seed and options, as for `game.setup`
 * @returns a simulator on the new match
 * @example
 * ```ts
 * const sim = createSimulatorFromSetup(coins, { seats: 3, seed: 'deal-1' });
 * ```
 * @category Simulator
 */
export function createSimulatorFromSetup<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  game: Game<S, M, V, O, E>,
  setup: SetupOptions<O>,
): Simulator<S, M> {
  const def = rulesOf(game);
  const { seats, seed, ...rest } = setup as SetupOptions<O> & Record<string, unknown>;
  const fast =
    typeof seats === 'number' && Number.isInteger(seats) && seats >= def.seats.min && seats <= def.seats.max;
  const normalized = fast && seed !== undefined ? def.options.normalize(rest, seats) : null;
  if (!normalized?.ok || seed === undefined)
    return createSimulator(game, game.setup(setup), { adopt: false });
  // Not copied: a game's `setup` returns new containers on every call (tests check that two deals share nothing).
  return new FastSimulator(game, dealState(def, seats, normalized.value, seedState(seed)));
}

/**
 * What {@link randomPlayouts} measured.
 * @category Simulator
 */
export interface PlayoutStats {
  /** Matches played to the end (or to `maxMoves`). */
  readonly games: number;
  /** Moves applied in all. */
  readonly moves: number;
  /** Per seat, the sum of final scores. */
  readonly scoreSums: readonly number[];
  /** Per seat, how many matches that seat won (ties count for every winner). */
  readonly wins: readonly number[];
}

/**
 * Plays `games` seeded matches of uniformly random legal moves on the fast path, in one call.
 * Match `i` is dealt from the seed `` `${seed}:${i}` `` and its moves are drawn from a stream forked from it, so any
 * range of matches can be replayed on its own.
 *
 * @param game - the game
 * @param setup - seats and options (a `seed` here is ignored: each match gets its own)
 * @param games - how many matches
 * @param seed - the seed of the whole run
 * @param maxMoves - stop a match after this many moves @defaultValue 1e6
 * @example
 * ```ts
 * const stats = randomPlayouts(coins, { seats: 3 }, 1000, 'exp-1');
 * stats.moves / stats.games; // mean match length
 * ```
 * @category Simulator
 */
export function randomPlayouts<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  game: Game<S, M, V, O, E>,
  setup: SetupOptions<O>,
  games: number,
  seed: Seed,
  maxMoves = 1_000_000,
): PlayoutStats {
  let moves = 0;
  const scoreSums = new Array<number>(setup.seats).fill(0);
  const wins = new Array<number>(setup.seats).fill(0);
  let sim: Simulator<S, M> | null = null;
  for (let i = 0; i < games; i++) {
    const matchSeed = `${String(seed)}:${i}`;
    if (sim === null) sim = createSimulatorFromSetup(game, { ...setup, seed: matchSeed });
    else sim.deal(matchSeed);
    moves += sim.playout(Rng.fromSeed(`${matchSeed}:moves`), maxMoves);
    const score = sim.score();
    for (let s = 0; s < setup.seats; s++) scoreSums[s]! += score[s] ?? 0;
    for (const w of sim.winners()) wins[w]!++;
  }
  return { games, moves, scoreSums, wins };
}
