/**
 * Building a state from an explicit position — given hands, ranks and table — for tests, puzzles and examples. The
 * result carries `origin: 'position'`: a position lists only the cards that matter (the rest count as played) and may
 * give ranks, scores and a finishing order freely, so the invariants that tie a state to its deal and to earlier hands
 * do not apply to it; every other invariant of a saved state does (`docs/rules/dalmuti.md`).
 * @module
 */
import {
  err,
  isIntIn,
  type Result,
  Rng,
  type Seat,
  type Seed,
  type StateError,
  seedState,
  total,
  type Writable,
} from '../../core/index.js';
import { countsFromCards, deckCounts, JESTER, RANK_SLOTS } from './cards.js';
import { dalmuti } from './game.js';
import { normalizeOptions } from './options.js';
import { afterDeal, beginPlay, nextActive } from './rules.js';
import { type DalmutiState, encodeRoundEntry, type RoundEntry, type TableSet, VERSION } from './state.js';

/**
 * An explicit position for {@link fromPosition}. Cards are lists of ranks (13 = Jester). Cards of the deck that are in
 * no hand count as already played this hand (public), so any hands may be given.
 * @category Dalmuti
 */
export interface DalmutiPosition {
  /** How many seats. */
  readonly seats: number;
  /** Options as for `setup` (defaults filled in). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** Per seat, its cards (ranks 1..13). */
  readonly hands: readonly (readonly number[])[];
  /** The rank order = clockwise seating, best first. @defaultValue seats in number order */
  readonly order?: readonly Seat[];
  /**
   * `'dealt'`: the hands were just dealt; the engine runs what follows a deal (revolution decision, taxation, merchant
   * swap, then play), exactly as after its own deal. `'play'` (default): a position inside a round.
   */
  readonly phase?: 'dealt' | 'play';
  /** The current hand, from 1. @defaultValue 1 */
  readonly hand?: number;
  /** The top set, or `null` for an empty table. @defaultValue null */
  readonly top?: TableSet | null;
  /** The round so far (plays and passes, rank 0 = pass). @defaultValue `[top]` when there is a top set */
  readonly round?: readonly RoundEntry[];
  /** The seat to act. @defaultValue the next seat holding cards after the top set's player, or the GD to lead */
  readonly actor?: Seat;
  /** Passes since the last play. @defaultValue the passes at the end of `round` */
  readonly passes?: number;
  /** Seats already out this hand, in order (their hands must be empty). @defaultValue [] */
  readonly finished?: readonly Seat[];
  /** Match totals per seat. @defaultValue zeros */
  readonly scores?: readonly number[];
  /** The previous hand's finishing order. @defaultValue [] */
  readonly lastFinish?: readonly Seat[];
  /** Seeds the state's random stream (later deals). @defaultValue 0 */
  readonly seed?: Seed;
}

function fail(message: string): Result<DalmutiState, StateError> {
  return err({
    code: 'INVALID_STATE',
    message: `not a valid position: ${message}`,
    issues: [{ path: '', message }],
  });
}

/**
 * Builds a raw state from a position (not yet validated; {@link fromPosition} validates it with `loadState`).
 * @param pos - the position
 * @returns the state, or why the position cannot be built
 */
export function buildPosition(pos: DalmutiPosition): Result<DalmutiState, StateError> {
  const n = pos.seats;
  if (!isIntIn(n, 4, 13)) return fail('seats must be 4–13');
  const opts = normalizeOptions(pos.options ?? {}, n);
  if (!opts.ok) return err({ code: 'BAD_OPTIONS', message: 'bad options', issues: opts.error });
  const options = opts.value;
  if (pos.hands.length !== n) return fail(`expected ${n} hands`);
  let hands: number[][];
  try {
    hands = pos.hands.map((h) => countsFromCards(h));
  } catch (e) {
    return fail(String(e));
  }
  const deck = deckCounts(n, options.shortDeck);
  const played = new Array<number>(RANK_SLOTS).fill(0);
  for (let r = 1; r < RANK_SLOTS; r++) {
    played[r] = deck[r]! - hands.reduce((a, h) => a + h[r]!, 0);
    if (played[r]! < 0) return fail(`too many cards of rank ${r === JESTER ? 'J' : r}`);
  }
  const order = [...(pos.order ?? Array.from({ length: n }, (_, i) => i))];
  const round = pos.round ?? (pos.top ? [pos.top] : []);
  let trailingPasses = 0;
  for (const e of round) trailingPasses = e.rank === 0 ? trailingPasses + 1 : 0;
  let passed = 0;
  for (const e of round) if (e.rank === 0) passed |= 1 << e.seat;
  const top = pos.top
    ? { seat: pos.top.seat, rank: pos.top.rank, naturals: pos.top.naturals, jesters: pos.top.jesters }
    : null;
  const passes = pos.passes ?? trailingPasses;
  const rng = seedState(pos.seed ?? 0);
  const state = {
    game: 'dalmuti',
    version: VERSION,
    seats: n,
    options,
    hand: pos.hand ?? 1,
    deals: pos.hand ?? 1,
    phase: 'play',
    actor: order[0]!,
    order,
    hands,
    sizes: hands.map(total),
    played,
    seatDraw: null,
    revolution: null,
    tax: null,
    swap: null,
    top,
    passes,
    passed,
    roundLog: round.map((e) => encodeRoundEntry(e.seat, e.rank, e.naturals, e.jesters)),
    finished: [...(pos.finished ?? [])],
    lastFinish: [...(pos.lastFinish ?? [])],
    handPoints: new Array<number>(n).fill(0),
    scores: [...(pos.scores ?? new Array<number>(n).fill(0))],
    // The moves the round shows (a position's earlier moves are not known; I20 asks for at least these).
    handMoves: pos.phase === 'dealt' ? 0 : round.length,
    origin: 'position',
    rng,
  } as Writable<DalmutiState>;
  if (pos.phase === 'dealt') {
    // What follows a deal draws nothing from the stream and reports nothing; the state is private here.
    afterDeal(state, { rng: new Rng(rng), emit: () => {}, recording: false, edit: (c) => c as never });
  } else {
    beginPlay(state);
    state.top = top;
    state.passes = passes;
    state.passed = passed;
    state.actor = pos.actor ?? (top === null ? order[0]! : nextActive(state as DalmutiState, top.seat));
  }
  return { ok: true, value: state as DalmutiState };
}

/**
 * Builds a state from an explicit position (hands, ranks, table, whose turn…) and validates it like `loadState`.
 * @param position - the position (cards as lists of ranks, 13 = Jester)
 * @returns the state, or every problem found
 * @example
 * ```ts
 * // The Greater Dalmuti (seat 0) leads a lone Jester; seat 1 may answer with its 12.
 * const r = fromPosition({ seats: 4, hands: [[13, 5], [12, 3], [13, 7], [9]] });
 * if (r.ok) dalmuti.applyMove(r.value, playMove(13, 0, 1));
 * ```
 * @category Dalmuti
 */
export function fromPosition(position: DalmutiPosition): Result<DalmutiState, StateError> {
  const built = buildPosition(position);
  return built.ok ? dalmuti.loadState(JSON.parse(JSON.stringify(built.value)), { positions: true }) : built;
}
