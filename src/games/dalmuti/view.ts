/**
 * Per-seat views (§0 information visibility): own hand; others' hand sizes; the table, the round's history and every
 * played card; ranks, seating, finishing order, scores; tax and swap cards only for the two seats involved; the
 * revolution declarer.
 * @module
 */
import { type BaseView, cardsOf, type Seat } from '../../core/index.js';
import { type DalmutiCard, type Role, roleAt, taxSeats } from './cards.js';
import type { DalmutiOptions } from './options.js';
import { score, winners } from './score.js';
import {
  type DalmutiState,
  decodeRoundEntry,
  type Phase,
  type RevolutionRecord,
  type RoundEntry,
  type SwapRecord,
  type TableSet,
  type TaxRecord,
} from './state.js';

/**
 * This hand's taxes as one seat sees them (R5): the fields of the state's tax record, where a card list is shown to
 * the two seats of that exchange once the seat may know it (the giver from their choice on, the receiver from the
 * transfer on), else `null`; and whether each Dalmuti has chosen.
 * @inline
 */
export interface TaxView extends TaxRecord {
  /** Whether the Greater Dalmuti has chosen (public). */
  readonly gdChosen: boolean;
  /** Whether the Lesser Dalmuti has chosen (public). */
  readonly ldChosen: boolean;
}

/**
 * The merchant swap as one seat sees it (V4): the fields of the state's swap record, where the partners are public
 * and each card is shown only to a seat that may know it (`null` otherwise); and whether the top Merchant has
 * committed a card.
 * @inline
 */
export interface SwapView extends SwapRecord {
  /** Whether the top Merchant has committed a card (public). */
  readonly fromChosen: boolean;
}

/**
 * What one seat (or a spectator) sees: its own cards, the others' hand sizes, the table and the round, every played
 * card, ranks and seating, the finishing order and scores, and the tax and swap cards only for the two seats of that
 * exchange.
 * @category Dalmuti
 */
export interface DalmutiView extends BaseView<DalmutiCard> {
  /** How many seats. */
  readonly seats: number;
  /** How many deals the match has had (1 after setup; a join deals its hand again). */
  readonly deals: number;
  /** What is being decided. */
  readonly phase: Phase;
  /** Clockwise seating, starting with the Greater Dalmuti (= the rank order, best first). */
  readonly seating: readonly Seat[];
  /** Per seat, its rank index (0 = Greater Dalmuti); −1 for a newcomer not yet placed (V6). */
  readonly ranks: readonly number[];
  /** Per seat, its role; `null` for a newcomer not yet placed. */
  readonly roles: readonly (Role | null)[];
  /** The viewer's cards, one rank per card, best first (13 = a Jester); `null` for a spectator. */
  readonly hand: readonly DalmutiCard[] | null;
  /** The viewer's cards as counts by rank (index 13 = Jesters); `null` for a spectator. */
  readonly handCounts: readonly number[] | null;
  /** Per seat, how many cards it holds. */
  readonly handSizes: readonly number[];
  /** The top set of the round, `null` when a lead is due. */
  readonly top: TableSet | null;
  /** The current round, play by play. */
  readonly round: readonly RoundEntry[];
  /** Every card played this hand, counts by rank. */
  readonly played: readonly number[];
  /** Passes since the last play. */
  readonly passes: number;
  /** The seats that went out this hand, in order. */
  readonly finished: readonly Seat[];
  /** The last completed hand's finishing order. */
  readonly lastFinish: readonly Seat[];
  /** Per seat, the last completed hand's points. */
  readonly handPoints: readonly number[];
  /** Per seat, the match score so far as `score` gives it: the totals with scoring (V1), else the last hand's standing. */
  readonly scores: readonly number[];
  /** The first hand's seat draw (public), or `null`. */
  readonly seatDraw: readonly (readonly number[])[] | null;
  /** This hand's revolution decision (the declarer showed both Jesters). */
  readonly revolution: RevolutionRecord | null;
  /** This hand's taxes as this seat may see them. */
  readonly tax: TaxView | null;
  /** This hand's merchant swap as this seat may see it. */
  readonly swap: SwapView | null;
  /** Moves made in this hand so far. */
  readonly handMoves: number;
  /** The match options. */
  readonly options: DalmutiOptions;
  /** How the match began: dealt by `setup` (`'deal'`) or from an explicit position (`'position'`, see `fromPosition`). */
  readonly origin: 'deal' | 'position';
}

function taxView(state: DalmutiState, seat: Seat | null): TaxView | null {
  const tax = state.tax;
  if (tax === null) return null;
  const { gd, ld, lp, gp } = taxSeats(state.order);
  // The gifts move together once the Lesser Dalmuti has chosen (R5, whatever the taxation mode).
  const gdGiven = tax.ldGift !== null;
  const copy = (x: readonly number[] | null) => (x === null ? null : [...x]);
  return {
    gdGift: seat === gd || (seat === gp && gdGiven) ? copy(tax.gdGift) : null,
    gpTribute: seat === gd || seat === gp ? copy(tax.gpTribute) : null,
    ldGift: seat === ld || seat === lp ? copy(tax.ldGift) : null,
    lpTribute: seat === ld || seat === lp ? copy(tax.lpTribute) : null,
    gdChosen: tax.gdGift !== null,
    ldChosen: tax.ldGift !== null,
  };
}

function swapView(state: DalmutiState, seat: Seat | null): SwapView | null {
  const swap = state.swap;
  if (swap === null) return null;
  const done = swap.fromCard !== null && swap.toCard !== null;
  const inIt = seat === swap.from || (swap.to !== null && seat === swap.to);
  return {
    from: swap.from,
    to: swap.to,
    decided: swap.decided,
    fromCard: seat === swap.from || (inIt && done) ? swap.fromCard : null,
    toCard: inIt && done ? swap.toCard : null,
    fromChosen: swap.fromCard !== null,
  };
}

/**
 * What `seat` (or a spectator, `null`) may see. Never the RNG, never another seat's cards.
 * @param state - a state
 * @param seat - the viewer
 * @returns the view (fresh objects: nothing in it is shared with the state)
 */
export function view(state: DalmutiState, seat: Seat | null): DalmutiView {
  const ranks = new Array<number>(state.seats).fill(-1);
  for (let i = 0; i < state.order.length; i++) ranks[state.order[i]!] = i;
  const n = state.order.length;
  return {
    seat,
    seats: state.seats,
    handNumber: state.hand,
    deals: state.deals,
    phase: state.phase,
    toAct: state.phase === 'over' ? null : state.actor,
    seating: [...state.order],
    ranks,
    roles: ranks.map((r) => (r < 0 ? null : roleAt(r, n))),
    hand: seat === null ? null : cardsOf(state.hands[seat]!),
    handCounts: seat === null ? null : [...state.hands[seat]!],
    handSizes: [...state.sizes],
    top: state.top === null ? null : { ...state.top },
    round: state.roundLog.map(decodeRoundEntry),
    played: [...state.played],
    passes: state.passes,
    finished: [...state.finished],
    lastFinish: [...state.lastFinish],
    handPoints: [...state.handPoints],
    scores: [...score(state)],
    over: state.phase === 'over',
    winners: state.phase === 'over' ? winners(state) : [],
    seatDraw: state.seatDraw === null ? null : state.seatDraw.map((d) => [...d]),
    revolution: state.revolution === null ? null : { ...state.revolution },
    tax: taxView(state, seat),
    swap: swapView(state, seat),
    handMoves: state.handMoves,
    // A copy: the view shares nothing mutable with the state.
    options: {
      ...state.options,
      initialOrder: state.options.initialOrder === null ? null : [...state.options.initialOrder],
    },
    origin: state.origin === 'position' ? 'position' : 'deal',
  };
}
