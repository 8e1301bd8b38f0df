import { describe, expect, it } from 'vitest';
import { linko } from '../../../src/games/linko/index.js';
import { formatSet } from '../../../src/games/linko/notation.js';
import type { LinkoState } from '../../../src/games/linko/state.js';
import { lineStarting, realStates, sameInHiddenWorlds } from '../../fixtures/described-views.js';

/** A hand of counts (index 0 = jokers) as the cards a person reads, sorted: 1 up to 13, then the jokers. */
function sortedCards(counts: readonly number[]): string[] {
  const cards: string[] = [];
  for (let value = 1; value <= 13; value++)
    for (let i = 0; i < counts[value]!; i++) cards.push(String(value));
  for (let i = 0; i < counts[0]!; i++) cards.push('J');
  return cards;
}

const cardsWord = (n: number) => (n === 1 ? '1 card' : `${n} cards`);
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

describe('linko.describeView', () => {
  const states = [
    ...realStates(linko, { seats: 3, seed: 'table', games: 1 }, 3),
    ...realStates(linko, { seats: 4, seed: 'table', games: 1, amigo2022: true }, 3),
  ] as LinkoState[];

  it('sees every phase of a turn', () => {
    const phases = new Set(states.map((s) => s.table.phase));
    for (const phase of ['play', 'offer', 'draw', 'over']) expect(phases).toContain(phase);
  });

  it("lists the seat's hand sorted, values low to high and then jokers, and explains the notation", () => {
    for (const state of states) {
      for (let seat = 0; seat < state.seats; seat++) {
        const lines = linko.describeView(linko.view(state, seat));
        const hand = state.table.hands[seat]!;
        const size = hand.reduce((a, b) => a + b, 0);
        const line = lineStarting(lines, `Your hand (seat ${seat}, ${cardsWord(size)}): `);
        const cards = line.slice(line.indexOf('): ') + 3);
        expect(cards === 'empty' ? [] : cards.split(' ')).toEqual(sortedCards(hand));
        expect(lines.some((l) => l.startsWith('Notation: J is a joker'))).toBe(true);
      }
    }
  });

  it("shows every seat's score, cards in hand and stack (bottom to top, in the notation of moves)", () => {
    for (const state of states) {
      const scores = linko.score(state);
      const lines = linko.describeView(linko.view(state, null));
      for (let seat = 0; seat < state.seats; seat++) {
        const line = lineStarting(lines, `Seat ${seat}: `);
        const hand = state.table.hands[seat]!.reduce((a, b) => a + b, 0);
        expect(line).toContain(`Seat ${seat}: ${signed(scores[seat]!)} points · ${cardsWord(hand)} in hand`);
        const stack = state.table.stacks[seat]!;
        expect(line.endsWith(`stack ${stack.length === 0 ? 'empty' : stack.map(formatSet).join(', ')}`)).toBe(
          true,
        );
      }
      const display = state.table.display.map((c) => (c === 0 ? 'J' : String(c))).join(' ');
      expect(lineStarting(lines, 'Display: ')).toContain(
        `Display: ${display || 'empty'} · deck ${cardsWord(state.table.deck.length)}`,
      );
    }
  });

  it('says what is being decided: a snatched set waits for its taker', () => {
    const offer = states.find((s) => s.table.phase === 'offer')!;
    const lines = linko.describeView(linko.view(offer, 0));
    const t = offer.table;
    expect(lines).toContain(
      `Seat ${t.current} snatched ${formatSet(t.limbo!)} from seat ${t.victim}: take it into hand or decline it?`,
    );
  });

  it('tells a seat nothing it may not see: its lines are the same in every world of hidden cards', () => {
    for (const state of states.filter((_, i) => i % 3 === 0)) {
      for (let seat = 0; seat < state.seats; seat++) sameInHiddenWorlds(linko, state, seat);
      const spectator = sameInHiddenWorlds(linko, state, null);
      expect(spectator.some((line) => line.startsWith('Your hand'))).toBe(false);
    }
  });
});
