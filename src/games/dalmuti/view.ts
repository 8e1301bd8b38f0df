/**
 * Per-seat views (§0 information visibility): own hand; others' hand sizes; the table, the round's history and every
 * played card; ranks, seating, finishing order, scores; tax and swap cards only for the two seats involved; the
 * revolution declarer.
 * @module
 */
import { type BaseView, cardsOf, type Seat } from '../../core/index.js';
import { cloneJson } from '../../core/json.js';
import { type DalmutiCard, type Role, roleAt, taxSeats } from './cards.js';
import { score, winners } from './score.js';
import {
  type DalmutiState,
  decodeRoundEntry,
  type RoundEntry,
  type SwapRecord,
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
 * exchange. The state's public fields keep their names and meanings, as `DalmutiState` declares them (`seats`,
 * `options`, `deals`, `phase`, `top`, `played`, `passes`, `finished`, `lastFinish`, `handPoints`, `seatDraw`,
 * `revolution`, `handMoves`). Of the base fields, `hand` holds the viewer's cards, one rank per card, best first
 * (13 = a Jester); `handNumber` is the state's `hand`; `scores` are the match score so far as `score` gives it: the
 * totals with scoring (V1), else the last hand's standing.
 * @category Dalmuti
 */
export interface DalmutiView
  extends Pick<DalmutiState, 'seats' | 'options' | 'deals' | 'phase' | 'top' | 'played' | 'passes'>,
    Pick<DalmutiState, 'finished' | 'lastFinish' | 'handPoints' | 'seatDraw' | 'revolution' | 'handMoves'>,
    BaseView<DalmutiCard> {
  /** Clockwise seating, starting with the Greater Dalmuti (= the rank order, best first). */
  readonly seating: readonly Seat[];
  /** Per seat, its rank index (0 = Greater Dalmuti); −1 for a newcomer not yet placed (V6). */
  readonly ranks: readonly number[];
  /** Per seat, its role; `null` for a newcomer not yet placed. */
  readonly roles: readonly (Role | null)[];
  /** The viewer's cards as counts by rank (index 13 = Jesters); `null` for a spectator. */
  readonly handCounts: readonly number[] | null;
  /** Per seat, how many cards it holds. */
  readonly handSizes: readonly number[];
  /** The current round, play by play. */
  readonly round: readonly RoundEntry[];
  /** This hand's taxes as this seat may see them. */
  readonly tax: TaxView | null;
  /** This hand's merchant swap as this seat may see it. */
  readonly swap: SwapView | null;
  /** How the match began: dealt by `setup` (`'deal'`) or from an explicit position (`'position'`, see `fromPosition`). */
  readonly origin: 'deal' | 'position';
}

function taxView(state: DalmutiState, seat: Seat | null): TaxView | null {
  const tax = state.tax;
  if (tax === null) return null;
  const { gd, ld, lp, gp } = taxSeats(state.order);
  // The gifts move together once the Lesser Dalmuti has chosen (R5, whatever the taxation mode).
  const gdGiven = tax.ldGift !== null;
  return {
    gdGift: seat === gd || (seat === gp && gdGiven) ? cloneJson(tax.gdGift) : null,
    gpTribute: seat === gd || seat === gp ? cloneJson(tax.gpTribute) : null,
    ldGift: seat === ld || seat === lp ? cloneJson(tax.ldGift) : null,
    lpTribute: seat === ld || seat === lp ? cloneJson(tax.lpTribute) : null,
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
    ...swap, // the partners and whether the top Merchant decided are public
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
  return {
    seat,
    seats: state.seats,
    handNumber: state.hand,
    deals: state.deals,
    phase: state.phase,
    toAct: state.phase === 'over' ? null : state.actor,
    seating: [...state.order],
    ranks,
    roles: ranks.map((r) => (r < 0 ? null : roleAt(r, state.order.length))),
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
    seatDraw: cloneJson(state.seatDraw),
    revolution: state.revolution === null ? null : { ...state.revolution },
    tax: taxView(state, seat),
    swap: swapView(state, seat),
    handMoves: state.handMoves,
    options: cloneJson(state.options), // a copy: the view shares nothing mutable with the state
    origin: state.origin === 'position' ? 'position' : 'deal',
  };
}
