// Forged saved states: one test per invariant of docs/rules/dalmuti.md ("Invariants of a saved state"). Each forgery
// starts from a real state (a seeded match played to a suitable point), changes the fields the invariant ties
// together, and expects loadState to refuse it with an issue on that field that names the invariant.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { JESTER } from '../../../src/games/dalmuti/cards.js';
import { addSeat, type DalmutiState, dalmuti } from '../../../src/games/dalmuti/index.js';
import { canBeat } from '../../../src/games/dalmuti/rules.js';
import { decodeRoundEntry, encodeRoundEntry } from '../../../src/games/dalmuti/state.js';

type Raw = Record<string, unknown> & {
  hands: number[][];
  sizes: number[];
  played: number[];
  order: number[];
  roundLog: number[];
  scores: number[];
  handPoints: number[];
  finished: number[];
  lastFinish: number[];
  options: Record<string, unknown>;
  tax: Record<string, number[] | null> | null;
  swap: Record<string, unknown> | null;
  revolution: Record<string, unknown> | null;
  seatDraw: number[][] | null;
  top: Record<string, number> | null;
};

/** Plays random legal moves from a seeded setup until `want` holds. */
function reach(
  seats: number,
  options: Record<string, unknown>,
  want: (s: DalmutiState) => boolean,
  seed = 1,
): DalmutiState {
  for (let attempt = 0; attempt < 200; attempt++) {
    let s = dalmuti.setup({ seats, seed: `forge-${seed}-${attempt}`, ...options } as never);
    const rng = Rng.fromSeed(`${seed}/${attempt}`);
    for (let i = 0; i < 20_000; i++) {
      if (want(s)) return s;
      if (dalmuti.isOver(s)) break;
      const legal = dalmuti.legalMoves(s);
      s = dalmuti.applyMove(s, legal[rng.int(legal.length)]!);
    }
  }
  throw new Error('no such state reached');
}

/** A writable copy of a state. */
function copy(s: DalmutiState): Raw {
  return JSON.parse(JSON.stringify(s)) as Raw;
}

/** The issues loadState reports for a forged state, as `path (id)` strings. */
function refusals(raw: unknown): string[] {
  const r = dalmuti.loadState(raw);
  return r.ok ? [] : r.error.issues.map((i) => `${i.path} ${i.message.slice(i.message.lastIndexOf('('))}`);
}

/** Expects the real state to load and the forgery to be refused by `id` on `path`. */
function expectForgery(real: DalmutiState, forge: (raw: Raw) => void, id: string, path: string): void {
  expect(refusals(copy(real))).toEqual([]);
  const raw = copy(real);
  forge(raw);
  expect(refusals(raw)).toContain(`${path} (${id})`);
}

/** Moves one card of `rank` from one hand to another (sizes kept in step). */
function moveCard(raw: Raw, from: number, to: number, rank: number): void {
  if (raw.hands[from]![rank]! < 1) throw new Error(`seat ${from} holds no ${rank}`);
  raw.hands[from]![rank]!--;
  raw.hands[to]![rank]!++;
  raw.sizes[from]!--;
  raw.sizes[to]!++;
}

/** The worst natural card of rank `atLeast` or more that a hand holds, or 0. */
function worstNatural(hand: readonly number[], atLeast: number): number {
  for (let r = JESTER - 1; r >= atLeast; r--) if (hand[r]! > 0) return r;
  return 0;
}

/** The best (lowest) natural card a hand holds, or 0. */
function bestNatural(hand: readonly number[]): number {
  for (let r = 1; r < JESTER; r++) if (hand[r]! > 0) return r;
  return 0;
}

const playing = (s: DalmutiState) => s.phase === 'play';
const midRound = (s: DalmutiState) => s.phase === 'play' && s.top !== null && s.roundLog.length >= 2;

describe('forged states are refused, one invariant at a time', () => {
  it('I1: no unknown field at any level, the fields in their order', () => {
    const s = reach(5, {}, midRound);
    expectForgery(s, (raw) => void (raw.seed = 42), 'I1', 'seed');
    expectForgery(s, (raw) => void (raw.top!.extra = 1), 'I1', 'top.extra');
    expectForgery(s, (raw) => void (raw.origin = 'deal'), 'I1', 'origin');
    expectForgery(
      s,
      (raw) => {
        const { hand, ...rest } = raw;
        for (const k of Object.keys(raw)) delete raw[k];
        Object.assign(raw, rest, { hand });
      },
      'I2', // the order of the fields is part of the declared shape
      '',
    );
  });

  it('I2: every field has its type and range', () => {
    const s = reach(5, {}, midRound);
    expectForgery(s, (raw) => void (raw.hand = 0), 'I2', 'hand');
    expectForgery(s, (raw) => void (raw.deals = 0), 'I2', 'deals');
    expectForgery(s, (raw) => void (raw.actor = 9), 'I2', 'actor');
    expectForgery(s, (raw) => void (raw.passes = 99), 'I2', 'passes');
    expectForgery(s, (raw) => void (raw.top = { seat: 0, rank: 13, naturals: 2, jesters: 0 }), 'I2', 'top');
  });

  it('I3: every card of the deck is in a hand or played', () => {
    const s = reach(5, {}, midRound);
    expectForgery(
      s,
      (raw) => {
        const seat = raw.order[0]!;
        raw.hands[seat]![12]!++; // a thirteenth Peasant

        raw.sizes[seat]!++;
      },
      'I3',
      // The card one too many is named where it is last found: the last hand holding a 12, or the played cards.
      `${s.played[12]! > 0 ? 'played' : `hands.${s.hands.map((h, seat) => (h[12]! > 0 || seat === s.order[0] ? seat : -1)).reduce((a, b) => Math.max(a, b))}`}.12`,
    );
  });

  it('I4: sizes are the hands’ card counts', () => {
    const s = reach(5, {}, midRound);
    expectForgery(s, (raw) => void raw.sizes[0]!++, 'I4', 'sizes.0');
  });

  it('I5: before play each seat holds its share of the deal; later never more', () => {
    const tax = reach(5, {}, (s) => s.phase === 'tax');
    expectForgery(
      tax,
      (raw) => {
        const [gd, gp] = [raw.order[0]!, raw.order[4]!];
        moveCard(
          raw,
          gp,
          gd,
          raw.hands[gp]!.findIndex((c, r) => r > 0 && r < JESTER && c > 0),
        );
      },
      'I5',
      `sizes.${tax.order[0]}`,
    );
    // In play: a seat's card moved to the Greater Dalmuti, who already held its full share at the first lead.
    const lead = reach(5, {}, (s) => s.phase === 'play' && s.top === null && s.handMoves === 2);
    const gd = lead.order[0]!;
    const other = lead.order[2]!;
    expectForgery(
      lead,
      (raw) =>
        moveCard(
          raw,
          other,
          gd,
          raw.hands[other]!.findIndex((c, r) => r > 0 && r < JESTER && c > 0),
        ),
      'I5',
      `sizes.${gd}`,
    );
  });

  it('I6: the rank order is the last finish (from hand 2 on), or the given first order', () => {
    const second = reach(5, { hands: 2 }, (s) => s.hand === 2 && s.phase === 'play' && s.revolution === null);
    expectForgery(
      second,
      (raw) => {
        raw.lastFinish = [...raw.lastFinish];
        const [a, b] = [raw.lastFinish[2]!, raw.lastFinish[3]!];
        raw.lastFinish[2] = b;
        raw.lastFinish[3] = a;
      },
      'I6',
      'order',
    );
    const given = reach(4, { initialSeating: 'given', initialOrder: [3, 1, 2, 0] }, playing);
    expectForgery(given, (raw) => void (raw.options.initialOrder = [3, 2, 1, 0]), 'I6', 'order');
  });

  it('I7: the seat draw is recorded exactly with simulateDraw, and replays as a draw', () => {
    const drawn = reach(6, { initialSeating: 'simulateDraw' }, playing);
    expectForgery(drawn, (raw) => void (raw.seatDraw = null), 'I7', 'seatDraw');
    // A seat that was not tied draws a second card.
    expectForgery(
      drawn,
      (raw) => {
        const lone = raw.seatDraw!.findIndex((d) => d.length === 1);
        raw.seatDraw![lone]!.push(12);
      },
      'I7',
      'seatDraw',
    );
    const random = reach(6, {}, playing);
    expectForgery(random, (raw) => void (raw.seatDraw = [[1], [2], [3], [4], [5], [6]]), 'I7', 'seatDraw');
  });

  it('I8: the phase fits the options (issue 15: a swap phase with the merchant swap off; a join at 4 seats)', () => {
    const swap = reach(6, { merchantSwap: true }, (s) => s.phase === 'swap');
    expectForgery(swap, (raw) => void (raw.options.merchantSwap = false), 'I8', 'phase');
    // A newcomer's slot at a 4-seat table: a table grown from 5 to 6, cut back to 4 seats.
    const grown = addSeat(dalmuti.setup({ seats: 4, seed: 8, hands: 3 }));
    if (!grown.ok) throw new Error(grown.error.message);
    const join = grown.value;
    expect(dalmuti.loadState(join).ok).toBe(true);
    expectForgery(
      join,
      (raw) => {
        raw.seats = 4;
        raw.order = [...raw.order].filter((x) => x < 3);
        raw.hands = raw.hands.slice(0, 4);
        raw.sizes = raw.sizes.slice(0, 4);
        raw.scores = raw.scores.slice(0, 4);
        raw.handPoints = raw.handPoints.slice(0, 4);
        raw.actor = raw.order[0];
      },
      'I8',
      'phase',
    );
  });

  it('I9: the revolution record fits the rank order', () => {
    const declared = reach(
      5,
      {},
      (s) => s.revolution?.declared === true && !s.revolution.greater && s.phase === 'play',
    );
    // The Greater Peon's declaration is always a Greater Revolution: a plain one by the Greater Peon is a forgery.
    expectForgery(declared, (raw) => void (raw.revolution!.seat = raw.order[4]), 'I9', 'revolution');
  });

  it('I10: Jesters stay with the seat dealt both, unless received; nobody else was dealt both', () => {
    const declined = reach(
      5,
      {},
      (s) =>
        s.revolution !== null &&
        s.phase === 'play' &&
        s.top === null &&
        s.handMoves === 3 &&
        s.hands[s.revolution.seat]![JESTER] === 2 &&
        !s.tax!.gdGift!.includes(JESTER) &&
        !s.tax!.gpTribute!.includes(JESTER),
    );
    const holder = declined.revolution!.seat;
    const other = declined.order.find(
      (x) => x !== holder && declined.hands[x]!.some((c, r) => r > 0 && r < JESTER && c > 0),
    )!;
    expectForgery(
      declined,
      (raw) => {
        moveCard(raw, holder, other, JESTER);
        moveCard(raw, other, holder, bestNatural(raw.hands[other]!));
      },
      'I10',
      `hands.${other}`,
    );
    // No revolution was decided, yet a seat holds both Jesters it was not given.
    const noRevolution = reach(
      5,
      {},
      (s) => s.phase === 'tax' && s.revolution === null && s.hands.some((h) => h[JESTER] === 1),
    );
    const a = noRevolution.hands.findIndex((h) => h[JESTER] === 1);
    const b = noRevolution.hands.findIndex((h, i) => i !== a && h[JESTER] === 1);
    expectForgery(
      noRevolution,
      (raw) => {
        moveCard(raw, b, a, JESTER);
        moveCard(
          raw,
          a,
          b,
          raw.hands[a]!.findIndex((c, r) => r > 0 && r < JESTER && c > 0),
        );
      },
      'I10',
      `hands.${a}`,
    );
  });

  it('I11: a tax record exactly in a hand with taxes (issue 15: a tax record after a declared revolution)', () => {
    const declared = reach(5, {}, (s) => s.revolution?.declared === true && s.phase === 'play');
    expectForgery(
      declared,
      (raw) => void (raw.tax = { gdGift: [9, 10], gpTribute: [1, 2], ldGift: [11], lpTribute: [3] }),
      'I11',
      'tax',
    );
    const taxed = reach(5, {}, (s) => s.phase === 'play' && s.tax !== null);
    expectForgery(taxed, (raw) => void (raw.tax = null), 'I11', 'tax');
    const sealed = reach(5, {}, (s) => s.phase === 'tax');
    expectForgery(
      sealed,
      (raw) => {
        raw.tax!.gpTribute = [1, 2];
      },
      'I11',
      'tax.gpTribute',
    );
  });

  it('I12: a tribute was the Peon’s best cards; a chosen gift stays in hand until the gifts move', () => {
    // After the taxes: the Greater Peon gets a card better than its tribute from a Merchant.
    const after = reach(5, { hands: 1 }, (s) => {
      if (s.phase !== 'play' || s.top !== null || s.handMoves !== 2 || s.revolution !== null) return false;
      const worst = Math.max(...s.tax!.gpTribute!);
      const merchant = s.order[2]!;
      return s.hands[merchant]!.some((c, r) => r > 0 && r < worst && c > 0);
    });
    const gp = after.order[4]!;
    const merchant = after.order[2]!;
    const worst = Math.max(...after.tax!.gpTribute!);
    const better = after.hands[merchant]!.findIndex((c, r) => r > 0 && r < worst && c > 0);
    expectForgery(
      after,
      (raw) => {
        moveCard(raw, merchant, gp, better);
        moveCard(raw, gp, merchant, worstNatural(raw.hands[gp]!, worst));
      },
      'I12',
      'tax.gpTribute',
    );
    // During the taxes: the Greater Dalmuti's chosen gift is no longer in its hand.
    const chosen = reach(5, {}, (s) => s.phase === 'tax' && s.tax!.gdGift !== null);
    const missing = chosen.hands[chosen.order[0]!]!.findIndex((c, r) => r > 0 && c === 0);
    expectForgery(chosen, (raw) => void (raw.tax!.gdGift = [missing, missing]), 'I12', 'tax.gdGift');
  });

  it('I13: the merchant swap record: the top Merchant with another Merchant, in turn', () => {
    const decided = reach(6, { merchantSwap: true }, (s) => s.phase === 'swap' && s.swap!.decided);
    expectForgery(decided, (raw) => void (raw.swap!.to = raw.order[0]), 'I13', 'swap.to');
    const skipped = reach(6, { merchantSwap: true }, (s) => s.phase === 'play' && s.swap !== null);
    expectForgery(skipped, (raw) => void (raw.swap = null), 'I13', 'swap');
  });

  it('I14: the seat to act follows the turn order; with autoPassForced it can beat the top set', () => {
    const s = reach(6, {}, midRound);
    const wrong = s.order.find((x) => x !== s.actor && x !== s.top!.seat && s.sizes[x]! > 0)!;
    expectForgery(s, (raw) => void (raw.actor = wrong), 'I14', 'actor');
    // A follower that can only pass, in a match where the engine passes for such a seat.
    const stuck = reach(
      5,
      {},
      (t) => t.phase === 'play' && t.top !== null && !canBeat(t.hands[t.actor!]!, t.top),
    );
    expectForgery(stuck, (raw) => void (raw.options.autoPassForced = true), 'I14', 'actor');
  });

  it('I15: the round history is a legal sequence in turn, and the table and passes come from it', () => {
    const s = reach(6, {}, midRound);
    expectForgery(s, (raw) => void (raw.passes = (raw.passes as number) + 1), 'I15', 'passes');
    const passing = reach(
      6,
      {},
      (t) => midRound(t) && decodeRoundEntry(t.roundLog[t.roundLog.length - 1]!).rank === 0,
    );
    // The last pass made by a seat whose turn it was not.
    const last = decodeRoundEntry(passing.roundLog[passing.roundLog.length - 1]!);
    const stranger = passing.order.find(
      (x) => x !== last.seat && x !== passing.top!.seat && passing.sizes[x]! > 0 && x !== passing.actor,
    )!;
    expectForgery(
      passing,
      (raw) => {
        raw.roundLog[raw.roundLog.length - 1] = encodeRoundEntry(stranger, 0, 0, 0);
        let mask = 0;
        for (const c of raw.roundLog)
          if (decodeRoundEntry(c).rank === 0) mask |= 1 << decodeRoundEntry(c).seat;
        raw.passed = mask;
      },
      'I15',
      'roundLog',
    );
  });

  it('I16: the finishing order lists exactly the seats out of cards', () => {
    const s = reach(5, {}, (t) => t.phase === 'play' && t.finished.length === 1);
    const holder = s.order.find((x) => s.sizes[x]! > 0 && x !== s.actor)!;
    expectForgery(s, (raw) => void raw.finished.push(holder), 'I16', 'finished');
    // The same after a round in which nobody went out.
    const later = reach(
      5,
      {},
      (t) =>
        t.phase === 'play' &&
        t.finished.length === 1 &&
        t.roundLog.length > 0 &&
        t.roundLog.every((c) => decodeRoundEntry(c).seat !== t.finished[0]),
    );
    const other = later.order.find((x) => later.sizes[x]! > 0 && x !== later.actor)!;
    expectForgery(later, (raw) => void raw.finished.push(other), 'I16', 'finished');
  });

  it('I17: a match is over only after its last hand (issue 15: over at hand 1 of 3)', () => {
    const over = reach(5, { hands: 1 }, (t) => t.phase === 'over');
    expectForgery(over, (raw) => void (raw.options.hands = 3), 'I17', 'phase');
    expectForgery(over, (raw) => void raw.lastFinish.reverse(), 'I17', 'lastFinish');
  });

  it('I18: scores follow the hands played and the options (issue 15: scoring off with scores [7, 0, 0, 0])', () => {
    const unscored = reach(4, { hands: 3 }, (t) => t.hand === 2 && playing(t));
    expectForgery(unscored, (raw) => void (raw.scores = [7, 0, 0, 0]), 'I18', 'scores');
    const first = reach(4, { scoring: true }, midRound);
    expectForgery(first, (raw) => void (raw.scores = [3, 0, 0, 0]), 'I18', 'scores');
    const scored = reach(5, { hands: 3, scoring: true }, (t) => t.hand === 3 && playing(t));
    expectForgery(scored, (raw) => void (raw.scores[0]! += 20), 'I18', 'scores.0');
  });

  it('I19: no last finish in the first hand; from hand 2 on, the previous hand’s seats', () => {
    const first = reach(5, { hands: 2 }, midRound);
    expectForgery(first, (raw) => void (raw.lastFinish = [0, 1, 2, 3, 4]), 'I19', 'lastFinish');
    const second = reach(5, { hands: 2 }, (t) => t.hand === 2 && playing(t));
    expectForgery(second, (raw) => void (raw.lastFinish = []), 'I19', 'lastFinish');
  });

  it('I20: the moves of the hand match what its records show', () => {
    const s = reach(5, {}, (t) => midRound(t) && t.played.reduce((a, b) => a + b) === cardsInRound(t));
    expectForgery(s, (raw) => void (raw.handMoves = (raw.handMoves as number) + 1), 'I20', 'handMoves');
    expectForgery(s, (raw) => void (raw.handMoves = 0), 'I20', 'handMoves');
  });

  it('I21: one deal per hand and one more per newcomer', () => {
    const s = reach(4, { hands: 2 }, playing);
    expectForgery(s, (raw) => void (raw.deals = 2), 'I21', 'deals');
    const drawn = reach(6, { initialSeating: 'simulateDraw', allowLargeTables: true }, playing);
    expectForgery(drawn, (raw) => void (raw.deals = 2), 'I21', 'deals');
  });

  it('I22: a newcomer waits for the Greater Dalmuti’s choice right after a deal', () => {
    const grown = addSeat(dalmuti.setup({ seats: 5, seed: 3, hands: 2 }));
    if (!grown.ok) throw new Error(grown.error.message);
    expectForgery(grown.value, (raw) => void (raw.actor = raw.order[1]), 'I22', 'actor');
    expectForgery(grown.value, (raw) => void (raw.handMoves = 1), 'I22', 'phase');
  });
});

/** The cards played in the current round. */
function cardsInRound(s: DalmutiState): number {
  let n = 0;
  for (const c of s.roundLog) {
    const e = decodeRoundEntry(c);
    n += e.naturals + e.jesters;
  }
  return n;
}
