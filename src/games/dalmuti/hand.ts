/**
 * The hand cycle outside the rounds of play: the seat draw (R1), the deal (R3), the revolution check (R4), taxation
 * (R5), the merchant swap (V4, D-A13) and the end of a hand (§5, R2).
 * @module
 */
import type { Draft } from 'immer';
import type { Rng, Seat } from '../../core/index.js';
import { cardsFromCounts, deckCounts, JESTER, RANK_SLOTS } from './cards.js';
import type { DalmutiEvent } from './events.js';
import type { GiftMove, RevolutionMove, SwapCardMove, SwapMove } from './moves.js';
import { handPoints, matchWinners } from './score.js';
import type { DalmutiState } from './state.js';

/** A mutable state: an immer draft or the simulator's private copy. */
export type Mut = Draft<DalmutiState>;
/** Where events go; `null` when nobody reads them (the simulator's fast path), so no event object is built. */
export type Emit = ((event: DalmutiEvent) => void) | null;

/**
 * The seats that are still tied in a seat draw (R1, D-A10): with `replace`, seats whose latest card equals another
 * seat's latest card; otherwise seats whose whole sequence of draws equals another seat's.
 * @param draws - per seat, the cards drawn (Jester = 13)
 * @param replace - `redrawReplacesValue`
 * @returns the tied seats, ascending
 * @category Setup
 */
export function tiedSeats(draws: readonly (readonly number[])[], replace: boolean): Seat[] {
  const key = (d: readonly number[]) => (replace ? String(d[d.length - 1]) : d.join(','));
  const seen = new Map<string, number>();
  for (const d of draws) seen.set(key(d), (seen.get(key(d)) ?? 0) + 1);
  const out: Seat[] = [];
  draws.forEach((d, seat) => {
    if (seen.get(key(d))! > 1) out.push(seat);
  });
  return out;
}

/**
 * The rank order a finished seat draw gives (R1, D-A10, D-A11): best (lowest) card first, a Jester counting as 13.
 * By default a redraw only orders the tied players among themselves (their draws compare as sequences); with
 * `replace` the latest card replaces the earlier one (reproducing the rulebook's example literally).
 * @param draws - per seat, the cards drawn; no ties may remain
 * @param replace - `redrawReplacesValue`
 * @returns the seats, best first
 * @example
 * ```ts
 * // KR-DAL example: 철수 12 then 5, 영희 1, 민호 2, 은수 6, 희진 12 then Jester
 * seatDrawOrder([[12, 5], [1], [2], [6], [12, 13]], false); // [1, 2, 3, 0, 4]
 * seatDrawOrder([[12, 5], [1], [2], [6], [12, 13]], true);  // [1, 2, 0, 3, 4]
 * ```
 * @category Setup
 */
export function seatDrawOrder(draws: readonly (readonly number[])[], replace: boolean): Seat[] {
  const seats = draws.map((_, i) => i);
  const cmp = (a: Seat, b: Seat): number => {
    const da = draws[a]!;
    const db = draws[b]!;
    if (replace) return da[da.length - 1]! - db[db.length - 1]! || a - b;
    for (let i = 0; i < Math.min(da.length, db.length); i++) if (da[i] !== db[i]) return da[i]! - db[i]!;
    return da.length - db.length || a - b;
  };
  return seats.sort(cmp);
}

/** The outcome of a seat draw. @category Setup */
export interface SeatDraw {
  /** Per seat, the cards drawn in turn (13 = Jester). */
  draws: number[][];
  /** The resulting rank order, best first. */
  order: Seat[];
}

/**
 * Runs the rulebook's seat draw (R1): each seat draws a card from the shuffled deck, tied seats redraw until no
 * ties remain (D-A10).
 * @param seats - the number of players
 * @param deck - the deck, counts by rank
 * @param rng - the random stream
 * @param replace - `redrawReplacesValue`
 * @returns the draws per seat and the resulting rank order
 * @category Setup
 */
export function runSeatDraw(seats: number, deck: readonly number[], rng: Rng, replace: boolean): SeatDraw {
  let pile = rng.shuffle(cardsFromCounts(deck));
  const take = (): number => {
    if (pile.length === 0) pile = rng.shuffle(cardsFromCounts(deck));
    return pile.pop()!;
  };
  const draws: number[][] = [];
  for (let s = 0; s < seats; s++) draws.push([take()]);
  for (let tied = tiedSeats(draws, replace); tied.length > 0; tied = tiedSeats(draws, replace)) {
    for (const s of tied) draws[s]!.push(take());
  }
  return { draws, order: seatDrawOrder(draws, replace) };
}

/**
 * The `n` best cards of a hand: lowest ranks first, a Jester counting as the worst (R5, D-A5).
 * @param hand - counts by rank
 * @param n - how many cards are owed (2 for the Greater Peon, 1 for the Lesser)
 * @returns the ranks, ascending (all the cards when the hand holds fewer than `n`)
 * @example
 * ```ts
 * tributeOf(countsFromCards([13, 2, 4, 6]), 2); // [2, 4]
 * ```
 * @category Setup
 */
export function tributeOf(hand: readonly number[], n: number): number[] {
  const out: number[] = [];
  for (let r = 1; r < RANK_SLOTS && out.length < n; r++)
    for (let i = 0; i < hand[r]! && out.length < n; i++) out.push(r);
  return out;
}

/** A plain copy of a small array (an index loop: no iterator, and no slow path for a frozen array). */
function copyOf(a: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.length; i++) out.push(a[i]!);
  return out;
}

function transfer(s: Mut, from: Seat, to: Seat, ranks: readonly number[]): void {
  const a = s.hands[from]!;
  const b = s.hands[to]!;
  for (let i = 0; i < ranks.length; i++) {
    const r = ranks[i]!;
    a[r]!--;
    b[r]!++;
  }
  s.sizes[from]! -= ranks.length;
  s.sizes[to]! += ranks.length;
}

function pay(
  s: Mut,
  emit: Emit,
  kind: 'tribute' | 'gift',
  from: Seat,
  to: Seat,
  ranks: readonly number[],
): void {
  transfer(s, from, to, ranks);
  emit?.({ type: 'taxPaid', kind, from, to, count: ranks.length, cards: [...ranks], visibleTo: [from, to] });
}

/** The full deck's cards in rank order (without V5 the deck does not depend on the seats). */
const FULL_DECK: Uint8Array = Uint8Array.from(cardsFromCounts(deckCounts(4, false)));

/** The pile being shuffled and dealt: a reused scratch array, as long as the largest deck. */
const PILE = new Uint8Array(FULL_DECK.length);

/**
 * `LIMIT[b]`: `Rng.int(b)` rejects the words at or above it (2^32 − 2^32 mod b), precomputed for every bound of a
 * deck shuffle.
 */
const LIMIT: Float64Array = (() => {
  const out = new Float64Array(FULL_DECK.length + 1);
  for (let b = 1; b <= FULL_DECK.length; b++) out[b] = Math.floor(4294967296 / b) * b;
  return out;
})();

/**
 * Puts the deck into {@link PILE} and shuffles it exactly as `rng.shuffle` would shuffle the deck's cards in rank
 * order (Fisher–Yates from the end, `rng.int(i + 1)` at each step: the same draws, the same permutation), without
 * allocating.
 * @returns the number of cards
 */
function shufflePile(seats: number, shortDeck: boolean, rng: Rng): number {
  const pile = PILE;
  let total: number;
  if (shortDeck) {
    const counts = deckCounts(seats, true);
    total = 0;
    for (let r = 1; r < RANK_SLOTS; r++) for (let i = 0; i < counts[r]!; i++) pile[total++] = r;
  } else {
    pile.set(FULL_DECK);
    total = FULL_DECK.length;
  }
  for (let i = total - 1; i > 0; i--) {
    // rng.int(i + 1), inlined: unbiased by rejection against the same limit, one word per try.
    const bound = i + 1;
    const limit = LIMIT[bound]!;
    let r = rng.nextUint32();
    while (r >= limit) r = rng.nextUint32();
    const j = r - Math.floor(r / bound) * bound; // r mod bound, exact (see Rng.int), without a float remainder
    const tmp = pile[i]!;
    pile[i] = pile[j]!;
    pile[j] = tmp;
  }
  return total;
}

/**
 * Deals a new hand to the rank order in `s.order` (R3) and runs the checks that follow the deal.
 * @param s - the state (mutated)
 * @param rng - the random stream
 * @param emit - event sink
 * @internal
 */
export function startHand(s: Mut, rng: Rng, emit: Emit): void {
  const n = s.seats;
  const total = shufflePile(n, s.options.shortDeck, rng);
  const pile = PILE;
  // Read the rank order once (on an immer draft every element read is a proxy trap).
  // (Arrays built by push are packed: the engine reads them without hole checks.)
  const order: Seat[] = [];
  const src = s.order;
  for (let i = 0; i < n; i++) order.push(src[i]!);
  const hands: number[][] = [];
  const sizes: number[] = [];
  for (let i = 0; i < n; i++) {
    hands.push([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]); // RANK_SLOTS zeros
    sizes.push(0);
  }
  // R3: one card at a time from the top of the pile (the end of the array), clockwise, starting with the GD.
  for (let p = 0, k = total - 1; k >= 0; k--) {
    const seat = order[p]!;
    hands[seat]![pile[k]!]!++;
    sizes[seat]!++;
    if (++p === n) p = 0;
  }
  s.hands = hands;
  s.sizes = sizes;
  s.played = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  s.revolution = null;
  s.tax = null;
  s.swap = null;
  s.top = null;
  s.passes = 0;
  s.passed = 0;
  s.roundLog = [];
  s.finished = [];
  s.handMoves = 0;
  emit?.({ type: 'handDealt', hand: s.hand, order: [...order], sizes: [...sizes] });
  afterDeal(s, emit, hands);
}

/**
 * What follows a deal: the revolution decision if a seat was dealt both Jesters (R4, D-A6; with V3 in the first hand
 * only the Greater Peon's matters), then taxation (R5) or, without it, play.
 * @param s - the state (mutated)
 * @param emit - event sink
 * @param hands - the hands as dealt (defaults to `s.hands`; a plain copy avoids reads through a draft)
 * @internal
 */
export function afterDeal(s: Mut, emit: Emit, hands: readonly (readonly number[])[] = s.hands): void {
  const n = s.seats;
  let holder = -1;
  for (let seat = 0; seat < n; seat++) if (hands[seat]![JESTER] === 2) holder = seat;
  const v3 = s.options.firstDealRevolution && s.hand === 1;
  if (holder >= 0 && (!v3 || holder === s.order[n - 1])) {
    s.phase = 'revolution';
    s.actor = holder;
    return;
  }
  if (v3) beginPlay(s);
  else beginTax(s, emit);
}

/** R4: a revolution decision. Declaring skips taxation; a Greater Peon's declaration reverses the rank order (D-A7). @internal */
export function applyRevolution(s: Mut, move: RevolutionMove, emit: Emit): void {
  const seat = s.actor!;
  const n = s.seats;
  const greater = move.declare && seat === s.order[n - 1];
  if (greater) s.order = [...s.order].reverse();
  s.revolution = { seat, declared: move.declare, greater };
  emit?.({ type: 'revolution', seat, declared: move.declare, greater, order: [...s.order] });
  if (move.declare || (s.options.firstDealRevolution && s.hand === 1)) beginPlay(s);
  else beginTax(s, emit);
}

function beginTax(s: Mut, emit: Emit): void {
  const n = s.seats;
  const order = s.order;
  const gd = order[0]!;
  const ld = order[1]!;
  const lp = order[n - 2]!;
  const gp = order[n - 1]!;
  s.tax = { gdGift: null, gpTribute: null, ldGift: null, lpTribute: null };
  s.phase = 'tax';
  s.actor = gd;
  if (s.options.taxation === 'peonFirst') {
    // D-A4 'peonFirst': the tributes move first; the Dalmutis then choose from their enlarged hands.
    const gpTribute = tributeOf(s.hands[gp]!, 2);
    const lpTribute = tributeOf(s.hands[lp]!, 1);
    s.tax.gpTribute = gpTribute;
    s.tax.lpTribute = lpTribute;
    pay(s, emit, 'tribute', gp, gd, gpTribute);
    pay(s, emit, 'tribute', lp, ld, lpTribute);
  }
}

/** R5: a Dalmuti's gift. In `'sealed'` taxation every transfer happens once the Lesser Dalmuti has chosen (D-A4). @internal */
export function applyGift(s: Mut, move: GiftMove, emit: Emit): void {
  const n = s.seats;
  const order = s.order;
  const gd = order[0]!;
  const ld = order[1]!;
  const lp = order[n - 2]!;
  const gp = order[n - 1]!;
  const tax = s.tax!;
  const sealed = s.options.taxation === 'sealed';
  if (s.actor === gd && tax.gdGift === null) {
    tax.gdGift = copyOf(move.ranks);
    if (!sealed) pay(s, emit, 'gift', gd, gp, move.ranks);
    s.actor = ld;
    return;
  }
  tax.ldGift = copyOf(move.ranks);
  if (sealed) {
    const gpTribute = tributeOf(s.hands[gp]!, 2);
    const lpTribute = tributeOf(s.hands[lp]!, 1);
    tax.gpTribute = gpTribute;
    tax.lpTribute = lpTribute;
    pay(s, emit, 'tribute', gp, gd, gpTribute);
    pay(s, emit, 'gift', gd, gp, tax.gdGift!);
    pay(s, emit, 'tribute', lp, ld, lpTribute);
  }
  pay(s, emit, 'gift', ld, lp, move.ranks);
  afterTax(s);
}

function afterTax(s: Mut): void {
  // V4, D-A13: only with at least two Merchants, after taxation, never after a revolution.
  if (s.options.merchantSwap && s.seats >= 6) {
    const from = s.order[2]!;
    s.swap = { from, to: null, decided: false, fromCard: null, toCard: null };
    s.phase = 'swap';
    s.actor = from;
    return;
  }
  beginPlay(s);
}

function cardAt(hand: readonly number[], index: number): number {
  let i = index;
  for (let r = 1; r < RANK_SLOTS; r++) {
    if (i < hand[r]!) return r;
    i -= hand[r]!;
  }
  return JESTER;
}

function exchange(s: Mut, emit: Emit): void {
  const swap = s.swap!;
  const to = swap.to!;
  transfer(s, swap.from, to, [swap.fromCard!]);
  transfer(s, to, swap.from, [swap.toCard!]);
  emit?.({
    type: 'cardsSwapped',
    from: swap.from,
    to,
    fromCard: swap.fromCard,
    toCard: swap.toCard,
    visibleTo: [swap.from, to],
  });
  beginPlay(s);
}

/** V4: the top Merchant picks a Merchant to swap with, or skips (D-A13). @internal */
export function applySwap(s: Mut, move: SwapMove, rng: Rng, emit: Emit): void {
  const swap = s.swap!;
  swap.decided = true;
  swap.to = move.target;
  emit?.({ type: 'swapChosen', from: swap.from, to: move.target });
  if (move.target === null) {
    beginPlay(s);
    return;
  }
  if (s.options.merchantSwapMode === 'randomCard') {
    const a = s.hands[swap.from]!;
    const b = s.hands[move.target]!;
    swap.fromCard = cardAt(a, rng.int(s.sizes[swap.from]!));
    swap.toCard = cardAt(b, rng.int(s.sizes[move.target]!));
    exchange(s, emit);
  }
}

/** V4 blind choice: each Merchant commits a card; the cards change hands together (D-A13). @internal */
export function applySwapCard(s: Mut, move: SwapCardMove, emit: Emit): void {
  const swap = s.swap!;
  if (swap.fromCard === null) {
    swap.fromCard = move.rank;
    s.actor = swap.to;
    return;
  }
  swap.toCard = move.rank;
  exchange(s, emit);
}

/** R7: the Greater Dalmuti leads the first round. @internal */
export function beginPlay(s: Mut): void {
  s.phase = 'play';
  s.actor = s.order[0]!;
  s.top = null;
  s.passes = 0;
  s.passed = 0;
}

/**
 * §5 and R2: the hand is over (the finishing order is complete). Scores it (V1, V2), then deals the next hand to the
 * new rank order, or ends the match.
 * @param s - the state (mutated)
 * @param rng - the random stream
 * @param emit - event sink
 * @internal
 */
export function endHand(s: Mut, rng: Rng, emit: Emit): void {
  const points = handPoints(s.options, s.order, s.finished);
  for (let seat = 0; seat < s.seats; seat++) s.scores[seat] = s.scores[seat]! + points[seat]!;
  s.handPoints = points;
  s.lastFinish = copyOf(s.finished);
  emit?.({
    type: 'handOver',
    hand: s.hand,
    finishingOrder: [...s.finished],
    points: [...points],
    scores: [...s.scores],
  });
  if (s.hand >= s.options.hands) {
    s.phase = 'over';
    s.actor = null;
    emit?.({ type: 'matchOver', scores: [...s.scores], winners: matchWinners(s) });
    return;
  }
  s.hand++;
  s.order = [...s.finished];
  startHand(s, rng, emit);
}
