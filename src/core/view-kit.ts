/**
 * The parts of a view, and of its description, that follow from a game's rules alone: the base fields a view takes
 * from `toAct`, `score` and `winners`, and the line of `describeView` that says whose turn it is.
 * @module
 */
import type { BaseState } from './game.js';
import { plainSeatWords, type SeatWords } from './naming.js';
import type { Seat } from './seats.js';
import type { BaseView } from './view.js';
import { winnerWords } from './wording.js';

/**
 * The base fields of a view that the rules decide, with the match's origin: every field of {@link BaseView} but the
 * hand and the hand's number, which are the game's to say.
 * @category Game contract
 */
export interface ViewBase extends Omit<BaseView<never>, 'hand' | 'handNumber'> {
  /** How the match began: dealt by `setup` (`deal`), or arranged (`position`). */
  readonly origin: 'deal' | 'position';
}

/**
 * What {@link viewBase} reads of a game's rules: the same functions the game's definition gives.
 * @typeParam S - the game's state
 * @category Game contract
 */
export interface ViewBaseRules<S> {
  /** The seat to act, or `null` once the match is over. */
  toAct(state: S): Seat | null;
  /** Per seat, the match score so far. */
  score(state: S): readonly number[];
  /** The winning seats of a match that is over. */
  winners(state: S): readonly Seat[];
}

/**
 * The base fields of a seat's (or a spectator's) view, as the rules say them: the viewer, the seat to act, whether
 * the match is over (no seat acts), the scores, the winners (none until the match is over) and how the match began.
 * A game's `view` spreads them after its hand, its hand's number and its own table.
 *
 * @remarks Spread them last. V8 builds an object literal that opens with a spread by copying the spread object and
 * then adding the literal's own fields one by one, which in a view of Coins' size took ten times as long as the same
 * view written out (CPU time, 3,000 states, medians of alternated runs); spread after the view's own fields, the
 * copy cost 8% more than writing the base fields out, and 4% once the view is frozen as `game.view` freezes it.
 * @typeParam S - the game's state
 * @param rules - the game's `toAct`, `score` and `winners`
 * @param state - the state
 * @param seat - the viewer, or `null` for a spectator
 * @returns the fields, in a new object
 * @example
 * ```ts
 * function view(state: TableState, seat: Seat | null): TableView {
 *   return { hand: ..., handNumber: 1, top: ..., ...viewBase({ toAct, score, winners }, state, seat) };
 * }
 * viewBase({ toAct, score, winners }, overState, 0);
 * // { seat: 0, toAct: null, over: true, scores: [0, 68, 12], winners: [0], origin: 'deal' }
 * ```
 * @category Game contract
 */
export function viewBase<S extends BaseState<unknown>>(
  rules: ViewBaseRules<S>,
  state: S,
  seat: Seat | null,
): ViewBase {
  const toAct = rules.toAct(state);
  const over = toAct === null;
  return {
    seat,
    toAct,
    over,
    scores: rules.score(state),
    winners: over ? rules.winners(state) : [],
    origin: state.origin ?? 'deal',
  };
}

/**
 * The line of `describeView` that says whose turn it is: the seat to act and what it does (`Seat 1 to play.`), or,
 * once the match is over, who won (`The match is over: seat 0 wins.`, `The match is over.` without a winner).
 * @param view - a view (its `toAct` and `winners`)
 * @param doing - what the seat to act does, in the game's words (`'to play'`, `'to lead the trick'`)
 * @param w - how seats are worded
 * @returns the line
 * @example
 * ```ts
 * turnLine({ toAct: 1, winners: [] }, 'to play'); // 'Seat 1 to play.'
 * turnLine({ toAct: null, winners: [0] }, 'to play'); // 'The match is over: seat 0 wins.'
 * turnLine({ toAct: 1, winners: [] }, 'to play', seatWords({ viewer: 1 })); // 'You to play.'
 * ```
 * @category Words
 */
export function turnLine(
  view: Pick<BaseView<unknown>, 'toAct' | 'winners'>,
  doing: string,
  w: SeatWords = plainSeatWords,
): string {
  if (view.toAct !== null) return `${w.Seat(view.toAct)} ${doing}.`;
  return view.winners.length === 0
    ? 'The match is over.'
    : `The match is over: ${winnerWords(view.winners, w)}.`;
}
