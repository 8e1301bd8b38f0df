/**
 * The commands that make moves: `apply` (an action integer, a JSON move or a move in the game's notation) and `bot`
 * (the move one of the engine's bots would make, applied on request). After the move the match's own bots play their
 * seats, and with `autoReset` a finished match is dealt again at once.
 * @module
 */
import type { RuleViolation, Seat } from '../../core/index.js';
import type { Command, Context } from '../context.js';
import type { Fields } from '../fields.js';
import { checkBotBudget, type Match, type Played } from '../match.js';
import { EngineFailure, fail } from '../protocol.js';
import type { Row } from '../reply.js';
import { eventFields, MOVE_FIELDS, playedRows, readShow, SHOW_FIELDS, type Show, snapshot } from '../show.js';

/** A refusal by the rules, as an engine failure. */
function ruleFailure(v: RuleViolation): EngineFailure {
  return new EngineFailure(
    v.path === undefined
      ? { kind: 'rule', code: v.code, rule: v.rule, message: v.message }
      : { kind: 'rule', code: v.code, rule: v.rule, message: v.message, path: v.path },
  );
}

/** Fails before anything changes when `events` names a seat the match does not have. */
function checkEventsSeat(m: Match, show: Show): void {
  if (typeof show.events === 'number' && show.events >= m.seats) {
    fail('BAD_FIELD', `'events' names seat ${show.events}; this match has seats 0–${m.seats - 1}`, 'events');
  }
}

/** What a client asks to play. */
type Input =
  | { readonly kind: 'action'; readonly action: number; readonly path: string }
  | { readonly kind: 'move'; readonly move: unknown; readonly path: string }
  | { readonly kind: 'text'; readonly text: string; readonly path: string };

/**
 * The legal move a client's input stands for, or the typed reason it is refused (nothing changes).
 * @param m - the match
 * @param input - the action, move or text
 * @param seat - the seat the client says it plays, if it says
 * @returns the legal move (the game's own object)
 */
function resolve(m: Match, input: Input, seat: Seat | undefined): unknown {
  const game = m.game;
  const state = m.sim.state;
  if (input.kind === 'action') {
    const enc = game.encoding;
    if (enc === undefined) return fail('NO_ENCODING', `${game.name} has no action encoding`, input.path);
    const toAct = m.sim.toAct();
    if (toAct !== null && (seat === undefined || seat === toAct)) {
      const { actions, count } = m.legalActions();
      for (let i = 0; i < count; i++) if (actions[i] === input.action) return enc.decodeMove(input.action);
    }
    const decoded = enc.decodeMove(input.action);
    if (decoded === null) {
      // Refused like a move the rules do not allow (kind `rule`): no move of the game has this integer.
      throw new EngineFailure({
        kind: 'rule',
        code: 'BAD_ACTION',
        rule: null,
        message: `${input.action} is not an action of ${game.name} (actions are 0–${enc.actionCount - 1})`,
        path: input.path,
      });
    }
    const checked = game.validate(state, decoded, seat);
    if (!checked.ok) throw ruleFailure(checked.error);
    return checked.value;
  }
  let candidate: unknown = input.kind === 'move' ? input.move : undefined;
  if (input.kind === 'text') {
    const parsed = game.parseMoveText(input.text);
    if (!parsed.ok) throw ruleFailure(parsed.error);
    candidate = parsed.value;
  }
  const checked = game.validate(state, candidate, seat);
  if (!checked.ok) throw ruleFailure(checked.error);
  return checked.value;
}

/**
 * Makes a legal move, lets the match's bots answer, deals again when asked and the match is over, and builds the row.
 * @param ctx - the engine
 * @param m - the match
 * @param move - a legal move of the seat to act
 * @param show - what to show
 * @param autoReset - deal a new match when this one ends
 * @returns the row
 */
function play(ctx: Context, m: Match, move: unknown, show: Show, autoReset: AutoReset): Row {
  const seat = m.sim.toAct()!;
  const events: unknown[] | null = show.events === undefined ? null : [];
  if (events === null) m.apply(move);
  else events.push(...m.applyWithEvents(move));
  const bots = m.playBots(ctx.limits.maxMoves, events);
  const played: Played[] | null = show.played
    ? [{ seat, move, action: m.game.encoding ? m.game.encoding.encodeMove(move) : null }, ...bots]
    : null;
  let final: Row | null = null;
  if (autoReset !== false && m.over) {
    final = { scores: [...m.sim.score()], winners: [...m.sim.winners()], seed: m.dealSeed };
    if (autoReset !== true) final.obs = finalObservation(m, autoReset === 'mover' ? seat : autoReset);
    m.redeal();
    m.playBots(ctx.limits.maxMoves, null);
  }
  const row = snapshot(m, show);
  if (autoReset !== false) row.final = final;
  if (played !== null) row.played = playedRows(m, played);
  if (events !== null && show.events !== undefined) Object.assign(row, eventFields(m, events, show.events));
  return row;
}

/** Whether to deal again when a match ends: no, yes, or yes and report the final observation of a seat. */
type AutoReset = boolean | Seat | 'mover';

/**
 * Reads `autoReset` and `finalObserve` (the seat whose observation of the finished match `final.obs` holds: a seat,
 * or `"mover"`, the seat that made the request's move; only with `autoReset`).
 */
function readAutoReset(f: Fields): AutoReset {
  const autoReset = f.bool('autoReset', false);
  if (!f.has('finalObserve')) return autoReset;
  if (!autoReset) fail('BAD_FIELD', "'finalObserve' goes with 'autoReset': true", 'finalObserve');
  const v = f.value('finalObserve');
  if (v === 'mover') return 'mover';
  return f.int('finalObserve', 0, 63);
}

/** The observation (as plain numbers) of a seat in a finished match, before it is dealt again. */
function finalObservation(m: Match, seat: Seat): number[] {
  if (seat >= m.seats)
    fail('BAD_FIELD', `'finalObserve' names seat ${seat} of a ${m.seats}-seat match`, 'finalObserve');
  const out = new Float32Array(m.encoding().observationSize);
  m.sim.observeInto(seat, out, 0);
  return Array.from(out);
}

/** The fields `check` takes: the matches, their moves and the seat that makes them. */
const CHECK_FIELDS: readonly string[] = [
  'match',
  'matches',
  'action',
  'actions',
  'move',
  'moves',
  'text',
  'texts',
  'seat',
];

/** The fields `apply` takes: those of `check`, what to do at a match's end, and what to show. */
const APPLY_FIELDS: readonly string[] = [
  ...CHECK_FIELDS,
  'autoReset',
  'finalObserve',
  ...SHOW_FIELDS,
  ...MOVE_FIELDS,
];

/** Reads the move of each match: `action`/`actions`, `move`/`moves` or `text`/`texts`, exactly one of them. */
function readInputs(f: Fields, ctx: Context): (i: number) => Input {
  const batch = f.has('matches');
  const given = (batch ? ['actions', 'moves', 'texts'] : ['action', 'move', 'text']).filter((k) => f.has(k));
  if (given.length !== 1) {
    const names = batch ? "'actions', 'moves' or 'texts'" : "'action', 'move' or 'text'";
    fail('BAD_FIELD', `give exactly one of ${names}`, given[1] ?? (batch ? 'actions' : 'action'));
  }
  const key = given[0]!;
  const count = batch ? f.array('matches', ctx.limits.maxBatch).length : 1;
  if (key === 'action') {
    const action = f.int('action', 0, 2 ** 31 - 1);
    return () => ({ kind: 'action', action, path: 'action' });
  }
  if (key === 'actions') {
    const actions = f.intArray('actions', 0, 2 ** 31 - 1, ctx.limits.maxBatch, count);
    return (i) => ({ kind: 'action', action: actions[i]!, path: `actions.${i}` });
  }
  if (key === 'move') {
    const move = f.value('move');
    return () => ({ kind: 'move', move, path: 'move' });
  }
  if (key === 'moves') {
    const moves = f.array('moves', ctx.limits.maxBatch);
    if (moves.length !== count)
      fail('BAD_FIELD', `'moves' must have ${count} entries, one per match`, 'moves');
    return (i) => ({ kind: 'move', move: moves[i], path: `moves.${i}` });
  }
  if (key === 'text') {
    const text = f.string('text', 200);
    return () => ({ kind: 'text', text, path: 'text' });
  }
  const texts = f.array('texts', ctx.limits.maxBatch);
  if (texts.length !== count) fail('BAD_FIELD', `'texts' must have ${count} entries, one per match`, 'texts');
  return (i) => {
    const text = texts[i];
    if (typeof text !== 'string' || text.length > 200) {
      fail('BAD_FIELD', `'texts.${i}' must be a string of at most 200 characters`, `texts.${i}`);
    }
    return { kind: 'text', text, path: `texts.${i}` };
  };
}

function applyCommand(f: Fields, ctx: Context): Row {
  const show = readShow(f, ctx);
  const autoReset = readAutoReset(f);
  const seat = f.optInt('seat', 0, 63, undefined);
  const inputOf = readInputs(f, ctx);
  return ctx.perMatch(f, show.format, (m, i) => {
    checkEventsSeat(m, show);
    const move = resolve(m, inputOf(i), seat);
    return play(ctx, m, move, show, autoReset);
  });
}

function checkCommand(f: Fields, ctx: Context): Row {
  const seat = f.optInt('seat', 0, 63, undefined);
  const inputOf = readInputs(f, ctx);
  return ctx.perMatch(f, 'json', (m, i) => {
    const move = resolve(m, inputOf(i), seat);
    return {
      legal: true,
      action: m.game.encoding ? m.game.encoding.encodeMove(move) : null,
      move,
      text: m.game.formatMove(move),
    };
  });
}

/** The fields `bot` takes. */
const BOT_FIELDS: readonly string[] = [
  'match',
  'matches',
  'bot',
  'apply',
  'seed',
  'autoReset',
  'finalObserve',
  ...SHOW_FIELDS,
  ...MOVE_FIELDS,
];

function botCommand(f: Fields, ctx: Context): Row {
  const show = readShow(f, ctx);
  const spec = f.string('bot', 200);
  checkBotBudget(spec, ctx.limits, 'bot');
  const apply = f.bool('apply', false);
  const autoReset = readAutoReset(f);
  const seed = f.seed('seed');
  return ctx.perMatch(f, show.format, (m) => {
    checkEventsSeat(m, show);
    const seat = m.sim.toAct();
    if (seat === null) {
      throw ruleFailure({ code: 'GAME_OVER', rule: null, message: 'the match is over; no move is possible' });
    }
    const move = m.botMove(spec, seed);
    const chosen: Row = {
      seat,
      action: m.game.encoding ? m.game.encoding.encodeMove(move) : null,
      move,
      text: m.game.formatMove(move),
    };
    if (!apply) return chosen;
    return { ...chosen, ...play(ctx, m, move, show, autoReset) };
  });
}

/**
 * `apply`: one move per match, given as `action`/`actions`, `move`/`moves` or `text`/`texts`.
 * @internal
 */
export const apply: Command = { fields: APPLY_FIELDS, run: applyCommand };

/**
 * `check`: whether a move (action, JSON move or notation) is legal now, without making it: the normalized move, or
 * the rules' typed refusal.
 * @internal
 */
export const check: Command = { fields: CHECK_FIELDS, run: checkCommand };

/**
 * `bot`: the move a bot of the engine would make for the seat to act; with `apply: true`, also made.
 * @internal
 */
export const bot: Command = { fields: BOT_FIELDS, run: botCommand };
