/**
 * Streaming a records file to disk: whole lines only, backpressure respected, written under a temporary name and
 * renamed into place when complete.
 * @module
 */
import { createWriteStream, renameSync, statSync, unlinkSync, type WriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { canonicalJson } from '../core/json.js';
import { SimError } from './errors.js';
import { openLines, parseRecordsHeader, type RecordsHeader } from './records.js';
import { gamesText } from './results.js';

/**
 * Where a tournament's records went.
 * @category Simulation
 */
export interface RecordsSummary {
  /** The file. */
  readonly path: string;
  /** Games written. */
  readonly games: number;
  /** The file's size in bytes (compressed, for a `.gz` file). */
  readonly bytes: number;
  /** Bytes of game lines before compression (the header not included). */
  readonly lineBytes: number;
}

/**
 * A records file being written.
 * @internal
 */
export interface RecordsWriter {
  /** The temporary file written until {@link RecordsWriter.finish}. */
  readonly partialPath: string;
  /** Appends game lines; resolves when the stream can take more. */
  write(lines: readonly string[]): Promise<void>;
  /** Closes the file and renames it into place. */
  finish(): Promise<RecordsSummary>;
  /** Stops writing and removes the temporary file. */
  discard(): Promise<void>;
}

/**
 * Opens a records file and writes its header. A name ending in `.gz` writes gzip.
 * @param path - the final file name
 * @param header - the header line's content
 * @returns the writer
 * @internal
 */
export function createRecordsWriter(path: string, header: RecordsHeader): RecordsWriter {
  const partialPath = `${path}.partial`;
  const file: WriteStream = createWriteStream(partialPath);
  const sink: Writable = path.endsWith('.gz') ? createGzip() : file;
  if (sink !== file) sink.pipe(file);
  let failure: Error | null = null;
  const onError = (e: Error) => {
    failure ??= e;
  };
  file.on('error', onError);
  sink.on('error', onError);
  let games = 0;
  let lineBytes = 0;
  sink.write(`${JSON.stringify(header)}\n`);
  const closed = () =>
    new Promise<void>((resolve) => {
      if (file.closed) resolve();
      else file.once('close', () => resolve());
    });
  return {
    partialPath,
    async write(lines) {
      if (failure) throw failure;
      if (lines.length === 0) return;
      const text = `${lines.join('\n')}\n`;
      games += lines.length;
      lineBytes += Buffer.byteLength(text);
      if (!sink.write(text)) {
        await new Promise<void>((resolve) => {
          const done = () => {
            sink.off('drain', done);
            file.off('error', done);
            resolve();
          };
          sink.once('drain', done);
          file.once('error', done);
        });
      }
      if (failure) throw failure;
    },
    async finish() {
      sink.end();
      await closed();
      if (failure) throw failure;
      renameSync(partialPath, path);
      return { path, games, bytes: statSync(path).size, lineBytes };
    },
    async discard() {
      sink.destroy();
      if (sink !== file) file.destroy();
      await closed();
      try {
        unlinkSync(partialPath);
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Copies the games `[from, to)` of an earlier records file of the same tournament into a new writer (to resume a
 * stopped run): the file must have the same header and hold those games first, in order; lines after them (games a
 * run played after its results were written) are left out.
 * @param path - the earlier file
 * @param header - the header of the run that resumes
 * @param from - its first game
 * @param to - one past the last game to keep
 * @param writer - where the games go
 * @throws SimError (`CANNOT_RESUME`) when the file does not hold those games
 * @internal
 */
export async function carryOver(
  path: string,
  header: RecordsHeader,
  from: number,
  to: number,
  writer: RecordsWriter,
): Promise<void> {
  const refuse = (why: string) =>
    new SimError('CANNOT_RESUME', `cannot resume: the records file ${path} ${why}`);
  let lines: Awaited<ReturnType<typeof openLines>>;
  try {
    lines = await openLines(path);
  } catch (e) {
    const code = (e as { code?: string }).code;
    throw refuse(
      code === 'ENOENT' ? `is missing (it should hold ${gamesText(from, to)})` : `cannot be read (${code})`,
    );
  }
  try {
    const first = await lines.next();
    let old: RecordsHeader;
    try {
      if (first.done) throw new Error('empty');
      old = parseRecordsHeader(first.value);
    } catch {
      throw refuse('is not a records file');
    }
    if (canonicalJson(old) !== canonicalJson(header)) throw refuse('is of another tournament');
    let next = from;
    let batch: string[] = [];
    while (next < to) {
      const line = await lines.next();
      if (line.done) break;
      if (line.value.trim() === '') continue;
      const m = /^\{"index":(\d+),/.exec(line.value);
      if (!m || Number(m[1]) !== next) {
        throw refuse(`holds ${m ? `game ${m[1]}` : 'a damaged line'} where game ${next} should be`);
      }
      batch.push(line.value);
      next++;
      if (batch.length === 1000) {
        await writer.write(batch);
        batch = [];
      }
    }
    await writer.write(batch);
    if (next < to) throw refuse(`ends before game ${next} (it should hold ${gamesText(from, to)})`);
  } finally {
    lines.close();
  }
}
