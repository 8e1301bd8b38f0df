import type { Child } from '../dom.js';

/** What a per-game renderer gets besides the view. */
export interface RenderContext {
  /** The human's seat: the view is this seat's view. */
  readonly seat: number;
  /** How many seats play. */
  readonly seats: number;
  /** A display name per seat ('You', 'Bot 1 (random)'…). */
  readonly names: readonly string[];
}

/** A game's look: how its view and its events are shown. Everything is optional but `view`. */
export interface GameRenderer {
  /** The human seat's view as HTML (never the full state). */
  // biome-ignore lint/suspicious/noExplicitAny: each renderer narrows the view of its own game
  view(view: any, ctx: RenderContext): Child;
  /** One line of text for an event, or `null` to use the generic line. */
  // biome-ignore lint/suspicious/noExplicitAny: each renderer narrows the events of its own game
  event?(event: any, ctx: RenderContext): string | null;
}
