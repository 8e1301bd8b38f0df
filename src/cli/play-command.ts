/**
 * The `play` command: its options, their checks in the user's words, and the match.
 * @module
 */
import { Command } from 'commander';
import { randomSeed } from '../core/rng.js';
import { standardAnswers } from './answers.js';
import {
  CliError,
  collect,
  guarded,
  intOption,
  optionsHelp,
  parseGameOptions,
  setupOrExplain,
  withFriendlyErrors,
} from './args.js';
import { BOTS_HELP, checkBots } from './bots.js';
import { GAME_ARG_HELP, loadGame } from './game-arg.js';
import { play } from './play.js';
import { installTerminalGuards, print, styleFor } from './terminal.js';

/** What the `play` command's options hold after parsing. */
interface PlayFlags {
  readonly seats?: number;
  readonly seat: number;
  readonly bots: string;
  readonly seed?: string;
  readonly option: readonly string[];
  readonly out?: string;
  readonly listOptions?: boolean;
}

/**
 * The `play` command, ready to be added to the program (`program.addCommand(playCommand())`).
 * @returns the command
 */
export function playCommand(): Command {
  const cmd = new Command('play');
  cmd
    .description('play a match in the terminal against bots, seeing only what your seat may see')
    .argument('<game>', GAME_ARG_HELP)
    .option(
      '--seats <n>',
      'seats at the table (default: the fewest the game allows, at least 3)',
      intOption('--seats', 1),
    )
    .option('--seat <s>', 'your seat, from 0', intOption('--seat', 0), 0)
    .option(
      '--bots <list>',
      'the bots of the other seats, in seat order; the last fills the rest',
      'heuristic',
    )
    .option('--seed <seed>', 'the seed of the deal (default: a fresh random seed, printed)')
    .option(
      '--option <key=value>',
      'a game option, e.g. --option hands=2 (repeatable; --list-options shows them)',
      collect,
      [],
    )
    .option(
      '--out <file>',
      'save the game record here (also when you stop early); replay it with cardrules replay',
    )
    .option('--list-options', "list the game's options, what each takes and its default, and stop")
    .addHelpText(
      'after',
      `
${BOTS_HELP}

While playing: a move's number or the move as listed, t (table), m (moves), l (legend), ? (help), q (quit).
Input may be piped: printf '1\\n1\\n' | cardrules play coins --seed 7 plays the first move twice, then stops.

Examples:
  cardrules play coins
  cardrules play dalmuti --seats 5 --bots ismcts:200,heuristic --option hands=3
  cardrules play bigfish --option advanced=true --option mistakes=penalty --out fish.json
  cardrules play ./dist/index.js#crazyEights --seats 4   (a game of your own, built on cardrules/core)`,
    )
    .action(
      guarded(cmd, async (id: string, o: PlayFlags) => {
        installTerminalGuards();
        const { game } = await loadGame(id);
        const seats = o.seats ?? Math.min(game.seats.max, Math.max(game.seats.min, 3));
        if (o.listOptions) {
          print(
            `The options of ${game.name} (pass them as --option key=value; defaults for ${seats} seats):`,
          );
          for (const line of optionsHelp(game, seats)) print(line);
          return;
        }
        if (o.seat >= seats)
          throw new CliError('BAD_SEAT', `--seat must be 0–${seats - 1} at a table of ${seats}.`);
        const bots = checkBots(o.bots, game);
        const options = parseGameOptions(o.option, game);
        const seed = o.seed ?? randomSeed().slice(0, 8);
        const state = setupOrExplain(game, seats, seed, options);
        const style = styleFor(process.stdout);
        const result = await play(game, {
          seats,
          seat: o.seat,
          bots,
          seed,
          options,
          state,
          ...(o.out === undefined ? {} : { out: o.out }),
          answers: standardAnswers(print),
          print,
          style,
          width: Math.max(60, Math.min(120, process.stdout.columns ?? 100)),
        });
        if (result.ending === 'interrupt') process.exitCode = 130;
      }),
    );
  return withFriendlyErrors(cmd);
}
