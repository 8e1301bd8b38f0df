/**
 * `cardrules ladder <game>`: rates bots on one scale (a round robin of seat-rotated tournaments and a Bradley–Terry
 * fit), with each bot's CPU time per decision; prints a table and can write the markdown table and the SVG chart.
 * @module
 */
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { LADDER_BOTS, ladderBotsFor } from '../bots/index.js';
import { type Ladder, ladderSvg, ladderTable, runLadder } from '../sim/index.js';
import { CliError, guarded, intOption } from './args.js';
import { BOTS_HELP, checkBot } from './bots.js';
import { GAME_ARG_HELP, loadGame } from './game-arg.js';
import { type Output, processOutput } from './sim.js';

/** What the `ladder` command was asked. */
export interface LadderCommandOptions {
  /** The game's id or module reference, as typed. */
  readonly game: string;
  /** The bot specs; without them, those of `LADDER_BOTS` the game supports. */
  readonly bots?: readonly string[] | undefined;
  /** Games per pair. */
  readonly games: number;
  /** The seed. */
  readonly seed: string;
  /** Worker threads. */
  readonly workers?: number;
  /** Where to write: `x.md` gets the markdown table, `x.svg` the chart, anything else the JSON of the ladder. */
  readonly out?: string;
}

/**
 * Runs the ladder command: checks the bots, runs {@link runLadder}, prints the text table and writes `--out`.
 * @param o - the options
 * @param out - where text goes
 * @returns the ladder
 */
export async function runLadderCommand(
  o: LadderCommandOptions,
  out: Output = processOutput(),
): Promise<Ladder> {
  const { game, ref } = await loadGame(o.game);
  const bots = o.bots ?? ladderBotsFor(game);
  if (bots.length < 2) throw new CliError('NO_SUCH_BOT', `--bots needs at least two bots.\n${BOTS_HELP}`);
  for (const b of bots) checkBot(b, game);
  const ladder = await runLadder({
    game: ref,
    bots,
    games: o.games,
    seed: o.seed,
    ...(o.workers === undefined ? {} : { workers: o.workers }),
    onProgress: (line) => out.note(line),
  });
  out.print(
    `${game.name}, ${ladder.seats} seats, ${ladder.gamesPerPair} games per pair, seed ${ladder.seed}; rating: Bradley–Terry (Elo points, ${bots[0]} = 0), 95% interval from the Fisher information`,
  );
  out.print(ladderTable(ladder, 'text'));
  if (o.out !== undefined) {
    const text = o.out.endsWith('.svg')
      ? ladderSvg(ladder, `${game.name}: rating against CPU time per decision`)
      : o.out.endsWith('.md')
        ? `${ladderTable(ladder, 'markdown')}\n`
        : `${JSON.stringify(ladder, null, 2)}\n`;
    writeFileSync(o.out, text);
    out.note(`wrote ${o.out}`);
  }
  return ladder;
}

/**
 * The `ladder` command.
 * @returns the command
 */
export function ladderCommand(): Command {
  const cmd = new Command('ladder');
  cmd
    .description(
      'rate bots on one scale: round robin, seats rotated, Bradley–Terry fit, CPU time per decision',
    )
    .argument('<game>', GAME_ARG_HELP)
    .option(
      '--bots <list>',
      `bot specs, comma-separated (default: those of ${LADDER_BOTS.join(',')} the game supports)`,
    )
    .option('--games <n>', 'games per pair of bots', intOption('--games', 1), 60)
    .option('--seed <seed>', 'the seed of the deals', 'ladder')
    .option(
      '--workers <k>',
      'worker threads (default: one per core; 0 or 1: in this thread)',
      intOption('--workers', 0),
    )
    .option('--out <file>', 'also write the ladder: file.md (markdown table), file.svg (chart) or file.json')
    .addHelpText('after', `\n${BOTS_HELP}`)
    .action(
      guarded(cmd, async (game: string, o: Record<string, unknown>) => {
        const bots =
          o.bots === undefined
            ? undefined
            : String(o.bots)
                .split(',')
                .map((b) => b.trim())
                .filter((b) => b !== '');
        await runLadderCommand({
          game,
          ...(bots === undefined ? {} : { bots }),
          games: o.games as number,
          seed: String(o.seed),
          ...(o.workers === undefined ? {} : { workers: o.workers as number }),
          ...(o.out === undefined ? {} : { out: String(o.out) }),
        });
      }),
    );
  return cmd;
}
