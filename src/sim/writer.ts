/**
 * Streaming a records file to disk: whole lines only, backpressure respected, written under a temporary name and
 * renamed into place when complete.
 * @module
 */
import { createWriteStream, renameSync, statSync, unlinkSync, type WriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { RecordsHeader } from './records.js';

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
