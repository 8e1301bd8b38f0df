/**
 * The engine protocol: JSON lines that any language can speak to play, observe and simulate every game of the
 * registry (the `cardrules engine` command serves it on stdin/stdout). Pure and browser-safe: a line in, a line out.
 * The protocol is documented in `docs/engine-protocol.md`.
 * @module engine
 */
export { createEngine, type Engine, type EngineOptions, type EngineReply } from './engine.js';
export {
  DEFAULT_LIMITS,
  type EngineError,
  type EngineIssue,
  type EngineLimits,
  type ErrorKind,
  PROTOCOL_VERSION,
} from './protocol.js';
