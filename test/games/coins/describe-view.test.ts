import { describe, expect, it } from 'vitest';
import { coins, formatCard } from '../../../src/games/coins/index.js';
import type { CoinsState } from '../../../src/games/coins/state.js';
import { lineStarting, realStates, sameInHiddenWorlds } from '../../fixtures/described-views.js';

// The order of the rules (spec section 1): suits in the cycle's order, ranks from the 2 up to the Ace.
const SUIT_ORDER = ['Cu', 'Co', 'Sw', 'Cl'];
const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', 'S', 'C', 'R', 'A'];
const order = (code: string) => SUIT_ORDER.indexOf(code.slice(0, 2)) * 12 + RANK_ORDER.indexOf(code.slice(2));

/** The card names of the hand's lines (the indented lines after 'Your hand'), in order. */
function handNames(lines: readonly string[]): string[] {
  const start = lines.findIndex((line) => line.startsWith('Your hand'));
  expect(start).toBeGreaterThanOrEqual(0);
  return lines
    .slice(start + 1)
    .filter((line) => line.startsWith('  ') && line.trim() !== '(empty)')
    .flatMap((line) => line.trim().split(', '));
}

describe('coins.describeView', () => {
  const states = realStates(coins, { seats: 3, seed: 'table', target: 6 }, 2) as CoinsState[];

  it('plays a match to its end', () => {
    expect(states.length).toBeGreaterThan(15);
    expect(coins.isOver(states.at(-1)!)).toBe(true);
  });

  it("names the seat's cards in words, by suit in cycle order and low to high, as moves name them", () => {
    for (const state of states) {
      for (const seat of [0, 1, 2]) {
        const view = coins.view(state, seat);
        const lines = coins.describeView(view);
        const expected = [...(view.hand ?? [])].sort((a, b) => order(a) - order(b)).map(formatCard);
        expect(handNames(lines)).toEqual(expected);
        expect(lines.join('\n')).not.toMatch(/\b(Cu|Co|Sw|Cl)[2-9SCRA]\b/); // no card codes
        if (coins.toAct(state) === seat)
          for (const move of coins.legalMoves(state))
            expect(handNames(lines)).toContain(coins.formatMove(move));
      }
    }
  });

  it("shows every seat's coins and cards in hand", () => {
    for (const state of states) {
      for (const viewer of [null, 0, 1, 2]) {
        const lines = coins.describeView(coins.view(state, viewer));
        for (const seat of [0, 1, 2]) {
          const line = lineStarting(lines, `Seat ${seat}:`);
          const n = state.scores[seat]!;
          const cards = state.hands[seat]!.length;
          expect(line).toContain(n === 1 ? '1 coin,' : `${n} coins,`);
          expect(line).toContain(cards === 1 ? '1 card in hand' : `${cards} cards in hand`);
        }
      }
    }
  });

  it('says whose turn it is, the trick on the table and the last trick', () => {
    const state = states.find((s) => s.played.length % 3 === 2)!;
    const lines = coins.describeView(coins.view(state, null));
    const view = coins.view(state, null);
    const turn = lineStarting(lines, `Seat ${view.toAct} to play.`);
    for (const p of view.trick) expect(turn).toContain(`${formatCard(p.card)} (seat ${p.seat})`);
    const over = states.at(-1)!;
    expect(coins.describeView(coins.view(over, 0))).toContain(`The match is over: seat ${over.winner} wins.`);
  });

  it('tells a seat nothing it may not see: its lines are the same in every world of hidden cards', () => {
    for (const state of states.slice(0, 12)) {
      for (const seat of [0, 1, 2]) sameInHiddenWorlds(coins, state, seat);
      const spectator = sameInHiddenWorlds(coins, state, null);
      expect(spectator.some((line) => line.startsWith('Your hand'))).toBe(false);
    }
  });
});
