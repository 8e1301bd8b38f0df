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
import { gameScores, gameWinners } from './score.js';
import type { LinkoEndReason, LinkoOptions, LinkoState, LinkoTable } from './state.js';

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
    table: {
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
    },
  };
}

/**
 * Who decides now (§3): the turn owner in `play`, `offer` and `bonus`; the victim in `choice` and `draw`; nobody when
 * the match is over.
 * @param state - a state
 * @category Rules
 */
export function toAct(state: LinkoState): Seat | null {
  const t = state.table;
  switch (t.phase) {
    case 'play':
    case 'offer':
    case 'bonus':
      return t.current;
    case 'choice':
    case 'draw':
      return t.victim;
    default:
      return null;
  }
}

/** Writes the draws possible now into `out` from `n`: the deck if it has cards, then each different display card once (ascending). */
function drawMovesInto(state: LinkoTable, out: LinkoMove[], n: number): number {
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
  const t = state.table;
  switch (t.phase) {
    case 'play': {
      // §4.1 / A3 / A4: any non-empty sub-multiset of one value plus any number of jokers, or jokers alone.
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
      out[0] = moves.take; // §4.3
      out[1] = moves.decline;
      return 2;
    case 'choice':
      out[0] = moves.takeBack; // §4.3
      out[1] = moves.discard;
      return 2;
    case 'draw':
      return drawMovesInto(t, out, 0); // §4.3, A8
    case 'bonus': {
      const n = drawMovesInto(t, out, 0); // §7 (a)
      out[n] = moves.pass;
      return n + 1;
    }
    default:
      return 0;
  }
}

const PHASE_MOVES: Record<LinkoTable['phase'], string> = {
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
  const phase = state.table.phase;
  if (phase === 'play') {
    if (move.type === 'pass')
      return violation('PASS_NOT_ALLOWED', '§3', 'passing is not allowed: play a set');
    if (move.type === 'play') {
      const hand = state.table.hands[state.table.current]!;
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
// The rules below are written once, as changes of a plain mutable table `t` (the game in progress), and run on two
// kinds of state:
// - the fast path: `t` is the table of the simulator's private mutable copy; every container is changed in place;
// - the immer path (`applyMove`): there, reading a nested container through the draft makes a proxy, and every read
//   or write through a proxy is a trap. So `t` is a plain shallow copy of the table of the draft's base (the state
//   before the move: frozen, never proxied); a container is copied the first time the move changes it ({@link own},
//   {@link countsRow}, {@link stackRow}); and at the end the new table, frozen with the containers the move made, is
//   assigned to the draft: one root field.
// Both ways reach the same state; which one runs is chosen by `ctx.recording`, which is true exactly on the immer
// path.

/** The game in progress as the rules change it. */
type T = Draft<LinkoTable>;

/**
 * Copy-on-write bookkeeping of one move on the immer path: the state before the move (plain, frozen) and the
 * containers the move made.
 */
interface Cow {
  /** The state before the move, for reading the match's fields (`seats`, `options`). */
  readonly root: LinkoState;
  /** The table before the move; a container of `t` that is still the base's has not been copied yet. */
  readonly base: LinkoTable;
  /**
   * The containers this move made, frozen when the move is done (only on a draft). Immer deep-freezes the new state
   * by visiting every element of every container that is not frozen yet, a function call per element; containers
   * that are already frozen are skipped at once, so freezing the few that the move made costs far less.
   */
  readonly fresh: object[] | null;
  /** Whether the move ended a game: what it built there (a new deal, an empty queue) is left to immer's deep freeze. */
  dealt: boolean;
}

/** The state's match fields for reading: the base on the immer path (no proxies), the state on the fast path. */
function rootOf(s: S, w: Cow | null): LinkoState {
  return w === null ? (s as LinkoState) : w.root;
}

/** Registers a container made by this move on the immer path (see {@link Cow.fresh}). */
function made<T extends object>(w: Cow, o: T): T {
  w.fresh?.push(o);
  return o;
}

/**
 * A plain mutable copy of an array. A spread, not `slice`: the arrays copied here are frozen, and on a frozen array
 * V8's `slice` (and `concat`) take a slow generic path, tens of times slower than a spread.
 */
function copyOf<T>(w: Cow, a: readonly T[]): T[] {
  return made(w, [...a]);
}

type Pile = 'deck' | 'display' | 'discard' | 'victims';

/** `t[k]`, ready to change in place: on the immer path copied first if the move has not copied it yet. */
function own<K extends Pile>(t: T, w: Cow | null, k: K): T[K] {
  if (w !== null && t[k] === w.base[k]) t[k] = copyOf(w, w.base[k]) as T[K];
  return t[k];
}

type CountsField = 'hands' | 'known';

/** `t[field][seat]`, ready to change in place (on the immer path the row and the outer array are copied once). */
function countsRow(t: T, w: Cow | null, field: CountsField, seat: Seat): number[] {
  let outer = t[field];
  if (w === null) return outer[seat]!;
  const base = w.base[field];
  if (outer === base) {
    outer = copyOf(w, base) as number[][];
    t[field] = outer;
  }
  let row = outer[seat]!;
  if (row === base[seat]) {
    row = copyOf(w, row);
    outer[seat] = row;
  }
  return row;
}

/** `t.stacks[seat]`, ready to change in place (see {@link countsRow}); sets are never changed, only added or removed. */
function stackRow(t: T, w: Cow | null, seat: Seat): LinkoSet[] {
  let outer = t.stacks;
  if (w === null) return outer[seat]!;
  const base = w.base.stacks;
  if (outer === base) {
    outer = copyOf(w, base) as LinkoSet[][];
    t.stacks = outer;
  }
  let row = outer[seat]!;
  if (row === base[seat]) {
    row = copyOf(w, row);
    outer[seat] = row;
  }
  return row;
}

/** A plain shallow copy of a table. */
function shallow(b: LinkoTable): T {
  return {
    turn: b.turn,
    current: b.current,
    phase: b.phase,
    hands: b.hands,
    known: b.known,
    stacks: b.stacks,
    deck: b.deck,
    display: b.display,
    discard: b.discard,
    victims: b.victims,
    victim: b.victim,
    limbo: b.limbo,
    owed: b.owed,
  } as T;
}

function copySet(set: LinkoSet): LinkoSet {
  return { value: set.value, naturals: set.naturals, jokers: set.jokers };
}

function addSet(counts: number[], set: LinkoSet): void {
  if (set.naturals > 0) counts[set.value]! += set.naturals;
  counts[JOKER]! += set.jokers;
}

/** REFILL (§3, A9, A11): top up the display to 6 while the deck lasts. */
function refill(t: T, w: Cow | null, ctx: Ctx): void {
  const shown = t.display.length;
  const left = t.deck.length;
  const k = Math.min(DISPLAY_SIZE - shown, left);
  if (k <= 0) return;
  const display = own(t, w, 'display');
  const deck = own(t, w, 'deck');
  for (let i = 0; i < k; i++) display.push(deck.pop()!); // popped from the top, one by one
  if (ctx.recording) ctx.emit({ type: 'displayRefilled', cards: display.slice(shown) });
}

/** END_TURN (§3): the turn passes to the left. */
function endTurn(t: T, seats: number, ctx: Ctx): void {
  t.current = leftOf(t.current, seats);
  t.turn++;
  t.phase = 'play';
  t.victim = null;
  t.limbo = null;
  t.owed = 0;
  if (ctx.recording) ctx.emit({ type: 'turnStarted', seat: t.current });
}

/** Moves the next victim's top set to limbo and offers it (§3 step 4, A5), or ends the turn. */
function nextVictim(t: T, w: Cow | null, seats: number, ctx: Ctx): void {
  if (t.victims.length === 0) {
    endTurn(t, seats, ctx);
    return;
  }
  const v = own(t, w, 'victims').shift()!; // the first victim leaves the queue
  const stack = stackRow(t, w, v);
  const set = stack.pop()!; // sets are never changed, so the set itself goes to limbo
  t.victim = v;
  t.limbo = set;
  t.owed = 0;
  t.phase = 'offer';
  if (ctx.recording) ctx.emit({ type: 'snatch', by: t.current, victim: v, set: copySet(set) });
}

/** GAME_OVER (§5): records the game's result, then deals the next game of the match or ends the match. */
function endGame(s: S, t: T, w: Cow | null, reason: LinkoEndReason, ctx: Ctx): void {
  const root = rootOf(s, w);
  const { seats, options } = root;
  const scores = gameScores(t);
  const handCards = t.hands.map((h) => countTotal(h));
  const won = gameWinners(scores, handCards, options.amigo2022);
  const game = root.gameIndex;
  const result = {
    startSeat: startSeatOf(options, seats, game),
    reason,
    scores,
    handCards,
    winners: won,
  };
  // On the immer path the match fields are written on the draft (once per game: a new list, which immer freezes with
  // the new result); in place on the fast path.
  if (w === null) s.results.push(result);
  else s.results = [...root.results, result] as S['results'];
  // A10: sets of victims not yet processed were never moved, so they stay on their stacks.
  t.victims = [];
  t.victim = null;
  t.limbo = null;
  t.owed = 0;
  if (ctx.recording) ctx.emit({ type: 'gameEnded', game, reason, scores: [...scores], winners: [...won] });
  if (root.results.length + (w === null ? 0 : 1) < options.games) {
    // A13: the next game starts one seat further clockwise; everything is dealt from scratch.
    const start = startSeatOf(options, seats, game + 1);
    const dealt = dealGame(seats, start, ctx.rng);
    s.gameIndex = game + 1;
    t.turn = 0;
    t.current = start;
    t.phase = 'play';
    t.hands = dealt.hands;
    t.known = dealt.known;
    t.stacks = dealt.stacks;
    t.deck = dealt.deck;
    t.display = dealt.display;
    t.discard = [];
    if (w !== null) w.dealt = true;
    if (ctx.recording) ctx.emit({ type: 'gameStarted', game: game + 1, startSeat: start });
    if (ctx.recording) ctx.emit({ type: 'turnStarted', seat: start });
    return;
  }
  t.phase = 'over';
  if (w !== null) w.dealt = true; // the new victims list is left to immer's deep freeze
  const totals = new Array<number>(seats).fill(0);
  for (const r of [...root.results, ...(w === null ? [] : [result])])
    r.scores.forEach((x, seat) => void (totals[seat]! += x));
  if (ctx.recording) ctx.emit({ type: 'matchEnded', totals, winners: gameWinners(totals, [], false) });
}

/** Whether counts hold no card. */
function isEmpty(counts: readonly number[]): boolean {
  for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) return false;
  return true;
}

function applyPlay(
  s: S,
  t: T,
  w: Cow | null,
  value: number | null,
  naturals: number,
  jokers: number,
  ctx: Ctx,
): void {
  const cur = t.current;
  const root = rootOf(s, w);
  const seats = root.seats;
  const hand = countsRow(t, w, 'hands', cur);
  // `known` is a lower bound of the hand: it shrinks only where it now exceeds the hand (a row that does not change
  // is not copied on the immer path).
  const known = t.known[cur]!;
  if (value !== null && naturals > 0) {
    hand[value]! -= naturals;
    const k = known[value]!;
    if (k > 0) countsRow(t, w, 'known', cur)[value] = Math.max(0, k - naturals);
  }
  if (jokers > 0) {
    hand[JOKER]! -= jokers;
    const k = known[JOKER]!;
    if (k > 0) countsRow(t, w, 'known', cur)[JOKER] = Math.max(0, k - jokers);
  }
  const set: LinkoSet = { value: value ?? JOKER_SET_VALUE, naturals, jokers }; // A1: jokers alone are worth 14
  if (w !== null) made(w, set);
  stackRow(t, w, cur).push(set); // §3 PLAY 1
  if (ctx.recording) ctx.emit({ type: 'setPlayed', seat: cur, set: copySet(set) });
  if (isEmpty(hand)) {
    endGame(s, t, w, 'handEmpty', ctx); // E1: no snatch takes place
    return;
  }
  // §3 PLAY 3, A5, A6: every other seat once, clockwise from the left; only non-empty stacks; only top sets. The
  // queue is empty before a play; it is filled only when someone is snatched from.
  const stacks = t.stacks;
  for (let i = 1; i < seats; i++) {
    const seat = (cur + i) % seats;
    const stack = stacks[seat]!;
    const top = stack[stack.length - 1];
    if (top !== undefined && snatches(set, top)) own(t, w, 'victims').push(seat); // §4.2
  }
  if (t.victims.length === 0 && root.options.amigo2022) {
    t.phase = 'bonus'; // §7 (a)
    return;
  }
  nextVictim(t, w, seats, ctx);
}

/** One card into `seat`'s hand; then E2. Returns `true` when the game (or match) ended. */
function applyDraw(s: S, t: T, w: Cow | null, seat: Seat, move: LinkoMove, ctx: Ctx): boolean {
  let card: Card;
  if (move.type === 'drawDisplay') {
    card = move.card;
    // A9: no refill between single draws; the first display card of that kind leaves, the others keep their order.
    const display = own(t, w, 'display');
    display.splice(display.indexOf(card), 1);
    countsRow(t, w, 'known', seat)[card]!++; // drawn in public
  } else {
    card = own(t, w, 'deck').pop()!;
  }
  countsRow(t, w, 'hands', seat)[card]!++;
  if (t.phase === 'draw') t.owed--;
  if (ctx.recording) {
    const from = move.type === 'drawDisplay' ? 'display' : 'deck';
    ctx.emit({ type: 'cardDrawn', seat, from, card, visibleTo: from === 'deck' ? seat : null, owed: t.owed });
  }
  if (t.deck.length === 0 && t.display.length === 0) {
    endGame(s, t, w, 'supplyExhausted', ctx); // E2, A10: at once, even mid-turn; owed cards are forfeited
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
  if (!ctx.recording) {
    applyTo(s, s.table, null, move, ctx); // the fast path: in place
    return;
  }
  const draft = isDraft(s);
  const root = (draft ? original(s) : s) as LinkoState;
  const w: Cow = { root, base: root.table, fresh: draft ? [] : null, dealt: false };
  const t = shallow(root.table);
  applyTo(s, t, w, move, ctx);
  const fresh = w.fresh;
  if (fresh !== null) {
    if (!w.dealt) fresh.push(t);
    for (let i = 0; i < fresh.length; i++) Object.freeze(fresh[i]);
  }
  s.table = t;
}

function applyTo(s: S, t: T, w: Cow | null, move: LinkoMove, ctx: Ctx): void {
  const seats = w === null ? s.seats : w.root.seats;
  switch (move.type) {
    case 'play':
      applyPlay(s, t, w, move.value, move.naturals, move.jokers, ctx);
      return;
    case 'take': {
      // §3 SNATCH_OFFER Take: the set goes to the turn owner's hand, in public; the victim owes as many cards.
      const set = t.limbo!;
      addSet(countsRow(t, w, 'hands', t.current), set);
      addSet(countsRow(t, w, 'known', t.current), set);
      t.owed = setSize(set);
      t.limbo = null;
      t.phase = 'draw';
      if (ctx.recording) ctx.emit({ type: 'taken', by: t.current, victim: t.victim!, set: copySet(set) });
      return;
    }
    case 'decline':
      t.phase = 'choice'; // §3 SNATCH_OFFER Decline
      if (ctx.recording)
        ctx.emit({ type: 'declined', by: t.current, victim: t.victim!, set: copySet(t.limbo!) });
      return;
    case 'takeBack': {
      // §3 VICTIM_CHOICE TakeBack: back into the victim's hand; no draw; REFILL (a no-op) and the next victim.
      const set = t.limbo!;
      const v = t.victim!;
      addSet(countsRow(t, w, 'hands', v), set);
      addSet(countsRow(t, w, 'known', v), set);
      t.limbo = null;
      if (ctx.recording) ctx.emit({ type: 'takenBack', seat: v, set: copySet(set) });
      refill(t, w, ctx);
      nextVictim(t, w, seats, ctx);
      return;
    }
    case 'discard': {
      // §3 VICTIM_CHOICE DiscardAndDraw
      const set = t.limbo!;
      const discard = own(t, w, 'discard');
      for (const c of setCards(set)) discard.push(c);
      t.owed = setSize(set);
      t.limbo = null;
      t.phase = 'draw';
      if (ctx.recording) ctx.emit({ type: 'discarded', seat: t.victim!, set: copySet(set) });
      return;
    }
    case 'drawDeck':
    case 'drawDisplay':
      if (t.phase === 'bonus') {
        // §7 (a): the turn owner's optional draw; refill follows; E2 applies.
        if (applyDraw(s, t, w, t.current, move, ctx)) return;
        refill(t, w, ctx);
        endTurn(t, seats, ctx);
        return;
      }
      // §3 VICTIM_DRAW, A8: one card per decision.
      if (applyDraw(s, t, w, t.victim!, move, ctx)) return;
      if (t.owed === 0) {
        refill(t, w, ctx); // A9: after each victim has finished drawing
        nextVictim(t, w, seats, ctx);
      }
      return;
    case 'pass':
      if (ctx.recording) ctx.emit({ type: 'passed', seat: t.current }); // §7 (a)
      endTurn(t, seats, ctx);
      return;
  }
}
