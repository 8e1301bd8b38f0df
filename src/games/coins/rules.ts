/**
 * The rules of Coins (spec sections 2–5): the deal, who acts, the legal moves and what a move does. `apply` is written
 * once, in plain mutating style: core runs it on the simulator's private copy and on an immer draft for `applyMove`.
 * @module
 */
import {
  type Draft,
  dealtEvent,
  type GameFields,
  matchOverEvent,
  type Rng,
  type RuleContext,
  type Seat,
  shuffle,
} from '../../core/index.js';
import { CARDS, cardId, DECK_SIZE } from './cards.js';
import type { CardPlayedEvent, CoinsEvent } from './events.js';
import { type CoinsMove, PLAY_MOVES } from './moves.js';
import type { CoinsOptions } from './options.js';
import type { CoinsState } from './state.js';
import { trickPoints, trickRuleOf, trickWinnerIndex } from './trick.js';

/**
 * The deck the deal shuffles. It holds 0..47 in order before every shuffle (so a deal depends only on the random
 * stream): the deal puts each place back to its own index as soon as it has read it.
 */
const DECK: number[] = Array.from({ length: DECK_SIZE }, (_, i) => i);

/** A hand of the deal: a packed array of the hand's size (16 = 48 / 3), written once over by the deal. */
function handOf16(): number[] {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

/**
 * R3: shuffles the 48 cards (core's Fisher–Yates, from the state's random stream) and deals them one at a time
 * clockwise from the dealer's left: the k-th card of the shuffled deck goes to seat `(dealer + 1 + k) mod 3`. Each
 * hand holds its cards in the order it received them (a hand's order is not a rule; see `docs/rules/coins.md`).
 * @returns the three hands of 16 cards
 */
export function deal(dealer: Seat, rng: Rng): number[][] {
  const deck = DECK;
  shuffle(rng, deck);
  const hands = [handOf16(), handOf16(), handOf16()];
  const first = dealer === 2 ? 0 : dealer + 1; // receives the cards 0, 3, 6, … of the deck
  const second = first === 2 ? 0 : first + 1;
  const a = hands[first]!;
  const b = hands[second]!;
  const c = hands[second === 2 ? 0 : second + 1]!;
  for (let i = 0, k = 0; i < 16; i++, k += 3) {
    a[i] = deck[k]!;
    b[i] = deck[k + 1]!;
    c[i] = deck[k + 2]!;
    deck[k] = k; // back in order for the next deal
    deck[k + 1] = k + 1;
    deck[k + 2] = k + 2;
  }
  return hands;
}

/**
 * Deals the first hand. When `firstDealer` is `null`, the dealer is the first draw of the RNG (`rng.int(3)`), before
 * the shuffle (R2, C10).
 * @param _seats - always 3
 * @param options - normalized options
 * @param rng - the match's random stream
 * @returns the game's fields of the first state
 */
export function setup(_seats: number, options: CoinsOptions, rng: Rng): GameFields<CoinsState> {
  // `| 0` keeps the value and makes it a small integer for the engine (`rng.int` computes in floating point), so the
  // state's seat fields stay small-integer fields rather than boxed doubles.
  const dealer = (options.firstDealer ?? rng.int(3)) | 0; // R2, C10
  const hands = deal(dealer, rng); // R3
  const leader = (dealer + 1) % 3; // R4
  return {
    hand: 1,
    dealer,
    leader,
    toPlay: leader,
    hands,
    played: [],
    lastTrick: [],
    scores: [0, 0, 0], // R5
    winner: null,
  };
}

/**
 * The seat to play, or `null` once a seat has reached the target (C5).
 * @param state - the state
 * @returns the seat to act
 */
export function toAct(state: CoinsState): Seat | null {
  return state.winner === null ? state.toPlay : null;
}

/**
 * Every card in the hand of the seat to play, as interned moves in the hand's order (4.1, C4: any card of the
 * hand is legal, there is no suit to follow). The hand's order is the order of the deal and the plays, not of the
 * cards: sort the moves for display.
 * @param state - the state
 * @returns the legal moves; none once the match is over
 */
export function legalMoves(state: CoinsState): readonly CoinsMove[] {
  if (state.winner !== null) return [];
  return state.hands[state.toPlay]!.map((id) => PLAY_MOVES[id]!);
}

/**
 * {@link legalMoves} as action integers (a play's action is its card id, as in the encoding), for the simulator.
 * @param state - a state whose match is on
 * @param out - the buffer to fill from index 0
 * @returns how many actions were written
 */
export function legalActionsInto(state: CoinsState, out: Int32Array): number {
  const hand = state.hands[state.toPlay]!;
  const n = hand.length;
  for (let i = 0; i < n; i++) out[i] = hand[i]!;
  return n;
}

/** Interned `cardPlayed` events, by `seat * 48 + card id` (events are frozen data; none is allocated per move). */
const CARD_PLAYED: readonly CardPlayedEvent[] = [0, 1, 2].flatMap((seat) =>
  CARDS.map((card) => Object.freeze({ type: 'cardPlayed' as const, seat, card })),
);

/**
 * Plays a card and runs every automatic step after it (section 3): the trick's resolution, the end check, the next
 * trick or the next hand.
 * @param state - the state to change (changed in place)
 * @param move - a legal move
 * @param ctx - the random stream, and the event sink
 */
export function apply(state: Draft<CoinsState>, move: CoinsMove, ctx: RuleContext<CoinsEvent>): void {
  const id = cardId(move.card);
  const before = ctx.original(state); // read, not changed here: no draft is made for it
  const hand = before.hands[before.toPlay]!;
  let index = hand.length - 1;
  while (index > 0 && hand[index] !== id) index--;
  playAt(state, index, ctx);
}

/**
 * The simulator's random step (`GameDefinition.randomStep`): plays the card at a uniformly drawn place of the hand of
 * the seat to play. The legal moves are that hand in its order, so `rng.int(hand.length)` is exactly the draw
 * and the pick of the generic enumerate-then-pick loop; the card is then played by the same rule code as
 * {@link apply}.
 * @param state - a state whose match is on (changed in place)
 * @param rng - the stream the move is chosen from (not the state's)
 * @param ctx - the random stream of the state, and the event sink
 */
export function randomStep(state: Draft<CoinsState>, rng: Rng, ctx: RuleContext<CoinsEvent>): void {
  playAt(state, rng.int(state.hands[state.toPlay]!.length) | 0, ctx);
}

/**
 * The rules of a play (section 3, 4.1, 4.2, C5, C7), written once for {@link apply} and {@link randomStep}: the seat to
 * play plays the card at `at` in its hand.
 */
function playAt(state: Draft<CoinsState>, at: number, ctx: RuleContext<CoinsEvent>): void {
  // Everything this play reads is read first, from the state as it was (`ctx.original`: no draft is made for what
  // the play only reads); then the play writes.
  const before = ctx.original(state);
  const seat = before.toPlay;
  const held = before.hands[seat]!;
  const id = held[at]!;
  const last = held[held.length - 1]!;
  const n = before.played.length + 1; // cards played in this hand, this one included
  // 4.1: the card leaves the hand, face up to the trick. The hand's last card takes its place (a hand's order is
  // not a rule: the state keeps the order of the deal and the plays, the view shows the hand sorted).
  const hand = state.hands[seat]!;
  hand[at] = last;
  hand.pop();
  if (n === 1 && before.lastTrick.length > 0) state.lastTrick = []; // the new hand's first trick starts
  if (n % 3 !== 0) {
    state.played.push(id);
    if (ctx.recording) ctx.emit(CARD_PLAYED[seat * DECK_SIZE + id]!);
    state.toPlay = seat === 2 ? 0 : seat + 1; // section 3: the next seat clockwise
    return;
  }
  // Section 3, RESOLVE_TRICK.
  const a = before.played[n - 3]!;
  const b = before.played[n - 2]!;
  const c = id;
  state.played.push(id);
  if (ctx.recording) ctx.emit(CARD_PLAYED[seat * DECK_SIZE + id]!);
  const index = trickWinnerIndex(a, b, c); // step 1, 4.2
  const leader = before.leader;
  const winner = leader + index < 3 ? leader + index : leader + index - 3;
  const points = trickPoints(a, b, c); // step 2: every Coins card counts, whoever played it (C-17)
  const score = before.scores[winner]! + points;
  if (points > 0) state.scores[winner] = score;
  if (ctx.recording)
    ctx.emit({
      type: 'trickWon',
      seat: winner,
      cards: [CARDS[a]!, CARDS[b]!, CARDS[c]!],
      plays: [a, b, c].map((card, i) => ({ seat: (leader + i) % 3, card: CARDS[card]! })),
      leader,
      card: CARDS[index === 0 ? a : index === 1 ? b : c]!,
      points,
      rule: trickRuleOf(a, b, c),
    });
  state.leader = winner; // step 6: the winner leads the next trick
  state.toPlay = winner;
  if (score >= before.options.target) {
    // Step 4, C5: the match ends the moment the winner reaches the target; the winner is unique.
    state.winner = winner;
    if (ctx.recording)
      ctx.emit(
        matchOverEvent(
          before.scores.map((v, s) => (s === winner ? score : v)),
          [winner],
        ),
      );
    return;
  }
  if (n === DECK_SIZE) {
    // Step 5, C7: a new hand, dealt by the seat to the right of the last trick's winner; the winner leads (R4).
    state.dealer = winner === 0 ? 2 : winner - 1;
    state.hand += 1;
    state.played = []; // R5: the won tricks are gathered for the deal
    state.lastTrick = [a, b, c]; // still on view until the new hand's first card
    state.hands = deal(state.dealer, ctx.rng); // R3
    if (ctx.recording) ctx.emit(dealtEvent(state.hand));
  }
}
