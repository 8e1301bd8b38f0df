/**
 * The uniformly random bot.
 * @module
 */
import type { Bot } from './types.js';
import { blindBot } from './view.js';

/**
 * A bot that picks a legal move uniformly at random from its stream. The baseline every other bot must beat.
 * @returns the bot
 * @example
 * ```ts
 * const bot = randomBot();
 * const move = await bot(view, legalMoves, Rng.fromSeed(1), 0);
 * ```
 * @category Bots
 */
export function randomBot(): Bot {
  return blindBot((_view, legalMoves, rng) => legalMoves[rng.int(legalMoves.length)]);
}
