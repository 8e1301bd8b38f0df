/**
 * The state of a Dalmuti match and its options. Everything is plain JSON; hands are counts by rank (see `cards.ts`).
 * @module
 */
import type { BaseState, Seat } from '../../core/index.js';

/**
 * The options of a match. Every optional rule of the spec is here, off unless the spec says otherwise.
 * @category Dalmuti
 */
export interface DalmutiOptions {
  /** Allow 9–13 players (D-A15). @defaultValue false */
  readonly allowLargeTables: boolean;
  /** How many hands the match lasts (§5; the rulebook suggests about 20). @defaultValue 1 */
  readonly hands: number;
  /** How the first hand's ranks are set (R1): uniformly at random, by the rulebook's card draw, or given. @defaultValue 'random' */
  readonly initialSeating: 'random' | 'simulateDraw' | 'given';
  /** For `initialSeating: 'given'`: the rank order, best first (seat ids). Otherwise `null`. @defaultValue null */
  readonly initialOrder: readonly Seat[] | null;
  /** In the seat draw, a redraw replaces the tied players' first card instead of only ordering them (D-A10). @defaultValue false */
  readonly redrawReplacesValue: boolean;
  /** When the Dalmutis choose their gifts: before the tribute arrives (`'sealed'`) or after it (D-A4). @defaultValue 'sealed' */
  readonly taxation: 'sealed' | 'peonFirst';
  /** A player who passed may not play again in the same round (the opposite of D-A1). @defaultValue false */
  readonly passLocksOut: boolean;
  /** The engine passes for a follower whose only legal move is PASS (§4). @defaultValue false */
  readonly autoPassForced: boolean;
  /** V1: each hand scores the number of players who finished behind you. @defaultValue false */
  readonly scoring: boolean;
  /** V2 (needs V1): +1 to the Dalmutis when their Peons keep their rank (D-A12). @defaultValue false */
  readonly bonusPoints: boolean;
  /**
   * D-A12: `'peonStays'` — the GD scores +1 when this hand's GP finishes last (the LD when the LP finishes
   * second-to-last); `'bothStay'` — only when the Dalmuti also keeps their rank (finishes first, resp. second).
   * @defaultValue 'peonStays'
   */
  readonly bonusReading: 'peonStays' | 'bothStay';
  /** V3: the first hand of the match has no taxation; only the Greater Peon may declare (a Greater Revolution). @defaultValue false */
  readonly firstDealRevolution: boolean;
  /** V4: after taxation the top Merchant may swap one card blind with another Merchant (D-A13). @defaultValue false */
  readonly merchantSwap: boolean;
  /** V4: both Merchants choose their card, or the cards are drawn at random from the two hands. @defaultValue 'blindChoice' */
  readonly merchantSwapMode: 'blindChoice' | 'randomCard';
  /** V5: fewer cards for 4 players (no 11s or 12s) and 5 players (no 12s). @defaultValue false */
  readonly shortDeck: boolean;
  /** D-A14: tied match totals share the win, or the better finish in the last hand breaks the tie. @defaultValue 'share' */
  readonly tieBreak: 'share' | 'lastHand';
}

/**
 * What is being decided now: `'revolution'` (R4), `'tax'` (R5), `'swap'` (V4), `'play'` (§3–4), `'join'` (V6, a
 * newcomer's slot) or `'over'`.
 * @category Dalmuti
 */
export type Phase = 'revolution' | 'tax' | 'swap' | 'play' | 'join' | 'over';

/**
 * The set on top of the table: who played it and what it is (`rank` 13 with `naturals` 0 for Jesters alone).
 * Its effective rank is `rank` and its size `naturals + jesters` (§4 V).
 * @category Dalmuti
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
 * @category Dalmuti
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
 * @category Dalmuti
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
 * @category Dalmuti
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
 * @category Dalmuti
 */
export interface DalmutiState extends BaseState<DalmutiOptions> {
  /** The current hand, from 1. */
  readonly hand: number;
  /** What is being decided. */
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
  /** The current round, each entry an integer (see `decodeRoundEntry`). */
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
}

/** The default options. @category Dalmuti */
export const DEFAULT_OPTIONS: DalmutiOptions = {
  allowLargeTables: false,
  hands: 1,
  initialSeating: 'random',
  initialOrder: null,
  redrawReplacesValue: false,
  taxation: 'sealed',
  passLocksOut: false,
  autoPassForced: false,
  scoring: false,
  bonusPoints: false,
  bonusReading: 'peonStays',
  firstDealRevolution: false,
  merchantSwap: false,
  merchantSwapMode: 'blindChoice',
  shortDeck: false,
  tieBreak: 'share',
};

/** The most hands a match may have. @category Dalmuti */
export const MAX_HANDS = 1000;
