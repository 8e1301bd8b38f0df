/**
 * What a game writes: its rules as a {@link GameDefinition} of plain functions over plain JSON data, declared shapes
 * of its state, options and moves, and its invariants. `defineGame` turns a definition into the full `Game`.
 * @module
 */
import type { Result, RuleViolation } from './errors.js';
import type { GameEvent } from './events.js';
import type { BaseState } from './game.js';
import type { SeatWords } from './naming.js';
import type { OptionsKit } from './options.js';
import type { Rng } from './rng.js';
import type { Seat } from './seats.js';
import type { Shape } from './shape.js';
import type { CardOf } from './view.js';

/**
 * The game's own fields of a state: everything but the base fields that core writes and checks (`game`, `version`,
 * `seats`, `options`, `rng`, `origin`).
 * @category Contract
 */
export type GameFields<S> = Omit<S, 'game' | 'version' | 'seats' | 'options' | 'rng' | 'origin'>;

/**
 * A state as the rules change it: every field and element writable, all the way down. On `applyMove` it is an immer
 * draft of the state; on the simulator, its private copy.
 * @example
 * ```ts
 * apply(state: Draft<CoinsState>, move: CoinsMove, ctx: RuleContext<CoinsEvent>) {
 *   const hand = state.hands[state.toPlay]!;
 *   hand.splice(hand.indexOf(cardId(move.card)), 1);
 *   state.played.push(cardId(move.card));
 * }
 * ```
 * @category Contract
 */
export type Draft<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { -readonly [K in keyof T]: Draft<Exclude<T[K], undefined>> }
    : T;

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
   * The value as it was before this move began, for reading only: on `applyMove` the original behind an immer draft
   * (reading a large part of the state through the draft's proxies is slow), elsewhere the value itself. Read from
   * it only what the move has not changed yet.
   * @example
   * ```ts
   * const before = ctx.original(state.hands[seat]!); // a plain array, fast to scan
   * ```
   */
  original<T>(value: T): T;
}

/**
 * One invariant of a saved state, as the game's rules page lists it: its id and its check. Core runs every
 * invariant of a game on each state `loadState` reads (once the declared shape holds) and names the id in every
 * issue the check reports.
 * @typeParam S - the game's state
 * @example
 * ```ts
 * const scoresBelowTarget: Invariant<CoinsState> = {
 *   id: 'I11',
 *   check(state, report) {
 *     if (state.winner !== null) return;
 *     state.scores.forEach((v, seat) => {
 *       if (v >= state.options.target) report(`scores.${seat}`, 'at the target but the match is not over');
 *     });
 *   },
 * };
 * ```
 * @category Contract
 */
export interface Invariant<S> {
  /** The id in the game's rules page (`'I3'`). */
  readonly id: string;
  /** Whether the invariant holds only for dealt matches (a position built by `fromPosition` is not checked by it). */
  readonly dealtOnly?: boolean;
  /**
   * Whether the invariant ties the cards to the deal the stored random stream made. Such a check runs last, only
   * when every other invariant holds (its report would otherwise repeat a problem another one names), and not when
   * `loadState` accepts arranged states (`{ positions: true }`: positions, and the worlds a search samples, whose
   * cards no stream dealt).
   */
  readonly deal?: boolean;
  /**
   * The ids of invariants this one reads as holding (a check that walks records another one vouches for): it runs
   * after them, and only when none of them reported a problem (their report already names what is wrong). Ids of no
   * listed invariant are ignored.
   * @example
   * ```ts
   * { id: 'I12', after: ['I11'], check: taxCardsMatchTheRecord } // I12 reads the tax record I11 checks
   * ```
   */
  readonly after?: readonly string[];
  /**
   * Reports every way `state` breaks the invariant.
   * @param state - a state whose declared shape holds (its types can be trusted, nothing else)
   * @param report - call it once per problem: the path of the field concerned and a sentence
   */
  check(state: S, report: (path: string, message: string) => void): void;
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
 * The rules page's ids of the invariants a game's declared state shape stands for: `fields` is named in the issues
 * about unknown and missing fields, `values` in those about a field's type, range and size (the same id twice where
 * the rules page has one for both).
 * @category Contract
 */
export interface ShapeRules {
  /** The id of "exactly the declared fields". */
  readonly fields: string;
  /** The id of "every field has its declared type, range and size". */
  readonly values: string;
}

/**
 * The ids a declared state shape stands for when a game names none: `I1` and `I2`, the first two invariants of a rules
 * page written to the house plan (`docs/architecture.md`, "Adding a game").
 * @category Contract
 */
export const DEFAULT_SHAPE_RULES: ShapeRules = Object.freeze({ fields: 'I1', values: 'I2' });

/**
 * A game's rules, written once: its shapes, setup, legal moves, their effect, scores, views and words for people.
 * `defineRules` turns them into a {@link GameRules}; with the players' parts ({@link GameDefinition}) `defineGame`
 * makes the full {@link Game}. See `docs/architecture.md` for a walk-through.
 *
 * @typeParam S - the state (plain JSON data, extends {@link BaseState})
 * @typeParam M - the move union (plain JSON objects discriminated by `type`)
 * @typeParam V - the per-seat view
 * @typeParam O - the options
 * @typeParam E - the events
 * @category Contract
 */
export interface RulesDefinition<S extends BaseState<O>, M, V, O, E extends GameEvent> {
  /** A short stable id, used in records and saved states (`'linko'`). */
  readonly id: string;
  /** The game's name for people. */
  readonly name: string;
  /** The state format version. */
  readonly version: number;
  /** How many seats the game allows. */
  readonly seats: SeatRange;
  /** The options, declared once with `defineOptions`: core derives their checks, defaults and descriptions. */
  readonly options: OptionsKit<O>;
  /**
   * The shape of the game's own fields of a state (everything but the base fields), declared once with `shape`:
   * core derives the structural part of `loadState` from it (types, ranges, unknown and missing fields, sizes). Its
   * type must be exactly the state's, or the definition does not compile.
   */
  readonly state: Shape<GameFields<S>>;
  /**
   * The rules page's ids of the invariants the declared state shape stands for, named in the issues the shape finds.
   * @defaultValue {@link DEFAULT_SHAPE_RULES}: `I1` and `I2`, as the house plan numbers a rules page's invariants
   */
  readonly shapeRules?: ShapeRules;
  /**
   * Every other invariant of a saved state, one per id of the game's rules page, in its order. Core runs them on a
   * state whose shape holds, collects what they report, and turns a throw inside one into an issue.
   */
  readonly invariants: readonly Invariant<S>[];
  /** The shape of a move, declared once: core checks moves from outside against it before anything else. */
  readonly moves: Shape<M>;
  /** Deals the first position. Draws only from `rng`. */
  setup(seats: number, options: O, rng: Rng): GameFields<S>;
  /** Who must decide now, or `null` when the match is over. */
  toAct(state: S): Seat | null;
  /** Every legal move of {@link RulesDefinition.toAct}, each once, in a stable order. Empty when over. */
  legalMoves(state: S): readonly M[];
  /**
   * Optional: what a move of the declared shape becomes before it is compared with the legal moves (an interned
   * object, counts in a canonical order), or why it is refused although its shape holds (a rule of form the shape
   * cannot say, such as "at least one card"). Without it, the move is taken as it is.
   */
  normalizeMove?(move: M): Result<M, RuleViolation>;
  /**
   * Explains why a well-formed move is not legal now (called only for moves not in `legalMoves`; legality itself
   * is decided by `legalMoves` alone).
   */
  explain?(state: S, move: M): RuleViolation | null;
  /** A key equal for equal moves; defaults to the canonical JSON of the move. */
  moveKey?(move: M): string;
  /**
   * Applies a legal move by changing `state` in place, in plain mutating style (`hand.splice(i, 1)`,
   * `state.toPlay = next`). On `applyMove` the state is an immer draft, and immer makes the new immutable state from
   * what changed; on the simulator it is the simulator's private copy. One code path for both: a game never asks
   * which one it is on and writes no copy-on-write of its own.
   */
  apply(state: Draft<S>, move: M, ctx: RuleContext<E>): void;
  /** Per seat, the match score so far (final when over). */
  score(state: S): readonly number[];
  /** The winning seats (ties share the win); empty while the match is not over. */
  winners(state: S): readonly Seat[];
  /** What `seat` (or a spectator, `null`) may see. */
  view(state: S, seat: Seat | null): V;
  /** Migrates an older state format to the current one, or returns `null` when it cannot. */
  migrate?(state: Readonly<Record<string, unknown>>, fromVersion: number): Record<string, unknown> | null;
  /**
   * A move in the game's one notation for people, with readable card names (`'2×7+J'`, `'7♥'`); a seat it names is
   * worded through `words` (core makes them from the caller's {@link Naming}).
   */
  formatMove(move: M, words: SeatWords): string;
  /** The inverse of {@link RulesDefinition.formatMove}: a move from its notation (lenient about case and spaces), or `null`. */
  parseMoveText(text: string): M | null;
  /**
   * One event as a sentence for people, in the same notation (`'seat 2 snatched 2×9 from seat 0'`), every seat worded
   * through `words` (`words.seat(2)`, `words.Seat(2)` at a sentence's start, `words.verb(2, 'takes', 'take')`), so the
   * same sentence says "you" and names for a caller that gives them.
   */
  describeEvent(event: E, words: SeatWords): string;
  /**
   * The table as a view shows it, as lines of plain text for people, in the same notation: whose turn it is and what
   * is being decided; each seat's public information (hand sizes, scores, and the stacks, rows or tricks the game
   * has); then the viewing seat's hand, sorted, with readable card names (a spectator's view has no hand). No colour
   * codes or other terminal escapes: a tool may colour the lines itself. Seats are worded through `words`, as in
   * {@link RulesDefinition.describeEvent}.
   */
  describeView(view: V, words: SeatWords): readonly string[];
  /**
   * The indices into `view.hand` of the viewer's cards that `move` uses (the card played, the set laid, the tax
   * cards given): indices, not card values, so identical cards are told apart. Distinct, in range, the cards at them
   * being the cards the move takes from the hand; `[]` for a move that uses none (a pass, a draw, a choice) or a
   * spectator's view.
   */
  cardsOfMove?(view: V, move: M): readonly number[];
  /**
   * One card of a hand as people read it, in the same notation (`'7♥'`, `'J'`), so a generic table can label the
   * cards of `view.hand`. Without it, a card is shown as its value (`String`, or JSON for an object).
   */
  formatCard?(card: CardOf<V>): string;
}

/**
 * A game's rules ({@link RulesDefinition}) with the parts that bots, simulations and learning use: where the game
 * hides cards, its encoding, its rule-of-thumb policy, its evaluation and the fast path's hooks. `defineGame` turns it
 * into a full {@link Game}; `defineRules` takes the rules alone.
 *
 * @typeParam S - the state (plain JSON data, extends {@link BaseState})
 * @typeParam M - the move union (plain JSON objects discriminated by `type`)
 * @typeParam V - the per-seat view
 * @typeParam O - the options
 * @typeParam E - the events
 * @category Contract
 */
export interface GameDefinition<S extends BaseState<O>, M, V, O, E extends GameEvent>
  extends RulesDefinition<S, M, V, O, E> {
  /**
   * Optional, for the fast path: writes the same moves as {@link RulesDefinition.legalMoves}, in the same order, into
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
   * @param state - a state whose match is on, to change in place (as in `apply`)
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
  randomStep?(state: Draft<S>, rng: Rng, ctx: RuleContext<E>): void;
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
   * Optional: how good the position is for each seat before the match ends, per seat, each in [0, 1] (1 = as good as
   * won). Search bots (ISMCTS) score the positions where they cut their playouts with it; a game without it is scored
   * by its match score's leader. Read only the state; never change it. Each game documents its choice in its rules
   * page (`docs/rules/<game>.md`).
   * @param state - a state, over or not
   * @example
   * ```ts
   * evaluate(state) { return standingShares(state.scores, winners(state)); } // coins won so far, as shares
   * ```
   */
  evaluate?(state: S): readonly number[];
  /** Where the game hides cards. */
  readonly hidden: HiddenInformation<S, V>;
  /** Integer actions and numeric observations for learning. */
  readonly encoding?: ActionEncoding<M, V>;
  /** A rule-of-thumb policy from the rulebook's strategy notes (used by the heuristic bot). */
  readonly heuristic?: Policy<V, M>;
}
