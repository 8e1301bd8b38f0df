/**
 * Why a well-formed move is not legal now: a `RuleViolation` with a code, the spec's rule id and a sentence that
 * names the move in the game's notation. Legality itself is decided by the legal moves alone (`rules.ts`); this file
 * only explains.
 * @module
 */
import {
  CommonCodes,
  counted,
  err,
  isIntIn,
  ok,
  type Result,
  type RuleViolation,
  total,
  violation,
} from '../../core/index.js';
import { type DalmutiCard, JESTER, LOWEST_RANK } from './cards.js';
import { type DalmutiMove, type PlayMove, playMove } from './moves.js';
import { formatCard, formatCards, formatMove, formatSet } from './notation.js';
import type { DalmutiState, Phase } from './state.js';

/**
 * The rejection codes of Dalmuti, besides core's `BAD_SHAPE`, `NOT_YOUR_TURN`, `GAME_OVER`, `WRONG_PHASE` (a move of a
 * type that is not being decided now) and `ILLEGAL_MOVE`.
 * @example
 * ```ts
 * const r = dalmuti.validate(state, passMove());
 * if (!r.ok && r.error.code === DalmutiCodes.LEADER_CANNOT_PASS) console.log(r.error.rule); // 'P1'
 * ```
 * @category Dalmuti
 */
export const DalmutiCodes = {
  /** The leader of a round must play a set (P1). */
  LEADER_CANNOT_PASS: 'LEADER_CANNOT_PASS',
  /** The hand does not hold these cards (P1, P2, R5, V4). */
  NOT_IN_HAND: 'NOT_IN_HAND',
  /** A follow must have as many cards as the top set (P2). */
  COUNT_MISMATCH: 'COUNT_MISMATCH',
  /** A follow must have a strictly better (lower) rank than the top set (P2). */
  NOT_BETTER: 'NOT_BETTER',
  /** Jesters alone count 13 and never follow (P2). */
  JESTERS_CANNOT_FOLLOW: 'JESTERS_CANNOT_FOLLOW',
  /** The Greater Dalmuti gives 2 cards, the Lesser Dalmuti 1 (R5). */
  WRONG_GIFT_SIZE: 'WRONG_GIFT_SIZE',
  /** The top Merchant swaps only with another Merchant (V4). */
  NOT_A_MERCHANT: 'NOT_A_MERCHANT',
  /** A newcomer takes a Merchant slot (V6). */
  NOT_A_MERCHANT_SLOT: 'NOT_A_MERCHANT_SLOT',
  /** `moveFromCards`: a set has at least one card (P1). */
  EMPTY_SET: 'EMPTY_SET',
  /** `moveFromCards`: the natural cards of a set share one rank (P1). */
  MIXED_RANKS: 'MIXED_RANKS',
} as const;

/** Per phase, its rule, what is being decided in words, and the types of the moves that decide it. */
const PHASES: Readonly<
  Record<Phase, { rule: string | null; what: string; moves: readonly DalmutiMove['type'][] }>
> = {
  play: { rule: 'P1', what: 'the round is being played', moves: ['play', 'pass'] },
  revolution: { rule: 'R4', what: 'a revolution is being decided', moves: ['revolution'] },
  tax: { rule: 'R5', what: 'the Dalmutis are choosing their tax gifts', moves: ['gift'] },
  swap: { rule: 'V4', what: 'the merchant swap is being decided', moves: ['swap', 'swapCard'] },
  join: { rule: 'V6', what: "a newcomer's slot is being chosen", moves: ['joinSlot'] },
  over: { rule: null, what: 'the match is over', moves: [] },
};

/**
 * Why a well-formed move is not legal now, naming the rule (called only for moves not among the legal moves).
 * @param state - a state
 * @param move - a parsed move
 * @returns the violation
 */
export function explain(state: DalmutiState, move: DalmutiMove): RuleViolation | null {
  const actor = state.actor!; // validate answers a move in a finished match itself (GAME_OVER)
  const words = formatMove(move);
  const decided = PHASES[state.phase];
  /** `'<the move>' is not possible`, then when and why (`' now: …'`), under the rule of what is being decided. */
  const impossible = (code: string, why: string) =>
    violation(code, decided.rule, `'${words}' is not possible${why}`);
  /** The seat to act does not hold these cards. */
  const lacks = (rule: string, cards: string) =>
    violation(DalmutiCodes.NOT_IN_HAND, rule, `seat ${actor} does not hold ${cards}`);
  if (!decided.moves.includes(move.type)) return impossible(CommonCodes.WRONG_PHASE, ` now: ${decided.what}`);
  const hand = state.hands[actor]!;
  const top = state.top;
  switch (move.type) {
    case 'pass':
      return violation(
        DalmutiCodes.LEADER_CANNOT_PASS,
        'P1',
        `seat ${actor} leads the round and must play a set: 'pass' is not allowed`,
      );
    case 'play': {
      const rule = top === null ? 'P1' : 'P2';
      if (hand[move.rank]! < move.naturals || hand[JESTER]! < move.jesters) return lacks(rule, words);
      if (top !== null) {
        const c = top.naturals + top.jesters;
        /** Why the set does not answer the top set (P2): it cannot follow it, or does not beat it. */
        const against = (code: string, why: string) => {
          const what = code === DalmutiCodes.NOT_BETTER ? 'does not beat' : 'cannot follow';
          return violation(code, 'P2', `${words} ${what} ${formatSet(top)}: ${why}`);
        };
        if (move.naturals + move.jesters !== c)
          return against(DalmutiCodes.COUNT_MISMATCH, `a follow has exactly ${counted(c, 'card')}`);
        if (move.rank === JESTER)
          return against(DalmutiCodes.JESTERS_CANNOT_FOLLOW, 'Jesters alone count 13 and never beat a set');
        if (move.rank >= top.rank)
          return against(DalmutiCodes.NOT_BETTER, `a follow needs a better (lower) rank than ${top.rank}`);
      }
      return violation(CommonCodes.ILLEGAL_MOVE, rule, `${words} is not allowed now`);
    }
    case 'gift': {
      const owed = Math.min(actor === state.order[0] ? 2 : 1, total(hand));
      if (move.ranks.length === owed) return lacks('R5', formatCards(move.ranks));
      const who = actor === state.order[0] ? 'the Greater Dalmuti' : 'the Lesser Dalmuti';
      return violation(
        DalmutiCodes.WRONG_GIFT_SIZE,
        'R5',
        `'${words}' is ${counted(move.ranks.length, 'card')}: ${who} gives ${owed}`,
      );
    }
    case 'swap':
      return state.swap!.decided
        ? impossible(CommonCodes.WRONG_PHASE, ` now: the partner is chosen; seat ${actor} commits a card`)
        : impossible(DalmutiCodes.NOT_A_MERCHANT, ': the top Merchant swaps only with another Merchant');
    case 'swapCard':
      return state.swap!.decided
        ? lacks('V4', formatCard(move.rank))
        : impossible(CommonCodes.WRONG_PHASE, ' yet: the top Merchant first chooses a partner');
    case 'joinSlot':
      return impossible(
        DalmutiCodes.NOT_A_MERCHANT_SLOT,
        `: a newcomer takes a Merchant slot, 2–${state.seats - 3}`,
      );
    case 'revolution':
      return impossible(CommonCodes.ILLEGAL_MOVE, ' now');
  }
}

/**
 * The play move a list of cards makes, or why the cards are no set: one rank plus Jesters, or Jesters alone (P1).
 * For UIs where a player picks cards.
 *
 * @remarks Game-specific helper.
 * @param cards - the cards of the set (ranks 1..12, 13 = Jester)
 * @returns the move, or an `EMPTY_SET`, `MIXED_RANKS`, `NOT_IN_HAND` (more cards of a kind than the deck has) or
 *   `BAD_SHAPE` violation
 * @example
 * ```ts
 * moveFromCards([5, 13]); // ok: playMove(5, 1, 1), '1× 5 (Abbess) + 1 Jester as 5'
 * moveFromCards([5, 6]);  // error MIXED_RANKS
 * ```
 * @category Dalmuti
 */
export function moveFromCards(cards: readonly DalmutiCard[]): Result<PlayMove, RuleViolation> {
  /** Why the cards are no set (P1). */
  const refuse = (code: string, message: string) => err(violation(code, 'P1', message));
  if (cards.length === 0) return refuse(DalmutiCodes.EMPTY_SET, 'a set has at least one card');
  let rank = 0;
  let naturals = 0;
  let jesters = 0;
  for (const card of cards) {
    if (!isIntIn(card, 1, JESTER))
      return err(violation(CommonCodes.BAD_SHAPE, null, `not a Dalmuti card: ${String(card)}`));
    if (card === JESTER) jesters++;
    else if (rank === 0 || rank === card) {
      rank = card;
      naturals++;
    } else {
      return refuse(
        DalmutiCodes.MIXED_RANKS,
        `${formatCard(rank)} and ${formatCard(card)} are no set: its natural cards share one rank`,
      );
    }
  }
  if (jesters > 2) return refuse(DalmutiCodes.NOT_IN_HAND, 'there are only two Jesters');
  if (naturals > LOWEST_RANK)
    return refuse(DalmutiCodes.NOT_IN_HAND, `there are only ${rank} cards of ${formatCard(rank)}`);
  return ok(playMove(rank === 0 ? JESTER : rank, naturals, jesters));
}
