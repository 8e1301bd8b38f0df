/** Shared helpers for the Linko tests: seat names, move shorthands, positions and invariant checks. */
import { expect } from 'vitest';
import { total } from '../../../src/core/index.js';
import { JOKER, setSize, TOTAL_CARDS } from '../../../src/games/linko/cards.js';
import {
  declineMove,
  discardMove,
  drawDeckMove,
  drawDisplayMove,
  fromPosition,
  type LinkoEvent,
  type LinkoMove,
  type LinkoPosition,
  type LinkoState,
  linko,
  passMove,
  playMove,
  takeBackMove,
  takeMove,
} from '../../../src/games/linko/index.js';

/** Seats as the spec names them. */
export const A = 0;
export const B = 1;
export const C = 2;
export const D = 3;
export const E = 4;
/** The joker. */
export const X = JOKER;

/** `P(7, 2, 1)`: play two 7s and a joker; `P(null, 0, 2)`: two jokers alone. */
export const P = playMove;
export const take = takeMove();
export const decline = declineMove();
export const back = takeBackMove();
export const discard = discardMove();
export const deck = drawDeckMove();
export const pass = passMove();
export const disp = (card: number): LinkoMove => drawDisplayMove(card);

/** A single-game position (games: 1 unless the options say otherwise). */
export function pos(p: LinkoPosition): LinkoState {
  return fromPosition({ ...p, options: { games: 1, ...(p.options ?? {}) } });
}

/** Every card in the state, the set in limbo included (§1, L-20). */
export function cardCount(s: LinkoState): number {
  let n = s.table.deck.length + s.table.display.length + s.table.discard.length;
  for (const h of s.table.hands) n += total(h);
  for (const st of s.table.stacks) for (const set of st) n += setSize(set);
  if (s.table.limbo) n += setSize(s.table.limbo);
  return n;
}

/**
 * Applies moves one by one, each by the seat named with it (checked against toAct and through validate with the
 * seat), asserting card conservation after every move. Returns the final state and all events.
 */
export function run(
  state: LinkoState,
  steps: readonly (readonly [number, LinkoMove])[],
): { state: LinkoState; events: LinkoEvent[] } {
  const events: LinkoEvent[] = [];
  let s = state;
  for (const [seat, move] of steps) {
    expect(linko.toAct(s), `to act before ${linko.formatMove(move)}`).toBe(seat);
    const v = linko.validate(s, move, seat);
    if (!v.ok) throw new Error(`${linko.formatMove(move)} by seat ${seat} rejected: ${v.error.message}`);
    const step = linko.applyMoveWithEvents(s, v.value);
    s = step.state;
    events.push(...step.events);
    expect(cardCount(s)).toBe(TOTAL_CARDS);
  }
  return { state: s, events };
}

/** A card list as counts, for comparing hands. */
export function hand(...cards: number[]): number[] {
  const h = new Array<number>(14).fill(0);
  for (const c of cards) h[c]!++;
  return h;
}

/** Sorted list of a move list's canonical texts. */
export function texts(ms: readonly LinkoMove[]): string[] {
  return ms.map((m) => linko.formatMove(m)).sort();
}
