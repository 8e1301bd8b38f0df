/**
 * Running the `cardrules` command from its sources in tests: once with its output captured, or in a real
 * pseudo-terminal (tmux) where a test types as a person would and reads the screen.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
    timeout: 120_000,
  });
  return { code: r.status, out: plain(r.stdout), err: plain(r.stderr) };
}

/** Runs a shell line in the repository (for pipes such as `| head -1`). */
export function shell(line: string): Run {
  const r = spawnSync('bash', ['-o', 'pipefail', '-c', line], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 120_000,
  });
  return { code: r.status, out: plain(r.stdout), err: plain(r.stderr) };
}

/** A temporary folder, removed by `done()`. */
export function scratch(prefix: string): { dir: string; done(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, done: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A command running in a tmux pane: a real pseudo-terminal, so the program sees a TTY, prompts with line editing,
 * draws colours, and receives keys (Ctrl-C included) as from a keyboard. Each terminal has a tmux server of its own
 * (its own socket), stopped by {@link Terminal.close}.
 */
export class Terminal {
  private readonly socket: string;
  private readonly config: string;
  private closed = false;

  /**
   * Starts `command` (a shell line, run in the repository) in a new pane of `width` × `height`.
   */
  constructor(command: string, width = 110, height = 45) {
    this.socket = `cardrules-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    const dir = mkdtempSync(join(tmpdir(), 'cardrules-tmux-'));
    this.config = join(dir, 'tmux.conf');
    writeFileSync(this.config, 'set -g history-limit 100000\nset -g remain-on-exit on\n');
    this.tmux(
      'new-session',
      '-d',
      '-x',
      String(width),
      '-y',
      String(height),
      '-s',
      'play',
      `cd ${JSON.stringify(root)} && ${command}; echo "[exit $?]"; sleep 3600`,
    );
  }

  private tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, '-f', this.config, ...args], {
      encoding: 'utf8',
      env: { ...process.env, TERM: 'xterm-256color', NO_COLOR: undefined },
    });
  }

  /** Everything the pane has shown, its scrollback included, escapes removed. */
  screen(): string {
    return plain(this.tmux('capture-pane', '-p', '-J', '-S', '-', '-t', 'play'));
  }

  /** The pane with its colours, as escape sequences. */
  colours(): string {
    return this.tmux('capture-pane', '-p', '-e', '-J', '-S', '-', '-t', 'play');
  }

  /** Types text and presses Enter. */
  type(text: string): void {
    this.tmux('send-keys', '-t', 'play', '-l', text);
    this.tmux('send-keys', '-t', 'play', 'Enter');
  }

  /** Presses a key (`C-c`, `C-d`). */
  key(name: string): void {
    this.tmux('send-keys', '-t', 'play', name);
  }

  /** Whether the terminal's cursor is visible. */
  cursorVisible(): boolean {
    return this.tmux('display-message', '-p', '-t', 'play', '#{cursor_flag}').trim() === '1';
  }

  /**
   * Waits until `test` holds for the screen, and returns the screen.
   * @throws Error with the screen's end when it does not within `ms`
   */
  async waitFor(test: (screen: string) => boolean, what: string, ms = 30_000): Promise<string> {
    const start = Date.now();
    for (;;) {
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

  /** Stops the pane's program and the tmux server. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    try {
      this.tmux('kill-server');
    } catch {
      // already gone
    }
    rmSync(resolve(this.config, '..'), { recursive: true, force: true });
  }
}

/** How many times `needle` occurs in `text`. */
export function count(text: string, needle: string | RegExp): number {
  if (typeof needle === 'string') return text.split(needle).length - 1;
  return [...text.matchAll(new RegExp(needle.source, `${needle.flags.replace('g', '')}g`))].length;
}
