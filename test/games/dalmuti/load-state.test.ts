// loadState and fromPosition: real states load; broken ones are rejected with the path of the problem.
import { describe, expect, it } from 'vitest';
import { dalmuti, fromPosition } from '../../../src/games/dalmuti/index.js';

function issuesOf(mutate: (s: Record<string, unknown>) => void): string[] {
  const s = JSON.parse(
    JSON.stringify(dalmuti.setup({ seats: 5, seed: 21, firstDealRevolution: true })),
  ) as Record<string, unknown>;
  mutate(s);
  const r = dalmuti.loadState(s);
  return r.ok ? [] : r.error.issues.map((i) => i.path);
}

describe('loadState', () => {
  it('accepts a real state after a JSON round trip', () => {
    const s = dalmuti.setup({ seats: 6, seed: 2, merchantSwap: true, scoring: true, hands: 4 });
    const r = dalmuti.loadState(JSON.parse(JSON.stringify(s)));
    expect(r.ok).toBe(true);
  });

  it('rejects broken states, naming the field', () => {
    expect(issuesOf((s) => ((s.hands as number[][])[0]![5] as number)++)).toContain('sizes');
    // A card too many, sizes updated: card conservation fails.
    expect(
      issuesOf((s) => {
        (s.hands as number[][])[0]![5]!++;
        (s.sizes as number[])[0]!++;
      }),
    ).toContain('hands');
    expect(issuesOf((s) => (s.extra = 1))).toContain('extra');
    expect(issuesOf((s) => delete s.top)).toContain('top');
    expect(issuesOf((s) => (s.phase = 'dancing'))).toContain('phase');
    expect(issuesOf((s) => (s.actor = 9))).toContain('actor');
    expect(issuesOf((s) => (s.order = [0, 0, 1, 2, 3]))).toContain('order');
    expect(issuesOf((s) => ((s.sizes as number[])[1] = 3))).toContain('sizes');
    expect(issuesOf((s) => (s.top = { seat: 0, rank: 13, naturals: 2, jesters: 0 }))).toContain('top');
    expect(issuesOf((s) => (s.roundLog = [-1]))).toContain('roundLog');
    expect(issuesOf((s) => (s.scores = [1, 2]))).toContain('scores');
    expect(issuesOf((s) => (s.hand = 0))).toContain('hand');
    expect(
      issuesOf((s) => (s.tax = { gdGift: [1, 2, 3], gpTribute: null, ldGift: null, lpTribute: null })),
    ).toContain('tax');
  });

  it('rejects inconsistent phases', () => {
    // An empty table with passes, and a seat with no cards acting.
    expect(issuesOf((s) => (s.passes = 2))).toContain('top');
    const r = fromPosition({ seats: 4, hands: [[], [5], [6], [7]], actor: 0 });
    expect(r.ok).toBe(false);
  });

  it('never throws on junk', () => {
    for (const junk of [
      null,
      1,
      'x',
      [],
      {},
      { game: 'dalmuti' },
      { game: 'dalmuti', version: 1, seats: 5, options: {}, rng: [1, 2, 3, 4] },
    ]) {
      expect(dalmuti.loadState(junk).ok).toBe(false);
    }
  });
});

describe('fromPosition', () => {
  it('builds a valid state; cards in no hand count as played', () => {
    const r = fromPosition({ seats: 4, hands: [[1, 13], [2, 2], [3], [12]] });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.played[12]).toBe(11);
      expect(r.value.phase).toBe('play');
      expect(dalmuti.toAct(r.value)).toBe(0);
    }
  });

  it('rejects impossible hands', () => {
    expect(fromPosition({ seats: 4, hands: [[1, 1], [2], [3], [4]] }).ok).toBe(false);
    expect(fromPosition({ seats: 4, hands: [[14], [2], [3], [4]] }).ok).toBe(false);
    expect(fromPosition({ seats: 4, hands: [[1], [2], [3]] }).ok).toBe(false);
  });
});
