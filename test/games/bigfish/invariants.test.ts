/**
 * The invariants of a saved state (docs/rules/bigfish.md, "Invariants of a saved state"): one forgery per invariant,
 * built from a real state reached by seeded play, each refused by `loadState` for that invariant alone.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { CARD_KINDS } from '../../../src/games/bigfish/cards.js';
import { type BigFishState, bigfish } from '../../../src/games/bigfish/index.js';
import { counted } from '../../fixtures/counting.js';

// ---------------------------------------------------------------------------------------------------------------
// Invariants of a saved state (docs/rules/bigfish.md): one forgery per invariant, built from a real state reached by
// seeded play. Each changes the fields that invariant ties together and nothing else it could notice, and expects
// `loadState` to refuse it for that invariant alone (the id ends the message) at the field's path.

type Mutable<T> = T extends string | number | boolean | null
  ? T
  : T extends readonly (infer U)[]
    ? Mutable<U>[]
    : { -readonly [K in keyof T]: Mutable<T[K]> };
type Raw = Mutable<BigFishState>;

/** The first state of seeded random play (over seeds, then moves) that `wanted` accepts. */
function reach(
  seats: number,
  options: Record<string, unknown>,
  wanted: (s: BigFishState) => boolean,
): BigFishState {
  for (let seed = 0; seed < 300; seed++) {
    let s = bigfish.setup({ seats, seed: `forge:${seed}`, ...options });
    const rng = Rng.fromSeed(seed);
    for (;;) {
      if (wanted(s)) return s;
      if (bigfish.isOver(s)) break;
      const legal = bigfish.legalMoves(s);
      s = bigfish.applyMove(s, legal[rng.int(legal.length)]!);
    }
  }
  throw new Error('no seeded match reached such a state');
}

/** A copy of a real state (which `loadState` accepts) with `change` applied. */
function forge(s: BigFishState, change: (raw: Raw) => void): Raw {
  const raw = JSON.parse(JSON.stringify(s)) as Raw;
  expect(bigfish.loadState(JSON.parse(JSON.stringify(raw))).ok).toBe(true);
  change(raw);
  return raw;
}

/** The invariants a refusal names. */
function idsOf(input: unknown): string[] {
  const r = bigfish.loadState(input);
  if (r.ok) return [];
  return [...new Set(r.error.issues.map((i) => /\((I\d+)\)$/.exec(i.message)?.[1] ?? i.message))].sort();
}

/** `loadState` refuses `raw` for invariant `id` alone, with an issue at `path`. */
function expectRefused(raw: unknown, id: string, path: string): void {
  const r = bigfish.loadState(raw);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(idsOf(raw)).toEqual([id]);
  expect(r.error.issues.filter((i) => i.message.endsWith(`(${id})`)).map((i) => i.path)).toContain(path);
}

const takesOf = (s: BigFishState, seat: number) =>
  (s.plus[seat]!.length + s.minus[seat]!.length) / s.options.rowLength;
const atTurnStart = (s: BigFishState) => s.phase === 'place' && s.placed === 0;
const everyoneHasPlayed = (s: BigFishState) =>
  s.hands.every((h, p) => s.options.pileSize - h.length - s.piles[p]!.length > 0);

describe('bigfish invariants of a saved state: forgeries', () => {
  it('I1: no unknown field at the root or in a bonus card, and none missing', () => {
    const s = reach(3, { advanced: true }, () => true);
    expectRefused(
      forge(s, (x) => Object.assign(x, { seed: 42 })),
      'I1',
      'seed',
    );
    expectRefused(
      forge(s, (x) => Object.assign(x.bonuses[2]!, { points: 10 })),
      'I1',
      'bonuses.2.points',
    );
    expectRefused(
      forge(s, (x) => delete (x as Partial<Raw>).bonusThisTurn),
      'I1',
      'bonusThisTurn',
    );
    expectRefused(
      forge(s, (x) => Object.assign(x, { origin: 'dealt' })),
      'I1',
      'origin',
    );
    // the options, down to the deck's colours, are compared with their normal form (core, with normalizeOptions)
    for (const change of [
      (x: Raw) => Object.assign(x.options, { house: 'rules' }),
      (x: Raw) => Object.assign(x.options.deck, { O: [1, 1, 1, 1, 1, 1] }),
    ]) {
      const r = bigfish.loadState(forge(s, change));
      expect(r.ok ? null : r.error.code).toBe('BAD_OPTIONS');
    }
  });

  it('I1: 100,000 junk fields are refused, in about the time it takes to read them', () => {
    const s = reach(3, {}, () => true);
    const junk = forge(s, (x) => {
      for (let i = 0; i < 100_000; i++) (x as unknown as Record<string, number>)[`k${i}`] = i;
    });
    // Work counted, not timed: each call reads the state's fields a bounded number of times (linear in the junk).
    const watched = counted(junk);
    const r = bigfish.loadState(watched.value);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.issues.length).toBeLessThanOrEqual(6); // five named, the rest counted
    expect(() =>
      bigfish.applyMove(watched.value as unknown as BigFishState, bigfish.legalMoves(s)[0]!),
    ).toThrow(/not a valid Big Fish state/);
    // Two calls, each reading a field at most a few times (value, descriptor): linear, where a check per pair of
    // fields would read billions.
    expect(watched.reads()).toBeLessThanOrEqual(2 * 3 * Object.keys(junk).length);
  });

  it('I2: every field has its shape', () => {
    const s = reach(3, {}, () => true);
    expectRefused(
      forge(s, (x) => (x.turn = 7)),
      'I2',
      'turn',
    );
    expectRefused(
      forge(s, (x) => ((x as unknown as { bonusThisTurn: number }).bonusThisTurn = 0)),
      'I2',
      'bonusThisTurn',
    );
  });

  it('I3: the cards are exactly the deck (a pile card turned into another)', () => {
    const s = reach(3, {}, (x) => x.piles[1]!.length > 0);
    expectRefused(
      forge(s, (x) => (x.piles[1]![0] = x.piles[1]![0] === 'R1' ? 'R2' : 'R1')),
      'I3',
      'hands', // the card that is nowhere
    );
  });

  it('I4: hands are sorted', () => {
    const s = reach(3, {}, (x) => new Set(x.hands[1]).size > 1);
    expectRefused(
      forge(s, (x) => x.hands[1]!.reverse()),
      'I4',
      'hands.1',
    );
  });

  it('I5: nothing goes back to the box, nothing leaves it (a boxed card put on a row)', () => {
    const s = reach(3, {}, (x) => atTurnStart(x) && x.rows.some((r) => r !== null && r.length <= 3));
    expectRefused(
      forge(s, (x) => {
        const r = x.rows.findIndex((row) => row !== null && row.length <= 3);
        x.rows[r]!.push(x.box.shift()!);
      }),
      'I5',
      'box',
    );
  });

  it('I6: a seat never holds more than its deal (a placed card back on the pile of a seat that has not played)', () => {
    // Seat 0 has placed one card on its turn's row; that card moves to seat 1's pile: seat 1 would now hold 13.
    const s = reach(3, {}, (x) => x.turn === 0 && x.placed === 1 && x.rows[x.turnRow!]!.length >= 2);
    expectRefused(
      forge(s, (x) => x.piles[1]!.push(x.rows[x.turnRow!]!.pop()!)),
      'I6',
      'piles.1',
    );
  });

  it('I7: a hand is refilled from its pile at the end of every turn', () => {
    const s = reach(3, {}, (x) => atTurnStart(x) && x.piles[(x.turn + 1) % 3]!.length > 0);
    const other = (s.turn + 1) % 3;
    expectRefused(
      forge(s, (x) => x.piles[other]!.push(x.hands[other]!.pop()!)),
      'I7',
      `hands.${other}`,
    );
  });

  it('I8: turn order (a fresh deal with another seat to act)', () => {
    const s = bigfish.setup({ seats: 3, seed: 'forge:I8' });
    expectRefused(
      forge(s, (x) => (x.turn = 1)),
      'I8',
      'turn',
    );
    // later in the first round: seat 1 to act while seat 2 has played but seat 0 has not (start seat 2)
    const t = reach(3, { startSeat: 2 }, (x) => x.turn === 0 && x.placed === 0);
    expectRefused(
      forge(t, (x) => (x.turn = 1)),
      'I8',
      'turn',
    );
  });

  it('I9: the common deck shrinks only by takes (a common card put on a row)', () => {
    const s = reach(
      3,
      {},
      (x) => atTurnStart(x) && x.common.length > 0 && x.rows.some((r) => r !== null && r.length <= 3),
    );
    expectRefused(
      forge(s, (x) => {
        const r = x.rows.findIndex((row) => row !== null && row.length <= 3);
        x.rows[r]!.push(x.common.pop()!);
      }),
      'I9',
      'common',
    );
  });

  it('I10: plus and minus piles are whole takes (a minus pile with an empty plus pile)', () => {
    const s = reach(3, {}, (x) => atTurnStart(x) && x.plus.some((p) => p.length > 0));
    const seat = s.plus.findIndex((p) => p.length > 0);
    expectRefused(
      forge(s, (x) => {
        x.minus[seat]!.push(...x.plus[seat]!);
        x.plus[seat] = [];
      }),
      'I10',
      `plus.${seat}`,
    );
  });

  it('I11: a live row is shorter than rowLength (one row grown from another)', () => {
    const byLength = (x: BigFishState) =>
      [0, 1, 2].sort((a, b) => (x.rows[b]?.length ?? 0) - (x.rows[a]?.length ?? 0));
    const s = reach(3, {}, (x) => {
      const [a, b] = byLength(x).map((r) => x.rows[r]?.length ?? 0);
      return atTurnStart(x) && a! + b! - 1 >= 5;
    });
    const [long, short] = byLength(s) as [number, number];
    expectRefused(
      forge(s, (x) => {
        while (x.rows[long]!.length < 5) x.rows[long]!.push(x.rows[short]!.pop()!);
      }),
      'I11',
      `rows.${long}`,
    );
  });

  it('I12: the turn’s row is set exactly when a card was placed this turn', () => {
    const s = reach(3, {}, atTurnStart);
    expectRefused(
      forge(s, (x) => (x.turnRow = x.rows.findIndex((r) => r !== null))),
      'I12',
      'turnRow',
    );
  });

  it('I13: the phase against the options (a plus choice without plusSelection playerChoice)', () => {
    const s = reach(3, { plusSelection: 'playerChoice' }, (x) => x.phase === 'choosePlus');
    expectRefused(
      forge(s, (x) => (x.options.plusSelection = 'highest')),
      'I13',
      'phase',
    );
  });

  it('I14: over exactly when nobody holds a card or no row is open', () => {
    const s = reach(3, {}, (x) => atTurnStart(x) && everyoneHasPlayed(x));
    expectRefused(
      forge(s, (x) => (x.phase = 'over')),
      'I14',
      'phase',
    );
    // and the issue's case: a fresh deal marked over (it used to report winners [0, 1, 2])
    const dealt = bigfish.setup({ seats: 3, seed: 'forge:I14' });
    expect(idsOf(forge(dealt, (x) => (x.phase = 'over')))).toContain('I14');
  });

  it('I15: bonus cards only in the advanced game', () => {
    const s = reach(3, {}, () => true);
    const bonuses = ['A', 'D', 'E', 'F', 'G', 'H', 'I'].map((id) => ({ id, holder: null }));
    expectRefused(
      forge(s, (x) => (x.bonuses = bonuses as Raw['bonuses'])),
      'I15',
      'bonuses',
    );
  });

  it('I16: a bonus held by a seat that never took a row', () => {
    const s = reach(3, { advanced: true }, (x) => atTurnStart(x) && takesOf(x, 1) === 0);
    const d = s.bonuses.findIndex((b) => b.id === 'D');
    expectRefused(
      forge(s, (x) => (x.bonuses[d]!.holder = 1)),
      'I16',
      `bonuses.${d}.holder`,
    );
  });

  it('I17: whoever holds A has a 1 in its plus pile', () => {
    const s = reach(
      3,
      { advanced: true },
      (x) =>
        atTurnStart(x) &&
        x.bonuses[0]!.id === 'A' &&
        x.bonuses[0]!.holder === null &&
        [0, 1, 2].some(
          (p) =>
            takesOf(x, p) > x.bonuses.filter((b) => b.holder === p).length &&
            !x.plus[p]!.some((c) => c[1] === '1'),
        ),
    );
    const seat = [0, 1, 2].find(
      (p) =>
        takesOf(s, p) > s.bonuses.filter((b) => b.holder === p).length &&
        !s.plus[p]!.some((c) => c[1] === '1'),
    )!;
    expectRefused(
      forge(s, (x) => (x.bonuses[0]!.holder = seat)),
      'I17',
      'bonuses.0.holder',
    );
  });

  it('I18: a pending bonus choice is what the last take qualifies for', () => {
    const s = reach(3, { advanced: true }, (x) => x.phase === 'chooseBonus');
    const offered = new Set<string>(s.bonusOptions);
    const free = s.bonuses.find((b) => b.holder === null && !offered.has(b.id) && 'DEFGHI'.includes(b.id))!;
    expectRefused(
      forge(s, (x) => (x.bonusOptions[0] = free.id as Raw['bonusOptions'][number])),
      'I18',
      'bonusOptions',
    );
  });

  it('I19: a bonus this turn only while a turn goes on after a take (continueAfterCompletion)', () => {
    const s = reach(
      3,
      { advanced: true },
      (x) => atTurnStart(x) && x.bonuses.some((b) => b.holder === x.turn),
    );
    expectRefused(
      forge(s, (x) => (x.bonusThisTurn = true)),
      'I19',
      'bonusThisTurn',
    );
  });

  it('I20: the mistake card never moves in reject mode', () => {
    const s = reach(3, {}, () => true);
    expectRefused(
      forge(s, (x) => (x.mistakeHolder = 0)),
      'I20',
      'mistakeHolder',
    );
  });

  it('I21: a card shown by mistakes is known to be in the hand once', () => {
    const s = reach(3, { mistakes: 'penalty' }, (x) => x.revealed.some((r) => r.length > 0));
    const seat = s.revealed.findIndex((r) => r.length > 0);
    expectRefused(
      forge(s, (x) => {
        const shown = x.revealed[seat]!;
        shown.splice(0, 0, shown[0]!);
      }),
      'I21',
      `revealed.${seat}`,
    );
  });

  it('every state of these matches reloads, and a version-1 state is migrated', () => {
    const s = reach(3, { mistakes: 'penalty' }, (x) => x.revealed.some((r) => r.length > 0));
    const v1 = forge(s, (x) => {
      delete (x as Partial<Raw>).bonusThisTurn;
      (x as { version: number }).version = 1;
      for (const r of x.revealed) if (r.length > 0) r.splice(0, 0, r[0]!); // version 1 listed a card per showing
    });
    const r = bigfish.loadState(v1);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.value)).toBe(JSON.stringify(s));
  });
});

// ---------------------------------------------------------------------------------------------------------------
// I22, the deal checked against the stored random stream: forgeries that keep every other invariant (the cards are
// the deck, hands and box sorted, every count right) but put cards where the deal did not.

describe('bigfish I22: the cards are where the deal from the stored stream put them', () => {
  /** A real state some turns into the match, with cards in hands, piles, the common deck and the box. */
  const s = reach(
    3,
    { advanced: true },
    (x) => atTurnStart(x) && everyoneHasPlayed(x) && x.common.length > 1,
  );

  /** The first index at which two card lists hold different cards, or -1. */
  const differing = (a: readonly string[], b: readonly string[]): [number, number] | null => {
    for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) if (a[i] !== b[j]) return [i, j];
    return null;
  };

  it('I22: a card of one pile swapped with a different card of another pile', () => {
    const [i, j] = differing(s.piles[0]!, s.piles[1]!)!;
    expectRefused(
      forge(s, (x) => ([x.piles[0]![i], x.piles[1]![j]] = [x.piles[1]![j]!, x.piles[0]![i]!])),
      'I22',
      'piles.0',
    );
  });

  it('I22: the common deck in another order', () => {
    const [i, j] = differing(s.common, s.common)!;
    expectRefused(
      forge(s, (x) => ([x.common[i], x.common[j]] = [x.common[j]!, x.common[i]!])),
      'I22',
      'common',
    );
  });

  it('I22: a boxed card swapped with a pile card (the box kept sorted)', () => {
    const [i, j] = differing(s.box, s.piles[2]!)!;
    expectRefused(
      forge(s, (x) => {
        [x.box[i], x.piles[2]![j]] = [x.piles[2]![j]!, x.box[i]!];
        x.box.sort((a, b) => CARD_KINDS.indexOf(a) - CARD_KINDS.indexOf(b));
      }),
      'I22',
      'box',
    );
  });

  it('I22: a hand holding a card its pile never gave it (swapped with another hand, both kept sorted)', () => {
    const [i, j] = differing(s.hands[0]!, s.hands[1]!)!;
    const byKind = (a: string, b: string) => CARD_KINDS.indexOf(a as never) - CARD_KINDS.indexOf(b as never);
    expectRefused(
      forge(s, (x) => {
        [x.hands[0]![i], x.hands[1]![j]] = [x.hands[1]![j]!, x.hands[0]![i]!];
        x.hands[0]!.sort(byKind);
        x.hands[1]!.sort(byKind);
      }),
      'I22',
      'hands.0',
    );
  });

  it('I22: another bonus of A/B/C than the deal drew', () => {
    const t = reach(3, { advanced: true }, (x) => x.bonuses[0]!.holder === null);
    const other = t.bonuses[0]!.id === 'B' ? 'C' : 'B';
    expectRefused(
      forge(t, (x) => (x.bonuses[0]!.id = other)),
      'I22',
      'bonuses.0.id',
    );
  });

  it('I22: another stored stream (whose deal put the cards elsewhere)', () => {
    expectRefused(
      forge(s, (x) => (x.rng = [...Rng.fromSeed('another stream').state()] as Raw['rng'])),
      'I22',
      'box',
    );
  });

  it('I22 does not apply to positions, whose cards no stream dealt, nor hold them back when asked', () => {
    const raw = forge(s, (x) => x.common.reverse());
    expect(bigfish.loadState(raw, { positions: true }).ok).toBe(true);
  });

  it('every state of seeded matches of every seat count and option family passes I22 (the check has no false alarm)', () => {
    const families: Record<string, unknown>[] = [
      {},
      { advanced: true },
      { mistakes: 'penalty', plusSelection: 'playerChoice' },
      { advanced: true, continueAfterCompletion: true, aCountsTowardLimit: false },
      {
        deck: {
          R: [1, 1, 1, 1, 1, 1],
          Y: [2, 2, 2, 2, 2, 2],
          G: [1, 0, 1, 0, 1, 0],
          B: [4, 4, 4, 4, 4, 4],
          P: [2, 0, 0, 0, 0, 9],
        },
        pileSize: 6,
        rowCount: 2,
      },
    ];
    let checked = 0;
    for (const [k, options] of families.entries()) {
      for (let seats = 2; seats <= 6; seats++) {
        let t = bigfish.setup({ seats, seed: `i22/${k}/${seats}`, ...options });
        const rng = Rng.fromSeed(k * 10 + seats);
        for (;;) {
          const r = bigfish.loadState(JSON.parse(JSON.stringify(t)));
          expect(r.ok ? [] : r.error.issues).toEqual([]);
          checked++;
          if (bigfish.isOver(t)) break;
          const legal = bigfish.legalMoves(t);
          t = bigfish.applyMove(t, legal[rng.int(legal.length)]!);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
