/**
 * The moves of Dalmuti — one decision each — their builders and their declared shape.
 *
 * | Move | Who | Meaning |
 * | --- | --- | --- |
 * | `{ type: 'revolution', declare }` | the seat dealt both Jesters | declare or decline a revolution (R4) |
 * | `{ type: 'gift', ranks }` | GD (2 cards), LD (1 card) | the tax gift, ranks ascending, 13 = Jester (R5) |
 * | `{ type: 'swap', target }` | the top Merchant | swap with that Merchant, or `null` to skip (V4) |
 * | `{ type: 'swapCard', rank }` | the two swapping Merchants | the card to hand over (V4, blind choice) |
 * | `{ type: 'play', rank, naturals, jesters }` | the seat to act | a set: `naturals` cards of `rank` plus Jesters; Jesters alone are `rank: 13, naturals: 0` (P1, P2) |
 * | `{ type: 'pass' }` | a follower | pass (P3) |
 * | `{ type: 'joinSlot', slot }` | GD | the newcomer's rank index (V6) |
 *
 * Identical cards are one move: a move names ranks and counts, never card instances. Every move is one shared,
 * frozen object, so the builders, `dalmuti.parseMove` and the legal moves hand out the very same objects.
 * @module
 */
import {
  CommonCodes,
  err,
  type Infer,
  ok,
  type Result,
  type RuleViolation,
  type Seat,
  violation,
} from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { handIndices } from '../../core/view.js';
import { type DalmutiCard, JESTER, LOWEST_RANK, MAX_SEATS } from './cards.js';
import { ACTION_MOVES, DECLARE_ACTION, encodeMove, PASS_ACTION, SKIP_SWAP_ACTION } from './encoding.js';
import type { DalmutiView } from './view.js';

/** A card: a rank 1..12, or 13 for a Jester. */
const rank = shape.int(1, JESTER);

/**
 * The declared shape of a move (strict: no missing or extra keys, integers in range, gift ranks ascending): the one
 * declaration of the moves, {@link DalmutiMove} is its type. A play's form rules that tie its fields together are
 * {@link normalizeMove}'s.
 */
export const MOVE_SHAPE = shape.variants({
  /** A set: `naturals` cards of the effective `rank` (1..12, or 13 for Jesters alone) plus `jesters` Jesters (0..2). */
  play: {
    /** The set's effective rank: 1 (the Dalmuti's) .. 12, or 13 for Jesters alone. */
    rank,
    /** How many cards of that rank (0 for Jesters alone). */
    naturals: shape.int(0, LOWEST_RANK),
    /** How many Jesters join them, each standing in for the rank (0..2). */
    jesters: shape.int(0, 2),
  },
  /** A follower passes. */
  pass: {},
  /** Declare (`true`) or decline (`false`) a revolution. */
  revolution: { declare: shape.boolean() },
  /** The cards given, ranks ascending (13 = Jester). */
  gift: {
    /** The ranks of the one or two cards given, ascending (13 = Jester). */
    ranks: shape.refine<readonly DalmutiCard[]>(
      shape.array(rank, { min: 1, max: 2 }),
      'ranks in ascending order',
      (r) => r.length < 2 || r[0]! <= r[1]!,
    ),
  },
  /** The Merchant to swap with, or `null` to skip. */
  swap: {
    /** The Merchant's seat, or `null` to skip the swap. */
    target: shape.nullable(shape.seat()),
  },
  /** The card handed over (13 = Jester). */
  swapCard: {
    /** The rank of the card handed over (13 = Jester). */
    rank,
  },
  /** The newcomer's rank index: a Merchant slot, 2..M−3 of the grown table of M players. */
  joinSlot: {
    /** The rank index taken by the newcomer (a Merchant slot). */
    slot: shape.int(0, MAX_SEATS - 1),
  },
});

/**
 * Every Dalmuti move: `play`, `pass`, `revolution`, `gift`, `swap`, `swapCard` or `joinSlot` (narrow on `type`).
 * @category Dalmuti
 */
export type DalmutiMove = Infer<typeof MOVE_SHAPE>;
/**
 * Play a set (P1, P2): `naturals` cards of `rank` plus `jesters` Jesters standing in for that rank; Jesters alone are
 * `rank: 13, naturals: 0`.
 * @category Dalmuti
 */
export type PlayMove = Extract<DalmutiMove, { type: 'play' }>;
/**
 * Pass (P3).
 * @inline
 */
export type PassMove = Extract<DalmutiMove, { type: 'pass' }>;
/**
 * Declare (`true`) or decline (`false`) a revolution (R4).
 * @inline
 */
export type RevolutionMove = Extract<DalmutiMove, { type: 'revolution' }>;
/**
 * A tax gift (R5): the Greater Dalmuti gives 2 cards, the Lesser Dalmuti 1; ranks ascending, 13 = Jester.
 * @inline
 */
export type GiftMove = Extract<DalmutiMove, { type: 'gift' }>;
/**
 * The top Merchant's choice (V4): a Merchant to swap with, or `null` to skip.
 * @inline
 */
export type SwapMove = Extract<DalmutiMove, { type: 'swap' }>;
/**
 * The card a swapping Merchant hands over (V4, `merchantSwapMode: 'blindChoice'`).
 * @inline
 */
export type SwapCardMove = Extract<DalmutiMove, { type: 'swapCard' }>;
/**
 * The Greater Dalmuti places a newcomer (V6): the rank index the new seat takes, a Merchant slot.
 * @inline
 */
export type JoinSlotMove = Extract<DalmutiMove, { type: 'joinSlot' }>;

/** The pass move. */
export const PASS = ACTION_MOVES[PASS_ACTION] as PassMove;
/** Declaring a revolution. */
export const DECLARE = ACTION_MOVES[DECLARE_ACTION] as RevolutionMove;
/** Declining a revolution. */
export const DECLINE = ACTION_MOVES[DECLARE_ACTION + 1] as RevolutionMove;
/** Skipping the merchant swap. */
export const SKIP_SWAP = ACTION_MOVES[SKIP_SWAP_ACTION] as SwapMove;

/**
 * The shared frozen object of a move: the one its action integer decodes to. Arguments out of range (which `validate`
 * then refuses with a typed reason) get a frozen move of their own, never another move that shares the integer.
 */
function interned<M extends DalmutiMove>(move: M): M {
  const found = ACTION_MOVES[encodeMove(move)];
  return found != null && JSON.stringify(found) === JSON.stringify(move) ? (found as M) : Object.freeze(move);
}

/**
 * The move that plays a set (P1, P2): `naturals` cards of `rank` plus `jesters` Jesters, which take that rank. Jesters
 * alone are `playMove(13, 0, jesters)` and count 13.
 * @param rank - 1..12, or 13 for Jesters alone
 * @param naturals - natural cards of `rank` (1..12; 0 when `rank` is 13)
 * @param jesters - Jesters (0..2)
 * @returns the move (a shared frozen object)
 * @example
 * ```ts
 * playMove(5, 1, 1); // { type: 'play', rank: 5, naturals: 1, jesters: 1 }: a pair of 5s, written '1× 5 (Abbess) + 1 Jester as 5'
 * playMove(13, 0, 2); // both Jesters alone, a pair of 13s
 * ```
 * @category Dalmuti
 */
export function playMove(rank: number, naturals: number, jesters: number): PlayMove {
  return interned({ type: 'play', rank, naturals, jesters });
}

/**
 * The pass (P3): a follower may always pass; the leader of a round may not.
 * @returns the move `{ type: 'pass' }` (a shared frozen object)
 * @example
 * ```ts
 * dalmuti.legalMoves(state).includes(passMove()); // true for a follower
 * ```
 * @category Dalmuti
 */
export function passMove(): PassMove {
  return PASS;
}

/**
 * The revolution decision of the seat dealt both Jesters (R4).
 * @param declare - `true` to declare (no taxes; a Greater Revolution when the Greater Peon declares), `false` to decline
 * @returns the move (a shared frozen object)
 * @example
 * ```ts
 * revolutionMove(true); // { type: 'revolution', declare: true }
 * ```
 * @category Dalmuti
 */
export function revolutionMove(declare: boolean): RevolutionMove {
  return declare ? DECLARE : DECLINE;
}

/**
 * A tax gift (R5): two cards from the Greater Dalmuti, one from the Lesser Dalmuti.
 * @param a - a card, 1..13 (13 = Jester)
 * @param b - the second card of the Greater Dalmuti's gift (the order of `a` and `b` does not matter)
 * @returns the move, ranks ascending (a shared frozen object)
 * @example
 * ```ts
 * giftMove(13, 10); // { type: 'gift', ranks: [10, 13] }: a 10 (Shepherdess) and a Jester
 * ```
 * @category Dalmuti
 */
export function giftMove(a: DalmutiCard, b?: DalmutiCard): GiftMove {
  return interned({ type: 'gift', ranks: b === undefined ? [a] : a <= b ? [a, b] : [b, a] });
}

/**
 * The top Merchant's choice in the merchant swap (V4): another Merchant to swap with, or `null` to skip.
 * @param target - a seat, or `null`
 * @returns the move (a shared frozen object)
 * @example
 * ```ts
 * swapMove(3);    // { type: 'swap', target: 3 }
 * swapMove(null); // { type: 'swap', target: null }: no swap this hand
 * ```
 * @category Dalmuti
 */
export function swapMove(target: Seat | null): SwapMove {
  return interned({ type: 'swap', target });
}

/**
 * The card a swapping Merchant hands over (V4, blind choice).
 * @param rank - the card, 1..13 (13 = Jester)
 * @returns the move (a shared frozen object)
 * @example
 * ```ts
 * swapCardMove(7); // { type: 'swapCard', rank: 7 }
 * ```
 * @category Dalmuti
 */
export function swapCardMove(rank: DalmutiCard): SwapCardMove {
  return interned({ type: 'swapCard', rank });
}

/**
 * The Greater Dalmuti's choice of a newcomer's slot (V6).
 * @param slot - the rank index the newcomer takes (a Merchant slot)
 * @returns the move (a shared frozen object)
 * @example
 * ```ts
 * joinSlotMove(2); // { type: 'joinSlot', slot: 2 }: the newcomer becomes the top Merchant
 * ```
 * @category Dalmuti
 */
export function joinSlotMove(slot: number): JoinSlotMove {
  return interned({ type: 'joinSlot', slot });
}

/**
 * A move of the declared shape as its shared frozen object, or why its form is wrong: a set of rank 1–12 needs a
 * natural card, a Jester-only set (rank 13) has none (P1).
 * @param move - a move whose shape holds
 * @returns the interned move, or a `BAD_SHAPE` violation
 */
export function normalizeMove(move: DalmutiMove): Result<DalmutiMove, RuleViolation> {
  if (move.type === 'play' && (move.rank === JESTER) !== (move.naturals === 0)) {
    const why =
      move.rank === JESTER
        ? 'a Jester-only set (rank 13) has no naturals'
        : 'a set of rank 1–12 needs at least one natural card (Jesters alone are rank 13)';
    return err(violation(CommonCodes.BAD_SHAPE, null, why, 'naturals'));
  }
  // Only a set of no card at all (13 with no Jester) has no action: no legal move equals it, so it stays as given.
  return ok(ACTION_MOVES[encodeMove(move)] ?? move);
}

/**
 * The indices into `view.hand` of the cards a move gives up: the set played (its naturals, then its Jesters), the
 * tax gift or tribute, or the merchant swap card. Passes, the revolution choice, the swap partner and a join use none.
 * @param view - the viewer's view
 * @param move - a move of the viewer
 * @returns distinct indices into `view.hand`
 * @category Dalmuti
 */
export function cardsOfMove(view: DalmutiView, move: DalmutiMove): readonly number[] {
  switch (move.type) {
    case 'play':
      return handIndices(view.hand, [
        ...new Array<number>(move.naturals).fill(move.rank),
        ...new Array<number>(move.jesters).fill(JESTER),
      ]);
    case 'gift':
      return handIndices(view.hand, move.ranks);
    case 'swapCard':
      return handIndices(view.hand, [move.rank]);
    default:
      return [];
  }
}
