/**
 * The engine: one request line in, one reply line out. Pure: no I/O, no Node built-ins; a transport (the `cardrules
 * engine` command reads stdin and writes stdout) feeds it lines.
 * @module
 */
import type { AnyGame } from '../core/index.js';
import { games as registry } from '../registry.js';
import { base64 } from './codec.js';
import * as play from './commands/play.js';
import * as playouts from './commands/playouts.js';
import * as read from './commands/read.js';
import * as session from './commands/session.js';
import { asError, type Command, Context } from './context.js';
import { Fields } from './fields.js';
import { DEFAULT_LIMITS, type EngineError, type EngineLimits } from './protocol.js';
import { Payload } from './reply.js';

/** Every command, by name. */
const COMMANDS: Readonly<Record<string, Command>> = {
  hello: session.hello,
  options: session.options,
  start: session.start,
  reset: session.reset,
  load: session.load,
  close: session.close,
  quit: session.quit,
  apply: play.apply,
  check: play.check,
  bot: play.bot,
  status: read.status,
  toAct: read.toAct,
  legal: read.legal,
  mask: read.mask,
  score: read.score,
  view: read.view,
  observe: read.observe,
  render: read.renderText,
  record: read.record,
  state: read.state,
  playouts: playouts.playouts,
};

/**
 * Options of {@link createEngine}.
 * @category Engine
 */
export interface EngineOptions {
  /** Limits other than the defaults ({@link DEFAULT_LIMITS}). */
  readonly limits?: Partial<EngineLimits>;
  /** A faster base64 encoder than the portable one (the stdio transport passes Node's `Buffer`). */
  readonly base64?: (bytes: Uint8Array) => string;
  /** The games it serves, by id. @defaultValue the registry of every game */
  readonly games?: Readonly<Record<string, AnyGame>>;
}

/**
 * An engine: the state of one protocol session (its open matches) and the handler of its lines.
 * @category Engine
 */
export interface Engine {
  /**
   * Answers one request line (without its newline) with one reply line (without a newline). Never throws: any
   * problem with the line becomes a typed error reply. Format `binary` is refused here (see {@link Engine.respond}).
   * @param line - a JSON request
   * @returns the JSON reply
   */
  handle(line: string): string;
  /**
   * Like {@link Engine.handle}, for hosts that can send bytes: a request may ask for format `binary`, and its
   * vectors then come as `payload`, to be sent right after the reply line and its newline.
   * @param line - a JSON request
   * @returns the reply line and the bytes that follow it (empty unless format `binary` was asked for)
   */
  respond(line: string): EngineReply;
  /** Whether `quit` was received (the transport then stops reading). */
  readonly closed: boolean;
  /** How many matches are open. */
  readonly openMatches: number;
}

/**
 * A reply of {@link Engine.respond}: the line, and the binary blocks that follow it.
 * @category Engine
 */
export interface EngineReply {
  /** The JSON reply, without its newline. */
  readonly line: string;
  /** The bytes to send after the line's newline, block after block (the reply's `binary` field maps them). */
  readonly payload: readonly Uint8Array[];
}

const NO_PAYLOAD: readonly Uint8Array[] = Object.freeze([]);

/** The `id` of a request, as echoed: a string, a finite number, or `null`. */
type RequestId = string | number | null;

function errorReply(id: RequestId, error: EngineError): string {
  return JSON.stringify({ id, ok: false, error });
}

/**
 * Creates an engine for the line protocol of `docs/engine-protocol.md`.
 * @param options - limits, a base64 encoder, the games
 * @returns the engine
 * @example
 * ```ts
 * const engine = createEngine();
 * engine.handle('{"id":1,"cmd":"start","game":"coins","seed":7}'); // '{"id":1,"ok":true,"match":1,"seed":7,"toAct":0,"over":false}'
 * engine.handle('nonsense'); // '{"id":null,"ok":false,"error":{"kind":"request","code":"NOT_JSON",…}}'
 * ```
 * @category Engine
 */
export function createEngine(options: EngineOptions = {}): Engine {
  const limits: EngineLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const ctx = new Context(options.games ?? registry, limits, options.base64 ?? base64);

  function respond(line: string): EngineReply {
    ctx.begin(true);
    const text = answer(line);
    const payload = ctx.payload;
    if (payload.length === 0) return { line: text, payload: NO_PAYLOAD };
    return { line: text, payload: payload.blocks };
  }

  function handle(line: string): string {
    ctx.begin(false);
    return answer(line);
  }

  function answer(line: string): string {
    if (typeof line !== 'string') {
      return errorReply(null, {
        kind: 'request',
        code: 'BAD_REQUEST',
        rule: null,
        message: 'a request is a line of text',
      });
    }
    if (line.length > limits.maxLineLength) {
      return errorReply(null, {
        kind: 'request',
        code: 'LINE_TOO_LONG',
        rule: null,
        message: `a request line has at most ${limits.maxLineLength} characters, got ${line.length}`,
      });
    }
    let request: unknown;
    try {
      request = JSON.parse(line);
    } catch {
      return errorReply(null, {
        kind: 'request',
        code: 'NOT_JSON',
        rule: null,
        message: 'the line is not JSON',
      });
    }
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      return errorReply(null, {
        kind: 'request',
        code: 'BAD_REQUEST',
        rule: null,
        message: 'a request is a JSON object: {"id": 1, "cmd": "hello"}',
      });
    }
    const raw = request as Record<string, unknown>;
    const idValue = raw.id;
    const id: RequestId =
      idValue === undefined || idValue === null
        ? null
        : (typeof idValue === 'string' && idValue.length <= 200) ||
            (typeof idValue === 'number' && Number.isFinite(idValue))
          ? idValue
          : null;
    if (id === null && idValue !== undefined && idValue !== null) {
      return errorReply(null, {
        kind: 'request',
        code: 'BAD_FIELD',
        rule: null,
        message: "'id' must be a finite number or a string of at most 200 characters",
        path: 'id',
      });
    }
    if (ctx.closed) {
      return errorReply(id, {
        kind: 'request',
        code: 'ENGINE_CLOSED',
        rule: null,
        message: 'the engine has quit',
      });
    }
    const name = raw.cmd;
    if (typeof name !== 'string') {
      return errorReply(id, {
        kind: 'request',
        code: 'BAD_REQUEST',
        rule: null,
        message: "a request names its command in 'cmd'",
        path: 'cmd',
      });
    }
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (command === undefined) {
      return errorReply(id, {
        kind: 'request',
        code: 'UNKNOWN_COMMAND',
        rule: null,
        message: `unknown command '${name.slice(0, 40)}' (commands: ${Object.keys(COMMANDS).join(', ')})`,
        path: 'cmd',
      });
    }
    try {
      const fields = command.run(new Fields(raw, command.fields), ctx);
      const payload = ctx.payload;
      if (payload.length > 0) fields.binary = payload.fields;
      return JSON.stringify({ id, ok: true, ...fields });
    } catch (e) {
      ctx.payload = new Payload();
      return errorReply(id, asError(e).error);
    }
  }

  return {
    handle,
    respond,
    get closed() {
      return ctx.closed;
    },
    get openMatches() {
      return ctx.matches.size;
    },
  };
}
