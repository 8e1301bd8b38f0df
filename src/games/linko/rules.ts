/**
 * Linko's rules: the deal (§2), who acts, the legal moves (§4) and the turn's state machine (§3, §5) written as
 * mutations of a draft. Every rule carries its spec id.
 * @module
 */
import { type Draft, isDraft, original } from 'immer';
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
  type CardCounts,
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
import { drawOf, playOf } from './interned.js';
import { type LinkoMove, moves } from './moves.js';
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

/** Writes the draws possible now into `out` from `n`: the deck if it has cards, then each different display card once (ascending). */
function drawMovesInto(state: LinkoState, out: LinkoMove[], n: number): number {
  if (state.deck.length > 0) out[n++] = moves.drawDeck; // §4.3
  const display = state.display;
  const len = display.length;
  // §4.3, identical cards = one move: a bit per card shown (at most 6 cards, no counts array needed).
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
 * @category Rules
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
 * @category Rules
 */
export function legalMovesInto(state: LinkoState, out: LinkoMove[]): number {
  switch (state.phase) {
    case 'play': {
      // §4.1 / A3 / A4: any non-empty sub-multiset of one value plus any number of jokers, or jokers alone.
      const hand = state.hands[state.current]!;
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
      out[0] = moves.take; // §4.3
      out[1] = moves.decline;
      return 2;
    case 'choice':
      out[0] = moves.takeBack; // §4.3
      out[1] = moves.discard;
      return 2;
    case 'draw':
      return drawMovesInto(state, out, 0); // §4.3, A8
    case 'bonus': {
      const n = drawMovesInto(state, out, 0); // §7 (a)
      out[n] = moves.pass;
      return n + 1;
    }
    default:
      return 0;
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
//
// The rules below run on two kinds of state: the simulator's private mutable copy (the fast path) and an immer draft
// (`applyMove`). On the fast path every container is changed in place. On a draft, reading a nested array or object
// makes a proxy and every element read or write is a trap, so there the rules read plain data instead (the draft's
// base: the state before the move, frozen, never proxied) and write each nested container that changes as a plain
// copy, made once per move and assigned to the draft once ({@link Cow}). Both ways reach the same state; the choice is
// made by `ctx.recording`, which is true exactly on the immer path.

/**
 * Copy-on-write bookkeeping of one move on the immer path: the state before the move (plain, frozen) and the
 * containers already copied by this move (`null` until the first change). Reads of a container go to the copy when
 * there is one, else to the base, never through the draft.
 */
interface Cow {
  readonly base: LinkoState;
  hands: number[][] | null;
  known: number[][] | null;
  stacks: LinkoSet[][] | null;
  deck: Card[] | null;
  /**
   * The containers this move made, frozen when the move is done (only on a draft). Immer deep-freezes the new state
   * by visiting every element of every container that is not frozen yet, a function call per element; containers
   * that are already frozen are skipped at once, so freezing the few that the move made costs far less.
   */
  readonly fresh: object[] | null;
}

/** The copy-on-write bookkeeping of a move on the immer path, or `null` on the fast path (changes in place). */
function cowOf(s: S, ctx: Ctx): Cow | null {
  if (!ctx.recording) return null;
  const draft = isDraft(s);
  const base = (draft ? original(s) : s) as LinkoState;
  return { base, hands: null, known: null, stacks: null, deck: null, fresh: draft ? [] : null };
}

/** Registers a container made by this move on the immer path (see {@link Cow.fresh}). */
function made<T extends object>(w: Cow, o: T): T {
  w.fresh?.push(o);
  return o;
}

type CountsField = 'hands' | 'known';

/**
 * A plain mutable copy of an array. A spread, not `slice`: the arrays copied here are frozen, and on a frozen array
 * V8's `slice` (and `concat`) take a slow generic path, tens of times slower than a spread.
 */
function copyOf<T>(w: Cow, a: readonly T[]): T[] {
  return made(w, [...a]);
}

/** The current counts of every seat (`hands` or `known`), for reading. */
function countsOf(s: S, w: Cow | null, field: CountsField): readonly CardCounts[] {
  return w === null ? s[field] : (w[field] ?? w.base[field]);
}

/** `field[seat]`, ready to change: itself on the fast path; on the immer path a copy assigned once per move. */
function countsRow(s: S, w: Cow | null, field: CountsField, seat: Seat): number[] {
  if (w === null) return s[field][seat]!;
  const baseRow = w.base[field][seat]!;
  let outer = w[field];
  if (outer === null) {
    outer = copyOf(w, w.base[field]) as number[][];
    w[field] = outer;
    s[field] = outer;
  } else if (outer[seat] !== baseRow) return outer[seat]!;
  const row = copyOf(w, baseRow);
  outer[seat] = row;
  return row;
}

/** The current stacks, for reading. */
function stacksOf(s: S, w: Cow | null): readonly (readonly LinkoSet[])[] {
  return w === null ? s.stacks : (w.stacks ?? w.base.stacks);
}

/** `stacks[seat]`, ready to change (see {@link countsRow}); its sets are never changed, only added or removed. */
function stackRow(s: S, w: Cow | null, seat: Seat): LinkoSet[] {
  if (w === null) return s.stacks[seat]!;
  const baseRow = w.base.stacks[seat]!;
  let outer = w.stacks;
  if (outer === null) {
    outer = copyOf(w, w.base.stacks) as LinkoSet[][];
    w.stacks = outer;
    s.stacks = outer;
  } else if (outer[seat] !== baseRow) return outer[seat]!;
  const row = copyOf(w, baseRow);
  outer[seat] = row;
  return row;
}

/** The current draw pile, for reading (its top is its end). */
function deckOf(s: S, w: Cow | null): readonly Card[] {
  return w === null ? s.deck : (w.deck ?? w.base.deck);
}

/** Removes the top `k` cards of the draw pile (the caller has read them). */
function cutDeck(s: S, w: Cow | null, k: number): void {
  if (w === null) {
    s.deck.length -= k;
    return;
  }
  const deck = deckOf(s, w);
  const next = copyOf(w, deck);
  next.length -= k;
  w.deck = next;
  s.deck = next;
}

/** The display before the move (it is replaced at most once per move, see {@link applyDraw}). */
function displayOf(s: S, w: Cow | null): readonly Card[] {
  return w === null ? s.display : w.base.display;
}

function copySet(set: LinkoSet): LinkoSet {
  return { value: set.value, naturals: set.naturals, jokers: set.jokers };
}

function addSet(counts: number[], set: LinkoSet): void {
  if (set.naturals > 0) counts[set.value]! += set.naturals;
  counts[JOKER]! += set.jokers;
}

/**
 * REFILL (§3, A9, A11): top up the display to 6 while the deck lasts. `display` is the display now (it may have been
 * replaced by this move's draw).
 */
function refill(s: S, w: Cow | null, display: readonly Card[], ctx: Ctx): void {
  const shown = display.length;
  const deck = deckOf(s, w);
  const left = deck.length;
  const k = Math.min(DISPLAY_SIZE - shown, left);
  if (k <= 0) return;
  if (w === null) {
    const d = s.display;
    for (let i = 0; i < k; i++) d.push(deck[left - 1 - i]!); // popped from the top, one by one
  } else {
    const next: Card[] = made(w, new Array<Card>(shown + k));
    for (let i = 0; i < shown; i++) next[i] = display[i]!;
    for (let i = 0; i < k; i++) next[shown + i] = deck[left - 1 - i]!;
    s.display = next;
  }
  if (ctx.recording) {
    const cards: Card[] = [];
    for (let i = 0; i < k; i++) cards.push(deck[left - 1 - i]!);
    ctx.emit({ type: 'displayRefilled', cards });
  }
  cutDeck(s, w, k);
}

/** END_TURN (§3): the turn passes to the left. */
function endTurn(s: S, ctx: Ctx): void {
  const next = leftOf(s.current, s.seats);
  s.current = next;
  s.turn++;
  s.phase = 'play';
  s.victim = null;
  s.limbo = null;
  s.owed = 0;
  if (ctx.recording) ctx.emit({ type: 'turnStarted', seat: next });
}

/**
 * Moves the next victim's top set to limbo and offers it (§3 step 4, A5), or ends the turn. `victims` is the queue
 * now (plain data).
 */
function nextVictim(s: S, w: Cow | null, victims: readonly Seat[], ctx: Ctx): void {
  const count = victims.length;
  if (count === 0) {
    endTurn(s, ctx);
    return;
  }
  const v = victims[0]!;
  if (w === null) s.victims.shift();
  else {
    const rest = copyOf(w, victims); // the first victim leaves the queue
    rest.shift();
    s.victims = rest;
  }
  const stack = stackRow(s, w, v);
  const set = stack[stack.length - 1]!; // sets are never changed, so the set itself goes to limbo
  stack.length--;
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

/** Whether counts hold no card. */
function isEmpty(counts: readonly number[]): boolean {
  for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) return false;
  return true;
}

function applyPlay(
  s: S,
  w: Cow | null,
  value: number | null,
  naturals: number,
  jokers: number,
  ctx: Ctx,
): void {
  const cur = s.current;
  const seats = s.seats;
  const hand = countsRow(s, w, 'hands', cur);
  // `known` is a lower bound of the hand: it shrinks only where it now exceeds the hand (unchanged rows are not
  // copied on the immer path).
  const knownNow = countsOf(s, w, 'known')[cur]!;
  if (value !== null && naturals > 0) {
    hand[value]! -= naturals;
    const k = knownNow[value]!;
    if (k > 0) countsRow(s, w, 'known', cur)[value] = Math.max(0, k - naturals);
  }
  if (jokers > 0) {
    hand[JOKER]! -= jokers;
    const k = knownNow[JOKER]!;
    if (k > 0) countsRow(s, w, 'known', cur)[JOKER] = Math.max(0, k - jokers);
  }
  const set: LinkoSet = { value: value ?? JOKER_SET_VALUE, naturals, jokers }; // A1: jokers alone are worth 14
  if (w !== null) made(w, set);
  const own = stackRow(s, w, cur);
  own.push(set); // §3 PLAY 1
  if (ctx.recording) ctx.emit({ type: 'setPlayed', seat: cur, set: copySet(set) });
  if (isEmpty(hand)) {
    endGame(s, 'handEmpty', ctx); // E1: no snatch takes place
    return;
  }
  // §3 PLAY 3, A5, A6: every other seat once, clockwise from the left; only non-empty stacks; only top sets.
  const stacks = stacksOf(s, w);
  const victims: Seat[] = w === null ? s.victims : made(w, []);
  victims.length = 0;
  for (let i = 1; i < seats; i++) {
    const seat = (cur + i) % seats;
    const stack = stacks[seat]!;
    const top = stack[stack.length - 1];
    if (top !== undefined && snatches(set, top)) victims.push(seat); // §4.2
  }
  if (victims.length === 0 && (w === null ? s.options : w.base.options).amigo2022) {
    if (w !== null && w.base.victims.length !== 0) s.victims = victims;
    s.phase = 'bonus'; // §7 (a)
    return;
  }
  if (w !== null && victims.length === 0 && w.base.victims.length !== 0) s.victims = victims;
  nextVictim(s, w, victims, ctx);
}

/** One card into `seat`'s hand; then E2. Returns the display now, or `null` when the game (or match) ended. */
function applyDraw(s: S, w: Cow | null, seat: Seat, move: LinkoMove, ctx: Ctx): readonly Card[] | null {
  let card: Card;
  let display = displayOf(s, w);
  let deckLeft: number;
  if (move.type === 'drawDisplay') {
    card = move.card;
    // A9: no refill between single draws; the first display card of that kind leaves, the others keep their order.
    const n = display.length;
    let at = 0;
    while (display[at] !== card) at++;
    if (w === null) {
      s.display.splice(at, 1);
    } else {
      const rest: Card[] = made(w, new Array<Card>(n - 1));
      for (let i = 0; i < at; i++) rest[i] = display[i]!;
      for (let i = at + 1; i < n; i++) rest[i - 1] = display[i]!;
      s.display = rest;
      display = rest;
    }
    countsRow(s, w, 'known', seat)[card]!++; // drawn in public
    deckLeft = deckOf(s, w).length;
  } else {
    const deck = deckOf(s, w);
    deckLeft = deck.length - 1;
    card = deck[deckLeft]!;
    cutDeck(s, w, 1);
  }
  countsRow(s, w, 'hands', seat)[card]!++;
  let owed = s.owed;
  if (s.phase === 'draw') s.owed = --owed;
  if (ctx.recording) {
    const from = move.type === 'drawDisplay' ? 'display' : 'deck';
    ctx.emit({ type: 'cardDrawn', seat, from, card, visibleTo: from === 'deck' ? seat : null, owed });
  }
  if (deckLeft === 0 && display.length === 0) {
    endGame(s, 'supplyExhausted', ctx); // E2, A10: at once, even mid-turn; owed cards are forfeited
    return null;
  }
  return display;
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
  const w = cowOf(s, ctx);
  applyMove(s, w, move, ctx);
  const fresh = w?.fresh;
  if (fresh) for (let i = 0; i < fresh.length; i++) Object.freeze(fresh[i]);
}

function applyMove(s: S, w: Cow | null, move: LinkoMove, ctx: Ctx): void {
  switch (move.type) {
    case 'play':
      applyPlay(s, w, move.value, move.naturals, move.jokers, ctx);
      return;
    case 'take': {
      // §3 SNATCH_OFFER Take: the set goes to the turn owner's hand, in public; the victim owes as many cards.
      const set = (w === null ? s.limbo : w.base.limbo)!;
      const cur = s.current;
      addSet(countsRow(s, w, 'hands', cur), set);
      addSet(countsRow(s, w, 'known', cur), set);
      s.owed = setSize(set);
      s.limbo = null;
      s.phase = 'draw';
      if (ctx.recording) ctx.emit({ type: 'taken', by: cur, victim: s.victim!, set: copySet(set) });
      return;
    }
    case 'decline':
      s.phase = 'choice'; // §3 SNATCH_OFFER Decline
      if (ctx.recording)
        ctx.emit({
          type: 'declined',
          by: s.current,
          victim: s.victim!,
          set: copySet((w === null ? s.limbo : w.base.limbo)!),
        });
      return;
    case 'takeBack': {
      // §3 VICTIM_CHOICE TakeBack: back into the victim's hand; no draw; REFILL (a no-op) and the next victim.
      const set = (w === null ? s.limbo : w.base.limbo)!;
      const v = s.victim!;
      addSet(countsRow(s, w, 'hands', v), set);
      addSet(countsRow(s, w, 'known', v), set);
      s.limbo = null;
      if (ctx.recording) ctx.emit({ type: 'takenBack', seat: v, set: copySet(set) });
      refill(s, w, displayOf(s, w), ctx);
      nextVictim(s, w, w === null ? s.victims : w.base.victims, ctx);
      return;
    }
    case 'discard': {
      // §3 VICTIM_CHOICE DiscardAndDraw
      const set = (w === null ? s.limbo : w.base.limbo)!;
      if (w === null) for (const c of setCards(set)) s.discard.push(c);
      else {
        const old = w.base.discard;
        const next = copyOf(w, old);
        for (const c of setCards(set)) next.push(c);
        s.discard = next;
      }
      s.owed = setSize(set);
      s.limbo = null;
      s.phase = 'draw';
      if (ctx.recording) ctx.emit({ type: 'discarded', seat: s.victim!, set: copySet(set) });
      return;
    }
    case 'drawDeck':
    case 'drawDisplay': {
      if (s.phase === 'bonus') {
        // §7 (a): the turn owner's optional draw; refill follows; E2 applies.
        const display = applyDraw(s, w, s.current, move, ctx);
        if (display === null) return;
        refill(s, w, display, ctx);
        endTurn(s, ctx);
        return;
      }
      // §3 VICTIM_DRAW, A8: one card per decision.
      const display = applyDraw(s, w, s.victim!, move, ctx);
      if (display === null) return;
      if (s.owed === 0) {
        refill(s, w, display, ctx); // A9: after each victim has finished drawing
        nextVictim(s, w, w === null ? s.victims : w.base.victims, ctx);
      }
      return;
    }
    case 'pass':
      if (ctx.recording) ctx.emit({ type: 'passed', seat: s.current }); // §7 (a)
      endTurn(s, ctx);
      return;
  }
}
