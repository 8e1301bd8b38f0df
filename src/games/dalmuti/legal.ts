/**
 * Legal moves (the one source of truth for legality) and the explanations of illegal ones, with the spec's rule ids.
 *
 * Rejection codes: `WRONG_PHASE` (a move of a type that is not being decided now), `LEADER_CANNOT_PASS` (P1),
 * `NOT_IN_HAND` (V / R5 / D-A13: the cards are not in the hand), `COUNT_MISMATCH` (P2: a follow must match the
 * count), `NOT_BETTER` (P2: the effective rank must be strictly lower), `JESTERS_CANNOT_FOLLOW` (P2, D-A2),
 * `WRONG_GIFT_SIZE` (R5: 2 cards from the Greater Dalmuti, 1 from the Lesser), `NOT_A_MERCHANT` (D-A13),
 * `NOT_A_MERCHANT_SLOT` (D-A18).
 * @module
 */
import { type RuleViolation, violation } from '../../core/index.js';
import { handSize, JESTER, LOWEST_RANK } from './cards.js';
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
import { type DalmutiMove, PASS, playMove } from './moves.js';
import type { DalmutiState, Phase } from './state.js';

/**
 * Who decides now, or `null` when the match is over.
 * @param state - a state
 * @category Rules
 */
export function toAct(state: DalmutiState): number | null {
  // `actor` is null exactly when the phase is 'over' (checkState holds every state to that): one field read.
  return state.actor;
}

/**
 * The play moves of a hand against a top set (§4): every valid set when leading (P1), else every valid set of the
 * same size with a strictly better rank (P2), then PASS (P3).
 * @param hand - counts by rank
 * @param top - `null` to lead, else the top set's rank and size
 * @param out - where to push the moves
 * @category Rules
 */
export function playMoves(
  hand: readonly number[],
  top: { readonly rank: number; readonly naturals: number; readonly jesters: number } | null,
  out: DalmutiMove[],
): void {
  const jesters = hand[JESTER]!;
  if (top === null) {
    for (let r = 1; r <= LOWEST_RANK; r++) {
      const h = hand[r]!;
      for (let k = 1; k <= h; k++) for (let j = 0; j <= jesters; j++) out.push(playMove(r, k, j));
    }
    for (let j = 1; j <= jesters; j++) out.push(playMove(JESTER, 0, j));
    return;
  }
  const c = top.naturals + top.jesters;
  const limit = Math.min(top.rank - 1, LOWEST_RANK);
  const maxJ = Math.min(jesters, c - 1);
  for (let r = 1; r <= limit; r++) {
    const h = hand[r]!;
    if (h === 0) continue;
    for (let j = 0; j <= maxJ; j++) if (c - j <= h) out.push(playMove(r, c - j, j));
  }
  out.push(PASS);
}

/**
 * The Merchant slots a newcomer may take (V6, D-A18).
 * @param seats - M, the number of seats of the grown table
 * @returns the rank indices 2..M−3
 * @category Rules
 */
export function joinSlots(seats: number): number[] {
  const out: number[] = [];
  for (let i = 2; i <= seats - 3; i++) out.push(i);
  return out;
}

/** A follower who cannot beat the top set may only pass: one shared, frozen answer. */
const PASS_ONLY: readonly DalmutiMove[] = Object.freeze([PASS]);

/** The action of a play of `rank` is `(rank − 1)·39 + naturals·3 + jesters` (see `encoding.ts`). */
const PLAY_STRIDE = 39;

/**
 * `LEAD_OFFSETS[J]`: for a leader holding `J` Jesters, the action offsets `naturals·3 + jesters` within one rank, in
 * the order of {@link playMoves} (naturals 1..12, then Jesters 0..J): the first `h·(J + 1)` of them are a rank held
 * `h` times.
 */
const LEAD_OFFSETS: readonly Int32Array[] = [0, 1, 2].map((J) => {
  const out = new Int32Array(LOWEST_RANK * (J + 1));
  let t = 0;
  for (let k = 1; k <= LOWEST_RANK; k++) for (let j = 0; j <= J; j++) out[t++] = k * 3 + j;
  return out;
});

/**
 * {@link playMoves} for the seat to act, in the same order, as actions written into `out` from index 0 (P1, P2,
 * P3).
 * @param hand - counts by rank
 * @param top - the top set, or `null` to lead
 * @param out - the buffer
 * @returns how many actions were written
 */
function playActionsInto(
  hand: readonly number[],
  top: { readonly rank: number; readonly naturals: number; readonly jesters: number } | null,
  out: Int32Array,
): number {
  const jesters = hand[JESTER]!;
  let m = 0;
  if (top === null) {
    // P1: every set of one rank plus 0..jesters Jesters, then Jesters alone.
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
 * Every legal move of the seat to act as its action integer (`encodeMove`), written into `out` from index 0 in the
 * order of {@link legalMoves}: the fast path's enumeration (nothing allocates). Entries past the count are left as
 * they are.
 * @param state - a state
 * @param out - the buffer
 * @returns how many actions were written (0 when the match is over)
 * @category Rules
 */
export function legalActionsInto(state: DalmutiState, out: Int32Array): number {
  const actor = state.actor;
  if (actor === null) return 0;
  const hand = state.hands[actor]!;
  const phase = state.phase;
  if (phase === 'play') return playActionsInto(hand, state.top, out);
  let m = 0;
  switch (phase) {
    case 'revolution':
      out[m++] = DECLARE_ACTION;
      out[m++] = DECLARE_ACTION + 1;
      break;
    case 'tax': {
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
    case 'swap':
      if (!state.swap!.decided) {
        out[m++] = SKIP_SWAP_ACTION;
        for (let i = 3; i <= state.seats - 3; i++) out[m++] = SKIP_SWAP_ACTION + 1 + state.order[i]!;
      } else for (let r = 1; r <= JESTER; r++) if (hand[r]! > 0) out[m++] = SWAP_CARD_ACTION + r - 1;
      break;
    case 'join':
      for (let slot = 2; slot <= state.seats - 3; slot++) out[m++] = JOIN_SLOT_ACTION + slot;
      break;
    case 'over':
      break;
  }
  return m;
}

/** The reused buffer the moves are enumerated into as actions before they are looked up. */
const SCRATCH = new Int32Array(ACTION_COUNT);

/**
 * Every legal move of the seat to act, written into `out` from index 0 in the order of {@link legalMoves} (the
 * moves of {@link legalActionsInto}); entries past the count are left as they are. Allocates nothing.
 * @param state - a state
 * @param out - the buffer
 * @returns how many moves were written (0 when the match is over)
 * @category Rules
 */
export function legalMovesInto(state: DalmutiState, out: DalmutiMove[]): number {
  const m = legalActionsInto(state, SCRATCH);
  for (let i = 0; i < m; i++) out[i] = ACTION_MOVES[SCRATCH[i]!]!;
  return m;
}

/**
 * Every legal move of the seat to act, each once, in a stable order.
 * @param state - a state
 * @returns the moves (shared frozen objects; a follower who can only pass gets a shared frozen `[PASS]`); empty
 *   when the match is over
 * @category Rules
 */
export function legalMoves(state: DalmutiState): readonly DalmutiMove[] {
  const m = legalActionsInto(state, SCRATCH);
  if (m === 1 && SCRATCH[0] === PASS_ACTION) return PASS_ONLY;
  const out = new Array<DalmutiMove>(m);
  for (let i = 0; i < m; i++) out[i] = ACTION_MOVES[SCRATCH[i]!]!;
  return out;
}

const PHASE_OF: Readonly<Record<DalmutiMove['type'], readonly Phase[]>> = {
  play: ['play'],
  pass: ['play'],
  revolution: ['revolution'],
  gift: ['tax'],
  swap: ['swap'],
  swapCard: ['swap'],
  joinSlot: ['join'],
};

const RULE_OF_PHASE: Readonly<Record<Phase, string>> = {
  play: 'P1',
  revolution: 'R4',
  tax: 'R5',
  swap: 'D-A13',
  join: 'D-A18',
  over: '§5',
};

/**
 * Why a well-formed move is not legal now, naming the rule (called only for moves not in {@link legalMoves}).
 * @param state - a state
 * @param move - a parsed move
 * @returns the violation
 * @category Rules
 */
export function explain(state: DalmutiState, move: DalmutiMove): RuleViolation | null {
  const phase = state.phase;
  const actor = state.actor;
  if (actor === null) return violation('GAME_OVER', null, 'the match is over');
  if (!PHASE_OF[move.type].includes(phase)) {
    return violation(
      'WRONG_PHASE',
      RULE_OF_PHASE[phase],
      `a ${move.type} move is not possible now: the ${phase} phase is on`,
    );
  }
  const hand = state.hands[actor]!;
  switch (move.type) {
    case 'pass':
      return violation(
        'LEADER_CANNOT_PASS',
        'P1',
        'the leader of a round must play a set; passing is not allowed',
      );
    case 'play': {
      if ((move.rank !== JESTER && hand[move.rank]! < move.naturals) || hand[JESTER]! < move.jesters) {
        return violation('NOT_IN_HAND', 'V', 'the hand does not hold these cards');
      }
      const top = state.top;
      if (top !== null) {
        const c = top.naturals + top.jesters;
        if (move.naturals + move.jesters !== c) {
          return violation(
            'COUNT_MISMATCH',
            'P2',
            `a follow must have exactly ${c} card${c === 1 ? '' : 's'}`,
          );
        }
        if (move.rank === JESTER) {
          return violation(
            'JESTERS_CANNOT_FOLLOW',
            'P2',
            'Jesters alone count 13 and can never beat a set (D-A2)',
          );
        }
        if (move.rank >= top.rank) {
          return violation(
            'NOT_BETTER',
            'P2',
            `a follow needs a strictly better (lower) rank than ${top.rank}`,
          );
        }
      }
      return violation('ILLEGAL_MOVE', 'P2', 'that set is not allowed now');
    }
    case 'gift': {
      const owed = Math.min(actor === state.order[0] ? 2 : 1, handSize(hand));
      if (move.ranks.length !== owed) {
        return violation('WRONG_GIFT_SIZE', 'R5', `this gift is ${owed} card${owed === 1 ? '' : 's'}`);
      }
      return violation('NOT_IN_HAND', 'R5', 'the hand does not hold these cards');
    }
    case 'swap':
      if (state.swap!.decided)
        return violation('WRONG_PHASE', 'D-A13', 'the swap partner is chosen; now pick a card');
      return violation('NOT_A_MERCHANT', 'D-A13', 'the top Merchant may swap only with another Merchant');
    case 'swapCard':
      if (!state.swap!.decided)
        return violation('WRONG_PHASE', 'D-A13', 'the top Merchant first chooses a partner');
      return violation('NOT_IN_HAND', 'D-A13', 'the hand does not hold that card');
    case 'joinSlot':
      return violation('NOT_A_MERCHANT_SLOT', 'D-A18', 'a newcomer joins as a Merchant');
    case 'revolution':
      return violation('ILLEGAL_MOVE', 'R4', 'that decision is not possible now');
  }
}
