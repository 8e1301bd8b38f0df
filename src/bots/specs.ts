/**
 * Bots by name, so tools (tournaments over worker threads, the command line) can name them in text.
 * @module
 */
import type { AnyGame, MoveOf, ViewOf } from '../core/index.js';
import { heuristicBot } from './heuristic.js';
import { EVALUATION_CUTOFF, type IsmctsOptions, ismctsBot } from './ismcts.js';
import { learnedBot } from './learned.js';
import { LADDER_BOTS, LEVEL_NAMES, LEVELS, resolveLevel } from './levels.js';
import { randomBot } from './random.js';
import type { Bot } from './types.js';
import { LEARNED_WEIGHTS } from './weights/index.js';

/**
 * Makes a bot from a spec string:
 * - a level's name, `easy`, `medium`, `hard` or `expert` (see {@link LEVELS}): the spec it names;
 * - `random` — uniformly random legal moves;
 * - `heuristic` — the game's rule-of-thumb policy;
 * - `ismcts` — ISMCTS with 200 iterations per decision; `ismcts:500` for 500; `ismcts:ms=50` for a 50 ms budget;
 *   `ismcts:300:c=0.5:playout=400` sets the exploration constant and the playout cut; `policy=random` plays random
 *   playouts instead of the game's heuristic, `eps=0.2` sets how often a heuristic playout moves at random;
 *   `eval=off` plays each playout to the match's end instead of cutting it after {@link EVALUATION_CUTOFF} moves and
 *   scoring it with the game's evaluation (`game.evaluate`, the default when the game has one).
 * - `learned` — the small policy network trained for the game (see `docs/bots.md`), whose weights ship with the
 *   package: microseconds per decision.
 *
 * @param spec - the bot's spec
 * @param game - the game it plays
 * @returns a fresh bot (make one per match) of the game's view and move types: a bot made for Coins returns Coins
 *   moves, which another game's `applyMove` does not take
 * @throws RangeError for an unknown name or option
 * @example
 * ```ts
 * const bots = ['random', 'heuristic', 'ismcts:100'].map((s) => botFromSpec(s, coins));
 * ```
 * @typeParam G - the game's type, from `game`
 * @category Bots
 */
export function botFromSpec<G extends AnyGame>(spec: string, game: G): Bot<ViewOf<G>, MoveOf<G>> {
  const [name, ...parts] = resolveLevel(spec).trim().split(':');
  switch (name) {
    case 'random':
      if (parts.length > 0) throw new RangeError(`botFromSpec: 'random' takes no options, got '${spec}'`);
      return randomBot();
    case 'heuristic':
      if (parts.length > 0) throw new RangeError(`botFromSpec: 'heuristic' takes no options, got '${spec}'`);
      return heuristicBot(game);
    case 'ismcts': {
      const opts: { -readonly [K in keyof IsmctsOptions]: IsmctsOptions[K] } = {};
      for (const part of parts) {
        const [k, v] = part.includes('=') ? part.split('=') : ['iterations', part];
        if (k === 'policy') {
          if (v !== 'random' && v !== 'heuristic')
            throw new RangeError(`botFromSpec: policy is random or heuristic in '${spec}'`);
          opts.playout = v;
          continue;
        }
        if (k === 'eval') {
          if (v !== 'on' && v !== 'off') throw new RangeError(`botFromSpec: eval is on or off in '${spec}'`);
          opts.gameEvaluation = v === 'on';
          continue;
        }
        if (k === 'eps') {
          opts.epsilon = Number(v);
          continue;
        }
        const n = Number(v);
        if (!Number.isFinite(n) || n < 0) throw new RangeError(`botFromSpec: bad value in '${spec}'`);
        if (k === 'iterations' || k === 'it') opts.iterations = Math.floor(n);
        else if (k === 'ms') opts.timeMs = n;
        else if (k === 'c') opts.exploration = n;
        else if (k === 'playout') opts.maxPlayoutMoves = Math.floor(n);
        else if (k === 'bias') opts.bias = n;
        else throw new RangeError(`botFromSpec: unknown ismcts option '${k}' in '${spec}'`);
      }
      return ismctsBot(game, opts);
    }
    case 'learned': {
      if (parts.length > 0) throw new RangeError(`botFromSpec: 'learned' takes no options, got '${spec}'`);
      const weights = LEARNED_WEIGHTS[game.id];
      if (!weights) throw new RangeError(`botFromSpec: no learned weights for the game '${game.id}'`);
      return learnedBot(game, weights);
    }
    default:
      throw new RangeError(`botFromSpec: unknown bot '${name}' (known: ${BOT_NAMES.join(', ')})`);
  }
}

/** The names {@link botFromSpec} knows. @category Bots */
export const BOT_NAMES: readonly string[] = ['random', 'heuristic', 'ismcts', 'learned', ...LEVEL_NAMES];

/**
 * Whether a game can be played by the bot a spec names (the heuristic needs the game's `heuristic`, ISMCTS its
 * `hidden.sampleState`, the learned bot weights trained for the game).
 * @param spec - a bot spec
 * @param game - a game
 * @category Bots
 */
export function botSupports(spec: string, game: AnyGame): boolean {
  const name = resolveLevel(spec).trim().split(':')[0];
  if (name === 'heuristic') return game.heuristic !== undefined;
  if (name === 'ismcts') return game.hidden.sampleState !== undefined;
  if (name === 'learned') return game.encoding !== undefined && LEARNED_WEIGHTS[game.id] !== undefined;
  return name === 'random';
}

/**
 * The bots of the rating ladder a game can be played by: those of `LADDER_BOTS` it supports (see
 * {@link botSupports}), weakest first. The default of `cardrules ladder` and `bench/ladder.ts`.
 * @param game - a game
 * @category Bots
 */
export function ladderBotsFor(game: AnyGame): string[] {
  return LADDER_BOTS.filter((spec) => botSupports(spec, game));
}
