/**
 * The rules: setup, who acts, the legal moves (the one source of truth for legality) and `apply`, which runs one
 * decision and every forced step after it — the rounds of play (§4: P1–P4, A-play, A-pass, D-A8), going out, the end
 * of a hand (§5, D-A9, R2) and the next deal (R3). The stages between a deal and the first lead are in `taxes.ts`,
 * the first seating and joins in `seating.ts`.
 *
 * `apply` is one code path for the simulator and `applyMove`: it changes the state in place (an immer draft on
 * `applyMove`, the simulator's private copy on the fast path).
 * @module
 */
import {
  cardsOf,
  type Draft,
  dealtEvent,
  type GameFields,
  matchOverEvent,
  type Rng,
  type RuleContext,
  type Seat,
  shuffle,
} from '../../core/index.js';
import { deckCounts, JESTER, LOWEST_RANK } from './cards.js';
import {
  ACTION_COUNT,
  ACTION_MOVES,
  DECLARE_ACTION,
  GIFT1_ACTION,
  GIFT2_ACTION,
  JOIN_SLOT_ACTION,
  PASS_ACTION,
  SKIP_SWAP_ACTION,
  SWAP_CARD_ACTION,
} from './encoding.js';
import type { DalmutiEvent } from './events.js';
import { type DalmutiMove, PASS, type PlayMove } from './moves.js';
import type { DalmutiOptions } from './options.js';
import { handPoints, score, winners } from './score.js';
import { firstSeating, seatNewcomer } from './seating.js';
import { type DalmutiState, encodeRoundEntry, type TableSet } from './state.js';
import { applyGift, applyRevolution, applySwap, applySwapCard, beginSwap, beginTax } from './taxes.js';

/** A state as the rules change it: an immer draft on `applyMove`, the simulator's private copy on the fast path. */
export type State = Draft<DalmutiState>;
/** What the rules receive besides the state: the random stream, and `emit` for Dalmuti's events. */
export type Context = RuleContext<DalmutiEvent>;

// ---------------------------------------------------------------------------------------------------------------
// Setup and the deal

/** The full deck's cards in rank order (without V5 the deck does not depend on the seats). */
const FULL_DECK: readonly number[] = cardsOf(deckCounts(4, false));

/** The pile of the full deck, refilled and shuffled at every deal (one array for every deal). */
const PILE: number[] = FULL_DECK.slice();

/** The deck of the match, in rank order, shuffled. */
function shuffledPile(seats: number, shortDeck: boolean, rng: Rng): readonly number[] {
  if (shortDeck) return shuffle(rng, cardsOf(deckCounts(seats, true)));
  for (let i = 0; i < FULL_DECK.length; i++) PILE[i] = FULL_DECK[i]!;
  return shuffle(rng, PILE);
}

/** The hands of a deal: per seat, its cards as counts by rank, and how many cards it holds. */
type Deal = { hands: number[][]; sizes: number[] };

/**
 * R3: the hands of a deal to the rank order `order` from a fresh shuffle of the deck: one card at a time from the top
 * of the pile, clockwise, starting with the Greater Dalmuti (so the first `D mod N` ranks get one card more).
 * @param order - the rank order, best first
 * @param n - the number of seats
 * @param shortDeck - V5
 * @param rng - the match's stream: the shuffle draws `D − 1` integers from it
 * @returns per seat, counts by rank, and the sizes
 */
export function dealHands(order: readonly Seat[], n: number, shortDeck: boolean, rng: Rng): Deal {
  const pile = shuffledPile(n, shortDeck, rng);
  const hands: number[][] = [];
  const sizes: number[] = [];
  for (let i = 0; i < n; i++) {
    hands.push([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]); // RANK_SLOTS zeros (a packed array of small integers)
    sizes.push(0);
  }
  // Counts by rank straight from the pile: core's `deal` would hand out card lists to be counted again.
  // The i-th rank gets the cards i, i + n, i + 2n, … from the top (the end of the pile).
  const top = pile.length - 1;
  for (let i = 0; i < n; i++) {
    const seat = order[i]!;
    const hand = hands[seat]!;
    let count = 0;
    for (let k = top - i; k >= 0; k -= n) {
      hand[pile[k]!]!++;
      count++;
    }
    sizes[seat] = count;
  }
  return { hands, sizes };
}

/**
 * R3: deals a new hand to the rank order in `state.order`, one card at a time from the top of the pile, clockwise,
 * starting with the Greater Dalmuti (so the first `D mod N` ranks get one card more), and runs what follows a deal.
 */
function startHand(state: State, ctx: Context): void {
  const { hands, sizes } = dealHands(state.order, state.seats, state.options.shortDeck, ctx.rng);
  state.hands = hands;
  state.sizes = sizes;
  state.played = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  state.revolution = null;
  state.tax = null;
  state.swap = null;
  state.top = null;
  state.passes = 0;
  state.passed = 0;
  state.roundLog = [];
  state.finished = [];
  state.handMoves = 0;
  // Deals are counted over the match: setup's is the first (never reported), a new hand's and a re-deal after a join
  // (V6) each add one, so `dealt` events number the deals 2, 3, … whatever caused them.
  const deals = state.deals + 1;
  state.deals = deals;
  if (ctx.recording) ctx.emit(dealtEvent(deals));
  afterDeal(state, ctx);
}

/**
 * What follows a deal: the revolution decision if a seat was dealt both Jesters (R4, D-A6; under V3 in the first hand
 * only the Greater Peon's counts), then taxation (R5) — none in the first hand under V3 — or play.
 * @param state - the state, just dealt
 * @param ctx - the rule context
 */
export function afterDeal(state: State, ctx: Context): void {
  const n = state.seats;
  const hands = state.hands;
  let holder = -1;
  for (let seat = 0; seat < n; seat++) if (hands[seat]![JESTER] === 2) holder = seat;
  const v3 = state.options.firstDealRevolution && state.hand === 1;
  if (holder >= 0 && (!v3 || holder === state.order[n - 1])) {
    state.phase = 'revolution';
    state.actor = holder;
    return;
  }
  if (v3) beginPlay(state);
  else beginTax(state, ctx);
}

/**
 * R7: play begins; the Greater Dalmuti (after a Greater Revolution, the former Greater Peon) leads the first round.
 * @param state - the state
 */
export function beginPlay(state: State): void {
  state.phase = 'play';
  state.actor = state.order[0]!;
  state.top = null;
  state.passes = 0;
  state.passed = 0;
}

const noop = (): void => {};

/**
 * Deals the first hand: the first seating (R1), then the deal (R3) and what follows it.
 * @param seats - the number of players
 * @param options - normalized options
 * @param rng - the match's random stream
 * @returns the game's fields of the first state
 */
export function setup(seats: number, options: DalmutiOptions, rng: Rng): GameFields<DalmutiState> {
  const { order, seatDraw } = firstSeating(seats, options, rng);
  const zeros: number[] = [];
  for (let i = 0; i < seats; i++) zeros.push(0);
  // The state under construction carries seats and options (the rules read them); its other fields, in the state's
  // key order, are the game's fields. A literal, not `blankFields`: setup runs once per playout, and this is faster.
  const state = {
    seats,
    options,
    hand: 1,
    deals: 0, // the deal below is the first
    phase: 'play',
    actor: null,
    order,
    hands: [],
    sizes: [],
    played: [],
    seatDraw,
    revolution: null,
    tax: null,
    swap: null,
    top: null,
    passes: 0,
    passed: 0,
    roundLog: [],
    finished: [],
    lastFinish: [],
    handPoints: zeros,
    scores: zeros.slice(),
    handMoves: 0,
  } as unknown as State;
  startHand(state, { rng, emit: noop, recording: false, original: (x) => x });
  const { seats: _seats, options: _options, ...fields } = state;
  return fields;
}

// ---------------------------------------------------------------------------------------------------------------
// Who acts, and the legal moves

/**
 * Who decides now, or `null` when the match is over.
 * @param state - a state
 */
export function toAct(state: DalmutiState): Seat | null {
  // `actor` is null exactly when the phase is 'over' (checkState holds every state to that): one field read.
  return state.actor;
}

/** The action of a play of `rank` is `(rank − 1)·39 + naturals·3 + jesters` (see `encoding.ts`). */
const PLAY_STRIDE = 39;

/**
 * `LEAD_OFFSETS[J]`: for a leader holding `J` Jesters, the action offsets `naturals·3 + jesters` within one rank, in
 * the order of the legal moves (naturals 1..12, then Jesters 0..J): the first `h·(J + 1)` of them are a rank held `h`
 * times.
 */
const LEAD_OFFSETS: readonly Int32Array[] = [0, 1, 2].map((J) => {
  const out = new Int32Array(LOWEST_RANK * (J + 1));
  let t = 0;
  for (let k = 1; k <= LOWEST_RANK; k++) for (let j = 0; j <= J; j++) out[t++] = k * 3 + j;
  return out;
});

/**
 * The plays of a hand against a top set, as actions written into `out` from index 0: every valid set when leading
 * (P1: `naturals` of one rank plus 0..J Jesters, rank by rank, then Jesters alone), else every valid set of the same
 * size with a strictly better rank (P2), then the pass (P3).
 * @returns how many actions were written
 */
function playActionsInto(hand: readonly number[], top: TableSet | null, out: Int32Array): number {
  const jesters = hand[JESTER]!;
  let m = 0;
  if (top === null) {
    if (jesters === 0) {
      // No Jester: one set per count 1..h of each rank held, actions (r − 1)·39 + 3k.
      let base = 0;
      for (let r = 1; r <= LOWEST_RANK; r++) {
        const h = hand[r]!;
        for (let a = base + 3, end = base + 3 * h; a <= end; a += 3) out[m++] = a;
        base += PLAY_STRIDE;
      }
      return m;
    }
    const offsets = LEAD_OFFSETS[jesters]!;
    const per = jesters + 1;
    for (let r = 1; r <= LOWEST_RANK; r++) {
      const base = (r - 1) * PLAY_STRIDE;
      const count = hand[r]! * per;
      for (let t = 0; t < count; t++) out[m + t] = base + offsets[t]!;
      m += count;
    }
    for (let j = 1; j <= jesters; j++) out[m++] = (JESTER - 1) * PLAY_STRIDE + j;
    return m;
  }
  // P2: the same count c, a strictly better rank; j Jesters stand in for c − j naturals (j ≥ c − h), j ascending.
  // Jesters alone (13) never beat anything.
  const c = top.naturals + top.jesters;
  const limit = Math.min(top.rank - 1, LOWEST_RANK);
  const maxJ = Math.min(jesters, c - 1);
  if (maxJ === 0) {
    // No Jester can help (none held, or singles): one set per rank holding c or more, written for every rank and
    // kept by the count, without a branch on the hand ((c − 1 − h) >>> 31 is 1 when h ≥ c).
    let action = 3 * c; // rank 1, c naturals
    for (let r = 1; r <= limit; r++) {
      out[m] = action;
      m += (c - 1 - hand[r]!) >>> 31;
      action += PLAY_STRIDE;
    }
    out[m++] = PASS_ACTION;
    return m;
  }
  const need = c - maxJ; // the fewest naturals that make a set of c with the Jesters at hand
  for (let r = 1; r <= limit; r++) {
    const h = hand[r]!;
    if (h < need) continue;
    const first = (r - 1) * PLAY_STRIDE + 3 * c; // (c − j)·3 + j = first − 2j
    for (let j = Math.max(c - h, 0); j <= maxJ; j++) out[m++] = first - 2 * j;
  }
  out[m++] = PASS_ACTION;
  return m;
}

/**
 * Every legal move of the seat to act as its action integer (`encoding.encodeMove`), written into `out` from index 0
 * in the order of {@link legalMoves}: the fast path's enumeration (nothing allocates). Entries past the count are left
 * as they are.
 * @param state - a state
 * @param out - the buffer
 * @returns how many actions were written (0 when the match is over)
 */
export function legalActionsInto(state: DalmutiState, out: Int32Array): number {
  const actor = state.actor;
  if (actor === null) return 0;
  const hand = state.hands[actor]!;
  const phase = state.phase;
  if (phase === 'play') return playActionsInto(hand, state.top, out);
  let m = 0;
  switch (phase) {
    case 'revolution': // R4: declare or decline
      out[m++] = DECLARE_ACTION;
      out[m++] = DECLARE_ACTION + 1;
      break;
    case 'tax': {
      // R5: the Greater Dalmuti gives any 2 cards (a multiset by rank), the Lesser Dalmuti any 1.
      const owed = Math.min(actor === state.order[0] ? 2 : 1, state.sizes[actor]!);
      for (let a = 1; a <= JESTER; a++) {
        if (hand[a] === 0) continue;
        if (owed === 1) out[m++] = GIFT1_ACTION + a - 1;
        else
          for (let b = a; b <= JESTER; b++)
            if (hand[b]! >= (a === b ? 2 : 1)) out[m++] = GIFT2_ACTION + (a - 1) * 13 + b - 1;
      }
      break;
    }
    case 'swap': // V4, D-A13: skip or another Merchant; then a card from the hand
      if (!state.swap!.decided) {
        out[m++] = SKIP_SWAP_ACTION;
        for (let i = 3; i <= state.seats - 3; i++) out[m++] = SKIP_SWAP_ACTION + 1 + state.order[i]!;
      } else for (let r = 1; r <= JESTER; r++) if (hand[r]! > 0) out[m++] = SWAP_CARD_ACTION + r - 1;
      break;
    case 'join': // V6, D-A18: a Merchant slot of the grown table
      for (let slot = 2; slot <= state.seats - 3; slot++) out[m++] = JOIN_SLOT_ACTION + slot;
      break;
  }
  return m;
}

/** The reused buffer the moves are enumerated into as actions before they are looked up. */
const SCRATCH = new Int32Array(ACTION_COUNT);

/**
 * Every legal move of the seat to act, written into `out` from index 0 in the order of {@link legalMoves}; entries
 * past the count are left as they are. Allocates nothing (a direct lookup: measurably faster in a step-by-step loop
 * than the simulator's decoding of {@link legalActionsInto}).
 * @param state - a state
 * @param out - the buffer
 * @returns how many moves were written (0 when the match is over)
 */
export function legalMovesInto(state: DalmutiState, out: DalmutiMove[]): number {
  const m = legalActionsInto(state, SCRATCH);
  for (let i = 0; i < m; i++) out[i] = ACTION_MOVES[SCRATCH[i]!]!;
  return m;
}

/** A follower who cannot beat the top set may only pass: one shared, frozen answer. */
const PASS_ONLY: readonly DalmutiMove[] = Object.freeze([PASS]);

/**
 * Every legal move of the seat to act, each once, in a stable order.
 * @param state - a state
 * @returns the moves (shared frozen objects); empty when the match is over
 */
export function legalMoves(state: DalmutiState): readonly DalmutiMove[] {
  const m = legalActionsInto(state, SCRATCH);
  if (m === 1 && SCRATCH[0] === PASS_ACTION) return PASS_ONLY;
  const out = new Array<DalmutiMove>(m);
  for (let i = 0; i < m; i++) out[i] = ACTION_MOVES[SCRATCH[i]!]!;
  return out;
}

/**
 * Whether a hand can beat `top` (P2): a set of the same size and a strictly better (lower) effective rank; Jesters
 * alone never follow.
 * @param hand - counts by rank
 * @param top - the table's top set
 */
export function canBeat(hand: readonly number[], top: TableSet): boolean {
  const c = top.naturals + top.jesters;
  const wild = Math.min(hand[JESTER]!, c - 1);
  const limit = Math.min(top.rank - 1, LOWEST_RANK);
  for (let r = 1; r <= limit; r++) {
    const h = hand[r]!;
    if (h > 0 && h + wild >= c) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// Rounds of play

/**
 * Where `seat` sits in `order` (−1 if nowhere). A loop without a branch on the data (the seat's position is random, so
 * an early exit would be mispredicted): ((a ^ b) − 1) >> 31 is −1 when a = b and 0 otherwise.
 */
function positionOf(order: readonly Seat[], seat: Seat): number {
  let at = 0;
  for (let i = 0; i < order.length; i++) at += (i + 1) & (((order[i]! ^ seat) - 1) >> 31);
  return at - 1;
}

/**
 * P4: the next seat clockwise from `seat` (excluded) that still holds cards, or −1.
 * @param order - the seating, clockwise
 * @param sizes - per seat, the cards held
 * @param seat - where to start (excluded)
 */
export function nextHolder(order: readonly Seat[], sizes: readonly number[], seat: Seat): Seat {
  const n = order.length;
  let p = positionOf(order, seat);
  if (p < 0) p = n - 1; // not seated: start from order[0]
  for (let i = 1; i < n; i++) {
    if (++p === n) p = 0;
    const o = order[p]!;
    if (sizes[o]! > 0) return o;
  }
  return -1;
}

/** A-pass, D-A8: the round is over; its last player leads again, or if they are out, the nearest holder clockwise. */
function endRound(
  state: State,
  order: readonly Seat[],
  sizes: readonly number[],
  last: Seat,
  ctx: Context,
): void {
  const leader = sizes[last]! > 0 ? last : nextHolder(order, sizes, last);
  state.top = null;
  state.passes = 0;
  state.passed = 0;
  state.roundLog = [];
  state.actor = leader;
  if (ctx.recording) ctx.emit({ type: 'roundWon', seat: last, leader });
}

/**
 * The seat next in turn after a play or a pass by `from` (P3, P4, A-pass, D-A8), or −1 when the round is over.
 * Without `passLocksOut` the round ends when every active player other than the last player has passed since the
 * last play, else the next seat clockwise that holds cards acts; with it (the other reading of D-A1), players who
 * passed this round are skipped, and reaching the last player (or nobody) ends the round.
 * @param order - the seating, clockwise
 * @param sizes - per seat, the cards held
 * @param active - how many seats hold cards
 * @param passes - the passes since the last play, this move's included
 * @param passed - bit mask of the seats that passed this round
 * @param from - the seat that just moved
 * @param last - the round's last player (who played the top set)
 * @param lockOut - `passLocksOut`
 */
export function nextInTurn(
  order: readonly Seat[],
  sizes: readonly number[],
  active: number,
  passes: number,
  passed: number,
  from: Seat,
  last: Seat,
  lockOut: boolean,
): Seat {
  const n = order.length;
  if (!lockOut) {
    if (passes > 0 && passes >= (sizes[last]! > 0 ? active - 1 : active)) return -1;
    return nextHolder(order, sizes, from);
  }
  const p = positionOf(order, from);
  for (let i = 1; i < n; i++) {
    const o = order[(p + i) % n]!;
    if (o === last) break;
    if (sizes[o]! > 0 && (passed & (1 << o)) === 0) return o;
  }
  return -1;
}

/**
 * After a play or a pass by `from`: the next player acts, or the round ends (A-pass, D-A8).
 * @param passes - `state.passes` after the move
 * @param last - the round's last player (who played the top set)
 */
function advance(
  state: State,
  order: readonly Seat[],
  sizes: readonly number[],
  passes: number,
  from: Seat,
  last: Seat,
  lockOut: boolean,
  ctx: Context,
): void {
  const active = order.length - state.finished.length; // P4: the seats not in `finished` hold cards
  const passed = lockOut ? state.passed : 0; // read only where it counts (a draft's reads cost)
  const next = nextInTurn(order, sizes, active, passes, passed, from, last, lockOut);
  if (next < 0) endRound(state, order, sizes, last, ctx);
  else state.actor = next;
}

/**
 * A-play: the set leaves the hand for the table and becomes the top set; a player who empties their hand goes out
 * (P4); when one player still holds cards the hand ends at once (D-A9).
 */
function play(state: State, move: PlayMove, ctx: Context): void {
  const seat = state.actor!;
  const rank = move.rank;
  const naturals = move.naturals;
  const jesters = move.jesters;
  const hands = state.hands;
  const hand = hands[seat]!;
  const played = state.played;
  if (naturals > 0) {
    hand[rank]! -= naturals;
    played[rank]! += naturals;
  }
  if (jesters > 0) {
    hand[JESTER]! -= jesters;
    played[JESTER]! += jesters;
  }
  if (state.top === null) state.top = { seat, rank, naturals, jesters };
  else {
    // The same keys in the same order as a new set: written over the (copy of the) previous top set.
    const top = state.top;
    top.seat = seat;
    top.rank = rank;
    top.naturals = naturals;
    top.jesters = jesters;
  }
  state.passes = 0;
  const log = state.roundLog;
  log.push(encodeRoundEntry(seat, rank, naturals, jesters));
  const sizes = state.sizes;
  const left = sizes[seat]! - naturals - jesters;
  sizes[seat] = left;
  if (ctx.recording) ctx.emit({ type: 'setPlayed', seat, rank, naturals, jesters, cardsLeft: left });
  const order = state.order;
  if (left === 0) {
    const finished = state.finished;
    finished.push(seat);
    if (ctx.recording) ctx.emit({ type: 'playerOut', seat, place: finished.length });
    if (finished.length === order.length - 1) {
      // D-A9: only one player holds cards; they finish last and the hand is over.
      const lastOne = nextHolder(order, sizes, seat);
      finished.push(lastOne);
      if (ctx.recording) ctx.emit({ type: 'playerOut', seat: lastOne, place: order.length });
      endHand(state, ctx);
      return;
    }
  }
  const options = state.options;
  advance(state, order, sizes, 0, seat, seat, options.passLocksOut, ctx);
  if (options.autoPassForced) autoPasses(state, ctx);
}

/** A-pass, P3: counts the pass; the round ends when everyone else has passed, else the next holder acts. */
function passOnce(state: State, ctx: Context, auto: boolean, lockOut: boolean): void {
  const seat = state.actor!;
  if (auto) state.handMoves++; // an automatic pass leaves the same state as an explicit one (§4)
  const passes = state.passes + 1;
  state.passes = passes;
  state.passed |= 1 << seat;
  const log = state.roundLog;
  log.push(encodeRoundEntry(seat, 0, 0, 0));
  if (ctx.recording) ctx.emit({ type: 'passed', seat, auto });
  advance(state, state.order, state.sizes, passes, seat, state.top!.seat, lockOut, ctx);
}

/** `autoPassForced` (§4): the engine passes for every follower whose only legal move is a pass. */
function autoPasses(state: State, ctx: Context): void {
  const lockOut = state.options.passLocksOut;
  while (state.phase === 'play' && state.top !== null && !canBeat(state.hands[state.actor!]!, state.top))
    passOnce(state, ctx, true, lockOut);
}

function pass(state: State, ctx: Context): void {
  const options = state.options;
  passOnce(state, ctx, false, options.passLocksOut);
  if (options.autoPassForced) autoPasses(state, ctx);
}

/**
 * §5, R2: the hand is over (the finishing order is complete). Scores it (V1, V2), then deals the next hand to the new
 * rank order, or ends the match.
 */
function endHand(state: State, ctx: Context): void {
  const points = handPoints(state.options, state.order, state.finished);
  const scores = state.scores;
  for (let seat = 0; seat < state.seats; seat++) scores[seat] = scores[seat]! + points[seat]!;
  state.handPoints = points;
  state.lastFinish = state.finished.slice();
  if (ctx.recording)
    ctx.emit({
      type: 'handOver',
      hand: state.hand,
      finishingOrder: state.finished.slice(),
      points: points.slice(),
      scores: scores.slice(),
    });
  if (state.hand >= state.options.hands) {
    state.phase = 'over';
    state.actor = null;
    if (ctx.recording) ctx.emit(matchOverEvent(score(state), winners(state)));
    return;
  }
  state.hand++;
  state.order = state.finished.slice();
  startHand(state, ctx);
}

// ---------------------------------------------------------------------------------------------------------------
// The move dispatcher

/**
 * Applies a legal move and every forced step after it.
 * @param state - the state, changed in place
 * @param move - a move from `legalMoves`
 * @param ctx - the random stream, the event sink and the writer
 */
export function apply(state: State, move: DalmutiMove, ctx: Context): void {
  state.handMoves++;
  // The most frequent move, found by identity (the shared pass) before the dispatch on its type.
  if (move === PASS) {
    pass(state, ctx);
    return;
  }
  switch (move.type) {
    case 'play':
      play(state, move, ctx);
      return;
    case 'pass':
      pass(state, ctx);
      return;
    case 'revolution':
      if (applyRevolution(state, move, ctx)) beginTax(state, ctx);
      else beginPlay(state);
      return;
    case 'gift':
      // After taxation: the merchant swap (V4), or play.
      if (applyGift(state, move, ctx) && !beginSwap(state)) beginPlay(state);
      return;
    case 'swap':
      if (applySwap(state, move, ctx.rng, ctx)) beginPlay(state);
      return;
    case 'swapCard':
      if (applySwapCard(state, move, ctx)) beginPlay(state);
      return;
    case 'joinSlot':
      seatNewcomer(state, move, ctx);
      startHand(state, ctx);
      return;
  }
}
