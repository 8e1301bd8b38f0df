import { describe, expect, it } from 'vitest';
import { dalmuti, formatCard } from '../../../src/games/dalmuti/index.js';
import type { DalmutiState } from '../../../src/games/dalmuti/state.js';
import { lineStarting, realStates, sameInHiddenWorlds } from '../../fixtures/described-views.js';
import { RANK_NAMES } from './helpers.js';

// The ranks' names (rules §1): 1 is the best rank; 13 stands for the Jesters.
const NAMES = RANK_NAMES;

/** A hand of counts by rank as a person reads it, best rank first, Jesters last: `2× 7 (Seamstress)`. */
function expectedHand(counts: readonly number[]): string {
  const parts: string[] = [];
  for (let rank = 1; rank <= 12; rank++) {
    const n = counts[rank] ?? 0;
    if (n > 0) parts.push(`${n === 1 ? '' : `${n}× `}${rank} (${NAMES[rank]})`);
  }
  const jesters = counts[13] ?? 0;
  if (jesters > 0) parts.push(jesters === 1 ? 'Jester' : `${jesters}× Jester`);
  return parts.length === 0 ? 'none' : parts.join(', ');
}

const cardsWord = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

describe('dalmuti.describeView', () => {
  const plain = realStates(dalmuti, { seats: 5, seed: 'table' }, 4) as DalmutiState[];
  const scored = realStates(
    dalmuti,
    { seats: 4, seed: 'table', scoring: true, hands: 2 },
    4,
  ) as DalmutiState[];
  const states = [...plain, ...scored];

  it("lists the seat's hand best rank first, with the ranks' names, as moves name them", () => {
    for (const state of states) {
      for (let seat = 0; seat < state.seats; seat++) {
        const lines = dalmuti.describeView(dalmuti.view(state, seat));
        const line = lineStarting(lines, `Your hand (seat ${seat}, `);
        expect(line.endsWith(`: ${expectedHand(state.hands[seat]!)}`)).toBe(true);
        if (dalmuti.toAct(state) === seat)
          for (const move of dalmuti.legalMoves(state))
            if (move.type === 'play' && move.naturals > 0) expect(line).toContain(formatCard(move.rank));
      }
    }
  });

  it('shows every seat in rank order with its role and cards in hand, and points only when the match scores them', () => {
    for (const state of states) {
      const lines = dalmuti.describeView(dalmuti.view(state, null));
      const seatLines = lines.filter((l) => /^Seat \d+ \(/.test(l));
      expect(seatLines.map((l) => Number(/^Seat (\d+)/.exec(l)![1]))).toEqual(state.order);
      const n = state.order.length;
      state.order.forEach((seat, rank) => {
        const line = lineStarting(lines, `Seat ${seat} (`);
        const role =
          rank === 0
            ? 'Greater Dalmuti'
            : rank === 1
              ? 'Lesser Dalmuti'
              : rank === n - 1
                ? 'Greater Peon'
                : rank === n - 2
                  ? 'Lesser Peon'
                  : 'Merchant';
        expect(line).toContain(`Seat ${seat} (${role}): ${cardsWord(state.sizes[seat]!)} in hand`);
        if (state.options.scoring) expect(line).toContain(` · ${state.scores[seat]} points`);
        else expect(line).not.toContain('points');
      });
    }
  });

  it('says whose turn it is and what is on the table', () => {
    const state = states.find((s) => s.phase === 'play' && s.top !== null)!;
    const lines = dalmuti.describeView(dalmuti.view(state, null));
    expect(lines[0]).toContain(`Seat ${state.actor} to beat `);
    expect(lines[0]).toContain(`${formatCard(state.top!.rank === 13 ? 13 : state.top!.rank)}`);
    expect(lines.some((l) => l.startsWith('This round: '))).toBe(true);
  });

  it('tells a seat nothing it may not see: its lines are the same in every world of hidden cards', () => {
    for (const state of states.filter((_, i) => i % 3 === 0)) {
      for (let seat = 0; seat < state.seats; seat++) sameInHiddenWorlds(dalmuti, state, seat);
      const spectator = sameInHiddenWorlds(dalmuti, state, null);
      expect(spectator.some((line) => line.startsWith('Your hand'))).toBe(false);
    }
  });
});
