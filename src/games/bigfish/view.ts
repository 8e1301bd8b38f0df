/**
 * What one seat (or a spectator) may see (spec §0): its own hand; the sizes of the other hands and of every personal
 * pile (whose faces nobody sees, the owner included); cards known to be in others' hands; rows; the common deck's
 * size; plus piles; minus piles (derivable from public play, so shown); bonus cards and holders; the mistake card's
 * holder; scores. A view is made of new objects only: it shares nothing with the state.
 * @module
 */
import type { BaseView, Seat } from '../../core/index.js';
import { cloneJson } from '../../core/json.js';
import type { BigFishCard } from './cards.js';
import { toAct } from './rules.js';
import { type EndBonusAward, endBonusAwards, type ScoreLine, scoreBreakdown, winners } from './score.js';
import type { BigFishState } from './state.js';

/** The state's fields a view leaves out or shows only by size: the hands and the face-down places, and the stream. */
type Unseen = 'game' | 'version' | 'rng' | 'origin' | 'hands' | 'piles' | 'common' | 'box';

/**
 * A seat's view of a Big Fish state: the state's public fields (copied), less the hands and the face-down places,
 * which it shows by size. Of the base fields, `hand` is sorted, `scores` are the totals of `scoreLines`, and
 * `handNumber` is always 1 (a match of Big Fish is one hand).
 * @category View
 */
export interface BigFishView extends Omit<BigFishState, Unseen>, BaseView<BigFishCard> {
  /** How the match began: dealt by `setup` (`'deal'`) or from an explicit position (`'position'`, see `fromPosition`). */
  readonly origin: 'deal' | 'position';
  /** Every seat's hand size. */
  readonly handSizes: readonly number[];
  /** Every seat's personal pile size (nobody sees its cards). */
  readonly pileSizes: readonly number[];
  /** Whether each seat is out (no cards in hand or pile). */
  readonly out: readonly boolean[];
  /** Cards left in the common deck. */
  readonly commonSize: number;
  /** Fish cards in the box (never seen). */
  readonly boxSize: number;
  /** Every seat's score so far, item by item. */
  readonly scoreLines: readonly ScoreLine[];
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
  const { game, version, rng, origin, hands, piles, common, box, ...shown } = state;
  const scoreLines = scoreBreakdown(state);
  return {
    seat,
    ...cloneJson(shown), // a view shares nothing with the state (the options' deck counts included)
    origin: origin ?? 'deal',
    toAct: toAct(state),
    hand: seat === null ? null : hands[seat]!.slice(),
    handSizes: hands.map((h) => h.length),
    pileSizes: piles.map((p) => p.length),
    out: hands.map((h, s) => h.length === 0 && piles[s]!.length === 0),
    commonSize: common.length,
    boxSize: box.length,
    handNumber: 1,
    scores: scoreLines.map((line) => line.total),
    scoreLines,
    over: state.phase === 'over',
    winners: state.phase === 'over' ? winners(state) : [],
    endBonuses: state.phase === 'over' ? endBonusAwards(state) : [],
  };
}
