/**
 * The playground's clickable hand asks the game which moves a card stands for (`cardsOfMove`), for every game of the
 * registry: a card stands for exactly the legal moves that use it or an identical card, so every move that uses cards
 * is reachable by clicking one of them, and no per-game code says which.
 */
import { describe, expect, it } from 'vitest';
import { type AnyGame, Rng } from '../../src/core/index.js';
import { coins, playMove } from '../../src/games/coins/index.js';
import { games } from '../../src/registry.js';

// Loaded by a path the compiler does not follow: the playground compiles against the built package.
const module = '../../examples/web/src/hand.js';
const { movesOfCard } = (await import(module)) as {
  movesOfCard: (game: AnyGame, view: unknown, legal: readonly unknown[], index: number) => unknown[];
};

/** Decisions of one seeded random match: the state and the seat to act, every few moves. */
function decisions(game: AnyGame, seed: number): unknown[] {
  const rng = Rng.fromSeed(seed);
  let state = game.setup({ seats: game.seats.min, seed });
  const out: unknown[] = [];
  for (let n = 0; n < 400 && !game.isOver(state); n++) {
    if (n % 5 === 0) out.push(state);
    const legal = game.legalMoves(state);
    state = game.applyMove(state, legal[rng.int(legal.length)]);
  }
  return out;
}

describe.each(Object.entries<AnyGame>(games))('a clicked card of %s', (_id, game) => {
  it('stands for the legal moves that use it or an identical card, and every card-using move is under its cards', () => {
    let reached = 0;
    for (const state of decisions(game, 5)) {
      const view = game.view(state, game.toAct(state)!);
      const legal = game.legalMoves(state);
      const hand: readonly unknown[] = view.hand;
      const byIndex = hand.map((_, i) => movesOfCard(game, view, legal, i));
      hand.forEach((card, i) => {
        // Whichever copy of a card is clicked, it stands for the same moves.
        expect(byIndex[i]).toEqual(byIndex[hand.indexOf(card)]);
        for (const move of byIndex[i]!) {
          const cards = game.cardsOfMove(view, move).map((at: number) => JSON.stringify(hand[at]));
          expect(cards).toContain(JSON.stringify(card));
        }
      });
      for (const move of legal) {
        for (const at of game.cardsOfMove(view, move)) {
          expect(byIndex[at]).toContain(move);
          reached++;
        }
      }
      expect(movesOfCard(game, view, legal, hand.length)).toEqual([]);
      expect(movesOfCard(game, view, legal, -1)).toEqual([]);
    }
    expect(reached).toBeGreaterThan(0);
  });
});

describe('a clicked card of Coins', () => {
  it('is the one move that plays it: any card may be played, no need to follow suit', () => {
    let state = coins.setup({ seats: 3, seed: 8 });
    for (let n = 0; n < 10; n++) {
      const view = coins.view(state, coins.toAct(state)!);
      const legal = coins.legalMoves(state);
      view.hand.forEach((card, i) => {
        expect(movesOfCard(coins, view, legal, i)).toEqual([playMove(card)]);
      });
      state = coins.applyMove(state, legal[0]!);
    }
  });
});
