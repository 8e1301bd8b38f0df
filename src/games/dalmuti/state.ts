/**
 * The state of a Dalmuti match. Everything is plain JSON; hands are counts by rank (see `cards.ts`).
 * @module
 */
import type { BaseState, Seat } from '../../core/index.js';
import type { DalmutiOptions } from './options.js';

/**
 * The state format version. Version 2 added `deals` (the deal counter of the lifecycle `dealt` event) and the optional
 * `origin`; version 1 states are migrated on load (see `migrate` in `check.ts`).
 */
export const VERSION = 2;

/**
 * What is being decided now: `'revolution'` (R4), `'tax'` (R5), `'swap'` (V4), `'play'` (§3–4), `'join'` (V6, a
 * newcomer's slot) or `'over'`.
 * @inline
 */
export type Phase = 'revolution' | 'tax' | 'swap' | 'play' | 'join' | 'over';

/**
 * The set on top of the table: who played it and what it is (`rank` 13 with `naturals` 0 for Jesters alone).
 * Its effective rank is `rank` and its size `naturals + jesters` (§4).
 * @inline
 */
export interface TableSet {
  /** Who played it (the round's last player). */
  readonly seat: Seat;
  /** The effective rank: 1..12, or 13 for Jesters alone. */
  readonly rank: number;
  /** Natural cards of that rank. */
  readonly naturals: number;
  /** Jesters in the set. */
  readonly jesters: number;
}

/**
 * A revolution decision of this hand (R4).
 * @inline
 */
export interface RevolutionRecord {
  /** The seat that was dealt both Jesters. */
  readonly seat: Seat;
  /** Whether they declared. */
  readonly declared: boolean;
  /** Whether it was a Greater Revolution (declared by the Greater Peon; the rank order was reversed). */
  readonly greater: boolean;
}

/**
 * This hand's taxes (R5), as ranks (13 = Jester), ascending. `null` = not chosen / not computed yet.
 * @inline
 */
export interface TaxRecord {
  /** The Greater Dalmuti's 2 gift cards. */
  readonly gdGift: readonly number[] | null;
  /** The Greater Peon's 2 best cards. */
  readonly gpTribute: readonly number[] | null;
  /** The Lesser Dalmuti's 1 gift card. */
  readonly ldGift: readonly number[] | null;
  /** The Lesser Peon's best card. */
  readonly lpTribute: readonly number[] | null;
}

/**
 * This hand's merchant swap (V4): who started it, with whom (`null` until chosen, also when skipped), and the two cards.
 * @inline
 */
export interface SwapRecord {
  /** The top Merchant. */
  readonly from: Seat;
  /** The other Merchant, or `null`. */
  readonly to: Seat | null;
  /** Whether the top Merchant has decided (swap or skip). */
  readonly decided: boolean;
  /** The top Merchant's card, once chosen. */
  readonly fromCard: number | null;
  /** The other Merchant's card, once chosen. */
  readonly toCard: number | null;
}

/**
 * A Dalmuti match in progress (or over). Plain JSON.
 *
 * Seats are stable identities; `order` is both the social rank order (best first) and the clockwise seating (the GD's
 * left neighbour is the LD, …, the GP sits to the GD's right), so it changes every hand and at a Greater Revolution.
 * Hands are counts by rank: `hands[seat][r]` cards of rank `r` (1..12), `hands[seat][13]` Jesters, index 0 unused.
 * @category Dalmuti
 */
export interface DalmutiState extends BaseState<DalmutiOptions> {
  /** The current hand, from 1. */
  readonly hand: number;
  /**
   * How many deals the match has had, setup's included (1 after setup). Equal to `hand` unless newcomers joined
   * (V6): a join deals its hand again, so every completed join adds one.
   */
  readonly deals: number;
  /** What is being decided: `'revolution'` (R4), `'tax'` (R5), `'swap'` (V4), `'play'`, `'join'` (V6) or `'over'`. */
  readonly phase: Phase;
  /** The seat that decides now; `null` when the match is over. */
  readonly actor: Seat | null;
  /** Rank order = clockwise seating from the Greater Dalmuti: `order[0]` is GD, `order[N−1]` GP. */
  readonly order: readonly Seat[];
  /** Per seat, the cards held, as counts by rank (index 13 = Jesters). */
  readonly hands: readonly (readonly number[])[];
  /** Per seat, how many cards it holds (the sum of its counts; public). */
  readonly sizes: readonly number[];
  /** Every card played this hand (the table and the discard), as counts by rank. Public. */
  readonly played: readonly number[];
  /** The first hand's seat draw (R1, `initialSeating: 'simulateDraw'`): per seat, the cards drawn in turn; else `null`. */
  readonly seatDraw: readonly (readonly number[])[] | null;
  /** This hand's revolution decision, if there was one. */
  readonly revolution: RevolutionRecord | null;
  /** This hand's taxes, if taxation happens. */
  readonly tax: TaxRecord | null;
  /** This hand's merchant swap (V4), if it happens. */
  readonly swap: SwapRecord | null;
  /** The top set of the current round, `null` when the table is empty (a lead is due). */
  readonly top: TableSet | null;
  /** Passes since the last play (§4 A-pass). */
  readonly passes: number;
  /** Bit mask of the seats that passed this round (used when `passLocksOut`). */
  readonly passed: number;
  /** The current round, one integer per play or pass (the view decodes it into `round`). */
  readonly roundLog: readonly number[];
  /** The seats that went out this hand, in order. */
  readonly finished: readonly Seat[];
  /** The finishing order of the last completed hand (empty before the first hand ends). */
  readonly lastFinish: readonly Seat[];
  /** Per seat, the points of the last completed hand (V1/V2; zeros when scoring is off). */
  readonly handPoints: readonly number[];
  /** Per seat, the match total (V1/V2; zeros when scoring is off). */
  readonly scores: readonly number[];
  /** Moves made in the current hand (0 right after the deal; V6 needs it). */
  readonly handMoves: number;
  /**
   * Present, as `'position'`, only in a match that began from an explicit position (`fromPosition`): a situation that
   * lists only the cards that matter (the rest count as played) and may give ranks, scores and a finishing order
   * freely, so the invariants that tie the state to a deal and to earlier hands do not hold for it (listed in
   * `docs/rules/dalmuti.md`, "Invariants of a saved state"). Absent in every match `setup` dealt; a server that hosts
   * only dealt matches refuses states that carry it.
   */
  readonly origin?: 'position';
}

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
