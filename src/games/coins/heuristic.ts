/**
 * A rule-of-thumb policy for Coins, from our own analysis (the rule sheet gives no strategy notes).
 *
 * For each card in hand it estimates the trick's outcome against the cards it has not seen: exactly when it plays
 * third or second (every unseen card for the last seat), and over a few sampled pairs of unseen cards when it leads.
 * A trick is worth `+coins` when it wins it and `-coins` when an opponent does (Coins is a race, so a coin to either
 * opponent hurts), plus a small bonus for winning at all; among equal cards it keeps its strongest ones for later.
 * It allocates nothing per call besides reading the view, so it is cheap enough for search playouts.
 * @module
 */
import type { Rng } from '../../core/index.js';
import { cardId, DECK_SIZE } from './cards.js';
import type { CoinsMove } from './moves.js';
import { trickPoints, trickWinnerIndex } from './trick.js';
import type { CoinsView } from './view.js';

/** Sampled pairs of unseen cards when leading. */
const LEAD_SAMPLES = 16;
const known = new Uint8Array(DECK_SIZE);
const unseen = new Uint8Array(DECK_SIZE);
const pairs = new Uint8Array(2 * LEAD_SAMPLES);

/** A trick's worth to the seat: its coins and a small bonus when it wins it, else the coins an opponent wins, negated. */
const outcome = (win: boolean, points: number): number => (win ? points + 0.25 : -points);

/**
 * Picks a move from what the seat sees (see the module notes).
 * @param view - the view of the seat to act
 * @param legalMoves - its legal moves
 * @param rng - random choices for the sampling
 * @returns one of `legalMoves`
 * @category Coins
 */
export function heuristic(view: CoinsView, legalMoves: readonly CoinsMove[], rng: Rng): CoinsMove {
  if (legalMoves.length <= 1) return legalMoves[0]!;
  known.fill(0);
  for (const c of view.hand ?? []) known[cardId(c)] = 1;
  for (const t of view.tricks) for (const p of t.plays) known[cardId(p.card)] = 1;
  for (const p of view.trick) known[cardId(p.card)] = 1;
  let u = 0;
  for (let c = 0; c < DECK_SIZE; c++) if (known[c] === 0) unseen[u++] = c;
  const place = view.trick.length; // my index in the trick
  const a = place > 0 ? cardId(view.trick[0]!.card) : 0;
  const b = place > 1 ? cardId(view.trick[1]!.card) : 0;
  if (place === 0) {
    // Common random pairs for every candidate: the next two seats' cards.
    for (let k = 0; k < LEAD_SAMPLES; k++) {
      const i = rng.int(u);
      let j = rng.int(u - 1);
      if (j >= i) j++;
      pairs[2 * k] = unseen[i]!;
      pairs[2 * k + 1] = unseen[j]!;
    }
  }
  let best = legalMoves[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of legalMoves) {
    const mine = cardId(move.card);
    let value = 0;
    if (place === 2) {
      value = outcome(trickWinnerIndex(a, b, mine) === 2, trickPoints(a, b, mine));
    } else if (place === 1) {
      for (let k = 0; k < u; k++) {
        const c = unseen[k]!;
        value += outcome(trickWinnerIndex(a, mine, c) === 1, trickPoints(a, mine, c));
      }
      value /= u;
    } else {
      for (let k = 0; k < LEAD_SAMPLES; k++) {
        const x = pairs[2 * k]!;
        const y = pairs[2 * k + 1]!;
        value += outcome(trickWinnerIndex(mine, x, y) === 0, trickPoints(mine, x, y));
      }
      value /= LEAD_SAMPLES;
    }
    value -= (mine % 12) * 0.01; // keep the strong cards
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}
