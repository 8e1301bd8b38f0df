/**
 * Linko's rules: the deal (§2), who acts, the legal moves (§4) and the turn's state machine (§3, §5) written as
 * mutations of a draft. Every rule carries its spec id.
 * @module
 */
import type { Draft } from 'immer';
import {
  deal,
  type GameFields,
  leftOf,
  type Rng,
  type RuleContext,
  type RuleViolation,
  type Seat,
  violation,
} from '../../core/index.js';
import {
  type Card,
  cardName,
  countCards,
  countTotal,
  DISPLAY_SIZE,
  emptyCounts,
  fullDeck,
  HAND_SIZE,
  JOKER,
  JOKER_SET_VALUE,
  type LinkoSet,
  MAX_VALUE,
  setCards,
  setSize,
  snatches,
} from './cards.js';
import type { LinkoEvent } from './events.js';
import { drawDisplay, type LinkoMove, moves, play } from './moves.js';
import { gameScores, gameWinners, score } from './score.js';
import type { LinkoEndReason, LinkoOptions, LinkoState } from './state.js';

type Fields = GameFields<LinkoState>;
type S = Draft<LinkoState>;
type Ctx = RuleContext<LinkoEvent>;

/**
 * The start seat of game `gameIndex` of the match: one seat further clockwise each game (A13).
 * @param options - the match options
 * @param seats - the number of seats
 * @param gameIndex - 0-based
 * @category Rules
 */
export function startSeatOf(options: LinkoOptions, seats: number, gameIndex: number): Seat {
  return (options.startSeat + gameIndex) % seats;
}

/**
 * Shuffles the 109 cards and deals one game (R2–R5): 13 cards to each seat, one at a time clockwise from the start
 * seat, taken from the top of the shuffled pile; then the next 6 cards form the display in the order turned up; the
 * rest is the draw pile.
 */
interface Dealt {
  hands: number[][];
  known: number[][];
  stacks: LinkoSet[][];
  deck: Card[];
  display: Card[];
}

function dealGame(seats: number, start: Seat, rng: Rng): Dealt {
  const pile = rng.shuffle(fullDeck()); // R2
  const hands = deal(pile, seats, start, HAND_SIZE).map((cards) => countCards(cards));
  const display: Card[] = [];
  for (let i = 0; i < DISPLAY_SIZE; i++) display.push(pile.pop()!); // R4
  return {
    hands,
    known: hands.map(() => emptyCounts()),
    stacks: hands.map((): LinkoSet[] => []), // R5
    deck: pile, // R3
    display,
  };
}

/**
 * Deals the first game of a match (§2).
 * @param seats - 2..5
 * @param options - normalized options
 * @param rng - the match's random stream
 * @category Rules
 */
export function setup(seats: number, options: LinkoOptions, rng: Rng): Fields {
  const { hands, known, stacks, deck, display } = dealGame(seats, options.startSeat, rng);
  return {
    gameIndex: 0,
    results: [],
    turn: 0,
    current: options.startSeat, // R6
    phase: 'play',
    hands,
    known,
    stacks,
    deck,
    display,
    discard: [], // R5
    victims: [],
    victim: null,
    limbo: null,
    owed: 0,
  };
}

/**
 * Who decides now (§3): the turn owner in `play`, `offer` and `bonus`; the victim in `choice` and `draw`; nobody when
 * the match is over.
 * @param state - a state
 * @category Rules
 */
export function toAct(state: LinkoState): Seat | null {
  switch (state.phase) {
    case 'play':
    case 'offer':
    case 'bonus':
      return state.current;
    case 'choice':
    case 'draw':
      return state.victim;
    default:
      return null;
  }
}

/** The draws possible now: the deck if it has cards, then each different display card once (ascending). */
function drawMoves(state: LinkoState): LinkoMove[] {
  const out: LinkoMove[] = [];
  if (state.deck.length > 0) out.push(moves.drawDeck); // §4.3
  const seen = countCards(state.display);
  for (let c = 0; c <= MAX_VALUE; c++) if (seen[c]! > 0) out.push(drawDisplay(c)); // §4.3, identical cards = one move
  return out;
}

/**
 * Every legal move of the seat to act, each once, in a stable order (§4):
 * plays by value 1..13, then naturals, then jokers, then jokers alone; `take`, `decline`; `takeBack`, `discard`;
 * `drawDeck`, then display cards ascending (joker first), then `pass` in the amigo2022 optional draw.
 * @param state - a state
 * @category Rules
 */
export function legalMoves(state: LinkoState): LinkoMove[] {
  switch (state.phase) {
    case 'play': {
      // §4.1 / A3 / A4: any non-empty sub-multiset of one value plus any number of jokers, or jokers alone.
      const hand = state.hands[state.current]!;
      const jokers = hand[JOKER]!;
      const out: LinkoMove[] = [];
      for (let v = 1; v <= MAX_VALUE; v++) {
        for (let k = 1; k <= hand[v]!; k++) for (let j = 0; j <= jokers; j++) out.push(play(v, k, j));
      }
      for (let j = 1; j <= jokers; j++) out.push(play(null, 0, j));
      return out;
    }
    case 'offer':
      return [moves.take, moves.decline]; // §4.3
    case 'choice':
      return [moves.takeBack, moves.discard]; // §4.3
    case 'draw':
      return drawMoves(state); // §4.3, A8
    case 'bonus':
      return [...drawMoves(state), moves.pass]; // §7 (a)
    default:
      return [];
  }
}

const PHASE_MOVES: Record<LinkoState['phase'], string> = {
  play: 'the turn owner must play a set',
  offer: 'the turn owner must take or decline the snatched set',
  choice: 'the victim must take the set back or discard it',
  draw: 'the victim must draw the cards owed, one at a time',
  bonus: 'the turn owner may draw one card or pass',
  over: 'the match is over',
};

/**
 * Why a well-formed move is not legal now (only called for moves not in {@link legalMoves}).
 *
 * Codes: `WRONG_PHASE` (§3, not the decision being made now), `PASS_NOT_ALLOWED` (§3, a play is compulsory),
 * `NOT_IN_HAND` (§4.1, cards not held), `DECK_EMPTY` (§4.3/A11), `NOT_ON_DISPLAY` (§4.3).
 * @param state - a state
 * @param move - a parsed move
 * @category Rules
 */
export function explain(state: LinkoState, move: LinkoMove): RuleViolation | null {
  const phase = state.phase;
  if (phase === 'play') {
    if (move.type === 'pass')
      return violation('PASS_NOT_ALLOWED', '§3', 'passing is not allowed: play a set');
    if (move.type === 'play') {
      const hand = state.hands[state.current]!;
      const missing =
        (move.value === null ? 0 : Math.max(0, move.naturals - hand[move.value]!)) +
        Math.max(0, move.jokers - hand[JOKER]!);
      if (missing > 0) {
        return violation('NOT_IN_HAND', '§4.1', `the hand holds only ${describeHeld(hand, move.value)}`);
      }
      return null;
    }
  }
  if ((phase === 'draw' || phase === 'bonus') && (move.type === 'drawDeck' || move.type === 'drawDisplay')) {
    if (move.type === 'drawDeck') return violation('DECK_EMPTY', '§4.3', 'the draw pile is empty (A11)');
    return violation('NOT_ON_DISPLAY', '§4.3', `the display holds no ${cardName(move.card)}`);
  }
  return violation('WRONG_PHASE', '§3', `${move.type} is not possible now: ${PHASE_MOVES[phase]}`);
}

function describeHeld(hand: readonly number[], value: number | null): string {
  const jokers = `${hand[JOKER]} joker(s)`;
  return value === null ? jokers : `${hand[value]} card(s) of ${value} and ${jokers}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Applying moves (§3)

function copySet(set: LinkoSet): LinkoSet {
  return { value: set.value, naturals: set.naturals, jokers: set.jokers };
}

function addSet(counts: number[], set: LinkoSet): void {
  if (set.naturals > 0) counts[set.value]! += set.naturals;
  counts[JOKER]! += set.jokers;
}

/** REFILL (§3, A9, A11): top up the display to 6 while the deck lasts. */
function refill(s: S, ctx: Ctx): void {
  const display = s.display;
  const shown = display.length;
  const deck = s.deck;
  const left = deck.length;
  const k = Math.min(DISPLAY_SIZE - shown, left);
  if (k <= 0) return;
  // The new display is built as a plain array and assigned once, and the deck is cut by its length: on an immer
  // draft that is a few proxy traps instead of several per card (the same state either way).
  const next: Card[] = new Array<Card>(shown + k);
  for (let i = 0; i < shown; i++) next[i] = display[i]!;
  for (let i = 0; i < k; i++) next[shown + i] = deck[left - 1 - i]!; // popped from the top, one by one
  deck.length = left - k;
  s.display = next;
  if (ctx.recording) ctx.emit({ type: 'displayRefilled', cards: next.slice(shown) });
}

/** END_TURN (§3): the turn passes to the left. */
function endTurn(s: S, ctx: Ctx): void {
  s.current = leftOf(s.current, s.seats);
  s.turn++;
  s.phase = 'play';
  s.victim = null;
  s.limbo = null;
  s.owed = 0;
  if (ctx.recording) ctx.emit({ type: 'turnStarted', seat: s.current });
}

/** Moves the next victim's top set to limbo and offers it (§3 step 4, A5), or ends the turn. */
function nextVictim(s: S, ctx: Ctx): void {
  const victims = s.victims;
  const count = victims.length;
  if (count === 0) {
    endTurn(s, ctx);
    return;
  }
  // The first victim leaves the queue: the rest is copied into a new array (a shift on a draft moves every element
  // through proxy traps); the top set leaves the stack by its length.
  const v = victims[0]!;
  const rest: Seat[] = new Array<Seat>(count - 1);
  for (let i = 1; i < count; i++) rest[i - 1] = victims[i]!;
  s.victims = rest;
  const stack = s.stacks[v]!;
  const height = stack.length;
  const set = copySet(stack[height - 1]!);
  stack.length = height - 1;
  s.victim = v;
  s.limbo = set;
  s.owed = 0;
  s.phase = 'offer';
  if (ctx.recording) ctx.emit({ type: 'snatch', by: s.current, victim: v, set: copySet(set) });
}

/** GAME_OVER (§5): records the game's result, then deals the next game of the match or ends the match. */
function endGame(s: S, reason: LinkoEndReason, ctx: Ctx): void {
  const scores = gameScores(s);
  const handCards = s.hands.map((h) => countTotal(h));
  const won = gameWinners(scores, handCards, s.options.amigo2022);
  const game = s.gameIndex;
  s.results.push({
    startSeat: startSeatOf(s.options, s.seats, game),
    reason,
    scores,
    handCards,
    winners: won,
  });
  // A10: sets of victims not yet processed were never moved, so they stay on their stacks.
  s.victims = [];
  s.victim = null;
  s.limbo = null;
  s.owed = 0;
  if (ctx.recording) ctx.emit({ type: 'gameEnded', game, reason, scores: [...scores], winners: [...won] });
  if (s.results.length < s.options.games) {
    // A13: the next game starts one seat further clockwise; everything is dealt from scratch.
    const start = startSeatOf(s.options, s.seats, game + 1);
    const dealt = dealGame(s.seats, start, ctx.rng);
    s.gameIndex = game + 1;
    s.turn = 0;
    s.current = start;
    s.phase = 'play';
    s.hands = dealt.hands;
    s.known = dealt.known;
    s.stacks = dealt.stacks;
    s.deck = dealt.deck;
    s.display = dealt.display;
    s.discard = [];
    if (ctx.recording) ctx.emit({ type: 'gameStarted', game: game + 1, startSeat: start });
    if (ctx.recording) ctx.emit({ type: 'turnStarted', seat: start });
    return;
  }
  s.phase = 'over';
  const totals = score(s as LinkoState);
  if (ctx.recording) ctx.emit({ type: 'matchEnded', totals, winners: gameWinners(totals, [], false) });
}

/** Whether counts hold no card (stops at the first card: on a draft each read is a proxy trap). */
function isEmpty(counts: readonly number[]): boolean {
  for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) return false;
  return true;
}

function applyPlay(s: S, value: number | null, naturals: number, jokers: number, ctx: Ctx): void {
  const cur = s.current;
  const hand = s.hands[cur]!;
  const known = s.known[cur]!;
  // Unchanged counts are neither read nor written (fewer proxy traps on an immer draft; the same state).
  if (value !== null && naturals > 0) {
    hand[value]! -= naturals;
    const k = known[value]!;
    if (k > 0) known[value] = Math.max(0, k - naturals);
  }
  if (jokers > 0) {
    hand[JOKER]! -= jokers;
    const k = known[JOKER]!;
    if (k > 0) known[JOKER] = Math.max(0, k - jokers);
  }
  const set: LinkoSet = { value: value ?? JOKER_SET_VALUE, naturals, jokers }; // A1: jokers alone are worth 14
  const stack = s.stacks[cur]!;
  stack[stack.length] = set; // §3 PLAY 1 (an indexed append: two proxy traps fewer than push on a draft)
  if (ctx.recording) ctx.emit({ type: 'setPlayed', seat: cur, set: copySet(set) });
  if (isEmpty(hand)) {
    endGame(s, 'handEmpty', ctx); // E1: no snatch takes place
    return;
  }
  // §3 PLAY 3, A5, A6: every other seat once, clockwise from the left; only non-empty stacks; only top sets.
  const victims: Seat[] = [];
  for (let i = 1; i < s.seats; i++) {
    const seat = (cur + i) % s.seats;
    const stack = s.stacks[seat]!;
    const top = stack[stack.length - 1];
    if (top !== undefined && snatches(set, top)) victims.push(seat); // §4.2
  }
  s.victims = victims;
  if (victims.length === 0 && s.options.amigo2022) {
    s.phase = 'bonus'; // §7 (a)
    return;
  }
  nextVictim(s, ctx);
}

/** One card into `seat`'s hand; then E2. Returns `true` when the game (or match) ended. */
function applyDraw(s: S, seat: Seat, move: LinkoMove, ctx: Ctx): boolean {
  let card: Card;
  if (move.type === 'drawDisplay') {
    card = move.card;
    // A9: no refill between single draws. The display (at most 6 cards) is replaced by a copy without the first
    // such card: one assignment on a draft instead of indexOf and splice through proxy traps.
    const display = s.display;
    const n = display.length;
    const rest: Card[] = [];
    let found = false;
    for (let i = 0; i < n; i++) {
      const c = display[i]!;
      if (!found && c === card) found = true;
      else rest.push(c);
    }
    s.display = rest;
    s.known[seat]![card]!++; // drawn in public
  } else {
    card = s.deck.pop()!;
  }
  s.hands[seat]![card]!++;
  if (s.phase === 'draw') s.owed--;
  const from = move.type === 'drawDisplay' ? 'display' : 'deck';
  if (ctx.recording)
    ctx.emit({ type: 'cardDrawn', seat, from, card, visibleTo: from === 'deck' ? seat : null, owed: s.owed });
  if (s.deck.length === 0 && s.display.length === 0) {
    endGame(s, 'supplyExhausted', ctx); // E2, A10: at once, even mid-turn; owed cards are forfeited
    return true;
  }
  return false;
}

/**
 * Applies a legal move by mutating the state (an immer draft or a private mutable copy). Forced steps — refills,
 * the end of the turn, the end checks E1/E2 and the deal of the next game — happen here.
 * @param s - the state to change
 * @param move - a move from {@link legalMoves}
 * @param ctx - the random stream and the event sink
 * @category Rules
 */
export function apply(s: S, move: LinkoMove, ctx: Ctx): void {
  switch (move.type) {
    case 'play':
      applyPlay(s, move.value, move.naturals, move.jokers, ctx);
      return;
    case 'take': {
      // §3 SNATCH_OFFER Take: the set goes to the turn owner's hand, in public; the victim owes as many cards.
      const set = s.limbo!;
      addSet(s.hands[s.current]!, set);
      addSet(s.known[s.current]!, set);
      s.owed = setSize(set);
      s.limbo = null;
      s.phase = 'draw';
      if (ctx.recording) ctx.emit({ type: 'taken', by: s.current, victim: s.victim!, set: copySet(set) });
      return;
    }
    case 'decline':
      s.phase = 'choice'; // §3 SNATCH_OFFER Decline
      if (ctx.recording)
        ctx.emit({ type: 'declined', by: s.current, victim: s.victim!, set: copySet(s.limbo!) });
      return;
    case 'takeBack': {
      // §3 VICTIM_CHOICE TakeBack: back into the victim's hand; no draw; REFILL (a no-op) and the next victim.
      const set = s.limbo!;
      const v = s.victim!;
      addSet(s.hands[v]!, set);
      addSet(s.known[v]!, set);
      s.limbo = null;
      if (ctx.recording) ctx.emit({ type: 'takenBack', seat: v, set: copySet(set) });
      refill(s, ctx);
      nextVictim(s, ctx);
      return;
    }
    case 'discard': {
      // §3 VICTIM_CHOICE DiscardAndDraw
      const set = s.limbo!;
      for (const c of setCards(set)) s.discard.push(c);
      s.owed = setSize(set);
      s.limbo = null;
      s.phase = 'draw';
      if (ctx.recording) ctx.emit({ type: 'discarded', seat: s.victim!, set: copySet(set) });
      return;
    }
    case 'drawDeck':
    case 'drawDisplay':
      if (s.phase === 'bonus') {
        // §7 (a): the turn owner's optional draw; refill follows; E2 applies.
        if (applyDraw(s, s.current, move, ctx)) return;
        refill(s, ctx);
        endTurn(s, ctx);
        return;
      }
      // §3 VICTIM_DRAW, A8: one card per decision.
      if (applyDraw(s, s.victim!, move, ctx)) return;
      if (s.owed === 0) {
        refill(s, ctx); // A9: after each victim has finished drawing
        nextVictim(s, ctx);
      }
      return;
    case 'pass':
      if (ctx.recording) ctx.emit({ type: 'passed', seat: s.current }); // §7 (a)
      endTurn(s, ctx);
      return;
  }
}
