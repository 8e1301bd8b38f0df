/**
 * `cardrules/bots`: bots for every game through the one contract — uniformly random, each game's heuristic, and
 * information-set Monte Carlo tree search over determinizations — plus a match runner. Browser-safe.
 * @module bots
 */
export { heuristicBot } from './heuristic.js';
export { EVALUATION_CUTOFF, type IsmctsOptions, ismctsBot, type SearchStats } from './ismcts.js';
export { LADDER_BOTS, LEVEL_NAMES, LEVELS, type LevelName, resolveLevel } from './levels.js';
export { type MatchResult, type PlayMatchOptions, playMatch } from './match.js';
export { randomBot } from './random.js';
export { BOT_NAMES, botFromSpec, botSupports, ladderBotsFor } from './specs.js';
export type { Bot, BotFactory } from './types.js';
