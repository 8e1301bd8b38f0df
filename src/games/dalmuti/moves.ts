/**
 * The moves of Dalmuti — one decision each — their strict parsing and their text notation.
 *
 * | Move | Who | Meaning |
 * | --- | --- | --- |
 * | `{ type: 'revolution', declare }` | the seat dealt both Jesters | declare or decline a revolution (R4) |
 * | `{ type: 'gift', ranks }` | GD (2 cards), LD (1 card) | the tax gift, ranks ascending, 13 = Jester (R5) |
 * | `{ type: 'swap', target }` | the top Merchant | swap with that Merchant, or `null` to skip (V4) |
 * | `{ type: 'swapCard', rank }` | the two swapping Merchants | the card to hand over (V4, blind choice) |
 * | `{ type: 'play', rank, naturals, jesters }` | the seat to act | a set: `naturals` cards of `rank` plus Jesters; Jesters alone are `rank: 13, naturals: 0` (§4) |
 * | `{ type: 'pass' }` | a follower | pass (P3) |
 * | `{ type: 'joinSlot', slot }` | GD | the newcomer's rank index (V6) |
 *
 * Identical cards are one move: a move names ranks and counts, never card instances.
 * @module
 */
import {
  CommonCodes,
  err,
  extraKeys,
  isIntIn,
  isPlainObject,
  ok,
  type Result,
  type RuleViolation,
  type Seat,
  violation,
} from '../../core/index.js';
import { JESTER, LOWEST_RANK, rankLabel } from './cards.js';

/** Play a set (§4 V, P1, P2). @category Moves */
export interface PlayMove {
  /** The move kind. */
  readonly type: 'play';
  /** The effective rank: 1..12, or 13 for Jesters alone. */
  readonly rank: number;
  /** How many natural cards of `rank` (0 only when `rank` is 13). */
  readonly naturals: number;
  /** How many Jesters (0..2). */
  readonly jesters: number;
}
/** Pass (P3). @category Moves */
export interface PassMove {
  /** The move kind. */
  readonly type: 'pass';
}
/** Declare (`true`) or decline (`false`) a revolution (R4, D-A6). @category Moves */
export interface RevolutionMove {
  /** The move kind. */
  readonly type: 'revolution';
  /** Declare (`true`) or decline (`false`). */
  readonly declare: boolean;
}
/** A tax gift (R5): the Greater Dalmuti gives 2 cards, the Lesser Dalmuti 1; ranks ascending, 13 = Jester. @category Moves */
export interface GiftMove {
  /** The move kind. */
  readonly type: 'gift';
  /** The cards given, ranks ascending (13 = Jester). */
  readonly ranks: readonly number[];
}
/** The top Merchant's choice (V4): a Merchant to swap with, or `null` to skip. @category Moves */
export interface SwapMove {
  /** The move kind. */
  readonly type: 'swap';
  /** The Merchant to swap with, or `null` to skip. */
  readonly target: Seat | null;
}
/** The card a swapping Merchant hands over (V4, `merchantSwapMode: 'blindChoice'`). @category Moves */
export interface SwapCardMove {
  /** The move kind. */
  readonly type: 'swapCard';
  /** The card handed over (13 = Jester). */
  readonly rank: number;
}
/** The Greater Dalmuti places a newcomer (V6): the rank index the new seat takes, a Merchant slot. @category Moves */
export interface JoinSlotMove {
  /** The move kind. */
  readonly type: 'joinSlot';
  /** The newcomer's rank index: a Merchant slot, 2..M−3 of the grown table of M players. */
  readonly slot: number;
}

/** Every Dalmuti move. @category Moves */
export type DalmutiMove =
  | PlayMove
  | PassMove
  | RevolutionMove
  | GiftMove
  | SwapMove
  | SwapCardMove
  | JoinSlotMove;

/** The pass move (shared, frozen). @category Moves */
export const PASS: PassMove = Object.freeze({ type: 'pass' });
/** Declaring a revolution (shared, frozen). @category Moves */
export const DECLARE: RevolutionMove = Object.freeze({ type: 'revolution', declare: true });
/** Declining a revolution (shared, frozen). @category Moves */
export const DECLINE: RevolutionMove = Object.freeze({ type: 'revolution', declare: false });
/** Skipping the merchant swap (shared, frozen). @category Moves */
export const SKIP_SWAP: SwapMove = Object.freeze({ type: 'swap', target: null });

const MAX_SEATS = 13;

// Cached, frozen move objects: legalMoves returns these, so move generation allocates only its array.
const PLAYS: PlayMove[][][] = [];
for (let r = 0; r <= JESTER; r++) {
  const byK: PlayMove[][] = [];
  for (let k = 0; k <= LOWEST_RANK; k++) {
    const byJ: PlayMove[] = [];
    for (let j = 0; j <= 2; j++) byJ.push(Object.freeze({ type: 'play', rank: r, naturals: k, jesters: j }));
    byK.push(byJ);
  }
  PLAYS.push(byK);
}
const GIFT1: GiftMove[] = [];
const GIFT2: GiftMove[][] = [];
const SWAP_CARD: SwapCardMove[] = [];
for (let a = 0; a <= JESTER; a++) {
  GIFT1.push(Object.freeze({ type: 'gift', ranks: Object.freeze([a]) }));
  SWAP_CARD.push(Object.freeze({ type: 'swapCard', rank: a }));
  const row: GiftMove[] = [];
  for (let b = 0; b <= JESTER; b++) row.push(Object.freeze({ type: 'gift', ranks: Object.freeze([a, b]) }));
  GIFT2.push(row);
}
const SWAPS: SwapMove[] = [];
const JOINS: JoinSlotMove[] = [];
for (let s = 0; s < MAX_SEATS; s++) {
  SWAPS.push(Object.freeze({ type: 'swap', target: s }));
  JOINS.push(Object.freeze({ type: 'joinSlot', slot: s }));
}

/**
 * The play move for a set (a shared frozen object).
 * @param rank - 1..12, or 13 for Jesters alone
 * @param naturals - natural cards of `rank` (0..12)
 * @param jesters - Jesters (0..2)
 * @example
 * ```ts
 * playMove(5, 1, 1); // { type: 'play', rank: 5, naturals: 1, jesters: 1 } — a pair of 5s
 * ```
 * @category Moves
 */
export function playMove(rank: number, naturals: number, jesters: number): PlayMove {
  return PLAYS[rank]![naturals]![jesters]!;
}

/**
 * The gift move for one or two ranks (a shared frozen object; ranks given in any order).
 * @param a - a rank 1..13
 * @param b - a second rank, for the Greater Dalmuti's gift
 * @category Moves
 */
export function giftMove(a: number, b?: number): GiftMove {
  if (b === undefined) return GIFT1[a]!;
  return a <= b ? GIFT2[a]![b]! : GIFT2[b]![a]!;
}

/** The swap move with `target`. @param target - a seat @category Moves */
export function swapMove(target: Seat): SwapMove {
  return SWAPS[target]!;
}

/** The swap-card move for `rank`. @param rank - 1..13 @category Moves */
export function swapCardMove(rank: number): SwapCardMove {
  return SWAP_CARD[rank]!;
}

/** The join-slot move for rank index `slot`. @param slot - a rank index @category Moves */
export function joinSlotMove(slot: number): JoinSlotMove {
  return JOINS[slot]!;
}

function shape(message: string, path?: string): Result<DalmutiMove, RuleViolation> {
  return err(violation(CommonCodes.BAD_SHAPE, null, message, path));
}

function keysOk(o: Record<string, unknown>, keys: readonly string[]): boolean {
  return extraKeys(o, keys).length === 0 && keys.every((k) => Object.hasOwn(o, k));
}

/**
 * Checks the shape of a move from outside (strict: no missing or extra keys, integers in range, gift ranks
 * ascending) and returns the canonical move object. Never throws.
 * @param input - anything
 * @returns the move, or a `BAD_SHAPE` violation
 * @category Moves
 */
export function parseMove(input: unknown): Result<DalmutiMove, RuleViolation> {
  if (!isPlainObject(input)) return shape('a move is an object with a type');
  switch (input.type) {
    case 'pass':
      return keysOk(input, ['type']) ? ok(PASS) : shape('a pass is { type: "pass" }');
    case 'revolution':
      if (!keysOk(input, ['type', 'declare']) || typeof input.declare !== 'boolean') {
        return shape('a revolution move is { type: "revolution", declare: boolean }');
      }
      return ok(input.declare ? DECLARE : DECLINE);
    case 'play': {
      if (!keysOk(input, ['type', 'rank', 'naturals', 'jesters'])) {
        return shape('a play is { type: "play", rank, naturals, jesters }');
      }
      const { rank, naturals, jesters } = input;
      if (!isIntIn(rank, 1, JESTER)) return shape('rank must be an integer 1–13', 'rank');
      if (!isIntIn(naturals, 0, LOWEST_RANK)) return shape('naturals must be an integer 0–12', 'naturals');
      if (!isIntIn(jesters, 0, 2)) return shape('jesters must be 0, 1 or 2', 'jesters');
      if (rank === JESTER && naturals !== 0)
        return shape('a Jester-only set (rank 13) has no naturals', 'naturals');
      if (rank !== JESTER && naturals === 0) {
        return shape(
          'a set of rank 1–12 needs at least one natural card (Jesters alone are rank 13)',
          'naturals',
        );
      }
      if (naturals + jesters === 0) return shape('a set has at least one card', 'jesters');
      return ok(playMove(rank, naturals, jesters));
    }
    case 'gift': {
      if (!keysOk(input, ['type', 'ranks']) || !Array.isArray(input.ranks)) {
        return shape('a gift is { type: "gift", ranks: number[] }');
      }
      const ranks: unknown[] = input.ranks;
      if (ranks.length < 1 || ranks.length > 2) return shape('a gift has 1 or 2 cards', 'ranks');
      if (!ranks.every((r) => isIntIn(r, 1, JESTER))) return shape('gift ranks are integers 1–13', 'ranks');
      const [a, b] = ranks as number[];
      if (b === undefined) return ok(giftMove(a!));
      if (a! > b) return shape('gift ranks must be in ascending order', 'ranks');
      return ok(giftMove(a!, b));
    }
    case 'swap':
      if (!keysOk(input, ['type', 'target'])) return shape('a swap is { type: "swap", target: seat | null }');
      if (input.target === null) return ok(SKIP_SWAP);
      if (!isIntIn(input.target, 0, MAX_SEATS - 1)) return shape('target must be a seat or null', 'target');
      return ok(swapMove(input.target));
    case 'swapCard':
      if (!keysOk(input, ['type', 'rank'])) return shape('a swap card is { type: "swapCard", rank }');
      if (!isIntIn(input.rank, 1, JESTER)) return shape('rank must be an integer 1–13', 'rank');
      return ok(swapCardMove(input.rank));
    case 'joinSlot':
      if (!keysOk(input, ['type', 'slot'])) return shape('a join slot is { type: "joinSlot", slot }');
      if (!isIntIn(input.slot, 0, MAX_SEATS - 1)) return shape('slot must be a rank index 0–12', 'slot');
      return ok(joinSlotMove(input.slot));
    default:
      return shape('unknown move type (play, pass, revolution, gift, swap, swapCard, joinSlot)', 'type');
  }
}

/**
 * Turns a list of cards (ranks, 13 = Jester) into the play move it makes, or says why it is not a valid set (V).
 * Useful for UIs that let players pick cards.
 * @param cards - the cards of the set
 * @returns the move, or `EMPTY_SET` / `MIXED_RANKS` / `BAD_SHAPE` (rule V)
 * @example
 * ```ts
 * moveFromCards([5, 13]); // ok: { type: 'play', rank: 5, naturals: 1, jesters: 1 }
 * moveFromCards([5, 6]);  // error MIXED_RANKS (V)
 * ```
 * @category Moves
 */
export function moveFromCards(cards: readonly number[]): Result<PlayMove, RuleViolation> {
  if (cards.length === 0) return err(violation('EMPTY_SET', 'V', 'a set has at least one card'));
  let rank = 0;
  let naturals = 0;
  let jesters = 0;
  for (const c of cards) {
    if (!isIntIn(c, 1, JESTER))
      return err(violation(CommonCodes.BAD_SHAPE, null, `not a card: ${String(c)}`));
    if (c === JESTER) jesters++;
    else if (rank === 0 || rank === c) {
      rank = c;
      naturals++;
    } else return err(violation('MIXED_RANKS', 'V', 'all natural cards of a set share one rank'));
  }
  if (jesters > 2) return err(violation('NOT_IN_HAND', 'V', 'there are only two Jesters'));
  if (naturals > LOWEST_RANK)
    return err(violation('NOT_IN_HAND', 'V', `there are only ${rank} cards of rank ${rank}`));
  return ok(playMove(rank === 0 ? JESTER : rank, naturals, jesters));
}

/**
 * The compact notation of a move: plays `7x2` (two 7s), `7x2+J` (two 7s and a Jester), `Jx1`/`Jx2` (Jesters alone);
 * `pass`; `revolution` / `no-revolution`; `gift 10,10` (J for a Jester); `swap P3` / `swap -`; `swapcard 7`;
 * `join 2`.
 * @param move - a move
 * @returns its text
 * @category Moves
 */
export function formatMove(move: DalmutiMove): string {
  switch (move.type) {
    case 'play':
      return move.rank === JESTER
        ? `Jx${move.jesters}`
        : `${move.rank}x${move.naturals}${move.jesters > 0 ? `+${'J'.repeat(move.jesters)}` : ''}`;
    case 'pass':
      return 'pass';
    case 'revolution':
      return move.declare ? 'revolution' : 'no-revolution';
    case 'gift':
      return `gift ${move.ranks.map(rankLabel).join(',')}`;
    case 'swap':
      return move.target === null ? 'swap -' : `swap P${move.target}`;
    case 'swapCard':
      return `swapcard ${rankLabel(move.rank)}`;
    case 'joinSlot':
      return `join ${move.slot}`;
  }
}

/**
 * One entry of the current round's history: a play (`rank` > 0) or a pass (`rank` 0, `naturals` and `jesters` 0).
 * @category Moves
 */
export interface RoundEntry {
  /** Who acted. */
  readonly seat: Seat;
  /** 0 for a pass, else the set's effective rank. */
  readonly rank: number;
  /** Natural cards played. */
  readonly naturals: number;
  /** Jesters played. */
  readonly jesters: number;
}

/**
 * The integer stored in `state.roundLog` for a play or pass: `((seat·16 + rank)·16 + naturals)·4 + jesters`, rank 0 = pass.
 * @param seat - who acted
 * @param rank - 0 for a pass
 * @param naturals - natural cards
 * @param jesters - Jesters
 * @category Moves
 */
export function encodeRoundEntry(seat: Seat, rank: number, naturals: number, jesters: number): number {
  return (((seat << 4) | rank) << 6) | (naturals << 2) | jesters;
}

/**
 * Decodes a `state.roundLog` integer.
 * @param code - from {@link encodeRoundEntry}
 * @category Moves
 */
export function decodeRoundEntry(code: number): RoundEntry {
  return { seat: code >> 10, rank: (code >> 6) & 15, naturals: (code >> 2) & 15, jesters: code & 3 };
}
