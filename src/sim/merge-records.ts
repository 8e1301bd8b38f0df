/**
 * Joining the records files of a tournament's shards into one, in game order.
 * @module
 */
import { canonicalJson } from '../core/json.js';
import { SimError } from './errors.js';
import { openLines, parseRecordsHeader, type RecordsHeader } from './records.js';
import { gamesText } from './results.js';
import { createRecordsWriter, type RecordsSummary } from './writer.js';

/** The first game line's index of a line, or `null` for a line that is not a game. */
function indexOf(line: string): number | null {
  const m = /^\{"index":(\d+),/.exec(line);
  return m ? Number(m[1]) : null;
}

/** A records file's header and first game, read from its first lines. */
async function peek(path: string): Promise<{ header: RecordsHeader; first: number | null }> {
  let lines: Awaited<ReturnType<typeof openLines>>;
  try {
    lines = await openLines(path);
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw new SimError(
      'NOT_RECORDS',
      code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code})`,
    );
  }
  try {
    const head = await lines.next();
    if (head.done) throw new SimError('NOT_RECORDS', `${path} is empty, so it is not a records file`);
    let header: RecordsHeader;
    try {
      header = parseRecordsHeader(head.value);
    } catch (e) {
      throw new SimError('NOT_RECORDS', `${path}: ${e instanceof Error ? e.message : String(e)}`);
    }
    for (;;) {
      const next = await lines.next();
      if (next.done) return { header, first: null };
      if (next.value.trim() === '') continue;
      const first = indexOf(next.value);
      if (first === null)
        throw new SimError('NOT_RECORDS', `${path}: line 2 is not a game of a records file`);
      return { header, first };
    }
  } finally {
    lines.close();
  }
}

/**
 * Joins records files of one tournament (for example `games-K.jsonl.gz` of each shard) into one records file, in game
 * order: the same file, line for line, as one run of all their games would have written. The files may be given in
 * any order; they must have the same header and follow each other without gaps or overlaps. The output is written
 * under a temporary name and renamed into place when complete; on an error nothing is left.
 * @param paths - the records files
 * @param out - the file to write (gzip if its name ends in `.gz`)
 * @returns where the records went and how many games they hold
 * @throws SimError `NOT_RECORDS` (a file that is not a records file, or damaged), `NOT_SAME_TOURNAMENT` (another
 *   header), `GAP` or `OVERLAP` (files that do not follow each other), naming the files and games
 * @example
 * ```ts
 * await mergeRecordFiles(['games-1.jsonl.gz', 'games-0.jsonl.gz'], 'games.jsonl.gz');
 * ```
 * @category Simulation
 */
export async function mergeRecordFiles(paths: readonly string[], out: string): Promise<RecordsSummary> {
  if (paths.length === 0) throw new SimError('NOT_RECORDS', 'there are no records files to merge');
  const files: { path: string; header: RecordsHeader; first: number | null }[] = [];
  for (const path of paths) files.push({ path, ...(await peek(path)) });
  const header = files[0]!.header;
  const want = canonicalJson(header);
  const different = files
    .filter((f) => canonicalJson(f.header) !== want)
    .map((f) => `${f.path} is of another tournament than ${files[0]!.path} (its header differs)`);
  if (different.length > 0) {
    throw new SimError(
      'NOT_SAME_TOURNAMENT',
      `the records files are not of the same tournament: ${different[0]}`,
      different,
    );
  }
  // In game order; files without games anywhere (they add nothing).
  const ordered = files.filter((f) => f.first !== null).sort((a, b) => a.first! - b.first!);
  const writer = createRecordsWriter(out, header);
  try {
    let expected: number | null = null;
    let previous = '';
    for (const f of ordered) {
      if (expected !== null && f.first! !== expected) {
        throw f.first! > expected
          ? new SimError(
              'GAP',
              `${gamesText(expected, f.first!)} are in no records file (between ${previous} and ${f.path})`,
            )
          : new SimError('OVERLAP', `${f.path} starts at game ${f.first}, which ${previous} holds already`);
      }
      const lines = await openLines(f.path);
      try {
        await lines.next();
        let next = f.first!;
        let batch: string[] = [];
        let lineNumber = 1;
        for (;;) {
          const line = await lines.next();
          if (line.done) break;
          lineNumber++;
          if (line.value.trim() === '') continue;
          const index = indexOf(line.value);
          if (index !== next) {
            throw new SimError(
              'NOT_RECORDS',
              `${f.path}: line ${lineNumber} holds ${index === null ? 'no game' : `game ${index}`} where game ${next} should be`,
            );
          }
          batch.push(line.value);
          next++;
          if (batch.length === 1000) {
            await writer.write(batch);
            batch = [];
          }
        }
        await writer.write(batch);
        expected = next;
        previous = f.path;
      } finally {
        lines.close();
      }
    }
  } catch (e) {
    await writer.discard();
    throw e;
  }
  return writer.finish();
}

/**
 * Whether a file is a records file (its first line a records header), read from its start; `false` for anything
 * else, including a file that cannot be read.
 * @internal
 */
export async function isRecordsFile(path: string): Promise<boolean> {
  try {
    const lines = await openLines(path);
    try {
      const head = await lines.next();
      return !head.done && head.value.startsWith('{"format":"cardrules-records"');
    } finally {
      lines.close();
    }
  } catch {
    return false;
  }
}
