/**
 * The rule-of-thumb bot: each game's own `heuristic` policy, from its rulebook's strategy notes.
 * @module
 */
import type { AnyGame } from '../core/index.js';
import type { Bot } from './types.js';

/**
 * A bot that plays the game's heuristic policy (`game.heuristic`).
 * @param game - a game that defines a heuristic
 * @returns the bot
 * @throws TypeError when the game defines no heuristic
 * @example
 * ```ts
 * const bot = heuristicBot(dalmuti); // sheds low sets, keeps high cards to win leads
 * ```
 * @category Bots
 */
export function heuristicBot(game: AnyGame): Bot {
  const policy = game.heuristic;
  if (!policy) throw new TypeError(`heuristicBot: the game '${game.id}' defines no heuristic`);
  return (view, legalMoves, rng) => policy(view, legalMoves, rng);
}
