/**
 * A fixed integer action space and a fixed-length observation, for machine learning.
 *
 * Actions (`ACTION_COUNT` = 732; a move's integer never depends on the state):
 *
 * | Range | Move |
 * | --- | --- |
 * | 0–506 | `play`: `(rank − 1)·39 + naturals·3 + jesters` (rank 1..13) |
 * | 507 | `pass` |
 * | 508, 509 | `revolution` declare, decline |
 * | 510–522 | `gift` of one card: `510 + rank − 1` |
 * | 523–691 | `gift` of two cards `a ≤ b`: `523 + (a − 1)·13 + (b − 1)` |
 * | 692 | `swap` skip (`target: null`) |
 * | 693–705 | `swap` with seat `t`: `693 + t` |
 * | 706–718 | `swapCard`: `706 + rank − 1` |
 * | 719–731 | `joinSlot`: `719 + slot` |
 *
 * Observation (`OBSERVATION_SIZE` = 102 floats), seen from the viewer:
 * `[0,13)` own cards by rank 1..13 ÷ 12; `[13,26)` played cards by rank ÷ 12; `[26,29)` table: has a top set, its
 * rank ÷ 13, its size ÷ 14; `[29,94)` 13 blocks of 5 for the seats clockwise from the viewer (from the Greater Dalmuti
 * for a spectator; zeros past the table size): hand size ÷ 26, out, rank index ÷ 12, is to act, played the top set;
 * `[94,100)` phase one-hot (revolution, tax, swap, play, join, over); `[100]` passes ÷ 13; `[101]` hand ÷ hands.
 * @module
 */
import type { ActionEncoding, Seat } from '../../core/index.js';
import { JESTER, LOWEST_RANK, MAX_SEATS } from './cards.js';
import type { DalmutiMove } from './moves.js';
import type { DalmutiState } from './state.js';
import type { DalmutiView } from './view.js';

/** The number of actions. */
export const ACTION_COUNT = 732;
/** The length of an observation. */
export const OBSERVATION_SIZE = 102;

/**
 * The integer of a move (see the module table).
 * @param move - a move
 */
export function encodeMove(move: DalmutiMove): number {
  switch (move.type) {
    case 'play':
      return (move.rank - 1) * 39 + move.naturals * 3 + move.jesters;
    case 'pass':
      return 507;
    case 'revolution':
      return move.declare ? 508 : 509;
    case 'gift':
      return move.ranks.length === 1
        ? 510 + move.ranks[0]! - 1
        : 523 + (move.ranks[0]! - 1) * 13 + (move.ranks[1]! - 1);
    case 'swap':
      return move.target === null ? 692 : 693 + move.target;
    case 'swapCard':
      return 706 + move.rank - 1;
    case 'joinSlot':
      return 719 + move.slot;
  }
}

/** The action of `pass`. @internal */
export const PASS_ACTION = 507;
/** The action of `revolution` with `declare: true` (`+ 1` for declining). @internal */
export const DECLARE_ACTION = 508;
/** The action of the one-card gift of rank 1 (`+ rank − 1` for the others). @internal */
export const GIFT1_ACTION = 510;
/** The action of the two-card gift of ranks 1, 1 (`+ (a − 1)·13 + (b − 1)` for the others). @internal */
export const GIFT2_ACTION = 523;
/** The action of skipping the merchant swap (`+ 1 + t` to swap with seat `t`). @internal */
export const SKIP_SWAP_ACTION = 692;
/** The action of handing over a card of rank 1 in a merchant swap (`+ rank − 1` for the others). @internal */
export const SWAP_CARD_ACTION = 706;
/** The action of the join slot 0 (`+ slot` for the others). @internal */
export const JOIN_SLOT_ACTION = 719;

/**
 * Every action's move (`null` where no move has the integer), built once, each a frozen object: the one object of
 * each move that the builders, `normalizeMove` and the legal moves hand out, and decoding is one lookup (the fast path
 * decodes the action it picks at every move).
 * @internal
 */
export const ACTION_MOVES: readonly (DalmutiMove | null)[] = (() => {
  // Every move once: plays of ranks 1–12 (1–12 naturals, 0–2 Jesters), Jesters alone, and the other decisions.
  const moves: DalmutiMove[] = [
    { type: 'pass' },
    { type: 'revolution', declare: true },
    { type: 'revolution', declare: false },
    { type: 'swap', target: null },
    { type: 'play', rank: JESTER, naturals: 0, jesters: 1 },
    { type: 'play', rank: JESTER, naturals: 0, jesters: 2 },
  ];
  for (let rank = 1; rank < JESTER; rank++)
    for (let naturals = 1; naturals <= LOWEST_RANK; naturals++)
      for (let jesters = 0; jesters <= 2; jesters++) moves.push({ type: 'play', rank, naturals, jesters });
  for (let a = 1; a <= JESTER; a++) {
    moves.push({ type: 'gift', ranks: Object.freeze([a]) }, { type: 'swapCard', rank: a });
    for (let b = a; b <= JESTER; b++) moves.push({ type: 'gift', ranks: Object.freeze([a, b]) });
  }
  for (let seat = 0; seat < MAX_SEATS; seat++)
    moves.push({ type: 'swap', target: seat }, { type: 'joinSlot', slot: seat });
  const out = new Array<DalmutiMove | null>(ACTION_COUNT).fill(null);
  for (const move of moves) out[encodeMove(move)] = Object.freeze(move);
  return out;
})();

/**
 * The move of an integer, or `null` when no move has it.
 * @param action - an integer
 */
export function decodeMove(action: number): DalmutiMove | null {
  // (Not an integer, NaN or out of range: no move. `action >>> 0 === action` holds only for integers 0..2^32−1.)
  if (action >>> 0 !== action || action >= ACTION_COUNT) return null;
  return ACTION_MOVES[action]!;
}

const PHASES = ['revolution', 'tax', 'swap', 'play', 'join', 'over'] as const;

/**
 * A view as a fixed-length vector (see the module notes for the layout).
 * @param view - a view
 */
export function observe(view: DalmutiView): Float32Array {
  const out = new Float32Array(OBSERVATION_SIZE);
  const { seating: order, handSizes: sizes, toAct: actor, handNumber: hand } = view;
  write(out, 0, view.seat, view.handCounts, { ...view, order, sizes, actor, hand });
  return out;
}

/**
 * What `seat` (or a spectator, `null`) observes, written straight from the state into `out` from `offset` on: the same
 * 102 numbers as `observe(view(state, seat))` (layout in the module notes), with no view and no allocation. It reads
 * only what the view shows: the seat's own cards, every seat's hand size, the played cards, the table's top set, the
 * seating (= rank order), the finishing order, the seat to act, the phase, the passes and the hand number.
 * @param state - a state
 * @param seat - the observer, or `null`
 * @param out - where to write (`offset + 102` numbers at least)
 * @param offset - where the observation starts
 * @example
 * ```ts
 * const out = new Float32Array(OBSERVATION_SIZE);
 * observeInto(state, state.actor, out, 0); // the same numbers as observe(view(state, state.actor))
 * ```
 * @category Dalmuti
 */
export function observeInto(state: DalmutiState, seat: Seat | null, out: Float32Array, offset: number): void {
  out.fill(0, offset, offset + OBSERVATION_SIZE);
  write(out, offset, seat, seat === null ? null : state.hands[seat]!, state); // (no actor exactly when over)
}

/** The public fields an observation reads, by the state's names (the view shows each, some under another name). */
type Table = Pick<
  DalmutiState,
  'order' | 'sizes' | 'actor' | 'hand' | 'played' | 'top' | 'finished' | 'phase' | 'passes' | 'options'
>;

/** Writes the observation of `seat` (its cards `mine`) at `offset` of a zeroed `out` (see the module notes). */
function write(
  out: Float32Array,
  offset: number,
  seat: Seat | null,
  mine: readonly number[] | null,
  table: Table,
): void {
  const { order, sizes, actor, played } = table;
  for (let r = 1; r <= JESTER; r++) {
    out[offset + r - 1] = (mine === null ? 0 : mine[r]!) / 12;
    out[offset + 12 + r] = played[r]! / 12;
  }
  const top = table.top;
  if (top !== null) {
    out[offset + 26] = 1;
    out[offset + 27] = top.rank / 13;
    out[offset + 28] = (top.naturals + top.jesters) / 14;
  }
  const n = order.length;
  const start = seat === null ? 0 : Math.max(0, order.indexOf(seat));
  const finished = table.finished;
  const topSeat = top === null ? -1 : top.seat;
  for (let i = 0; i < n; i++) {
    const at = (start + i) % n;
    const s = order[at]!;
    const base = offset + 29 + i * 5;
    out[base] = sizes[s]! / 26;
    out[base + 1] = finished.includes(s) ? 1 : 0;
    out[base + 2] = at / 12;
    out[base + 3] = actor === s ? 1 : 0;
    out[base + 4] = topSeat === s ? 1 : 0;
  }
  out[offset + 94 + PHASES.indexOf(table.phase)] = 1;
  out[offset + 100] = table.passes / 13;
  out[offset + 101] = table.hand / table.options.hands;
}
/**
 * Dalmuti for learning: 732 integer actions (581 of them moves; the layout is in this module's notes, and an action's
 * move never depends on the state) and a 102-float observation of a view.
 * @example
 * ```ts
 * const action = encoding.encodeMove(playMove(7, 2, 0)); // 6·39 + 2·3 + 0 = 240
 * encoding.decodeMove(action);                           // the same move object
 * ```
 * @category Dalmuti
 */
export const encoding: ActionEncoding<DalmutiMove, DalmutiView> = {
  actionCount: ACTION_COUNT,
  encodeMove,
  decodeMove,
  observationSize: OBSERVATION_SIZE,
  observe,
};
