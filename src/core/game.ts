/**
 * The game a user gets: the {@link Game} interface that `defineGame` builds from a game's rules, the base fields of
 * every state, and the type helpers that read a game's types.
 * @module
 */

import type { ActionEncoding, HiddenInformation, Policy, SeatRange } from './definition.js';
import type { Result, RuleViolation, StateError } from './errors.js';
import type { GameEvent } from './events.js';
import type { Naming } from './naming.js';
import type { OptionSpec } from './options.js';
import type { RngState, Seed } from './rng.js';
import type { Seat } from './seats.js';
import type { CardOf, SeatView } from './view.js';

/**
 * The fields every game state starts with. A game's state type extends it with its own fields.
 * @typeParam O - the game's options
 * @category Contract
 */
export interface BaseState<O> {
  /** The game's id (`'linko'`). */
  readonly game: string;
  /** The state format version; {@link GameRules.loadState} migrates or rejects other versions. */
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
   * apply to positions, so {@link GameRules.loadState} refuses positions unless asked to accept them.
   */
  readonly origin?: 'position';
}

/**
 * Options of {@link GameRules.loadState}.
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
 * A game as its rules: setup, legal moves, moves applied, views, scores, saved states and words for people, built by
 * `defineRules`. Everything a UI without bots or a server needs; {@link Game} adds what bots, simulations and
 * learning use.
 * @typeParam S - state, M - move, V - view, O - options, E - event
 * @category Contract
 */
export interface GameRules<S extends BaseState<O>, M, V, O, E extends GameEvent = GameEvent> {
  /** The game's id. */
  readonly id: string;
  /** The game's name for people. */
  readonly name: string;
  /** The state format version. */
  readonly version: number;
  /** How many seats the game allows. */
  readonly seats: SeatRange;
  /**
   * Deals a new match. `{ seats, seed }` alone is always accepted (the game's defaults fill in every option), also in
   * code generic over any game; the game's own options are checked by name and type.
   * @throws InvalidStateError (code `BAD_OPTIONS`) for a bad seat count or options
   * @example
   * ```ts
   * function deal<G extends AnyGame>(g: G, seed: number): StateOf<G> {
   *   const game: GameOf<G> = g;
   *   return game.setup({ seats: game.seats.min, seed });
   * }
   * ```
   */
  setup(options: SetupBase | SetupOptions<O>): S;
  /** Who must decide now; `null` when the match is over. */
  toAct(state: S): Seat | null;
  /** Every legal move of the seat to act, each once, in a stable order; empty when over. */
  legalMoves(state: S): readonly M[];
  /**
   * Checks the shape of a move from outside, without a state: the game's declared move shape, then its
   * normalization. Never throws. {@link GameRules.validate} does this too, then checks the move against the rules.
   * @returns the move as the game's own (interned where the game interns moves), or a `BAD_SHAPE` violation
   * @example
   * ```ts
   * coins.parseMove({ type: 'play', card: 'CoA' }); // { ok: true, value: { type: 'play', card: 'CoA' } }
   * coins.parseMove({ type: 'play', card: 'Co10' }).ok; // false
   * ```
   */
  parseMove(input: unknown): Result<M, RuleViolation>;
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
  /** Like {@link GameRules.applyMove}, also returning the events (pass them through {@link GameRules.eventsFor} before showing them to a seat). */
  applyMoveWithEvents(state: S, move: M): Step<S, E>;
  /**
   * A seat's copy of events: fields the seat may not see (another seat's drawn card, a private tax) are `null`.
   * @param events - events from {@link GameRules.applyMoveWithEvents}
   * @param seat - the receiving seat, or `null` for a spectator
   */
  eventsFor(events: readonly E[], seat: Seat | null): E[];
  /** Whether the match is over. */
  isOver(state: S): boolean;
  /** Per seat, the match score so far. */
  score(state: S): readonly number[];
  /** The winning seats (empty while the match is not over). */
  winners(state: S): readonly Seat[];
  /**
   * What a seat may see: its own hand and everything public. Frozen, and the same object for the same state and seat.
   * @param state - a state
   * @param seat - the viewing seat (its view's `hand` is never `null`)
   */
  view(state: S, seat: Seat): SeatView<V>;
  /**
   * What a spectator (`null`), or a seat that may be `null`, may see; a spectator's view has `hand: null`.
   * @param state - a state
   * @param seat - the viewing seat, or `null` for a spectator
   */
  view(state: S, seat: Seat | null): V;
  /**
   * Validates a saved state from outside (JSON) and returns it, migrated and frozen, or every problem found.
   * Positions (`origin: 'position'`) are refused unless `options.positions` is set.
   */
  loadState(input: unknown, options?: LoadOptions): Result<S, StateError>;
  /**
   * A move in the game's notation for people (`'2×7+J'`, `'7♥'`): the CLI, the playground, replay and messages use it.
   * @param move - a move
   * @param naming - who reads it and the seats' names, for a move that names a seat (default `seat N`)
   */
  formatMove(move: M, naming?: Naming): string;
  /**
   * A move from the game's notation, as a person types it. Does not check legality: pass the result to
   * {@link GameRules.validate}.
   */
  parseMoveText(text: string): Result<M, RuleViolation>;
  /**
   * An event as a sentence for people, in the game's notation.
   * @param event - an event (a seat's copy from {@link GameRules.eventsFor} for that seat's eyes)
   * @param naming - who reads it (said "you") and the seats' names (default `seat N`)
   * @example
   * ```ts
   * game.describeEvent(event); // 'seat 1 won the trick with the Ace of Swords, +2 coins'
   * game.describeEvent(event, { viewer: 1 }); // 'you won the trick with the Ace of Swords, +2 coins'
   * game.describeEvent(event, { seatName: (s) => ['Ann', 'Bob', 'Cy'][s]! }); // 'Bob won the trick …'
   * ```
   */
  describeEvent(event: E, naming?: Naming): string;
  /**
   * A view as lines of plain text for people, in the game's notation: whose turn it is and what is being decided,
   * each seat's public information (hand sizes, scores, stacks, rows or tricks), then the viewing seat's hand, sorted,
   * with readable card names. It says only what the view holds, so a seat's lines never name a card hidden from it;
   * a spectator's view has no hand. No colour codes: a terminal may colour the lines.
   * @param view - a view from {@link GameRules.view}, of a seat or of a spectator
   * @param naming - who reads it (said "you"; usually the view's seat) and the seats' names (default `seat N`)
   * @returns the lines, in reading order (a new array each call)
   * @example
   * ```ts
   * const state = game.setup({ seats: 3, seed: 1 });
   * for (const line of game.describeView(game.view(state, 0))) console.log(line);
   * ```
   */
  describeView(view: V, naming?: Naming): readonly string[];
  /**
   * The indices into `view.hand` of the viewer's cards that `move` uses (the card played, the set laid, the tax
   * cards given): indices, not card values, so identical cards are told apart. Distinct, in range, the cards at them
   * being the cards the move takes from the hand; `[]` for a move that uses none (a pass, a draw, a choice) or a
   * spectator's view.
   */
  cardsOfMove(view: V, move: M): readonly number[];
  /**
   * One card of a hand as people read it, in the game's notation (`'7♥'`, `'J'`), for labelling `view.hand`'s cards.
   * @example
   * ```ts
   * const view = game.view(state, 0);
   * view.hand.map((card) => game.formatCard(card)); // ['1♥', '3♥', …]
   * ```
   */
  formatCard(card: CardOf<V>): string;
  /** The canonical key of a move: equal for equal moves. */
  moveKey(move: M): string;
  /**
   * Every option `setup` takes that tools may offer, described with its bounds and default for the largest table
   * (bounds such as a starting seat depend on the seat count: see {@link GameRules.optionsFor}).
   */
  readonly options: readonly OptionSpec[];
  /**
   * Every option `setup` takes that tools may offer, described with its bounds and default for `seats`.
   * @param seats - the number of seats
   */
  optionsFor(seats: number): readonly OptionSpec[];
  /**
   * The options a match gets when none are given, for a seat count.
   * @throws InvalidStateError (code `BAD_OPTIONS`) when the seat count needs options (Dalmuti's large tables)
   */
  defaultOptions(seats: number): O;
}

/**
 * A playable game: its rules ({@link GameRules}) with what bots, simulations and learning use (where it hides cards,
 * its encoding, its rule-of-thumb policy, its evaluation), built by `defineGame`. Everything a UI, a bot, a server or
 * a simulator needs.
 * @typeParam S - state, M - move, V - view, O - options, E - event
 * @category Contract
 */
export interface Game<S extends BaseState<O>, M, V, O, E extends GameEvent = GameEvent>
  extends GameRules<S, M, V, O, E> {
  /**
   * The game's evaluation of a position, when it has one: per seat, in [0, 1], how good the position is for that seat
   * before the match ends (see `GameDefinition.evaluate`); `undefined` for a game without it.
   */
  readonly evaluate: ((state: S) => readonly number[]) | undefined;
  /** Where the game hides cards: used by leak tests and by search bots. */
  readonly hidden: HiddenInformation<S, V>;
  /** Integer actions and numeric observations for learning, when the game has them. */
  readonly encoding: ActionEncoding<M, V> | undefined;
  /** The game's rule-of-thumb policy, when it has one (the heuristic bot plays it). */
  readonly heuristic: Policy<V, M> | undefined;
}

/** Any game, for tools that work on every game. @category Contract */
// biome-ignore lint/suspicious/noExplicitAny: the erased form of the generic contract, used only by generic tools
export type AnyGame = Game<any, any, any, any, any>;

/**
 * Any game's rules object (a `Game` is one too), for code that only plays matches: the match controller and records.
 * @category Contract
 */
// biome-ignore lint/suspicious/noExplicitAny: the erased form of the generic contract, used only by generic tools
export type AnyGameRules = GameRules<any, any, any, any, any>;

/**
 * The state type of a game: the one type parameter generic code needs, with the others derived from it.
 * @typeParam G - a game's type, such as `typeof coins`
 * @category Contract
 */
export type StateOf<G> = G extends GameRules<infer S, infer _M, infer _V, infer _O, infer _E> ? S : never;
/** The move type of a game (`MoveOf<typeof coins>` is `CoinsMove`). @typeParam G - a game's type @category Contract */
export type MoveOf<G> = G extends GameRules<infer _S, infer M, infer _V, infer _O, infer _E> ? M : never;
/** The view type of a game (`ViewOf<typeof coins>` is `CoinsView`). @typeParam G - a game's type @category Contract */
export type ViewOf<G> = G extends GameRules<infer _S, infer _M, infer V, infer _O, infer _E> ? V : never;
/** The options type of a game. @typeParam G - a game's type @category Contract */
export type OptionsOf<G> = G extends GameRules<infer _S, infer _M, infer _V, infer O, infer _E> ? O : never;
/** The event type of a game. @typeParam G - a game's type @category Contract */
export type EventOf<G> = G extends GameRules<infer _S, infer _M, infer _V, infer _O, infer E> ? E : never;

/**
 * A game's type spelled out from one type parameter: the `Game` whose state, move, view, options and event types are
 * those of `G`. Code generic over any game takes `G extends AnyGame` and its game as `GameOf<G>`; inside, every
 * method keeps the game's own types (a move of another game does not compile), and callers pass `coins` or
 * `games.dalmuti` with `G` named (`run<typeof coins>(coins)`) or take the game as `G` and assign it to a
 * `GameOf<G>` variable inside.
 * @typeParam G - a game's type, such as `typeof coins`
 * @example
 * ```ts
 * function firstMoves<G extends AnyGame>(g: G, seed: number): readonly MoveOf<G>[] {
 *   const game: GameOf<G> = g;
 *   return game.legalMoves(game.setup({ seats: game.seats.min, seed }));
 * }
 * firstMoves(coins, 1); // readonly CoinsMove[]
 * ```
 * @category Contract
 */
export type GameOf<G extends AnyGame> = Game<StateOf<G>, MoveOf<G>, ViewOf<G>, OptionsOf<G>, EventOf<G>>;
