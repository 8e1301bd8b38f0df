/**
 * Learning interfaces over any game with an `encoding`: legal-action masks and an agent–environment-cycle (AEC)
 * environment in the style of PettingZoo. Browser-safe; no Node built-ins.
 * @module
 */
import type { ActionEncoding } from './definition.js';
import type { AnyGame } from './game.js';
import { writeObservation } from './internal/observe.js';
import { rulesOf } from './internal/rules.js';
import { isIntIn } from './json.js';
import { Rng, randomSeed, type Seed } from './rng.js';
import type { Seat } from './seats.js';
import { createSimulator, type Simulator } from './simulator.js';

/**
 * The game's encoding, or a clear error when the game has none.
 * @param game - any game
 * @returns its {@link ActionEncoding}
 * @throws TypeError when the game defines no encoding
 * @category Encoding
 */
export function encodingOf(game: AnyGame): ActionEncoding<unknown, unknown> {
  const enc = game.encoding;
  if (!enc) throw new TypeError(`encodingOf: the game '${game.id}' defines no encoding`);
  return enc;
}

/**
 * The legal-action mask of a state: `mask[a] === 1` exactly when action `a` decodes to a legal move of the seat
 * to act. All zeros when the match is over.
 *
 * @param game - a game with an encoding
 * @param state - any state of the game
 * @param out - a buffer of length `actionCount` to fill (reused, no allocation); a new one when omitted
 * @returns the mask (`out` when given)
 * @example
 * ```ts
 * const mask = legalActionMask(coins, state);
 * mask.reduce((a, b) => a + b, 0) === coins.legalMoves(state).length; // true
 * ```
 * @category Encoding
 */
export function legalActionMask(game: AnyGame, state: unknown, out?: Uint8Array): Uint8Array {
  const enc = encodingOf(game);
  const mask = out ?? new Uint8Array(enc.actionCount);
  if (mask.length !== enc.actionCount) {
    throw new RangeError(
      `legalActionMask: the buffer has length ${mask.length}, expected ${enc.actionCount}`,
    );
  }
  mask.fill(0);
  for (const move of game.legalMoves(state)) mask[enc.encodeMove(move)] = 1;
  return mask;
}

/**
 * The legal moves of a state as action integers, in the order of `legalMoves`.
 * @param game - a game with an encoding
 * @param state - any state of the game
 * @returns the actions
 * @category Encoding
 */
export function legalActions(game: AnyGame, state: unknown): number[] {
  const enc = encodingOf(game);
  return game.legalMoves(state).map((m) => enc.encodeMove(m));
}

/**
 * Moves in the order of their action numbers: a fixed order, the same in every state, that does not depend on how a
 * game's state keeps its cards (the order of `legalMoves` is the rules' own). The command line, the playground and
 * the engine protocol list legal moves this way; a UI can too.
 *
 * @param game - the game
 * @param moves - moves of the game, such as `legalMoves(state)`
 * @returns a new array of the same moves, by ascending action number (the same order when the game has no encoding)
 * @example
 * ```ts
 * inActionOrder(coins, coins.legalMoves(state)).map((m) => coins.formatMove(m)); // Cups first, each suit from its 2 up
 * ```
 * @category Encoding
 */
export function inActionOrder<M>(game: AnyGame, moves: readonly M[]): M[] {
  const encoding = game.encoding;
  if (!encoding) return [...moves];
  return moves
    .map((move) => ({ move, action: encoding.encodeMove(move) }))
    .sort((a, b) => a.action - b.action)
    .map((x) => x.move);
}

/**
 * What a seat (or a spectator, `null`) observes in a state, written into `out` from `offset` on: exactly
 * `encoding.observe(game.view(state, seat))`, in `encoding.observationSize` numbers (every one written; nothing else
 * of `out` changes). Games with an `observeInto` hook write it straight from the state, with no view and no
 * allocation (the conformance kit checks that it equals the view's observation); others go through the view.
 *
 * @param game - a game with an encoding
 * @param state - any state of the game
 * @param seat - a seat, or `null` for a spectator
 * @param out - where to write; at least `offset + observationSize` long
 * @param offset - where the observation starts in `out` @defaultValue 0
 * @returns `out`
 * @throws TypeError when the game has no encoding; RangeError for a seat out of range or an observation that does
 *   not fit in `out`
 * @example
 * ```ts
 * const size = coins.encoding!.observationSize;
 * const batch = new Float32Array(states.length * size); // one row per state
 * states.forEach((state, i) => observeInto(coins, state, coins.toAct(state), batch, i * size));
 * ```
 * @category Encoding
 */
export function observeInto(
  game: AnyGame,
  state: unknown,
  seat: Seat | null,
  out: Float32Array,
  offset = 0,
): Float32Array {
  encodingOf(game);
  const seats = (state as { seats?: unknown } | null)?.seats;
  if (seat !== null && !(typeof seats === 'number' && isIntIn(seat, 0, seats - 1))) {
    throw new RangeError(`observeInto: seat ${String(seat)} out of range 0..${String(Number(seats) - 1)}`);
  }
  writeObservation(rulesOf(game), state, seat, out, offset);
  return out;
}

/**
 * What {@link Env.last} returns: what the selected seat observes now.
 * @category Encoding
 */
export interface EnvStep {
  /** The selected seat's view, encoded (length `observationSize`). */
  readonly observation: Float32Array;
  /** The legal-action mask of the selected seat (all zeros once the match is over). */
  readonly mask: Uint8Array;
  /** The reward the selected seat received since it last acted. */
  readonly reward: number;
  /** Whether the match is over. */
  readonly termination: boolean;
  /** Whether the match was cut short by `maxMoves`. */
  readonly truncation: boolean;
  /** The seat this is about. */
  readonly seat: Seat;
}

/**
 * An agent–environment cycle over one game, the way PettingZoo's AEC API works: iterate `agents()`, read `last()`,
 * `step(action)`. Once the match ends every seat is yielded once more with `termination: true`, to read its final
 * reward; `step(null)` (or any call to `step`) retires it.
 * @category Encoding
 */
export interface Env {
  /** The game. */
  readonly game: AnyGame;
  /** How many actions there are. */
  readonly actionCount: number;
  /** The length of every observation. */
  readonly observationSize: number;
  /** The current full state (for logging; an agent should only use `last()`). */
  readonly state: unknown;
  /** The seat selected now, or `null` when every seat has been retired. */
  readonly agentSelection: Seat | null;
  /** Per seat, the reward accumulated since it last acted. */
  readonly rewards: readonly number[];
  /** Yields the selected seat until the match is over and every seat has seen its final reward. */
  agents(): IterableIterator<Seat>;
  /** What the selected seat observes. */
  last(): EnvStep;
  /**
   * Applies the selected seat's action (an integer whose mask bit is 1), or retires a seat after the match is over
   * (pass `null`).
   * @throws RangeError for an illegal action
   */
  step(action: number | null): void;
  /**
   * Deals a new match.
   * @param seed - a seed for the new deal; the next seed of the environment's stream when omitted
   */
  reset(seed?: Seed): void;
}

/**
 * Options of {@link createEnv}.
 * @category Encoding
 */
export interface EnvOptions {
  /**
   * `'win'`: at the end, each winner gets `1 / winners` and every other seat 0; `'score'`: each seat's reward is the
   * change of its score. @defaultValue 'win'
   */
  readonly reward?: 'win' | 'score';
  /** Truncate a match after this many moves. @defaultValue 100000 */
  readonly maxMoves?: number;
}

/**
 * Creates an AEC environment for a game with an encoding. It runs the rules on the fast path (its own mutable
 * state), and observations are those of views (written straight from the state by a game's `observeInto` hook,
 * which the conformance kit holds to the view's observation), so an agent sees only what its seat may see.
 *
 * @param game - a game with an `encoding`
 * @param setup - seats, options and an optional seed (a random seed when omitted)
 * @param options - see {@link EnvOptions}
 * @example
 * ```ts
 * const env = createEnv(coins, { seats: 3, seed: 1 });
 * for (const seat of env.agents()) {
 *   const { observation, mask, termination } = env.last();
 *   if (termination) { env.step(null); continue; }
 *   env.step(mask.indexOf(1)); // a policy goes here
 * }
 * ```
 * @category Encoding
 */
export function createEnv(
  game: AnyGame,
  setup: { readonly seats: number; readonly seed?: Seed; readonly [option: string]: unknown },
  options: EnvOptions = {},
): Env {
  const enc = encodingOf(game);
  const rewardKind = options.reward ?? 'win';
  const maxMoves = options.maxMoves ?? 100_000;
  const seats = setup.seats;
  const seeds = Rng.fromSeed(setup.seed ?? randomSeed());
  let sim: Simulator<unknown, unknown>;
  let moves = 0;
  let truncated = false;
  let retired: boolean[] = [];
  let lastScore: number[] = [];
  const rewards = new Array<number>(seats).fill(0);
  const mask = new Uint8Array(enc.actionCount);

  function deal(seed: Seed): void {
    // biome-ignore lint/suspicious/noExplicitAny: erased generic game
    sim = createSimulator(game, game.setup({ ...setup, seed } as any));
    moves = 0;
    truncated = false;
    retired = new Array<boolean>(seats).fill(false);
    lastScore = [...sim.score()];
    rewards.fill(0);
  }

  function over(): boolean {
    return truncated || sim.isOver();
  }

  function selection(): Seat | null {
    if (!over()) return sim.toAct();
    const seat = retired.indexOf(false);
    return seat === -1 ? null : seat;
  }

  function settle(): void {
    const score = sim.score();
    if (rewardKind === 'score') {
      for (let s = 0; s < seats; s++) {
        rewards[s]! += (score[s] ?? 0) - (lastScore[s] ?? 0);
        lastScore[s] = score[s] ?? 0;
      }
    } else if (over()) {
      const winners = sim.isOver() ? sim.winners() : [];
      for (const w of winners) rewards[w]! += 1 / winners.length;
    }
  }

  deal(setup.seed ?? seeds.nextUint32());

  const env: Env = {
    game,
    actionCount: enc.actionCount,
    observationSize: enc.observationSize,
    get state() {
      return sim.state;
    },
    get agentSelection() {
      return selection();
    },
    rewards,
    *agents() {
      let guard = 0;
      for (let seat = selection(); seat !== null; seat = selection()) {
        const terminal = over();
        yield seat;
        // A seat yielded after the end is retired even if the caller did not call step(null).
        if (terminal) retired[seat] = true;
        if (++guard > maxMoves + seats + 1) return;
      }
    },
    last() {
      const seat = selection();
      if (seat === null) throw new RangeError('Env.last: every seat has been retired; call reset()');
      const done = over();
      if (done) mask.fill(0);
      else legalActionMask(game, sim.state, mask);
      // A new array per call (the caller may keep it); the game's `observeInto` fills it without building a view.
      const observation = new Float32Array(enc.observationSize);
      sim.observeInto(seat, observation, 0);
      return {
        observation,
        mask: mask.slice(),
        reward: rewards[seat]!,
        termination: sim.isOver(),
        truncation: truncated,
        seat,
      };
    },
    step(action) {
      const seat = selection();
      if (seat === null) throw new RangeError('Env.step: every seat has been retired; call reset()');
      if (over()) {
        retired[seat] = true;
        return;
      }
      if (action === null) throw new RangeError('Env.step: null is only for retiring seats after the end');
      const move = Number.isInteger(action) ? enc.decodeMove(action) : null;
      const key = move === null ? null : game.moveKey(move);
      const legal = key === null ? undefined : sim.legalMoves().find((m) => game.moveKey(m) === key);
      if (legal === undefined)
        throw new RangeError(`Env.step: action ${action} is not legal for seat ${seat}`);
      rewards[seat] = 0;
      sim.apply(legal);
      moves++;
      if (moves >= maxMoves && !sim.isOver()) truncated = true;
      settle();
    },
    reset(seed) {
      deal(seed ?? seeds.nextUint32());
    },
  };
  return env;
}
