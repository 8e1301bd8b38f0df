/**
 * Who sits where: the first hand's rank order (R1, the seat draw of D-A10 and D-A11) and a newcomer joining between
 * hands (V6, D-A18). Later hands re-seat by the finishing order (R2) and a Greater Revolution reverses the order
 * (R4); those happen in `rules.ts` and `taxes.ts`.
 *
 * A record cannot replay a match with a join from setup alone (setup fixes the seat count): the record of such a match
 * is the saved state returned by {@link addSeat} plus the moves after it.
 * @module
 */
import { cardsOf, type Rng, type Seat, shuffle } from '../../core/index.js';
import { clockwiseFrom } from '../../core/seats.js';
import { deckCounts, MAX_SEATS } from './cards.js';
import type { JoinSlotMove } from './moves.js';
import type { DalmutiOptions } from './options.js';
import type { Context, State } from './rules.js';
import type { DalmutiState } from './state.js';

/** A seat draw's record (R1, D-A10): per seat, the cards it drew in turn (a Jester is 13). */
type SeatDraw = readonly (readonly number[])[];

/**
 * The seats that are still tied in a seat draw (R1, D-A10): with `replace`, seats whose latest card equals another
 * seat's latest card; otherwise seats whose whole sequence of draws equals another seat's.
 * @param draws - per seat, the cards drawn (Jester = 13)
 * @param replace - `redrawReplacesValue`
 * @returns the tied seats, ascending
 */
export function tiedSeats(draws: SeatDraw, replace: boolean): Seat[] {
  const keys = draws.map((d) => (replace ? String(d[d.length - 1]) : d.join(',')));
  // Tied: another seat has the same key.
  return keys.flatMap((k, seat) => (keys.indexOf(k) !== keys.lastIndexOf(k) ? [seat] : []));
}

/**
 * The most redraw rounds of the seat draw (R1, D-A10). Without a cap the draw has no bound: with
 * `redrawReplacesValue` at 13 seats it ends only when the 13 latest cards are 13 different values, which took up to
 * 65,000 cards. With it, a seat draws at most `1 + MAX_REDRAWS` cards, the whole draw at most 13 × 6 = 78 cards of
 * one shuffled deck (never exhausted, so never reshuffled; the smallest deck, 57 cards, serves 4 × 6 = 24 draws),
 * and seats still tied after the last round are ordered among themselves at random. In the default reading that is
 * what further redraws would do (they only order the tied seats among themselves, and every order of them is equally
 * likely); with `redrawReplacesValue` it is the project's own cap.
 */
export const MAX_REDRAWS = 5;

/** Compares two seats' draws: best (lowest) first; 0 when they are still tied. */
function compareDraws(da: readonly number[], db: readonly number[], replace: boolean): number {
  if (replace) return da[da.length - 1]! - db[db.length - 1]!;
  for (let i = 0; i < Math.min(da.length, db.length); i++) if (da[i] !== db[i]) return da[i]! - db[i]!;
  return da.length - db.length;
}

/**
 * The rank order a finished seat draw gives (R1, D-A10, D-A11): best (lowest) card first, a Jester counting as 13.
 * By default a redraw only orders the tied players among themselves (their draws compare as sequences); with
 * `replace` the latest card replaces the earlier one (reproducing the rulebook's example literally). Seats still
 * tied (only after {@link MAX_REDRAWS} rounds) keep their order in `tieOrder` (default: by seat number).
 * @param draws - per seat, the cards drawn
 * @param replace - `redrawReplacesValue`
 * @param tieOrder - every seat once: the order of seats that are still tied
 * @returns the seats, best first
 */
export function seatDrawOrder(draws: SeatDraw, replace: boolean, tieOrder?: readonly Seat[]): Seat[] {
  const seats = tieOrder ? [...tieOrder] : draws.map((_, i) => i);
  // Array.prototype.sort is stable: seats that compare equal keep their order in `seats`.
  return seats.sort((a, b) => compareDraws(draws[a]!, draws[b]!, replace));
}

/**
 * Whether the seat order `order` (newcomers left out) is one the draw `draws` gives: best card first, and seats in
 * any order only where they are still tied.
 * @param draws - per seat, the cards drawn
 * @param replace - `redrawReplacesValue`
 * @param order - the seats of the draw, best first
 */
export function followsSeatDraw(draws: SeatDraw, replace: boolean, order: readonly Seat[]): boolean {
  for (let i = 1; i < order.length; i++)
    if (compareDraws(draws[order[i - 1]!]!, draws[order[i]!]!, replace) > 0) return false;
  return true;
}

/**
 * Replays a seat draw from its record: everyone draws one card, then in each round exactly the seats still tied
 * draw another, for at most {@link MAX_REDRAWS} rounds.
 * @param draws - per seat, the cards drawn (each list non-empty)
 * @param replace - `redrawReplacesValue`
 * @returns the seats still tied at the end (empty unless the last round was reached), or `null` when no draw gives
 *   this record
 */
export function replaySeatDraw(draws: SeatDraw, replace: boolean): Seat[] | null {
  const seen = draws.map((d) => d.slice(0, 1));
  for (let round = 0; ; round++) {
    const tied = tiedSeats(seen, replace);
    if (tied.length === 0 || round === MAX_REDRAWS)
      return seen.every((d, s) => d.length === draws[s]!.length) ? tied : null;
    for (const s of tied) {
      const next = draws[s]![seen[s]!.length];
      if (next === undefined) return null;
      seen[s]!.push(next);
    }
  }
}

/** The first hand's rank order, best first, and the seat draw that gave it (`null` when there was none). */
type FirstSeating = { readonly order: Seat[]; readonly seatDraw: number[][] | null };

/**
 * Runs the rulebook's seat draw (R1): each seat draws a card from the shuffled deck, tied seats redraw until no
 * ties remain (D-A10), for at most {@link MAX_REDRAWS} rounds; seats still tied then are ordered at random among
 * themselves. At most 78 cards are drawn, all from one shuffled deck.
 * @param seats - the number of players
 * @param deck - the deck, counts by rank
 * @param rng - the random stream
 * @param replace - `redrawReplacesValue`
 * @returns the resulting rank order and the draws per seat
 */
function runSeatDraw(seats: number, deck: readonly number[], rng: Rng, replace: boolean): FirstSeating {
  const pile = shuffle(rng, cardsOf(deck)); // seats × (1 + MAX_REDRAWS) cards at most: never exhausted
  const draws: number[][] = [];
  for (let s = 0; s < seats; s++) draws.push([pile.pop()!]);
  let tied = tiedSeats(draws, replace);
  for (let round = 0; round < MAX_REDRAWS && tied.length > 0; round++) {
    for (const s of tied) draws[s]!.push(pile.pop()!);
    tied = tiedSeats(draws, replace);
  }
  const tieOrder = tied.length === 0 ? undefined : shuffle(rng, clockwiseFrom(0, seats));
  return { order: seatDrawOrder(draws, replace, tieOrder), seatDraw: draws };
}

/**
 * The first hand's rank order (R1): given, drawn by the rulebook's seat draw, or uniformly at random (the draw's
 * distribution, without the draw).
 * @param seats - the number of players
 * @param options - normalized options
 * @param rng - the random stream
 * @returns the order, best first, and the seat draw when there was one
 */
export function firstSeating(seats: number, options: DalmutiOptions, rng: Rng): FirstSeating {
  if (options.initialSeating === 'given') return { order: [...options.initialOrder!], seatDraw: null };
  if (options.initialSeating === 'simulateDraw')
    return runSeatDraw(seats, deckCounts(seats, options.shortDeck), rng, options.redrawReplacesValue);
  return { order: shuffle(rng, clockwiseFrom(0, seats)), seatDraw: null };
}

/**
 * Whether a newcomer may join now (V6): the hand has just been dealt (no move made in it), the match is not over, and
 * the table has room (8 seats, or 13 with `allowLargeTables`).
 * @param state - a state
 * @returns `null` when allowed, else why not
 */
export function whyNoJoin(state: DalmutiState): string | null {
  if (state.phase === 'over') return 'the match is over';
  if (state.phase === 'join') return 'a newcomer is already waiting for a slot';
  if (state.handMoves !== 0)
    return 'a newcomer joins only between hands (right after a deal, before any decision)';
  const max = state.options.allowLargeTables ? MAX_SEATS : 8;
  if (state.seats >= max)
    return `the table is full (${max} seats${state.options.allowLargeTables ? '' : '; see allowLargeTables'})`;
  return null;
}

/**
 * V6, D-A18: the Greater Dalmuti's choice; the newcomer takes rank index `slot` (the caller then deals the hand
 * again).
 */
export function seatNewcomer(state: State, move: JoinSlotMove, ctx: Context): void {
  const newcomer = state.seats - 1;
  const order = [...state.order];
  order.splice(move.slot, 0, newcomer);
  state.order = order;
  if (ctx.recording) ctx.emit({ type: 'seatJoined', seat: newcomer, slot: move.slot });
}
