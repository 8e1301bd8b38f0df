/**
 * Linko's options and state. The state is plain JSON: hands are {@link CardCounts}, stacks are lists of
 * {@link LinkoSet}s (bottom first), and every pile is an array whose **top is its end** (core's convention).
 * @module
 */
import type { BaseState, Result, Seat, StateIssue } from '../../core/index.js';
import { err, extraKeys, isIntIn, ok } from '../../core/index.js';
import type { Card, CardCounts, LinkoSet } from './cards.js';

/**
 * The options of a Linko match (spec §2, §5, §7).
 * @category State
 */
export interface LinkoOptions {
  /**
   * The seat that starts the first game (R1); later games start one seat further clockwise (A13).
   * @defaultValue 0
   */
  readonly startSeat: Seat;
  /**
   * How many games the match has; scores are summed (§5, A13).
   * @defaultValue the number of seats
   */
  readonly games: number;
  /**
   * The AMIGO 2022 ruleset (§7): an optional one-card draw when a play snatched nothing, and ties of a single game
   * broken by fewer hand cards (A12, A18).
   * @defaultValue false
   */
  readonly amigo2022: boolean;
}

/**
 * What is being decided now (spec §3):
 * - `play`: the turn owner plays a set.
 * - `offer`: the turn owner takes or declines the snatched set in limbo.
 * - `choice`: the victim takes the declined set back or discards it and draws.
 * - `draw`: the victim draws the cards owed, one per move.
 * - `bonus`: (amigo2022 only) the turn owner may draw one card after a play that snatched nothing.
 * - `over`: the match is over.
 * @category State
 */
export type LinkoPhase = 'play' | 'offer' | 'choice' | 'draw' | 'bonus' | 'over';

/**
 * Why a game ended: `handEmpty` (E1) or `supplyExhausted` (E2).
 * @category State
 */
export type LinkoEndReason = 'handEmpty' | 'supplyExhausted';

/**
 * The outcome of one finished game of the match.
 * @category State
 */
export interface LinkoGameResult {
  /** The seat that started this game. */
  readonly startSeat: Seat;
  /** Why it ended. */
  readonly reason: LinkoEndReason;
  /** Per seat: cards in stack minus cards in hand (§5). */
  readonly scores: readonly number[];
  /** Per seat: cards left in hand (the amigo2022 tie-break). */
  readonly handCards: readonly number[];
  /** The game's winners: the top score, ties shared (or broken by fewer hand cards with amigo2022). */
  readonly winners: readonly Seat[];
}

/**
 * The game in progress: whose turn it is, what is being decided, and where every card is. One object, because nearly
 * every move changes several of these fields: an immutable update (`applyMove`) then replaces one root field of the
 * state instead of up to nine, and the root of the state, which every update copies and freezes, stays small.
 * @category State
 */
export interface LinkoTable {
  /** Turns completed in this game (0 on the first turn). */
  readonly turn: number;
  /** The turn owner. */
  readonly current: Seat;
  /** What is being decided now. */
  readonly phase: LinkoPhase;
  /** Per seat, the cards in hand as counts. */
  readonly hands: readonly CardCounts[];
  /**
   * Per seat, the cards of its hand everybody knows it holds (taken snatched sets, display draws), as counts; a
   * lower bound of the hand that shrinks when the seat plays cards of that value.
   */
  readonly known: readonly CardCounts[];
  /** Per seat, its stack: sets bottom first, so the last one is the top set. */
  readonly stacks: readonly (readonly LinkoSet[])[];
  /** The face-down draw pile; its top is its **last** element. */
  readonly deck: readonly Card[];
  /** The face-up display, in list order (refills append at the end). */
  readonly display: readonly Card[];
  /** The discard pile, oldest first (public, never reshuffled: A16). */
  readonly discard: readonly Card[];
  /** Seats still to be snatched from this turn, in order (A5, A6). */
  readonly victims: readonly Seat[];
  /** The seat being snatched from now (in `offer`, `choice` and `draw`), else `null`. */
  readonly victim: Seat | null;
  /** The snatched set whose fate is being decided (in `offer` and `choice`), else `null`. */
  readonly limbo: LinkoSet | null;
  /** Cards the drawing seat still owes (in `draw`; the one card of `bonus` is not counted), else 0. */
  readonly owed: number;
}

/**
 * The full state of a Linko match. Besides the base fields: the match so far (`gameIndex`, `results`) and the game in
 * progress (`table`).
 * @category State
 */
export interface LinkoState extends BaseState<LinkoOptions> {
  /** The index of the game being played (0-based); equals `options.games - 1` when the match is over. */
  readonly gameIndex: number;
  /** The finished games, in order. */
  readonly results: readonly LinkoGameResult[];
  /** The game in progress (after the last game: as it ended, with phase `over`). */
  readonly table: LinkoTable;
}

/** The keys of {@link LinkoOptions}. */
const OPTION_KEYS = ['startSeat', 'games', 'amigo2022'] as const;

/** The largest match length accepted (an engine limit, not a rule). @category State */
export const MAX_GAMES = 100;

/**
 * Fills in option defaults and checks options given from outside. Never throws.
 * @param input - the options as given (without `seats` and `seed`)
 * @param seats - the number of seats
 * @returns the options with defaults, or every problem found
 * @category State
 */
export function normalizeOptions(
  input: Readonly<Record<string, unknown>>,
  seats: number,
): Result<LinkoOptions, readonly StateIssue[]> {
  const issues: StateIssue[] = [];
  for (const key of extraKeys(input as Record<string, unknown>, OPTION_KEYS)) {
    issues.push({ path: key, message: 'unknown option' });
  }
  const startSeat = input.startSeat ?? 0;
  if (!isIntIn(startSeat, 0, seats - 1))
    issues.push({ path: 'startSeat', message: `expected a seat 0..${seats - 1}` });
  const games = input.games ?? seats;
  if (!isIntIn(games, 1, MAX_GAMES))
    issues.push({ path: 'games', message: `expected an integer 1..${MAX_GAMES}` });
  const amigo2022 = input.amigo2022 ?? false;
  if (typeof amigo2022 !== 'boolean') issues.push({ path: 'amigo2022', message: 'expected a boolean' });
  if (issues.length > 0) return err(issues);
  return ok({ startSeat: startSeat as number, games: games as number, amigo2022: amigo2022 as boolean });
}
