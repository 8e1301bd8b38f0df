import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigfish, fromPosition } from '../../../src/games/bigfish/index.js';

const paths = (input: unknown): string[] => {
  const r = bigfish.loadState(input);
  return r.ok ? [] : r.error.issues.map((i) => i.path);
};

describe('bigfish loadState and fromPosition', () => {
  const good = JSON.parse(JSON.stringify(bigfish.setup({ seats: 3, seed: 5, advanced: true })));

  it('accepts real states and round-trips them', () => {
    const r = bigfish.loadState(good);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.value)).toBe(JSON.stringify(good));
  });

  it('refuses broken states with the path of the problem, never throwing', () => {
    const mutate = (f: (s: Record<string, unknown> & typeof good) => void) => {
      const s = structuredClone(good);
      f(s);
      return s;
    };
    expect(paths(mutate((s) => (s.turn = 7)))).toContain('turn');
    expect(paths(mutate((s) => s.hands[0].push('P6')))).toContain('hands.0');
    expect(paths(mutate((s) => (s.hands[1][0] = 'X9')))).toContain('hands.1');
    expect(paths(mutate((s) => s.box.reverse()))).toContain('box');
    expect(paths(mutate((s) => (s.rows = [['R1']])))).toContain('rows');
    expect(paths(mutate((s) => (s.bonuses[1].holder = 9)))).toContain('bonuses.1.holder');
    expect(paths(mutate((s) => (s.mistakeHolder = 0)))).toContain('mistakeHolder');
    expect(paths(mutate((s) => (s.phase = 'chooseBonus')))).toContain('bonusOptions');
    expect(paths(mutate((s) => (s.placed = 2)))).toContain('turnRow');
    expect(paths(mutate((s) => s.piles[2].pop()))).toContain('');
    expect(paths(mutate((s) => delete s.common))).toContain('common');
    expect(paths(mutate((s) => (s.options = { ...s.options, deck: 'small' })))).toContain('deck');
    for (const junk of [
      null,
      1,
      [],
      { game: 'bigfish' },
      { ...good, hands: 'x' },
      { ...good, rows: [null, 5, {}] },
    ]) {
      expect(bigfish.loadState(junk).ok).toBe(false);
    }
  });

  it('never throws on a state with any field replaced by arbitrary data', () => {
    const keys = Object.keys(good);
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
        const broken = { ...structuredClone(good), [key]: value };
        const r = bigfish.loadState(broken);
        if (JSON.stringify(value) !== JSON.stringify(good[key])) expect(r.ok).toBe(false);
      }),
      { seed: 77, numRuns: 400 },
    );
  });

  it('fromPosition fills the box with the rest of the deck and validates', () => {
    const s = fromPosition({ seats: 2, hands: [['R1'], ['Y1']], rows: [['G1'], ['B1'], ['P1']] });
    expect(s.box.length).toBe(95);
    expect(() => fromPosition({ seats: 2, hands: [['R1'], ['Y1']], rows: [['G1'], ['B1']] })).toThrow(/rows/);
    expect(() =>
      fromPosition({ seats: 2, hands: [['R6', 'R6', 'R6', 'R6'], []], rows: [['G1'], ['B1'], ['R6']] }),
    ).toThrow(/deck composition/);
  });
});
