/**
 * V6 (D-A18): joining a match in progress. A newcomer joins between hands as a Merchant; the Greater Dalmuti chooses
 * the slot when there is more than one.
 *
 * {@link addSeat} takes a state right after a deal (no decision of the hand made yet), adds seat `seats` (the next
 * id), gathers the cards and asks the Greater Dalmuti for the slot (`{ type: 'joinSlot', slot }`); that move re-deals
 * the hand to the grown table. A record cannot replay such a match from setup alone (setup fixes the seat count): the
 * record of a match with a join is the saved state returned by `addSeat` plus the moves after it.
 * @module
 */
import { err, InvalidStateError, ok, type Result, type Rng, type StateError } from '../../core/index.js';
import { RANK_SLOTS } from './cards.js';
import { type Emit, type Mut, startHand } from './hand.js';
import type { JoinSlotMove } from './moves.js';
import type { DalmutiState } from './state.js';

/**
 * Whether a newcomer may join now: the hand has just been dealt (no move made in it), the match is not over, and the
 * table has room (8 seats, or 13 with `allowLargeTables`).
 * @param state - a state
 * @returns `null` when allowed, else why not
 * @category Join
 */
export function whyNoJoin(state: DalmutiState): string | null {
  if (state.phase === 'over') return 'the match is over';
  if (state.phase === 'join') return 'a newcomer is already waiting for a slot';
  if (state.handMoves !== 0)
    return 'a newcomer joins only between hands (right after a deal, before any decision)';
  const max = state.options.allowLargeTables ? 13 : 8;
  if (state.seats >= max)
    return `the table is full (${max} seats${state.options.allowLargeTables ? '' : '; see allowLargeTables'})`;
  return null;
}

/**
 * Adds a seat to a match between hands (V6). The new seat's id is the old seat count; it scores 0 so far. The result
 * is in the `'join'` phase: the Greater Dalmuti chooses the newcomer's Merchant slot with a `joinSlot` move, then the
 * hand is dealt again for the grown table. Load the result with `dalmuti.loadState` like any state.
 * @param state - a state right after a deal
 * @returns the grown state, or why a seat cannot be added now
 * @example
 * ```ts
 * const grown = addSeat(state);
 * if (grown.ok) {
 *   let s = grown.value;                        // phase 'join', the GD to act
 *   s = dalmuti.applyMove(s, dalmuti.legalMoves(s)[0]!); // { type: 'joinSlot', slot: 2 }
 * }
 * ```
 * @category Join
 */
export function addSeat(state: DalmutiState): Result<DalmutiState, StateError> {
  const why = whyNoJoin(state);
  if (why !== null)
    return err({
      code: 'INVALID_STATE',
      message: `cannot add a seat: ${why}`,
      issues: [{ path: '', message: why }],
    });
  const n = state.seats;
  const zeros = () => new Array<number>(RANK_SLOTS).fill(0);
  const options = {
    ...state.options,
    initialOrder: state.options.initialOrder === null ? null : [...state.options.initialOrder, n],
  };
  const grown = {
    ...state,
    seats: n + 1,
    options,
    phase: 'join',
    actor: state.order[0]!,
    hands: Array.from({ length: n + 1 }, zeros),
    sizes: new Array<number>(n + 1).fill(0),
    played: zeros(),
    revolution: null,
    tax: null,
    swap: null,
    top: null,
    passes: 0,
    passed: 0,
    roundLog: [],
    finished: [],
    handPoints: [...state.handPoints, 0],
    scores: [...state.scores, 0],
    handMoves: 0,
    rng: state.rng,
  };
  return ok(JSON.parse(JSON.stringify(grown)) as DalmutiState);
}

/**
 * Like {@link addSeat}, but throws.
 * @param state - a state right after a deal
 * @returns the grown state
 * @throws InvalidStateError when a seat cannot be added now
 * @category Join
 */
export function addSeatOrThrow(state: DalmutiState): DalmutiState {
  const r = addSeat(state);
  if (!r.ok) throw new InvalidStateError('dalmuti', r.error);
  return r.value;
}

/** D-A18: the Greater Dalmuti's choice; the newcomer takes rank index `slot`, and the hand is dealt again. @internal */
export function applyJoinSlot(s: Mut, move: JoinSlotMove, rng: Rng, emit: Emit): void {
  const newcomer = s.seats - 1;
  const order = [...s.order];
  order.splice(move.slot, 0, newcomer);
  s.order = order;
  emit?.({ type: 'seatJoined', seat: newcomer, slot: move.slot });
  startHand(s, rng, emit);
}
