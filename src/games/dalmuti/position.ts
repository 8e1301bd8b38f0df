/**
 * Building a state from an explicit position — given hands, ranks and table — for tests, puzzles and other projects.
 * @module
 */
import {
  err,
  isIntIn,
  type Result,
  type Seat,
  type Seed,
  type StateError,
  seedState,
} from '../../core/index.js';
import { countsFromCards, deckCounts, handSize, JESTER, RANK_SLOTS } from './cards.js';
import { afterDeal, beginPlay, type Mut } from './hand.js';
import { encodeRoundEntry, type RoundEntry } from './moves.js';
import { normalizeOptions } from './options.js';
import { nextActive } from './play.js';
import type { DalmutiState, TableSet } from './state.js';

/**
 * An explicit position. Cards are lists of ranks (13 = Jester). Cards of the deck that are in no hand count as
 * already played this hand (public), so any hands may be given.
 * @category Position
 */
export interface Position {
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
 * @category Position
 */
export function buildPosition(pos: Position): Result<DalmutiState, StateError> {
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
  const state = {
    game: 'dalmuti',
    version: 1,
    seats: n,
    options,
    hand: pos.hand ?? 1,
    phase: 'play',
    actor: order[0]!,
    order,
    hands,
    sizes: hands.map(handSize),
    played,
    seatDraw: null,
    revolution: null,
    tax: null,
    swap: null,
    top: pos.top
      ? { seat: pos.top.seat, rank: pos.top.rank, naturals: pos.top.naturals, jesters: pos.top.jesters }
      : null,
    passes: pos.passes ?? trailingPasses,
    passed,
    roundLog: round.map((e) => encodeRoundEntry(e.seat, e.rank, e.naturals, e.jesters)),
    finished: [...(pos.finished ?? [])],
    lastFinish: [...(pos.lastFinish ?? [])],
    handPoints: new Array<number>(n).fill(0),
    scores: [...(pos.scores ?? new Array<number>(n).fill(0))],
    handMoves: 0,
    rng: seedState(pos.seed ?? 0),
  };
  const s = state as unknown as Mut;
  const top = state.top;
  const passes = state.passes;
  if (pos.phase === 'dealt') {
    afterDeal(s, null);
  } else {
    beginPlay(s);
    s.top = top;
    s.passes = passes;
    s.passed = passed;
    s.actor = pos.actor ?? (top === null ? order[0]! : nextActive(s, top.seat));
  }
  return { ok: true, value: s as unknown as DalmutiState };
}
