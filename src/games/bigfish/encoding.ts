/**
 * A fixed integer for every possible move and a fixed-length observation of a view (layout on {@link encoding}).
 * @module
 */
import type { ActionEncoding, Seat } from '../../core/index.js';
import { COLOURS, cardIndex, cardValue, colourIndex, colourOf, VALUES, type Value } from './cards.js';
import { type BigFishMove, type ChoosePlusMove, END_TURN, PLACE_MOVES, placedCard } from './moves.js';
import { MAX_ROWS } from './options.js';
import { type BigFishState, BONUS_IDS, CLAIMABLE_BONUSES, PHASES } from './state.js';
import type { BigFishView } from './view.js';

/** The action integer of the end-turn move. */
export const END_TURN_ACTION = 30 * MAX_ROWS;
const BONUS_BASE = END_TURN_ACTION + 1;
const MIXED_BASE = BONUS_BASE + CLAIMABLE_BONUSES.length;
const MONO_BASE = MIXED_BASE + 7 ** 5 - 1; // every plus choice of at most one value 1–6 per colour
/** The (low, high) value pairs of two plus cards of one colour, in order: (1,1), (1,2), …, (6,6). */
const PAIRS = VALUES.flatMap((a) => VALUES.filter((b) => b >= a).map((b) => [a, b] as const));
const ACTION_COUNT = MONO_BASE + 5 * PAIRS.length;

const ROW_SIZE = 37;
const SEAT_SIZE = 96;
const ROWS_BASE = 30;
const SEATS_BASE = ROWS_BASE + MAX_ROWS * ROW_SIZE;
const COMMON_AT = SEATS_BASE + 6 * SEAT_SIZE; // six seats at most
const BONUSES_BASE = COMMON_AT + 2;
const PHASE_BASE = BONUSES_BASE + BONUS_IDS.length * 8;
const OBSERVATION_SIZE = PHASE_BASE + 4 + 1 + MAX_ROWS;

/**
 * The integer of a move.
 * @param m - a move (as `parseMove` returns it)
 * @category Encoding
 */
export function encodeMove(m: BigFishMove): number {
  switch (m.type) {
    case 'place':
      return cardIndex(placedCard(m)) * MAX_ROWS + m.row;
    case 'endTurn':
      return END_TURN_ACTION;
    case 'chooseBonus':
      return BONUS_BASE + CLAIMABLE_BONUSES.indexOf(m.bonus);
    case 'choosePlus': {
      const [a, b] = m.cards;
      if (m.cards.length === 2 && colourOf(a!) === colourOf(b!)) {
        const pair = PAIRS.findIndex(([x, y]) => x === cardValue(a!) && y === cardValue(b!));
        return MONO_BASE + colourIndex(colourOf(a!)) * PAIRS.length + pair;
      }
      let code = 0;
      for (const c of m.cards) code += cardValue(c) * 7 ** colourIndex(colourOf(c));
      return MIXED_BASE + code - 1;
    }
  }
}

/**
 * The move of an integer, or `null` when none has it.
 * @param action - an integer
 * @category Encoding
 */
export function decodeMove(action: number): BigFishMove | null {
  if (!Number.isInteger(action) || action < 0 || action >= ACTION_COUNT) return null;
  if (action < END_TURN_ACTION) return PLACE_MOVES[action]!; // interned: a table lookup
  if (action === END_TURN_ACTION) return END_TURN;
  if (action < MIXED_BASE) return { type: 'chooseBonus', bonus: CLAIMABLE_BONUSES[action - BONUS_BASE]! };
  if (action < MONO_BASE) {
    let code = action - MIXED_BASE + 1;
    const cards: ChoosePlusMove['cards'][number][] = [];
    for (const k of COLOURS) {
      const digit = code % 7;
      code = Math.floor(code / 7);
      if (digit > 0) cards.push(`${k}${digit as Value}`);
    }
    return { type: 'choosePlus', cards };
  }
  const i = action - MONO_BASE;
  const k = COLOURS[Math.floor(i / PAIRS.length)]!;
  const [lo, hi] = PAIRS[i % PAIRS.length]!;
  return { type: 'choosePlus', cards: [`${k}${lo}`, `${k}${hi}`] };
}

/** What an observation is written from: a state, or a view. */
type Observed = BigFishState | BigFishView;

/**
 * What `seat` (or a spectator, `null`) observes, written straight from the state into `out` from `offset` on: the same
 * 875 numbers as `observe(view(state, seat))` (layout in {@link encoding}), with no view (whose copies and score
 * breakdown cost more than the observation) and no allocation.
 * @param x - a state, or a view (`observe` writes one: the same fields but for the sizes, which a view lists)
 * @param seat - the observer, or `null`
 * @param out - where to write (`offset + 875` numbers at least)
 * @param offset - where the observation starts
 * @example
 * ```ts
 * const out = new Float32Array(encoding.observationSize);
 * observeInto(state, 0, out, 0); // the same numbers as observe(view(state, 0))
 * ```
 * @category Encoding
 */
export function observeInto(x: Observed, seat: Seat | null, out: Float32Array, offset: number): void {
  const v = 'handSizes' in x ? x : null;
  const s = v === null ? (x as BigFishState) : null;
  out.fill(0, offset, offset + OBSERVATION_SIZE);
  const me = seat ?? 0;
  const n = x.seats;
  const hand = v ? v.hand : seat === null ? null : s!.hands[seat]!;
  if (hand !== null) for (const c of hand) out[offset + cardIndex(c)]!++;
  for (let i = 0; i < x.rows.length; i++) {
    const r = x.rows[i]!;
    if (r === null || r.length === 0) continue;
    const base = offset + ROWS_BASE + i * ROW_SIZE;
    out[base] = 1;
    out[base + 1] = r.length;
    for (const c of r) out[base + 2 + cardIndex(c)]!++;
    out[base + 32 + colourIndex(colourOf(r[r.length - 1]!))] = 1;
  }
  const toAct = x.phase === 'over' ? null : x.turn;
  for (let p = 0; p < n; p++) {
    const base = offset + SEATS_BASE + ((p - me + n) % n) * SEAT_SIZE; // seats relative to the viewer
    out[base] = v ? v.handSizes[p]! : s!.hands[p]!.length;
    out[base + 1] = v ? v.pileSizes[p]! : s!.piles[p]!.length;
    for (const c of x.plus[p]!) out[base + 2 + cardIndex(c)]!++;
    for (const c of x.minus[p]!) out[base + 32 + cardIndex(c)]!++;
    for (const c of x.revealed[p]!) out[base + 62 + cardIndex(c)]!++;
    out[base + 92] = out[base] === 0 && out[base + 1] === 0 ? 1 : 0; // out of the game
    out[base + 93] = x.mistakeHolder === p ? 1 : 0;
    out[base + 94] = toAct === p ? 1 : 0;
    out[base + 95] = x.bonusThisTurn && x.turn === p ? 1 : 0;
  }
  out[offset + COMMON_AT] = v ? v.commonSize : s!.common.length;
  out[offset + COMMON_AT + 1] = v ? v.boxSize : s!.box.length;
  for (const b of x.bonuses) {
    const base = offset + BONUSES_BASE + BONUS_IDS.indexOf(b.id) * 8;
    out[base] = 1;
    out[base + 1 + (b.holder === null ? 0 : 1 + ((b.holder - me + n) % n))] = 1;
  }
  out[offset + PHASE_BASE + PHASES.indexOf(x.phase)] = 1;
  out[offset + PHASE_BASE + 4] = x.placed;
  if (x.turnRow !== null) out[offset + PHASE_BASE + 5 + x.turnRow] = 1;
}

/**
 * A view as numbers (layout on {@link encoding}).
 * @param v - a view
 * @category Encoding
 */
export function observe(v: BigFishView): Float32Array {
  const out = new Float32Array(OBSERVATION_SIZE);
  observeInto(v, v.seat, out, 0);
  return out;
}

/**
 * The action and observation encoding of Big Fish: a fixed integer for every possible move and a fixed-length
 * observation of a view, for machine learning.
 *
 * **Actions** (17,069 in all):
 * - `[0, 150)`: `place` = `cardIndex × 5 + row` (card kinds R1…R6, Y1…, P6; rows 0–4).
 * - `150`: `endTurn`.
 * - `[151, 158)`: `chooseBonus` A, D, E, F, G, H, I.
 * - `[158, 16964)`: `choosePlus` with at most one card per colour: `158 + code − 1`, where
 *   `code = Σ_k digit_k × 7^k` over the colours R, Y, G, B, P (k = 0…4), `digit_k` = the value of that colour's card
 *   or 0 when none (code ≥ 1).
 * - `[16964, 17069)`: `choosePlus` with two cards of one colour: `16964 + colour × 21 + pair`, pair = the index of
 *   (low, high), low ≤ high, in the order (1,1), (1,2), …, (1,6), (2,2), …, (6,6).
 *
 * **Observation** (875 numbers), seats relative to the viewer (0 = the viewer, then clockwise; a spectator is seat 0):
 * - `[0, 30)`: own hand, count per card kind.
 * - `[30, 215)`: 5 row slots × 37: live (0/1), length, count per card kind (30), right-end colour one-hot (5).
 * - `[215, 791)`: 6 seats × 96: hand size, pile size, plus counts (30), minus counts (30), revealed hand cards (30),
 *   out (0/1), holds the mistake card (0/1), is to act (0/1), has had this turn's one bonus (0/1).
 * - `791`: common deck size; `792`: box size.
 * - `[793, 865)`: bonuses A–I × 8: in play (0/1), holder one-hot (none, seat 0…5).
 * - `[865, 869)`: phase one-hot (place, choosePlus, chooseBonus, over); `869`: cards placed this turn;
 *   `[870, 875)`: this turn's row one-hot.
 * @example
 * ```ts
 * encoding.encodeMove(placeMove('B4', 2)); // 107 = (3 × 6 + 3) × 5 + 2
 * encoding.decodeMove(150); // { type: 'endTurn' }
 * ```
 * @category Encoding
 */
export const encoding: ActionEncoding<BigFishMove, BigFishView> = {
  actionCount: ACTION_COUNT,
  encodeMove,
  decodeMove,
  observationSize: OBSERVATION_SIZE,
  observe,
};
