/**
 * Hidden information: {@link shuffleHidden} permutes the cards a seat cannot see; {@link sampleState} builds a full
 * state consistent with a view (determinization for search bots).
 *
 * What stays put: the revolution declarer's Jesters (R4: shown to everyone); for the two seats of a tax or swap
 * exchange, the cards they handed over, while still possibly held by the receiver; and cards the records place in a
 * hand (a chosen gift not yet handed over, a tribute received while the gifts are being chosen, a committed swap
 * card), so the state remains consistent. Everything else in other hands is exchangeable, within what the records of
 * the hand say about each hand (`handLimits` in `check.ts`): a Peon holds no card better than its tribute beyond the
 * gift it got back (R5), nobody holds a Jester the records say it cannot have (R4), and with `autoPassForced` the seat
 * to act can beat the top set. The alternative worlds obey the same invariants as the real one, so they load.
 * @module
 */
import {
  cardsOf,
  countsOf,
  type HiddenInformation,
  type Rng,
  type Seat,
  shuffle,
  stateFromView,
  total,
} from '../../core/index.js';
import { cardAt, deckCounts, JESTER, LOWEST_RANK, RANK_SLOTS, taxSeats } from './cards.js';
import { exchangesOf, type HandLimit, handLimits, limitExcess, NO_LIMIT } from './check.js';
import {
  type DalmutiState,
  encodeRoundEntry,
  passesOf,
  STATE_FIELDS,
  type SwapRecord,
  type TaxRecord,
  VERSION,
} from './state.js';
import { tributeOf } from './taxes.js';
import type { DalmutiView } from './view.js';

/** Swap attempts when repairing the hands to their limits (far more than a real deal ever needs). */
const REPAIR_STEPS = 20_000;

/** A list of ranks in a tax record, `null` while not chosen or not taken. */
type Ranks = readonly number[] | null;

/**
 * Hands being dealt at random: the hands of `seats` get cards in their open slots, then free cards move between
 * those seats until every hand keeps its limit.
 */
interface Dealing {
  /** Per seat, the cards held, counts by rank (changed in place). */
  readonly hands: number[][];
  /** Per seat, the cards dealt here, which may move (the others stay put). */
  readonly free: number[][];
  /** The seats dealt to. */
  readonly seats: readonly Seat[];
  /** Per seat, what the records say about its cards. */
  readonly limits: readonly HandLimit[];
  /** Where the randomness comes from. */
  readonly rng: Rng;
}

/** No cards, as counts by rank. */
const noCards = (): number[] => new Array<number>(RANK_SLOTS).fill(0);

/**
 * Per seat, the cards of its hand that stay put when `viewer`'s unseen cards move (see the module notes): the viewer's
 * whole hand, and the cards the records place.
 */
function fixedCards(state: DalmutiState, viewer: Seat | null): number[][] {
  const { hands, swap } = state;
  const fixed = hands.map(noCards);
  if (state.phase === 'join') return fixed;
  const keep = (seat: Seat, ranks: readonly number[]) => {
    for (const r of ranks) if (fixed[seat]![r]! < hands[seat]![r]!) fixed[seat]![r]!++;
  };
  const holder = state.revolution?.seat ?? (state.phase === 'revolution' ? state.actor : null);
  if (holder !== null) fixed[holder]![JESTER] = hands[holder]![JESTER]!;
  // While the gifts are chosen, the chosen gift and the tributes received ('peonFirst') are in the Dalmutis' hands.
  const choosing = state.tax !== null && state.tax.ldGift === null;
  if (choosing) keep(state.order[0]!, state.tax.gdGift ?? []);
  if (swap !== null && swap.fromCard !== null && swap.toCard === null) keep(swap.from, [swap.fromCard]);
  // A seat knows the cards it handed over in its own exchanges, while the receiver may still hold them.
  for (const { from, to, ranks } of exchangesOf(state)) {
    if (choosing) keep(to, ranks);
    if (from === viewer) keep(to, ranks);
  }
  if (viewer !== null) fixed[viewer] = [...hands[viewer]!];
  return fixed;
}

/**
 * Gives seat `o`, which must be able to beat its limit's `mustBeat`, a set that does, taken from `pool` within its
 * `slots` open slots (a set drawn at random among those the pool and the seat's fixed cards allow). Returns how many
 * cards it took.
 */
function reserveBeatingSet(d: Dealing, o: Seat, pool: number[], slots: number): number {
  const hand = d.hands[o]!;
  const limit = d.limits[o]!;
  const top = limit.mustBeat!;
  const size = top.naturals + top.jesters;
  const avail = countsOf(pool, RANK_SLOTS);
  // Each set that beats the top one: its rank, and the naturals and Jesters the hand lacks for it.
  const options: [number, number, number][] = [];
  for (let r = 1; r <= Math.min(top.rank - 1, LOWEST_RANK); r++)
    for (let j = 0; j <= Math.min(size - 1, limit.jesterMax); j++) {
      const needR = Math.max(0, size - j - hand[r]!);
      const needJ = Math.max(0, j - hand[JESTER]!);
      if (avail[r]! >= needR && avail[JESTER]! >= needJ && needR + needJ <= slots)
        options.push([r, needR, needJ]);
    }
  if (options.length === 0) return 0;
  const [r, needR, needJ] = options[d.rng.int(options.length)]!;
  const take = (rank: number, count: number) => {
    for (let i = 0; i < count; i++) {
      pool.splice(pool.indexOf(rank), 1);
      hand[rank]!++;
      d.free[o]![rank]!++;
    }
  };
  take(r, needR);
  take(JESTER, needJ);
  return needR + needJ;
}

/**
 * Deals `pool` at random into the open slots of `seats` (whose fixed cards are already in `hands`), then swaps free
 * cards between those seats until every hand keeps its limit. Returns whether it got there.
 */
function dealWithinLimits(d: Omit<Dealing, 'free'>, slots: readonly number[], pool: number[]): boolean {
  const { hands, seats, limits, rng } = d;
  const dealing = { ...d, free: hands.map(noCards) };
  const open = [...slots];
  for (const o of seats)
    if (limits[o]!.mustBeat !== null) open[o]! -= reserveBeatingSet(dealing, o, pool, open[o]!);
  shuffle(rng, pool);
  for (const o of seats)
    for (let i = 0; i < open[o]!; i++) {
      const r = pool.pop()!;
      hands[o]![r]!++;
      dealing.free[o]![r]!++;
    }
  return repair(dealing);
}

/** Random swaps of free cards between seats, kept when they bring the hands no further from their limits. */
function repair({ hands, free, seats, limits, rng }: Dealing): boolean {
  const excess = (o: Seat) => limitExcess(hands[o]!, limits[o]!);
  let bad = seats.filter((o) => excess(o) > 0);
  const move = (from: Seat, to: Seat, r: number) => {
    hands[from]![r]!--;
    free[from]![r]!--;
    hands[to]![r]!++;
    free[to]![r]!++;
  };
  for (let step = 0; step < REPAIR_STEPS && bad.length > 0; step++) {
    const a = bad[rng.int(bad.length)]!;
    const b = seats[rng.int(seats.length)]!;
    const na = total(free[a]!);
    const nb = total(free[b]!);
    if (a === b || na === 0 || nb === 0) continue;
    const ca = cardAt(free[a]!, rng.int(na));
    const cb = cardAt(free[b]!, rng.int(nb));
    if (ca === cb) continue;
    const before = excess(a) + excess(b);
    move(a, b, ca);
    move(b, a, cb);
    if (excess(a) + excess(b) > before) {
      move(a, b, cb);
      move(b, a, ca);
    } else bad = seats.filter((o) => excess(o) > 0);
  }
  return bad.length === 0;
}

/**
 * A state that differs from `state` only in what `seat` cannot see: the unknown cards of the other hands are
 * shuffled among those hands (sizes kept, and within what the hand's records say about each hand), and the RNG state
 * is fresh. Returns the state's own hands (with a fresh RNG) in the unlikely case no other arrangement is found.
 * @param state - a state
 * @param seat - the viewer (`null`: a spectator, who sees no hand)
 * @param rng - where the shuffle comes from
 * @returns a new state
 */
export function shuffleHidden(state: DalmutiState, seat: Seat | null, rng: Rng): DalmutiState {
  const hands = fixedCards(state, seat);
  const pool: number[] = []; // the cards that move, seat by seat
  const slots = state.hands.map((hand, o) => {
    for (let r = 1; r < RANK_SLOTS; r++) for (let i = hands[o]![r]!; i < hand[r]!; i++) pool.push(r);
    return total(hand) - total(hands[o]!);
  });
  const others = hands.map((_, o) => o).filter((o) => o !== seat);
  const ok = dealWithinLimits({ hands, seats: others, limits: handLimits(state), rng }, slots, pool);
  return { ...state, hands: ok ? hands : state.hands.map((h) => [...h]), rng: rng.fork().state() };
}

function randomCards(hand: readonly number[], count: number, rng: Rng): number[] | null {
  const cards = cardsOf(hand);
  if (cards.length < count) return null;
  shuffle(rng, cards);
  return cards.slice(0, count).sort((a, b) => a - b);
}

/**
 * A full state consistent with what `seat` sees: its view of the result equals `view`, and it obeys the invariants of
 * a saved state. The other hands are dealt at random from the cards `seat` cannot locate; choices hidden from `seat`
 * are drawn from the sampled hands (a gift or swap card at random from its owner's hand, a tribute as the best cards of
 * the Dalmuti who received it), then the hands are rearranged until they keep what those records say about them.
 * @param view - what `seat` sees
 * @param seat - the viewer
 * @param rng - where the sample comes from
 * @returns a state
 */
export function sampleState(view: DalmutiView, seat: Seat, rng: Rng): DalmutiState {
  let sample = sampleOnce(view, seat, rng);
  for (let attempt = 1; attempt < SAMPLE_ATTEMPTS && !withinLimits(sample); attempt++)
    sample = sampleOnce(view, seat, rng);
  return sample;
}

/** Fresh samples tried before {@link sampleState} settles for the last one. */
const SAMPLE_ATTEMPTS = 8;

/** Whether every hand keeps what the records say about it. */
function withinLimits(state: DalmutiState): boolean {
  return handLimits(state).every((limit, seat) => limitExcess(state.hands[seat]!, limit) === 0);
}

/** One sample for {@link sampleState}. */
function sampleOnce(view: DalmutiView, seat: Seat, rng: Rng): DalmutiState {
  const n = view.seats;
  const deck = view.phase === 'join' ? noCards() : deckCounts(n, view.options.shortDeck);
  const mine = view.handCounts ?? noCards();
  const hands = view.handSizes.map((_, o) => (o === seat ? [...mine] : noCards()));
  const avail = deck.map((c, r) => c - view.played[r]! - mine[r]!);
  // The seat dealt both Jesters showed them (R4): it holds every Jester the viewer cannot place elsewhere (a seat that
  // received one in an exchange may hold it too; the repair below needs no move for that).
  const holder = view.phase === 'revolution' ? view.toAct : (view.revolution?.seat ?? null);
  if (holder !== null && holder !== seat) {
    const j = Math.min(avail[JESTER]!, view.handSizes[holder]!);
    hands[holder]![JESTER] = j;
    avail[JESTER]! -= j;
  }
  const pool = cardsOf(avail);
  const { gd, ld, lp, gp } = taxSeats(view.seating);
  // 'peonFirst': while the gifts are chosen, a tribute the viewer saw is in the Dalmuti's hand.
  if (view.phase === 'tax' && view.tax !== null)
    for (const [shown, receiver] of [
      [view.tax.gpTribute, gd],
      [view.tax.lpTribute, ld],
    ] as const) {
      if (shown === null || receiver === seat) continue;
      for (const r of shown) {
        const at = pool.indexOf(r);
        if (at < 0 || total(hands[receiver]!) >= view.handSizes[receiver]!) continue;
        pool.splice(at, 1);
        hands[receiver]![r]!++;
      }
    }
  const others = hands.map((_, o) => o).filter((o) => o !== seat);
  const slots = view.handSizes.map((size, o) => (o === seat ? 0 : size - total(hands[o]!)));
  // First only what the view itself demands (with autoPassForced, the seat to act can beat the top set); the limits
  // that depend on the records drawn below are kept by the repair at the end.
  const forced = view.options.autoPassForced && view.phase === 'play';
  const first = hands.map(
    (_, o): HandLimit => ({ ...NO_LIMIT, mustBeat: forced && o === view.toAct ? view.top : null }),
  );
  dealWithinLimits({ hands, seats: others, limits: first, rng }, slots, pool);
  let tax: TaxRecord | null = null;
  if (view.tax !== null) {
    const t = view.tax;
    const tributesPaid = view.options.taxation !== 'sealed' || t.ldChosen;
    const gift = (shown: Ranks, exists: boolean, owner: Seat, count: number, tribute: Ranks) => {
      if (shown !== null) return [...shown];
      if (!exists) return null;
      // A Peon holds cards better than its tribute only from the gift: a gift it received includes those first.
      const peon = owner !== gd && owner !== ld;
      const below = tribute === null || !peon ? 0 : Math.max(...tribute);
      const low = hands[owner]!.map((c, r) => (r < below ? c : 0));
      const picked = randomCards(low, Math.min(count, total(low)), rng)!;
      // A Peon keeps a gift it received, or played it (I12): the rest of the gift is among its cards and the played.
      const rest = hands[owner]!.map((c, r) => c - low[r]! + (peon ? view.played[r]! : 0));
      const more = randomCards(rest, count - picked.length, rng);
      if (more === null) return new Array<number>(count).fill(LOWEST_RANK);
      return [...picked, ...more].sort((a, b) => a - b);
    };
    const tribute = (shown: Ranks, receiver: Seat, count: number) => {
      if (shown !== null) return [...shown];
      if (!tributesPaid) return null;
      // While the gifts are chosen the tribute is in the Dalmuti's hand: its best cards. Later it may be anywhere the
      // viewer cannot see: the best cards outside the viewer's hand, the least the Peon's hand is held to (the repair
      // below moves what the Peon must not hold).
      const within = view.phase === 'tax' ? hands[receiver]! : deck.map((c, r) => c - mine[r]!);
      const best = tributeOf(within, count);
      return best.length === count ? best : new Array<number>(count).fill(1);
    };
    const gpTribute = tribute(t.gpTribute, gd, 2);
    const lpTribute = tribute(t.lpTribute, ld, 1);
    tax = {
      gdGift: gift(t.gdGift, t.gdChosen, t.ldChosen ? gp : gd, 2, gpTribute), // the gifts move together (R5)
      gpTribute,
      ldGift: gift(t.ldGift, t.ldChosen, lp, 1, lpTribute),
      lpTribute,
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
  const game = { id: 'dalmuti', version: VERSION, state: STATE_FIELDS };
  const state: DalmutiState = stateFromView(game, view, rng, {
    hand: view.handNumber,
    actor: view.toAct,
    order: [...view.seating],
    hands,
    sizes: [...view.handSizes],
    tax,
    swap,
    passed: passesOf(view.round).passed,
    roundLog: view.round.map((e) => encodeRoundEntry(e.seat, e.rank, e.naturals, e.jesters)),
    scores: view.options.scoring ? [...view.scores] : new Array<number>(n).fill(0), // V1: no points without scoring
  });
  // The records just drawn say where some cards are and what some hands cannot hold: keep those cards in place and
  // rearrange the rest of the other hands to fit.
  const fixed = fixedCards(state, seat);
  const free = hands.map((h, o) => h.map((c, r) => c - fixed[o]![r]!));
  repair({ hands, free, seats: others, limits: handLimits(state), rng });
  return state;
}

/**
 * Where Dalmuti hides cards: `shuffleHidden(state, seat, rng)` permutes the cards a seat cannot locate (keeping the
 * declarer's Jesters, the cards the tax and swap records place, and the cards a seat handed over in its own exchange,
 * and keeping every hand within what those records say about it); `sampleState(view, seat, rng)` deals a full state
 * consistent with a view, for search bots.
 * @example
 * ```ts
 * const guess = hidden.sampleState!(dalmuti.view(state, 2), 2, Rng.fromSeed(1)); // seat 2's view of it is unchanged
 * ```
 * @category Dalmuti
 */
export const hidden: HiddenInformation<DalmutiState, DalmutiView> = { shuffleHidden, sampleState };
