#!/usr/bin/env node
/**
 * The `cardrules` command: demo, play, sim, replay, merge.
 * @module
 */
import { availableParallelism } from 'node:os';
import { Command, InvalidArgumentError } from 'commander';
import { randomSeed } from '../core/index.js';
import { games, getGame } from '../registry.js';
import { mergeResultFiles, summarize, writeResults } from '../sim/index.js';
import { DEMO_BOTS, demo } from './demo.js';
import { summaryTable } from './format.js';
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

program
  .command('sim')
  .description('a seat-rotated tournament of bots over worker threads')
  .argument('<game>', `the game: ${Object.keys(games).join(', ')}`, gameArg)
  .requiredOption('--bots <list>', 'bot specs, comma-separated; the last fills the remaining seats')
  .option('--games <n>', 'games to play', int('--games', 1), 100)
  .option('--first <i>', 'the first game index (to split a tournament into jobs)', int('--first', 0), 0)
  .option('--seats <n>', 'seats per match (default: the fewest the game allows)', int('--seats', 1))
  .option('--workers <k>', 'worker threads (default: one per core; 0: in-process)', int('--workers', 0))
  .option('--seed <seed>', 'the seed of the tournament', 'cardrules')
  .option('--json', 'print the results and summary as JSON')
  .option('--out <file>', 'write one JSONL line per game (record, bots, score)')
  .option('--results <file>', 'write the mergeable results file')
  .option('--no-progress', 'no progress bar')
  .action(
    async (
      game,
      o: {
        bots: string;
        games: number;
        first: number;
        seats?: number;
        workers?: number;
        seed: string;
        json?: boolean;
        out?: string;
        results?: string;
        progress: boolean;
      },
    ) => {
      await simCommand({
        game: game.id,
        bots: o.bots.split(','),
        games: o.games,
        first: o.first,
        seed: o.seed,
        json: o.json === true,
        progress: o.progress && process.stderr.isTTY === true,
        print,
        ...(o.seats === undefined ? {} : { seats: o.seats }),
        ...(o.workers === undefined ? {} : { workers: o.workers }),
        ...(o.out === undefined ? {} : { out: o.out }),
        ...(o.results === undefined ? {} : { results: o.results }),
      });
    },
  );

program
  .command('replay')
  .description('show a recorded game move by move with its events')
  .argument('<record>', 'a record JSON file (or a JSONL file of `sim --out`: its first game)')
  .action((path: string) => {
    if (!replayFile(path, print)) process.exitCode = 1;
  });

program
  .command('merge')
  .description('merge results files of one tournament split into game ranges')
  .argument('<files...>', 'results files written by `sim --results`')
  .option('--out <file>', 'write the merged results file')
  .option('--json', 'print the merged results as JSON')
  .action((files: string[], o: { out?: string; json?: boolean }) => {
    const merged = mergeResultFiles(files);
    if (o.out) writeResults(o.out, merged);
    if (o.json) print(JSON.stringify({ results: merged, summary: summarize(merged) }, null, 2));
    else
      print(
        `${merged.games} games, ranges ${JSON.stringify(merged.ranges)}\n${summaryTable([summarize(merged)])}`,
      );
  });

program.parseAsync().catch((e: unknown) => {
  if (e instanceof Error && e.name === 'ExitPromptError') {
    print('\nStopped.');
    return;
  }
  process.stderr.write(`cardrules: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
});
