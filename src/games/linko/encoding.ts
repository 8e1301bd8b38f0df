/**
 * Linko's fixed integer action space and fixed-length observation, for learning.
 * @module
 */
import { type ActionEncoding, type Seat, total } from '../../core/index.js';
import { CARD_KINDS, setSize } from './cards.js';
import { ACTION_MOVES, DRAW_ACTION, type LinkoMove, MOVE, playAction } from './moves.js';
import { toAct } from './rules.js';
import { score, stackCards } from './score.js';
import { type LinkoState, PHASES } from './state.js';
import type { LinkoView } from './view.js';

const SEAT_BLOCK = 20;

/** The number of distinct actions. */
export const ACTION_COUNT = ACTION_MOVES.length;
/** The length of every observation. */
export const OBSERVATION_SIZE = 180;

/**
 * The integer of a move (see the module's table).
 * @param move - a move
 */
export function encodeMove(move: LinkoMove): number {
  switch (move.type) {
    case 'play':
      return playAction(move.value, move.naturals, move.jokers);
    case 'drawDisplay':
      return DRAW_ACTION + move.card;
    default:
      return ACTION_MOVES.lastIndexOf(MOVE[move.type]); // the moves without cards, at the end of the table
  }
}

/**
 * The move of an integer, or `null` outside `[0, ACTION_COUNT)`.
 * @param action - an integer
 */
export function decodeMove(action: number): LinkoMove | null {
  return Number.isInteger(action) ? (ACTION_MOVES[action] ?? null) : null; // none off the table
}

/**
 * A view as 180 numbers (layout in {@link encoding}).
 * @param view - a view
 */
export function observe(view: LinkoView): Float32Array {
  const out = new Float32Array(OBSERVATION_SIZE);
  write(view, view.seat, out, 0);
  return out;
}

/**
 * What `seat` (or a spectator, `null`) observes, written straight from the state into `out` from `offset` on: the
 * same 180 numbers as `observe(view(state, seat))` (layout in {@link encoding}), without building the view.
 * @param state - a state
 * @param seat - the observer, or `null`
 * @param out - where to write (`offset + 180` numbers at least)
 * @param offset - where the observation starts
 * @example
 * ```ts
 * const out = new Float32Array(OBSERVATION_SIZE);
 * observeInto(state, 0, out, 0); // the same numbers as observe(view(state, 0))
 * ```
 * @category Encoding
 */
export function observeInto(state: LinkoState, seat: Seat | null, out: Float32Array, offset: number): void {
  write(state, seat, out, offset);
}

/**
 * Writes the observation of `seat` into `out` from `offset` on, from a view or from a state: the table's public
 * fields have the same names in both; what a view shows by size or derives (hand sizes, the deck's size, scores, who
 * acts) is read from the state's own fields.
 */
function write(x: LinkoView | LinkoState, seat: Seat | null, out: Float32Array, offset: number): void {
  const v = 'table' in x ? null : x;
  const s = v === null ? (x as LinkoState) : null;
  const t = v ?? s!.table;
  out.fill(0, offset, offset + OBSERVATION_SIZE);
  const n = x.seats;
  const me = seat ?? 0;
  const at = (base: number, seat: Seat) => offset + base + ((seat - me + n) % n); // seats relative to the viewer
  const hand = v ? v.handCounts : seat === null ? null : s!.table.hands[seat]!;
  if (hand !== null) for (let i = 0; i < CARD_KINDS; i++) out[offset + i] = hand[i]!;
  const scores = v ? v.scores : score(s!);
  for (let p = 0; p < n; p++) {
    const b = offset + 14 + ((p - me + n) % n) * SEAT_BLOCK;
    const stack = t.stacks[p]!;
    const top = stack[stack.length - 1];
    out[b] = v ? v.handSizes[p]! : total(s!.table.hands[p]!);
    for (let i = 0; i < CARD_KINDS; i++) out[b + 1 + i] = t.known[p]![i]!;
    out[b + 15] = stackCards(stack);
    out[b + 16] = stack.length;
    out[b + 17] = top ? top.value : 0;
    out[b + 18] = top ? setSize(top) : 0;
    out[b + 19] = 1;
    out[at(175, p)] = scores[p]!;
  }
  for (const c of t.display) out[offset + 114 + c]!++;
  for (const c of t.discard) out[offset + 128 + c]!++;
  out[offset + 142] = v ? v.deckSize : s!.table.deck.length;
  out[offset + 143 + PHASES.indexOf(t.phase)] = 1;
  const acting = v ? v.toAct : toAct(s!);
  if (acting !== null) out[at(149, acting)] = 1;
  out[at(154, t.current)] = 1;
  if (t.victim !== null) out[at(159, t.victim)] = 1;
  for (const p of t.victims) out[at(164, p)] = 1;
  out[offset + 169] = t.limbo ? t.limbo.value : 0;
  out[offset + 170] = t.limbo ? setSize(t.limbo) : 0;
  out[offset + 171] = t.owed;
  out[offset + 172] = x.options.amigo2022 ? 1 : 0;
  out[offset + 173] = 'gameIndex' in x ? x.gameIndex : x.handNumber - 1;
  out[offset + 174] = x.options.games;
}

/**
 * Linko's integer actions and numeric observations, for learning. Every move has one integer, whatever the state;
 * the legal-action mask of a state is the set of `encodeMove(m)` over its legal moves.
 *
 * **Actions** (649 in all, independent of the state):
 * - `0..623`: `playMove(v, k, j)` with value `v` 1..13, naturals `k` 1..8, jokers `j` 0..5 → `(v-1)·48 + (k-1)·6 + j`
 * - `624..628`: jokers alone, `playMove(null, 0, j)` with `j` 1..5 → `623 + j`
 * - `629` take, `630` decline, `631` takeBack, `632` discard, `633` drawDeck
 * - `634..647`: `drawDisplayMove(c)` with card `c` 0..13 → `634 + c`
 * - `648` pass
 *
 * **Observation** (180 numbers, raw counts; seats are relative to the viewer: slot 0 = the viewer, slot 1 = its left
 * neighbour…; a spectator sees from seat 0 with an all-zero hand; slots beyond the seat count are 0):
 * - `[0, 14)` own hand counts by card (index 0 = jokers)
 * - `[14, 114)` five 20-number seat blocks: hand size, known hand cards by card (14), stack cards, stack sets,
 *   top set value (0 when empty), top set size, 1 (seat present)
 * - `[114, 128)` display counts by card; `[128, 142)` discard counts by card; `142` draw pile size
 * - `[143, 149)` phase one-hot (play, offer, choice, draw, bonus, over)
 * - `[149, 154)` seat to act one-hot; `[154, 159)` turn owner one-hot; `[159, 164)` victim one-hot;
 *   `[164, 169)` seats still to be snatched from
 * - `169` limbo set value, `170` limbo set size, `171` cards owed, `172` amigo2022 (0/1), `173` game index,
 *   `174` games in the match
 * - `[175, 180)` match scores so far
 * @example
 * ```ts
 * encoding.encodeMove(playMove(7, 2, 1)); // 295 = (7-1)·48 + (2-1)·6 + 1
 * encoding.decodeMove(629);               // { type: 'take' }
 * const obs = encoding.observe(linko.view(state, 0)); // 180 numbers
 * ```
 * @category Encoding
 */
export const encoding: ActionEncoding<LinkoMove, LinkoView> = {
  actionCount: ACTION_COUNT,
  encodeMove,
  decodeMove,
  observationSize: OBSERVATION_SIZE,
  observe,
};
