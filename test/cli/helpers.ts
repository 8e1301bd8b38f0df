/**
 * Running the `cardrules` command from its sources in tests: once with its output captured, or in a real
 * pseudo-terminal drawn by a headless terminal emulator, where a test types as a person would and reads the screen.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import xterm from '@xterm/headless';
import { type IPty, spawn as spawnPty } from 'node-pty';

const XtermTerminal = xterm.Terminal;
type XtermTerminal = InstanceType<typeof xterm.Terminal>;

export const root = resolve(import.meta.dirname, '../..');
export const main = join(root, 'src/cli/main.ts');

/** Text without terminal escapes. */
export function plain(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping terminal escapes
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
}

/** The result of one run of the command. */
export interface Run {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/**
 * Runs `cardrules <args>` from the sources, with `input` on its standard input (a pipe, not a terminal).
 * @param args - the arguments
 * @param input - what to type, all at once
 * @returns status and output, escapes removed
 */
export function run(args: readonly string[], input = ''): Run {
  const r = spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined },
    timeout: 300_000,
  });
  return { code: r.status, out: plain(r.stdout), err: plain(r.stderr) };
}

/** Runs a shell line in the repository (for pipes such as `| head -1`). */
export function shell(line: string): Run {
  const r = spawnSync('bash', ['-o', 'pipefail', '-c', line], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 300_000,
  });
  return { code: r.status, out: plain(r.stdout), err: plain(r.stderr) };
}

/** A temporary folder, removed by `done()`. */
export function scratch(prefix: string): { dir: string; done(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The keys {@link Terminal.key} can press, as the bytes a keyboard sends. */
const KEYS: Readonly<Record<string, string>> = { 'C-c': '\x03', 'C-d': '\x04', Enter: '\r' };

/**
 * A command running in a pseudo-terminal (node-pty) whose output is drawn by a headless terminal emulator
 * (@xterm/headless): the program sees a TTY, prompts with line editing, draws colours, and receives keys (Ctrl-C
 * included) as from a keyboard; the test reads the screen as a person would see it. Nothing outside npm is needed.
 */
export class Terminal {
  private readonly pty: IPty;
  private readonly term: XtermTerminal;
  private raw = '';
  private cursorShown = true;
  private closed = false;
  /** The shell's exit status once it has ended (the program's own: the shell exits with it). */
  private exitStatus: number | null = null;

  /**
   * Starts `command` (a shell line, run in the repository) in a terminal of `width` × `height`. When it ends, the
   * shell writes `[exit <status>]` on the screen.
   */
  constructor(command: string, width = 110, height = 45) {
    this.term = new XtermTerminal({ cols: width, rows: height, scrollback: 100_000, allowProposedApi: true });
    // DECTCEM (`CSI ? 25 h` / `CSI ? 25 l`) shows and hides the cursor; the emulator handles it too.
    const cursor = (shown: boolean) => (params: (number | number[])[]) => {
      if (params.includes(25)) this.cursorShown = shown;
      return false;
    };
    this.term.parser.registerCsiHandler({ prefix: '?', final: 'h' }, cursor(true));
    this.term.parser.registerCsiHandler({ prefix: '?', final: 'l' }, cursor(false));
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'NO_COLOR') env[k] = v;
    env.TERM = 'xterm-256color';
    this.pty = spawnPty('bash', ['-c', `${command}; status=$?; echo "[exit $status]"; exit $status`], {
      name: 'xterm-256color',
      cols: width,
      rows: height,
      cwd: root,
      env,
    });
    this.pty.onData((data) => {
      this.raw += data;
      this.term.write(data);
    });
    this.pty.onExit(({ exitCode }) => {
      this.exitStatus = exitCode;
    });
  }

  /** Everything the terminal has shown, its scrollback included, lines wrapped by the terminal joined again. */
  screen(): string {
    const buffer = this.term.buffer.active;
    const lines: string[] = [];
    for (let i = 0; i < buffer.length; i++) {
      const line = buffer.getLine(i);
      if (!line) continue;
      const text = line.translateToString(true);
      if (line.isWrapped && lines.length > 0) lines[lines.length - 1] += text;
      else lines.push(text);
    }
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    // The pseudo-terminal may drop the last bytes written as it closes (more often on a loaded machine): the shell's
    // own exit status, which is the program's, stands in for an `[exit …]` line that never arrived.
    if (this.exitStatus !== null && !lines.some((line) => line.startsWith('[exit ')))
      lines.push(`[exit ${this.exitStatus}]`);
    return `${lines.join('\n')}\n`;
  }

  /** The lines the terminal had to break because they were wider than it (their continuations), as shown. */
  brokenLines(): string[] {
    const buffer = this.term.buffer.active;
    const broken: string[] = [];
    for (let i = 1; i < buffer.length; i++) {
      const line = buffer.getLine(i);
      if (line?.isWrapped)
        broken.push(`${buffer.getLine(i - 1)!.translateToString(true)}⏎${line.translateToString(true)}`);
    }
    return broken;
  }

  /** Everything the program wrote, its colours included, as escape sequences. */
  colours(): string {
    return this.raw;
  }

  /** Types text and presses Enter. */
  type(text: string): void {
    this.pty.write(text);
    this.pty.write('\r');
  }

  /** Presses a key (`C-c`, `C-d`, `Enter`). */
  key(name: string): void {
    const bytes = KEYS[name];
    if (bytes === undefined) throw new Error(`no key ${name}`);
    this.pty.write(bytes);
  }

  /** Whether the terminal's cursor is visible (the program's last DECTCEM). */
  cursorVisible(): boolean {
    return this.cursorShown;
  }

  /**
   * Waits until `test` holds for the screen, and returns the screen. The wait is generous, since a loaded machine
   * is slow: a test asserts what the screen shows, not how fast.
   * @throws Error with the screen's end when it does not within `ms`
   */
  async waitFor(test: (screen: string) => boolean, what: string, ms = 180_000): Promise<string> {
    const start = Date.now();
    for (;;) {
      await new Promise<void>((r) => this.term.write('', r));
      const screen = this.screen();
      if (test(screen)) return screen;
      if (Date.now() - start > ms) {
        throw new Error(
          `timed out waiting for ${what}; the screen ends:\n${screen.split('\n').slice(-30).join('\n')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 40));
    }
  }

  /** Stops the program if it still runs, and the emulator. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.pty.kill();
    } catch {
      // already gone
    }
    this.term.dispose();
  }
}

/** How many times `needle` occurs in `text`. */
export function count(text: string, needle: string | RegExp): number {
  if (typeof needle === 'string') return text.split(needle).length - 1;
  return [...text.matchAll(new RegExp(needle.source, `${needle.flags.replace('g', '')}g`))].length;
}
