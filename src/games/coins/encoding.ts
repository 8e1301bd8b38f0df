/**
 * Integer actions and numeric observations of Coins, for machine learning.
 *
 * Actions: a play of card id `c` is action `c` (`actionCount` 48; card ids are `suit * 12 + strength - 2`,
 * suits Cups, Coins, Swords, Clubs).
 *
 * Observation (`observationSize` 254), seats relative to the observer (0 = the observer, 1 = its left, 2 = its right;
 * a spectator observes as seat 0 with an empty hand):
 * - `[0, 48)`: 1 for each card in the observer's hand;
 * - `[48, 192)`: three blocks of 48, block `r`: 1 for each card relative seat `r` played in this hand;
 * - `[192, 240)`: 1 for each card in the current trick;
 * - `[240, 243)`: each relative seat's score divided by the target;
 * - `[243, 246)`: each relative seat's hand size divided by 16;
 * - `[246, 249)`: one-hot relative seat of the dealer;
 * - `[249, 252)`: one-hot relative seat of the current trick's leader;
 * - `[252]`: 1 when the observer is to act;
 * - `[253]`: the target divided by 20.
 * @module
 */
import type { ActionEncoding, Seat } from '../../core/index.js';
import { cardId, DECK_SIZE } from './cards.js';
import { type CoinsMove, PLAY_MOVES } from './moves.js';
import type { CoinsState } from './state.js';
import { trickWinnerIndex } from './trick.js';
import type { CoinsView } from './view.js';

/** The length of a Coins observation. @category Coins */
export const OBSERVATION_SIZE = 254;

/**
 * Encodes a view as a fixed-length vector (layout in the module notes).
 * @param view - a view
 * @category Coins
 */
export function observe(view: CoinsView): Float32Array {
  const o = new Float32Array(OBSERVATION_SIZE);
  const me = view.seat ?? 0;
  const rel = (s: number) => (s - me + 3) % 3;
  for (const c of view.hand ?? []) o[cardId(c)] = 1;
  for (const t of view.tricks) for (const p of t.plays) o[48 + 48 * rel(p.seat) + cardId(p.card)] = 1;
  for (const p of view.trick) {
    o[48 + 48 * rel(p.seat) + cardId(p.card)] = 1;
    o[192 + cardId(p.card)] = 1;
  }
  for (let s = 0; s < 3; s++) {
    o[240 + rel(s)] = view.scores[s]! / view.target;
    o[243 + rel(s)] = view.handSizes[s]! / 16;
  }
  o[246 + rel(view.dealer)] = 1;
  o[249 + rel(view.leader)] = 1;
  o[252] = view.seat !== null && view.toAct === view.seat ? 1 : 0;
  o[253] = view.target / 20;
  return o;
}

/**
 * What `seat` (or a spectator, `null`) observes, written straight from the state into `out` from `offset` on: the same
 * 254 numbers as `observe(view(state, seat))` (layout in the module notes), with no view and no allocation. It reads
 * only what the view shows: the seat's own hand (in any order: the state keeps it in the order of the deal and the
 * plays), the played cards with their players (the completed tricks' leaders replayed as `view` does), the scores,
 * the hand sizes, the dealer, the leader, the target and who is to act.
 * @param state - a state
 * @param seat - the observer, or `null`
 * @param out - where to write (`offset + 254` numbers at least)
 * @param offset - where the observation starts
 * @example
 * ```ts
 * const out = new Float32Array(2 * OBSERVATION_SIZE);
 * observeInto(state, 0, out, 0);               // seat 0's observation
 * observeInto(state, 1, out, OBSERVATION_SIZE); // seat 1's, next to it
 * ```
 * @category Coins
 */
export function observeInto(state: CoinsState, seat: Seat | null, out: Float32Array, offset: number): void {
  out.fill(0, offset, offset + OBSERVATION_SIZE);
  const me = seat ?? 0;
  // Relative seat r of seat s is (s - me + 3) % 3; the block of r's played cards starts at 48 + 48 * r.
  if (seat !== null) {
    const hand = state.hands[seat]!;
    for (let i = 0; i < hand.length; i++) out[offset + hand[i]!] = 1;
  }
  const played = state.played;
  const complete = played.length - (played.length % 3);
  // The completed tricks: the first is led by the dealer's left neighbour, each next one by the last one's winner.
  let leader = (state.dealer + 1) % 3;
  for (let i = 0; i < complete; i += 3) {
    const a = played[i]!;
    const b = played[i + 1]!;
    const c = played[i + 2]!;
    out[offset + 48 + 48 * ((leader - me + 3) % 3) + a] = 1;
    out[offset + 48 + 48 * ((leader + 1 - me + 3) % 3) + b] = 1;
    out[offset + 48 + 48 * ((leader + 2 - me + 3) % 3) + c] = 1;
    leader = (leader + trickWinnerIndex(a, b, c)) % 3;
  }
  // The current trick, led by `state.leader`.
  for (let i = complete; i < played.length; i++) {
    const card = played[i]!;
    const player = (state.leader + i - complete) % 3;
    out[offset + 48 + 48 * ((player - me + 3) % 3) + card] = 1;
    out[offset + 192 + card] = 1;
  }
  const target = state.options.target;
  for (let s = 0; s < 3; s++) {
    const r = (s - me + 3) % 3;
    out[offset + 240 + r] = state.scores[s]! / target;
    out[offset + 243 + r] = state.hands[s]!.length / 16;
  }
  out[offset + 246 + ((state.dealer - me + 3) % 3)] = 1;
  out[offset + 249 + ((state.leader - me + 3) % 3)] = 1;
  out[offset + 252] = seat !== null && state.winner === null && state.toPlay === seat ? 1 : 0;
  out[offset + 253] = target / 20;
}

/**
 * The action encoding of Coins: action = card id.
 * @category Coins
 */
export const encoding: ActionEncoding<CoinsMove, CoinsView> = {
  actionCount: DECK_SIZE,
  encodeMove: (move) => cardId(move.card),
  decodeMove: (action) => (Number.isInteger(action) ? (PLAY_MOVES[action] ?? null) : null),
  observationSize: OBSERVATION_SIZE,
  observe,
};
