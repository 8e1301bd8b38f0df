/**
 * `cardrules sim`: a tournament from the command line, with a progress bar and a summary table.
 * @module
 */
import { createWriteStream } from 'node:fs';
import { SingleBar } from 'cli-progress';
import { runTournament, summarize, type TournamentResults, writeResults } from '../sim/index.js';
import { summaryTable } from './format.js';

/** Options of {@link simCommand}. */
export interface SimOptions {
  readonly game: string;
  readonly bots: readonly string[];
  readonly games: number;
  readonly first: number;
  readonly seats?: number;
  readonly workers?: number;
  readonly seed: string;
  readonly json: boolean;
  readonly out?: string;
  readonly results?: string;
  readonly progress: boolean;
  readonly print: (text: string) => void;
}

/**
 * Runs a tournament and prints its summary (or its results as JSON).
 * @param o - the options
 * @returns the results
 */
export async function simCommand(o: SimOptions): Promise<TournamentResults> {
  const records = o.out ? createWriteStream(o.out) : null;
  const bar = o.progress
    ? new SingleBar({
        format: '{bar} {value}/{total} games | {percentage}% | ETA {eta_formatted}',
        stream: process.stderr,
        hideCursor: true,
      })
    : null;
  bar?.start(o.games, 0);
  const run = await runTournament({
    game: o.game,
    bots: o.bots,
    games: o.games,
    first: o.first,
    seed: o.seed,
    records: records !== null,
    ...(o.seats === undefined ? {} : { seats: o.seats }),
    ...(o.workers === undefined ? {} : { workers: o.workers }),
    onProgress: (done) => bar?.update(done),
    onRecords: (lines) => {
      for (const l of lines) records!.write(`${l}\n`);
    },
  });
  bar?.stop();
  if (records)
    await new Promise<void>((resolve, reject) =>
      records.end((e?: Error | null) => (e ? reject(e) : resolve())),
    );
  if (o.results) writeResults(o.results, run.results);
  if (o.json) {
    o.print(JSON.stringify({ results: run.results, summary: summarize(run.results), ms: run.ms }, null, 2));
  } else {
    const r = run.results;
    o.print(
      `${r.games} games of ${r.game}, ${r.seats} seats, seed '${r.seed}', ${run.workers} worker(s), ${(run.ms / 1000).toFixed(1)} s`,
    );
    o.print(summaryTable([summarize(r)]));
  }
  return run.results;
}
