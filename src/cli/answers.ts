/**
 * Where a player's answers come from: a prompt with line editing on a terminal, or one line after another from a
 * pipe or a file (`printf '1\n2\n' | cardrules play coins`), each echoed after its question so that a transcript
 * reads like the game. The end of the input and Ctrl-C are answers too, so the game can stop cleanly.
 * @module
 */
import { createInterface } from 'node:readline';
import input from '@inquirer/input';
import { restoreTerminal } from './terminal.js';

/** One answer: a line, the end of the input (Ctrl-D, end of a pipe), or an interrupt (Ctrl-C). */
export type Answer =
  | { readonly kind: 'line'; readonly text: string }
  | { readonly kind: 'end' }
  | { readonly kind: 'interrupt' };

/** A source of answers. */
export interface Answers {
  /**
   * Asks one question.
   * @param message - the question
   * @returns the answer
   */
  ask(message: string): Promise<Answer>;
  /** Releases the input. */
  close(): void;
}

/**
 * Answers typed at a terminal, with line editing (`@inquirer/input`).
 * @returns the source
 */
export function promptAnswers(): Answers {
  return {
    async ask(message) {
      try {
        return { kind: 'line', text: await input({ message }) };
      } catch (e) {
        if (e instanceof Error && e.name === 'ExitPromptError') {
          restoreTerminal(); // the prompt leaves the cursor hidden when it is closed by Ctrl-C or Ctrl-D
          return /SIGINT/.test(e.message) ? { kind: 'interrupt' } : { kind: 'end' };
        }
        throw e;
      }
    },
    close() {},
  };
}

/**
 * Answers read line by line from a stream that is not a terminal; each question and its answer are printed.
 * @param stream - the input (standard input)
 * @param print - where the questions go
 * @returns the source
 */
export function lineAnswers(stream: NodeJS.ReadableStream, print: (line: string) => void): Answers {
  const reader = createInterface({ input: stream, terminal: false, crlfDelay: Number.POSITIVE_INFINITY });
  const lines = reader[Symbol.asyncIterator]();
  let ended = false;
  return {
    async ask(message) {
      if (ended) return { kind: 'end' };
      const next = await lines.next();
      if (next.done) {
        ended = true;
        print(`${message} (the input ended)`);
        return { kind: 'end' };
      }
      print(`${message} ${next.value}`);
      return { kind: 'line', text: next.value };
    },
    close() {
      reader.close();
    },
  };
}

/**
 * The answers of the standard input: a prompt on a terminal, lines otherwise.
 * @param print - where questions are echoed when the input is not a terminal
 * @returns the source
 */
export function standardAnswers(print: (line: string) => void): Answers {
  return process.stdin.isTTY && process.stdout.isTTY ? promptAnswers() : lineAnswers(process.stdin, print);
}
