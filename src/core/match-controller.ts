/**
 * The match controller: the loop every UI writes once — the current state, each seat's view and events, the bots'
 * turns, undo and redo, replay frames, saving and restoring a record — written once, for every game.
 * @module
 */
import { err, ok, type Result, type RuleViolation, violation } from './errors.js';
import type { GameEvent } from './events.js';
import type { BaseState, GameRules, SetupOptions } from './game.js';
import { deepFreeze } from './internal/deep-freeze.js';
import { createRecord, type GameRecord, type ReplayError, replayFrames } from './record.js';
import { Rng, randomSeed, type Seed } from './rng.js';
import type { Seat } from './seats.js';

/**
 * A player the match plays by itself: it gets the seat's view, the legal moves, a seeded random stream and the seat,
 * and answers one of the moves (or a promise of one). The bots of `cardrules/bots` (`randomBot()`, `heuristicBot`,
 * `botFromSpec`) are such functions.
 * @typeParam V - the game's view, M - its move
 * @category Match
 */
export type MatchBot<V, M> = (view: V, legalMoves: readonly M[], rng: Rng, seat: Seat) => M | Promise<M>;

/**
 * Options of {@link createMatch}.
 * @typeParam V - the game's view, M - its move, O - its options
 * @category Match
 */
export interface MatchOptions<V, M, O> {
  /** How many seats play. */
  readonly seats: number;
  /** The seed of the deal; a random one when omitted (the record keeps it either way). */
  readonly seed?: Seed;
  /** The game's options; the game's defaults fill in the rest. */
  readonly options?: { readonly [K in keyof O]?: O[K] };
  /**
   * The bots, by seat: a seat with a bot is played by the match ({@link Match.runBots}, {@link Match.stepBot}); the
   * others are people, who decide with {@link Match.play}. To play by a spec string such as `'heuristic'`, pass
   * `botFromSpec(spec, game)` from `cardrules/bots`.
   */
  readonly bots?: { readonly [seat: number]: MatchBot<V, M> | undefined };
  /** The seed of the bots' random streams (seat `s` draws from `` `${botSeed}:${s}` ``). @defaultValue the deal's seed */
  readonly botSeed?: Seed;
}

/**
 * One move of the match, for replay: who made it, the move, the state after it and its events.
 * @typeParam S - state, M - move, E - event
 * @category Match
 */
export interface MatchFrame<S, M, E> {
  /** The move's index in the match (0 for the first move). */
  readonly index: number;
  /** The seat that made the move. */
  readonly seat: Seat;
  /** Whether a bot of the match made it. */
  readonly byBot: boolean;
  /** The move. */
  readonly move: M;
  /** The state after the move. */
  readonly state: S;
  /** Every event of the move, unredacted: show a seat only `game.eventsFor(events, seat)` or {@link Match.events}. */
  readonly events: readonly E[];
}

/**
 * What a UI renders from, as one frozen object that changes identity exactly when the match changes (a move, undo,
 * redo): pass {@link Match.getSnapshot} to React's `useSyncExternalStore`.
 * @typeParam S - state
 * @category Match
 */
export interface MatchSnapshot<S> {
  /** The current state. */
  readonly state: S;
  /** How many moves lead to the current state. */
  readonly moves: number;
  /** The seat to decide, or `null` when the match is over. */
  readonly toAct: Seat | null;
  /** Whether the seat to decide is played by a bot of the match. */
  readonly botToAct: boolean;
  /** Whether the match is over. */
  readonly over: boolean;
  /** Whether {@link Match.undo} would undo something. */
  readonly canUndo: boolean;
  /** Whether {@link Match.redo} would redo something. */
  readonly canRedo: boolean;
}

/**
 * Why the match refused a move: a game's {@link RuleViolation}, or `BOT_TO_ACT` (the seat to decide is played by a
 * bot of the match), `NO_BOT_TO_ACT` (a bot step with a person or nobody to decide), `ASYNC_BOT` (a synchronous
 * bot step met a bot that answered with a promise: use the async step) or `BOT_ILLEGAL_MOVE` (a bot answered a move
 * that is not legal).
 * @category Match
 */
export type MatchRefusal = RuleViolation;

/**
 * A match in progress: built by {@link createMatch} or {@link restoreMatch}. Every object it hands out is frozen; no
 * method throws on a bad move or a bot's bad answer (they return a refusal and change nothing).
 * @typeParam S - state, M - move, V - view, O - options, E - event
 * @category Match
 */
export interface Match<S extends BaseState<O>, M, V, O, E extends GameEvent> {
  /** The game played (its rules object, or the full game it was given). */
  readonly game: GameRules<S, M, V, O, E>;
  /** The seed of the deal. */
  readonly seed: Seed;
  /** The seats played by people (those without a bot), in order. */
  readonly humans: readonly Seat[];
  /** The current state. */
  readonly state: S;
  /** The current snapshot (a new object after each change, the same one otherwise). */
  getSnapshot(): MatchSnapshot<S>;
  /**
   * Calls `listener` after each change (move, undo, redo).
   * @returns a function that stops the calls
   */
  subscribe(listener: () => void): () => void;
  /** What a seat (or a spectator, `null`) sees now: the game's view, frozen and cached per state. */
  view(seat: Seat | null): V;
  /** The legal moves of the seat to decide (empty when over). */
  legalMoves(): readonly M[];
  /**
   * The events of the moves from move index `from` (default 0) to now, as `seat` may see them (redacted by the
   * game's `eventsFor`).
   */
  events(seat: Seat | null, from?: number): readonly E[];
  /**
   * Makes a move for the seat to decide (a person's seat). The move is checked as input from outside; a bad one is
   * refused and changes nothing.
   * @param move - the move, untrusted
   * @param seat - when given, the move is refused unless this seat is to decide (`NOT_YOUR_TURN`)
   * @returns the frame of the move, or why it was refused
   */
  play(move: unknown, seat?: Seat): Result<MatchFrame<S, M, E>, MatchRefusal>;
  /**
   * Lets the bot of the seat to decide make one move, synchronously (for animating bots one move at a time).
   * @returns the frame of the move, or a refusal (`NO_BOT_TO_ACT`, `ASYNC_BOT`, `BOT_ILLEGAL_MOVE`)
   */
  stepBot(): Result<MatchFrame<S, M, E>, MatchRefusal>;
  /** Like {@link Match.stepBot}, awaiting a bot that answers with a promise. */
  stepBotAsync(): Promise<Result<MatchFrame<S, M, E>, MatchRefusal>>;
  /**
   * Lets the bots play until a person is to decide or the match is over, synchronously.
   * @param limit - at most this many moves @defaultValue no limit
   * @returns the frames of the moves made (fewer when a bot was refused: see {@link Match.stepBot})
   */
  runBots(limit?: number): readonly MatchFrame<S, M, E>[];
  /** Like {@link Match.runBots}, awaiting bots that answer with promises. */
  runBotsAsync(limit?: number): Promise<readonly MatchFrame<S, M, E>[]>;
  /**
   * Undoes back to the state before the last person's decision, with the bots' moves after it (all moves when every
   * seat has a bot: then one move).
   * @returns whether anything was undone
   */
  undo(): boolean;
  /**
   * Redoes what {@link Match.undo} undid: the person's decision and the bots' moves after it, up to the next decision.
   * Any new move drops what could be redone.
   * @returns whether anything was redone
   */
  redo(): boolean;
  /** Every move made so far (up to the current state), as replay frames. */
  frames(): readonly MatchFrame<S, M, E>[];
  /** The first state of the match, before any move. */
  readonly initial: S;
  /** The match as a record (moves up to the current state), to save or share. */
  toRecord(): GameRecord<M>;
}

/** Where {@link MatchFrame}s are made and kept. */
interface Core<S, M, E> {
  readonly initial: S;
  readonly frames: MatchFrame<S, M, E>[];
}

/**
 * Starts a match of a game: deals it, and keeps its moves, its bots and its history.
 * @param game - the game, or its rules object (`coinsRules`): a match needs no players parts
 * @param options - seats, seed, the game's options and the bots: see {@link MatchOptions}
 * @throws InvalidStateError (code `BAD_OPTIONS`) for a bad seat count or options, as the game's `setup` does
 * @example
 * ```ts
 * const match = createMatch(coins, { seats: 3, seed: 1, bots: { 1: randomBot(), 2: randomBot() } });
 * match.runBots();
 * match.play(match.legalMoves()[0]); // seat 0, a person
 * match.runBots();
 * match.undo(); // back before seat 0's move
 * ```
 * @category Match
 */
export function createMatch<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  game: GameRules<S, M, V, O, E>,
  options: MatchOptions<V, M, O>,
): Match<S, M, V, O, E> {
  const seed = options.seed ?? randomSeed();
  const setup = { ...(options.options ?? {}), seats: options.seats, seed } as SetupOptions<O> & {
    seed: Seed;
  };
  const initial = game.setup(setup);
  return build(game, setup, options, { initial, frames: [] });
}

/**
 * Restores a match from a record (for example one parsed from JSON): every move is checked again, and a forged or
 * broken record is refused with where and why. The record's moves count as the people's decisions unless a seat
 * has a bot in `options.bots`.
 * @param game - the game the record is for
 * @param record - the record, untrusted
 * @param options - the bots (and their seed) of the restored match
 * @example
 * ```ts
 * const r = restoreMatch(coins, JSON.parse(localStorage.getItem('save')!));
 * if (r.ok) render(r.value.view(0));
 * ```
 * @category Match
 */
export function restoreMatch<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  game: GameRules<S, M, V, O, E>,
  record: unknown,
  options: Pick<MatchOptions<V, M, O>, 'bots' | 'botSeed'> = {},
): Result<Match<S, M, V, O, E>, ReplayError> {
  const frames: MatchFrame<S, M, E>[] = [];
  const replayed = replayFrames(game, record, (index, move, state, events) => {
    frames.push({ index, seat: 0, byBot: false, move, state, events });
  });
  if (!replayed.ok) return replayed;
  // The record passed every check: read its setup (now known to be well-formed) and deal the first state again.
  const data = record as GameRecord<M>;
  const setup = { ...data.options, seats: data.seats, seed: data.seed } as SetupOptions<O> & { seed: Seed };
  const initial = game.setup(setup);
  // The seats of the moves: each is the seat to decide before it.
  let before = initial;
  const seated = frames.map((f) => {
    const seat = game.toAct(before) ?? 0;
    before = f.state;
    return freezeFrame({ ...f, seat, byBot: options.bots?.[seat] !== undefined });
  });
  return ok(build(game, setup, { ...options, seats: data.seats }, { initial, frames: seated }));
}

/** @internal A frozen frame. */
function freezeFrame<S, M, E>(frame: MatchFrame<S, M, E>): MatchFrame<S, M, E> {
  return Object.freeze({ ...frame, events: Object.freeze([...frame.events]) });
}

/** @internal The match object over its history. */
function build<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  game: GameRules<S, M, V, O, E>,
  setup: SetupOptions<O> & { seed: Seed },
  options: Pick<MatchOptions<V, M, O>, 'bots' | 'botSeed' | 'seats'>,
  core: Core<S, M, E>,
): Match<S, M, V, O, E> {
  const seats = options.seats;
  const bots: (MatchBot<V, M> | undefined)[] = [];
  for (let s = 0; s < seats; s++) bots.push(options.bots?.[s]);
  const humans = Object.freeze(bots.flatMap((b, s) => (b === undefined ? [s] : [])));
  const botSeed = options.botSeed ?? setup.seed;
  const streams = bots.map((_, s) => Rng.fromSeed(`${String(botSeed)}:${s}`));
  const history = core.frames; // every frame made, including those undone
  let cursor = history.length; // frames before the cursor lead to the current state
  const listeners = new Set<() => void>();

  const current = (): S => (cursor === 0 ? core.initial : history[cursor - 1]!.state);
  const isDecision = (f: MatchFrame<S, M, E>): boolean => humans.length === 0 || !f.byBot;

  const makeSnapshot = (): MatchSnapshot<S> => {
    const state = current();
    const toAct = game.toAct(state);
    return Object.freeze({
      state,
      moves: cursor,
      toAct,
      botToAct: toAct !== null && bots[toAct] !== undefined,
      over: game.isOver(state),
      canUndo: history.slice(0, cursor).some(isDecision),
      canRedo: cursor < history.length,
    });
  };
  let snapshot = makeSnapshot();
  const changed = (): void => {
    snapshot = makeSnapshot();
    for (const l of [...listeners]) l();
  };

  const commit = (move: M, byBot: boolean): MatchFrame<S, M, E> => {
    const before = current();
    const step = game.applyMoveWithEvents(before, move);
    const frame = freezeFrame({ index: cursor, seat: game.toAct(before)!, byBot, move, ...step });
    history.length = cursor; // a new move drops what could be redone
    history.push(frame);
    cursor++;
    changed();
    return frame;
  };

  /** The bot to decide now with its seat, or a refusal. */
  const botNow = (): Result<{ seat: Seat; bot: MatchBot<V, M> }, MatchRefusal> => {
    const seat = game.toAct(current());
    const bot = seat === null ? undefined : bots[seat];
    if (seat === null || bot === undefined) {
      return err(violation('NO_BOT_TO_ACT', null, 'no bot of the match is to decide now'));
    }
    return ok({ seat, bot });
  };
  const accept = (seat: Seat, answer: unknown): Result<MatchFrame<S, M, E>, MatchRefusal> => {
    const checked = game.validate(current(), answer, seat);
    if (!checked.ok) {
      return err(
        violation(
          'BOT_ILLEGAL_MOVE',
          checked.error.rule,
          `the bot of seat ${seat} chose an illegal move: ${checked.error.message}`,
        ),
      );
    }
    return ok(commit(checked.value, true));
  };
  const ask = (seat: Seat, bot: MatchBot<V, M>): M | Promise<M> =>
    bot(game.view(current(), seat), game.legalMoves(current()), streams[seat]!, seat);

  const match: Match<S, M, V, O, E> = {
    game,
    seed: setup.seed,
    humans,
    initial: core.initial,
    get state() {
      return current();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    view: (seat) => game.view(current(), seat),
    legalMoves: () => game.legalMoves(current()),
    events(seat, from = 0) {
      const out: E[] = [];
      for (let i = Math.max(0, from); i < cursor; i++) out.push(...game.eventsFor(history[i]!.events, seat));
      return Object.freeze(out);
    },
    play(move, seat) {
      const state = current();
      const toAct = game.toAct(state);
      if (toAct !== null && bots[toAct] !== undefined && (seat === undefined || seat === toAct)) {
        return err(violation('BOT_TO_ACT', null, `seat ${toAct} is played by a bot of the match`));
      }
      const checked = game.validate(state, move, seat);
      if (!checked.ok) return checked;
      return ok(commit(checked.value, false));
    },
    stepBot() {
      const now = botNow();
      if (!now.ok) return now;
      const answer = ask(now.value.seat, now.value.bot);
      if (answer instanceof Promise) {
        answer.catch(() => {}); // its answer is dropped
        return err(
          violation('ASYNC_BOT', null, `the bot of seat ${now.value.seat} answers later: use stepBotAsync`),
        );
      }
      return accept(now.value.seat, answer);
    },
    async stepBotAsync() {
      const now = botNow();
      if (!now.ok) return now;
      const at = cursor;
      const answer = await ask(now.value.seat, now.value.bot);
      if (cursor !== at)
        return err(violation('NO_BOT_TO_ACT', null, 'the match changed while the bot was deciding'));
      return accept(now.value.seat, answer);
    },
    runBots(limit = Number.POSITIVE_INFINITY) {
      const out: MatchFrame<S, M, E>[] = [];
      while (out.length < limit) {
        const r = match.stepBot();
        if (!r.ok) break;
        out.push(r.value);
      }
      return Object.freeze(out);
    },
    async runBotsAsync(limit = Number.POSITIVE_INFINITY) {
      const out: MatchFrame<S, M, E>[] = [];
      while (out.length < limit) {
        const r = await match.stepBotAsync();
        if (!r.ok) break;
        out.push(r.value);
      }
      return Object.freeze(out);
    },
    undo() {
      let i = cursor - 1;
      while (i >= 0 && !isDecision(history[i]!)) i--;
      if (i < 0) return false;
      cursor = i;
      changed();
      return true;
    },
    redo() {
      if (cursor >= history.length) return false;
      let i = cursor + 1; // the decision undone, then the bots' moves after it
      while (i < history.length && !isDecision(history[i]!)) i++;
      cursor = i;
      changed();
      return true;
    },
    frames: () => Object.freeze(history.slice(0, cursor)),
    toRecord: () =>
      deepFreeze(
        createRecord(
          game,
          setup,
          history.slice(0, cursor).map((f) => f.move),
        ),
      ),
  };
  return Object.freeze(match);
}
