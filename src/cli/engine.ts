/**
 * `cardrules engine`: the engine protocol on stdin/stdout, one JSON request per line in, one reply per line out.
 * A line longer than the limit is answered with `LINE_TOO_LONG` without being held in memory; the engine ends when
 * stdin ends or after `quit`. The same file is the entry of the single-file engine bundle that the Python package
 * ships (`python/cardrules/engine.mjs`), where it starts the engine by itself.
 * @module
 */
import { writeSync, writevSync } from 'node:fs';
import type { AnyGame } from '../core/index.js';
import { createEngine, DEFAULT_LIMITS, type EngineLimits } from '../engine/index.js';

/**
 * Options of {@link runEngine}.
 * @category CLI
 */
export interface RunEngineOptions {
  /** Where requests come from. @defaultValue process.stdin */
  readonly input?: NodeJS.ReadableStream;
  /** Where replies go: a file descriptor written synchronously. @defaultValue 1 (stdout) */
  readonly outputFd?: number;
  /** Limits other than the defaults. */
  readonly limits?: Partial<EngineLimits>;
  /** The games it serves, by id. @defaultValue the registry of every game */
  readonly games?: Readonly<Record<string, AnyGame>>;
}

const NEWLINE = 10;

/** Node's base64 of a byte view (no copy). */
function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/**
 * Serves the engine protocol until the input ends or `quit` is received.
 * @param options - input, output and limits
 * @returns a promise that settles when the engine stops
 * @example
 * ```ts
 * await runEngine(); // serves stdin/stdout
 * ```
 * @category CLI
 */
export function runEngine(options: RunEngineOptions = {}): Promise<void> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const engine = createEngine({ limits, base64, ...(options.games ? { games: options.games } : {}) });
  const input = options.input ?? process.stdin;
  const fd = options.outputFd ?? 1;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  /** Set while the rest of an over-long line is being skipped. */
  let skipping = false;
  let stopped = false;

  return new Promise<void>((resolve) => {
    /**
     * Writes every chunk, in one system call when the pipe takes it all (a pipe may take part of it at a time);
     * stops when the reader has gone.
     */
    function write(chunks: Buffer[]): void {
      let pending: Buffer[] = chunks;
      while (pending.length > 0) {
        let written: number;
        try {
          written = pending.length === 1 ? writeSync(fd, pending[0]!) : writevSync(fd, pending);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'EAGAIN') continue;
          stop(); // EPIPE and the like: nobody reads the replies any more
          return;
        }
        let k = 0;
        while (k < pending.length && written >= pending[k]!.length) written -= pending[k++]!.length;
        pending = pending.slice(k);
        if (pending.length > 0 && written > 0) pending[0] = pending[0]!.subarray(written);
      }
    }

    const stop = () => {
      if (stopped) return;
      stopped = true;
      input.removeListener('data', onData);
      if ('destroy' in input && typeof input.destroy === 'function') input.destroy();
      resolve();
    };

    function tooLong(): string {
      return JSON.stringify({
        id: null,
        ok: false,
        error: {
          kind: 'request',
          code: 'LINE_TOO_LONG',
          rule: null,
          message: `a request line has at most ${limits.maxLineLength} bytes`,
        },
      });
    }

    function onData(chunk: Buffer | string): void {
      const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      const out: Buffer[] = [];
      let start = 0;
      while (!stopped) {
        const end = data.indexOf(NEWLINE, start);
        if (end < 0) break;
        if (skipping) skipping = false;
        else {
          let line: string;
          if (pendingBytes > 0) {
            pending.push(data.subarray(start, end));
            line = Buffer.concat(pending).toString('utf8');
            pending = [];
            pendingBytes = 0;
          } else line = data.toString('utf8', start, end);
          if (line.endsWith('\r')) line = line.slice(0, -1);
          if (line.trim().length > 0) {
            const reply = engine.respond(line);
            out.push(Buffer.from(`${reply.line}\n`, 'utf8'));
            for (const block of reply.payload)
              out.push(Buffer.from(block.buffer, block.byteOffset, block.byteLength));
          }
          if (engine.closed) {
            write(out);
            out.length = 0;
            stop();
          }
        }
        start = end + 1;
      }
      if (stopped) return;
      if (start < data.length && !skipping) {
        pending.push(data.subarray(start));
        pendingBytes += data.length - start;
        if (pendingBytes > limits.maxLineLength) {
          out.push(Buffer.from(`${tooLong()}\n`, 'utf8'));
          pending = [];
          pendingBytes = 0;
          skipping = true;
        }
      }
      if (out.length > 0) write(out);
    }

    input.on('data', onData);
    input.on('end', stop);
    input.on('error', stop);
  });
}

declare const CARDRULES_ENGINE_BUNDLE: boolean | undefined;

// The single-file bundle for the Python package is built with this constant defined: it serves stdin at once.
if (typeof CARDRULES_ENGINE_BUNDLE !== 'undefined' && CARDRULES_ENGINE_BUNDLE) {
  runEngine().then(
    () => process.exit(0),
    (e: unknown) => {
      process.stderr.write(`cardrules engine: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    },
  );
}
