/**
 * The contract every game follows. A game supplies its rules once, as a {@link GameDefinition} of plain functions over
 * plain JSON data whose `apply` mutates a draft; {@link defineGame} turns it into the full {@link Game}, with an
 * immutable, immer-backed `applyMove`, a `validate` that never throws, `loadState` for untrusted saved states, and
 * the rest.
 * @module
 */
import { Immer } from 'immer';
import {
  CommonCodes,
  err,
  IllegalMoveError,
  InvalidStateError,
  ok,
  type Result,
  type RuleViolation,
  type StateError,
  type StateIssue,
  violation,
} from './errors.js';
import type { GameEvent } from './events.js';
import { redactEvents } from './events.js';
import { dealState } from './internal/deal-state.js';
import { deepFreeze } from './internal/deep-freeze.js';
import { attachRules } from './internal/rules.js';
import { canonicalJson, cloneJson, isIntIn, isPlainObject, plainDataOf } from './json.js';
import { isRngState, Rng, type RngState, randomSeed, type Seed, seedState } from './rng.js';
import type { Seat } from './seats.js';

/**
 * The fields every game state starts with. A game's state type extends it with its own fields.
 * @typeParam O - the game's options
 * @category Contract
 */
export interface BaseState<O> {
  /** The game's id (`'linko'`). */
  readonly game: string;
  /** The state format version; {@link Game.loadState} migrates or rejects other versions. */
  readonly version: number;
  /** How many seats play. */
  readonly seats: number;
  /** The options the match was set up with, defaults filled in. */
  readonly options: O;
  /** The random stream's state: every later shuffle and deal draws from it. Never shown in a view. */
  readonly rng: RngState;
  /**
   * `'position'` for a match built by the game's `fromPosition` (an arranged position, as in a rulebook's example or
   * a test) rather than dealt by `setup`; absent for a dealt match. The checks that tie a state to a real deal do not
   * apply to positions, so {@link Game.loadState} refuses positions unless asked to accept them.
   */
  readonly origin?: 'position';
}

/**
 * Options of {@link Game.loadState}.
 * @category Contract
 */
export interface LoadOptions {
  /**
   * Accept states built from arranged positions (`origin: 'position'`), which are checked less strictly than dealt
   * matches. Leave it off for states from people who may cheat: anyone can write `origin: 'position'` into a forged
   * state. @defaultValue false
   */
  readonly positions?: boolean;
}

/** The game's own fields of a state: everything but {@link BaseState}. @category Contract */
export type GameFields<S> = Omit<S, 'game' | 'version' | 'seats' | 'options' | 'rng'>;

/**
 * `T` with its own fields (or elements) writable, one level deep: what {@link RuleContext.edit} hands back, and the
 * root of the state that `apply` receives. Nested containers stay read-only until they too go through `edit`, so the
 * compiler points at every write that would skip copy-on-write.
 * @example
 * ```ts
 * const hands = (state.hands = ctx.edit(state.hands)); // Writable<readonly (readonly number[])[]>: (readonly number[])[]
 * const hand = (hands[seat] = ctx.edit(hands[seat]!)); // number[]
 * hand.push(card);
 * ```
 * @category Contract
 */
export type Writable<T> = T extends readonly (infer U)[] ? U[] : { -readonly [K in keyof T]: T[K] };

/**
 * What the rules get besides the draft when they apply a move.
 * @typeParam E - the game's event type
 * @category Contract
 */
export interface RuleContext<E> {
  /** The state's random stream; what the rules draw from it is written back into the state. */
  readonly rng: Rng;
  /** Reports something that happened, for UIs and logs. Events are data. */
  emit(event: E): void;
  /**
   * Whether anyone reads the events: `true` in `applyMoveWithEvents`, `false` in `applyMove` and on the simulator's
   * fast path, where a game may skip building event objects. It says nothing else: the state must come out the same
   * either way.
   */
  readonly recording: boolean;
  /**
   * A container of the state, ready to be changed in place. The rules store what it returns back where they read the
   * container from (`state.hands = ctx.edit(state.hands)`), then write into it.
   *
   * On the simulator's private copy it returns the container itself: no copy, no cost. On the immutable path
   * (`applyMove`) it returns a shallow copy the first time a move edits a container, and the same copy afterwards;
   * containers the move never edits stay shared with the state before the move, and core freezes what the move made.
   * A game never needs to know which path it is on.
   * @param container - an array or object of the state (or one the rules made during this move)
   * @returns a writable version of it
   * @example
   * ```ts
   * apply(state, move, ctx) {
   *   const hands = (state.hands = ctx.edit(state.hands));
   *   const hand = (hands[seat] = ctx.edit(hands[seat]!));
   *   hand.splice(hand.indexOf(move.card), 1);
   *   state.toPlay = (seat + 1) % 3; // the root itself is always writable
   * }
   * ```
   */
  edit<T extends object>(container: T): Writable<T>;
}

/**
 * What `setup` takes: the number of seats, an optional seed, and any of the game's options.
 * @category Contract
 */
export type SetupOptions<O> = SetupBase & { readonly [K in keyof O]?: O[K] };

/**
 * The options every game's `setup` takes.
 * @category Contract
 */
export interface SetupBase {
  /** How many seats play. */
  readonly seats: number;
  /** The seed of the deal; a cryptographically random one when omitted. */
  readonly seed?: Seed;
}

/**
 * Hooks that know where a game hides cards. Used by tests (views must not change when hidden cards move) and by
 * search bots (determinization).
 * @category Contract
 */
export interface HiddenInformation<S, V> {
  /**
   * A state that differs from `state` only in what `seat` cannot see: hidden cards permuted among the places hidden
   * from `seat`, and a fresh RNG state. Written from the state, without looking at the view.
   */
  shuffleHidden(state: S, seat: Seat | null, rng: Rng): S;
  /** A full state consistent with what `seat` sees in `view` (its view of the result equals `view`). */
  sampleState?(view: V, seat: Seat, rng: Rng): S;
}

/**
 * The smallest and largest number of seats a game allows.
 * @category Contract
 */
export interface SeatRange {
  /** The fewest seats. */
  readonly min: number;
  /** The most seats (a game may allow the top of the range only with an option). */
  readonly max: number;
}

/**
 * A decision rule that sees only what a seat may see: its view and the legal moves. Used by bots.
 * @category Contract
 */
export type Policy<V, M> = (view: V, legalMoves: readonly M[], rng: Rng) => M;

/**
 * A fixed integer action space and a fixed-length numeric observation, for machine learning.
 * The move encoding does not depend on the state: every move the game can ever make has one integer.
 * @category Contract
 */
export interface ActionEncoding<M, V> {
  /** How many actions there are: every move encodes to an integer in `[0, actionCount)`. */
  readonly actionCount: number;
  /** The integer of a move. */
  encodeMove(move: M): number;
  /** The move of an integer, or `null` when no move has that integer. */
  decodeMove(action: number): M | null;
  /** The length of every observation. */
  readonly observationSize: number;
  /** A view as numbers; the layout is documented by each game. */
  observe(view: V): Float32Array;
}

/**
 * A game's rules, written once. See `docs/architecture.md` for a walk-through.
 *
 * @typeParam S - the state (plain JSON data, extends {@link BaseState})
 * @typeParam M - the move union (plain JSON objects discriminated by `type`)
 * @typeParam V - the per-seat view
 * @typeParam O - the options
 * @typeParam E - the events
 * @category Contract
 */
export interface GameDefinition<S extends BaseState<O>, M, V, O, E extends GameEvent> {
  /** A short stable id, used in records and saved states (`'linko'`). */
  readonly id: string;
  /** The game's name for people. */
  readonly name: string;
  /** The state format version. */
  readonly version: number;
  /** How many seats the game allows. */
  readonly seats: SeatRange;
  /** Fills in defaults and checks options given from outside. Must not throw. */
  normalizeOptions(input: Readonly<Record<string, unknown>>, seats: number): Result<O, readonly StateIssue[]>;
  /** Deals the first position. Draws only from `rng`. */
  setup(seats: number, options: O, rng: Rng): GameFields<S>;
  /** Who must decide now, or `null` when the match is over. */
  toAct(state: S): Seat | null;
  /** Every legal move of {@link GameDefinition.toAct}, each once, in a stable order. Empty when over. */
  legalMoves(state: S): readonly M[];
  /**
   * Optional, for the fast path: writes the same moves as {@link GameDefinition.legalMoves}, in the same order, into
   * `out` from index 0 and returns how many there are. `out` is a buffer the simulator reuses from move to move (it
   * may be longer than the count; entries past the count are left as they are), so a game that returns interned move
   * objects can enumerate them without allocating. Only called while the match is on.
   * @example
   * ```ts
   * legalMovesInto(state, out) {
   *   const hand = state.hands[state.toPlay];
   *   for (let i = 0; i < hand.length; i++) out[i] = PLAY_MOVES[hand[i]];
   *   return hand.length;
   * }
   * ```
   */
  legalMovesInto?(state: S, out: M[]): number;
  /**
   * Optional, for the fast path, and preferred to {@link GameDefinition.legalMovesInto} when the game has an
   * {@link GameDefinition.encoding}: the same moves as `legalMoves`, in the same order, written into `out` as their
   * action integers (`encoding.encodeMove`), and how many there are. `out` has `encoding.actionCount` entries; the
   * simulator turns the chosen integer back into a move with `encoding.decodeMove`, which should then be a table
   * lookup of interned moves. Integers in a typed array are the cheapest enumeration there is: no object
   * references are written, so nothing allocates and the garbage collector has nothing to track.
   * @example
   * ```ts
   * legalActionsInto(state, out) {
   *   const hand = state.hands[state.toPlay];
   *   for (let i = 0; i < hand.length; i++) out[i] = hand[i]; // a card's action is its id
   *   return hand.length;
   * }
   * ```
   */
  legalActionsInto?(state: S, out: Int32Array): number;
  /** Checks the shape of a move from outside and returns it normalized. Must not throw. */
  parseMove(input: unknown): Result<M, RuleViolation>;
  /**
   * Explains why a well-formed move is not legal now (called only for moves not in `legalMoves`; legality itself
   * is decided by `legalMoves` alone).
   */
  explain?(state: S, move: M): RuleViolation | null;
  /** A key equal for equal moves; defaults to the canonical JSON of the move. */
  moveKey?(move: M): string;
  /**
   * Applies a legal move by changing `state` in place: its root fields are writable; nested containers are changed
   * through {@link RuleContext.edit}, which makes copy-on-write on the immutable path and costs nothing on the
   * simulator's private copy. One code path for both; a game never asks which one it is on.
   */
  apply(state: Writable<S>, move: M, ctx: RuleContext<E>): void;
  /**
   * Optional, for the fast path: applies a uniformly random legal move, chosen from `rng`, in one call. The
   * simulator's `playout` uses it instead of enumerating the legal moves and applying the one it picked.
   *
   * The contract: from the same state and the same `rng` state, the result is exactly that of the generic step
   * `apply(state, legalMoves(state)[rng.int(legalMoves(state).length)], ctx)`: the same state afterwards, and the
   * same draws from `rng` (so `rng` ends in the same state and every seeded playout is unchanged), and the same draws
   * from `ctx.rng` (the state's own stream, for deals and other chance). Write it by calling the same rule code as
   * `apply` (a shared function that both call), never a second copy of the rules; `checkConformance` checks the
   * contract on every step it plays. Only called while the match is on.
   * @param state - a state whose match is on (its root is writable; containers are changed through
   *   {@link RuleContext.edit})
   * @param rng - the stream the move is chosen from (not the state's own)
   * @param ctx - as for `apply`
   * @example
   * ```ts
   * randomStep(state, rng, ctx) {
   *   // the legal moves are the hand, in order: the drawn index is the generic loop's pick
   *   playAt(state, rng.int(state.hands[state.toPlay].length), ctx); // the same function `apply` calls
   * }
   * ```
   */
  randomStep?(state: Writable<S>, rng: Rng, ctx: RuleContext<E>): void;
  /**
   * Optional, for the fast path, with an {@link GameDefinition.encoding}: writes what `seat` (or a spectator, `null`)
   * observes straight from the state into `out`, from `offset` on, without building the view and without allocating.
   * The learning tools, the simulator and the engine call it for every observation they make in bulk; games without
   * it get the generic `encoding.observe(view(state, seat))`, copied into `out`.
   *
   * The contract: `out[offset + i]` equals `encoding.observe(view(state, seat))[i]` for every `i` below
   * `encoding.observationSize` (every one of them written, whatever `out` held before), and nothing else of `out`
   * changes; the state is only read. Read only what the view shows: a hook that reads the state directly could
   * show a card the view hides, so `checkConformance` compares it with the view's observation for every seat and
   * the spectator on every state it visits. Write the numbers in the same order of operations as `observe` (a
   * score divided by the target, not multiplied by its inverse), so that the float32 values are the same.
   * @param state - any state of the game (over or not); read, never changed
   * @param seat - the observer, or `null` for a spectator (where `observe` takes a spectator's view)
   * @param out - where to write; at least `offset + encoding.observationSize` long
   * @param offset - the index of the observation's first number in `out`
   * @example
   * ```ts
   * observeInto(state, seat, out, offset) {
   *   out.fill(0, offset, offset + OBSERVATION_SIZE);
   *   if (seat !== null) for (const card of state.hands[seat]) out[offset + card] = 1; // the seat's own hand only
   *   out[offset + 48] = state.trick.length / 3;
   * }
   * ```
   */
  observeInto?(state: S, seat: Seat | null, out: Float32Array, offset: number): void;
  /**
   * Transitional: the rules still expect an immer draft. Set only by games not yet moved to {@link RuleContext.edit}.
   * @internal
   */
  readonly immerDraft?: true;
  /** Per seat, the match score so far (final when over). */
  score(state: S): readonly number[];
  /** The winning seats (ties share the win); empty while the match is not over. */
  winners(state: S): readonly Seat[];
  /** What `seat` (or a spectator, `null`) may see. */
  view(state: S, seat: Seat | null): V;
  /**
   * Checks the game's own fields and invariants of a state from outside (the base fields are already checked).
   * Must not throw on any input; returns every problem found.
   */
  checkState(state: Readonly<Record<string, unknown>>): readonly StateIssue[];
  /** Migrates an older state format to the current one, or returns `null` when it cannot. */
  migrate?(state: Readonly<Record<string, unknown>>, fromVersion: number): Record<string, unknown> | null;
  /** A move in the game's one notation for people, with readable card names (`'2×7+J'`, `'7♥'`). */
  formatMove(move: M): string;
  /** The inverse of {@link GameDefinition.formatMove}: a move from its notation (lenient about case and spaces), or `null`. */
  parseMoveText(text: string): M | null;
  /** One event as a sentence for people, in the same notation (`'seat 2 snatched 2×9 from seat 0'`). */
  describeEvent(event: E): string;
  /**
   * The table as a view shows it, as lines of plain text for people, in the same notation: whose turn it is and what
   * is being decided; each seat's public information (hand sizes, scores, and the stacks, rows or tricks the game
   * has); then the viewing seat's hand, sorted, with readable card names (a spectator's view has no hand). No colour
   * codes or other terminal escapes: a tool may colour the lines itself.
   */
  describeView(view: V): readonly string[];
  /** Where the game hides cards. */
  readonly hidden: HiddenInformation<S, V>;
  /** Integer actions and numeric observations for learning. */
  readonly encoding?: ActionEncoding<M, V>;
  /** A rule-of-thumb policy from the rulebook's strategy notes (used by the heuristic bot). */
  readonly heuristic?: Policy<V, M>;
  /**
   * Every option `setup` takes, described for tools that build forms, command lines and protocol listings. Which
   * combinations are allowed, and the defaults for a seat count, stay `normalizeOptions`'s word.
   */
  readonly options?: readonly OptionSpec[];
}

/**
 * One option of a game, described for generic tools (the playground's form, the command line's `--option`, the
 * engine's `hello`, generated options in tests). The default for a seat count is `game.defaultOptions(seats)`.
 * @category Contract
 */
export type OptionSpec = IntegerOptionSpec | BooleanOptionSpec | ChoiceOptionSpec;

/**
 * An option that takes an integer (`target`, `hands`), or `null` when `nullable`.
 * @category Contract
 */
export interface IntegerOptionSpec extends OptionSpecBase {
  /** The discriminant. */
  readonly kind: 'integer';
  /** The smallest value allowed. */
  readonly min: number;
  /** The largest value allowed. */
  readonly max: number;
  /** Whether `null` is allowed too (it then means "none" or "drawn at random", as the description says). */
  readonly nullable?: boolean;
}

/**
 * An option that is on or off.
 * @category Contract
 */
export interface BooleanOptionSpec extends OptionSpecBase {
  /** The discriminant. */
  readonly kind: 'boolean';
}

/**
 * An option that takes one of a few values.
 * @category Contract
 */
export interface ChoiceOptionSpec extends OptionSpecBase {
  /** The discriminant. */
  readonly kind: 'choice';
  /** The values allowed. */
  readonly values: readonly (string | number | null)[];
}

/**
 * What every {@link OptionSpec} says.
 * @category Contract
 */
export interface OptionSpecBase {
  /** The option's key in `setup` (`'target'`). */
  readonly name: string;
  /** One sentence for people, with the rule id where the rules page decides it. */
  readonly description: string;
}

/**
 * The outcome of applying a move with its events.
 * @category Contract
 */
export interface Step<S, E> {
  /** The new state. */
  readonly state: S;
  /** What happened, in order. */
  readonly events: readonly E[];
}

/**
 * A playable game: everything a UI, a bot, a server or a simulator needs, built by {@link defineGame}.
 * @typeParam S - state, M - move, V - view, O - options, E - event
 * @category Contract
 */
export interface Game<S extends BaseState<O>, M, V, O, E extends GameEvent = GameEvent> {
  /** The game's id. */
  readonly id: string;
  /** The game's name for people. */
  readonly name: string;
  /** The state format version. */
  readonly version: number;
  /** How many seats the game allows. */
  readonly seats: SeatRange;
  /**
   * Deals a new match.
   * @throws InvalidStateError (code `BAD_OPTIONS`) for a bad seat count or options
   */
  setup(options: SetupOptions<O>): S;
  /** Who must decide now; `null` when the match is over. */
  toAct(state: S): Seat | null;
  /** Every legal move of the seat to act, each once, in a stable order; empty when over. */
  legalMoves(state: S): readonly M[];
  /**
   * Checks a move from outside. Never throws. With `seat`, also checks that this seat is the one to act.
   * @returns the normalized move, or why it is rejected
   */
  validate(state: S, move: unknown, seat?: Seat): Result<M, RuleViolation>;
  /**
   * Applies a move and returns the new state; the input state is never changed.
   * @throws IllegalMoveError when the move is not legal (the state is unchanged)
   */
  applyMove(state: S, move: M): S;
  /** Like {@link Game.applyMove}, also returning the events (pass them through {@link Game.eventsFor} before showing them to a seat). */
  applyMoveWithEvents(state: S, move: M): Step<S, E>;
  /**
   * A seat's copy of events: fields the seat may not see (another seat's drawn card, a private tax) are `null`.
   * @param events - events from {@link Game.applyMoveWithEvents}
   * @param seat - the receiving seat, or `null` for a spectator
   */
  eventsFor(events: readonly E[], seat: Seat | null): E[];
  /** Whether the match is over. */
  isOver(state: S): boolean;
  /** Per seat, the match score so far. */
  score(state: S): readonly number[];
  /** The winning seats (empty while the match is not over). */
  winners(state: S): readonly Seat[];
  /** What a seat (or a spectator, `null`) may see. */
  view(state: S, seat: Seat | null): V;
  /**
   * Validates a saved state from outside (JSON) and returns it, migrated and frozen, or every problem found.
   * Positions (`origin: 'position'`) are refused unless `options.positions` is set.
   */
  loadState(input: unknown, options?: LoadOptions): Result<S, StateError>;
  /** A move in the game's notation for people (`'2×7+J'`, `'7♥'`): the CLI, the playground, replay and messages use it. */
  formatMove(move: M): string;
  /**
   * A move from the game's notation, as a person types it. Does not check legality: pass the result to
   * {@link Game.validate}.
   */
  parseMoveText(text: string): Result<M, RuleViolation>;
  /** An event as a sentence for people, in the game's notation. */
  describeEvent(event: E): string;
  /**
   * A view as lines of plain text for people, in the game's notation: whose turn it is and what is being decided,
   * each seat's public information (hand sizes, scores, stacks, rows or tricks), then the viewing seat's hand, sorted,
   * with readable card names. It says only what the view holds, so a seat's lines never name a card hidden from it;
   * a spectator's view has no hand. No colour codes: a terminal may colour the lines.
   * @param view - a view from {@link Game.view}, of a seat or of a spectator
   * @returns the lines, in reading order (a new array each call)
   * @example
   * ```ts
   * const state = game.setup({ seats: 3, seed: 1 });
   * for (const line of game.describeView(game.view(state, 0))) console.log(line);
   * ```
   */
  describeView(view: V): readonly string[];
  /** The canonical key of a move: equal for equal moves. */
  moveKey(move: M): string;
  /** Where the game hides cards: used by leak tests and by search bots. */
  readonly hidden: HiddenInformation<S, V>;
  /** Integer actions and numeric observations for learning, when the game has them. */
  readonly encoding: ActionEncoding<M, V> | undefined;
  /** The game's rule-of-thumb policy, when it has one (the heuristic bot plays it). */
  readonly heuristic: Policy<V, M> | undefined;
  /** Every option `setup` takes, described (empty when the game describes none). */
  readonly options: readonly OptionSpec[];
  /**
   * The options a match gets when none are given, for a seat count.
   * @throws InvalidStateError (code `BAD_OPTIONS`) when the seat count needs options (Dalmuti's large tables)
   */
  defaultOptions(seats: number): O;
}

/** Any game, for tools that work on every game. @category Contract */
// biome-ignore lint/suspicious/noExplicitAny: the erased form of the generic contract, used only by generic tools
export type AnyGame = Game<any, any, any, any, any>;

/** The state type of a game. @category Contract */
export type StateOf<G> = G extends Game<infer S, infer _M, infer _V, infer _O, infer _E> ? S : never;
/** The move type of a game. @category Contract */
export type MoveOf<G> = G extends Game<infer _S, infer M, infer _V, infer _O, infer _E> ? M : never;
/** The view type of a game. @category Contract */
export type ViewOf<G> = G extends Game<infer _S, infer _M, infer V, infer _O, infer _E> ? V : never;
/** The options type of a game. @category Contract */
export type OptionsOf<G> = G extends Game<infer _S, infer _M, infer _V, infer O, infer _E> ? O : never;
/** The event type of a game. @category Contract */
export type EventOf<G> = G extends Game<infer _S, infer _M, infer _V, infer _O, infer E> ? E : never;

/**
 * The immer instance of the immutable path. Auto-freeze is off: the containers a move made are frozen by core
 * (`deepFreeze` stops at the frozen containers shared with the state before), so immer never walks a state.
 */
const immer = new Immer({ autoFreeze: false });
/** The immer instance of games that still apply moves to a draft (transitional). */
const draftImmer = new Immer({ autoFreeze: true });

const BASE_KEYS = ['game', 'version', 'seats', 'options', 'rng'] as const;

/** The largest move (or setup options) read from outside: moves are small. */
const MOVE_LIMITS = { depth: 8, nodes: 10_000 } as const;
/** The largest saved state read from outside. */
const STATE_LIMITS = { depth: 32, nodes: 2_000_000 } as const;

/**
 * States this library made (`setup`, `loadState`, `applyMove`): deeply frozen, plain JSON data. Any other object
 * passed as a state is read through `loadState` first, so the library never changes, freezes or trusts an object it
 * did not make.
 */
const madeHere = new WeakSet<object>();

/** A sentence for an error from anywhere, without running code of the thrown value (it may be hostile). */
function describeError(e: unknown): string {
  try {
    if (e instanceof Error && typeof e.message === 'string') return e.message;
    if (typeof e === 'string') return e;
  } catch {
    // a proxy or getter that throws: fall through
  }
  return 'an unexpected value was thrown';
}

/** A shallow, unfrozen copy of an array or plain object. */
function shallowCopy<T extends object>(container: T): T {
  // A spread keeps the source's packed element kind (an index loop into `new Array(n)` makes a holey array, slower to
  // read, copy and freeze later).
  return (Array.isArray(container) ? [...container] : { ...container }) as T;
}

/**
 * Copy-on-write for the immutable path. Every container of a state this library made is frozen, so a container
 * that is not frozen was made during this move (a copy or a new one) and may be changed as it is.
 */
function editCopy<T extends object>(container: T): Writable<T> {
  return (Object.isFrozen(container) ? shallowCopy(container) : container) as Writable<T>;
}

/**
 * Turns a game's rules into a full {@link Game}.
 *
 * @param def - the rules
 * @returns the game object
 * @example
 * ```ts
 * export const coins = defineGame<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent>({
 *   id: 'coins', name: 'Coins', version: 1, seats: { min: 3, max: 3 },
 *   normalizeOptions, setup, toAct, legalMoves, parseMove, apply, score, winners, view, checkState, hidden,
 *   formatMove, parseMoveText, describeEvent,
 * });
 * const s0 = coins.setup({ seats: 3, seed: 42 });
 * const s1 = coins.applyMove(s0, coins.legalMoves(s0)[0]!);
 * ```
 * @category Contract
 */
export function defineGame<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  def: GameDefinition<S, M, V, O, E>,
): Game<S, M, V, O, E> {
  const moveKey = def.moveKey ?? ((m: M) => canonicalJson(m));

  function toAct(state: S): Seat | null {
    return def.toAct(state);
  }

  /**
   * A state this library made, or else what `loadState` makes of it: a state from elsewhere is read once into a
   * frozen copy and checked like a saved state, so no forged state is acted on and the caller's object is never
   * changed or frozen.
   */
  function trusted(state: unknown): Result<S, StateError> {
    if (typeof state === 'object' && state !== null && madeHere.has(state)) return ok(state as S);
    // In process, positions (from this game's `fromPosition`, and states derived from them) are the caller's own.
    return loadState(state, { positions: true });
  }

  // The legal moves of the last state this library made that was asked about. Such a state never changes, so neither
  // do its moves; the usual sequence `legalMoves(state)` then `applyMove(state, move)` enumerates them once.
  let memoState: S | null = null;
  let memoMoves: readonly M[] = [];

  /** The legal moves of `state`, shared with the memo: read them, never hand them out. */
  function movesOf(state: S): readonly M[] {
    if (state === memoState) return memoMoves;
    const moves = def.toAct(state) === null ? [] : def.legalMoves(state);
    if (madeHere.has(state)) {
      memoState = state;
      memoMoves = moves;
    }
    return moves;
  }

  function legalMoves(state: S): readonly M[] {
    // Every caller gets an array of its own (an index loop: `slice` of a frozen array is a slow path in V8).
    const moves = movesOf(state);
    const n = moves.length;
    const out = new Array<M>(n);
    for (let i = 0; i < n; i++) out[i] = moves[i]!;
    return out;
  }

  function validate(given: S, input: unknown, seat?: Seat): Result<M, RuleViolation> {
    try {
      const loaded = trusted(given);
      if (!loaded.ok) {
        const first = loaded.error.issues[0];
        return err(
          violation(
            'BAD_STATE',
            null,
            `not a valid ${def.name} state: ${loaded.error.message}${first ? ` (${first.path || 'state'}: ${first.message})` : ''}`,
          ),
        );
      }
      const state = loaded.value;
      const actor = def.toAct(state);
      if (actor === null)
        return err(violation(CommonCodes.GAME_OVER, null, 'the match is over; no move is possible'));
      if (seat !== undefined && seat !== actor) {
        return err(
          violation(
            CommonCodes.NOT_YOUR_TURN,
            null,
            `seat ${typeof seat === 'number' ? seat : 'given'} may not move now: seat ${actor} is to act`,
          ),
        );
      }
      const legalMoves = movesOf(state);
      // A move handed back from `legalMoves` is found by identity, before anything is read from it.
      for (let i = 0; i < legalMoves.length; i++) if (legalMoves[i] === input) return ok(input as M);
      const plain = plainDataOf(input, MOVE_LIMITS);
      if (!plain.ok) {
        return err(
          violation(
            CommonCodes.BAD_SHAPE,
            null,
            `not a ${def.name} move: ${plain.error.message}${plain.error.path ? ` at '${plain.error.path}'` : ''}`,
            plain.error.path || undefined,
          ),
        );
      }
      const parsed = def.parseMove(plain.value);
      if (!parsed.ok) return parsed;
      const candidate = parsed.value;
      // Games that intern their moves hand back the very object `legalMoves` lists: found without building keys.
      for (let i = 0; i < legalMoves.length; i++) if (legalMoves[i] === candidate) return ok(candidate);
      const key = moveKey(candidate);
      for (const legal of legalMoves) if (moveKey(legal) === key) return ok(legal);
      const why = def.explain?.(state, parsed.value) ?? null;
      return err(why ?? violation(CommonCodes.ILLEGAL_MOVE, null, 'that move is not allowed now'));
    } catch (e) {
      return err(violation('INTERNAL_ERROR', null, `the move could not be checked: ${describeError(e)}`));
    }
  }

  /** The immutable path: the rules on a writable root, copy-on-write below it, immer for the new root. */
  function step(input: S, move: M, recording: boolean): Step<S, E> {
    const checked = validate(input, move);
    if (!checked.ok) throw new IllegalMoveError(def.id, checked.error);
    const loaded = trusted(input);
    if (!loaded.ok) throw new IllegalMoveError(def.id, violation('BAD_STATE', null, loaded.error.message));
    const state = loaded.value;
    const events: E[] = [];
    const rng = new Rng(state.rng);
    const emit = recording ? (e: E) => void events.push(e) : () => {};
    if (def.immerDraft) {
      const ctx: RuleContext<E> = {
        rng,
        emit: (e) => void events.push(e),
        recording: true,
        edit: (c) => c as Writable<typeof c>,
      };
      const next = draftImmer.produce(state, (draft) => {
        def.apply(draft as unknown as Writable<S>, checked.value, ctx);
        if (rng.draws > 0) (draft as { rng: RngState }).rng = rng.state();
      });
      madeHere.add(next);
      return { state: next, events: recording ? events : [] };
    }
    const ctx: RuleContext<E> = { rng, emit, recording, edit: editCopy };
    const root = { ...state } as Writable<S>;
    def.apply(root, checked.value, ctx);
    if (rng.draws > 0) (root as { rng: RngState }).rng = rng.state();
    // The new root shares every container the move did not edit with the state before. What the move made is
    // frozen here (`deepFreeze` stops at the frozen containers it shares), then handed to immer as the producer's
    // result: immer's documented "return a replacement" form, in which it checks that its draft was left alone and
    // keeps a frozen result as it is. (Writing the changed fields onto immer's draft instead costs 1.4–2× the whole
    // move: measured in docs/performance.md.)
    const next = immer.produce(state, (() => deepFreeze(root)) as never) as S;
    madeHere.add(next);
    return { state: next, events };
  }

  function setup(options: SetupOptions<O>): S {
    const fail = (issues: StateIssue[]) =>
      new InvalidStateError(def.id, { code: 'BAD_OPTIONS', message: 'cannot set up this match', issues });
    const plain = plainDataOf(options, MOVE_LIMITS);
    if (!plain.ok) throw fail([{ path: plain.error.path, message: plain.error.message }]);
    if (!isPlainObject(plain.value)) throw fail([{ path: '', message: 'setup options must be an object' }]);
    const { seats, seed, ...rest } = plain.value as SetupOptions<O> & Record<string, unknown>;
    if (!isIntIn(seats, def.seats.min, def.seats.max)) {
      throw fail([
        {
          path: 'seats',
          message: `${def.name} takes ${def.seats.min}–${def.seats.max} seats, got ${typeof seats === 'number' ? seats : typeof seats}`,
        },
      ]);
    }
    const normalized = def.normalizeOptions(rest, seats);
    if (!normalized.ok) throw fail([...normalized.error]);
    let rngState: RngState;
    try {
      rngState = seedState(seed ?? randomSeed());
    } catch (e) {
      throw fail([{ path: 'seed', message: describeError(e) }]);
    }
    const state = deepFreeze(dealState(def, seats, normalized.value, rngState));
    madeHere.add(state);
    return state;
  }

  function loadState(input: unknown, options: LoadOptions = {}): Result<S, StateError> {
    const bad = (code: StateError['code'], message: string, issues: StateIssue[]) =>
      err({ code, message, issues });
    try {
      const plain = plainDataOf(input, STATE_LIMITS);
      if (!plain.ok)
        return bad('NOT_A_STATE', 'not a saved state: not plain JSON data', [
          { path: plain.error.path, message: plain.error.message },
        ]);
      if (!isPlainObject(plain.value))
        return bad('NOT_A_STATE', 'not a saved state', [{ path: '', message: 'expected an object' }]);
      let raw: Record<string, unknown> = plain.value;
      if (raw.game !== def.id) {
        return bad('WRONG_GAME', `not a ${def.name} state`, [
          { path: 'game', message: `expected '${def.id}', got ${JSON.stringify(raw.game)}` },
        ]);
      }
      if (raw.version !== def.version) {
        const migrated =
          typeof raw.version === 'number' && raw.version < def.version && def.migrate
            ? def.migrate(raw, raw.version)
            : null;
        if (!migrated) {
          return bad(
            'UNSUPPORTED_VERSION',
            `cannot load a ${def.name} state of format version ${JSON.stringify(raw.version)}`,
            [
              {
                path: 'version',
                message: `this library reads version ${def.version}${def.migrate ? ' and migrates older ones it knows' : ''}`,
              },
            ],
          );
        }
        raw = migrated;
      }
      if (raw.origin === 'position' && options.positions !== true) {
        return bad('INVALID_STATE', `not a dealt ${def.name} match`, [
          {
            path: 'origin',
            message:
              'a position built by fromPosition is not checked against a deal: pass { positions: true } to accept positions',
          },
        ]);
      }
      const issues: StateIssue[] = [];
      for (const key of BASE_KEYS) if (!(key in raw)) issues.push({ path: key, message: 'missing' });
      if (!isIntIn(raw.seats, def.seats.min, def.seats.max)) {
        issues.push({ path: 'seats', message: `expected ${def.seats.min}–${def.seats.max}` });
      }
      if (!isRngState(raw.rng))
        issues.push({ path: 'rng', message: 'expected four uint32 words, not all zero' });
      if (issues.length > 0) return bad('INVALID_STATE', `not a valid ${def.name} state`, issues);
      const opts = isPlainObject(raw.options) ? def.normalizeOptions(raw.options, raw.seats as number) : null;
      if (!opts?.ok) {
        return bad(
          'BAD_OPTIONS',
          'the saved options are not valid',
          opts ? [...opts.error] : [{ path: 'options', message: 'expected an object' }],
        );
      }
      if (canonicalJson(opts.value) !== canonicalJson(raw.options)) {
        return bad('BAD_OPTIONS', 'the saved options are incomplete or not normalized', [
          { path: 'options', message: 'differs from its normalized form' },
        ]);
      }
      const gameIssues = def.checkState(raw);
      if (gameIssues.length > 0)
        return bad('INVALID_STATE', `not a valid ${def.name} state`, [...gameIssues]);
      const state = deepFreeze(raw as unknown as S);
      // A state play can reach is over or has a move: one that is neither would never move again.
      const actor = def.toAct(state);
      if (actor !== null && def.legalMoves(state).length === 0)
        return bad('INVALID_STATE', `not a valid ${def.name} state`, [
          { path: '', message: `seat ${actor} is to act but has no legal move` },
        ]);
      madeHere.add(state);
      return ok(state);
    } catch (e) {
      return bad('INVALID_STATE', `not a valid ${def.name} state`, [{ path: '', message: describeError(e) }]);
    }
  }

  function view(state: S, seat: Seat | null): V {
    if (seat !== null && !isIntIn(seat, 0, state.seats - 1)) {
      throw new RangeError(
        `${def.id}.view: seat ${typeof seat === 'number' ? seat : typeof seat} out of range 0..${state.seats - 1}`,
      );
    }
    // A view of a state from elsewhere (a simulator's, say) is copied, so it shares nothing mutable with it; a state
    // this library made is frozen, and sharing its frozen parts is safe.
    return madeHere.has(state) ? def.view(state, seat) : cloneJson(def.view(state, seat));
  }

  function parseMoveText(text: string): Result<M, RuleViolation> {
    const move = typeof text === 'string' ? def.parseMoveText(text) : null;
    if (move !== null) return ok(move);
    return err(
      violation(
        CommonCodes.BAD_SHAPE,
        null,
        `'${typeof text === 'string' ? text.slice(0, 60) : typeof text}' is not a ${def.name} move`,
      ),
    );
  }

  const game: Game<S, M, V, O, E> = {
    id: def.id,
    name: def.name,
    version: def.version,
    seats: def.seats,
    setup,
    toAct,
    legalMoves,
    validate,
    applyMove: (state, move) => step(state, move, false).state,
    applyMoveWithEvents: (state, move) => step(state, move, true),
    eventsFor: (events, seat) => redactEvents(events, seat),
    isOver: (state) => def.toAct(state) === null,
    score: (state) => def.score(state),
    winners: (state) => (def.toAct(state) === null ? def.winners(state) : []),
    view,
    loadState,
    formatMove: (move) => def.formatMove(move),
    parseMoveText,
    describeEvent: (event) => def.describeEvent(event),
    describeView: (view) => [...def.describeView(view)],
    moveKey,
    hidden: def.hidden,
    encoding: def.encoding,
    heuristic: def.heuristic,
    options: def.options ?? [],
    defaultOptions: (seats) => setup({ seats, seed: 0 } as SetupOptions<O>).options,
  };
  attachRules(game, def);
  return Object.freeze(game);
}
