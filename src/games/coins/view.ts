/**
 * What each seat sees (spec section 0: the hands are hidden; every played card, the scores, the dealer, the leader and
 * the target are public, C9).
 * @module
 */
import type { BaseView, Seat } from '../../core/index.js';
import { CARDS, type CoinsCard } from './cards.js';
import { winners } from './score.js';
import type { CoinsState } from './state.js';
import { replayTricks, type TrickRule, trickPoints, trickRuleOf, trickWinnerIndex } from './trick.js';

/**
 * One card on the table: who played it and what it is.
 * @category Coins
 */
export interface PlayedCard {
  /** The seat that played it. */
  readonly seat: Seat;
  /** The card. */
  readonly card: CoinsCard;
}

/**
 * A completed trick of the current hand.
 * @category Coins
 */
export interface CompletedTrick {
  /** The three cards in play order, the leader's first. */
  readonly plays: readonly PlayedCard[];
  /** Who won it. */
  readonly winner: Seat;
  /** Coin points it gave its winner. */
  readonly points: number;
  /** Which case of the trick rule decided it. */
  readonly rule: TrickRule;
}

/**
 * What one seat (or a spectator) sees of a Coins match. Of the base fields, `hand` is sorted by card id (suit, then
 * rank) and `scores` are the coins won so far.
 * @category Coins
 */
export interface CoinsView extends BaseView<CoinsCard> {
  /** How many cards each seat holds. */
  readonly handSizes: readonly number[];
  /** The cards of the trick being played, in play order (empty between tricks). */
  readonly trick: readonly PlayedCard[];
  /** Every completed trick of this hand, in order: the hand's public history (C9). */
  readonly tricks: readonly CompletedTrick[];
  /**
   * The last completed trick until the next trick starts (`null` while a trick is being played, and before the
   * match's first trick): the last of `tricks`, or after a hand's last trick that trick, until the new hand's first
   * card, so a table can show who played what without replaying seats.
   */
  readonly lastTrick: CompletedTrick | null;
  /** The target score. */
  readonly target: number;
  /** The dealer of this hand. */
  readonly dealer: Seat;
  /** Who led (or leads) the current trick. */
  readonly leader: Seat;
  /** How the match began: dealt by `setup` (`deal`) or from an explicit position (`position`, see `fromPosition`). */
  readonly origin: 'deal' | 'position';
}

/**
 * A hand's cards as codes, sorted by card id (the state keeps them in the order of the deal and the plays): the ids
 * are set as bits of two words (ids 0–31 and 32–47), read back from the lowest, with no comparisons.
 */
function sortedCodes(hand: readonly number[]): CoinsCard[] {
  let low = 0;
  let high = 0;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    if (id < 32) low |= 1 << id;
    else high |= 1 << (id - 32);
  }
  const codes: CoinsCard[] = [];
  for (let bits = low; bits !== 0; bits &= bits - 1) codes.push(CARDS[31 - Math.clz32(bits & -bits)]!);
  for (let bits = high; bits !== 0; bits &= bits - 1) codes.push(CARDS[63 - Math.clz32(bits & -bits)]!);
  return codes;
}

/** The completed trick of three card ids from `cards[at]` on, in play order, led by `leader` (4.2). */
function completedTrick(cards: readonly number[], at: number, leader: Seat): CompletedTrick {
  const [a, b, c] = [cards[at]!, cards[at + 1]!, cards[at + 2]!];
  return {
    plays: [a, b, c].map((id, i) => ({ seat: (leader + i) % 3, card: CARDS[id]! })),
    winner: (leader + trickWinnerIndex(a, b, c)) % 3,
    points: trickPoints(a, b, c),
    rule: trickRuleOf(a, b, c),
  };
}

/**
 * The previous hand's last trick, kept on view until the new hand's first card, or `null`: its winner leads this hand
 * (R4), which tells who led it.
 */
function previousHandTrick(state: CoinsState): CompletedTrick | null {
  const [a, b, c] = state.lastTrick;
  if (a === undefined || b === undefined || c === undefined) return null;
  return completedTrick(state.lastTrick, 0, (state.leader + 3 - trickWinnerIndex(a, b, c)) % 3);
}

/**
 * The view of a seat, or of a spectator (`null`).
 * @param state - the state
 * @param seat - a seat or `null`
 * @category Coins
 */
export function view(state: CoinsState, seat: Seat | null): CoinsView {
  const played = state.played;
  const r = replayTricks(state.dealer, played); // R4, 4.2
  const tricks = r.winners.map((_, t) => completedTrick(played, 3 * t, r.players[3 * t]!));
  const trick = r.players
    .slice(r.complete)
    .map((seat, i) => ({ seat, card: CARDS[played[r.complete + i]!]! }));
  return {
    seat,
    hand: seat === null ? null : sortedCodes(state.hands[seat]!),
    handSizes: state.hands.map((h) => h.length),
    trick,
    tricks,
    lastTrick: trick.length > 0 ? null : (tricks.at(-1) ?? previousHandTrick(state)),
    scores: state.scores.slice(),
    target: state.options.target,
    handNumber: state.hand,
    dealer: state.dealer,
    leader: state.leader,
    toAct: state.winner === null ? state.toPlay : null,
    over: state.winner !== null,
    winners: winners(state),
    origin: state.origin ?? 'deal',
  };
}
