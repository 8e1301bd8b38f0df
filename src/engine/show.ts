/**
 * What a reply shows of a match after a change (`start`, `reset`, `apply`, `bot`, `load`, `status`): always who is to
 * act and whether the match is over; on request the observation of the seat to act with its legal actions, scores
 * and winners, the legal moves as JSON, the mask, the events of the moves made and the moves themselves.
 * @module
 */
import type { Seat } from '../core/index.js';
import type { Fields } from './fields.js';
import type { Match, Played } from './match.js';
import { fail } from './protocol.js';
import { type Format, type Row, Vector } from './reply.js';

/** The request fields that choose what a reply shows. @internal */
export const SHOW_FIELDS = ['observe', 'legalMoves', 'mask', 'format'] as const;
/** The request fields about the moves a request makes. @internal */
export const MOVE_FIELDS = ['events', 'played'] as const;

/**
 * What to show.
 * @internal
 */
export interface Show {
  /** The observation of the seat to act, its legal actions, the scores and the winners. */
  readonly observe: boolean;
  /** The legal moves as JSON and in the game's notation. */
  readonly legalMoves: boolean;
  /** The legal-action mask. */
  readonly mask: boolean;
  /** How vectors are written. */
  readonly format: Format;
  /** Whose copy of the events to return: a seat, `null` (a spectator), `'all'`, or `undefined` for none. */
  readonly events: Seat | null | 'all' | undefined;
  /** Whether to list the moves made. */
  readonly played: boolean;
}

/**
 * Reads the show fields of a request.
 * @param f - the request's fields
 * @returns what to show
 * @internal
 */
export function readShow(f: Fields): Show {
  let events: Seat | null | 'all' | undefined;
  const e = f.value('events');
  if (e === undefined || e === false) events = undefined;
  else if (e === 'all') events = 'all';
  else if (e === 'spectator') events = null;
  else if (typeof e === 'number' && Number.isInteger(e) && e >= 0 && e < 64) events = e;
  else fail('BAD_FIELD', "'events' must be a seat, 'spectator' or 'all'", 'events');
  return {
    observe: f.bool('observe', false),
    legalMoves: f.bool('legalMoves', false),
    mask: f.bool('mask', false),
    format: f.choice('format', ['json', 'base64'] as const),
    events,
    played: f.bool('played', false),
  };
}

/**
 * The legal-action mask of a match: 1 for every legal action.
 * @param m - the match
 * @returns the mask (all zeros when the match is over)
 * @internal
 */
export function maskOf(m: Match): Vector {
  const { actions, count } = m.legalActions();
  const mask = new Uint8Array(actions.length);
  for (let i = 0; i < count; i++) mask[actions[i]!] = 1;
  return new Vector('u8', mask, actions.length);
}

/**
 * The observation of a seat (or a spectator).
 * @param m - the match
 * @param seat - the seat, or `null`
 * @returns the observation vector
 * @internal
 */
export function observationOf(m: Match, seat: Seat | null): Vector {
  const enc = m.game.encoding;
  if (enc === undefined) return fail('NO_ENCODING', `${m.game.name} has no observation encoding`);
  return new Vector('f32', enc.observe(m.game.view(m.sim.state, seat)), enc.observationSize);
}

/**
 * The row of a match after a change, as `show` asks.
 * @param m - the match
 * @param show - what to show
 * @returns the row
 * @internal
 */
export function snapshot(m: Match, show: Show): Row {
  const sim = m.sim;
  const toAct = sim.toAct();
  const row: Row = { toAct, over: toAct === null };
  if (show.observe) {
    const { actions, count } = m.legalActions();
    const legal = new Array<number>(count);
    for (let i = 0; i < count; i++) legal[i] = actions[i]!;
    row.legalActions = legal;
    row.obs =
      toAct === null ? new Vector('f32', null, m.game.encoding!.observationSize) : observationOf(m, toAct);
    row.scores = [...sim.score()];
    row.winners = [...sim.winners()];
  }
  if (show.legalMoves) {
    const moves = sim.legalMoves();
    row.legalMoves = moves;
    row.legalTexts = moves.map((move) => m.game.formatMove(move));
  }
  if (show.mask) row.mask = maskOf(m);
  return row;
}

/**
 * The moves a request made, for the `played` field: seat, action, move and its notation.
 * @param m - the match
 * @param played - the moves
 * @returns the entries
 * @internal
 */
export function playedRows(m: Match, played: readonly Played[]): Row[] {
  return played.map((p) => ({
    seat: p.seat,
    action: p.action,
    move: p.move,
    text: m.game.formatMove(p.move),
  }));
}

/**
 * Events as a seat may see them, with their sentences.
 * @param m - the match
 * @param events - the events, unredacted
 * @param who - the seat, a spectator (`null`) or `'all'`
 * @returns the `events` and `sentences` fields
 * @internal
 */
export function eventFields(m: Match, events: readonly unknown[], who: Seat | null | 'all'): Row {
  if (who !== 'all' && who !== null && who >= m.seats) {
    fail('BAD_FIELD', `'events' names seat ${who}; this match has seats 0–${m.seats - 1}`, 'events');
  }
  const seen = who === 'all' ? events : m.game.eventsFor(events as never[], who);
  return { events: seen, sentences: seen.map((e) => m.game.describeEvent(e)) };
}
