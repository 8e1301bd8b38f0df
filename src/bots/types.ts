/**
 * The bot interface: a bot sees what its seat may see (a view) and the legal moves, never the full state.
 * @module
 */
import type { AnyGame, Rng, Seat } from '../core/index.js';

/**
 * A player program. It gets its seat's view, the legal moves and a random stream, and returns one of the legal
 * moves (or a promise of one, for bots that think asynchronously or call out to a service).
 *
 * @typeParam V - the game's view type, M - its move type
 * @param view - what the seat may see (valid during the call; copy it to keep it)
 * @param legalMoves - every legal move of the seat, non-empty
 * @param rng - a seeded stream for this bot in this match
 * @param seat - the seat the bot plays
 * @returns one of `legalMoves`
 * @category Bots
 */
// biome-ignore lint/suspicious/noExplicitAny: bots are usually written for the erased generic contract
export type Bot<V = any, M = any> = (
  view: V,
  legalMoves: readonly M[],
  rng: Rng,
  seat: Seat,
) => M | Promise<M>;

/**
 * Makes a bot for a game. Bots that keep state between moves (memory of played cards, a search tree) are made fresh
 * for each match by their factory.
 * @category Bots
 */
export type BotFactory = (game: AnyGame) => Bot;
