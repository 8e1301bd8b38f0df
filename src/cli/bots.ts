/**
 * Bots on the command line: the list of bot specs with their parameters (for help texts), and the check of a
 * `--bots` list in the user's words ("no such bot", "cannot play this game", "bad parameter").
 * @module
 */
import { BOT_NAMES, botFromSpec, botSupports, LEVEL_NAMES, LEVELS, resolveLevel } from '../bots/index.js';
import type { AnyGame } from '../core/index.js';
import { CliError } from './args.js';

/** The bots and their parameters, for `--help`. */
export const BOTS_HELP = `Bots (--bots takes a comma-separated list; the last one fills the remaining seats):
  random       picks uniformly among the legal moves
  heuristic    the game's rule of thumb, from the rulebook's strategy notes
  ismcts:N     information-set Monte Carlo tree search with N iterations a decision (ismcts alone: 200);
               it deals the cards it cannot see in ways that agree with what it saw, and searches.
               Also: ismcts:ms=50 (50 ms a decision instead), :c=0.7 (exploration), :playout=400 (cut
               playouts), :policy=random (random playouts), :eps=0.2 (random moves in playouts),
               :eval=off (play playouts to the match's end instead of scoring them with the game's evaluation)
  learned      a small network trained for the game (microseconds a decision)
  ${LEVEL_NAMES.join(', ')}
               levels of strength, weakest first: ${LEVEL_NAMES.map((n) => `${n} = ${LEVELS[n]}`).join(', ')}
  e.g. --bots ismcts:300,heuristic,random`;

/**
 * Splits and checks a `--bots` list for a game.
 * @param list - what was typed (`ismcts:30,heuristic`)
 * @param game - the game they will play
 * @returns the specs, trimmed
 * @throws CliError `NO_SUCH_BOT`, `BOT_CANNOT_PLAY` or `BAD_BOT` with a sentence for the user
 */
export function checkBots(list: string, game: AnyGame): string[] {
  const specs = list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (specs.length === 0) throw new CliError('NO_SUCH_BOT', `--bots needs at least one bot.\n${BOTS_HELP}`);
  for (const spec of specs) checkBot(spec, game);
  return specs;
}

/**
 * Checks one bot spec for a game.
 * @param spec - e.g. `ismcts:30`
 * @param game - the game
 * @throws CliError with a sentence for the user
 */
export function checkBot(spec: string, game: AnyGame): void {
  const name = spec.split(':')[0]!.trim().toLowerCase();
  if (!BOT_NAMES.includes(name)) {
    throw new CliError(
      'NO_SUCH_BOT',
      `there is no bot '${spec}'. The bots are: random, heuristic, ismcts:N, learned, and the levels ${LEVEL_NAMES.join(', ')} (see --help).`,
    );
  }
  if (!botSupports(spec, game)) {
    throw new CliError('BOT_CANNOT_PLAY', `the bot '${name}' cannot play ${game.name}.`);
  }
  try {
    botFromSpec(spec, game);
  } catch (e) {
    const why = (e instanceof Error ? e.message : String(e)).replace(/^[A-Za-z]+: /, '');
    throw new CliError(
      'BAD_BOT',
      `the bot '${spec}' has a parameter it does not take (${why}).\n${BOTS_HELP}`,
    );
  }
}

/**
 * Checks a bot spec that will play several games (the demo's ladder): its name, and its parameters on a game it
 * can play.
 * @param spec - e.g. `ismcts:30`
 * @param candidates - the games
 * @throws CliError with a sentence for the user
 */
export function checkBotForAny(spec: string, candidates: readonly AnyGame[]): void {
  const game = candidates.find((g) => botSupports(spec, g)) ?? candidates[0];
  if (game) checkBot(spec, game);
}

/**
 * A bot spec in words, for sentences: `random play`, `the heuristic`, `ISMCTS (30 iterations a decision, playouts cut
 * at 60 moves)`.
 * @param spec - a bot spec
 * @returns the words
 */
export function botWords(spec: string): string {
  const level = resolveLevel(spec);
  if (level !== spec) return `the ${spec.trim().toLowerCase()} level, ${botWords(level)}`;
  const [name, ...parts] = spec.trim().split(':');
  if (name === 'random') return 'random play';
  if (name === 'heuristic') return 'the heuristic';
  if (name !== 'ismcts') return spec;
  const said = parts.map((part) => {
    const [k, v] = part.includes('=') ? part.split('=') : ['it', part];
    if (k === 'it' || k === 'iterations') return `${v} iterations a decision`;
    if (k === 'ms') return `${v} ms a decision`;
    if (k === 'playout') return `playouts cut at ${v} moves`;
    if (k === 'c') return `exploration ${v}`;
    if (k === 'policy') return `${v} playouts`;
    if (k === 'eps') return `${v} random moves in playouts`;
    return part;
  });
  return `ISMCTS (${said.length > 0 ? said.join(', ') : '200 iterations a decision'})`;
}
