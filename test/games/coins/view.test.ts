import { describe, expect, it } from 'vitest';
import { coins, playMove } from '../../../src/games/coins/index.js';
import { playCards, position } from './helpers.js';

describe('Coins views', () => {
  it('a seat sees its own hand, the others’ hand sizes, the trick, the hand history, scores, dealer, leader, target', () => {
    let s = position({ dealer: 2, target: 10, hands: [['Co2', 'Cu4'], ['Co3'], ['Cl5', 'Sw6']] });
    ({ state: s } = playCards(s, ['Co2', 'Co3', 'Cl5'])); // pair of Coins: Co3 wins, S1 +2
    s = coins.applyMove(s, playMove(coins.view(s, 1).hand[0]!)); // S1 leads trick 2
    const v = coins.view(s, 2);
    expect(v.seat).toBe(2);
    expect(v.hand).toContain('Sw6');
    expect(v.hand).toHaveLength(15);
    expect(v.handSizes).toEqual([15, 14, 15]);
    expect(v.trick).toEqual([{ seat: 1, card: coins.view(s, 1).trick[0]!.card }]);
    expect(v.tricks).toEqual([
      {
        plays: [
          { seat: 0, card: 'Co2' },
          { seat: 1, card: 'Co3' },
          { seat: 2, card: 'Cl5' },
        ],
        winner: 1,
        points: 2,
        rule: 'pair',
      },
    ]);
    expect(v.scores).toEqual([0, 2, 0]);
    expect(v).toMatchObject({ target: 10, dealer: 2, leader: 1, toAct: 2, winner: null, handNumber: 1 });
  });

  it('a spectator sees no hand, only sizes and public cards', () => {
    const s = coins.setup({ seats: 3, seed: 3 });
    const v = coins.view(s, null);
    expect(v.seat).toBeNull();
    expect(v.hand).toEqual([]);
    expect(v.handSizes).toEqual([16, 16, 16]);
    expect(JSON.stringify(v)).not.toContain('rng');
  });

  it('views never show other hands or the RNG', () => {
    const s = coins.setup({ seats: 3, seed: 4 });
    for (const seat of [0, 1, 2]) {
      const text = JSON.stringify(coins.view(s, seat));
      for (const other of [0, 1, 2].filter((o) => o !== seat)) {
        for (const card of coins.view(s, other).hand) expect(text).not.toContain(`"${card}"`);
      }
      expect(text).not.toContain(s.rng.join(','));
    }
  });

  it('after the end the view shows the winner and nobody to act', () => {
    const s = position({ dealer: 2, target: 2, hands: [['CoA'], ['Co2'], ['Cu2']] });
    const { state } = playCards(s, ['CoA', 'Co2', 'Cu2']);
    const v = coins.view(state, 0);
    expect(v).toMatchObject({ winner: 0, toAct: null, scores: [2, 0, 0], trick: [] });
    expect(v.tricks).toHaveLength(1);
  });

  it('view refuses a seat out of range', () => {
    const s = coins.setup({ seats: 3, seed: 4 });
    expect(() => coins.view(s, 3)).toThrow(RangeError);
  });
});
