/**
 * Reading and writing results files.
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mergeResults, type TournamentResults } from './results.js';

/**
 * Writes results as pretty JSON.
 * @param path - the file
 * @param results - the results
 * @category Simulation
 */
export function writeResults(path: string, results: TournamentResults): void {
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}

/**
 * Reads a results file.
 * @param path - the file
 * @returns the results
 * @throws Error when the file is not a results file
 * @category Simulation
 */
export function readResults(path: string): TournamentResults {
  const data = JSON.parse(readFileSync(path, 'utf8')) as TournamentResults;
  if (data?.format !== 'cardrules-results') throw new Error(`${path} is not a cardrules results file`);
  return data;
}

/**
 * Reads several results files of one tournament (for example from a job array) and merges them.
 * @param paths - the files
 * @returns the merged results
 * @category Simulation
 */
export function mergeResultFiles(paths: readonly string[]): TournamentResults {
  return mergeResults(paths.map(readResults));
}
