import { expect } from 'vitest';
import {
  type DalmutiMove,
  type DalmutiPosition,
  type DalmutiState,
  dalmuti,
  fromPosition,
  moveFromCards,
} from '../../../src/games/dalmuti/index.js';
import { PASS } from '../../../src/games/dalmuti/moves.js';

/** Builds a position or fails the test. */
export function pos(p: DalmutiPosition): DalmutiState {
  return fromPosition(p);
}

/** The play move of a list of cards (13 = Jester), or fails the test. */
export function set(...cards: number[]): DalmutiMove {
  const r = moveFromCards(cards);
  if (!r.ok) throw new Error(`not a set: ${cards.join(',')}`);
  return r.value;
}

/** Applies a move that must be legal. */
export function play(s: DalmutiState, move: DalmutiMove): DalmutiState {
  const v = dalmuti.validate(s, move);
  if (!v.ok) throw new Error(`expected legal: ${JSON.stringify(move)}: ${v.error.message}`);
  return dalmuti.applyMove(s, v.value);
}

/** Applies a sequence of moves by the expected seats: [seat, move | 'pass'] pairs. */
export function run(
  s: DalmutiState,
  steps: readonly (readonly [number, DalmutiMove | 'pass'])[],
): DalmutiState {
  for (const [seat, m] of steps) {
    expect(dalmuti.toAct(s), `seat to act before ${JSON.stringify(m)}`).toBe(seat);
    s = play(s, m === 'pass' ? PASS : m);
  }
  return s;
}

/** Expects a move to be rejected with a code and rule. */
export function rejects(s: DalmutiState, move: unknown, code: string, rule?: string | null): void {
  const v = dalmuti.validate(s, move);
  expect(v.ok).toBe(false);
  if (!v.ok) {
    expect(v.error.code).toBe(code);
    if (rule !== undefined) expect(v.error.rule).toBe(rule);
  }
}

/** Counts by rank of a card list. */
export function counts(...cards: number[]): number[] {
  const c = new Array<number>(14).fill(0);
  for (const x of cards) c[x]!++;
  return c;
}

/**
 * The ranks' names as the rulebook gives them (spec §1), written out here independently of the library's own table:
 * `RANK_NAMES[r]` is rank r's name (1 is the best rank); index 0 is unused.
 */
export const RANK_NAMES: readonly string[] = [
  '',
  'Dalmuti',
  'Archbishop',
  'Earl Marshal',
  'Baroness',
  'Abbess',
  'Knight',
  'Seamstress',
  'Mason',
  'Cook',
  'Shepherdess',
  'Stonecutter',
  'Peasant',
];
