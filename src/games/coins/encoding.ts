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
import type { ActionEncoding } from '../../core/index.js';
import { cardId, DECK_SIZE } from './cards.js';
import { type CoinsMove, PLAY_MOVES } from './moves.js';
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
  for (const c of view.hand) o[cardId(c)] = 1;
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
