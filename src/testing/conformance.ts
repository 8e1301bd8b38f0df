/**
 * The conformance kit: runs seeded random matches through any {@link Game} and checks the contract at every step.
 * Each game's test suite calls it; games built by third parties on `cardrules/core` can too.
 * @module
 */

import { observeInto } from '../core/encoding.js';
import {
  type AnyGame,
  IllegalMoveError,
  InvalidStateError,
  type OptionSpec,
  Rng,
  type Seed,
  type SetupOptions,
} from '../core/index.js';
import { deepEqual, stateHash } from '../core/json.js';
import { createRecord, replay } from '../core/record.js';
import { createSimulator, type Simulator } from '../core/simulator.js';
import { junkMoves } from './junk.js';

/**
 * What {@link checkConformance} runs.
 * @category Testing
 */
export interface ConformanceOptions {
  /** Seat counts to play; default: every count the game allows. */
  readonly seats?: readonly number[];
  /** Option sets to play (each with every seat count); default `[{}]`. */
  readonly options?: readonly Readonly<Record<string, unknown>>[];
  /** Matches per seat count and option set. @defaultValue 10 */
  readonly matches?: number;
  /** The seed all match seeds derive from. @defaultValue `'conformance'` */
  readonly seed?: Seed;
  /** A match that takes more moves than this fails the termination check. @defaultValue 100000 */
  readonly maxMoves?: number;
  /** Junk inputs tried on each checked state. @defaultValue 4 */
  readonly junkPerState?: number;
  /** Run the expensive checks (every legal move validated, views, hidden cards, loadState) on every k-th state. @defaultValue 1 */
  readonly fullCheckEvery?: number;
  /**
   * Also play this many option sets drawn at random from the game's described options (`game.options`), each with
   * every seat count; combinations `setup` refuses are skipped (at least one must be accepted). @defaultValue 0
   */
  readonly generatedOptions?: number;
}

/**
 * What {@link checkConformance} did.
 * @category Testing
 */
export interface ConformanceReport {
  /** Matches played to the end. */
  readonly matches: number;
  /** Moves applied in all. */
  readonly moves: number;
  /** The longest match, in moves. */
  readonly longestMatch: number;
  /** States on which the expensive checks ran. */
  readonly fullyCheckedStates: number;
  /** Junk inputs tried. */
  readonly junkTried: number;
}

/**
 * Thrown by {@link checkConformance} on the first broken rule of the contract. Its fields say how to replay it.
 * @category Testing
 */
export class ConformanceError extends Error {
  /** The name of the failed check (`'validate-agrees-with-legal-moves'`, …). */
  readonly check: string;
  /** The record of the match up to the failure, replayable with `replay`. */
  readonly record: unknown;
  /**
   * @param check - the failed check
   * @param detail - what happened
   * @param record - the match so far
   */
  constructor(check: string, detail: string, record: unknown) {
    super(`conformance check '${check}' failed: ${detail}\nrecord: ${JSON.stringify(record).slice(0, 2000)}`);
    this.name = 'ConformanceError';
    this.check = check;
    this.record = record;
  }
}

/** What a reused move buffer holds before `legalMovesInto` writes into it. */
const STALE_ENTRY = Object.freeze({ stale: true });

function json(value: unknown): string {
  return JSON.stringify(value);
}

function containsKey(value: unknown, key: string): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsKey(v, key));
  return Object.keys(value).some((k) => k === key || containsKey((value as Record<string, unknown>)[k], key));
}

/**
 * Plays seeded random matches through `game` and checks, at every step, that:
 * `toAct` names a seat or `null`; legal moves exist exactly while the match is on, are distinct and plain JSON; every
 * legal move validates (also with its seat, and not with another seat) and applies; junk inputs never make `validate`
 * throw and are accepted exactly when they equal a legal move; rejected moves throw {@link IllegalMoveError} and
 * change nothing; `applyMove` never mutates its input; states and events round-trip through JSON; `loadState`
 * accepts every real state; scores have one finite number per seat; views are JSON, never show the RNG, and do not
 * change when the game's `hidden.shuffleHidden` moves cards that seat cannot see; every seat's and the spectator's
 * view is described (`describeView`) in at least one line of plain text; `hidden.sampleState` is consistent
 * with the view; the move encoding is a bijection; the fast path (the rules on a mutable copy) reaches the same
 * states as `applyMove`, and the game's `legalMovesInto` and `legalActionsInto` (when it has them) list exactly
 * `legalMoves`; one step of the simulator's random playout (the game's `randomStep` when it has one) draws exactly
 * `rng.int(legalMoves.length)` and reaches the state that applying that legal move reaches; on every state, every
 * seat's and the spectator's observation written by `observeInto` (the game's hook when it has one, from the
 * state and from the simulator's copy) is exactly `encoding.observe(view)`, so a hook can show nothing the view
 * hides; matches end within `maxMoves`; replaying the record reproduces the final state.
 *
 * @param game - any game built with `defineGame`
 * @param options - what to play
 * @returns counts of what was checked
 * @throws ConformanceError on the first failure
 * @example
 * ```ts
 * import { checkConformance } from 'cardrules/testing';
 * it('follows the contract', () => {
 *   const report = checkConformance(coins, { matches: 50, seed: 1 });
 *   expect(report.matches).toBe(50);
 * });
 * ```
 * @category Testing
 */
export function checkConformance(game: AnyGame, options: ConformanceOptions = {}): ConformanceReport {
  const seatCounts =
    options.seats ??
    Array.from({ length: game.seats.max - game.seats.min + 1 }, (_, i) => game.seats.min + i);
  const master0 = Rng.fromSeed(`${String(options.seed ?? 'conformance')}/options`);
  // Generated options are drawn per seat count, from the bounds for that count (a starting seat's, say).
  const optionSetsFor = (seats: number) => [
    ...(options.options ?? [{}]),
    ...Array.from({ length: options.generatedOptions ?? 0 }, () =>
      randomOptions(game.optionsFor(seats), master0),
    ),
  ];
  const matchesEach = options.matches ?? 10;
  const maxMoves = options.maxMoves ?? 100_000;
  const junkPerState = options.junkPerState ?? 4;
  const fullEvery = Math.max(1, options.fullCheckEvery ?? 1);
  const master = Rng.fromSeed(options.seed ?? 'conformance');
  let matches = 0;
  let moves = 0;
  let longest = 0;
  let fully = 0;
  let junkTried = 0;
  let refused = 0;

  for (const seats of seatCounts) {
    for (const opts of optionSetsFor(seats)) {
      for (let m = 0; m < matchesEach; m++) {
        const rng = master.fork();
        const seed = `${String(options.seed ?? 'conformance')}/${seats}/${m}/${rng.nextUint32()}`;
        const setupOptions = { ...opts, seats, seed } as SetupOptions<unknown>;
        if (!setupAccepts(game, setupOptions)) {
          refused++;
          continue;
        }
        const played: unknown[] = [];
        const record = () =>
          createRecord(game, setupOptions as SetupOptions<unknown> & { seed: Seed }, played);
        const fail = (check: string, detail: string): never => {
          throw new ConformanceError(
            check,
            `${detail} (seats ${seats}, options ${json(opts)}, move ${played.length})`,
            record(),
          );
        };
        let state = game.setup(setupOptions);
        const fast = createSimulator(game, state);
        const moveBuffer: unknown[] = [];
        const actionBuffer = new Int32Array(game.encoding?.actionCount ?? 0);
        let matchOverEvents = 0;
        let previousLegal: readonly unknown[] = [];
        let stateIndex = 0;

        for (;;) {
          const full = stateIndex % fullEvery === 0;
          stateIndex++;
          const actor = game.toAct(state);
          const legal = game.legalMoves(state);
          const keys = new Set<string>();
          for (const mv of legal) {
            const key = game.moveKey(mv);
            if (keys.has(key)) fail('no-duplicate-moves', `the move ${key} is listed twice`);
            keys.add(key);
            if (!deepEqual(JSON.parse(json(mv)), mv))
              fail('moves-are-json', `the move ${key} is not plain JSON`);
          }
          const encoding = game.encoding;
          if (encoding !== undefined) {
            // The integer enumeration: the encodings of the legal moves, in order (checked first: a game without
            // `legalMovesInto` has its moves enumerated by decoding these actions).
            actionBuffer.fill(-1);
            const count = fast.legalActionsInto(actionBuffer);
            if (count !== legal.length || legal.some((mv, i) => actionBuffer[i] !== encoding.encodeMove(mv)))
              fail(
                'legal-actions-into',
                `legalActionsInto gave ${count} actions for ${legal.length} legal moves`,
              );
          }
          {
            // The fast path's enumeration: the same moves in the same order, into a buffer with stale entries.
            moveBuffer.length = legal.length + 3;
            moveBuffer.fill(STALE_ENTRY);
            const count = fast.legalMovesInto(moveBuffer);
            if (
              count !== legal.length ||
              legal.some((mv, i) => moveBuffer[i] !== mv && json(moveBuffer[i]) !== json(mv))
            )
              fail('legal-moves-into', `legalMovesInto gave ${count} moves, legalMoves ${legal.length}`);
          }
          if (full) {
            // Words for people: every legal move has a notation that reads back to the same move.
            for (const mv of legal) {
              const text = game.formatMove(mv);
              const back = game.parseMoveText(text);
              if (
                typeof text !== 'string' ||
                text === '' ||
                !back.ok ||
                game.moveKey(back.value) !== game.moveKey(mv)
              )
                fail(
                  'notation-round-trip',
                  `${json(mv)} is written '${String(text)}', which does not read back`,
                );
            }
          }
          if (actor !== null && legal.length === 0)
            fail('moves-while-on', `seat ${actor} is to act but has no legal move`);
          checkState(game, state, full, fail);
          checkObservations(game, state, fast, fail);
          if (full) fully++;
          if (actor === null) {
            if (legal.length !== 0)
              fail('no-moves-when-over', `the match is over but ${legal.length} legal moves remain`);
            break;
          }
          if (!Number.isInteger(actor) || actor < 0 || actor >= seats)
            fail('to-act-range', `toAct returned ${json(actor)}`);
          if (legal.length === 0) fail('moves-while-on', `seat ${actor} is to act but has no legal move`);
          if (full) {
            for (const mv of legal) {
              const v = game.validate(state, JSON.parse(json(mv)));
              if (!v.ok) fail('legal-moves-validate', `legal move ${json(mv)} rejected: ${v.error.message}`);
              else if (game.moveKey(v.value) !== game.moveKey(mv))
                fail('legal-moves-validate', `validate changed ${json(mv)}`);
            }
            const first = legal[0];
            if (!game.validate(state, first, actor).ok)
              fail('legal-moves-validate', 'a legal move is rejected for its own seat');
            if (seats > 1) {
              const other = (actor + 1) % seats;
              const v = game.validate(state, first, other);
              if (v.ok || v.error.code !== 'NOT_YOUR_TURN')
                fail('wrong-seat', `seat ${other} could move for seat ${actor}`);
            }
          }
          // Junk must never throw, and is accepted exactly when it equals a legal move.
          const before = json(state);
          for (const input of junkMoves(rng, legal, previousLegal, junkPerState)) {
            junkTried++;
            let verdict: ReturnType<typeof game.validate>;
            try {
              verdict = game.validate(state, input);
            } catch (e) {
              return fail('validate-never-throws', `validate threw on ${safeJson(input)}: ${String(e)}`);
            }
            if (!verdict.ok && verdict.error.code === 'INTERNAL_ERROR') {
              fail(
                'validate-never-throws',
                `validate hit an internal error on ${safeJson(input)}: ${verdict.error.message}`,
              );
            }
            // The oracle: an input is legal exactly when it is deeply equal to a listed legal move.
            const isLegal = legal.some((mv) => deepEqual(mv, input));
            if (verdict.ok !== isLegal) {
              fail('validate-agrees-with-legal-moves', `validate said ${verdict.ok} for ${safeJson(input)}`);
            }
            if (!verdict.ok) {
              if (
                typeof verdict.error.code !== 'string' ||
                typeof verdict.error.message !== 'string' ||
                verdict.error.message === ''
              ) {
                fail('typed-rejections', `rejection without code or message for ${safeJson(input)}`);
              }
              try {
                game.applyMove(state, input);
                fail('apply-rejects-illegal', `applyMove accepted ${safeJson(input)}`);
              } catch (e) {
                if (!(e instanceof IllegalMoveError))
                  fail('apply-rejects-illegal', `applyMove threw ${String(e)}, not IllegalMoveError`);
              }
            }
          }
          if (json(state) !== before)
            fail('rejected-moves-change-nothing', 'a rejected move changed the state');

          // The generic step of a random playout: the legal moves, the one at `rng.int(count)`.
          const pickFrom = rng.state();
          const move = legal[rng.int(legal.length)];
          const step = game.applyMoveWithEvents(state, move);

          if (json(state) !== before)
            fail('no-input-mutation', `applyMove(${json(move)}) mutated its input state`);
          if (!deepEqual(JSON.parse(json(step.events)), step.events))
            fail('events-are-json', 'events are not plain JSON');
          // The fast path: the same rules on a private mutable copy.
          const probe = fast.clone();
          fast.apply(move);
          if (json(fast.state) !== json(step.state))
            fail('fast-path-equals-apply-move', `the states differ after ${json(move)}`);
          if (json(game.applyMove(state, move)) !== json(step.state))
            fail(
              'apply-move-ignores-recording',
              `applyMove and applyMoveWithEvents differ after ${json(move)}`,
            );
          {
            // The simulator's own random step (a game's `randomStep` hook when it has one), from the stream as it
            // was before the pick: the same draws, and the same state as the generic step.
            const probeRng = Rng.fromState(pickFrom);
            probe.playout(probeRng, 1);
            if (json(probeRng.state()) !== json(rng.state()))
              fail('random-step-equals-pick', `the random step drew otherwise than rng.int(${legal.length})`);
            if (json(probe.state) !== json(step.state))
              fail(
                'random-step-equals-pick',
                `the random step did not play ${json(move)}, or played it otherwise`,
              );
          }
          checkEvents(game, state, move, step, full, rng, fail);
          for (const e of step.events) if ((e as { type: string }).type === 'matchOver') matchOverEvents++;

          previousLegal = legal;
          played.push(move);
          state = step.state;
          moves++;
          if (played.length > maxMoves) fail('terminates', `no end after ${maxMoves} moves`);
        }

        checkWinners(game, state, fail);
        if (matchOverEvents !== 1)
          fail('match-over-event', `the match ended with ${matchOverEvents} matchOver events, not one`);
        const replayed = replay(game, JSON.parse(json(record())));
        if (!replayed.ok) fail('replay', replayed.error.message);
        else if (stateHash(replayed.value) !== stateHash(state) || json(replayed.value) !== json(state)) {
          fail('replay', 'replaying the record gives another state');
        }
        matches++;
        longest = Math.max(longest, played.length);
      }
    }
  }
  if (matches === 0)
    throw new ConformanceError('setup-accepts-options', `setup refused all ${refused} option sets`, null);
  return { matches, moves, longestMatch: longest, fullyCheckedStates: fully, junkTried };
}

function safeJson(value: unknown): string {
  try {
    return (JSON.stringify(value) ?? String(value)).slice(0, 300);
  } catch {
    return String(value);
  }
}

/** Control characters (terminal escapes included): plain text for people has none. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A view's words for people: lines of plain text, at least one of them not blank. */
function checkDescribedView(
  game: AnyGame,
  view: unknown,
  seat: number | null,
  fail: (c: string, d: string) => never,
): void {
  let lines: unknown;
  try {
    lines = game.describeView(view);
  } catch (e) {
    fail('view-described', `describeView threw for seat ${seat}: ${String(e)}`);
  }
  if (!Array.isArray(lines) || lines.some((line) => typeof line !== 'string'))
    fail('view-described', `describeView of seat ${seat} gave ${safeJson(lines)}, not lines of text`);
  const text = lines as readonly string[];
  if (!text.some((line) => line.trim() !== ''))
    fail('view-described', `describeView of seat ${seat} gave no words`);
  const bad = text.find((line) => CONTROL.test(line));
  if (bad !== undefined)
    fail(
      'view-described',
      `describeView of seat ${seat} gave a line with control characters: ${safeJson(bad)}`,
    );
}

function checkState(
  game: AnyGame,
  state: { seats: number; rng: readonly number[] },
  full: boolean,
  fail: (c: string, d: string) => never,
): void {
  const seats = state.seats;
  const text = json(state);
  if (!deepEqual(JSON.parse(text), state))
    fail('state-is-json', 'the state does not round-trip through JSON');
  const score = game.score(state);
  if (score.length !== seats || score.some((x: number) => typeof x !== 'number' || !Number.isFinite(x))) {
    fail('score-shape', `score ${json(score)} for ${seats} seats`);
  }
  if (!game.isOver(state) && game.winners(state).length !== 0)
    fail('winners-shape', 'winners before the end');
  if (!full) return;
  const loaded = game.loadState(JSON.parse(text));
  if (!loaded.ok)
    fail('load-state-accepts-real-states', `${loaded.error.message}: ${json(loaded.error.issues)}`);
  else if (json(loaded.value) !== text) fail('load-state-accepts-real-states', 'loadState changed the state');
  const rngText = state.rng.join(',');
  const seatsToView: (number | null)[] = [null, ...Array.from({ length: seats }, (_, i) => i)];
  const hiddenRng = Rng.fromSeed(text.length);
  for (const seat of seatsToView) {
    const view = game.view(state, seat);
    if (!deepEqual(JSON.parse(json(view)), view))
      fail('view-is-json', `the view of seat ${seat} is not plain JSON`);
    if (containsKey(view, 'rng') || json(view).includes(rngText))
      fail('view-hides-rng', `the view of seat ${seat} shows the RNG`);
    checkDescribedView(game, view, seat, fail);
    const hidden = game.hidden;
    if (typeof hidden?.shuffleHidden !== 'function')
      fail('hidden-information-hooks', 'the game has no hidden.shuffleHidden: its views cannot be checked');
    {
      const shuffled = hidden.shuffleHidden(state, seat, hiddenRng);
      if (!deepEqual(game.view(shuffled, seat), view)) {
        fail('view-hides-hidden-cards', `the view of seat ${seat} changed when cards hidden from it moved`);
      }
      const reloaded = game.loadState(JSON.parse(json(shuffled)), { positions: true });
      if (!reloaded.ok)
        fail(
          'shuffle-hidden-is-valid',
          `shuffleHidden made an invalid state: ${json(reloaded.error.issues)}`,
        );
      if (hidden.sampleState && seat !== null) {
        const sampled = hidden.sampleState(view, seat, hiddenRng);
        if (!deepEqual(game.view(sampled, seat), view)) fail('sample-state-matches-view', `seat ${seat}`);
        const ok = game.loadState(JSON.parse(json(sampled)), { positions: true });
        if (!ok.ok) fail('sample-state-is-valid', json(ok.error.issues));
      }
    }
  }
  const enc = game.encoding;
  if (enc && game.toAct(state) !== null) {
    const seen = new Set<number>();
    for (const mv of game.legalMoves(state)) {
      const a = enc.encodeMove(mv);
      if (!Number.isInteger(a) || a < 0 || a >= enc.actionCount || seen.has(a))
        fail('encoding-bijection', `move ${json(mv)} → ${a}`);
      seen.add(a);
      const back = enc.decodeMove(a);
      if (back === null || game.moveKey(back) !== game.moveKey(mv))
        fail('encoding-bijection', `decode(encode(${json(mv)}))`);
    }
    const actor = game.toAct(state);
    const obs = enc.observe(game.view(state, actor));
    if (obs.length !== enc.observationSize || obs.some((x: number) => !Number.isFinite(x))) {
      fail('observation-shape', `length ${obs.length}, expected ${enc.observationSize}`);
    }
  }
}

/** The numbers around an observation in the probe buffer of {@link checkObservations}: none may change. */
const GUARD = 3;
/** What the guard entries hold. */
const GUARD_VALUE = -7.25;

/**
 * On every state: for every seat and the spectator (where `observe` takes a spectator's view), the observation
 * written by `observeInto` (the game's hook when it has one) equals `encoding.observe(view)`, number for number.
 * Written from the state (frozen: a hook that writes to it throws) and from the simulator's copy, into a buffer
 * whose observation entries hold NaN (so each one must be written) between guard entries (which must not change),
 * at an offset (so the offset is honoured).
 */
function checkObservations(
  game: AnyGame,
  state: { seats: number },
  sim: Simulator<unknown, unknown>,
  fail: (c: string, d: string) => never,
): void {
  const enc = game.encoding;
  if (enc === undefined) return;
  const size = enc.observationSize;
  const buffer = new Float32Array(size + 2 * GUARD);
  const viewers: (number | null)[] = [null, ...Array.from({ length: state.seats }, (_, i) => i)];
  for (const seat of viewers) {
    let expected: Float32Array;
    try {
      expected = enc.observe(game.view(state, seat));
    } catch (e) {
      if (seat === null) continue; // a game whose observe takes no spectator's view
      fail('observation-shape', `observe(view) of seat ${seat} threw: ${String(e)}`);
    }
    if (expected.length !== size || expected.some((x) => !Number.isFinite(x)))
      fail('observation-shape', `seat ${seat}: length ${expected.length}, expected ${size} finite numbers`);
    for (const path of ['state', 'simulator'] as const) {
      buffer.fill(GUARD_VALUE);
      buffer.fill(Number.NaN, GUARD, GUARD + size);
      try {
        if (path === 'state') observeInto(game, state, seat, buffer, GUARD);
        else sim.observeInto(seat, buffer, GUARD);
      } catch (e) {
        fail('observe-into-equals-observe', `observeInto (${path}) threw for seat ${seat}: ${String(e)}`);
      }
      for (let i = 0; i < buffer.length; i++) {
        const want = i < GUARD || i >= GUARD + size ? GUARD_VALUE : expected[i - GUARD]!;
        if (buffer[i] !== want) {
          fail(
            'observe-into-equals-observe',
            i < GUARD || i >= GUARD + size
              ? `observeInto (${path}) for seat ${seat} wrote outside its ${size} numbers (at ${i - GUARD})`
              : `observeInto (${path}) for seat ${seat} gives ${buffer[i]} at ${i - GUARD}, observe(view) ${want}`,
          );
        }
      }
    }
  }
}

const LIFECYCLE_KEYS: Readonly<Record<string, string>> = {
  dealt: 'deal,type',
  matchOver: 'scores,type,winners',
};

/**
 * The events of one move: plain data with a `type` and a sentence for people; secrets in core's format; the
 * lifecycle events in their shared shape; and what a seat receives through `eventsFor` never tells apart two
 * states that differ only in cards hidden from it, unless its view after the move does too.
 */
function checkEvents(
  game: AnyGame,
  state: { seats: number },
  move: unknown,
  step: { state: unknown; events: readonly unknown[] },
  full: boolean,
  rng: Rng,
  fail: (c: string, d: string) => never,
): void {
  const seats = state.seats;
  const over = game.isOver(step.state);
  let matchOver = 0;
  if (over) checkWinners(game, step.state as { seats: number }, fail);
  for (const raw of step.events) {
    const e = raw as { type?: unknown; secret?: { seats?: unknown; fields?: unknown } } & Record<
      string,
      unknown
    >;
    if (typeof e !== 'object' || e === null || typeof e.type !== 'string')
      fail('events-have-a-type', `event ${json(raw)}`);
    const words = game.describeEvent(raw);
    if (typeof words !== 'string' || words.trim() === '')
      fail('events-described', `no words for ${json(raw)}`);
    if (e.secret !== undefined) {
      const { seats: who, fields } = e.secret;
      if (
        !Array.isArray(who) ||
        who.some((s) => !Number.isInteger(s) || s < 0 || s >= seats) ||
        !Array.isArray(fields) ||
        fields.length === 0 ||
        fields.some((f) => typeof f !== 'string' || !(f in e))
      )
        fail('event-secret-format', `event ${json(raw)}`);
    }
    const shape = LIFECYCLE_KEYS[e.type as string];
    if (shape !== undefined && Object.keys(e).sort().join(',') !== shape)
      fail('lifecycle-event-shape', `event ${json(raw)} is not { ${shape} }`);
    if (e.type === 'matchOver') {
      matchOver++;
      if (!over) fail('match-over-event', 'a matchOver event while the match goes on');
      if (
        json(e.scores) !== json(game.score(step.state)) ||
        json(e.winners) !== json(game.winners(step.state))
      )
        fail('match-over-event', `matchOver ${json(raw)} differs from the final score and winners`);
    }
  }
  if (over && matchOver !== 1)
    fail('match-over-event', `the last move reported ${matchOver} matchOver events`);
  if (!full) return;
  const viewers: (number | null)[] = [null, ...Array.from({ length: seats }, (_, i) => i)];
  for (const seat of viewers) {
    const mine = game.eventsFor(step.events, seat);
    for (const e of mine) {
      const words = game.describeEvent(e);
      if (typeof words !== 'string' || words.trim() === '')
        fail('events-described', `no words for seat ${seat}'s copy ${json(e)}`);
    }
    const other = game.hidden.shuffleHidden(state, seat, rng);
    if (!game.validate(other, move).ok) continue;
    const otherStep = game.applyMoveWithEvents(other, move);
    if (!deepEqual(game.view(otherStep.state, seat), game.view(step.state, seat))) continue;
    if (!deepEqual(game.eventsFor(otherStep.events, seat), mine))
      fail(
        'events-hide-hidden-cards',
        `seat ${seat}'s events differ between two states it cannot tell apart: ${json(mine)} vs ${json(game.eventsFor(otherStep.events, seat))}`,
      );
  }
}

/** The winners of a finished match: at least one, each a seat, none twice. */
function checkWinners(game: AnyGame, state: { seats: number }, fail: (c: string, d: string) => never): void {
  const winners = game.winners(state);
  if (
    winners.length === 0 ||
    new Set(winners).size !== winners.length ||
    winners.some((w: number) => !Number.isInteger(w) || w < 0 || w >= state.seats)
  ) {
    fail('winners-shape', `winners ${json(winners)}`);
  }
}

/** Whether `setup` accepts these options and seats (a generated combination may be one the rules refuse). */
function setupAccepts(game: AnyGame, setup: SetupOptions<unknown>): boolean {
  try {
    game.setup(setup);
    return true;
  } catch (e) {
    if (e instanceof InvalidStateError) return false;
    throw e;
  }
}

/** One option set drawn from the game's described options: small integers, every choice, both booleans. */
function randomOptions(specs: readonly OptionSpec[], rng: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of specs) {
    if (rng.int(4) === 0) continue; // sometimes left to its default
    if (spec.kind === 'boolean') out[spec.name] = rng.int(2) === 1;
    else if (spec.kind === 'choice') out[spec.name] = spec.values[rng.int(spec.values.length)];
    else if (spec.nullable && rng.int(4) === 0) out[spec.name] = null;
    else out[spec.name] = spec.min + rng.int(Math.min(spec.max - spec.min, 20) + 1);
  }
  return out;
}
