/**
 * Reading the command line: numbers, games, game options, and errors that speak the user's words and show the
 * command's own usage.
 * @module
 */
import { type Command, InvalidArgumentError } from 'commander';
import { type AnyGame, InvalidStateError, type OptionSpec } from '../core/index.js';
import { games, getGame } from '../registry.js';

/**
 * A mistake in how a command was called, or something it cannot do, said in the user's words. The command prints
 * it with its own usage and exits with `exitCode`.
 */
export class CliError extends Error {
  /** A stable code for scripts (`NO_SUCH_GAME`, `BAD_OPTION`, …). */
  readonly code: string;
  /** 2 for a bad command line, 1 for a failure while running. */
  readonly exitCode: number;
  /** Whether the command's usage helps (true for mistakes on the command line). */
  readonly usage: boolean;

  constructor(code: string, message: string, options: { exitCode?: number; usage?: boolean } = {}) {
    super(message);
    this.name = 'CliError';
    this.code = code;
    this.exitCode = options.exitCode ?? 2;
    this.usage = options.usage ?? this.exitCode === 2;
  }
}

/**
 * A parser for an integer option.
 * @param name - the option as typed (`--games`)
 * @param min - the smallest value allowed
 * @param max - the largest value allowed
 * @returns a commander argument parser
 */
export function intOption(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isInteger(n) || n < min || n > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `a whole number from ${min} up` : `${min}–${max}`;
      throw new InvalidArgumentError(`${name} takes ${range}, not '${value}'.`);
    }
    return n;
  };
}

/** The ids of the registry's games, for help texts and errors: `linko, coins, …`. */
export function gameList(): string {
  return Object.keys(games).join(', ');
}

/**
 * Looks up the game a user named.
 * @param id - what was typed
 * @returns the game
 * @throws CliError `NO_SUCH_GAME`
 */
export function gameNamed(id: string): AnyGame {
  const game = getGame(id.trim().toLowerCase());
  if (!game) throw new CliError('NO_SUCH_GAME', `there is no game '${id}'. The games are: ${gameList()}.`);
  return game;
}

/** Collects a repeatable option into a list (commander's `--option a=1 --option b=2`). */
export function collect(value: string, previous: readonly string[] = []): string[] {
  return [...previous, value];
}

/**
 * Reads `key=value` game options, each as its kind in the game's description of its options says: a whole number,
 * `true`/`false` (also `yes`/`no`, `on`/`off`), or one of the listed values. An option the game does not describe is
 * read as JSON when it is JSON, otherwise as a string, and left to the game to judge.
 * @param pairs - what was typed after each `--option`
 * @param game - the game whose options they are
 * @returns the options object
 * @throws CliError `BAD_OPTION` for a pair without `=`, an unknown option or a value of the wrong kind
 */
export function parseGameOptions(pairs: readonly string[], game: AnyGame): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const specs = game.options;
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = at < 0 ? '' : pair.slice(0, at).trim();
    if (key === '') {
      throw new CliError('BAD_OPTION', `--option takes key=value (e.g. --option hands=2), not '${pair}'.`);
    }
    if (key === 'seats' || key === 'seed') {
      throw new CliError('BAD_OPTION', `use --${key} for the ${key}, not --option ${key}=….`);
    }
    const raw = pair.slice(at + 1).trim();
    const spec = specs.find((o) => o.name === key);
    if (!spec && specs.length > 0 && !(key in defaultsOf(game))) {
      throw new CliError(
        'BAD_OPTION',
        `${game.name} has no option '${key}'. Its options: ${specs.map((o) => o.name).join(', ')} (see cardrules play ${game.id} --list-options).`,
      );
    }
    options[key] = spec ? optionValue(spec, raw, game) : looseValue(raw);
  }
  return options;
}

function looseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw; // a bare word is a string
  }
}

const TRUE = ['true', 'yes', 'on', '1'];
const FALSE = ['false', 'no', 'off', '0'];

function optionValue(spec: OptionSpec, raw: string, game: AnyGame): unknown {
  const bad = (expected: string) =>
    new CliError('BAD_OPTION', `${game.name}'s option ${spec.name} takes ${expected}, not '${raw}'.`);
  switch (spec.kind) {
    case 'integer': {
      if (spec.nullable && /^(null|none|)$/i.test(raw)) return null;
      const n = Number(raw);
      if (raw === '' || !Number.isInteger(n) || n < spec.min || n > spec.max)
        throw bad(`a whole number from ${spec.min} to ${spec.max}${spec.nullable ? ' (or none)' : ''}`);
      return n;
    }
    case 'boolean': {
      const v = raw.toLowerCase();
      if (TRUE.includes(v)) return true;
      if (FALSE.includes(v)) return false;
      throw bad('true or false');
    }
    case 'choice': {
      const found = spec.values.find((v) => String(v).toLowerCase() === raw.toLowerCase());
      if (found === undefined) throw bad(`one of ${spec.values.map((v) => String(v)).join(', ')}`);
      return found;
    }
  }
}

/**
 * The options of a game as lines of help: name, what it takes, its default, and what it does.
 * @param game - the game
 * @param seats - the seat count the defaults are for
 * @returns the lines
 */
export function optionsHelp(game: AnyGame, seats: number): string[] {
  const defaults = defaultsOf(game, seats);
  const specs = game.options;
  if (specs.length === 0) {
    const keys = Object.keys(defaults);
    return keys.length === 0
      ? [`${game.name} has no options.`]
      : keys.map((k) => `  ${k.padEnd(22)} default ${JSON.stringify(defaults[k])}`);
  }
  return specs.flatMap((o) => {
    const takes =
      o.kind === 'integer'
        ? `${o.min}–${o.max}${o.nullable ? ' or none' : ''}`
        : o.kind === 'boolean'
          ? 'true | false'
          : o.values.map((v) => String(v)).join(' | ');
    const fallback = o.name in defaults ? ` (default ${String(defaults[o.name])})` : '';
    return [`  ${o.name.padEnd(22)} ${takes}${fallback}`, `  ${''.padEnd(22)} ${o.description}`];
  });
}

/**
 * Deals a match, or explains in the user's words why the game refuses the seats or options.
 * @param game - the game
 * @param seats - seats at the table
 * @param seed - the seed
 * @param options - the game options
 * @returns the first state
 * @throws CliError `OPTIONS_REFUSED`
 */
export function setupOrExplain(
  game: AnyGame,
  seats: number,
  seed: string | number,
  options: Readonly<Record<string, unknown>>,
): unknown {
  try {
    return game.setup({ ...options, seats, seed });
  } catch (e) {
    // A game loaded from a module may bring its own copy of core, and so its own error class: the name tells too.
    if (e instanceof InvalidStateError || (e instanceof Error && e.name === 'InvalidStateError')) {
      const lines = (e as InvalidStateError).issues.map(
        (i) => `  ${i.path === 'seats' ? '--seats' : i.path === '' ? 'options' : i.path}: ${i.message}`,
      );
      throw new CliError(
        'OPTIONS_REFUSED',
        [
          `${game.name} refuses this table:`,
          ...lines,
          `${game.name} takes ${game.seats.min}–${game.seats.max} seats. Options go as --option key=value; cardrules play ${game.id} --list-options lists them.`,
        ].join('\n'),
      );
    }
    throw e;
  }
}

/** The default options of a game for a seat count (its fewest seats by default), or none when it cannot say. */
function defaultsOf(game: AnyGame, seats = game.seats.min): Readonly<Record<string, unknown>> {
  try {
    return game.defaultOptions(seats) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * Prepares a command so that its mistakes print in the user's words followed by its own usage line (not the top
 * level's), and errors thrown by its action the same way.
 * @param command - a command, after its arguments and options are declared
 * @returns the command
 */
export function withFriendlyErrors(command: Command): Command {
  const path = commandPath(command);
  command.showHelpAfterError(`Usage: ${path} ${command.usage()}\nSee '${path} --help' for more.`);
  command.configureOutput({
    outputError: (text, write) =>
      write(
        text
          .replace(
            /^error: (option '[^']+' argument|command-argument value) '[^']*' is invalid( for argument '[^']+')?\. /,
            '',
          )
          .replace(/^error: /, '')
          .replace(/^(?!cardrules)/, `${commandPath(command)}: `),
      ),
  });
  // A mistake on the command line ends with status 2 (commander's own say 1); help and --version with 0.
  command.exitOverride((e) => {
    process.exit(e.code.startsWith('commander.') && e.exitCode === 1 ? 2 : e.exitCode);
  });
  return command;
}

/** `cardrules play`: the command's name with its parents' (a command not yet added to the program is under `cardrules`). */
export function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c; c = c.parent) names.unshift(c.name());
  if (names[0] !== 'cardrules') names.unshift('cardrules');
  return names.join(' ');
}

/**
 * Runs a command's action; a {@link CliError} or a typed error of the library ends the command with its message and,
 * for a mistake on the command line, its usage. Nothing prints a stack trace.
 * @param command - the command
 * @param action - what it does
 * @returns an action for commander
 */
export function guarded<A extends unknown[]>(
  command: Command,
  action: (...args: A) => Promise<void> | void,
): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await action(...args);
    } catch (e) {
      if (e instanceof CliError) {
        if (e.usage)
          command.error(`${commandPath(command)}: ${e.message}`, { exitCode: e.exitCode, code: e.code });
        process.stderr.write(`${commandPath(command)}: ${e.message}\n`);
        process.exit(e.exitCode);
      }
      if (e instanceof Error && e.name === 'ExitPromptError') {
        process.exit(130);
      }
      const message = e instanceof Error ? e.message : String(e);
      process.stderr.write(`${commandPath(command)}: ${message}\n`);
      if (process.env.CARDRULES_DEBUG && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
      process.exit(1);
    }
  };
}
