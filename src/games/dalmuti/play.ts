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
  const n = order.length;
  const p = order.indexOf(seat);
  for (let i = 1; i < n; i++) {
    const o = order[(p + i) % n]!;
    if (state.sizes[o]! > 0) return o;
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

function activeCount(s: DalmutiState): number {
  let n = 0;
  for (const size of s.sizes) if (size > 0) n++;
  return n;
}

function endRound(s: Mut, emit: Emit): void {
  const last = s.top!.seat;
  // D-A8: the last player leads again, or if they are out, the nearest active player clockwise from them.
  const leader = s.sizes[last]! > 0 ? last : nextActive(s, last);
  emit({ type: 'roundWon', seat: last, leader });
  s.top = null;
  s.passes = 0;
  s.passed = 0;
  s.roundLog = [];
  s.actor = leader;
}

function advance(s: Mut, from: Seat, emit: Emit): void {
  const last = s.top!.seat;
  if (!s.options.passLocksOut) {
    // §4 A-pass: the round ends when every active player other than the last player has passed since the last play.
    const active = activeCount(s);
    const need = s.sizes[last]! > 0 ? active - 1 : active;
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
    if (s.sizes[o]! > 0 && (s.passed & (1 << o)) === 0) {
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
 * @param emit - event sink
 * @internal
 */
export function applyPlay(s: Mut, move: PlayMove, rng: Rng, emit: Emit): void {
  const seat = s.actor!;
  const hand = s.hands[seat]!;
  if (move.rank !== JESTER) {
    hand[move.rank]! -= move.naturals;
    s.played[move.rank]! += move.naturals;
  }
  hand[JESTER]! -= move.jesters;
  s.played[JESTER]! += move.jesters;
  s.top = { seat, rank: move.rank, naturals: move.naturals, jesters: move.jesters };
  s.passes = 0;
  s.roundLog.push(encodeRoundEntry(seat, move.rank, move.naturals, move.jesters));
  const left = s.sizes[seat]! - move.naturals - move.jesters;
  s.sizes[seat] = left;
  emit({
    type: 'setPlayed',
    seat,
    rank: move.rank,
    naturals: move.naturals,
    jesters: move.jesters,
    cardsLeft: left,
  });
  if (left === 0) {
    s.finished.push(seat);
    emit({ type: 'playerOut', seat, place: s.finished.length });
    if (s.finished.length === s.seats - 1) {
      // D-A9: only one player holds cards; they finish last and the hand is over.
      const lastOne = nextActive(s, seat);
      s.finished.push(lastOne);
      emit({ type: 'playerOut', seat: lastOne, place: s.seats });
      endHand(s, rng, emit);
      return;
    }
  }
  advance(s, seat, emit);
  autoPasses(s, emit);
}

function passOnce(s: Mut, emit: Emit, auto: boolean): void {
  const seat = s.actor!;
  if (auto) s.handMoves++; // an automatic pass leaves the same state as an explicit one (§4)
  s.passes++;
  s.passed |= 1 << seat;
  s.roundLog.push(encodeRoundEntry(seat, 0, 0, 0));
  emit({ type: 'passed', seat, auto });
  advance(s, seat, emit);
}

function autoPasses(s: Mut, emit: Emit): void {
  if (!s.options.autoPassForced) return;
  while (s.phase === 'play' && s.top !== null && !canBeat(s.hands[s.actor!]!, s.top)) passOnce(s, emit, true);
}

/**
 * A-pass (P3): count the pass; end the round when everyone else has passed; otherwise the next active player acts.
 * @param s - the state (mutated)
 * @param emit - event sink
 * @internal
 */
export function applyPass(s: Mut, emit: Emit): void {
  passOnce(s, emit, false);
  autoPasses(s, emit);
}
