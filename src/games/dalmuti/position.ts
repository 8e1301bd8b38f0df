/**
 * States built from outside: from an explicit position — given hands, ranks and table — for tests, puzzles and
 * examples, and a match grown by a newcomer (`addSeat`, V6). The
 * result carries `origin: 'position'`: a position lists only the cards that matter (the rest count as played) and may
 * give ranks, scores and a finishing order freely, so the invariants that tie a state to its deal and to earlier hands
 * do not apply to it; every other invariant of a saved state does (`docs/rules/dalmuti.md`).
 * @module
 */
import {
  countsOf,
  type Draft,
  definePosition,
  err,
  type Infer,
  isPlainObject,
  optionsInput,
  type Result,
  Rng,
  type StateError,
  seedInput,
  total,
} from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { deckCounts, JESTER, RANK_SLOTS } from './cards.js';
import { dalmuti } from './game.js';
import { OPTIONS } from './options.js';
import { afterDeal, nextHolder } from './rules.js';
import { whyNoJoin } from './seating.js';
import { blankFields, type DalmutiState, encodeRoundEntry, passesOf } from './state.js';

const MAX = Number.MAX_SAFE_INTEGER;
/** A set played, by its effective rank from `minRank` (0: a pass). */
const set = (minRank: number) =>
  shape.object({
    seat: shape.seat(),
    rank: shape.int(minRank, JESTER),
    naturals: shape.int(0, 12),
    jesters: shape.int(0, 2),
  });

/** The declared shape of a position, and with it its type (seats are checked against 13, the most a table may have). */
const POSITION_SHAPE = /* @__PURE__ */ shape.object({
  /** How many seats. */
  seats: shape.int(4, 13),
  /** Options as for `setup` (defaults filled in). */
  options: shape.optional(optionsInput(OPTIONS)),
  /** Per seat, its cards (ranks 1..13). */
  hands: shape.array(shape.array(shape.int(1, JESTER), { max: 80 }), { min: 4, max: 13 }),
  /** The rank order = clockwise seating, best first. @defaultValue seats in number order */
  order: shape.optional(shape.array(shape.seat(), { max: 13 })),
  /**
   * `'dealt'`: the hands were just dealt; the engine runs what follows a deal (revolution decision, taxation, merchant
   * swap, then play), exactly as after its own deal. `'play'` (default): a position inside a round.
   */
  phase: shape.optional(shape.literal('dealt', 'play')),
  /** The current hand, from 1. @defaultValue 1 */
  hand: shape.optional(shape.int(1, MAX)),
  /** The top set, or `null` for an empty table. @defaultValue null */
  top: shape.optional(shape.nullable(set(1))),
  /** The round so far (plays and passes, rank 0 = pass). @defaultValue `[top]` when there is a top set */
  round: shape.optional(shape.array(set(0), { max: 80 * 13 })),
  /** The seat to act. @defaultValue the next seat holding cards after the top set's player, or the GD to lead */
  actor: shape.optional(shape.seat()),
  /** Passes since the last play. @defaultValue the passes at the end of `round` */
  passes: shape.optional(shape.int(0, 13)),
  /** Seats already out this hand, in order (their hands must be empty). @defaultValue [] */
  finished: shape.optional(shape.array(shape.seat(), { max: 13 })),
  /** Match totals per seat. @defaultValue zeros */
  scores: shape.optional(shape.array(shape.int(0, MAX), { max: 13 })),
  /** The previous hand's finishing order. @defaultValue [] */
  lastFinish: shape.optional(shape.array(shape.seat(), { max: 13 })),
  /** Seeds the state's random stream (later deals). @defaultValue 0 */
  seed: shape.optional(seedInput),
});

/**
 * An explicit position for {@link fromPosition} (the type of its declared shape). Cards are lists of ranks (13 =
 * Jester). Cards of the deck that are in no hand count as already played this hand (public), so any hands may be
 * given. Only `seats` and `hands` are required; `phase` `'dealt'` runs what follows a deal, `'play'` (default) is a
 * position inside a round.
 * @category Dalmuti
 */
export type DalmutiPosition = Infer<typeof POSITION_SHAPE>;

/**
 * Builds a state from an explicit position (hands, ranks, table, whose turn…) and validates it like `loadState`. The
 * result carries `origin: 'position'` (the invariants that tie a state to a deal and to earlier hands do not hold for
 * it; see `docs/rules/dalmuti.md`).
 * @param position - the position (cards as lists of ranks, 13 = Jester)
 * @returns the state, frozen
 * @throws InvalidStateError when the position is not a valid Dalmuti position (every problem is listed); never any
 *   other error, whatever the input
 * @example
 * ```ts
 * // The Greater Dalmuti (seat 0) leads a lone Jester; seat 1 may answer with its 12.
 * const s = fromPosition({ seats: 4, hands: [[13, 5], [12, 3], [13, 7], [9]] });
 * dalmuti.applyMove(s, playMove(13, 0, 1));
 * ```
 * @category Dalmuti
 */
export const fromPosition: (position: DalmutiPosition) => DalmutiState = definePosition(
  dalmuti,
  POSITION_SHAPE,
  (pos) => {
    const n = pos.seats;
    const normalized = OPTIONS.normalize(pos.options ?? {}, n);
    const options = normalized.ok ? normalized.value : OPTIONS.defaults(n); // core reports bad options
    if (pos.hands.length !== n) throw new Error(`expected ${n} hands`);
    const hands = pos.hands.map((h) => countsOf(h, RANK_SLOTS)); // cards 1..13, as the shape says
    const deck = deckCounts(n, options.shortDeck);
    // The deck's cards in no hand count as played (more than the deck holds: I2 refuses the negative count).
    const played = deck.map((count, r) => count - hands.reduce((a, h) => a + h[r]!, 0));
    const order = [...(pos.order ?? Array.from({ length: n }, (_, i) => i))];
    const round = pos.round ?? (pos.top ? [pos.top] : []);
    const { passes, passed } = passesOf(round);
    const top = pos.top ? { ...pos.top } : null;
    const state = { seats: n, options, ...blankFields(n, order) } as Draft<DalmutiState>;
    state.hand = pos.hand ?? 1;
    state.deals = state.hand;
    state.hands = hands;
    state.sizes = hands.map(total);
    state.played = played;
    state.top = top;
    state.passes = pos.passes ?? passes;
    state.passed = passed;
    state.roundLog = round.map((e) => encodeRoundEntry(e.seat, e.rank, e.naturals, e.jesters));
    state.finished = [...(pos.finished ?? [])];
    state.lastFinish = [...(pos.lastFinish ?? [])];
    state.scores = [...(pos.scores ?? state.scores)];
    // The moves the round shows (a position's earlier moves are not known; I20 asks for at least these).
    state.handMoves = pos.phase === 'dealt' ? 0 : round.length;
    if (pos.phase === 'dealt') {
      // What follows a deal draws nothing from the stream and reports nothing; the state is private here.
      afterDeal(state, { rng: Rng.fromSeed(0), emit: () => {}, recording: false, original: (x) => x });
    } else state.actor = pos.actor ?? (top === null ? order[0]! : nextHolder(order, state.sizes, top.seat));
    const { seats: _, options: __, ...fields } = state;
    return { seats: n, options: pos.options ?? {}, fields, seed: pos.seed ?? 0 };
  },
);

/**
 * Adds a seat to a match between hands (V6, D-A18). The new seat's id is the old seat count, and it scores 0 so far.
 * The result is in the `'join'` phase: the Greater Dalmuti chooses the newcomer's Merchant slot with a `joinSlot`
 * move, then the hand is dealt again for the grown table. The record of a match with a join is this saved state plus
 * the moves after it (setup fixes the seat count, so the match cannot be replayed from setup).
 *
 * @remarks Game-specific helper.
 * @param state - a state right after a deal (no decision of the hand made yet)
 * @returns the grown state, loaded (frozen), or why a seat cannot be added now: `state` is not a state `dalmuti.loadState`
 *   accepts, or not right after a deal
 * @example
 * ```ts
 * const grown = addSeat(dalmuti.setup({ seats: 5, seed: 1, hands: 3 }));
 * if (grown.ok) {
 *   let s = grown.value;                                  // phase 'join', the Greater Dalmuti to act
 *   s = dalmuti.applyMove(s, joinSlotMove(3));            // the newcomer, seat 5, takes rank index 3
 * }
 * ```
 * @category Dalmuti
 */
export function addSeat(state: DalmutiState): Result<DalmutiState, StateError> {
  // A state from outside is trusted only once it loads: a forged one is refused with loadState's own error.
  const loaded = dalmuti.loadState(state, { positions: isPlainObject(state) && state.origin === 'position' });
  if (!loaded.ok) return loaded;
  const why = whyNoJoin(state);
  if (why !== null)
    return err({
      code: 'INVALID_STATE',
      message: `cannot add a seat: ${why}`,
      issues: [{ path: '', message: why }],
    });
  const n = state.seats;
  const options = {
    ...state.options,
    initialOrder: state.options.initialOrder === null ? null : [...state.options.initialOrder, n],
  };
  // Every record of the hand goes (its cards are gathered); the match's history stays, the newcomer with 0 points.
  const grown = {
    ...state,
    ...blankFields(n + 1, state.order),
    seats: n + 1,
    options,
    hand: state.hand,
    deals: state.deals,
    phase: 'join',
    seatDraw: state.seatDraw,
    lastFinish: state.lastFinish,
    handPoints: [...state.handPoints, 0],
    scores: [...state.scores, 0],
  };
  return dalmuti.loadState(JSON.parse(JSON.stringify(grown)), { positions: state.origin === 'position' });
}
