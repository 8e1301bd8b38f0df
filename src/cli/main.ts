#!/usr/bin/env node
/**
 * The `cardrules` command: demo, play, sim, replay, merge.
 * @module
 */
import { availableParallelism } from 'node:os';
import { Command, InvalidArgumentError } from 'commander';
import { randomSeed } from '../core/index.js';
import { games, getGame } from '../registry.js';
import { DEMO_BOTS, demo } from './demo.js';
import { runEngine } from './engine.js';
import { mergeCommand } from './merge.js';
import { play } from './play.js';
import { replayFile } from './replay.js';
import { simCommand } from './sim.js';

const print = (text: string) => {
  process.stdout.write(`${text}\n`);
};

function int(name: string, min: number) {
  return (value: string): number => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min)
      throw new InvalidArgumentError(`${name} must be an integer ≥ ${min}`);
    return n;
  };
}

function gameArg(id: string) {
  const game = getGame(id);
  if (!game) throw new InvalidArgumentError(`unknown game '${id}' (games: ${Object.keys(games).join(', ')})`);
  return game;
}

const program = new Command();
program
  .name('cardrules')
  .description('Rules engines, bots and tournaments for Linko, Coins, The Great Dalmuti and Big Fish')
  .showHelpAfterError();

program
  .command('demo')
  .description('a short seeded tournament of bots (ISMCTS, heuristic, random) on every game')
  .option('--games <n>', 'games per game', int('--games', 1), 12)
  .option('--seed <seed>', 'the seed', 'demo')
  .option(
    '--workers <k>',
    'worker threads (0: in-process)',
    int('--workers', 0),
    Math.min(2, availableParallelism()),
  )
  .option('--bots <list>', 'bot specs, strongest first', DEMO_BOTS.join(','))
  .action(async (o: { games: number; seed: string; workers: number; bots: string }) => {
    await demo({ ...o, bots: o.bots.split(','), out: print });
  });

program
  .command('play')
  .description('play a match in the terminal against bots, seeing only your own view')
  .argument('<game>', `the game: ${Object.keys(games).join(', ')}`, gameArg)
  .option('--seats <n>', 'seats at the table (default: the fewest the game allows)', int('--seats', 1))
  .option('--seat <s>', 'your seat', int('--seat', 0), 0)
  .option('--bots <list>', 'the bots of the other seats, comma-separated', 'heuristic')
  .option(
    '--seed <seed>',
    'the seed of the deal (default: a fresh seed from the cryptographic source, printed)',
  )
  .action(async (game, o: { seats?: number; seat: number; bots: string; seed?: string }) => {
    const seats = o.seats ?? game.seats.min;
    if (seats < game.seats.min || seats > game.seats.max) {
      program.error(`${game.name} takes ${game.seats.min}–${game.seats.max} seats`);
    }
    if (o.seat >= seats) program.error(`--seat must be below ${seats}`);
    await play(game, {
      seats,
      seat: o.seat,
      bots: o.bots.split(','),
      seed: o.seed ?? randomSeed(),
      out: print,
    });
  });

program.addCommand(simCommand());

program
  .command('replay')
  .description('show a recorded game move by move with its events')
  .argument('<record>', 'a record JSON file (or a JSONL file of `sim --out`: its first game)')
  .action((path: string) => {
    if (!replayFile(path, print)) process.exitCode = 1;
  });

program.addCommand(mergeCommand());

program
  .command('engine')
  .description('the engine protocol on stdin/stdout: JSON lines for other languages')
  .action(async () => {
    await runEngine();
  });

program.parseAsync().catch((e: unknown) => {
  if (e instanceof Error && e.name === 'ExitPromptError') {
    print('\nStopped.');
    return;
  }
  process.stderr.write(`cardrules: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
