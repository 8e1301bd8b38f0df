/**
 * The state of a Dalmuti match. Everything is plain JSON; hands are counts by rank (see `cards.ts`).
 * @module
 */
import {
  type BaseState,
  type Draft,
  distinct,
  type Fields,
  type GameFields,
  type Infer,
  inDeclaredOrder,
  type Seat,
} from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { JESTER, RANK_SLOTS } from './cards.js';
import type { DalmutiOptions } from './options.js';
import { MAX_REDRAWS } from './seating.js';

/**
 * The state format version. Version 2 added `deals` (the deal counter of the lifecycle `dealt` event) and the optional
 * `origin`; version 1 states are migrated on load (see `migrate` in `check.ts`).
 */
export const VERSION = 2;

/**
 * One entry of the current round: a play (`rank` > 0) or a pass (`rank` 0, `naturals` and `jesters` 0).
 * @inline
 */
export interface RoundEntry {
  /** Who acted. */
  readonly seat: Seat;
  /** 0 for a pass, else the set's effective rank. */
  readonly rank: number;
  /** Natural cards played. */
  readonly naturals: number;
  /** Jesters played. */
  readonly jesters: number;
}

/**
 * The integer stored in `state.roundLog` for a play or pass: `((seat·16 + rank)·16 + naturals)·4 + jesters`, rank 0
 * for a pass.
 */
export function encodeRoundEntry(seat: Seat, rank: number, naturals: number, jesters: number): number {
  return (((seat << 4) | rank) << 6) | (naturals << 2) | jesters;
}

/** Decodes a `state.roundLog` integer (see {@link encodeRoundEntry}). */
export function decodeRoundEntry(code: number): RoundEntry {
  return { seat: code >> 10, rank: (code >> 6) & 15, naturals: (code >> 2) & 15, jesters: code & 3 };
}

/**
 * What a round's entries say about its passes: how many came since its last play (`passes`) and which seats passed
 * in it (`passed`, a bit mask).
 * @param round - the round's entries, in order
 * @returns the two counts as the state stores them
 */
export function passesOf(round: readonly RoundEntry[]): { passes: number; passed: number } {
  let passes = 0;
  let passed = 0;
  for (const e of round) {
    passes = e.rank === 0 ? passes + 1 : 0;
    if (e.rank === 0) passed |= 1 << e.seat;
  }
  return { passes, passed };
}

/**
 * A state's Dalmuti fields in their declared order, for a first hand with no card dealt yet: no record of the hand, an
 * empty table, nobody finished, zero points, the Greater Dalmuti to act. Positions and joins set what differs (setup
 * writes its own literal: it runs once per playout).
 * @param seats - the number of seats
 * @param order - the rank order, best first (copied)
 * @returns fresh fields, every array new
 */
export function blankFields(seats: number, order: readonly Seat[]): Draft<GameFields<DalmutiState>> {
  const zeros = (length: number) => new Array<number>(length).fill(0);
  return {
    hand: 1,
    deals: 1,
    phase: 'play',
    actor: order[0] ?? null,
    order: [...order],
    hands: Array.from({ length: seats }, () => zeros(RANK_SLOTS)),
    sizes: zeros(seats),
    played: zeros(RANK_SLOTS),
    seatDraw: null,
    revolution: null,
    tax: null,
    swap: null,
    top: null,
    passes: 0,
    passed: 0,
    roundLog: [],
    finished: [],
    lastFinish: [],
    handPoints: zeros(seats),
    scores: zeros(seats),
    handMoves: 0,
  };
}

/** Far above any reachable count (moves in a hand, points), small enough to stay exact in arithmetic. */
const BIG = 1e9;
/** The most cards of a rank, or in a hand. */
const MAX_CARDS = 80;
/** A rank: 1..12, or 13 for a Jester. */
const rank = shape.int(1, JESTER);
/** Counts by rank (index 0 unused and 0). */
const counts = shape.refine(
  shape.array(shape.int(0, MAX_CARDS), { length: RANK_SLOTS }),
  'counts with index 0 = 0',
  (c) => c[0] === 0,
);
/** Ascending ranks, `size` of them (a tax record's list). */
const ranks = (size: number) =>
  shape.nullable(
    shape.refine(shape.array(rank, { length: size }), 'ranks, ascending', (r) =>
      r.every((x, i) => i === 0 || r[i - 1]! <= x),
    ),
  );
/** Distinct seats, at most one per seat. */
const seatList = distinct(shape.array(shape.seat(), { max: 'seats' }), 'distinct seats');
/** Whether a set of `naturals` naturals and `jesters` Jesters may have the effective rank `r` (13: Jesters alone). */
const validSet = (r: number, naturals: number, jesters: number) =>
  r === JESTER ? naturals === 0 && jesters > 0 : naturals > 0 && naturals <= 12;
/** An object shape whose fields also come in their declared order, as every record of the state does. */
const record = <const F extends Fields>(fields: F) => inDeclaredOrder(shape.object(fields));
/** What is being decided: `'revolution'` (R4), `'tax'` (R5), `'swap'` (V4), `'play'` (§3–4), `'join'` (V6) or `'over'`. */
const PHASE = shape.literal('revolution', 'tax', 'swap', 'play', 'join', 'over');

/** The set on top of the table (§4). */
const TABLE_SET_SHAPE = shape.refine(
  record({
    /** Who played it (the round's last player). */
    seat: shape.seat(),
    /** The effective rank: 1..12, or 13 for Jesters alone. */
    rank,
    /** Natural cards of that rank. */
    naturals: shape.int(0, 12),
    /** Jesters in the set. */
    jesters: shape.int(0, 2),
  }),
  'a valid set',
  (t) => validSet(t.rank, t.naturals, t.jesters),
);

/** A revolution decision of this hand (R4). */
const REVOLUTION_SHAPE = shape.refine(
  record({
    /** The seat that was dealt both Jesters. */
    seat: shape.seat(),
    /** Whether they declared. */
    declared: shape.boolean(),
    /** Whether it was a Greater Revolution (declared by the Greater Peon; the rank order was reversed). */
    greater: shape.boolean(),
  }),
  'a revolution, greater only when declared',
  (r) => r.declared || !r.greater,
);

/** This hand's taxes (R5), as ranks (13 = Jester), ascending; `null` = not chosen / not computed yet. */
const TAX_SHAPE = record({
  /** The Greater Dalmuti's 2 gift cards. */
  gdGift: ranks(2),
  /** The Greater Peon's 2 best cards. */
  gpTribute: ranks(2),
  /** The Lesser Dalmuti's 1 gift card. */
  ldGift: ranks(1),
  /** The Lesser Peon's best card. */
  lpTribute: ranks(1),
});

/** This hand's merchant swap (V4). */
const SWAP_SHAPE = record({
  /** The top Merchant. */
  from: shape.seat(),
  /** The other Merchant, or `null` (until chosen, also when skipped). */
  to: shape.nullable(shape.seat()),
  /** Whether the top Merchant has decided (swap or skip). */
  decided: shape.boolean(),
  /** The top Merchant's card, once chosen. */
  fromCard: shape.nullable(rank),
  /** The other Merchant's card, once chosen. */
  toCard: shape.nullable(rank),
});

/**
 * What is being decided now: `'revolution'` (R4), `'tax'` (R5), `'swap'` (V4), `'play'` (§3–4), `'join'` (V6, a
 * newcomer's slot) or `'over'`.
 * @inline
 */
export type Phase = Infer<typeof PHASE>;
/**
 * The set on top of the table: who played it and what it is (`rank` 13 with `naturals` 0 for Jesters alone).
 * Its effective rank is `rank` and its size `naturals + jesters` (§4).
 * @inline
 */
export type TableSet = Infer<typeof TABLE_SET_SHAPE>;
/**
 * A revolution decision of this hand (R4): the seat dealt both Jesters, whether it declared, and whether that was a
 * Greater Revolution (declared by the Greater Peon; the rank order was reversed).
 * @inline
 */
export type RevolutionRecord = Infer<typeof REVOLUTION_SHAPE>;
/**
 * This hand's taxes (R5), as ranks (13 = Jester), ascending: the Greater Dalmuti's 2 gift cards, the Greater Peon's 2
 * best cards, the Lesser Dalmuti's 1 gift card, the Lesser Peon's best card. `null` = not chosen / not computed yet.
 * @inline
 */
export type TaxRecord = Infer<typeof TAX_SHAPE>;
/**
 * This hand's merchant swap (V4): who started it, with whom (`null` until chosen, also when skipped), whether the top
 * Merchant has decided, and the two cards once chosen.
 * @inline
 */
export type SwapRecord = Infer<typeof SWAP_SHAPE>;

/**
 * The declared shape of a state's Dalmuti fields (invariants I1 and I2 of `docs/rules/dalmuti.md`): the one
 * declaration of those fields, {@link DalmutiState} is its type. Core checks every saved state against it before the
 * other invariants run.
 */
export const STATE_FIELDS = shape.object({
  /** The current hand, from 1. */
  hand: shape.int(1, (c) => (c.options?.hands as number | undefined) ?? BIG),
  /**
   * How many deals the match has had, setup's included (1 after setup). Equal to `hand` unless newcomers joined
   * (V6): a join deals its hand again, so every completed join adds one.
   */
  deals: shape.int(1, BIG),
  /** What is being decided: `'revolution'` (R4), `'tax'` (R5), `'swap'` (V4), `'play'`, `'join'` (V6) or `'over'`. */
  phase: PHASE,
  /** The seat that decides now; `null` when the match is over. */
  actor: shape.nullable(shape.seat()),
  /** Rank order = clockwise seating from the Greater Dalmuti: `order[0]` is GD, `order[N−1]` GP. */
  order: seatList,
  /** Per seat, the cards held, as counts by rank (index 13 = Jesters). */
  hands: shape.array(counts, { length: 'seats' }),
  /** Per seat, how many cards it holds (the sum of its counts; public). */
  sizes: shape.array(shape.int(0, MAX_CARDS), { length: 'seats' }),
  /** Every card played this hand (the table and the discard), as counts by rank. Public. */
  played: counts,
  /** The first hand's seat draw (R1, `initialSeating: 'simulateDraw'`): per seat, the cards drawn in turn; else `null`. */
  seatDraw: shape.nullable(
    shape.array(shape.array(rank, { min: 1, max: 1 + MAX_REDRAWS }), { max: 'seats' }),
  ),
  /** This hand's revolution decision, if there was one. */
  revolution: shape.nullable(REVOLUTION_SHAPE),
  /** This hand's taxes, if taxation happens. */
  tax: shape.nullable(TAX_SHAPE),
  /** This hand's merchant swap (V4), if it happens. */
  swap: shape.nullable(SWAP_SHAPE),
  /** The top set of the current round, `null` when the table is empty (a lead is due). */
  top: shape.nullable(TABLE_SET_SHAPE),
  /** Passes since the last play (§4 A-pass). */
  passes: shape.int(0, 'seats'),
  /** Bit mask of the seats that passed this round (used when `passLocksOut`). */
  passed: shape.int(0, (c) => 2 ** c.seats - 1),
  /** The current round, one integer per play or pass (see `decodeRoundEntry`; the view decodes it into `round`). */
  roundLog: shape.array(
    shape.refine(shape.int(0, 2 ** 14 - 1), 'a round entry (see decodeRoundEntry)', (code, c) => {
      const e = decodeRoundEntry(code);
      return (
        e.seat < c.seats &&
        (e.rank === 0 ? e.naturals === 0 && e.jesters === 0 : validSet(e.rank, e.naturals, e.jesters))
      );
    }),
    { max: (c) => MAX_CARDS * c.seats },
  ),
  /** The seats that went out this hand, in order. */
  finished: seatList,
  /** The finishing order of the last completed hand (empty before the first hand ends). */
  lastFinish: seatList,
  /** Per seat, the points of the last completed hand (V1/V2; zeros when scoring is off). */
  handPoints: shape.array(shape.int(0, BIG), { length: 'seats' }),
  /** Per seat, the match total (V1/V2; zeros when scoring is off). */
  scores: shape.array(shape.int(0, BIG), { length: 'seats' }),
  /** Moves made in the current hand (0 right after the deal; V6 needs it). */
  handMoves: shape.int(0, BIG),
});

/** {@link STATE_FIELDS} in their declared order, with what ties the actor and the order to the phase. */
export const STATE_SHAPE = shape.refine(
  inDeclaredOrder(STATE_FIELDS),
  'an actor exactly while the match is on, and every seat once in the order (every old seat while a newcomer waits)',
  (s, c) =>
    (s.phase === 'over') === (s.actor === null) && s.order.length === c.seats - (s.phase === 'join' ? 1 : 0),
);

/**
 * A Dalmuti match in progress (or over): plain JSON, the base fields and the fields declared in `STATE_SHAPE`.
 *
 * Seats are stable identities; `order` is both the social rank order (best first) and the clockwise seating (the GD's
 * left neighbour is the LD, …, the GP sits to the GD's right), so it changes every hand and at a Greater Revolution.
 * Hands are counts by rank: `hands[seat][r]` cards of rank `r` (1..12), `hands[seat][13]` Jesters, index 0 unused.
 * A match that began from an explicit position (`fromPosition`) carries the base field `origin: 'position'`: it lists
 * only the cards that matter (the rest count as played) and may give ranks, scores and a finishing order freely, so
 * the invariants that tie the state to a deal and to earlier hands do not hold for it (listed in
 * `docs/rules/dalmuti.md`, "Invariants of a saved state").
 * @category Dalmuti
 */
export interface DalmutiState extends BaseState<DalmutiOptions>, Infer<typeof STATE_SHAPE> {}
