/**
 * `loadState`, derived from a game's declarations: plain data, the base fields, the options (normalized by the
 * declared options), the declared shape of the game's fields, then the game's invariants. Not part of the public API.
 * @internal
 * @module
 */
import { DEFAULT_SHAPE_RULES, type Invariant, type RulesDefinition } from '../definition.js';
import { err, ok, type Result, type StateError, type StateIssue } from '../errors.js';
import type { GameEvent } from '../events.js';
import type { BaseState, LoadOptions } from '../game.js';
import { canonicalJson, isIntIn, isPlainObject, plainDataOf } from '../json.js';
import { isRngState } from '../rng.js';
import * as shape from '../shape-kit.js';
import { deepFreeze } from './deep-freeze.js';
import { describeError } from './describe-error.js';
import { madeHere } from './made-here.js';

/** The largest move (or setup options) read from outside: moves are small. @internal */
export const MOVE_LIMITS = { depth: 8, nodes: 10_000 } as const;
/** The largest saved state read from outside. @internal */
export const STATE_LIMITS = { depth: 32, nodes: 2_000_000 } as const;

/** The fields core writes into every state; the game declares the rest. */
const BASE_KEYS = ['game', 'version', 'seats', 'options', 'rng', 'origin'] as const;

/**
 * The order invariants run in: each after those it names in `after` (ids of no listed invariant are ignored), the
 * deal checks last, otherwise as listed.
 * @internal
 */
export function runOrder<S>(invariants: readonly Invariant<S>[]): Invariant<S>[] {
  const pending = [
    ...invariants.filter((i) => i.deal !== true),
    ...invariants.filter((i) => i.deal === true),
  ];
  const order: Invariant<S>[] = [];
  while (pending.length > 0) {
    const waits = (i: Invariant<S>) => (i.after ?? []).some((id) => pending.some((p) => p.id === id));
    const ready = pending.findIndex((i) => !waits(i));
    order.push(...pending.splice(Math.max(ready, 0), 1)); // a cycle runs in list order
  }
  return order;
}

/**
 * Runs a game's invariants on a state whose shape holds: every issue names its invariant's id; a throw inside one
 * becomes an issue of its own, and the others still run. An invariant with `after` is skipped when one of the
 * invariants it names reported a problem.
 * @internal
 */
export function runInvariants<S>(
  invariants: readonly Invariant<S>[],
  state: S,
  dealt: boolean,
  arranged: boolean,
): StateIssue[] {
  const issues: StateIssue[] = [];
  const broken = new Set<string>();
  for (const invariant of runOrder(invariants)) {
    if (invariant.dealtOnly === true && !dealt) continue;
    if (invariant.deal === true && (arranged || !dealt || issues.length > 0)) continue;
    if (invariant.after?.some((id) => broken.has(id))) continue;
    const before = issues.length;
    try {
      invariant.check(
        state,
        (path, message) => void issues.push({ path, message: `${message} (${invariant.id})` }),
      );
    } catch (e) {
      issues.push({
        path: '',
        message: `invariant ${invariant.id} could not be checked: ${describeError(e)}`,
      });
    }
    if (issues.length > before) broken.add(invariant.id);
  }
  return issues;
}

/** The `loadState` of a game definition. @internal */
export function loadStateWith<S extends BaseState<O>, M, V, O, E extends GameEvent>(
  def: RulesDefinition<S, M, V, O, E>,
): (input: unknown, options?: LoadOptions) => Result<S, StateError> {
  const shapeRules = def.shapeRules ?? DEFAULT_SHAPE_RULES;
  const ruleOf = (message: string) =>
    message.startsWith('unknown field') || message === 'missing' ? shapeRules.fields : shapeRules.values;
  return function loadState(input, options = {}) {
    const bad = (code: StateError['code'], message: string, issues: StateIssue[]) =>
      err({ code, message, issues });
    const invalid = (issues: StateIssue[]) => bad('INVALID_STATE', `not a valid ${def.name} state`, issues);
    try {
      const plain = plainDataOf(input, STATE_LIMITS);
      if (!plain.ok)
        return bad('NOT_A_STATE', 'not a saved state: not plain JSON data', [
          { path: plain.error.path, message: plain.error.message },
        ]);
      if (!isPlainObject(plain.value))
        return bad('NOT_A_STATE', 'not a saved state', [{ path: '', message: 'expected an object' }]);
      let raw: Record<string, unknown> = plain.value;
      if (raw.game !== def.id) {
        return bad('WRONG_GAME', `not a ${def.name} state`, [
          { path: 'game', message: `expected '${def.id}', got ${JSON.stringify(raw.game)}` },
        ]);
      }
      if (raw.version !== def.version) {
        const migrated =
          typeof raw.version === 'number' && raw.version < def.version && def.migrate
            ? def.migrate(raw, raw.version)
            : null;
        if (!migrated) {
          return bad(
            'UNSUPPORTED_VERSION',
            `cannot load a ${def.name} state of format version ${JSON.stringify(raw.version)}`,
            [
              {
                path: 'version',
                message: `this library reads version ${def.version}${def.migrate ? ' and migrates older ones it knows' : ''}`,
              },
            ],
          );
        }
        raw = migrated;
      }
      if (raw.origin !== undefined && raw.origin !== 'position') {
        return invalid([
          {
            path: 'origin',
            message: `expected 'position' (a match from a position) or no such field (a dealt match) (${shapeRules.fields})`,
          },
        ]);
      }
      if (raw.origin === 'position' && options.positions !== true) {
        return bad('INVALID_STATE', `not a dealt ${def.name} match`, [
          {
            path: 'origin',
            message:
              'a position built by fromPosition is not checked against a deal: pass { positions: true } to accept positions',
          },
        ]);
      }
      const issues: StateIssue[] = [];
      for (const key of BASE_KEYS)
        if (key !== 'origin' && !(key in raw)) issues.push({ path: key, message: 'missing' });
      if (!isIntIn(raw.seats, def.seats.min, def.seats.max)) {
        issues.push({ path: 'seats', message: `expected ${def.seats.min}–${def.seats.max}` });
      }
      if (!isRngState(raw.rng))
        issues.push({ path: 'rng', message: 'expected four uint32 words, not all zero' });
      if (issues.length > 0) return invalid(issues);
      const seats = raw.seats as number;
      const opts = isPlainObject(raw.options) ? def.options.normalize(raw.options, seats) : null;
      if (!opts?.ok) {
        return bad(
          'BAD_OPTIONS',
          'the saved options are not valid',
          opts
            ? opts.error.map((i) => ({ ...i, path: `options.${i.path}` }))
            : [{ path: 'options', message: 'expected an object' }],
        );
      }
      if (canonicalJson(opts.value) !== canonicalJson(raw.options)) {
        return bad('BAD_OPTIONS', 'the saved options are incomplete or not normalized', [
          { path: 'options', message: 'differs from its normalized form' },
        ]);
      }
      // The game's own fields, against the declared shape (the base fields are core's and checked above).
      const fields: Record<string, unknown> = {};
      for (const key of Object.keys(raw))
        if (!(BASE_KEYS as readonly string[]).includes(key)) fields[key] = raw[key];
      const shapeIssues = shape.check(def.state, fields, {
        seats,
        options: raw.options as Record<string, unknown>,
      });
      if (shapeIssues.length > 0)
        return bad(
          'INVALID_STATE',
          `not a valid ${def.name} state`,
          shapeIssues.map((i) => ({ path: i.path, message: `${i.message} (${ruleOf(i.message)})` })),
        );
      const state = raw as unknown as S;
      const gameIssues = runInvariants(
        def.invariants,
        state,
        raw.origin === undefined,
        options.positions === true,
      );
      if (gameIssues.length > 0) return invalid(gameIssues);
      deepFreeze(state);
      // A state play can reach is over or has a move: one that is neither would never move again.
      const actor = def.toAct(state);
      if (actor !== null && def.legalMoves(state).length === 0)
        return invalid([{ path: '', message: `seat ${actor} is to act but has no legal move` }]);
      madeHere.add(state);
      return ok(state);
    } catch (e) {
      return invalid([{ path: '', message: describeError(e) }]);
    }
  };
}
