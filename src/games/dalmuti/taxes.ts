/**
 * What happens between the deal and the first lead: the revolution that cancels taxation (R4), the taxes themselves
 * (R5: tributes up, gifts down; sealed or Peon-first, D-A4) and the merchant swap that may follow them (R6, V4,
 * D-A13). Each `apply*` here returns whether its stage is over, and `rules.ts` moves on to the next.
 *
 * Rules change the state in place: an immer draft on `applyMove`, the simulator's private copy on the fast path.
 * @module
 */
import type { Rng, Seat } from '../../core/index.js';
import { cardAt, RANK_SLOTS, taxSeats } from './cards.js';
import type { GiftMove, RevolutionMove, SwapCardMove, SwapMove } from './moves.js';
import type { Context, State } from './rules.js';

/**
 * The `n` best cards of a hand: lowest ranks first, a Jester counting as the worst (R5, D-A5).
 * @param hand - counts by rank
 * @param n - how many cards are owed (2 for the Greater Peon, 1 for the Lesser)
 * @returns the ranks, ascending (all the cards when the hand holds fewer than `n`)
 */
export function tributeOf(hand: readonly number[], n: number): number[] {
  const out: number[] = [];
  for (let r = 1; r < RANK_SLOTS && out.length < n; r++)
    for (let i = 0; i < hand[r]! && out.length < n; i++) out.push(r);
  return out;
}

/** Moves cards from one hand to another. */
function transfer(state: State, from: Seat, to: Seat, ranks: readonly number[]): void {
  const hands = state.hands;
  const giver = hands[from]!;
  const taker = hands[to]!;
  for (let i = 0; i < ranks.length; i++) {
    const r = ranks[i]!;
    giver[r]!--;
    taker[r]!++;
  }
  const sizes = state.sizes;
  sizes[from]! -= ranks.length;
  sizes[to]! += ranks.length;
}

/** A tax transfer and its event, whose cards only the two seats may see. */
function pay(
  state: State,
  ctx: Context,
  kind: 'tribute' | 'gift',
  from: Seat,
  to: Seat,
  ranks: readonly number[],
): void {
  transfer(state, from, to, ranks);
  if (ctx.recording)
    ctx.emit({
      type: 'taxPaid',
      kind,
      from,
      to,
      count: ranks.length,
      cards: [...ranks],
      secret: { seats: [from, to], fields: ['cards'] },
    });
}

/** A Peon pays its tribute to its Dalmuti: its `n` best cards (R5, D-A5), returned. */
function payTribute(state: State, ctx: Context, from: Seat, to: Seat, n: number): number[] {
  const ranks = tributeOf(state.hands[from]!, n);
  pay(state, ctx, 'tribute', from, to, ranks);
  return ranks;
}

/**
 * R4 (D-A6, D-A7, D-A16): the decision of the seat dealt both Jesters. Declaring cancels taxation; the Greater Peon's
 * declaration reverses the rank order (a Greater Revolution), so the seating and the play order reverse too.
 * @returns whether taxation follows (a decline, except in the first hand under V3)
 */
export function applyRevolution(state: State, move: RevolutionMove, ctx: Context): boolean {
  const seat = state.actor!;
  const greater = move.declare && seat === state.order[state.seats - 1];
  if (greater) state.order = [...state.order].reverse();
  state.revolution = { seat, declared: move.declare, greater };
  if (ctx.recording)
    ctx.emit({ type: 'revolution', seat, declared: move.declare, greater, order: [...state.order] });
  return !move.declare && !(state.options.firstDealRevolution && state.hand === 1);
}

/**
 * R5: taxation begins, the Greater Dalmuti to choose a gift. With `'peonFirst'` (D-A4) the tributes move at once,
 * so the Dalmutis choose from their enlarged hands (the gifts still move together at the end, see {@link applyGift}).
 */
export function beginTax(state: State, ctx: Context): void {
  const { gd, ld, lp, gp } = taxSeats(state.order);
  state.phase = 'tax';
  state.actor = gd;
  const peonFirst = state.options.taxation === 'peonFirst';
  const gpTribute = peonFirst ? payTribute(state, ctx, gp, gd, 2) : null;
  const lpTribute = peonFirst ? payTribute(state, ctx, lp, ld, 1) : null;
  state.tax = { gdGift: null, gpTribute, ldGift: null, lpTribute };
}

/**
 * R5: a Dalmuti's gift. The gifts are chosen in turn, the Greater Dalmuti's first, and move together once the Lesser
 * Dalmuti has chosen: the rules apply all transfers together at the end (§3). In `'sealed'` taxation (D-A4) the
 * tributes move then too, computed from the Peons' dealt hands; with `'peonFirst'` they moved at the start of the
 * taxes, so each Dalmuti chose from the enlarged hand, but no Peon holds a gift before both are chosen.
 * @returns whether taxation is over
 */
export function applyGift(state: State, move: GiftMove, ctx: Context): boolean {
  const { gd, ld, lp, gp } = taxSeats(state.order);
  const tax = state.tax!;
  if (state.actor === gd && tax.gdGift === null) {
    tax.gdGift = [...move.ranks];
    state.actor = ld;
    return false;
  }
  tax.ldGift = [...move.ranks];
  // Each pair in turn: a tribute (with 'sealed' taxation, taken now), then the gift that answers it.
  const sealed = state.options.taxation === 'sealed';
  if (sealed) tax.gpTribute = payTribute(state, ctx, gp, gd, 2);
  pay(state, ctx, 'gift', gd, gp, tax.gdGift!);
  if (sealed) tax.lpTribute = payTribute(state, ctx, lp, ld, 1);
  pay(state, ctx, 'gift', ld, lp, move.ranks);
  return true;
}

/**
 * R6, V4, D-A13: after taxation, with at least two Merchants, the top Merchant decides on a swap.
 * @returns whether a swap is to be decided (otherwise play begins)
 */
export function beginSwap(state: State): boolean {
  if (!state.options.merchantSwap || state.seats < 6) return false;
  const from = state.order[2]!;
  state.swap = { from, to: null, decided: false, fromCard: null, toCard: null };
  state.phase = 'swap';
  state.actor = from;
  return true;
}

/** Both committed swap cards change hands at once (D-A13); the cards are secret to the two Merchants. */
function exchange(state: State, ctx: Context): void {
  const swap = state.swap!;
  const to = swap.to!;
  transfer(state, swap.from, to, [swap.fromCard!]);
  transfer(state, to, swap.from, [swap.toCard!]);
  if (ctx.recording)
    ctx.emit({
      type: 'cardsSwapped',
      from: swap.from,
      to,
      fromCard: swap.fromCard,
      toCard: swap.toCard,
      secret: { seats: [swap.from, to], fields: ['fromCard', 'toCard'] },
    });
}

/**
 * V4, D-A13: the top Merchant picks another Merchant, or skips. With `merchantSwapMode: 'randomCard'` a random card
 * of each hand changes hands at once.
 * @returns whether the swap is over
 */
export function applySwap(state: State, move: SwapMove, rng: Rng, ctx: Context): boolean {
  const swap = state.swap!;
  swap.decided = true;
  swap.to = move.target;
  if (ctx.recording) ctx.emit({ type: 'swapChosen', from: swap.from, to: move.target });
  if (move.target === null) return true;
  if (state.options.merchantSwapMode !== 'randomCard') return false; // the top Merchant commits a card first
  swap.fromCard = cardAt(state.hands[swap.from]!, rng.int(state.sizes[swap.from]!));
  swap.toCard = cardAt(state.hands[move.target]!, rng.int(state.sizes[move.target]!));
  exchange(state, ctx);
  return true;
}

/**
 * V4 blind choice (D-A13): each Merchant commits a card, the top Merchant first; the cards change hands together.
 * @returns whether the swap is over
 */
export function applySwapCard(state: State, move: SwapCardMove, ctx: Context): boolean {
  const swap = state.swap!;
  if (swap.fromCard === null) {
    swap.fromCard = move.rank;
    state.actor = swap.to;
    return false;
  }
  swap.toCard = move.rank;
  exchange(state, ctx);
  return true;
}
