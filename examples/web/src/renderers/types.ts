import type { AnyGame } from 'cardrules/core';
import type { Child } from '../dom.js';

/** What a per-game renderer gets besides the view. */
export interface RenderContext {
  /** The human's seat: the view is this seat's view. */
  readonly seat: number;
  /** How many seats play. */
  readonly seats: number;
  /** A display name per seat ('You', 'Random bot'…). */
  readonly names: readonly string[];
  /** The game being played: its words (`describeView`, `formatCard`) for a renderer that draws any game. */
  readonly game: AnyGame;
}

/**
 * A game's look: how its view is laid out and what its score is called. Events and moves are never worded here (the
 * game's own `describeEvent` and `formatMove` word them, the same in every tool), and which moves a clicked card
 * stands for is the game's to say (`cardsOfMove`): a renderer only marks each card of the hand with its index into
 * `view.hand` (`data-pick`).
 */
export interface GameRenderer {
  /**
   * The human seat's view as HTML (never the full state). Each card of the hand carries `data-pick`: its index into
   * `view.hand`.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each renderer narrows the view of its own game
  view(view: any, ctx: RenderContext): Child;
  /** What the game's rules call its score (`Points`, `Coins won`), for the one score column. */
  // biome-ignore lint/suspicious/noExplicitAny: each renderer narrows the view of its own game
  scoreLabel?(view: any): string;
  /**
   * For a game whose rules punish a mistaken move instead of refusing it (Big Fish's `mistakes: 'penalty'`): whether
   * this legal move is such a mistake, and why, so the page offers it marked as one. The game judges it (Big Fish:
   * `attemptPlacement(…).penalized`); `why` is the game's own sentence, `short` a few words for the move's button.
   * Only ever asked about the human seat's own moves, on the referee's state.
   * @param state - the state now
   * @param move - one of the legal moves
   * @param seat - the seat to act (the human's)
   * @returns `null` when the move is not a mistake
   */
  mistake?(state: unknown, move: unknown, seat: number): Mistake | null;
}

/** A legal move that the game penalises as a mistake: what the page says about it. */
export interface Mistake {
  /** The rule it breaks (`L1`), as the rules page names it. */
  readonly rule: string | null;
  /** A few words for the move's button: `colour forcing, costs the mistake card`. */
  readonly short: string;
  /** The game's own sentence: what is wrong and what the penalty does. */
  readonly why: string;
}
