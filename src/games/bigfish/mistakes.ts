/**
 * The mistake card in penalty mode (spec §7 V2, B-A6). A mistaken placement is a move like any other: with
 * `mistakes: 'penalty'`, `legalMoves` lists every card of the hand on every open row, and a placement against colour
 * forcing (L1) or the one-row rule (L2) is applied as the penalty. So a game record holds the mistakes and replays to
 * the same state and score. {@link attemptPlacement} is a thin helper over that move for tables that let a player try
 * any placement: it says whether the attempt was penalised, and why.
 * @module
 */
import { type RuleViolation, type Seat, violation } from '../../core/index.js';
import type { BigFishEvent } from './events.js';
import { explainPlacement } from './explain.js';
import { bigfish } from './game.js';
import type { BigFishState } from './state.js';

/** What {@link attemptPlacement} returns. @category Mistakes */
export interface AttemptResult {
  /** The state afterwards: the move applied (a penalised mistake included), or the input state itself when refused. */
  readonly state: BigFishState;
  /** Whether the move was a legal move, applied as such (not a penalised mistake). */
  readonly accepted: boolean;
  /** Whether the move was a mistaken placement, penalised with the mistake card (penalty mode only). */
  readonly penalized: boolean;
  /** Why the move was penalised or refused. */
  readonly violation?: RuleViolation;
  /** What happened, as `applyMoveWithEvents` reports it (a `mistake` event when penalised). */
  readonly events: readonly BigFishEvent[];
}

/**
 * Attempts a move as a player at the table would, and says what came of it. The move goes through
 * `bigfish.validate` and `bigfish.applyMoveWithEvents`, so the result is exactly what applying the move gives and a
 * record of the moves replays it:
 * - a legal move is applied (`accepted`);
 * - in penalty mode (`mistakes: 'penalty'`) a placement that breaks colour forcing (L1) or the one-row rule (L2) is a
 *   move too, whose effect is the penalty: the card stays in the hand (now known to be there), the mistake card moves
 *   to the offender (−5 at the end), and the offender still has to place legally (B-A6). It comes back `penalized`,
 *   with the `violation` it committed;
 * - anything else (ending the turn before placing, a card not in the hand, a closed row, any illegal placement in
 *   reject mode) is refused, and the input state is returned as it is, with the reason.
 *
 * Never changes its input; draws nothing from the random stream.
 *
 * @remarks Game-specific helper.
 *
 * @param state - the state
 * @param move - the attempted move, untrusted
 * @param seat - optionally, the seat attempting it (must be the one to act)
 * @returns the outcome
 * @example
 * ```ts
 * const r = attemptPlacement(state, placeMove('B4', 0));
 * if (r.penalized) console.log(`seat ${r.state.mistakeHolder} takes the mistake card: ${r.violation?.message}`);
 * ```
 * @category Mistakes
 */
export function attemptPlacement(state: BigFishState, move: unknown, seat?: Seat): AttemptResult {
  const checked = bigfish.validate(state, move, seat);
  if (!checked.ok) return { state, accepted: false, penalized: false, violation: checked.error, events: [] };
  const step = bigfish.applyMoveWithEvents(state, checked.value);
  const mistake = step.events.find((e) => e.type === 'mistake');
  if (mistake === undefined || checked.value.type !== 'place')
    return { state: step.state, accepted: true, penalized: false, events: step.events };
  // The same words as a refusal in reject mode would give, and what the penalty did. The table the mistake was made
  // on is unchanged in the new state (the state this library made, so nothing of the input is read again).
  const why = explainPlacement(step.state, checked.value)!;
  const message = `${why.message}; the card goes back to the hand and seat ${mistake.seat} takes the mistake card`;
  const penalty = violation(why.code, why.rule, message);
  return { state: step.state, accepted: false, penalized: true, violation: penalty, events: step.events };
}
