/**
 * {@link defineRules} and {@link defineGame}: a game's rules in, a {@link GameRules} or the full {@link Game} out. The immutable path runs the rules on an immer
 * draft; `validate` never throws; `loadState` checks a state from outside against the declared shapes and the
 * game's invariants; everything handed out is frozen and never the library's own working objects.
 * @module
 */
import { Immer, isDraft, original } from 'immer';
import type { Draft, GameDefinition, RuleContext, RulesDefinition } from './definition.js';
import {
  CommonCodes,
  err,
  IllegalMoveError,
  InvalidStateError,
  ok,
  type Result,
  type RuleViolation,
  type StateIssue,
  violation,
} from './errors.js';
import type { GameEvent } from './events.js';
import { redactEvents } from './events.js';
import type { BaseState, Game, GameRules, SetupOptions, Step } from './game.js';
import { dealState } from './internal/deal-state.js';
import { deepFreeze } from './internal/deep-freeze.js';
import { describeError } from './internal/describe-error.js';
import { loadStateWith, MOVE_LIMITS } from './internal/load-state.js';
import { madeHere } from './internal/made-here.js';
import { attachRules } from './internal/rules.js';
import { canonicalJson, cloneJson, isIntIn, isPlainObject, plainDataOf } from './json.js';
import { type Naming, plainSeatWords, type SeatWords, seatWords } from './naming.js';
import { Rng, type RngState, randomSeed, seedState } from './rng.js';
import type { Seat } from './seats.js';
import * as shape from './shape-kit.js';

/**
 * The immer instance of the immutable path: it drafts the state the rules change and freezes what changed. A state
 * is plain JSON data (no symbols, no non-enumerable fields), so immer's loose iteration, which reads only enumerable
 * string keys, sees all of it.
 */
const immer = new Immer({ autoFreeze: true, useStrictIteration: false });

/** `ctx.original` on the immutable path: the value behind a draft, or the value itself. */
const originalOf = <T>(value: T): T => (isDraft(value) ? (original(value as object) as T) : value);

/**
 * The seat words for a caller's naming; anything but an object is no naming (so `events.map(game.describeEvent)`,
 * which passes an index, still reads plainly).
 */
const wordsFor = (naming: Naming | undefined): SeatWords =>
  typeof naming === 'object' && naming !== null ? seatWords(naming) : plainSeatWords;

/**
 * Turns a game's rules into a {@link GameRules}: everything a UI without bots or a server needs, and nothing that only
 * bots, simulations and learning use (so an app that ships no bot does not download them). A state one of them makes
 * is a state the other takes.
 *
 * @param def - the rules, with the declared shapes of the state, options and moves, and the invariants
 * @returns the game's rules object (frozen)
 * @example
 * ```ts
 * export const coinsRules = defineRules<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent>({
 *   id: 'coins', name: 'Coins', version: 3, seats: { min: 3, max: 3 },
 *   options, state, invariants, moves,
 *   setup, toAct, legalMoves, apply, score, winners, view, formatMove, parseMoveText, describeEvent, describeView,
 * });
 * const s0 = coinsRules.setup({ seats: 3, seed: 42 });
 * const s1 = coinsRules.applyMove(s0, coinsRules.legalMoves(s0)[0]!);
 * ```
 * @category Contract
 */
export function defineRules<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  def: RulesDefinition<S, M, V, O, E>,
): GameRules<S, M, V, O, E> {
  const moveKey = def.moveKey ?? ((m: M) => canonicalJson(m));
  const loadState = loadStateWith(def);

  /**
   * A state this library made, or else what `loadState` makes of it: a state from elsewhere is read once into a
   * frozen copy and checked like a saved state, so no forged state is acted on and the caller's object is never
   * changed or frozen.
   */
  function trusted(state: unknown): Result<S, import('./errors.js').StateError> {
    if (typeof state === 'object' && state !== null && madeHere.has(state)) return ok(state as S);
    // In process, positions (from this game's `fromPosition`, and states derived from them) are the caller's own.
    return loadState(state, { positions: true });
  }

  // The legal moves of the last state this library made that was asked about. Such a state never changes, so neither
  // do its moves; the usual sequence `legalMoves(state)` then `applyMove(state, move)` enumerates them once. The
  // moves are frozen when they enter the memo, so sharing them is safe.
  let memoState: S | null = null;
  let memoMoves: readonly M[] = [];

  /** The legal moves of `state`, each frozen; the array is the memo's own: read it, never hand it out. */
  function movesOf(state: S): readonly M[] {
    if (state === memoState) return memoMoves;
    const moves = def.toAct(state) === null ? [] : def.legalMoves(state);
    for (let i = 0; i < moves.length; i++) deepFreeze(moves[i]);
    if (madeHere.has(state)) {
      memoState = state;
      memoMoves = moves;
    }
    return moves;
  }

  function legalMoves(state: S): readonly M[] {
    // Every caller gets a frozen array of its own (an index loop: `slice` of a frozen array is a slow path in V8).
    const moves = movesOf(state);
    const n = moves.length;
    const out = new Array<M>(n);
    for (let i = 0; i < n; i++) out[i] = moves[i]!;
    return Object.freeze(out);
  }

  /** A move from outside as the game's own move: the declared shape, then the game's normalization. */
  function parseMove(input: unknown): Result<M, RuleViolation> {
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
    const issues = shape.check(def.moves, plain.value, { seats: def.seats.max });
    if (issues.length > 0) {
      const first = issues[0]!;
      return err(
        violation(
          CommonCodes.BAD_SHAPE,
          null,
          `not a ${def.name} move: ${first.path ? `'${first.path}': ` : ''}${first.message}`,
          first.path || undefined,
        ),
      );
    }
    const move = plain.value as M;
    return def.normalizeMove ? def.normalizeMove(move) : ok(move);
  }

  function validate(given: S, input: unknown, seat?: Seat): Result<M, RuleViolation> {
    try {
      const loaded = trusted(given);
      if (!loaded.ok) {
        const first = loaded.error.issues[0];
        return err(
          violation(
            CommonCodes.BAD_STATE,
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
      const legal = movesOf(state);
      // A move handed back from `legalMoves` is found by identity, before anything is read from it.
      for (let i = 0; i < legal.length; i++) if (legal[i] === input) return ok(input as M);
      const parsed = parseMove(input);
      if (!parsed.ok) return parsed;
      const candidate = parsed.value;
      // Games that intern their moves hand back the very object `legalMoves` lists: found without building keys.
      for (let i = 0; i < legal.length; i++) if (legal[i] === candidate) return ok(candidate);
      const key = moveKey(candidate);
      for (const move of legal) if (moveKey(move) === key) return ok(move);
      const why = def.explain?.(state, candidate) ?? null;
      return err(why ?? violation(CommonCodes.ILLEGAL_MOVE, null, 'that move is not allowed now'));
    } catch (e) {
      return err(
        violation(CommonCodes.INTERNAL_ERROR, null, `the move could not be checked: ${describeError(e)}`),
      );
    }
  }

  /** The immutable path: the rules run on an immer draft of the state; immer freezes what changed. */
  function step(input: S, move: M, recording: boolean): Step<S, E> {
    const checked = validate(input, move);
    if (!checked.ok) throw new IllegalMoveError(def.id, checked.error);
    const loaded = trusted(input);
    if (!loaded.ok)
      throw new IllegalMoveError(def.id, violation(CommonCodes.BAD_STATE, null, loaded.error.message));
    const state = loaded.value;
    const events: E[] = [];
    const rng = new Rng(state.rng);
    const ctx: RuleContext<E> = {
      rng,
      emit: recording ? (e: E) => void events.push(e) : () => {},
      recording,
      original: originalOf,
    };
    const next = immer.produce(state, (draft) => {
      def.apply(draft as unknown as Draft<S>, checked.value, ctx);
      if (rng.draws > 0) (draft as { rng: RngState }).rng = rng.state();
    }) as S;
    madeHere.add(next);
    for (const event of events) deepFreeze(event);
    return { state: next, events: Object.freeze(events) };
  }

  function setup(options: SetupOptions<O>): S {
    const fail = (issues: StateIssue[]) =>
      new InvalidStateError(def.id, { code: 'BAD_OPTIONS', message: 'cannot set up this match', issues });
    const plain = plainDataOf(options, MOVE_LIMITS);
    if (!plain.ok) throw fail([{ path: plain.error.path, message: plain.error.message }]);
    if (!isPlainObject(plain.value)) throw fail([{ path: '', message: 'setup options must be an object' }]);
    const { seats, seed, ...rest } = plain.value as Record<string, unknown>;
    if (!isIntIn(seats, def.seats.min, def.seats.max)) {
      throw fail([
        {
          path: 'seats',
          message: `${def.name} takes ${def.seats.min}–${def.seats.max} seats, got ${typeof seats === 'number' ? seats : typeof seats}`,
        },
      ]);
    }
    const normalized = def.options.normalize(rest, seats);
    if (!normalized.ok) throw fail([...normalized.error]);
    let rngState: RngState;
    try {
      rngState = seedState((seed as string | number | undefined) ?? randomSeed());
    } catch (e) {
      throw fail([{ path: 'seed', message: describeError(e) }]);
    }
    const state = deepFreeze(dealState(def, seats, normalized.value, rngState));
    madeHere.add(state);
    return state;
  }

  /** A card as its value, for a game that words no card of its own. */
  const plainCard = (card: unknown): string =>
    typeof card === 'object' && card !== null ? JSON.stringify(card) : String(card);

  /** Views of states this library made, by state and seat (`seat + 1`; 0 for a spectator): a view never changes. */
  const views = new WeakMap<object, (V | undefined)[]>();

  function view(state: S, seat: Seat | null): V {
    if (seat !== null && !isIntIn(seat, 0, state.seats - 1)) {
      throw new RangeError(
        `${def.id}.view: seat ${typeof seat === 'number' ? seat : typeof seat} out of range 0..${state.seats - 1}`,
      );
    }
    // A view of a state from elsewhere (a simulator's, say) is a frozen copy that shares nothing with it.
    if (!madeHere.has(state)) return deepFreeze(cloneJson(def.view(state, seat)));
    let cached = views.get(state);
    if (cached === undefined) views.set(state, (cached = []));
    const at = seat === null ? 0 : seat + 1;
    return (cached[at] ??= deepFreeze(def.view(state, seat)));
  }

  function parseMoveText(text: string): Result<M, RuleViolation> {
    const move = typeof text === 'string' ? def.parseMoveText(text) : null;
    if (move !== null) return ok(deepFreeze(move));
    return err(
      violation(
        CommonCodes.BAD_SHAPE,
        null,
        `'${typeof text === 'string' ? text.slice(0, 60) : typeof text}' is not a ${def.name} move`,
      ),
    );
  }

  function defaultOptions(seats: number): O {
    const normalized = def.options.normalize({}, seats);
    if (!normalized.ok)
      throw new InvalidStateError(def.id, {
        code: 'BAD_OPTIONS',
        message: `no default options for ${seats} seats`,
        issues: normalized.error,
      });
    return deepFreeze(normalized.value);
  }

  const game: GameRules<S, M, V, O, E> = {
    id: def.id,
    name: def.name,
    version: def.version,
    seats: Object.freeze({ min: def.seats.min, max: def.seats.max }),
    setup,
    toAct: (state) => def.toAct(state),
    legalMoves,
    parseMove: (input) => {
      try {
        const parsed = parseMove(input);
        return parsed.ok ? ok(deepFreeze(parsed.value)) : parsed;
      } catch (e) {
        return err(
          violation(CommonCodes.INTERNAL_ERROR, null, `the move could not be read: ${describeError(e)}`),
        );
      }
    },
    validate,
    applyMove: (state, move) => step(state, move, false).state,
    applyMoveWithEvents: (state, move) => step(state, move, true),
    eventsFor: (events, seat) => {
      const out = redactEvents(events, seat);
      for (const event of out) deepFreeze(event);
      return Object.freeze(out) as E[];
    },
    isOver: (state) => def.toAct(state) === null,
    score: (state) => Object.freeze([...def.score(state)]),
    winners: (state) => Object.freeze(def.toAct(state) === null ? [...def.winners(state)] : []),
    // A seat's view has a hand (the game's own `view` gives it one); the overloads only say so in the types.
    view: view as GameRules<S, M, V, O, E>['view'],
    loadState,
    formatMove: (move, naming) => def.formatMove(move, wordsFor(naming)),
    parseMoveText,
    describeEvent: (event, naming) => def.describeEvent(event, wordsFor(naming)),
    describeView: (v, naming) => [...def.describeView(v, wordsFor(naming))],
    cardsOfMove: (v, move) =>
      Object.freeze(def.cardsOfMove === undefined ? [] : [...def.cardsOfMove(v, move)]),
    formatCard: def.formatCard ? (card) => def.formatCard!(card) : plainCard,
    moveKey,
    options: deepFreeze(def.options.specs(def.seats.max)),
    optionsFor: (seats) => deepFreeze(def.options.specs(seats)),
    defaultOptions,
  };
  return Object.freeze(game);
}

/**
 * Turns a game's rules and its players' parts (where it hides cards, its encoding, its rule-of-thumb policy, its
 * evaluation, the fast path's hooks) into the full {@link Game} that bots, simulations and learning take. Its rules
 * behave exactly as `defineRules`' do.
 *
 * @param def - the rules and the players' parts
 * @returns the game object (frozen)
 * @example
 * ```ts
 * export const coins = defineGame<CoinsState, CoinsMove, CoinsView, CoinsOptions, CoinsEvent>({
 *   ...COINS_RULES, // the rules, as given to defineRules
 *   hidden, encoding, heuristic, evaluate,
 * });
 * const s0 = coins.setup({ seats: 3, seed: 42 });
 * coins.heuristic!(coins.view(s0, 0), coins.legalMoves(s0), Rng.fromSeed(1)); // the rule of thumb's move
 * ```
 * @category Contract
 */
export function defineGame<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  def: GameDefinition<S, M, V, O, E>,
): Game<S, M, V, O, E> {
  const game: Game<S, M, V, O, E> = {
    ...defineRules(def),
    evaluate: def.evaluate ? (state) => def.evaluate!(state) : undefined,
    hidden: def.hidden,
    encoding: def.encoding,
    heuristic: def.heuristic,
  };
  attachRules(game, def);
  return Object.freeze(game);
}
