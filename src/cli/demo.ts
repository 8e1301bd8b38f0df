/**
 * `cardrules demo`: a short seeded tournament of bots on every game, with a results table.
 * @module
 */
import { botSupports } from '../bots/index.js';
import { games } from '../registry.js';
import { runTournament, summarize, type TournamentSummary } from '../sim/index.js';
import { summaryTable } from './format.js';

/** Options of the demo. */
export interface DemoOptions {
  /** Games per game type. */
  readonly games: number;
  /** The seed. */
  readonly seed: string;
  /** Worker threads (0: in-process). */
  readonly workers: number;
  /** The bots, strongest first (default {@link DEMO_BOTS}). */
  readonly bots?: readonly string[];
  /** Where to print. */
  readonly out: (line: string) => void;
}

/** The bots of the demo, strongest first; the last fills any remaining seat. */
export const DEMO_BOTS = ['ismcts:20', 'heuristic', 'random'] as const;

/**
 * Runs the demo.
 * @param options - see {@link DemoOptions}
 * @returns the summaries
 */
export async function demo(options: DemoOptions): Promise<TournamentSummary[]> {
  const summaries: TournamentSummary[] = [];
  options.out(
    `cardrules demo: ${options.games} seeded games per game, seats rotated, seed '${options.seed}'\n`,
  );
  for (const game of Object.values(games)) {
    const wanted = options.bots ?? DEMO_BOTS;
    const seats = Math.min(game.seats.max, Math.max(game.seats.min, wanted.length));
    const bots = wanted.filter((b) => botSupports(b, game)).slice(0, seats);
    if (bots.length === 0) continue;
    const games = Math.max(seats, Math.round(options.games / seats) * seats);
    const run = await runTournament({
      game: game.id,
      seats,
      bots,
      games,
      seed: options.seed,
      workers: options.workers,
      chunkSize: seats,
    });
    const s = summarize(run.results);
    summaries.push(s);
    options.out(`${game.name}: ${games} games, ${seats} seats, ${(run.ms / 1000).toFixed(1)} s`);
  }
  options.out('');
  options.out(summaryTable(summaries));
  return summaries;
}
