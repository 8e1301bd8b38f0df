import { describe, expect, it } from 'vitest';
import { InvalidStateError } from '../../../src/core/index.js';
import { coins, fromPosition } from '../../../src/games/coins/index.js';
import { position } from './helpers.js';

function raw() {
  let s = coins.setup({ seats: 3, seed: 'load', firstDealer: 0 });
  for (let i = 0; i < 5; i++) s = coins.applyMove(s, coins.legalMoves(s)[0]!);
  return JSON.parse(JSON.stringify(s));
}

// biome-ignore lint/suspicious/noExplicitAny: the tests break saved states in arbitrary ways
function issues(mutate: (s: Record<string, any>) => void) {
  const s = raw();
  mutate(s);
  const r = coins.loadState(s);
  return r.ok ? [] : r.error.issues.map((i) => i.path);
}

describe('Coins loadState / checkState', () => {
  it('accepts a real state unchanged', () => {
    const s = raw();
    const r = coins.loadState(s);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.value)).toBe(JSON.stringify(s));
  });

  it('rejects broken card conservation (a duplicate, a missing card, an id out of range)', () => {
    expect(issues((s) => (s.hands[0][0] = s.hands[1][0]))).not.toEqual([]);
    expect(issues((s) => s.hands[2].pop())).not.toEqual([]);
    expect(issues((s) => (s.played[0] = 48))).toContain('played.0');
    expect(issues((s) => s.hands[0].push(s.hands[0][0]))).not.toEqual([]); // a card twice in one hand
  });

  it('rejects a leader or seat to play that does not follow from the played cards', () => {
    expect(issues((s) => (s.leader = (s.leader + 1) % 3))).toContain('leader');
    expect(issues((s) => (s.toPlay = (s.toPlay + 1) % 3))).toContain('toPlay');
  });

  it('R2: rejects a first hand not dealt by options.firstDealer', () => {
    expect(issues((s) => (s.dealer = 1))).toContain('dealer');
  });

  it('C5: rejects a score at the target while the match goes on, and a winner below the target', () => {
    expect(issues((s) => (s.scores[0] = 15))).toContain('scores.0');
    expect(issues((s) => (s.winner = 0))).toContain('winner');
  });

  it('rejects bad types and unknown fields, and never throws', () => {
    expect(issues((s) => (s.hand = 0))).toContain('hand');
    expect(issues((s) => (s.scores = [1, 2]))).toContain('scores');
    expect(issues((s) => (s.extra = 1))).toContain('extra');
    expect(issues((s) => (s.hands = 'x'))).toContain('hands');
    for (const junk of [null, 1, 'x', [], {}, { game: 'coins' }])
      expect(() => coins.loadState(junk)).not.toThrow();
    expect(() => coins.loadState({ ...raw(), hands: [[1, 'a']], played: {}, scores: null })).not.toThrow();
    expect(coins.loadState({ ...raw(), options: { target: 15 } }).ok).toBe(false);
  });

  it('fromPosition derives leader, seat to play and winner, and refuses impossible positions', () => {
    const s = position({ dealer: 1, hands: [['Co2'], [], []], played: ['Cu2', 'Cu3', 'CuA', 'Sw4'] });
    // Dealer 1: seat 2 leads Cu2, seat 0 Cu3, seat 1 CuA wins (all Cups), then seat 1 led Sw4; seat 2 is next.
    expect(s.leader).toBe(1);
    expect(coins.toAct(s)).toBe(2);
    expect(s.hands.map((h) => h.length)).toEqual([15, 14, 15]);
    expect(() => fromPosition({ dealer: 0, hands: [['CoA'], ['CoA'], []], fill: true })).toThrow(
      InvalidStateError,
    );
    expect(() => fromPosition({ dealer: 0, hands: [['Xx1' as never], [], []], fill: true })).toThrow(
      InvalidStateError,
    );
    expect(() => fromPosition({ dealer: 0, hands: [['CoA'], [], []] })).toThrow(InvalidStateError); // not 48 cards
  });

  it('a saved state of format version 1, 2 (hands ascending) or 3 loads as version 4, with no last trick on view', () => {
    expect(coins.version).toBe(4);
    for (const version of [1, 2, 3]) {
      const { lastTrick: _, ...old } = { ...raw(), version }; // versions 1–3 had no lastTrick
      if (version < 3) for (const h of old.hands) h.sort((a: number, b: number) => a - b); // as versions 1 and 2 kept them
      const r = coins.loadState(old);
      expect(r.ok).toBe(true);
      if (r.ok) expect(JSON.stringify(r.value)).toBe(JSON.stringify({ ...old, version: 4, lastTrick: [] }));
    }
    expect(coins.loadState({ ...raw(), version: 0 })).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED_VERSION' },
    });
    expect(coins.loadState({ ...raw(), version: 5 })).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED_VERSION' },
    });
  });
});
