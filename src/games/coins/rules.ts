/**
 * The rules of Coins as mutations of a draft (spec sections 2–5). `apply` runs both on immer drafts (`applyMove`) and
 * on plain mutable copies (the simulator), so it only uses plain writes and array methods.
 * @module
 */
import { type Draft, isDraft, original } from 'immer';
import {
  err,
  type GameFields,
  isIntIn,
  ok,
  type Result,
  type Rng,
  type RuleContext,
  type Seat,
  type StateIssue,
} from '../../core/index.js';
import { CARDS, DECK_SIZE, idOfCard, trickPoints, trickRuleOf, trickWinnerIndex } from './cards.js';
import { type CoinsMove, PLAY_MOVES, type PlayMove } from './moves.js';
import {
  type CardPlayedEvent,
  type CoinsEvent,
  type CoinsOptions,
  type CoinsState,
  DEFAULT_TARGET,
} from './state.js';

/**
 * Fills in defaults and checks options: `target` a positive integer (R1), `firstDealer` a seat or `null` (R2).
 * @param input - the options given
 * @param _seats - the number of seats (always 3 here)
 * @category Coins
 */
export function normalizeOptions(
  input: Readonly<Record<string, unknown>>,
  _seats: number,
): Result<CoinsOptions, readonly StateIssue[]> {
  const issues: StateIssue[] = [];
  for (const key of Object.keys(input)) {
    if (key !== 'target' && key !== 'firstDealer') issues.push({ path: key, message: 'unknown option' });
  }
  const target = input.target === undefined ? DEFAULT_TARGET : input.target;
  if (!isIntIn(target, 1, Number.MAX_SAFE_INTEGER)) {
    issues.push({ path: 'target', message: 'the target score must be a positive integer (R1)' });
  }
  const firstDealer = input.firstDealer ?? null;
  if (firstDealer !== null && !isIntIn(firstDealer, 0, 2)) {
    issues.push({ path: 'firstDealer', message: 'the first dealer must be a seat 0..2 or null (R2)' });
  }
  if (issues.length > 0) return err(issues);
  return ok({ target: target as number, firstDealer: firstDealer as Seat | null });
}

const SCRATCH_DECK = new Uint8Array(DECK_SIZE);
const SCRATCH_OWNER = new Uint8Array(DECK_SIZE);
const TWO_POW_32 = 4294967296;
/** `2^32 mod b` for the bounds of the shuffle: the rejection thresholds of Lemire's method. */
const THRESHOLD: readonly number[] = Array.from({ length: DECK_SIZE + 1 }, (_, b) =>
  b === 0 ? 0 : TWO_POW_32 % b,
);

/**
 * The shuffle of R3: Fisher–Yates from the last position down, each index `j` in `[0, i]` drawn with Lemire's
 * unbiased multiply-and-reject method from the state's RNG (`nextUint32`). Then the k-th card of the shuffled deck
 * goes to seat `(dealer + 1 + k) mod 3`, pushed into the (empty) `hands` in ascending id order.
 */
function dealInto(hands: number[][], dealer: Seat, rng: Rng): void {
  const deck = SCRATCH_DECK;
  const owner = SCRATCH_OWNER;
  for (let i = 0; i < DECK_SIZE; i++) deck[i] = i;
  // Position i of the shuffled deck goes to seat (dealer + 1 + i) mod 3: counted down alongside i.
  let seat = (dealer + 1 + DECK_SIZE - 1) % 3;
  for (let i = DECK_SIZE - 1; i > 0; i--) {
    const bound = i + 1;
    let r = rng.nextUint32();
    while (Math.imul(r, bound) >>> 0 < THRESHOLD[bound]!) r = rng.nextUint32();
    const j = Math.floor((r * bound) / TWO_POW_32);
    const card = deck[j]!;
    deck[j] = deck[i]!;
    deck[i] = card;
    owner[card] = seat; // position i is final now
    seat = seat === 0 ? 2 : seat - 1;
  }
  owner[deck[0]!] = seat;
  for (let c = 0; c < DECK_SIZE; c++) hands[owner[c]!]!.push(c);
}

/**
 * Deals the first hand. When `firstDealer` is `null`, the dealer is the first draw of the RNG (`rng.int(3)`), before
 * the shuffle.
 * @param _seats - always 3
 * @param options - normalized options
 * @param rng - the match's random stream
 * @category Coins
 */
export function setup(_seats: number, options: CoinsOptions, rng: Rng): GameFields<CoinsState> {
  const dealer = options.firstDealer ?? rng.int(3); // R2, C10
  const hands: number[][] = [[], [], []];
  dealInto(hands, dealer, rng); // R3
  const leader = (dealer + 1) % 3; // R4
  return {
    hand: 1,
    dealer,
    leader,
    toPlay: leader,
    hands,
    played: [],
    scores: [0, 0, 0], // R5
    winner: null,
  };
}

/**
 * The seat to play, or `null` once a seat has reached the target.
 * @param state - the state
 * @category Coins
 */
export function toAct(state: CoinsState): Seat | null {
  return state.winner === null ? state.toPlay : null;
}

/**
 * Every card in the hand of the seat to play, as interned moves in ascending card order (4.1: any card is legal).
 * @param state - the state
 * @category Coins
 */
export function legalMoves(state: CoinsState): readonly CoinsMove[] {
  if (state.winner !== null) return [];
  const hand = state.hands[state.toPlay]!;
  const n = hand.length;
  const out: PlayMove[] = [];
  for (let i = 0; i < n; i++) out.push(PLAY_MOVES[hand[i]!]!);
  return out;
}

/**
 * {@link legalMoves} without allocating: the same moves, written into `out` (the simulator's reused buffer).
 * @param state - a state whose match is on
 * @param out - the buffer to fill from index 0
 * @returns how many moves were written
 * @category Coins
 */
export function legalMovesInto(state: CoinsState, out: CoinsMove[]): number {
  const hand = state.hands[state.toPlay]!;
  const n = hand.length;
  for (let i = 0; i < n; i++) out[i] = PLAY_MOVES[hand[i]!]!;
  return n;
}

/**
 * {@link legalMoves} as action integers (a play's action is its card id, as in the encoding), for the simulator.
 * @param state - a state whose match is on
 * @param out - the buffer to fill from index 0
 * @returns how many actions were written
 * @category Coins
 */
export function legalActionsInto(state: CoinsState, out: Int32Array): number {
  const hand = state.hands[state.toPlay]!;
  const n = hand.length;
  for (let i = 0; i < n; i++) out[i] = hand[i]!;
  return n;
}

const CARD_OF_ID = CARDS;

/** Interned `cardPlayed` events, by `seat * 48 + card id` (events are frozen data; none is allocated per move). */
const CARD_PLAYED: readonly CardPlayedEvent[] = [0, 1, 2].flatMap((seat) =>
  CARDS.map((card) => Object.freeze({ type: 'cardPlayed' as const, seat, card })),
);

/** The state as `apply` writes it (an immer draft or a private copy). */
type MutableState = { -readonly [K in keyof CoinsState]: CoinsState[K] } & {
  hands: number[][];
  played: number[];
  scores: number[];
};

/** A plain copy of an array (an index loop: `slice` of a frozen array takes a slow path in V8). */
function copyOf<T>(a: readonly T[]): T[] {
  const n = a.length;
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(a[i]!);
  return out;
}

/**
 * Plays a card and runs every automatic step after it (section 3): the trick's resolution, the end check, the next
 * trick or the next hand.
 *
 * Two ways of writing the same state. On the simulator's private copy every container is changed in place. On an
 * immer draft (`applyMove`) the rules read the state before the move (immer's `original`: plain frozen data, no
 * proxies) and give each container that changes one new, frozen array, assigned to the draft once: reading or
 * writing a nested array through a draft costs a proxy and a trap per element, and immer deep-freezes every new
 * container it was not handed frozen.
 * @param draft - the state to change (an immer draft or a private mutable copy)
 * @param move - a legal move
 * @param ctx - the RNG and the event sink
 * @category Coins
 */
export function apply(draft: CoinsState, move: CoinsMove, ctx: RuleContext<CoinsEvent>): void {
  const s = draft as MutableState;
  const onDraft = ctx.recording && isDraft(draft);
  const before: CoinsState = onDraft ? (original(draft as Draft<CoinsState>) as CoinsState) : draft;
  const seat = before.toPlay;
  const hand = before.hands[seat]!;
  const id = idOfCard(move.card);
  // 4.1: the card leaves the hand, face up to the trick.
  const last = hand.length - 1;
  let played: readonly number[];
  if (onDraft) {
    const next: number[] = new Array(last);
    for (let i = 0, j = 0; i <= last; i++) {
      const c = hand[i]!;
      if (c !== id) next[j++] = c;
    }
    const hands = copyOf(before.hands);
    hands[seat] = Object.freeze(next);
    s.hands = Object.freeze(hands) as number[][];
    const pile = copyOf(before.played);
    pile.push(id);
    played = s.played = Object.freeze(pile) as number[];
  } else {
    // The simulator (a private plain copy): shifted in place, no allocation (splice would allocate).
    const own = hand as number[];
    let i = 0;
    while (own[i] !== id) i++;
    for (; i < last; i++) own[i] = own[i + 1]!;
    own.pop();
    const pile = s.played;
    pile.push(id);
    played = pile;
  }
  if (ctx.recording) ctx.emit(CARD_PLAYED[seat * DECK_SIZE + id]!);
  const n = played.length;
  if (n % 3 !== 0) {
    s.toPlay = seat === 2 ? 0 : seat + 1; // section 3: the next seat clockwise
    return;
  }
  // Section 3, RESOLVE_TRICK.
  const a = played[n - 3]!;
  const b = played[n - 2]!;
  const c = played[n - 1]!;
  const index = trickWinnerIndex(a, b, c); // 4.2
  const leader = before.leader;
  const winner = leader + index < 3 ? leader + index : leader + index - 3;
  const points = trickPoints(a, b, c); // step 2: every Coins card counts, whoever played it (C-17)
  const score = before.scores[winner]! + points;
  const scores = onDraft ? copyOf(before.scores) : s.scores;
  scores[winner] = score;
  if (onDraft) s.scores = Object.freeze(scores) as number[];
  if (ctx.recording)
    ctx.emit({
      type: 'trickWon',
      seat: winner,
      cards: [CARD_OF_ID[a]!, CARD_OF_ID[b]!, CARD_OF_ID[c]!],
      leader,
      card: CARD_OF_ID[played[n - 3 + index]!]!,
      points,
      rule: trickRuleOf(a, b, c),
    });
  s.leader = winner; // step 6: the winner leads the next trick
  s.toPlay = winner;
  if (score >= before.options.target) {
    // Step 4, C5: the match ends the moment the winner reaches the target.
    s.winner = winner;
    if (ctx.recording)
      ctx.emit({
        type: 'matchWon',
        seat: winner,
        scores: scores.slice(),
      });
    return;
  }
  if (n === DECK_SIZE) {
    // Step 5, C7: a new hand, dealt by the seat to the right of the last trick's winner; the winner leads.
    const dealer = winner === 0 ? 2 : winner - 1;
    s.hand = before.hand + 1;
    s.dealer = dealer;
    if (onDraft) {
      s.played = [];
      const fresh: number[][] = [[], [], []];
      dealInto(fresh, dealer, ctx.rng); // R3
      s.hands = fresh;
    } else {
      // The simulator's private state: the played pile and the (now empty) hands are reused in place.
      s.played = []; // (a new array is cheaper than emptying one: `length = 0` is a runtime call)
      dealInto(s.hands, dealer, ctx.rng);
    }
    if (ctx.recording) ctx.emit({ type: 'handDealt', hand: before.hand + 1, dealer, leader: winner });
  }
}
