/**
 * Plays one match between bots, on the fast path, and reports its outcome and (optionally) its record.
 * @module
 */
import { type AnyGame, Rng, type Seat, type Seed } from '../core/index.js';
import { cloneJson } from '../core/json.js';
import type { GameRecord } from '../core/record.js';
import { createSimulatorFromSetup } from '../core/simulator.js';
import type { Bot } from './types.js';
import { viewForBot } from './view.js';

/**
 * The outcome of {@link playMatch}.
 * @category Bots
 */
export interface MatchResult {
  /** Per seat, the final score. */
  readonly score: readonly number[];
  /** The winning seats (ties share). */
  readonly winners: readonly Seat[];
  /** Moves made. */
  readonly moves: number;
  /** Whether the match was cut at `maxMoves` before its end. */
  readonly truncated: boolean;
  /** The game record (with `recordMoves`). */
  readonly record?: GameRecord;
}

/**
 * Options of {@link playMatch}.
 * @category Bots
 */
export interface PlayMatchOptions {
  /** Keep the moves and return a replayable record. @defaultValue false */
  readonly recordMoves?: boolean;
  /** Stop after this many moves. @defaultValue 100000 */
  readonly maxMoves?: number;
  /** The seed of the bots' streams (seat `s` draws from `` `${botSeed}:${s}` ``). @defaultValue the match seed */
  readonly botSeed?: Seed;
}

/**
 * Plays a match: seat `s` is played by `bots[s]`, each seeing only its view and the legal moves. A bot that answers
 * with a move that is not legal makes the match fail with an error naming the bot's seat.
 *
 * @param game - the game
 * @param setup - seats, options and the seed of the deal (required, so the match can be replayed)
 * @param bots - one bot per seat
 * @param options - see {@link PlayMatchOptions}
 * @returns the outcome
 * @example
 * ```ts
 * const r = await playMatch(coins, { seats: 3, seed: 1 }, [randomBot(), heuristicBot(coins), randomBot()]);
 * r.winners; // e.g. [1]
 * ```
 * @category Bots
 */
export async function playMatch(
  game: AnyGame,
  setup: { readonly seats: number; readonly seed: Seed; readonly [option: string]: unknown },
  bots: readonly Bot[],
  options: PlayMatchOptions = {},
): Promise<MatchResult> {
  if (bots.length !== setup.seats) {
    throw new RangeError(`playMatch: ${bots.length} bots for ${setup.seats} seats`);
  }
  const maxMoves = options.maxMoves ?? 100_000;
  const botSeed = options.botSeed ?? setup.seed;
  const streams = bots.map((_, s) => Rng.fromSeed(`${String(botSeed)}:${s}`));
  const sim = createSimulatorFromSetup(game, setup as never);
  const moves: unknown[] = [];
  let n = 0;
  while (!sim.isOver() && n < maxMoves) {
    const seat = sim.toAct()!;
    const legal = sim.legalMoves();
    const bot = bots[seat]!;
    const answer = bot(
      viewForBot(bot, () => sim.view(seat)),
      legal,
      streams[seat]!,
      seat,
    );
    const chosen = answer instanceof Promise ? await answer : answer;
    let move = legal.includes(chosen) ? chosen : undefined;
    if (move === undefined) {
      const key = game.moveKey(chosen);
      move = legal.find((m) => game.moveKey(m) === key);
      if (move === undefined) {
        throw new Error(`playMatch: the bot of seat ${seat} chose an illegal move ${JSON.stringify(chosen)}`);
      }
    }
    if (options.recordMoves) moves.push(cloneJson(move));
    sim.apply(move);
    n++;
  }
  const { seats, seed, ...rest } = setup;
  const result: MatchResult = {
    score: [...sim.score()],
    winners: [...sim.winners()],
    moves: n,
    truncated: !sim.isOver(),
  };
  if (!options.recordMoves) return result;
  const record: GameRecord = { game: game.id, version: game.version, seats, seed, options: rest, moves };
  return { ...result, record };
}
