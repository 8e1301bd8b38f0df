import { describe, expect, it } from 'vitest';
import { bigfish, formatCard } from '../../../src/games/bigfish/index.js';
import type { BigFishState } from '../../../src/games/bigfish/state.js';
import { lineStarting, realStates, sameInHiddenWorlds } from '../../fixtures/described-views.js';

// Colours in the rules' order (Red, Yellow, Green, Blue, Purple), then values low to high.
const COLOUR_ORDER = 'RYGBP';
const NAMES: Record<string, string> = { R: 'Red', Y: 'Yellow', G: 'Green', B: 'Blue', P: 'Purple' };
const order = (card: string) => COLOUR_ORDER.indexOf(card[0]!) * 10 + Number(card.slice(1));
const points = (p: number) => (Number.isInteger(p) ? String(p) : p.toFixed(2));
const cardsWord = (n: number) => (n === 1 ? '1 card' : `${n} cards`);

describe('bigfish.describeView', () => {
  const states = [
    ...realStates(bigfish, { seats: 3, seed: 'table' }, 3),
    ...realStates(bigfish, { seats: 4, seed: 'table' }, 3),
  ] as BigFishState[];

  it('plays matches to their end', () => {
    expect(states.filter((s) => bigfish.isOver(s))).toHaveLength(2);
  });

  it("names the seat's cards by colour and value, in the rules' colour order and low to high, as moves name them", () => {
    for (const state of states) {
      for (let seat = 0; seat < state.seats; seat++) {
        const lines = bigfish.describeView(bigfish.view(state, seat));
        const hand = state.hands[seat]!;
        const line = lineStarting(lines, `Your hand (seat ${seat}, ${cardsWord(hand.length)}): `);
        const expected = [...hand]
          .sort((a, b) => order(a) - order(b))
          .map((c) => `${NAMES[c[0]!]} ${c.slice(1)}`);
        expect(line.slice(line.indexOf('): ') + 3)).toBe(
          expected.length === 0 ? 'empty' : expected.join(', '),
        );
        if (bigfish.toAct(state) === seat)
          for (const move of bigfish.legalMoves(state))
            if (move.type === 'place') expect(line).toContain(bigfish.formatMove(move).split(' → ')[0]);
      }
    }
  });

  it("shows the rows from 1 and every seat's score, cards in hand and in its pile", () => {
    for (const state of states) {
      const lines = bigfish.describeView(bigfish.view(state, null));
      state.rows.forEach((row, slot) => {
        expect(lines).toContain(
          `Row ${slot + 1}: ${row === null ? 'closed' : row.length === 0 ? 'nothing' : row.map(formatCard).join(', ')}`,
        );
      });
      const scores = bigfish.score(state);
      for (let seat = 0; seat < state.seats; seat++) {
        const line = lineStarting(lines, `Seat ${seat}: `);
        expect(line).toContain(`Seat ${seat}: ${points(scores[seat]!)} points`);
        expect(line).toContain(
          `${cardsWord(state.hands[seat]!.length)} in hand · ${cardsWord(state.piles[seat]!.length)} in pile`,
        );
        expect(line.includes('mistake card')).toBe(state.mistakeHolder === seat);
      }
    }
  });

  it('tells a seat nothing it may not see: its lines are the same in every world of hidden cards', () => {
    for (const state of states.filter((_, i) => i % 2 === 0)) {
      for (let seat = 0; seat < state.seats; seat++) sameInHiddenWorlds(bigfish, state, seat);
      const spectator = sameInHiddenWorlds(bigfish, state, null);
      expect(spectator.some((line) => line.startsWith('Your hand'))).toBe(false);
    }
  });
});
