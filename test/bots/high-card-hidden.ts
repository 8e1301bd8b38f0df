/**
 * The example game with a `sampleState`, so search bots can be tested before the real games land.
 */
import { defineGame, type Rng } from '../../src/core/index.js';
import { type HighCardState, type HighCardView, highCardDefinition } from '../fixtures/high-card.js';

const DECK = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9];

function sampleState(view: HighCardView, seat: number, rng: Rng): HighCardState {
  const pool = [...DECK];
  const remove = (c: number) => pool.splice(pool.indexOf(c), 1);
  for (const c of view.hand ?? []) remove(c);
  for (const t of view.trick) remove(t.value);
  rng.shuffle(pool);
  const seats = view.handSizes.length;
  const played = view.points.reduce((a, b) => a + b, 0) * seats;
  pool.splice(0, played); // cards of finished tricks: gone from the state
  const hands = view.handSizes.map((n, s) =>
    s === seat ? [...(view.hand ?? [])] : pool.splice(0, n).sort((a, b) => a - b),
  );
  const leader = ((((view.toAct ?? 0) - view.trick.length) % seats) + seats) % seats;
  return {
    game: 'highcard',
    version: 1,
    seats,
    options: { handSize: 0 },
    hands,
    stock: pool,
    trick: view.trick.map((t) => ({ ...t })),
    leader,
    points: [...view.points],
    rng: rng.fork().state(),
  };
}

export const highCardHidden = defineGame({
  ...highCardDefinition,
  hidden: { ...highCardDefinition.hidden!, sampleState },
  // A policy that plays its lowest card when it cannot win the trick and its highest otherwise.
  heuristic: (view, moves) => {
    const best = Math.max(0, ...view.trick.map((t) => t.value));
    const winning = moves.filter((m) => m.value > best);
    if (winning.length > 0)
      return view.trick.length === view.handSizes.length - 1 ? winning[0]! : winning.at(-1)!;
    return moves[0]!;
  },
});
