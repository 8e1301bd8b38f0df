/**
 * Hidden information: {@link shuffleHidden} permutes the cards a seat cannot see; {@link sampleState} builds a full
 * state consistent with a view (determinization for search bots).
 *
 * What a seat knows about other hands, and what stays put: the revolution declarer's Jesters (R4: shown to everyone);
 * for the two seats of a tax or swap exchange, the cards they handed over, while still possibly held by the receiver;
 * cards committed but not yet handed over (a sealed tax gift, a swap card) stay with their owner so the state remains
 * consistent. Everything else in other hands is exchangeable.
 * @module
 */
import { cardsOf, type HiddenInformation, type Rng, type Seat, shuffle, total } from '../../core/index.js';
import { deckCounts, JESTER, RANK_SLOTS } from './cards.js';
import { type DalmutiState, encodeRoundEntry, type SwapRecord, type TaxRecord, VERSION } from './state.js';
import type { DalmutiView } from './view.js';

function keep(fixed: number[][], seat: Seat, hand: readonly number[], ranks: readonly number[] | null): void {
  if (ranks === null) return;
  const f = fixed[seat]!;
  for (const r of ranks) if (f[r]! < hand[r]!) f[r]!++;
}

/** Per seat, the cards of its hand that `viewer` knows are there (see the module notes). */
function knownCards(state: DalmutiState, viewer: Seat | null): number[][] {
  const n = state.seats;
  const fixed = Array.from({ length: n }, () => new Array<number>(RANK_SLOTS).fill(0));
  const hands = state.hands;
  if (state.phase === 'join') return fixed;
  const rev = state.revolution;
  if (rev !== null || state.phase === 'revolution') {
    const holder = rev?.seat ?? state.actor!;
    fixed[holder]![JESTER] = hands[holder]![JESTER]!;
  }
  const tax: TaxRecord | null = state.tax;
  if (tax !== null) {
    const m = state.order.length;
    const [gd, ld, lp, gp] = [state.order[0]!, state.order[1]!, state.order[m - 2]!, state.order[m - 1]!];
    const sealed = state.options.taxation === 'sealed';
    const gdGiven = sealed ? tax.ldGift !== null : tax.gdGift !== null;
    if (!gdGiven) keep(fixed, gd, hands[gd]!, tax.gdGift);
    else if (viewer === gd) keep(fixed, gp, hands[gp]!, tax.gdGift);
    if (viewer === gp) keep(fixed, gd, hands[gd]!, tax.gpTribute);
    if (viewer === ld) keep(fixed, lp, hands[lp]!, tax.ldGift);
    if (viewer === lp) keep(fixed, ld, hands[ld]!, tax.lpTribute);
  }
  const swap: SwapRecord | null = state.swap;
  if (swap !== null && swap.fromCard !== null) {
    if (swap.toCard === null) keep(fixed, swap.from, hands[swap.from]!, [swap.fromCard]);
    else if (swap.to !== null) {
      if (viewer === swap.from) keep(fixed, swap.to, hands[swap.to]!, [swap.fromCard]);
      if (viewer === swap.to) keep(fixed, swap.from, hands[swap.from]!, [swap.toCard]);
    }
  }
  return fixed;
}

/**
 * A state that differs from `state` only in what `seat` cannot see: the unknown cards of the other hands are
 * shuffled among those hands (sizes kept), and the RNG state is fresh.
 * @param state - a state
 * @param seat - the viewer (`null`: a spectator, who sees no hand)
 * @param rng - where the shuffle comes from
 * @returns a new state
 */
export function shuffleHidden(state: DalmutiState, seat: Seat | null, rng: Rng): DalmutiState {
  const fixed = knownCards(state, seat);
  const pool: number[] = [];
  const free: number[] = [];
  const hands = state.hands.map((h) => [...h]);
  for (let o = 0; o < state.seats; o++) {
    if (o === seat) continue;
    const h = hands[o]!;
    let size = 0;
    for (let r = 1; r < RANK_SLOTS; r++) {
      const extra = h[r]! - fixed[o]![r]!;
      for (let i = 0; i < extra; i++) pool.push(r);
      size += extra;
      h[r] = fixed[o]![r]!;
    }
    free[o] = size;
  }
  shuffle(rng, pool);
  for (let o = 0; o < state.seats; o++) {
    if (o === seat) continue;
    for (let i = 0; i < free[o]!; i++) hands[o]![pool.pop()!]!++;
  }
  return { ...state, hands, rng: rng.fork().state() };
}

function randomCards(hand: readonly number[], count: number, rng: Rng): number[] | null {
  const cards = cardsOf(hand);
  if (cards.length < count) return null;
  shuffle(rng, cards);
  return cards.slice(0, count).sort((a, b) => a - b);
}

/**
 * A full state consistent with what `seat` sees: its view of the result equals `view`. The other hands are dealt at
 * random from the cards `seat` cannot locate; choices hidden from `seat` (a sealed gift, a swap card) are drawn at random
 * from the owner's sampled hand.
 * @param view - what `seat` sees
 * @param seat - the viewer
 * @param rng - where the sample comes from
 * @returns a state
 */
export function sampleState(view: DalmutiView, seat: Seat, rng: Rng): DalmutiState {
  const n = view.seats;
  const deck =
    view.phase === 'join' ? new Array<number>(RANK_SLOTS).fill(0) : deckCounts(n, view.options.shortDeck);
  const mine = view.myCards ?? new Array<number>(RANK_SLOTS).fill(0);
  const pool: number[] = [];
  const hands = Array.from({ length: n }, () => new Array<number>(RANK_SLOTS).fill(0));
  hands[seat] = [...mine];
  const avail = deck.map((c, r) => c - view.played[r]! - mine[r]!);
  if (view.phase === 'revolution' && view.actor !== null && view.actor !== seat) {
    hands[view.actor]![JESTER] = 2;
    avail[JESTER]! -= 2;
  }
  for (let r = 1; r < RANK_SLOTS; r++) for (let i = 0; i < avail[r]!; i++) pool.push(r);
  shuffle(rng, pool);
  for (let o = 0; o < n; o++) {
    if (o === seat) continue;
    const need = view.handSizes[o]! - total(hands[o]!);
    for (let i = 0; i < need; i++) hands[o]![pool.pop()!]!++;
  }
  const m = view.seating.length;
  const [gd, ld, lp, gp] = [view.seating[0]!, view.seating[1]!, view.seating[m - 2]!, view.seating[m - 1]!];
  let tax: TaxRecord | null = null;
  if (view.tax !== null) {
    const t = view.tax;
    const sealed = view.options.taxation === 'sealed';
    const pick = (
      shown: readonly number[] | null,
      exists: boolean,
      owner: Seat,
      count: number,
    ): number[] | null => {
      if (shown !== null) return [...shown];
      if (!exists) return null;
      return randomCards(hands[owner]!, count, rng) ?? new Array<number>(count).fill(1);
    };
    const gdGiven = sealed ? t.ldChosen : t.gdChosen;
    const tributesPaid = sealed ? t.ldChosen : true;
    tax = {
      gdGift: pick(t.gdGift, t.gdChosen, gdGiven ? gp : gd, 2),
      gpTribute: pick(t.gpTribute, tributesPaid, gd, 2),
      ldGift: pick(t.ldGift, t.ldChosen, lp, 1),
      lpTribute: pick(t.lpTribute, tributesPaid, ld, 1),
    };
  }
  let swap: SwapRecord | null = null;
  if (view.swap !== null) {
    const v = view.swap;
    const done = view.phase !== 'swap' && v.to !== null;
    const one = (owner: Seat): number => randomCards(hands[owner]!, 1, rng)?.[0] ?? 1;
    const fromCard = v.fromCard ?? (v.fromChosen ? one(done ? v.to! : v.from) : null);
    const toCard = v.toCard ?? (done ? one(v.from) : null);
    swap = { from: v.from, to: v.to, decided: v.decided, fromCard, toCard };
  }
  let passed = 0;
  for (const e of view.round) if (e.rank === 0) passed |= 1 << e.seat;
  return {
    game: 'dalmuti',
    version: VERSION,
    seats: n,
    options: view.options,
    hand: view.hand,
    phase: view.phase,
    actor: view.actor,
    order: [...view.seating],
    hands,
    sizes: [...view.handSizes],
    played: [...view.played],
    seatDraw: view.seatDraw === null ? null : view.seatDraw.map((d) => [...d]),
    revolution: view.revolution === null ? null : { ...view.revolution },
    tax,
    swap,
    top: view.top === null ? null : { ...view.top },
    passes: view.passes,
    passed,
    roundLog: view.round.map((e) => encodeRoundEntry(e.seat, e.rank, e.naturals, e.jesters)),
    finished: [...view.finished],
    lastFinish: [...view.lastFinish],
    handPoints: [...view.handPoints],
    scores: [...view.scores],
    handMoves: view.handMoves,
    rng: rng.fork().state(),
  };
}

/**
 * Where Dalmuti hides cards: `shuffleHidden(state, seat, rng)` permutes the cards a seat cannot locate (keeping the
 * declarer's Jesters, committed gifts and swap cards, and the cards a seat handed over in its own exchange);
 * `sampleState(view, seat, rng)` deals a full state consistent with a view, for search bots.
 * @example
 * ```ts
 * const guess = hidden.sampleState!(dalmuti.view(state, 2), 2, Rng.fromSeed(1)); // seat 2's view of it is unchanged
 * ```
 * @category Dalmuti
 */
export const hidden: HiddenInformation<DalmutiState, DalmutiView> = { shuffleHidden, sampleState };
