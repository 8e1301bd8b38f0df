import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, cardId } from '../../../src/games/coins/cards.js';
import { type CoinsCard, resolveTrick } from '../../../src/games/coins/index.js';
import { trickPoints, trickRuleOf, trickWinnerIndex } from '../../../src/games/coins/trick.js';

// The oracle, written from the rule text alone (spec 4.2 and the rule sheet), on card codes.
const BEATS: Record<string, string> = { Cu: 'Co', Co: 'Sw', Sw: 'Cl', Cl: 'Cu' }; // cups hold coins, coins buy swords, …
const ORDER = 'AKCS98765432'; // high to low, with K for the Rey
const rankValue = (card: string) => 12 - ORDER.indexOf(card[2] === 'R' ? 'K' : card[2]!);
const suit = (card: string) => card.slice(0, 2);

/** Every card that satisfies the rule text for winning the trick (there must be exactly one). */
function oracleWinners(trick: readonly string[]): string[] {
  const suits = trick.map(suit);
  const distinct = new Set(suits).size;
  if (distinct === 1) {
    // 3. All the same suit: the highest ranked card wins.
    return trick.filter((c) => trick.every((o) => o === c || rankValue(c) > rankValue(o)));
  }
  if (distinct === 2) {
    // 2. Two of a suit, one different: the higher ranked of the two same-suit cards wins.
    const paired = suits.find((s, i) => suits.indexOf(s) !== i)!;
    const pair = trick.filter((c) => suit(c) === paired);
    return pair.filter((c) => pair.every((o) => o === c || rankValue(c) > rankValue(o)));
  }
  // 1. Three suits: suit A beats suit B and suit B beats suit C → A wins (search the chain).
  return trick.filter((a) => {
    const others = trick.filter((o) => o !== a);
    return others.some((b) => {
      const c = others.find((o) => o !== b)!;
      return BEATS[suit(a)] === suit(b) && BEATS[suit(b)] === suit(c);
    });
  });
}

function oracleRule(trick: readonly string[]): string {
  const n = new Set(trick.map(suit)).size;
  return n === 1 ? 'sameSuit' : n === 2 ? 'pair' : 'threeSuits';
}

describe('the trick rule against a brute-force oracle (spec 4.2)', () => {
  it('4.2: all 48·47·46 ordered tricks have exactly one winner, the same in every order, matching the three cases', () => {
    let count = 0;
    for (let a = 0; a < 48; a++) {
      for (let b = 0; b < 48; b++) {
        if (b === a) continue;
        for (let c = 0; c < 48; c++) {
          if (c === a || c === b) continue;
          count++;
          const trick = [CARDS[a]!, CARDS[b]!, CARDS[c]!];
          const expected = oracleWinners(trick);
          if (expected.length !== 1) throw new Error(`oracle: ${trick} has winners ${expected}`);
          const index = trickWinnerIndex(a, b, c);
          if (trick[index] !== expected[0])
            throw new Error(`${trick}: expected ${expected[0]}, got ${trick[index]}`);
          // Independent of play order: the sorted trick has the same winning card.
          const sorted = [a, b, c].sort((x, y) => x - y) as [number, number, number];
          if (sorted[trickWinnerIndex(...sorted)] !== [a, b, c][index])
            throw new Error(`${trick}: order matters`);
          if (trickRuleOf(a, b, c) !== oracleRule(trick)) throw new Error(`${trick}: wrong case`);
          const coinsInTrick = trick.filter((x) => suit(x) === 'Co').length;
          if (trickPoints(a, b, c) !== coinsInTrick) throw new Error(`${trick}: wrong points`);
        }
      }
    }
    expect(count).toBe(48 * 47 * 46);
  });

  it('4.2: any permutation of a trick gives the same winning card (property)', () => {
    const trickArb = fc.uniqueArray(fc.integer({ min: 0, max: 47 }), { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(trickArb, fc.integer({ min: 0, max: 5 }), (ids, p) => {
        const perms = [
          [0, 1, 2],
          [0, 2, 1],
          [1, 0, 2],
          [1, 2, 0],
          [2, 0, 1],
          [2, 1, 0],
        ][p]!;
        const t = perms.map((i) => CARDS[ids[i]!]!) as [CoinsCard, CoinsCard, CoinsCard];
        const base = resolveTrick(ids.map((i) => CARDS[i]!) as [CoinsCard, CoinsCard, CoinsCard]);
        const other = resolveTrick(t);
        return other.card === base.card && other.rule === base.rule && other.points === base.points;
      }),
      { seed: 4242, numRuns: 2000 },
    );
  });

  it('C2: three suits: the suit after the missing one in the cycle wins (resolveTrick reports the missing suit)', () => {
    expect(resolveTrick(['CoA', 'SwA', 'Cu2'])).toEqual({
      index: 2,
      card: 'Cu2',
      rule: 'threeSuits',
      missingSuit: 'Cl',
      points: 1,
    });
    expect(resolveTrick(['ClA', 'SwA', 'Co2'])).toMatchObject({ card: 'Co2', missingSuit: 'Cu' });
    expect(resolveTrick(['CuA', 'ClA', 'Sw2'])).toMatchObject({ card: 'Sw2', missingSuit: 'Co' });
    expect(resolveTrick(['CuA', 'CoA', 'Cl2'])).toMatchObject({ card: 'Cl2', missingSuit: 'Sw' });
  });

  it('4.2: resolveTrick refuses anything but three distinct card codes', () => {
    expect(() => resolveTrick(['CoA', 'CoA', 'Cu2'])).toThrow(RangeError);
    expect(() => resolveTrick(['CoA', 'Cu2'])).toThrow(RangeError);
    expect(() => resolveTrick(['CoA', 'Cu2', 'Xx9' as CoinsCard])).toThrow(RangeError);
    expect(cardId('Cu10')).toBe(-1);
  });
});
