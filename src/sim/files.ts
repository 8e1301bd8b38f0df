/**
 * Reading and writing results files.
 * @module
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { SimError } from './errors.js';
import { type MergeOptions, mergeResults, type TournamentResults } from './results.js';

/**
 * Writes results as pretty JSON. The file is written under a temporary name and renamed into place, so it is never
 * seen half-written.
 * @param path - the file
 * @param results - the results
 * @returns nothing; the file is in place when it returns
 * @example
 * ```ts
 * writeResults('part-0.json', run.results);
 * ```
 * @category Simulation
 */
export function writeResults(path: string, results: TournamentResults): void {
  const partial = `${path}.partial`;
  writeFileSync(partial, `${JSON.stringify(results, null, 2)}\n`);
  renameSync(partial, path);
}

/**
 * Reads a results file.
 * @param path - the file
 * @returns the results
 * @throws SimError (`NOT_RESULTS`) when the file cannot be read or is not a results file
 * @example
 * ```ts
 * const part = readResults('part-0.json');
 * part.ranges; // [[0, 2500]]
 * ```
 * @category Simulation
 */
export function readResults(path: string): TournamentResults {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new SimError(
      'NOT_RESULTS',
      code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code ?? String(e)})`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SimError(
      'NOT_RESULTS',
      `${path} is not JSON, so it is not a results file of \`cardrules sim --results\``,
    );
  }
  const r = data as Partial<TournamentResults> | null;
  if (
    r?.format !== 'cardrules-results' ||
    r.version !== 1 ||
    !Array.isArray(r.ranges) ||
    typeof r.bots !== 'object'
  ) {
    throw new SimError('NOT_RESULTS', `${path} is not a results file of \`cardrules sim --results\``);
  }
  return r as TournamentResults;
}

/**
 * Reads several results files of one tournament (for example the shards of a job array) and merges them. Refuses
 * files of different tournaments, overlapping games and missing games, naming the files and games.
 * @param paths - the files
 * @param options - see {@link MergeOptions}
 * @returns the merged results
 * @throws SimError as {@link mergeResults} and {@link readResults} do
 * @example
 * ```ts
 * const all = mergeResultFiles(['part-0.json', 'part-1.json', 'part-2.json']);
 * ```
 * @category Simulation
 */
export function mergeResultFiles(paths: readonly string[], options: MergeOptions = {}): TournamentResults {
  // Names in messages: the base names, unless two files share one.
  const bases = paths.map((p) => basename(p));
  const unique = new Set(bases).size === bases.length;
  return mergeResults(
    paths.map((path, i) => ({ name: unique ? bases[i]! : path, results: readResults(path) })),
    options,
  );
}
