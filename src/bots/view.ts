/**
 * What a bot is shown: a private copy of its seat's view, or nothing at all for a bot that never reads one.
 * @module
 */
import { cloneJson } from '../core/json.js';
import type { Bot } from './types.js';

const blind = new WeakSet<Bot>();

/**
 * Marks a bot that never reads the view it is given (it chooses from the legal moves and its stream alone), so
 * match runners may skip building and copying the view for it. Only for bots whose code is known not to read it.
 * @param bot - the bot
 * @returns the same bot
 * @internal
 */
export function blindBot<B extends Bot>(bot: B): B {
  blind.add(bot);
  return bot;
}

/**
 * The view to hand a bot for its seat: a copy (a view may share arrays with a simulator's private state, which a
 * bot must never reach), or `undefined` for a bot marked with {@link blindBot}.
 * @param bot - the bot about to choose
 * @param view - makes the seat's view (called only when the bot reads it)
 * @returns what to pass as the bot's `view` argument
 * @internal
 */
export function viewForBot(bot: Bot, view: () => unknown): unknown {
  return blind.has(bot) ? undefined : cloneJson(view());
}
