/**
 * The commands that read a match without changing it: `status`, `toAct`, `legal`, `mask`, `score`, `view`,
 * `observe`, `render`, `record` and `state`. Each takes `match` or `matches`.
 * @module
 */
import type { Seat } from '../../core/index.js';
import type { Command, Context } from '../context.js';
import type { Fields } from '../fields.js';
import type { Match } from '../match.js';
import { fail } from '../protocol.js';
import type { Row } from '../reply.js';
import { maskOf, observationOf, readShow, SHOW_FIELDS, snapshot } from '../show.js';

const TARGET = ['match', 'matches'] as const;

/**
 * The seat a read is about: `seat` (a seat, or `null` for a spectator) or, in a batch, `seats[i]`; by default the
 * seat to act (a spectator once the match is over).
 */
function seatOf(f: Fields, m: Match, i: number): Seat | null {
  let seat: unknown;
  let path = 'seat';
  if (f.value('seats') !== undefined) {
    const seats = f.value('seats');
    if (!Array.isArray(seats) || seats.length <= i) {
      return fail('BAD_FIELD', "'seats' must be an array with one seat (or null) per match", 'seats');
    }
    seat = seats[i];
    path = `seats.${i}`;
  } else if (f.value('seat') !== undefined) seat = f.value('seat');
  else return m.sim.toAct();
  if (seat === null) return null;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= m.seats) {
    return fail('BAD_FIELD', `'${path}' must be a seat 0–${m.seats - 1} or null (a spectator)`, path);
  }
  return seat;
}

/** A read command over `match`/`matches` and some extra fields. */
function reader(extra: readonly string[], row: (m: Match, f: Fields, i: number) => Row): Command {
  return {
    fields: [...TARGET, ...extra],
    run: (f: Fields, ctx: Context) => ctx.perMatch(f, ctx.format(f), (m, i) => row(m, f, i)),
  };
}

/**
 * A text picture of a match as a seat sees it, in the game's own words: who acts, the table as the game describes the
 * seat's view (`describeView`), and the legal moves in the game's notation.
 */
function render(m: Match, seat: Seat | null): string {
  const sim = m.sim;
  const toAct = sim.toAct();
  const lines: string[] = [];
  const status =
    toAct === null ? `over, winners: ${sim.winners().join(', ') || 'none'}` : `seat ${toAct} to act`;
  lines.push(`${m.game.name} · match ${m.id} · ${status}`);
  lines.push(seat === null ? 'as a spectator sees it:' : `as seat ${seat} sees it:`);
  for (const line of m.game.describeView(m.viewOf(seat))) lines.push(`  ${line}`);
  if (toAct !== null && (seat === null || seat === toAct)) {
    lines.push(
      `legal: ${sim
        .legalMoves()
        .map((move) => m.game.formatMove(move))
        .join('  ')}`,
    );
  }
  return lines.join('\n');
}

/** `status`: the same fields as after a move (`observe`, `legalMoves`, `mask`, `format`). @internal */
export const status: Command = {
  fields: [...TARGET, ...SHOW_FIELDS],
  run: (f, ctx) => {
    const show = readShow(f, ctx);
    return ctx.perMatch(f, show.format, (m) => snapshot(m, show));
  },
};

/** `toAct`: the seat to act (`null` when over) and whether the match is over. @internal */
export const toAct: Command = reader([], (m) => {
  const seat = m.sim.toAct();
  return { toAct: seat, over: seat === null };
});

/** `legal`: the legal moves as action integers, as JSON moves, and in the game's notation. @internal */
export const legal: Command = reader([], (m) => {
  const moves = m.listedMoves();
  const row: Row = {};
  row.legalActions = m.game.encoding ? m.listedActions() : null;
  row.legalMoves = moves;
  row.legalTexts = moves.map((move) => m.game.formatMove(move));
  return row;
});

/** `mask`: the legal-action mask (`format` json or base64). @internal */
export const mask: Command = reader(['format'], (m) => ({ mask: maskOf(m) }));

/** `score`: the scores so far, the winners (empty until over) and whether the match is over. @internal */
export const score: Command = reader([], (m) => ({
  scores: [...m.sim.score()],
  winners: [...m.sim.winners()],
  over: m.over,
}));

/** `view`: what a seat (or a spectator) may see. @internal */
export const view: Command = reader(['seat', 'seats'], (m, f, i) => ({
  view: m.viewOf(seatOf(f, m, i)),
}));

/** `observe`: a seat's (or a spectator's) observation vector. @internal */
export const observe: Command = reader(['seat', 'seats', 'format'], (m, f, i) => ({
  obs: observationOf(m, seatOf(f, m, i)),
}));

/** `render`: a text picture of the match as a seat (or a spectator) sees it. @internal */
export const renderText: Command = reader(['seat', 'seats'], (m, f, i) => ({
  text: render(m, seatOf(f, m, i)),
}));

/** `record`: the record of the current deal (a match loaded from a saved state has none). @internal */
export const record: Command = reader([], (m) => {
  const rec = m.record();
  if (rec === null) {
    return fail(
      'NO_RECORD',
      `match ${m.id} was loaded from a saved state: it has no record (ask for its state)`,
    );
  }
  return { record: rec };
});

/** `state`: the full state, the save format `load` takes back (it shows every hidden card). @internal */
export const state: Command = reader([], (m) => ({ state: m.sim.state }));
