/**
 * Linko's state. It is plain JSON: hands are counts by card, stacks are lists of {@link LinkoSet}s (bottom first),
 * and every pile is an array whose **top is its end** (core's convention).
 * @module
 */
import type { BaseState, Seat } from '../../core/index.js';
import type { LinkoCard, LinkoSet } from './cards.js';
import type { LinkoOptions } from './options.js';

/** The state format version. */
export const STATE_VERSION = 1;

/**
 * What is being decided now (§3):
 * - `play`: the turn owner plays a set.
 * - `offer`: the turn owner takes or declines the snatched set in limbo.
 * - `choice`: the victim takes the declined set back or discards it and draws.
 * - `draw`: the victim draws the cards owed, one per move.
 * - `bonus`: (amigo2022 only) the turn owner may draw one card after a play that snatched nothing.
 * - `over`: the match is over.
 * @category State
 */
export type LinkoPhase = 'play' | 'offer' | 'choice' | 'draw' | 'bonus' | 'over';

/**
 * Why a game ended: `handEmpty` (E1) or `supplyExhausted` (E2).
 * @category State
 * @inline
 */
export type LinkoEndReason = 'handEmpty' | 'supplyExhausted';

/**
 * The outcome of one finished game of the match.
 * @category State
 */
export interface LinkoGameResult {
  /** The seat that started this game. */
  readonly startSeat: Seat;
  /** Why it ended. */
  readonly reason: LinkoEndReason;
  /** Per seat: cards in stack minus cards in hand (§5). */
  readonly scores: readonly number[];
  /** Per seat: cards left in hand (the amigo2022 tie-break). */
  readonly handCards: readonly number[];
  /** The game's winners: the top score, ties shared (or broken by fewer hand cards with amigo2022). */
  readonly winners: readonly Seat[];
}

/**
 * The game in progress: whose turn it is, what is being decided, and where every card is. One object, because nearly
 * every move changes several of these fields: a move then replaces one root field of the state, and the root stays
 * small.
 * @category State
 * @inline
 */
export interface LinkoTable {
  /** Turns completed in this game (0 on the first turn). */
  readonly turn: number;
  /** The turn owner. */
  readonly current: Seat;
  /** What is being decided now. */
  readonly phase: LinkoPhase;
  /** Per seat, the cards in hand as counts by card (index 0 = jokers). */
  readonly hands: readonly (readonly number[])[];
  /**
   * Per seat, the cards of its hand everybody knows it holds (taken snatched sets, display draws), as counts; a
   * lower bound of the hand that shrinks when the seat plays cards of that value.
   */
  readonly known: readonly (readonly number[])[];
  /** Per seat, its stack: sets bottom first, so the last one is the top set. */
  readonly stacks: readonly (readonly LinkoSet[])[];
  /** The face-down draw pile; its top is its **last** element. */
  readonly deck: readonly LinkoCard[];
  /** The face-up display, in list order (refills append at the end). */
  readonly display: readonly LinkoCard[];
  /** The discard pile, oldest first (public, never reshuffled: A16). */
  readonly discard: readonly LinkoCard[];
  /** Seats still to be snatched from this turn, in order (A5, A6). */
  readonly victims: readonly Seat[];
  /** The seat being snatched from now (in `offer`, `choice` and `draw`), else `null`. */
  readonly victim: Seat | null;
  /** The snatched set whose fate is being decided (in `offer` and `choice`), else `null`. */
  readonly limbo: LinkoSet | null;
  /** Cards the drawing seat still owes (in `draw`; the one card of `bonus` is not counted), else 0. */
  readonly owed: number;
}

/**
 * The full state of a Linko match. Besides the base fields: the match so far (`gameIndex`, `results`) and the game in
 * progress (`table`).
 * @category State
 */
export interface LinkoState extends BaseState<LinkoOptions> {
  /** The index of the game being played (0-based); equals `options.games - 1` when the match is over. */
  readonly gameIndex: number;
  /** The finished games, in order. */
  readonly results: readonly LinkoGameResult[];
  /** The game in progress (after the last game: as it ended, with phase `over`). */
  readonly table: LinkoTable;
  /**
   * Present, as `'position'`, only when the match began from an explicit position (`fromPosition`): a
   * situation that lists only the cards that matter and parks the rest in the draw pile or the discard pile, so its
   * piles need not match a deal. Absent in every match that `setup` dealt. The invariants that tie the piles to the
   * deal (I7, I8, I11, I21 in `docs/rules/linko.md`) hold only without it; a server that hosts only dealt matches
   * refuses states that carry it.
   */
  readonly origin?: 'position';
}
