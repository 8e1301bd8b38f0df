// loadState and fromPosition: real states load; broken ones are rejected with the path of the problem.
import { describe, expect, it } from 'vitest';
import { InvalidStateError, Rng, total } from '../../../src/core/index.js';
import {
  addSeat,
  type DalmutiState,
  dalmuti,
  fromPosition,
  giftMove,
  joinSlotMove,
} from '../../../src/games/dalmuti/index.js';

import { MAX_REDRAWS } from '../../../src/games/dalmuti/seating.js';

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
    expect(issuesOf((s) => ((s.hands as number[][])[0]![5] as number)++)).toContain('sizes.0');
    // A card too many, sizes updated: card conservation fails, at the last place that holds a 5 (a hand or played).
    expect(
      issuesOf((s) => {
        (s.hands as number[][])[0]![5]!++;
        (s.sizes as number[])[0]!++;
      }).filter((path) => /^(hands\.\d+|played)\.5$/.test(path)),
    ).toHaveLength(1);
    expect(issuesOf((s) => (s.extra = 1))).toContain('extra');
    expect(issuesOf((s) => delete s.top)).toContain('top');
    expect(issuesOf((s) => (s.phase = 'dancing'))).toContain('phase');
    expect(issuesOf((s) => (s.actor = 9))).toContain('actor');
    expect(issuesOf((s) => (s.order = [0, 0, 1, 2, 3]))).toContain('order');
    expect(issuesOf((s) => ((s.sizes as number[])[1] = 3))).toContain('sizes.1');
    expect(issuesOf((s) => (s.top = { seat: 0, rank: 13, naturals: 2, jesters: 0 }))).toContain('top');
    expect(issuesOf((s) => (s.roundLog = [-1]))).toContain('roundLog.0');
    expect(issuesOf((s) => (s.scores = [1, 2]))).toContain('scores');
    expect(issuesOf((s) => (s.hand = 0))).toContain('hand');
    expect(
      issuesOf((s) => (s.tax = { gdGift: [1, 2, 3], gpTribute: null, ldGift: null, lpTribute: null })),
    ).toContain('tax.gdGift');
  });

  it('rejects inconsistent phases', () => {
    // An empty table with passes, and a seat with no cards acting.
    expect(issuesOf((s) => (s.passes = 2))).toContain('top');
    expect(() => fromPosition({ seats: 4, hands: [[], [5], [6], [7]], actor: 0 })).toThrow(InvalidStateError);
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
    const s = fromPosition({ seats: 4, hands: [[1, 13], [2, 2], [3], [12]] });
    expect(s.played[12]).toBe(11);
    expect(s.phase).toBe('play');
    expect(dalmuti.toAct(s)).toBe(0);
  });

  it("carries origin: 'position': the invariants tied to a deal do not apply to it", () => {
    const s = fromPosition({
      seats: 5,
      phase: 'dealt',
      hands: [[9, 10, 11], [6, 7], [8], [4, 12], [1, 2, 12]],
    });
    expect(s.origin).toBe('position');
    expect(dalmuti.view(s, 0).origin).toBe('position');
    // The same state as a dealt match: most of the deck played before the taxes, short hands (I5).
    const { origin: _origin, ...dealt } = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
    const refused = dalmuti.loadState(dealt);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.issues.map((i) => i.path)).toContain('played');
  });

  it('rejects impossible hands', () => {
    expect(() => fromPosition({ seats: 4, hands: [[1, 1], [2], [3], [4]] })).toThrow(InvalidStateError);
    expect(() => fromPosition({ seats: 4, hands: [[14], [2], [3], [4]] })).toThrow(InvalidStateError);
    expect(() => fromPosition({ seats: 4, hands: [[1], [2], [3]] })).toThrow(InvalidStateError);
  });

  it('throws InvalidStateError, never another error, on hostile input', () => {
    const hostile: unknown[] = [
      null,
      7,
      'x',
      [],
      {},
      { seats: 4 },
      { seats: 4, hands: new Array(1_000_000).fill([]) },
      { seats: 4, hands: [[1], [2], [3], [4]], options: { hands: 0 } },
      { seats: 4, hands: [[1], [2], [3], [4]], top: { seat: 9 } },
    ];
    for (const input of hostile) expect(() => fromPosition(input as never)).toThrow(InvalidStateError);
  });
});

/** A version 1 copy of a state: no deal counter. */
function toV1(s: DalmutiState): Record<string, unknown> {
  const { deals: _deals, ...rest } = JSON.parse(JSON.stringify(s)) as Record<string, unknown>;
  return { ...rest, version: 1 };
}

function playTo(s: DalmutiState, seed: string, want: (t: DalmutiState) => boolean): DalmutiState {
  const rng = Rng.fromSeed(seed);
  while (!want(s)) {
    const legal = dalmuti.legalMoves(s);
    s = dalmuti.applyMove(s, legal[rng.int(legal.length)]!);
  }
  return s;
}

describe('state version 2 (deal counter) and the migration of version 1', () => {
  it('a version 1 state loads as the version 2 state it was', () => {
    const s = playTo(
      dalmuti.setup({ seats: 5, seed: 'v1', hands: 3, scoring: true }),
      'v1',
      (t) => t.hand === 2 && t.handMoves > 4,
    );
    expect(s.version).toBe(2);
    const r = dalmuti.loadState(toV1(s));
    expect(r.ok && JSON.stringify(r.value)).toBe(JSON.stringify(s));
  });

  it('a join in the first hand: the re-deal counts, read from the seat draw', () => {
    const grown = addSeat(dalmuti.setup({ seats: 5, seed: 'v1-join', initialSeating: 'simulateDraw' }));
    if (!grown.ok) throw new Error(grown.error.message);
    const s = dalmuti.applyMove(grown.value, joinSlotMove(2));
    expect(s.deals).toBe(2);
    const r = dalmuti.loadState(toV1(s));
    expect(r.ok && JSON.stringify(r.value)).toBe(JSON.stringify(s));
  });

  it("'peonFirst': a gift version 1 had already handed over goes back until the Lesser Dalmuti chooses", () => {
    const s = playTo(
      dalmuti.setup({ seats: 5, seed: 'v1-peon', taxation: 'peonFirst', hands: 2 }),
      'v1-peon',
      (t) => t.phase === 'tax' && t.tax!.gdGift !== null,
    );
    const old = toV1(s) as { hands: number[][]; sizes: number[] };
    const [gd, gp] = [s.order[0]!, s.order[4]!];
    for (const r of s.tax!.gdGift!) {
      old.hands[gd]![r]!--;
      old.hands[gp]![r]!++;
    }
    old.sizes[gd]! -= 2;
    old.sizes[gp]! += 2;
    const r = dalmuti.loadState(old);
    expect(r.ok && JSON.stringify(r.value)).toBe(JSON.stringify(s));
    if (r.ok) expect(dalmuti.applyMove(r.value, dalmuti.legalMoves(r.value)[0]!).phase).not.toBe('tax');
  });
});

describe('issue 15: setup makes only states loadState accepts', () => {
  it(`the seat draw at 11–13 seats with redrawReplacesValue: at most ${MAX_REDRAWS} redraws, small views, loads`, () => {
    for (const seats of [11, 12, 13]) {
      for (let seed = 0; seed < 20; seed++) {
        const s = dalmuti.setup({
          seats,
          seed,
          allowLargeTables: true,
          initialSeating: 'simulateDraw',
          redrawReplacesValue: true,
        });
        const draws = s.seatDraw!;
        expect(draws.every((d) => d.length >= 1 && d.length <= 1 + MAX_REDRAWS)).toBe(true);
        expect(draws.reduce((a, d) => a + d.length, 0)).toBeLessThanOrEqual(13 * (1 + MAX_REDRAWS));
        // Before: up to 65,000 drawn cards and views of 160 KB; the draw's part of a view is now at most 78 numbers.
        expect(JSON.stringify(dalmuti.view(s, 0)).length).toBeLessThan(4096);
        const r = dalmuti.loadState(JSON.parse(JSON.stringify(s)));
        expect(r.ok).toBe(true);
      }
    }
  });
});

describe('parseMove', () => {
  it('refuses a sparse array (issue 15: a gift of holes parsed to { ok: true, value: undefined })', () => {
    const holes = new Array<number>(2);
    const r = dalmuti.parseMove({ type: 'gift', ranks: holes });
    expect(r.ok).toBe(false);
    expect(dalmuti.parseMove({ type: 'gift', ranks: [9, 10] })).toEqual({ ok: true, value: giftMove(9, 10) });
  });
});

/** The first state of a seeded random playout that satisfies `want`. */
function reachState(
  seats: number,
  options: Record<string, unknown>,
  want: (s: DalmutiState) => boolean,
): DalmutiState {
  for (let attempt = 0; attempt < 100; attempt++) {
    let s = dalmuti.setup({ seats, seed: `reach-${attempt}`, ...options } as never);
    const rng = Rng.fromSeed(attempt);
    while (!dalmuti.isOver(s)) {
      if (want(s)) return s;
      const legal = dalmuti.legalMoves(s);
      s = dalmuti.applyMove(s, legal[rng.int(legal.length)]!);
    }
  }
  throw new Error('no such state reached');
}

/** A writable JSON copy of a state. */
const thaw = (s: DalmutiState) =>
  JSON.parse(JSON.stringify(s)) as DalmutiState & { hands: number[][]; tax: { gdGift: number[] } };

/** The `path (id)` of every issue loadState reports. */
function refusedAs(raw: unknown): string[] {
  const r = dalmuti.loadState(raw);
  return r.ok ? [] : r.error.issues.map((i) => `${i.path} ${i.message.slice(i.message.lastIndexOf('('))}`);
}

describe('forgeries built from real states', () => {
  it("I12: a gift the Peon received is in its hand or played, not in neither the giver's nor the receiver's hand", () => {
    // Play has just begun: the gifts have moved and nothing is played, so the Greater Peon holds both gift cards.
    const s = reachState(5, {}, (t) => t.phase === 'play' && t.tax?.ldGift != null && total(t.played) === 0);
    expect(dalmuti.loadState(thaw(s)).ok).toBe(true);
    const [gd, gp] = [s.order[0]!, s.order[4]!];
    const nowhere = [];
    for (let r = 1; r < 13 && nowhere.length < 2; r++)
      if (s.hands[gp]![r] === 0 && s.hands[gd]![r] === 0) nowhere.push(r);
    expect(nowhere).toHaveLength(2);
    const raw = thaw(s);
    raw.tax.gdGift = nowhere;
    expect(refusedAs(raw)).toContain('tax.gdGift (I12)');
  });

  it('I23: the hands are the deal of the stored random stream (two cards traded between hands are refused)', () => {
    const s = reachState(5, {}, (t) => t.phase === 'tax' && t.tax?.gdGift === null);
    const raw = thaw(s);
    const [ld, merchant] = [s.order[1]!, s.order[2]!];
    // One natural card each, of different ranks: the shares, the Jesters and the taxes stay as they were.
    const a = raw.hands[ld]!.findIndex((c, r) => r > 0 && r < 13 && c > 0 && raw.hands[merchant]![r] === 0);
    const b = raw.hands[merchant]!.findIndex((c, r) => r > 0 && r < 13 && c > 0 && raw.hands[ld]![r] === 0);
    expect(a > 0 && b > 0).toBe(true);
    raw.hands[ld]![a]!--;
    raw.hands[merchant]![a]!++;
    raw.hands[merchant]![b]!--;
    raw.hands[ld]![b]!++;
    expect(refusedAs(thaw(s))).toEqual([]);
    expect(refusedAs(raw)).toEqual(['hands (I23)']);
    // An arranged state (a position, a sampled world) is not tied to a deal.
    expect(dalmuti.loadState(raw, { positions: true }).ok).toBe(true);
  });

  it('I23: a later deal is checked too (after a hand ends, and after the play that ended it)', () => {
    const s = reachState(4, { hands: 3 }, (t) => t.hand === 2 && t.phase === 'tax');
    expect(refusedAs(thaw(s))).toEqual([]);
    const raw = thaw(s);
    (raw as { rng: unknown }).rng = [1, 2, 3, 4];
    expect(refusedAs(raw)).toEqual(['hands (I23)']);
  });

  it('V6: addSeat loads the state it is given: a forged state is refused with a typed error, never grown', () => {
    const s = dalmuti.setup({ seats: 5, seed: 'forged-join', hands: 2 });
    expect(addSeat(s).ok).toBe(true);
    const raw = thaw(s);
    raw.hands[0]![5]!++; // a card from nowhere
    const r = addSeat(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('INVALID_STATE');
    const junk = addSeat(null as never);
    expect(junk.ok).toBe(false);
  });
});
