/**
 * The mistake card in penalty mode (spec §7 V2, B-A6): an illegal placement attempt is not a move (legal moves list
 * only rule-abiding placements) but goes through {@link attemptPlacement}.
 * @module
 */
import { type RuleViolation, type Seat, violation } from '../../core/index.js';
import { type BigFishCard, sortCards } from './cards.js';
import type { BigFishEvent } from './events.js';
import { BigFishCodes } from './explain.js';
import { bigfish } from './game.js';
import { parseMove, placedCard } from './moves.js';
import type { BigFishState } from './state.js';

/** What {@link attemptPlacement} returns. @category Mistakes */
export interface AttemptResult {
  /** The state afterwards: the move applied, the mistake card moved, or the input state itself when rejected. */
  readonly state: BigFishState;
  /** Whether the move was legal and applied. */
  readonly accepted: boolean;
  /** Whether the attempt was an illegal placement penalised with the mistake card. */
  readonly penalized: boolean;
  /** Why the move was not accepted. */
  readonly violation?: RuleViolation;
  /** What happened (a `mistake` event when penalised). */
  readonly events: readonly BigFishEvent[];
}

function count(cards: readonly BigFishCard[], c: BigFishCard): number {
  let n = 0;
  for (const x of cards) if (x === c) n++;
  return n;
}

/**
 * Attempts a move as a player at the table would. A legal move is applied (like `applyMoveWithEvents`). In penalty
 * mode (`mistakes: 'penalty'`), a placement that breaks colour forcing (L1) or the one-row rule (L2) is undone: the
 * card stays in the hand (and is now known to be there), the mistake card moves to the offender (−5 at the end), and
 * the offender still has to place legally (B-A6). Any other illegal move, and every illegal move in reject mode, is
 * rejected with the input state returned unchanged.
 *
 * Never mutates its input; deterministic (it draws nothing from the random stream). A mistake is not a move, so a game
 * record does not capture it.
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
  if (checked.ok) {
    const step = bigfish.applyMoveWithEvents(state, checked.value);
    return { state: step.state, accepted: true, penalized: false, events: step.events };
  }
  const why = checked.error;
  const parsed = parseMove(move);
  const actor = bigfish.toAct(state);
  if (
    state.options.mistakes !== 'penalty' ||
    actor === null ||
    !parsed.ok ||
    parsed.value.type !== 'place' ||
    (why.code !== BigFishCodes.COLOUR_FORCED && why.code !== BigFishCodes.WRONG_ROW)
  ) {
    return { state, accepted: false, penalized: false, violation: why, events: [] };
  }
  const c = placedCard(parsed.value);
  const revealed = state.revealed.map((r, s) => {
    if (s !== actor || count(r, c) >= count(state.hands[s]!, c)) return r;
    return Object.freeze(sortCards([...r, c]));
  });
  const next: BigFishState = Object.freeze({
    ...state,
    revealed: Object.freeze(revealed),
    mistakeHolder: actor,
  });
  const event: BigFishEvent = {
    type: 'mistake',
    seat: actor,
    card: c,
    row: parsed.value.row,
    from: state.mistakeHolder,
    rule: why.code === BigFishCodes.COLOUR_FORCED ? 'L1' : 'L2',
  };
  return {
    state: next,
    accepted: false,
    penalized: true,
    violation: violation(
      why.code,
      why.rule,
      `${why.message}; the card goes back to the hand and seat ${actor} takes the mistake card`,
    ),
    events: [event],
  };
}
