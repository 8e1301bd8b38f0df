/**
 * `cardrules`: what a user of the games needs, in one import — the registry of every game, the `Game` contract and
 * its types, results and errors, records and replay, events, the fast simulator, the seeded random stream, and the
 * learning helpers. Authors of new games find the rest of the kit (declared shapes, options, invariants, decks) in
 * `cardrules/core`; each game is also its own subpath (`cardrules/coins`, …).
 * @module cardrules
 */

export {
  createEnv,
  type Env,
  type EnvOptions,
  type EnvStep,
  inActionOrder,
  legalActionMask,
  legalActions,
  observeInto,
} from './core/encoding.js';
export { canSee, redactEvents } from './core/events.js';
export type {
  ActionEncoding,
  AnyGame,
  BaseState,
  BaseView,
  BooleanOptionSpec,
  ChoiceOptionSpec,
  DealtEvent,
  Err,
  EventOf,
  Game,
  GameEvent,
  GameOf,
  HiddenInformation,
  IntegerOptionSpec,
  LoadOptions,
  MatchOverEvent,
  MoveOf,
  Ok,
  OptionSpec,
  OptionSpecBase,
  OptionsOf,
  Policy,
  Result,
  RngState,
  RuleViolation,
  Seat,
  SeatRange,
  Secret,
  Seed,
  SetupBase,
  SetupOptions,
  StateError,
  StateIssue,
  StateOf,
  Step,
  ViewOf,
} from './core/index.js';
export { CommonCodes, IllegalMoveError, InvalidStateError, Rng } from './core/index.js';
export { deepEqual, stateHash } from './core/json.js';
export {
  createMatch,
  type Match,
  type MatchBot,
  type MatchFrame,
  type MatchOptions,
  type MatchRefusal,
  type MatchSnapshot,
  restoreMatch,
} from './core/match-controller.js';
export { createRecord, type GameRecord, type ReplayError, replay, replayFrames } from './core/record.js';
export { randomSeed } from './core/rng.js';
export {
  createSimulator,
  createSimulatorFromSetup,
  type PlayoutStats,
  randomPlayouts,
  type Simulator,
  type SimulatorOptions,
} from './core/simulator.js';
export { type GameId, type Games, games, getGame, loadGame } from './registry.js';
