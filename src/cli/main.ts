#!/usr/bin/env node
/**
 * The `cardrules` command: demo, play, replay, sim, ladder, merge, engine. Each command lives in its own file and is added
 * here with one line.
 * @module
 */
import { Command } from 'commander';
import { collect, guarded, withFriendlyErrors } from './args.js';
import { BOTS_HELP } from './bots.js';
import { demoCommand } from './demo.js';
import { runEngine } from './engine.js';
import { gamesWith, loadGame } from './game-arg.js';
import { ladderCommand } from './ladder.js';
import { mergeCommand } from './merge.js';
import { playCommand } from './play-command.js';
import { replayCommand } from './replay.js';
import { simCommand } from './sim.js';
import { cliVersion } from './version.js';

const program = new Command();
program
  .name('cardrules')
  .description('Play Linko, Coins, The Great Dalmuti and Big Fish against bots; run seeded bot tournaments.')
  .version(cliVersion(), '-V, --version', 'print the version')
  .helpOption('-h, --help', 'show help (also: cardrules <command> --help)')
  .addHelpText(
    'after',
    `
${BOTS_HELP}

Start with: cardrules demo    or: cardrules play coins`,
  );

program.addCommand(demoCommand());
program.addCommand(playCommand());
program.addCommand(replayCommand());
program.addCommand(simCommand());
program.addCommand(ladderCommand());
program.addCommand(mergeCommand());

const engine = program
  .command('engine')
  .description('the engine protocol on stdin/stdout: JSON lines for other languages')
  .option(
    '--game <module#export>',
    'also serve a game of your own, path/to/module.js#exportName (repeatable)',
    collect,
    [],
  );
engine.action(
  guarded(engine, async (o: { game: string[] }) => {
    const extra = await Promise.all(o.game.map(loadGame));
    await runEngine(extra.length > 0 ? { games: gamesWith(extra.map((a) => a.game)) } : {});
  }),
);

withFriendlyErrors(program);
program.parseAsync().catch((e: unknown) => {
  process.stderr.write(`cardrules: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
