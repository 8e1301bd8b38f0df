/**
 * Linko's rules: the deal (§2), who acts, the legal moves (§4) and the turn's state machine (§3, §5). Every rule
 * carries its spec id.
 * @module
 */
import {
  countsOf,
  type Draft,
  deal,
  dealtEvent,
  draw,
  type GameFields,
  leftOf,
  matchOverEvent,
  type Rng,
  type RuleContext,
  rotatingStart,
  type Seat,
  shuffled,
  total,
} from '../../core/index.js';
import {
  addSet,
  CARD_KINDS,
  DECK,
  DISPLAY_SIZE,
  HAND_SIZE,
  JOKER,
  type LinkoCard,
  type LinkoSet,
  MAX_VALUE,
  setCards,
  setSize,
  snatches,
} from './cards.js';
import type { LinkoEvent } from './events.js';
import { drawOf, type LinkoMove, MOVE, type PlayMove, playOf, setOfPlay } from './moves.js';
import type { LinkoOptions } from './options.js';
import { gameScores, gameWinners, score, winners } from './score.js';
import type { LinkoEndReason, LinkoState, LinkoTable } from './state.js';

type Ctx = RuleContext<LinkoEvent>;
type State = Draft<LinkoState>;
type Table = Draft<LinkoTable>;

/**
 * The start seat of game `gameIndex` of the match: one seat further clockwise each game (A13).
 * @param options - the match options
 * @param seats - the number of seats
 * @param gameIndex - 0-based
 */
export const startSeatOf = (options: LinkoOptions, seats: number, gameIndex: number): Seat =>
  rotatingStart(options.startSeat, gameIndex, seats);

/** The snatch fields when nobody is being snatched from (a new queue each time: states are changed in place). */
const noSnatch = () => ({ victims: [] as Seat[], victim: null, limbo: null, owed: 0 });

/**
 * Shuffles the 109 cards and deals one game (R2–R5): 13 cards to each seat, one at a time clockwise from the start
 * seat, off the top of the shuffled pile; the next 6 cards form the display in the order turned up; the rest is the
 * draw pile.
 */
export function dealGame(seats: number, start: Seat, rng: Rng) {
  const pile = shuffled(rng, DECK); // R2
  const hands = deal(pile, seats, start, HAND_SIZE).map((cards) => countsOf(cards, CARD_KINDS));
  const display = draw(pile, DISPLAY_SIZE); // R4
  return {
    hands,
    known: hands.map(() => new Array<number>(CARD_KINDS).fill(0)),
    stacks: hands.map((): LinkoSet[] => []), // R5
    deck: pile, // R3
    display,
    discard: [] as LinkoCard[], // R5
  };
}

/**
 * Deals the first game of a match (§2).
 * @param seats - 2..5
 * @param options - normalized options
 * @param rng - the match's random stream
 */
export function setup(seats: number, options: LinkoOptions, rng: Rng): GameFields<LinkoState> {
  // The fields in their declared order (the deal's, then the snatch's): every table has the same layout, which keeps
  // the rules' field reads fast on the simulator.
  const table = {
    turn: 0,
    current: options.startSeat, // R6
    phase: 'play' as const,
    ...dealGame(seats, options.startSeat, rng),
    ...noSnatch(),
  };
  return { gameIndex: 0, results: [], table };
}

/**
 * Who decides now (§3): the turn owner in `play`, `offer` and `bonus`; the victim in `choice` and `draw`; nobody when
 * the match is over.
 * @param state - a state
 */
export function toAct(state: LinkoState): Seat | null {
  const { phase, current, victim } = state.table;
  if (phase === 'over') return null;
  return phase === 'choice' || phase === 'draw' ? victim : current;
}

/** Writes the draws possible now into `out` from `n`: the deck if it has cards, then each different display card once (ascending). */
function drawMovesInto(table: LinkoTable, out: LinkoMove[], n: number): number {
  if (table.deck.length > 0) out[n++] = MOVE.drawDeck; // A11: no deck draw from an empty deck
  const display = table.display;
  const len = display.length;
  // Identical cards are one move (A19): a bit per card shown (at most 6 cards, no counts array needed).
  let seen = 0;
  for (let i = 0; i < len; i++) seen |= 1 << display[i]!;
  for (let c = 0; c <= MAX_VALUE; c++) if ((seen & (1 << c)) !== 0) out[n++] = drawOf(c);
  return n;
}

/**
 * Every legal move of the seat to act, each once, in a stable order (§4):
 * plays by value 1..13, then naturals, then jokers, then jokers alone; `take`, `decline`; `takeBack`, `discard`;
 * `drawDeck`, then display cards ascending (joker first), then `pass` in the amigo2022 optional draw.
 * @param state - a state
 */
export function legalMoves(state: LinkoState): LinkoMove[] {
  const out: LinkoMove[] = [];
  legalMovesInto(state, out);
  return out;
}

/**
 * The moves of {@link legalMoves}, in the same order, written into `out` from index 0 (the moves are shared,
 * frozen objects; nothing is allocated once `out` is long enough).
 * @param state - a state
 * @param out - the buffer
 * @returns how many moves were written
 */
export function legalMovesInto(state: LinkoState, out: LinkoMove[]): number {
  const t = state.table;
  switch (t.phase) {
    case 'play': {
      // A3, A4: any non-empty sub-multiset of one value plus any number of jokers, or jokers alone.
      const hand = t.hands[t.current]!;
      const jokers = hand[JOKER]!;
      let n = 0;
      for (let v = 1; v <= MAX_VALUE; v++) {
        const held = hand[v]!;
        for (let k = 1; k <= held; k++) for (let j = 0; j <= jokers; j++) out[n++] = playOf(v, k, j);
      }
      for (let j = 1; j <= jokers; j++) out[n++] = playOf(null, 0, j);
      return n;
    }
    case 'offer':
      out[0] = MOVE.take; // §4.3
      out[1] = MOVE.decline;
      return 2;
    case 'choice':
      out[0] = MOVE.takeBack; // §4.3
      out[1] = MOVE.discard;
      return 2;
    case 'draw':
      return drawMovesInto(t, out, 0); // A7, A8
    case 'bonus': {
      const n = drawMovesInto(t, out, 0); // A18
      out[n] = MOVE.pass;
      return n + 1;
    }
    default:
      return 0;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Applying moves (§3), as plain changes of the state in place: an immer draft on `applyMove`, the simulator's private
// copy on the fast path. A set is never changed once made, so the same object moves from stack to limbo to hand.

/** REFILL (§3, A9, A11): top up the display to 6 while the deck lasts. */
function refill(t: Table, ctx: Ctx): void {
  const shown = t.display.length;
  const k = Math.min(DISPLAY_SIZE - shown, t.deck.length);
  if (k <= 0) return;
  for (let i = 0; i < k; i++) t.display.push(t.deck.pop()!); // off the top, one by one; appended (A19)
  if (ctx.recording) ctx.emit({ type: 'displayRefilled', cards: t.display.slice(shown) });
}

/** END_TURN (§3): the turn passes to the left. */
function endTurn(t: Table, seats: number, ctx: Ctx): void {
  t.current = leftOf(t.current, seats);
  t.turn++;
  t.phase = 'play';
  t.victim = null;
  t.limbo = null;
  t.owed = 0;
  if (ctx.recording) ctx.emit({ type: 'turnStarted', seat: t.current });
}

/** Moves the next victim's top set to limbo and offers it (§3 step 4, A5), or ends the turn. */
function nextVictim(t: Table, seats: number, ctx: Ctx): void {
  if (t.victims.length === 0) {
    endTurn(t, seats, ctx);
    return;
  }
  const victim = t.victims.shift()!; // the first victim leaves the queue
  const set = ctx.original(t.stacks[victim]!.pop()!); // the set itself goes to limbo
  t.victim = victim;
  t.limbo = set;
  t.owed = 0;
  t.phase = 'offer';
  if (ctx.recording) ctx.emit({ type: 'snatched', by: t.current, victim, set });
}

/** A set into `seat`'s hand, in public. */
function toHand(t: Table, seat: Seat, set: LinkoSet): void {
  addSet(t.hands[seat]!, set);
  addSet(t.known[seat]!, set);
}

/** GAME_OVER (§5): records the game's result, then deals the next game of the match (A13) or ends the match. */
function endGame(state: State, t: Table, reason: LinkoEndReason, ctx: Ctx): void {
  const { seats, options } = state;
  const game = state.gameIndex;
  const scores = gameScores(t); // §5: cards in stack − cards in hand
  const handCards = t.hands.map((hand) => total(hand));
  const won = gameWinners(scores, handCards, options.amigo2022); // A12
  const results = state.results;
  results.push({ startSeat: startSeatOf(options, seats, game), reason, scores, handCards, winners: won });
  // A10: sets of victims not yet processed were never moved, so they stay on their stacks.
  Object.assign(t, noSnatch());
  if (ctx.recording) ctx.emit({ type: 'gameEnded', game, reason, scores, winners: won });
  if (results.length < options.games) {
    // A13: the next game starts one seat further clockwise; everything is dealt from scratch.
    const start = startSeatOf(options, seats, game + 1);
    state.gameIndex = game + 1;
    Object.assign(t, { turn: 0, current: start, phase: 'play' }, dealGame(seats, start, ctx.rng));
    if (ctx.recording) {
      ctx.emit(dealtEvent(game + 2)); // the game with index `game + 1` is the match's deal number `game + 2`
      ctx.emit({ type: 'turnStarted', seat: start });
    }
    return;
  }
  t.phase = 'over';
  if (ctx.recording) ctx.emit(matchOverEvent(score(state), winners(state)));
}

/** Takes cards of one kind out of a hand, and out of what is known of it where that now exceeds the hand. */
function spend(hand: number[], known: number[], card: LinkoCard, count: number): void {
  hand[card]! -= count;
  if (known[card]! > 0) known[card] = Math.max(0, known[card]! - count);
}

/** PLAY (§3): the set goes on the turn owner's stack; then E1, or the snatches. */
function applyPlay(state: State, t: Table, play: PlayMove, ctx: Ctx): void {
  const { value, naturals, jokers } = play;
  const cur = t.current;
  const seats = state.seats;
  const hand = t.hands[cur]!;
  // `known` is a lower bound of the hand: it shrinks only where it now exceeds the hand (a row that does not change
  // is not written, so immer copies it only when it changes).
  const known = t.known[cur]!;
  if (value !== null) spend(hand, known, value, naturals);
  if (jokers > 0) spend(hand, known, JOKER, jokers);
  const set = setOfPlay(play); // A1: jokers alone are worth 14
  t.stacks[cur]!.push(set); // §3 PLAY 1
  if (ctx.recording) ctx.emit({ type: 'setPlayed', seat: cur, set });
  if (total(hand) === 0) {
    endGame(state, t, 'handEmpty', ctx); // E1: no snatch takes place
    return;
  }
  // §3 PLAY 3, A5, A6: every other seat once, clockwise from the left; only non-empty stacks; only top sets. The
  // queue is empty before a play; it is filled only when someone is snatched from.
  const stacks = ctx.original(t.stacks); // read only: no other stack has changed in this move
  for (let i = 1; i < seats; i++) {
    const seat = (cur + i) % seats;
    const stack = stacks[seat]!;
    const top = stack[stack.length - 1];
    if (top !== undefined && snatches(set, top)) t.victims.push(seat); // §4.2
  }
  if (t.victims.length === 0 && state.options.amigo2022) {
    t.phase = 'bonus'; // A18
    return;
  }
  nextVictim(t, seats, ctx);
}

/** One card into `seat`'s hand; then E2. Returns `true` when the game (or match) ended. */
function applyDraw(state: State, t: Table, seat: Seat, move: LinkoMove, ctx: Ctx): boolean {
  let card: LinkoCard;
  const fromDisplay = move.type === 'drawDisplay';
  if (fromDisplay) {
    card = move.card;
    // A9: no refill between single draws; the first display card of that kind leaves, the others keep their order.
    t.display.splice(t.display.indexOf(card), 1);
    t.known[seat]![card]!++; // drawn in public
  } else {
    card = t.deck.pop()!;
  }
  t.hands[seat]![card]!++;
  if (t.phase === 'draw') t.owed--;
  if (ctx.recording) {
    const from = fromDisplay ? 'display' : 'deck';
    const event = { type: 'cardDrawn', seat, from, card, owed: t.owed } as const;
    ctx.emit(fromDisplay ? event : { ...event, secret: { seats: [seat], fields: ['card'] } }); // only the drawer sees it
  }
  if (t.deck.length === 0 && t.display.length === 0) {
    endGame(state, t, 'supplyExhausted', ctx); // E2, A10: at once, even mid-turn; owed cards are forfeited
    return true;
  }
  return false;
}

/**
 * Applies a legal move by changing the state in place (see the notes above). Forced steps — refills, the end of the
 * turn, the end checks E1/E2 and the deal of the next game — happen here.
 * @param state - the state to change in place (an immer draft, or the simulator's copy)
 * @param move - a move from {@link legalMoves}
 * @param ctx - the random stream and the event sink
 */
export function apply(state: State, move: LinkoMove, ctx: Ctx): void {
  const t = state.table;
  const seats = state.seats;
  switch (move.type) {
    case 'play':
      applyPlay(state, t, move, ctx);
      return;
    case 'take':
    case 'discard': {
      // §3 SNATCH_OFFER Take: the set goes to the turn owner's hand, in public; VICTIM_CHOICE DiscardAndDraw: it goes
      // to the discard pile. Either way the victim owes as many cards.
      const set = ctx.original(t.limbo!);
      if (move.type === 'take') toHand(t, t.current, set);
      else for (const card of setCards(set)) t.discard.push(card);
      t.owed = setSize(set);
      t.limbo = null;
      t.phase = 'draw';
      if (ctx.recording)
        ctx.emit(
          move.type === 'take'
            ? { type: 'taken', by: t.current, victim: t.victim!, set }
            : { type: 'discarded', seat: t.victim!, set },
        );
      return;
    }
    case 'decline':
      t.phase = 'choice'; // §3 SNATCH_OFFER Decline
      if (ctx.recording)
        ctx.emit({ type: 'declined', by: t.current, victim: t.victim!, set: ctx.original(t.limbo!) });
      return;
    case 'takeBack': {
      // §3 VICTIM_CHOICE TakeBack: back into the victim's hand; no draw; REFILL (a no-op) and the next victim.
      const set = ctx.original(t.limbo!);
      const victim = t.victim!;
      toHand(t, victim, set);
      t.limbo = null;
      if (ctx.recording) ctx.emit({ type: 'takenBack', seat: victim, set });
      refill(t, ctx);
      nextVictim(t, seats, ctx);
      return;
    }
    case 'drawDeck':
    case 'drawDisplay': {
      // A18: the turn owner's optional draw, then refill and the turn ends; §3 VICTIM_DRAW, A8: one card per decision,
      // and A9: refill once the victim has drawn every card owed, then the next victim. E2 applies to both.
      const bonus = t.phase === 'bonus';
      if (applyDraw(state, t, bonus ? t.current : t.victim!, move, ctx) || t.owed > 0) return;
      refill(t, ctx);
      if (bonus) endTurn(t, seats, ctx);
      else nextVictim(t, seats, ctx);
      return;
    }
    case 'pass':
      if (ctx.recording) ctx.emit({ type: 'passed', seat: t.current }); // A18
      endTurn(t, seats, ctx);
      return;
  }
}
