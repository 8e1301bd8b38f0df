/**
 * Rounds of play (§4): playing a set (A-play), passing (A-pass, P3), the end of a round (D-A8), going out (P4) and
 * the end of the hand (D-A9).
 * @module
 */
import type { Rng, Seat } from '../../core/index.js';
import { JESTER } from './cards.js';
import { type Emit, endHand, type Mut } from './hand.js';
import { encodeRoundEntry, type PlayMove } from './moves.js';
import type { DalmutiState, TableSet } from './state.js';

/**
 * The next seat clockwise from `seat` that still holds cards (P4), or −1 if none.
 * @param state - a state
 * @param seat - where to start (excluded)
 * @category Rules
 */
export function nextActive(state: DalmutiState, seat: Seat): Seat {
  return nextHolder(state.order, state.sizes, seat);
}

/**
 * Where `seat` sits in `order` (−1 if nowhere), as `indexOf` says for seats that occur once. A loop without a branch
 * on the data (the seat's position is random, so an early exit would be mispredicted), and no `indexOf` (on an immer
 * draft every element read is a proxy trap, and indexOf adds more).
 * @param order - the rank order (distinct seats 0..12)
 * @param seat - a seat
 */
function positionOf(order: readonly Seat[], seat: Seat): number {
  let at = 0;
  // ((a ^ b) − 1) >> 31 is −1 when a = b and 0 otherwise (small non-negative integers).
  for (let i = 0; i < order.length; i++) at += (i + 1) & (((order[i]! ^ seat) - 1) >> 31);
  return at - 1;
}

/**
 * {@link nextActive} on the rank order and the hand sizes, read once by the caller (each read of a state field costs:
 * a proxy trap on an immer draft, a dictionary lookup on the simulator's copy).
 * @param order - the rank order = clockwise seating
 * @param sizes - per seat, the cards held
 * @param seat - where to start (excluded)
 * @returns the seat, or −1
 */
function nextHolder(order: readonly Seat[], sizes: readonly number[], seat: Seat): Seat {
  const n = order.length;
  let p = positionOf(order, seat);
  if (p < 0) p = n - 1; // (not seated: as indexOf's −1 would say, start from order[0])
  for (let i = 1; i < n; i++) {
    if (++p === n) p = 0;
    const o = order[p]!;
    if (sizes[o]! > 0) return o;
  }
  return -1;
}

/**
 * Whether a hand can beat `top` (P2): a set of the same size and a strictly better (lower) effective rank; Jesters
 * alone never follow.
 * @param hand - counts by rank
 * @param top - the table's top set
 * @category Rules
 */
export function canBeat(hand: readonly number[], top: TableSet): boolean {
  const c = top.naturals + top.jesters;
  const wild = Math.min(hand[JESTER]!, c - 1);
  const limit = Math.min(top.rank - 1, 12);
  for (let r = 1; r <= limit; r++) {
    const h = hand[r]!;
    if (h > 0 && h + wild >= c) return true;
  }
  return false;
}

function endRound(s: Mut, order: readonly Seat[], sizes: readonly number[], last: Seat, emit: Emit): void {
  // D-A8: the last player leads again, or if they are out, the nearest active player clockwise from them.
  const leader = sizes[last]! > 0 ? last : nextHolder(order, sizes, last);
  s.top = null;
  s.passes = 0;
  s.passed = 0;
  emit?.({ type: 'roundWon', seat: last, leader });
  // A new array rather than `length = 0` (a runtime call that drops the backing store all the same).
  s.roundLog = [];
  s.actor = leader;
}

/**
 * After a play or a pass by `from`: the next player acts, or the round ends (§4 A-pass, D-A8).
 * @param s - the state (mutated)
 * @param order - `s.order`
 * @param sizes - `s.sizes` (as updated by the move)
 * @param passes - `s.passes` after the move
 * @param from - who just acted
 * @param last - the round's last player (who played the top set)
 * @param lockOut - `passLocksOut`
 * @param emit - event sink
 */
function advance(
  s: Mut,
  order: readonly Seat[],
  sizes: readonly number[],
  passes: number,
  from: Seat,
  last: Seat,
  lockOut: boolean,
  emit: Emit,
): void {
  const n = order.length;
  if (!lockOut) {
    // §4 A-pass: the round ends when every active player other than the last player has passed since the last play.
    // One loop finds where `from` sits and counts the seats holding cards, without a branch on the data
    // (((a ^ b) − 1) >> 31 is −1 when a = b and 0 otherwise; −x >>> 31 is 1 when x > 0).
    let at = 0;
    let active = 0;
    for (let i = 0; i < n; i++) {
      const o = order[i]!;
      at += (i + 1) & (((o ^ from) - 1) >> 31);
      active += -sizes[o]! >>> 31;
    }
    if (passes > 0 && passes >= (sizes[last]! > 0 ? active - 1 : active)) {
      endRound(s, order, sizes, last, emit);
      return;
    }
    // The next seat clockwise from `from` that holds cards (P4); `at` is its position + 1 (0: not seated, as
    // indexOf's −1 would say, start from order[0]).
    let p = at > 0 ? at - 1 : n - 1;
    let next = -1;
    for (let i = 1; i < n; i++) {
      if (++p === n) p = 0;
      const o = order[p]!;
      if (sizes[o]! > 0) {
        next = o;
        break;
      }
    }
    s.actor = next;
    return;
  }
  // passLocksOut: players who passed this round are skipped; reaching the last player (or nobody) ends the round.
  const passed = s.passed;
  const p = positionOf(order, from);
  for (let i = 1; i < n; i++) {
    const o = order[(p + i) % n]!;
    if (o === last) break;
    if (sizes[o]! > 0 && (passed & (1 << o)) === 0) {
      s.actor = o;
      return;
    }
  }
  endRound(s, order, sizes, last, emit);
}

/**
 * A-play: the set leaves the hand for the table; a player who empties their hand goes out; when one player still
 * holds cards the hand ends at once (D-A9).
 * @param s - the state (mutated)
 * @param move - a legal play
 * @param rng - the random stream (for the next deal)
 * @param emit - event sink, or `null` when nobody reads events
 * @internal
 */
export function applyPlay(s: Mut, move: PlayMove, rng: Rng, emit: Emit): void {
  const seat = s.actor!;
  const rank = move.rank;
  const naturals = move.naturals;
  const jesters = move.jesters;
  const hand = s.hands[seat]!;
  const played = s.played;
  // Unchanged counts are not written (fewer draft operations under immer; the same state).
  if (naturals > 0) {
    hand[rank]! -= naturals;
    played[rank]! += naturals;
  }
  if (jesters > 0) {
    hand[JESTER]! -= jesters;
    played[JESTER]! += jesters;
  }
  const top = emit === null ? s.top : null; // (read only when it may be reused: a read on a draft makes a proxy)
  if (top !== null) {
    // The simulator's private state: reuse the top set object (same keys, same order, same JSON).
    top.seat = seat;
    top.rank = rank;
    top.naturals = naturals;
    top.jesters = jesters;
  } else s.top = { seat, rank, naturals, jesters };
  if (s.passes !== 0) s.passes = 0;
  // An indexed append, not push: on an immer draft push costs two more proxy traps (the same array either way).
  const log = s.roundLog;
  log[log.length] = encodeRoundEntry(seat, rank, naturals, jesters);
  const sizes = s.sizes;
  const left = sizes[seat]! - naturals - jesters;
  sizes[seat] = left;
  emit?.({ type: 'setPlayed', seat, rank, naturals, jesters, cardsLeft: left });
  const order = s.order;
  if (left === 0) {
    const finished = s.finished;
    finished.push(seat);
    emit?.({ type: 'playerOut', seat, place: finished.length });
    if (finished.length === order.length - 1) {
      // D-A9: only one player holds cards; they finish last and the hand is over.
      const lastOne = nextHolder(order, sizes, seat);
      finished.push(lastOne);
      emit?.({ type: 'playerOut', seat: lastOne, place: order.length });
      endHand(s, rng, emit);
      return;
    }
  }
  const options = s.options;
  advance(s, order, sizes, 0, seat, seat, options.passLocksOut, emit);
  if (options.autoPassForced) autoPasses(s, emit);
}

function passOnce(s: Mut, emit: Emit, auto: boolean, lockOut: boolean): void {
  const seat = s.actor!;
  if (auto) s.handMoves++; // an automatic pass leaves the same state as an explicit one (§4)
  const passes = s.passes + 1;
  s.passes = passes;
  s.passed |= 1 << seat;
  const log = s.roundLog;
  log[log.length] = encodeRoundEntry(seat, 0, 0, 0); // an indexed append, as in applyPlay
  emit?.({ type: 'passed', seat, auto });
  advance(s, s.order, s.sizes, passes, seat, s.top!.seat, lockOut, emit);
}

function autoPasses(s: Mut, emit: Emit): void {
  const lockOut = s.options.passLocksOut;
  while (s.phase === 'play' && s.top !== null && !canBeat(s.hands[s.actor!]!, s.top))
    passOnce(s, emit, true, lockOut);
}

/**
 * A-pass (P3): count the pass; end the round when everyone else has passed; otherwise the next active player acts.
 * @param s - the state (mutated)
 * @param emit - event sink, or `null` when nobody reads events
 * @internal
 */
export function applyPass(s: Mut, emit: Emit): void {
  const options = s.options;
  passOnce(s, emit, false, options.passLocksOut);
  if (options.autoPassForced) autoPasses(s, emit);
}
