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
  const order = state.order;
  const sizes = state.sizes;
  const n = order.length;
  // A plain loop rather than indexOf: on an immer draft every element read is a proxy trap, and indexOf adds more.
  let p = 0;
  while (p < n && order[p] !== seat) p++;
  if (p === n) p = -1; // as indexOf would say
  for (let i = 1; i < n; i++) {
    const o = order[(p + i) % n]!;
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

function endRound(s: Mut, emit: Emit): void {
  const last = s.top!.seat;
  // D-A8: the last player leads again, or if they are out, the nearest active player clockwise from them.
  const leader = s.sizes[last]! > 0 ? last : nextActive(s, last);
  s.top = null;
  s.passes = 0;
  s.passed = 0;
  if (emit === null) {
    // Nobody reads events (the simulator's private state): clear the round in place.
    s.roundLog.length = 0;
  } else {
    emit({ type: 'roundWon', seat: last, leader });
    s.roundLog = [];
  }
  s.actor = leader;
}

function advance(s: Mut, from: Seat, last: Seat, lastHolds: boolean, emit: Emit): void {
  const sizes = s.sizes;
  if (!s.options.passLocksOut) {
    // §4 A-pass: the round ends when every active player other than the last player has passed since the last play.
    // The seats still holding cards are the ones not in `finished` (checkState holds states to that).
    const active = s.seats - s.finished.length;
    const need = lastHolds ? active - 1 : active;
    if (s.passes >= need) {
      endRound(s, emit);
      return;
    }
    s.actor = nextActive(s, from);
    return;
  }
  // passLocksOut: players who passed this round are skipped; reaching the last player (or nobody) ends the round.
  const order = s.order;
  const n = order.length;
  const p = order.indexOf(from);
  for (let i = 1; i < n; i++) {
    const o = order[(p + i) % n]!;
    if (o === last) break;
    if (sizes[o]! > 0 && (s.passed & (1 << o)) === 0) {
      s.actor = o;
      return;
    }
  }
  endRound(s, emit);
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
  const left = s.sizes[seat]! - naturals - jesters;
  s.sizes[seat] = left;
  emit?.({ type: 'setPlayed', seat, rank, naturals, jesters, cardsLeft: left });
  if (left === 0) {
    s.finished.push(seat);
    emit?.({ type: 'playerOut', seat, place: s.finished.length });
    if (s.finished.length === s.seats - 1) {
      // D-A9: only one player holds cards; they finish last and the hand is over.
      const lastOne = nextActive(s, seat);
      s.finished.push(lastOne);
      emit?.({ type: 'playerOut', seat: lastOne, place: s.seats });
      endHand(s, rng, emit);
      return;
    }
  }
  advance(s, seat, seat, left > 0, emit);
  if (s.options.autoPassForced) autoPasses(s, emit);
}

function passOnce(s: Mut, emit: Emit, auto: boolean): void {
  const seat = s.actor!;
  if (auto) s.handMoves++; // an automatic pass leaves the same state as an explicit one (§4)
  s.passes++;
  s.passed |= 1 << seat;
  const log = s.roundLog;
  log[log.length] = encodeRoundEntry(seat, 0, 0, 0); // an indexed append, as in applyPlay
  emit?.({ type: 'passed', seat, auto });
  const last = s.top!.seat;
  advance(s, seat, last, s.sizes[last]! > 0, emit);
}

function autoPasses(s: Mut, emit: Emit): void {
  while (s.phase === 'play' && s.top !== null && !canBeat(s.hands[s.actor!]!, s.top)) passOnce(s, emit, true);
}

/**
 * A-pass (P3): count the pass; end the round when everyone else has passed; otherwise the next active player acts.
 * @param s - the state (mutated)
 * @param emit - event sink, or `null` when nobody reads events
 * @internal
 */
export function applyPass(s: Mut, emit: Emit): void {
  passOnce(s, emit, false);
  if (s.options.autoPassForced) autoPasses(s, emit);
}
