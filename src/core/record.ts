/**
 * Game records: `{ game, version, seats, seed, options, moves }`. A record replays to the same state, byte for byte;
 * it is the save format, the bug-report format and the test-fixture format.
 * @module
 */
import { err, ok, type Result, type RuleViolation } from './errors.js';
import type { GameEvent } from './events.js';
import type { BaseState, GameRules, SetupOptions } from './game.js';
import { isIntIn, isPlainObject, plainDataOf } from './json.js';

/** The largest record read: a long match's moves. */
const RECORD_LIMITS = { depth: 10, nodes: 5_000_000 } as const;

import type { Seed } from './rng.js';

/**
 * A finished or unfinished game, as data.
 * @typeParam M - the move type
 * @category Records
 */
export interface GameRecord<M = unknown> {
  /** The game's id. */
  readonly game: string;
  /** The game's state format version when the record was made. */
  readonly version: number;
  /** How many seats. */
  readonly seats: number;
  /** The seed the match was dealt from. */
  readonly seed: Seed;
  /** The options, as given to `setup` (defaults may be omitted). */
  readonly options: Readonly<Record<string, unknown>>;
  /** Every move, in order. */
  readonly moves: readonly M[];
}

/**
 * Why a record could not be replayed.
 * @category Records
 */
export interface ReplayError {
  /** `BAD_RECORD` (not a record, or setup refused it), `WRONG_GAME`, or `ILLEGAL_MOVE` (a move was rejected). */
  readonly code: 'BAD_RECORD' | 'WRONG_GAME' | 'UNSUPPORTED_VERSION' | 'ILLEGAL_MOVE';
  /** A sentence for people. */
  readonly message: string;
  /**
   * For `ILLEGAL_MOVE`: the index of the rejected move in `moves` (0 for the first). People count moves from 1: the
   * message says "move 1" for index 0, and so should tools.
   */
  readonly moveIndex?: number;
  /** For `ILLEGAL_MOVE`: why the move was rejected. */
  readonly violation?: RuleViolation;
}

/**
 * Makes a record from setup options and moves.
 * @param game - the game
 * @param setup - the options given to `setup`; `seed` is required so the record can be replayed
 * @param moves - the moves played
 * @example
 * ```ts
 * const record = createRecord(coins, { seats: 3, seed: 7 }, moves);
 * localStorage.setItem('save', JSON.stringify(record));
 * ```
 * @category Records
 */
export function createRecord<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  game: GameRules<S, M, V, O, E>,
  setup: SetupOptions<O> & { readonly seed: Seed },
  moves: readonly M[],
): GameRecord<M> {
  const { seats, seed, ...options } = setup;
  return { game: game.id, version: game.version, seats, seed, options, moves: [...moves] };
}

/**
 * Replays a record (for example one parsed from JSON) and returns the final state, or where and why it fails.
 * Every move is validated as if it came from outside.
 *
 * @param game - the game the record is for
 * @param record - the record, untrusted
 * @example
 * ```ts
 * const r = replay(coins, JSON.parse(text));
 * if (r.ok) render(coins.view(r.value, mySeat));
 * ```
 * @category Records
 */
export function replay<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  game: GameRules<S, M, V, O, E>,
  record: unknown,
): Result<S, ReplayError> {
  return replayFrames(game, record, () => {});
}

/**
 * Replays a record and calls `onStep` after each move with the move's index, the move, the new state and its events,
 * for move-by-move displays and logs.
 *
 * @param game - the game the record is for
 * @param record - the record, untrusted
 * @param onStep - called after each move
 * @category Records
 */
export function replayFrames<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  game: GameRules<S, M, V, O, E>,
  record: unknown,
  onStep: (index: number, move: M, state: S, events: readonly E[]) => void,
): Result<S, ReplayError> {
  const plain = plainDataOf(record, RECORD_LIMITS);
  const data = plain.ok ? plain.value : null;
  if (!isPlainObject(data) || !Array.isArray(data.moves) || !isPlainObject(data.options ?? {})) {
    return err({
      code: 'BAD_RECORD',
      message: 'not a game record: expected { game, seats, seed, options, moves }',
    });
  }
  if (data.game !== game.id) {
    return err({
      code: 'WRONG_GAME',
      message: `a record of ${JSON.stringify(data.game)}, not of ${game.id}`,
    });
  }
  if (data.version !== undefined && data.version !== game.version) {
    return err({
      code: 'UNSUPPORTED_VERSION',
      message: `a record of ${game.name} format version ${JSON.stringify(data.version)}: this library deals and plays version ${game.version}, so its moves would not replay (see the changelog)`,
    });
  }
  const seed = data.seed;
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))) {
    return err({ code: 'BAD_RECORD', message: 'the record has no valid seed' });
  }
  if (!isIntIn(data.seats, game.seats.min, game.seats.max)) {
    return err({
      code: 'BAD_RECORD',
      message: `the record's seat count is not ${game.seats.min}–${game.seats.max}`,
    });
  }
  let state: S;
  try {
    state = game.setup({ ...(data.options as object), seats: data.seats, seed } as SetupOptions<O>);
  } catch (e) {
    return err({ code: 'BAD_RECORD', message: e instanceof Error ? e.message : 'setup refused the record' });
  }
  const moves = data.moves as unknown[];
  for (let i = 0; i < moves.length; i++) {
    const checked = game.validate(state, moves[i]);
    if (!checked.ok) {
      return err({
        code: 'ILLEGAL_MOVE',
        message: `move ${i + 1} is illegal: ${checked.error.message}`,
        moveIndex: i,
        violation: checked.error,
      });
    }
    const step = game.applyMoveWithEvents(state, checked.value);
    state = step.state;
    onStep(i, checked.value, state, step.events);
  }
  return ok(state);
}
