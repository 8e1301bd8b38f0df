/**
 * Who wins a trick (spec section 4.2): the suit cycle of Coins, the one rule of the game that no other trick-taking
 * game shares. The rules and the views use the allocation-free functions on card ids; {@link resolveTrick} explains a
 * trick of card codes for people and programs.
 * @module
 */

import type { Seat } from '../../core/index.js';
import {
  CARDS,
  type CardId,
  COINS_SUIT,
  type CoinsCard,
  type CoinsSuit,
  cardId,
  DECK_SIZE,
  SUITS,
  suitOf,
} from './cards.js';

/** The suit index of each card id (`suitOf`, as a table: the rules look it up three times a trick). */
const SUIT_OF = Uint8Array.from({ length: DECK_SIZE }, (_, id) => suitOf(id));
/** 1 for each card id of the Coins suit, else 0. */
const COIN_POINTS = Uint8Array.from({ length: DECK_SIZE }, (_, id) => (suitOf(id) === COINS_SUIT ? 1 : 0));

/**
 * Which of the spec's three cases decided a trick (section 4.2): `'sameSuit'` (all three one suit, the highest rank
 * wins), `'pair'` (two share a suit, the higher of those two wins), `'threeSuits'` (three suits, the suit after the
 * missing one in the cycle wins).
 * @category Coins
 */
export type TrickRule = 'sameSuit' | 'pair' | 'threeSuits';

/**
 * The index (0, 1 or 2) of the winning card of a trick of three card ids (4.2). The result does not depend on the
 * order of the three cards (the same card wins in every order). Allocation-free.
 * @param a - first card id
 * @param b - second card id
 * @param c - third card id
 */
export function trickWinnerIndex(a: CardId, b: CardId, c: CardId): 0 | 1 | 2 {
  const sa = SUIT_OF[a]!;
  const sb = SUIT_OF[b]!;
  const sc = SUIT_OF[c]!;
  if (sa === sb) {
    // 4.2 case 1 (all one suit): the highest wins; case 2 (a and b paired): the higher of the pair wins.
    if (sa === sc) return a > b ? (a > c ? 0 : 2) : b > c ? 1 : 2;
    return a > b ? 0 : 1;
  }
  if (sa === sc) return a > c ? 0 : 2; // 4.2 case 2, C3: the odd card never wins
  if (sb === sc) return b > c ? 1 : 2;
  // 4.2 case 3, C2: the suit after the missing one M in the cycle wins; the suit indices sum to 6 = 0+1+2+3.
  const win = (7 - sa - sb - sc) & 3;
  return sa === win ? 0 : sb === win ? 1 : 2;
}

/**
 * Which case of 4.2 decides a trick of three card ids.
 * @param a - first card id
 * @param b - second card id
 * @param c - third card id
 */
export function trickRuleOf(a: CardId, b: CardId, c: CardId): TrickRule {
  const sa = (a / 12) | 0;
  const sb = (b / 12) | 0;
  const sc = (c / 12) | 0;
  if (sa === sb && sb === sc) return 'sameSuit';
  if (sa === sb || sa === sc || sb === sc) return 'pair';
  return 'threeSuits';
}

/**
 * Coin points in a trick of three card ids: how many are of the Coins suit (0–3), whoever played them (section 3,
 * step 2).
 * @param a - first card id
 * @param b - second card id
 * @param c - third card id
 */
export function trickPoints(a: CardId, b: CardId, c: CardId): number {
  return COIN_POINTS[a]! + COIN_POINTS[b]! + COIN_POINTS[c]!;
}

/**
 * How a trick was decided: what {@link resolveTrick} returns.
 * @category Coins
 */
export interface TrickResult {
  /** The index of the winning card in the given trick (0, 1 or 2). */
  readonly index: 0 | 1 | 2;
  /** The winning card. */
  readonly card: CoinsCard;
  /** Which case of the trick rule decided it. */
  readonly rule: TrickRule;
  /** For `'threeSuits'`: the suit missing from the trick (the winner's suit is the one it beats); else `null`. */
  readonly missingSuit: CoinsSuit | null;
  /** Coin points in the trick: how many of its cards are of the Coins suit. */
  readonly points: number;
}

/**
 * Resolves a trick of three cards by the spec's section 4.2 (the order of the cards does not matter), for UIs ("why
 * did that card win?") and research.
 *
 * @remarks Game-specific helper.
 * @param cards - the three cards, as codes
 * @returns the winner's index, the winning card, the deciding case, the missing suit and the trick's points
 * @throws RangeError when the input is not three distinct card codes
 * @example
 * ```ts
 * resolveTrick(['CoA', 'SwA', 'Cu2']);
 * // { index: 2, card: 'Cu2', rule: 'threeSuits', missingSuit: 'Cl', points: 1 }: missing Clubs, Cups wins
 * resolveTrick(['CoA', 'Sw2', 'Sw3']).index; // 2: the higher of the paired Swords
 * ```
 * @category Coins
 */
export function resolveTrick(cards: readonly CoinsCard[]): TrickResult {
  const ids = cards.map(cardId);
  const [a, b, c] = ids as [number, number, number];
  if (ids.length !== 3 || ids.some((i) => i < 0) || a === b || a === c || b === c)
    throw new RangeError(`resolveTrick: expected three distinct card codes, got ${JSON.stringify(cards)}`);
  const index = trickWinnerIndex(a, b, c);
  const rule = trickRuleOf(a, b, c);
  const missing = rule === 'threeSuits' ? SUITS[6 - ((a / 12) | 0) - ((b / 12) | 0) - ((c / 12) | 0)]! : null;
  return { index, card: CARDS[ids[index]!]!, rule, missingSuit: missing, points: trickPoints(a, b, c) };
}

/**
 * What the completed tricks of a hand say, replayed from its dealer (R4, section 3, 4.2): who played each card, who
 * won what, who leads now. Used to check saved states and to build positions.
 * @param dealer - the hand's dealer
 * @param played - the hand's played cards, in play order
 * @returns the replay: who played each card, what each seat played and won, the current leader, the last trick's
 *   winner and coins, how many cards the completed tricks hold, and each trick's winner
 */
export function replayTricks(dealer: Seat, played: readonly CardId[]) {
  const playedBy = [0, 0, 0];
  const won = [0, 0, 0];
  const players: Seat[] = [];
  const winners: Seat[] = [];
  let leader = (dealer + 1) % 3; // R4
  let lastWinner: Seat | null = null;
  let lastPoints = 0;
  for (let i = 0; i < played.length; i++) {
    const seat = (leader + (i % 3)) % 3;
    players.push(seat);
    playedBy[seat]!++;
    if (i % 3 !== 2) continue;
    const [a, b, c] = [played[i - 2]!, played[i - 1]!, played[i]!];
    lastWinner = (leader + trickWinnerIndex(a, b, c)) % 3; // 4.2
    lastPoints = trickPoints(a, b, c);
    won[lastWinner]! += lastPoints; // section 3, step 2
    winners.push(lastWinner);
    leader = lastWinner; // section 3, step 6
  }
  return {
    /** Cards each seat has played in this hand. */
    playedBy,
    /** Coins each seat has won in this hand's completed tricks. */
    won,
    /** The leader of the current trick: left of the dealer, or the winner of the last completed trick. */
    leader,
    /** The winner of the last completed trick, or `null` before the first. */
    lastWinner,
    /** The coins in the last completed trick. */
    lastPoints,
    /** How many cards of `played` belong to completed tricks. */
    complete: played.length - (played.length % 3),
    /** The seat that played each card of `played`. */
    players,
    /** The winner of each completed trick, in order. */
    winners,
  };
}
