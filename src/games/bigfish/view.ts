/**
 * What one seat (or a spectator) may see (spec §0): its own hand; the sizes of the other hands and of every personal
 * pile (whose faces nobody sees, the owner included); cards known to be in others' hands; rows; the common deck's
 * size; plus piles; minus piles (derivable from public play, so shown); bonus cards and holders; the mistake card's
 * holder; scores. A view is made of new objects only: it shares nothing with the state.
 * @module
 */
import type { Seat } from '../../core/index.js';
import type { BigFishCard } from './cards.js';
import type { BigFishOptions } from './options.js';
import { type EndBonusAward, endBonusAwards, type ScoreLine, scoreBreakdown } from './score.js';
import type { BigFishState, BonusCard, ClaimableBonus, Phase } from './state.js';

/**
 * A seat's view of a Big Fish state.
 * @category View
 */
export interface BigFishView {
  /** The viewer (`null`: a spectator). */
  readonly seat: Seat | null;
  /** How many seats play. */
  readonly seats: number;
  /** The match's options. */
  readonly options: BigFishOptions;
  /** How the match began: dealt by `setup` (`'deal'`) or from an explicit position (`'position'`, see `fromPosition`). */
  readonly origin: 'deal' | 'position';
  /** What is being decided. */
  readonly phase: Phase;
  /** Whose turn it is. */
  readonly turn: Seat;
  /** Who must decide now (`null` when over). */
  readonly toAct: Seat | null;
  /** The row this turn's placements go to, once chosen. */
  readonly turnRow: number | null;
  /** Cards placed this turn. */
  readonly placed: number;
  /** The viewer's own hand (sorted); `null` for a spectator. */
  readonly hand: readonly BigFishCard[] | null;
  /** Every seat's hand size. */
  readonly handSizes: readonly number[];
  /** Every seat's personal pile size (nobody sees its cards). */
  readonly pileSizes: readonly number[];
  /** Cards publicly known to be in each seat's hand (taken back after a mistake). */
  readonly revealed: readonly (readonly BigFishCard[])[];
  /** Whether each seat is out (no cards in hand or pile). */
  readonly out: readonly boolean[];
  /** The rows (`null`: a dead slot). */
  readonly rows: readonly (readonly BigFishCard[] | null)[];
  /** Cards left in the common deck. */
  readonly commonSize: number;
  /** Fish cards in the box (never seen). */
  readonly boxSize: number;
  /** Every seat's plus pile. */
  readonly plus: readonly (readonly BigFishCard[])[];
  /** Every seat's minus pile (derivable from public play). */
  readonly minus: readonly (readonly BigFishCard[])[];
  /** Bonus cards in play and their holders. */
  readonly bonuses: readonly BonusCard[];
  /** The bonuses being chosen from (phase `chooseBonus`). */
  readonly bonusOptions: readonly ClaimableBonus[];
  /** Who holds the mistake card. */
  readonly mistakeHolder: Seat | null;
  /** Whether the turn owner has had this turn's one bonus (spec BON; only when the turn goes on after a take). */
  readonly bonusThisTurn: boolean;
  /** Every seat's score so far, item by item. */
  readonly scores: readonly ScoreLine[];
  /** Who got end bonus B or C (empty until the game is over). */
  readonly endBonuses: readonly EndBonusAward[];
}

/**
 * The view of a state for `seat` (or a spectator, `null`).
 * @param state - the state
 * @param seat - the viewer
 * @category View
 */
export function view(state: BigFishState, seat: Seat | null): BigFishView {
  const deck = state.options.deck;
  return {
    seat,
    seats: state.seats,
    // a view shares nothing with the state: the options are copied too (the deck's counts included)
    options: {
      ...state.options,
      deck: { ...deck, R: [...deck.R], Y: [...deck.Y], G: [...deck.G], B: [...deck.B], P: [...deck.P] },
    },
    origin: state.origin ?? 'deal',
    phase: state.phase,
    turn: state.turn,
    toAct: state.phase === 'over' ? null : state.turn,
    turnRow: state.turnRow,
    placed: state.placed,
    hand: seat === null ? null : state.hands[seat]!.slice(),
    handSizes: state.hands.map((h) => h.length),
    pileSizes: state.piles.map((p) => p.length),
    revealed: state.revealed.map((r) => r.slice()),
    out: state.hands.map((h, s) => h.length === 0 && state.piles[s]!.length === 0),
    rows: state.rows.map((r) => (r === null ? null : r.slice())),
    commonSize: state.common.length,
    boxSize: state.box.length,
    plus: state.plus.map((p) => p.slice()),
    minus: state.minus.map((p) => p.slice()),
    bonuses: state.bonuses.map((b) => ({ id: b.id, holder: b.holder })),
    bonusOptions: state.bonusOptions.slice(),
    mistakeHolder: state.mistakeHolder,
    bonusThisTurn: state.bonusThisTurn,
    scores: scoreBreakdown(state),
    endBonuses: state.phase === 'over' ? endBonusAwards(state) : [],
  };
}
