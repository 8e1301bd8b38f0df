/**
 * The terminal: colours that switch themselves off when nobody sees them, printing that survives a closed pipe, and
 * an interrupt (Ctrl-C) that leaves the terminal as it found it.
 * @module
 */
import { styleText } from 'node:util';

/** A way to colour text: each function returns its argument, styled or as it is. */
export interface Style {
  /** Headings. */
  readonly bold: (text: string) => string;
  /** Secondary text. */
  readonly dim: (text: string) => string;
  /** The player's own seat, good news. */
  readonly green: (text: string) => string;
  /** Who is to act. */
  readonly yellow: (text: string) => string;
  /** Errors. */
  readonly red: (text: string) => string;
  /** Numbers and notation. */
  readonly cyan: (text: string) => string;
  /** The other seats. */
  readonly magenta: (text: string) => string;
}

const plainStyle: Style = {
  bold: (t) => t,
  dim: (t) => t,
  green: (t) => t,
  yellow: (t) => t,
  red: (t) => t,
  cyan: (t) => t,
  magenta: (t) => t,
};

function ansiStyle(): Style {
  const s =
    (format: Parameters<typeof styleText>[0]) =>
    (text: string): string =>
      styleText(format, text);
  return {
    bold: s('bold'),
    dim: s('dim'),
    green: s('green'),
    yellow: s('yellow'),
    red: s('red'),
    cyan: s('cyan'),
    magenta: s('magenta'),
  };
}

/**
 * Whether to colour a stream: a terminal, unless `NO_COLOR` is set; `FORCE_COLOR` (not `0`) forces it.
 * @param stream - the output stream
 * @param env - the environment
 * @returns whether escapes may be written
 */
export function colourWanted(
  stream: { readonly isTTY?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

/**
 * A style for a stream (colours only on a terminal that wants them).
 * @param stream - where the text goes
 * @returns the style
 */
export function styleFor(stream: { readonly isTTY?: boolean } = process.stdout): Style {
  return colourWanted(stream) ? ansiStyle() : plainStyle;
}

/** Text without the terminal's escape sequences (for measuring widths). */
export function stripAnsi(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escapes start with ESC
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
}

/** The width of text on screen, escapes left out. */
export function visibleLength(text: string): number {
  return [...stripAnsi(text)].length;
}

/**
 * A line of terminal text (escapes allowed) cut at spaces into lines of at most `width` visible columns, so that a
 * terminal narrower than the line does not break it mid-word. The lines after the first are indented to the text of
 * the first: past a number (`  12. `) when the line starts with one, else two columns deeper. A word wider than the
 * line stays whole.
 * @param text - one line
 * @param width - the columns
 * @returns the lines
 * @example
 * ```ts
 * wrapLine('   7. seat 2 placed Blue 6 on row 1', 20); // ['   7. seat 2 placed', '      Blue 6 on row 1']
 * ```
 */
export function wrapLine(text: string, width: number): string[] {
  if (visibleLength(text) <= width) return [text];
  const plain = stripAnsi(text);
  const lead = /^ *(?:\d+\. )?/.exec(plain)![0];
  const indent = ' '.repeat(/\d/.test(lead) ? lead.length : lead.length + 2);
  // Where the lead ends in the text with its escapes: after as many visible characters.
  let start = 0;
  for (let seen = 0; seen < lead.length && start < text.length; ) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal escapes start with ESC
    const sequence = /^\x1b\[[0-9;?]*[A-Za-z]/.exec(text.slice(start));
    if (sequence) start += sequence[0].length;
    else {
      start++;
      seen++;
    }
  }
  const head = text.slice(0, start);
  const words = text.slice(start).split(' ');
  const lines: string[] = [];
  let line = head;
  let fresh = true;
  for (const word of words) {
    if (fresh) {
      line += word;
      fresh = false;
    } else if (visibleLength(line) + 1 + visibleLength(word) <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = indent + word;
    }
  }
  lines.push(line);
  return lines;
}

/** Writes a line to standard output; on a terminal, wrapped at spaces to its width ({@link wrapLine}). */
export function print(text = ''): void {
  const width = process.stdout.isTTY ? process.stdout.columns : undefined;
  const lines = width ? text.split('\n').flatMap((line) => wrapLine(line, width)) : [text];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Writes a line to standard error. */
export function printError(text: string): void {
  process.stderr.write(`${text}\n`);
}

const cleanups = new Set<() => void>();

/**
 * Registers something to undo when the user interrupts (Ctrl-C) or the output pipe closes: stop a progress bar,
 * remove a partial file, say what was kept.
 * @param cleanup - runs once, synchronously
 * @returns a function that unregisters it
 */
export function onInterrupt(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

function runCleanups(): void {
  for (const cleanup of [...cleanups]) {
    cleanups.delete(cleanup);
    try {
      cleanup();
    } catch {
      // an interrupt must end the program even when a cleanup fails
    }
  }
}

/** Shows the cursor again (a progress bar or a prompt may have hidden it). */
export function restoreTerminal(): void {
  if (process.stderr.isTTY) process.stderr.write('\x1b[?25h');
  if (process.stdout.isTTY) process.stdout.write('\x1b[?25h');
}

let installed = false;

/**
 * Makes the program behave at the edges of a terminal: a closed output pipe (`cardrules replay … | head`) ends it
 * quietly with status 0 instead of an `EPIPE` crash; Ctrl-C runs the registered cleanups, shows the cursor, says
 * "Stopped." and exits with status 130. Safe to call more than once.
 */
export function installTerminalGuards(): void {
  if (installed) return;
  installed = true;
  const closed = (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') {
      runCleanups();
      process.exit(0);
    }
    throw e;
  };
  process.stdout.on('error', closed);
  process.stderr.on('error', closed);
  process.on('SIGINT', () => {
    runCleanups();
    restoreTerminal();
    process.stderr.write('\nStopped.\n');
    process.exit(130);
  });
}
