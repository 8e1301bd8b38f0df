/**
 * The rules of Crazy Eights (R2–R11 of the rules page): the deal, who acts, the legal moves, why a move is refused,
 * what a move does and the score. `apply` is written once, in plain mutating style: core runs it on an immer draft
 * for `applyMove` and on a private copy in the simulator.
 * @module
 */
import {
  type Draft,
  deal,
  dealtEvent,
  FRENCH_CARDS,
  FRENCH_SUITS,
  formatFrenchCard,
  formatFrenchSuit,
  frenchCardId,
  frenchDeck,
  frenchSuitOf,
  type GameFields,
  matchOverEvent,
  type Rng,
  type RuleContext,
  type RuleViolation,
  type Seat,
  shuffle,
  violation,
} from 'cardrules/core';
import { isEight, matches, penaltyOfHand } from './cards.js';
import type { CrazyEightsEvent } from './events.js';
import type { CrazyEightsMove } from './moves.js';
import type { CrazyEightsOptions } from './options.js';
import type { CrazyEightsState } from './state.js';

/** Rejection codes of Crazy Eights' own rules (besides core's `NOT_IN_HAND`, `WRONG_PHASE`). */
export const CrazyEightsCodes = {
  /** The card matches neither the suit in force nor the top card's rank (R4). */
  NO_MATCH: 'NO_MATCH',
  /** Nothing to draw: the stock is empty and the discard pile holds only its top card (R7). */
  NOTHING_TO_DRAW: 'NOTHING_TO_DRAW',
  /** A pass while the seat may play or draw (R7). */
  MAY_NOT_PASS: 'MAY_NOT_PASS',
} as const;

/** R2: cards dealt to each seat: 7, or 5 at a table of five. */
export const handSize = (seats: number): number => (seats === 5 ? 5 : 7);

/** R3: the next seat clockwise. */
const nextSeat = (seat: Seat, seats: number): Seat => (seat + 1) % seats;

/** The top card of the discard pile. */
const topOf = (state: CrazyEightsState): number => state.discard[state.discard.length - 1]!;

/** R7: whether there is a card to draw, in the stock or under the top card of the discard pile. */
const canDraw = (state: CrazyEightsState): boolean => state.stock.length + state.discard.length > 1;

/**
 * R2: shuffles the deck, deals each seat its cards one at a time clockwise from the dealer's left, and turns up the
 * stock's top card as the starter. An 8 turned up counts as a card of its own suit: no suit is named. The deal draws
 * 51 words from `rng` (the shuffle), and I10 replays it from the stream a saved state stores.
 * @param seats - 2 to 5
 * @param dealer - the seat that deals
 * @param rng - the stream to shuffle with
 * @returns the hand's fields: the hands, the stock, the discard pile, the suit in force, and no reshuffle yet
 */
export function dealHand(seats: number, dealer: Seat, rng: Rng) {
  const stock = shuffle(rng, frenchDeck());
  const hands = deal(stock, seats, nextSeat(dealer, seats), handSize(seats)).map((hand) =>
    hand.sort((a, b) => a - b),
  );
  const starter = stock.pop()!;
  return { hands, stock, discard: [starter], suit: frenchSuitOf(starter), reshuffled: false };
}

/**
 * Deals the first hand: seat 0 deals (R2), the seat to its left plays first (R3), every score is 0.
 * @param seats - 2 to 5
 * @param _options - the options (the deal does not depend on them)
 * @param rng - the match's random stream
 * @returns the game's fields of the first state
 */
export function setup(seats: number, _options: CrazyEightsOptions, rng: Rng): GameFields<CrazyEightsState> {
  return {
    handNumber: 1,
    dealer: 0,
    toPlay: nextSeat(0, seats),
    ...dealHand(seats, 0, rng),
    drawn: null,
    scores: new Array<number>(seats).fill(0),
    winners: [],
  };
}

/**
 * The seat to play, or `null` once the match is over.
 * @param state - the state
 */
export function toAct(state: CrazyEightsState): Seat | null {
  return state.winners.length > 0 ? null : state.toPlay;
}

/**
 * Every legal move of the seat to play, in a stable order: its playable cards other than 8s by id, its 8s once per
 * suit to name (♣ ♦ ♥ ♠), then `draw` or `pass`. After a draw: the drawn card if it may be played, and `pass` (R6).
 * @param state - the state
 * @returns the legal moves; none once the match is over
 */
export function legalMoves(state: CrazyEightsState): readonly CrazyEightsMove[] {
  if (toAct(state) === null) return [];
  const top = topOf(state);
  // R6: after a draw, the drawn card is the only one that may be played.
  const cards = state.drawn === null ? state.hands[state.toPlay]! : [state.drawn];
  const playable = cards.filter((id) => matches(id, top, state.suit)); // R4, R5
  const out: CrazyEightsMove[] = [];
  for (const id of playable) if (!isEight(id)) out.push({ type: 'play', card: FRENCH_CARDS[id]! }); // R4
  // R5: an 8 names a suit: one move per suit.
  for (const id of playable)
    if (isEight(id))
      for (const suit of FRENCH_SUITS) out.push({ type: 'eight', card: FRENCH_CARDS[id]!, suit });
  // R6: after a draw, the seat passes instead; before, it may draw even when it could play. R7: it passes when it
  // can neither play nor draw.
  if (state.drawn !== null) out.push({ type: 'pass' });
  else if (canDraw(state)) out.push({ type: 'draw' });
  else if (out.length === 0) out.push({ type: 'pass' });
  return out;
}

/**
 * Why a well-formed move is not legal now, by rule id.
 * @param state - a state whose match is on
 * @param move - a move of the declared shape that is not among the legal moves
 * @returns the violation
 */
export function explain(state: CrazyEightsState, move: CrazyEightsMove): RuleViolation | null {
  if (move.type === 'draw') {
    if (state.drawn !== null)
      return violation('WRONG_PHASE', 'R6', 'one draw a turn: play the drawn card or pass');
    return violation(CrazyEightsCodes.NOTHING_TO_DRAW, 'R7', 'there is no card to draw');
  }
  if (move.type === 'pass')
    return violation(
      CrazyEightsCodes.MAY_NOT_PASS,
      'R7',
      'a seat passes only after drawing, or when it can neither play nor draw',
    );
  const id = frenchCardId(move.card);
  if (!state.hands[state.toPlay]!.includes(id))
    return violation(
      'NOT_IN_HAND',
      'R4',
      `seat ${state.toPlay} does not hold the ${formatFrenchCard(move.card)}`,
    );
  if (state.drawn !== null && state.drawn !== id)
    return violation('WRONG_PHASE', 'R6', `after drawing, only the drawn card may be played`);
  const top = FRENCH_CARDS[topOf(state)]!;
  return violation(
    CrazyEightsCodes.NO_MATCH,
    'R4',
    `the ${formatFrenchCard(move.card)} matches neither the suit in force (${formatFrenchSuit(FRENCH_SUITS[state.suit]!)}) nor the rank of the ${formatFrenchCard(top)}`,
  );
}

/**
 * Applies a legal move, and everything that follows from it: the end of the hand, the score, the next deal or the
 * end of the match.
 * @param state - the state to change in place
 * @param move - a legal move
 * @param ctx - the random stream and the event sink
 */
export function apply(
  state: Draft<CrazyEightsState>,
  move: CrazyEightsMove,
  ctx: RuleContext<CrazyEightsEvent>,
): void {
  const seat = state.toPlay;
  if (move.type === 'draw') {
    drawCard(state, seat, ctx);
  } else if (move.type === 'pass') {
    ctx.emit({ type: 'passed', seat });
    state.drawn = null; // R6: the drawn card stays in the hand
    state.toPlay = nextSeat(seat, state.seats);
  } else {
    // R4, R5: the card goes face up on the discard pile and sets the suit in force.
    const id = frenchCardId(move.card);
    const hand = state.hands[seat]!;
    hand.splice(hand.indexOf(id), 1);
    state.discard.push(id);
    state.suit = move.type === 'eight' ? FRENCH_SUITS.indexOf(move.suit) : frenchSuitOf(id);
    state.drawn = null;
    ctx.emit({ type: 'played', seat, card: move.card, suit: move.type === 'eight' ? move.suit : null });
    // R8: a seat that plays its last card goes out; otherwise the turn passes on (R3).
    if (hand.length === 0) endHand(state, seat, ctx);
    else state.toPlay = nextSeat(seat, state.seats);
  }
}

/** R6, R7: the seat draws the top card of the stock, turning the discard pile into a new stock first if need be. */
function drawCard(state: Draft<CrazyEightsState>, seat: Seat, ctx: RuleContext<CrazyEightsEvent>): void {
  if (state.stock.length === 0) {
    const rest = state.discard.slice(0, -1);
    state.discard = [topOf(state)];
    state.stock = shuffle(ctx.rng, rest);
    state.reshuffled = true;
    ctx.emit({ type: 'reshuffled', cards: state.stock.length });
  }
  const id = state.stock.pop()!;
  const hand = state.hands[seat]!;
  let at = hand.length;
  while (at > 0 && hand[at - 1]! > id) at--;
  hand.splice(at, 0, id); // hands stay ascending (I5)
  state.drawn = id;
  ctx.emit({ type: 'drew', seat, card: FRENCH_CARDS[id]!, secret: { seats: [seat], fields: ['card'] } });
}

/**
 * R8–R11: `winner` went out and won the hand. One hand (R10): each seat scores the penalty points left in its hand,
 * and the match is over. To a target (R11): the winner scores the penalty points left in all the other hands; the
 * match ends when it reaches the target, otherwise the next seat deals the next hand.
 */
function endHand(state: Draft<CrazyEightsState>, winner: Seat, ctx: RuleContext<CrazyEightsEvent>): void {
  const penalties = state.hands.map(penaltyOfHand); // R9
  const target = state.options.target;
  const total = penalties.reduce((sum, p) => sum + p, 0);
  const points = target === null ? penalties : penalties.map((_, seat) => (seat === winner ? total : 0));
  points.forEach((p, seat) => {
    state.scores[seat]! += p;
  });
  ctx.emit({ type: 'handOver', hand: state.handNumber, winner, points });
  if (target === null || state.scores[winner]! >= target) {
    state.winners = [winner]; // R10, R11
    ctx.emit(matchOverEvent(state.scores, state.winners));
    return;
  }
  state.handNumber += 1; // R11: the next hand, dealt by the next seat clockwise
  state.dealer = nextSeat(state.dealer, state.seats);
  Object.assign(state, dealHand(state.seats, state.dealer, ctx.rng));
  state.toPlay = nextSeat(state.dealer, state.seats);
  state.drawn = null;
  ctx.emit(dealtEvent(state.handNumber));
}

/**
 * Each seat's score so far (R10, R11).
 * @param state - the state
 */
export const score = (state: CrazyEightsState): readonly number[] => state.scores;

/**
 * The winners of the match (ties share the win); none while it goes on.
 * @param state - the state
 */
export const winners = (state: CrazyEightsState): readonly Seat[] => state.winners;
