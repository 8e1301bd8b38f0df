import {
  type BigFishCard,
  type BigFishEvent,
  type BigFishMove,
  type BigFishState,
  bigfish,
} from '../../../src/games/bigfish/index.js';

/**
 * The tests' own compact notation (independent of the library's notation for people): `B4>2` (place on row slot 2,
 * counted from 0), `end`, `plus B4,B5`, `bonus D`.
 */
export function mv(text: string): BigFishMove {
  const m = /^([RYGBP])([1-6])>(\d)$/.exec(text);
  let raw: unknown;
  if (m) raw = { type: 'place', colour: m[1], value: Number(m[2]), row: Number(m[3]) };
  else if (text === 'end') raw = { type: 'endTurn' };
  else if (text.startsWith('plus ')) raw = { type: 'choosePlus', cards: text.slice(5).split(',') };
  else if (text.startsWith('bonus ')) raw = { type: 'chooseBonus', bonus: text.slice(6) };
  const p = bigfish.parseMove(raw);
  if (!p.ok) throw new Error(`bad test move ${text}`);
  return p.value;
}

/** Applies moves in notation; returns the final state and all events. */
export function play(
  state: BigFishState,
  ...moves: string[]
): { state: BigFishState; events: BigFishEvent[] } {
  const events: BigFishEvent[] = [];
  for (const text of moves) {
    const step = bigfish.applyMoveWithEvents(state, mv(text));
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

/** Whether a move in notation is legal now. */
export function legal(state: BigFishState, text: string): boolean {
  return bigfish.validate(state, mv(text)).ok;
}

/** The rule id of the rejection of a move in notation (or 'legal'). */
export function why(state: BigFishState, text: string): string {
  const v = bigfish.validate(state, mv(text));
  return v.ok ? 'legal' : `${v.error.rule}:${v.error.code}`;
}

/** A move in the tests' compact notation (the inverse of {@link mv}). */
export function short(m: BigFishMove): string {
  switch (m.type) {
    case 'place':
      return `${m.colour}${m.value}>${m.row}`;
    case 'endTurn':
      return 'end';
    case 'choosePlus':
      return `plus ${m.cards.join(',')}`;
    case 'chooseBonus':
      return `bonus ${m.bonus}`;
  }
}

/** Legal moves in the tests' compact notation. */
export function moves(state: BigFishState): string[] {
  return bigfish.legalMoves(state).map(short);
}

/** Cards still to be placed from hands and piles (spec §2's H). */
export function cardsToPlace(s: BigFishState): number {
  let h = 0;
  for (let i = 0; i < s.seats; i++) h += s.hands[i]!.length + s.piles[i]!.length;
  return h;
}

/** The rows' deficit (spec §2's D): open slots of live rows plus (rowLength − 1) per common-deck card. */
export function deficit(s: BigFishState): number {
  let d = (s.options.rowLength - 1) * s.common.length;
  for (const r of s.rows) if (r !== null && r.length > 0) d += s.options.rowLength - r.length;
  return d;
}

/** Every card in the state, sorted, for conservation checks. */
export function allCards(s: BigFishState): BigFishCard[] {
  const out: BigFishCard[] = [...s.common, ...s.box];
  for (let i = 0; i < s.seats; i++) out.push(...s.hands[i]!, ...s.piles[i]!, ...s.plus[i]!, ...s.minus[i]!);
  for (const r of s.rows) if (r) out.push(...r);
  return out.sort();
}
