/**
 * A rule-of-thumb policy for Coins, from our own analysis (the rule sheet gives no strategy notes).
 *
 * For each card in hand it estimates the trick's outcome: exactly when it plays last, and otherwise over a few random
 * completions of the trick from the cards it has not seen. A trick is worth `+coins` when it wins it and `-coins`
 * when an opponent does (Coins is a race, so a coin to either opponent hurts), plus a small bonus for winning at all;
 * among equal cards it keeps its strongest ones for later.
 * @module
 */
import type { Rng } from '../../core/index.js';
import { cardId, DECK_SIZE, trickPoints, trickWinnerIndex } from './cards.js';
import type { CoinsMove } from './moves.js';
import type { CoinsView } from './view.js';

const SAMPLES = 24;

function outcome(win: boolean, points: number): number {
  return win ? points + 0.25 : -points;
}

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
  const known = new Set<number>();
  for (const c of view.hand) known.add(cardId(c));
  for (const t of view.tricks) for (const p of t.plays) known.add(cardId(p.card));
  for (const p of view.trick) known.add(cardId(p.card));
  const unseen: number[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!known.has(c)) unseen.push(c);
  const onTable = view.trick.map((p) => cardId(p.card));
  const myPlace = onTable.length; // my index in the trick
  let best = legalMoves[0]!;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const move of legalMoves) {
    const mine = cardId(move.card);
    let value = 0;
    if (myPlace === 2) {
      const [a, b] = onTable as [number, number];
      value = outcome(trickWinnerIndex(a, b, mine) === 2, trickPoints(a, b, mine));
    } else {
      for (let k = 0; k < SAMPLES; k++) {
        const cards = [...onTable, mine];
        while (cards.length < 3) {
          let c = unseen[rng.int(unseen.length)]!;
          while (cards.includes(c)) c = unseen[rng.int(unseen.length)]!;
          cards.push(c);
        }
        const [a, b, c] = cards as [number, number, number];
        value += outcome(trickWinnerIndex(a, b, c) === myPlace, trickPoints(a, b, c)) / SAMPLES;
      }
    }
    value -= (mine % 12) * 0.01; // keep the strong cards
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}
