/**
 * Linko's state. It is plain JSON: hands are counts by card, stacks are lists of {@link LinkoSet}s (bottom first),
 * and every pile is an array whose **top is its end** (core's convention).
 * @module
 */
import { type ArrayBounds, type BaseState, distinct, type Infer, type Seat } from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import {
  CARD_KINDS,
  COPIES_PER_VALUE,
  copiesOf,
  DISPLAY_SIZE,
  MAX_SET,
  MAX_VALUE,
  SET_SHAPE,
  TOTAL_CARDS,
} from './cards.js';
import type { LinkoOptions } from './options.js';

/** The state format version. */
export const STATE_VERSION = 1;

/** A card: 0 (joker) or 1..13. */
const CARD = shape.int(0, MAX_VALUE);
/** Counts by card, each within the copies the deck has of that card. */
const COUNTS = shape.refine<readonly number[]>(
  shape.array(shape.int(0, COPIES_PER_VALUE), { length: CARD_KINDS }),
  `${CARD_KINDS} counts by card, at most 8 of a value and 5 jokers`,
  (counts) => counts[0]! <= copiesOf(0),
);
/** Distinct seats. */
const SEATS = distinct(shape.array(shape.seat(), { max: 'seats' }), 'distinct seats');
/**
 * The outcome of one finished game of the match, with `perSeat` the size of its per-seat lists (the seat count in a
 * state; at most 5 in a position, checked before the seat count is known).
 */
export const resultShape = (perSeat: ArrayBounds) => {
  const counts = (min: number) => shape.array(shape.int(min, TOTAL_CARDS), perSeat);
  return shape.object({
    /** The seat that started this game. */
    startSeat: shape.seat(),
    /** Why it ended: `handEmpty` (E1) or `supplyExhausted` (E2). */
    reason: shape.literal('handEmpty', 'supplyExhausted'),
    /** Per seat: cards in stack minus cards in hand (§5). */
    scores: counts(-TOTAL_CARDS),
    /** Per seat: cards left in hand (the amigo2022 tie-break). */
    handCards: counts(0),
    /** The game's winners: the top score, ties shared (or broken by fewer hand cards with amigo2022). */
    winners: shape.refine<readonly Seat[]>(SEATS, 'at least one winner', (w) => w.length > 0),
  });
};
const RESULT = resultShape({ length: 'seats' });

/**
 * What is being decided now (§3): `play` (the turn owner plays a set), `offer` (the turn owner takes or declines the
 * snatched set in limbo), `choice` (the victim takes the declined set back or discards it and draws), `draw` (the
 * victim draws the cards owed, one per move), `bonus` (amigo2022 only: the turn owner may draw one card after a play
 * that snatched nothing), `over` (the match is over).
 */
export const PHASES = ['play', 'offer', 'choice', 'draw', 'bonus', 'over'] as const;
export const PHASE = shape.literal(...PHASES);

/** The game in progress. */
export const TABLE = shape.object({
  /** Turns completed in this game (0 on the first turn). */
  turn: shape.int(0),
  /** The turn owner. */
  current: shape.seat(),
  /** What is being decided now. */
  phase: PHASE,
  /** Per seat, the cards in hand as counts by card (index 0 = jokers). */
  hands: shape.array(COUNTS, { length: 'seats' }),
  /**
   * Per seat, the cards of its hand everybody knows it holds (taken snatched sets, display draws), as counts; a
   * lower bound of the hand that shrinks when the seat plays cards of that value.
   */
  known: shape.array(COUNTS, { length: 'seats' }),
  /** Per seat, its stack: sets bottom first, so the last one is the top set. */
  stacks: shape.array(shape.array(SET_SHAPE, { max: TOTAL_CARDS }), { length: 'seats' }),
  /** The face-down draw pile; its top is its **last** element. */
  deck: shape.array(CARD, { max: TOTAL_CARDS }),
  /** The face-up display, in list order (refills append at the end). */
  display: shape.array(CARD, { max: DISPLAY_SIZE }),
  /** The discard pile, oldest first (public, never reshuffled: A16). */
  discard: shape.array(CARD, { max: TOTAL_CARDS }),
  /** Seats still to be snatched from this turn, in order (A5, A6). */
  victims: SEATS,
  /** The seat being snatched from now (in `offer`, `choice` and `draw`), else `null`. */
  victim: shape.nullable(shape.seat()),
  /** The snatched set whose fate is being decided (in `offer` and `choice`), else `null`. */
  limbo: shape.nullable(SET_SHAPE),
  /** Cards the drawing seat still owes (in `draw`; the one card of `bonus` is not counted), else 0. */
  owed: shape.int(0, MAX_SET),
});

/**
 * The declared shape of a state's Linko fields (invariants I1 and I2 of `docs/rules/linko.md`): no unknown fields at
 * any level, and every field with its type and range. Core checks every saved state against it before the other
 * invariants run.
 */
export const STATE_SHAPE = shape.object({
  /** The index of the game being played (0-based); equals `options.games - 1` when the match is over. */
  gameIndex: shape.int(0, (c) => (c.options?.games as number) - 1),
  /** The finished games, in order. */
  results: shape.array(RESULT, { max: 100 }), // the most games a match has (I5 ties the count to the match)
  /** The game in progress (after the last game: as it ended, with phase `over`). */
  table: TABLE,
});

/**
 * What is being decided now (§3): `play`, `offer`, `choice`, `draw`, `bonus` (amigo2022 only) or `over`.
 * @category State
 */
export type LinkoPhase = Infer<typeof PHASE>;

/**
 * Why a game ended: `handEmpty` (E1) or `supplyExhausted` (E2).
 * @category State
 * @inline
 */
export type LinkoEndReason = LinkoGameResult['reason'];

/**
 * The outcome of one finished game of the match: its start seat, why it ended, the scores, the hand sizes and the
 * winners.
 * @category State
 */
export type LinkoGameResult = Infer<typeof RESULT>;

/**
 * The game in progress: whose turn it is, what is being decided, and where every card is. One object, because nearly
 * every move changes several of these fields: a move then replaces one root field of the state, and the root stays
 * small.
 * @category State
 * @inline
 */
export type LinkoTable = Infer<typeof TABLE>;

/**
 * The full state of a Linko match. Besides the base fields: the match so far (`gameIndex`, `results`) and the game in
 * progress (`table`). A match from `fromPosition` carries core's `origin: 'position'`: its piles need not match a deal,
 * so the invariants that tie them to the deal (I7, I8, I11, I21, I22 in `docs/rules/linko.md`) do not apply to it.
 * @category State
 */
export interface LinkoState extends BaseState<LinkoOptions>, Infer<typeof STATE_SHAPE> {}
