/**
 * What a reply shows of a match after a change (`start`, `reset`, `apply`, `bot`, `load`, `status`): always who is to
 * act and whether the match is over; on request the observation of the seat to act with its legal actions, scores
 * and winners, the legal moves as JSON, the mask, the events of the moves made and the moves themselves.
 * @module
 */
import type { Seat } from '../core/index.js';
import type { Context } from './context.js';
import type { Fields } from './fields.js';
import type { Match, Played } from './match.js';
import { fail } from './protocol.js';
import { type Format, type Row, Vector } from './reply.js';

/** The request fields that choose what a reply shows. @internal */
export const SHOW_FIELDS = ['observe', 'show', 'format'] as const;
/** The request fields about the moves a request makes. @internal */
export const MOVE_FIELDS = ['events', 'played'] as const;

/** The parts of a match a reply may show besides `toAct` and `over`. @internal */
export const PARTS = ['obs', 'legalActions', 'legalMoves', 'mask', 'scores', 'winners'] as const;

/** One of {@link PARTS}. @internal */
export type Part = (typeof PARTS)[number];

/** What `observe: true` shows. */
const OBSERVE: readonly Part[] = ['obs', 'legalActions', 'scores', 'winners'];

/**
 * What to show.
 * @internal
 */
export interface Show {
  /** The parts to show. */
  readonly parts: ReadonlySet<Part>;
  /** How vectors are written. */
  readonly format: Format;
  /** Whose copy of the events to return: a seat, `null` (a spectator), `'all'`, or `undefined` for none. */
  readonly events: Seat | null | 'all' | undefined;
  /** Whether to list the moves made. */
  readonly played: boolean;
}

/**
 * Reads the show fields of a request: `observe: true` (the observation of the seat to act, its legal actions, the
 * scores and the winners), `show` (a list of {@link PARTS}), `format`, `events` and `played`.
 * @param f - the request's fields
 * @param ctx - the engine (for the formats its host allows)
 * @returns what to show
 * @internal
 */
export function readShow(f: Fields, ctx: Context): Show {
  let events: Seat | null | 'all' | undefined;
  const e = f.value('events');
  if (e === undefined || e === null || e === false) events = undefined;
  else if (e === 'all') events = 'all';
  else if (e === 'spectator') events = null;
  else if (typeof e === 'number' && Number.isInteger(e) && e >= 0 && e < 64) events = e;
  else fail('BAD_FIELD', "'events' must be a seat, 'spectator' or 'all'", 'events');
  const parts = new Set<Part>(f.bool('observe', false) ? OBSERVE : []);
  if (f.has('show')) {
    const list = f.array('show', PARTS.length);
    list.forEach((part, i) => {
      if (typeof part !== 'string' || !(PARTS as readonly string[]).includes(part)) {
        fail('BAD_FIELD', `'show.${i}' must be one of ${PARTS.join(', ')}`, `show.${i}`);
      }
      parts.add(part as Part);
    });
  }
  return { parts, format: ctx.format(f), events, played: f.bool('played', false) };
}

/**
 * The legal-action mask of a match: 1 for every legal action.
 * @param m - the match
 * @returns the mask (all zeros when the match is over)
 * @internal
 */
export function maskOf(m: Match): Vector {
  const size = m.legalActions().actions.length;
  // Written when the reply is, from the match's enumeration of its legal actions (kept until its next move).
  return new Vector('u8', null, size, (out, offset) => {
    const { actions, count } = m.legalActions();
    for (let i = 0; i < count; i++) out[offset + actions[i]!] = 1;
  });
}

/**
 * The observation of a seat (or a spectator).
 * @param m - the match
 * @param seat - the seat, or `null`
 * @returns the observation vector
 * @internal
 */
export function observationOf(m: Match, seat: Seat | null): Vector {
  const size = m.encoding().observationSize;
  // Written when the reply is, straight into its block (a batch's rows one after the other): with the game's
  // `observeInto` hook, no view is built and nothing is allocated per row.
  return new Vector('f32', null, size, (out, offset) => m.sim.observeInto(seat, out as Float32Array, offset));
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
  const parts = show.parts;
  if (parts.size === 0) return row;
  if (parts.has('obs')) {
    const size = m.encoding().observationSize;
    row.obs = toAct === null ? new Vector('f32', null, size) : observationOf(m, toAct);
  }
  if (parts.has('legalActions')) row.legalActions = m.listedActions();
  if (parts.has('mask')) row.mask = maskOf(m);
  if (parts.has('scores')) row.scores = [...sim.score()];
  if (parts.has('winners')) row.winners = [...sim.winners()];
  if (parts.has('legalMoves')) {
    const moves = m.listedMoves();
    row.legalMoves = moves;
    row.legalTexts = moves.map((move) => m.game.formatMove(move));
  }
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
