/**
 * The invariants of a saved state: `loadState` (and `fromPosition`) accept exactly the states play can reach, as far
 * as a state's own fields can show. Core checks the declared shape (I1, I2, `state.ts`), then {@link INVARIANTS}
 * (`I3`…`I23`, listed in `docs/rules/dalmuti.md`, "Invariants of a saved state"), naming the id and the path. Also here: the
 * migration of older state versions, and {@link handLimits}, what the records of a hand say about the cards each seat
 * may hold (used by the checks and by `hidden.ts`, so that alternative worlds obey the same rules).
 *
 * Never throws on any input.
 * @module
 */
import {
  addInto,
  cardsOf,
  checkConservation,
  contains,
  countsOf,
  type Draft,
  type Invariant,
  invariant,
  isIntIn,
  isSeatingOrder,
  removeFrom,
  replayDeal,
  type Seat,
  total,
} from '../../core/index.js';
import { deckCounts, JESTER, RANK_SLOTS, taxSeats } from './cards.js';
import { formatCard } from './notation.js';
import { canBeat, dealHands, nextInTurn } from './rules.js';
import { handPoints } from './score.js';
import { followsSeatDraw, MAX_REDRAWS, replaySeatDraw } from './seating.js';
import {
  type DalmutiState,
  decodeRoundEntry,
  encodeRoundEntry,
  passesOf,
  type RoundEntry,
  type TableSet,
} from './state.js';

/** Far above any reachable count (moves in a hand, points), small enough to stay exact in arithmetic. */
const BIG = 1e9;

/** Reports a problem of one invariant: the field's path and a message (core appends the id). */
type Report = (path: string, message: string) => void;

/** Counts by rank of a list of ranks. */
const countsOfRanks = (ranks: readonly number[]): number[] => countsOf(ranks, RANK_SLOTS);

/** Whether a hand holds every card of a list of ranks. */
const holds = (hand: readonly number[], ranks: readonly number[]): boolean =>
  contains(hand, countsOfRanks(ranks));

// ---------------------------------------------------------------------------------------------------------------
// What the records of a hand say about the cards a seat may hold

/**
 * What the records of the current hand say about the cards one seat may hold (I10, I12, I14).
 */
export interface HandLimit {
  /**
   * A Peon's tribute was its best cards (R5, D-A5): it holds at most {@link HandLimit.lowMax} cards of a rank better
   * (lower) than this one, those it got back in the Dalmuti's gift. 0: no such limit.
   */
  readonly lowRank: number;
  /** See {@link HandLimit.lowRank}. */
  readonly lowMax: number;
  /**
   * The most Jesters the seat may hold (R4, D-A6): once a seat was dealt both, every other seat holds only Jesters it
   * received in a tax or swap exchange; and when nobody was asked about a revolution, nobody was dealt both.
   */
  readonly jesterMax: number;
  /** With `autoPassForced`, the seat to act holds a set that beats this top set (else the engine passed for it). */
  readonly mustBeat: TableSet | null;
  /**
   * Counts by rank the seat holds at least: a Peon keeps the gift it received, except cards of those ranks that were
   * played (R5; its tribute left before the gift came). `null`: no such floor.
   */
  readonly keep: readonly number[] | null;
}

/** A limit that says nothing: no low-rank cap, up to both Jesters, no set to beat, no floor. */
export const NO_LIMIT: HandLimit = { lowRank: 0, lowMax: 0, jesterMax: 2, mustBeat: null, keep: null };

/** Cards that changed hands in this hand: a tribute, a gift or a merchant swap card. */
export interface Exchange {
  /** The seat that gave them. */
  readonly from: Seat;
  /** The seat that received them. */
  readonly to: Seat;
  /** Their ranks. */
  readonly ranks: readonly number[];
}

/**
 * The exchanges of the current hand that have happened, as its records show them: the tributes once taken (R5; at
 * once with `'peonFirst'`), the gifts once the Lesser Dalmuti has chosen (they move together), and the two merchant
 * swap cards once both are known (V4).
 * @param state - a state whose shape is valid
 * @returns the exchanges, tributes first
 */
export function exchangesOf(state: DalmutiState): Exchange[] {
  const moved: Exchange[] = [];
  const { tax, swap } = state;
  if (tax !== null) {
    const { gd, ld, lp, gp } = taxSeats(state.order);
    if (tax.gpTribute !== null) moved.push({ from: gp, to: gd, ranks: tax.gpTribute });
    if (tax.lpTribute !== null) moved.push({ from: lp, to: ld, ranks: tax.lpTribute });
    if (tax.ldGift !== null)
      moved.push({ from: gd, to: gp, ranks: tax.gdGift ?? [] }, { from: ld, to: lp, ranks: tax.ldGift });
  }
  if (swap !== null && swap.to !== null && swap.fromCard !== null && swap.toCard !== null)
    moved.push(
      { from: swap.from, to: swap.to, ranks: [swap.fromCard] },
      { from: swap.to, to: swap.from, ranks: [swap.toCard] },
    );
  return moved;
}

/**
 * Per seat, what the records of the current hand say about its cards (see {@link HandLimit}). The state's shape must
 * be valid (as `loadState` checks it first).
 * @param state - a state
 * @returns one limit per seat
 */
export function handLimits(state: DalmutiState): HandLimit[] {
  const n = state.seats;
  // The limits being worked out: a limit's fields are written below.
  const limits = state.hands.map((): { -readonly [K in keyof HandLimit]: HandLimit[K] } => ({ ...NO_LIMIT }));
  const { phase, order, tax } = state;
  if (phase === 'join' || phase === 'revolution') return limits;
  if (tax !== null) {
    const giftsMoved = tax.ldGift !== null;
    const peon = (seat: Seat, tribute: readonly number[] | null, gift: readonly number[] | null) => {
      const limit = limits[seat]!;
      if (giftsMoved && phase !== 'tax' && gift !== null)
        limit.keep = countsOfRanks(gift).map((c, r) => Math.max(0, c - state.played[r]!));
      if (tribute === null || tribute.length === 0) return;
      limit.lowRank = Math.max(...tribute);
      limit.lowMax = giftsMoved && gift !== null ? gift.filter((r) => r < limit.lowRank).length : 0;
    };
    const { lp, gp } = taxSeats(order);
    peon(gp, tax.gpTribute, tax.gdGift);
    peon(lp, tax.lpTribute, tax.ldGift);
  }
  const received = new Array<number>(n).fill(0); // Jesters received in exchanges that have happened
  for (const { to, ranks } of exchangesOf(state)) received[to]! += ranks.filter((r) => r === JESTER).length;
  const rev = state.revolution;
  if (rev !== null) {
    for (let s = 0; s < n; s++) if (s !== rev.seat) limits[s]!.jesterMax = Math.min(2, received[s]!);
  } else if (state.origin !== 'position') {
    // Nobody was asked: nobody was dealt both Jesters (in the first hand under V3, only the Greater Peon is asked).
    const v3 = state.options.firstDealRevolution && state.hand === 1;
    for (let s = 0; s < n; s++)
      if (!v3 || s === order[order.length - 1]) limits[s]!.jesterMax = Math.min(2, 1 + received[s]!);
  }
  if (state.options.autoPassForced && phase === 'play' && state.top !== null && state.actor !== null)
    limits[state.actor]!.mustBeat = state.top;
  return limits;
}

/** How many cards better (lower) than the limit's low rank a hand holds beyond those it got back as a gift (R5). */
function lowExcess(hand: readonly number[], limit: HandLimit): number {
  let low = 0;
  for (let r = 1; r < limit.lowRank; r++) low += hand[r]!;
  return Math.max(0, low - limit.lowMax);
}

/**
 * How far a hand is from its limit: 0 when it keeps it (cards beyond the low-rank allowance, Jesters beyond the cap,
 * kept gift cards missing, and 100 for a seat that must beat the top set and cannot).
 * @param hand - counts by rank
 * @param limit - the seat's limit
 */
export function limitExcess(hand: readonly number[], limit: HandLimit): number {
  let excess = Math.max(0, hand[JESTER]! - limit.jesterMax);
  if (limit.keep !== null)
    for (let r = 1; r < RANK_SLOTS; r++) excess += Math.max(0, limit.keep[r]! - hand[r]!);
  excess += lowExcess(hand, limit);
  // Weighed heavily: a search that trades excess between hands never gives up a beating set for a card elsewhere.
  if (limit.mustBeat !== null && !canBeat(hand, limit.mustBeat)) excess += 100;
  return excess;
}

// ---------------------------------------------------------------------------------------------------------------
// I3–I22: how the fields tie together

/** What the checks derive from a well-formed state. */
function derive(s: DalmutiState) {
  const m = s.order.length;
  const entries = s.roundLog.map(decodeRoundEntry);
  const v3 = s.options.firstDealRevolution && s.hand === 1;
  const joins = s.deals - s.hand;
  return {
    m,
    position: s.origin === 'position',
    ...taxSeats(s.order),
    /** Joins completed so far (deals − hand). */
    joins,
    /** The seats of the hand's reference (its first seating or the last finish) are 0..known−1; later ids joined. */
    known: s.hand === 1 ? (s.seatDraw?.length ?? m - joins) : s.lastFinish.length,
    v3,
    taxesDue: s.revolution?.declared !== true && !v3,
    entries,
    playedTotal: total(s.played),
    logCards: entries.reduce((sum, e) => sum + e.naturals + e.jesters, 0),
    over: s.phase === 'over',
    /** The rank order the hand was dealt to (a Greater Revolution undone). */
    dealtOrder: s.revolution?.greater ? [...s.order].reverse() : s.order,
  };
}

/** What the checks derive from a state. */
type Derived = ReturnType<typeof derive>;

/** A check that reads what {@link derive} finds in the state. */
type DerivedCheck = (s: DalmutiState, d: Derived, report: Report) => void;

/**
 * A check given what {@link derive} finds in the state. A check of the hand's records (`ofRecords`) checks nothing
 * while a newcomer waits: the records are blank then (I22).
 */
function derived(check: DerivedCheck, ofRecords = false): Invariant<DalmutiState>['check'] {
  return (s, report) => {
    if (!ofRecords || s.phase !== 'join') check(s, derive(s), report);
  };
}

/** A check of the hand's records, given what {@link derive} finds (see {@link derived}). */
const dealt = (check: DerivedCheck) => derived(check, true);

/** I3: card conservation: every card of the deck once, in a hand or played; none while a newcomer waits. */
function checkCards(s: DalmutiState, report: Report): void {
  const deck = s.phase === 'join' ? [] : cardsOf(deckCounts(s.seats, s.options.shortDeck));
  const places = [
    ...s.hands.map((counts, seat) => ({ path: `hands.${seat}`, counts })),
    { path: 'played', counts: s.played },
  ];
  checkConservation(deck, places, report, (rank) => `a ${formatCard(rank)}`);
}

/** I4: the sizes are the hands' sizes. */
function checkSizes(s: DalmutiState, report: Report): void {
  for (const [seat, size] of s.sizes.entries())
    if (size !== total(s.hands[seat]!))
      report(`sizes.${seat}`, `seat ${seat}: expected the number of cards in its hand`);
}

/** I5: the shares of the deal (R3). */
function checkShares(s: DalmutiState, d: Derived, report: Report): void {
  const deckSize = total(deckCounts(s.seats, s.options.shortDeck));
  const share = new Array<number>(s.seats).fill(0);
  for (const [i, seat] of d.dealtOrder.entries())
    share[seat] = Math.floor(deckSize / d.m) + (i < deckSize % d.m ? 1 : 0);
  if (s.phase === 'revolution' || s.phase === 'tax' || s.phase === 'swap') {
    if (d.playedTotal > 0) report('played', `no card is played before the play phase (${s.phase})`);
    const want = [...share];
    const tax = s.tax;
    if (tax !== null && tax.gpTribute !== null && tax.lpTribute !== null && tax.ldGift === null) {
      // 'peonFirst': the tributes moved at the start of the taxes, the gifts not yet.
      want[d.gd]! += tax.gpTribute.length;
      want[d.gp]! -= tax.gpTribute.length;
      want[d.ld]! += tax.lpTribute.length;
      want[d.lp]! -= tax.lpTribute.length;
    }
    for (const [seat, size] of s.sizes.entries())
      if (size !== want[seat])
        report(`sizes.${seat}`, `expected ${want[seat]} cards: the seat's share of the deal (R3)`);
  } else if (s.phase === 'play' || d.over) {
    for (const [seat, size] of s.sizes.entries())
      if (size > share[seat]!)
        report(`sizes.${seat}`, `more cards than the seat's share of the deal (${share[seat]}, R3)`);
  }
}

/** I6: the rank order comes from the first seating or the last finish; newcomers sit at Merchant ranks. */
function checkOrder(s: DalmutiState, d: Derived, report: Report): void {
  const { m, known, dealtOrder: base } = d;
  if (s.hand === 1) {
    const seated = base.filter((x) => x < known);
    if (s.options.initialSeating === 'given') {
      const given = (s.options.initialOrder ?? []).filter((x) => x < known);
      if (seated.join() !== given.join())
        report('order', "the first hand's rank order is options.initialOrder (R1)");
    } else if (s.seatDraw !== null && !followsSeatDraw(s.seatDraw, s.options.redrawReplacesValue, seated))
      report('order', "the first hand's rank order follows the seat draw, best card first (R1)");
  } else if (!d.over) {
    if (known < 4) return; // not a finish at all: I19's to report
    if (base.filter((x) => x < known).join() !== s.lastFinish.join())
      report('order', "the rank order is the last hand's finishing order (R2)");
  } else return;
  for (const [i, seat] of base.entries())
    if (seat >= known && (i < 2 || i > m - 3))
      report('order', `seat ${seat} joined this hand and sits at a Merchant rank (V6)`);
}

/** I7: the seat draw's record. */
function checkSeatDraw(s: DalmutiState, d: Derived, report: Report): void {
  const draws = s.seatDraw;
  if (d.position) {
    if (draws !== null) report('seatDraw', 'a match from a position has no seat draw');
    return;
  }
  if ((draws !== null) !== (s.options.initialSeating === 'simulateDraw'))
    report('seatDraw', "a seat draw exactly with initialSeating 'simulateDraw' (R1)");
  if (draws === null) return;
  const first = draws.length;
  if (first < 4 || first > d.m) {
    report('seatDraw', 'one list of draws per seat of the first deal');
    return;
  }
  if (!holds(deckCounts(first, s.options.shortDeck), draws.flat()))
    report('seatDraw', 'the draw takes its cards from one deck: no rank more often than the deck holds');
  if (replaySeatDraw(draws, s.options.redrawReplacesValue) === null)
    report(
      'seatDraw',
      `every seat draws once, then exactly the tied seats draw again, at most ${MAX_REDRAWS} times (D-A10)`,
    );
}

/** I8: the phase against the options and the hand. */
function checkPhase(s: DalmutiState, d: Derived, report: Report): void {
  const phase = s.phase;
  if (phase === 'swap' && !(s.options.merchantSwap && d.m >= 6))
    report('phase', 'a merchant swap needs the option merchantSwap and two Merchants (V4)');
  if ((phase === 'tax' || phase === 'swap') && !d.taxesDue)
    report(
      'phase',
      'no taxes (and no merchant swap) after a declared revolution or in the first hand under V3 (R4, V3)',
    );
  if (phase === 'join' && s.seats < 5)
    report('phase', 'a newcomer joins a table of 4 or more, so a join needs 5 or more seats (V6)');
  if (phase === 'revolution' && d.v3 && s.actor !== d.gp)
    report('actor', 'in the first hand under V3 only the Greater Peon decides a revolution (V3)');
}

/** I9: the revolution record. */
function checkRevolution(s: DalmutiState, d: Derived, report: Report): void {
  const rev = s.revolution;
  if (rev === null) return;
  if (s.phase === 'revolution') {
    report('revolution', 'no revolution is recorded before the decision of this hand');
    return;
  }
  if (rev.greater && rev.seat !== s.order[0])
    report('revolution', 'after a Greater Revolution the declarer, the former Greater Peon, is GD (R4)');
  if (rev.declared && !rev.greater && rev.seat === d.gp)
    report('revolution', "the Greater Peon's declaration is a Greater Revolution (R4)");
  if (d.v3 && (rev.declared ? !rev.greater : rev.seat !== d.gp))
    report('revolution', 'in the first hand under V3 only the Greater Peon decides (V3)');
  if (!rev.declared && !d.v3 && s.tax === null)
    report('tax', 'a declined revolution is followed by taxes (R4, R5)');
}

/** I10: the Jesters and the revolution decision. */
function checkJesters(s: DalmutiState, _d: Derived, report: Report): void {
  if (s.phase === 'revolution') {
    if (s.hands[s.actor!]![JESTER] !== 2)
      report('actor', 'the revolution decision belongs to the seat dealt both Jesters (R4)');
    return;
  }
  handLimits(s).forEach((limit, seat) => {
    if (s.hands[seat]![JESTER]! > limit.jesterMax)
      report(
        `hands.${seat}`,
        s.revolution !== null
          ? `seat ${s.revolution.seat} was dealt both Jesters; seat ${seat} holds Jesters it never received (R4)`
          : `seat ${seat} was dealt both Jesters but no revolution was decided (R4, D-A6)`,
      );
  });
}

/** I11: the tax record against the phase. */
function checkTax(s: DalmutiState, d: Derived, report: Report): void {
  const { phase, tax } = s;
  const after = phase === 'swap' || phase === 'play' || d.over;
  if (tax !== null && !((phase === 'tax' || after) && d.taxesDue)) {
    report(
      'tax',
      'a tax record only in a hand with taxes (none after a declared revolution or in the first hand under V3)',
    );
    return;
  }
  if (tax === null) {
    if (phase === 'tax' || (!d.position && after && d.taxesDue))
      report('tax', 'a hand with taxes has a tax record (R5)');
    return;
  }
  if (phase === 'tax') {
    if (tax.ldGift !== null) report('tax.ldGift', "the Lesser Dalmuti's gift ends the taxes (R5)");
    const taken = s.options.taxation === 'peonFirst'; // the tributes are recorded as they are taken
    if ((tax.gpTribute !== null) !== taken || (tax.lpTribute !== null) !== taken)
      report(
        'tax.gpTribute',
        taken
          ? "with 'peonFirst' taxation the tributes move first (D-A4)"
          : "with 'sealed' taxation the tributes are taken at the end (D-A4)",
      );
  } else if ([tax.gdGift, tax.gpTribute, tax.ldGift, tax.lpTribute].some((x) => x === null))
    report('tax', 'after the taxes every gift and tribute is recorded (R5)');
}

/**
 * I12: tributes were the Peons' best cards; chosen gifts and received tributes are in hand until they move; once they
 * moved, each gift is in its receiver's hand or played (a Peon keeps the gift: its tribute left before it came).
 */
function checkTaxCards(s: DalmutiState, d: Derived, report: Report): void {
  const limits = handLimits(s);
  const tax = s.tax;
  if (tax === null) return;
  if (s.phase === 'tax') {
    if (tax.gdGift !== null && !holds(s.hands[d.gd]!, tax.gdGift))
      report('tax.gdGift', 'the chosen gift stays in the Greater Dalmuti hand until the gifts move (R5)');
    if (tax.gpTribute !== null && !holds(s.hands[d.gd]!, tax.gpTribute))
      report('tax.gpTribute', 'the tribute is in the Greater Dalmuti hand (R5)');
    if (tax.lpTribute !== null && !holds(s.hands[d.ld]!, tax.lpTribute))
      report('tax.lpTribute', 'the tribute is in the Lesser Dalmuti hand (R5)');
  } else
    for (const [peon, gift, path] of [
      [d.gp, tax.gdGift, 'tax.gdGift'],
      [d.lp, tax.ldGift, 'tax.ldGift'],
    ] as const)
      if (gift !== null && countsOfRanks(gift).some((c, r) => c > s.hands[peon]![r]! + s.played[r]!))
        report(path, `the gift is in seat ${peon}'s hand, the Peon who received it, or played (R5)`);
  for (const [seat, path] of [
    [d.gp, 'tax.gpTribute'],
    [d.lp, 'tax.lpTribute'],
  ] as const)
    if (lowExcess(s.hands[seat]!, limits[seat]!) > 0)
      report(
        path,
        `the tribute is the Peon's best cards: seat ${seat} holds a better card it did not get back as a gift (R5, D-A5)`,
      );
}

/** I13: the merchant swap record. */
function checkSwap(s: DalmutiState, d: Derived, report: Report): void {
  const { phase, swap, tax } = s;
  const wanted = s.options.merchantSwap && d.m >= 6 && tax !== null && tax.ldGift !== null; // after the taxes
  const after = phase === 'play' || d.over;
  if (swap === null) {
    if (phase === 'swap' || (!d.position && after && wanted))
      report('swap', 'after the taxes, with merchantSwap and two Merchants, a swap is recorded (V4)');
    return;
  }
  if (!(wanted && (phase === 'swap' || after))) {
    report('swap', 'a swap record only after the taxes, with merchantSwap and two Merchants (V4)');
    return;
  }
  if (swap.from !== s.order[2]) report('swap.from', 'the top Merchant starts the swap (V4)');
  // The Merchants below the top one sit at ranks 3..m−3.
  if (swap.to !== null && !s.order.slice(3, d.m - 2).includes(swap.to))
    report('swap.to', 'the partner is another Merchant (V4, D-A13)');
  if (!swap.decided && (swap.to !== null || swap.fromCard !== null || swap.toCard !== null))
    report('swap', 'no partner and no card before the top Merchant decides (V4)');
  if (swap.decided && swap.to === null && (swap.fromCard !== null || swap.toCard !== null))
    report('swap', 'a skipped swap has no cards (V4)');
  if (phase === 'swap') {
    if (swap.decided && (swap.to === null || swap.toCard !== null))
      report('swap', 'a skipped or completed swap ends the swap phase (V4)');
    if (swap.decided && s.options.merchantSwapMode === 'randomCard')
      report(
        'swap',
        "with merchantSwapMode 'randomCard' the cards change hands as the partner is chosen (V4)",
      );
    if (swap.fromCard !== null && s.hands[swap.from]![swap.fromCard]! < 1)
      report('swap.fromCard', 'the committed card stays in hand until the cards change hands (D-A13)');
  } else if (!swap.decided || (swap.to !== null && (swap.fromCard === null || swap.toCard === null)))
    report('swap', 'play begins once the swap is skipped or both cards changed hands (V4)');
}

/** Per seat, the index of the round's entry with which it went out (−1: it did not go out in this round). */
function outAtEntry(s: DalmutiState, entries: readonly RoundEntry[]): number[] {
  const outAt = new Array<number>(s.seats).fill(-1);
  for (const [i, e] of entries.entries()) if (e.rank !== 0 && s.sizes[e.seat] === 0) outAt[e.seat] = i;
  return outAt;
}

/**
 * The round's turn order (P3, P4, A-pass, D-A8): after each of its entries, the seat next in turn by the rules' own
 * {@link nextInTurn}, among the seats that held cards at that moment, or −1 when the round was over.
 */
function turnsAfterEntries(s: DalmutiState, entries: readonly RoundEntry[]): Seat[] {
  const outAt = outAtEntry(s, entries);
  let last = -1; // the round's last player so far
  return entries.map((prev, i) => {
    if (prev.rank !== 0) last = prev.seat;
    const { passes, passed } = passesOf(entries.slice(0, i + 1));
    const holding = s.sizes.map((size, seat) => (size > 0 || i < outAt[seat]! ? 1 : 0));
    const active = s.order.filter((seat) => holding[seat] === 1).length;
    return nextInTurn(s.order, holding, active, passes, passed, prev.seat, last, s.options.passLocksOut);
  });
}

/** I15: the round's history on its own (its plays, the top set, the passes) and each of its entries in turn. */
function checkHistory(s: DalmutiState, { entries, over }: Derived, report: Report): void {
  if (s.phase !== 'play' && !over) {
    if (s.top !== null || entries.length > 0 || s.passes !== 0 || s.passed !== 0)
      report('roundLog', `no card is played before the play phase (${s.phase})`);
    return;
  }
  // What the history says on its own: it opens with a play, every later play has the lead's count and a better rank
  // (P1, P2); the top set is its last play; the passes and the passed seats are counted from it.
  const used = new Array<number>(RANK_SLOTS).fill(0);
  let lead: RoundEntry | null = null; // the round's first play
  let lastPlay = -1; // the index of its last play so far
  for (const [i, e] of entries.entries()) {
    if (e.rank === 0) {
      if (lead === null) report('roundLog', 'a round opens with a play, not a pass (P1)');
      continue;
    }
    if (lead === null) lead = e;
    else if (e.naturals + e.jesters !== lead.naturals + lead.jesters || e.rank >= entries[lastPlay]!.rank)
      report(
        'roundLog',
        "each play of a round has the lead's count and a better rank than the play before (P2)",
      );
    used[e.rank]! += e.naturals; // a Jesters-only set has no naturals
    used[JESTER]! += e.jesters;
    lastPlay = i;
  }
  const { passes, passed } = passesOf(entries);
  if (used.some((c, r) => c > s.played[r]!)) report('played', "the round's cards are among the played cards");
  if (s.passes !== passes) report('passes', 'must count the passes since the last play of the round');
  if (s.passed !== passed) report('passed', 'must mark exactly the seats that passed this round');
  const top = s.top;
  if (top === null) {
    if (entries.length > 0 || s.passes !== 0)
      report('top', 'an empty table starts a round: no history, no passes');
  } else if (s.roundLog[lastPlay] !== encodeRoundEntry(top.seat, top.rank, top.naturals, top.jesters))
    report('top', 'the top set is the last play of the round');
  if (over && (top === null || entries.length === 0 || entries[entries.length - 1]!.rank === 0))
    report('roundLog', 'the hand ended with a play (D-A9)');

  const turns = turnsAfterEntries(s, entries);
  for (let t = 1; t < entries.length; t++) {
    const next = turns[t - 1]!;
    if (entries[t]!.seat !== next)
      report(
        'roundLog',
        next < 0
          ? 'the round was over before its last entries (A-pass)'
          : `entry ${t + 1} of the round is seat ${next}'s turn, not seat ${entries[t]!.seat}'s (P3, P4)`,
      );
  }
}

/** I16: the finishing order against the round. */
function checkFinish(s: DalmutiState, d: Derived, report: Report): void {
  const { entries, m } = d;
  const { order, finished } = s;
  if (s.phase !== 'play' && !d.over) return;
  // The finishing order (P4, D-A9): exactly the seats without cards, those who went out in this round last, in the
  // order of their last plays.
  const outAt = outAtEntry(s, entries);
  const outSeats = order.filter((seat) => s.sizes[seat] === 0);
  const wentOut = d.over ? finished.slice(0, -1) : finished;
  if (wentOut.length !== outSeats.length || wentOut.some((seat) => s.sizes[seat] !== 0))
    report('finished', 'lists exactly the seats that have no cards left, in the order they went out (P4)');
  if (d.over && (finished.length !== m || s.sizes[finished[m - 1]!] === 0))
    report('finished', 'at the end of the hand the one seat still holding cards finishes last (D-A9)');
  if (!d.over && m - outSeats.length < 2)
    report('finished', 'a hand goes on while at least two seats hold cards (D-A9)');
  const outThisRound = order.filter((seat) => outAt[seat]! >= 0).sort((a, b) => outAt[a]! - outAt[b]!);
  if (wentOut.slice(wentOut.length - outThisRound.length).join() !== outThisRound.join())
    report(
      'finished',
      'the seats that went out in this round end the finishing order, in the order they went out',
    );
  for (const seat of outThisRound)
    if (entries.some((e, i) => e.seat === seat && i > outAt[seat]!))
      report('roundLog', `seat ${seat} acts after going out (P4)`);
}

/**
 * I14: who acts: the Greater Dalmuti, then the Lesser Dalmuti, chooses a gift (R5); the top Merchant, then the two
 * Merchants in turn, decide the swap (V4); in play, the seat next in turn after the round's history (R7, P3, P4).
 */
function checkTurn(s: DalmutiState, d: Derived, report: Report): void {
  const { entries } = d;
  const { phase, order, top } = s;
  const actor = s.actor!;
  if (phase === 'tax' && s.tax !== null && actor !== (s.tax.gdGift === null ? d.gd : d.ld))
    report('actor', 'the Greater Dalmuti, then the Lesser Dalmuti, chooses a gift (R5)');
  if (phase === 'swap' && s.swap !== null && actor !== (s.swap.fromCard === null ? s.swap.from : s.swap.to))
    report('actor', 'the top Merchant decides, then the two Merchants commit a card in turn (V4)');
  if (phase !== 'play' && !d.over) return;
  if (d.playedTotal === d.logCards && entries.length > 0 && entries[0]!.seat !== order[0])
    report('roundLog', "the Greater Dalmuti leads the hand's first round (R7)");
  if (phase !== 'play') return;
  if (entries.length > 0) {
    const next = turnsAfterEntries(s, entries)[entries.length - 1]!;
    if (next < 0) report('passes', 'everyone else has passed: the round is over (A-pass)');
    else if (actor !== next)
      report('actor', `seat ${next} is next in turn after the round's last entry (P3, P4)`);
  }
  if (s.sizes[actor] === 0) report('actor', 'a seat with no cards never acts (P4)');
  if (top === null && d.playedTotal === 0 && actor !== order[0])
    report('actor', 'the Greater Dalmuti leads the first round of the hand (R7)');
  if (top !== null && actor === top.seat) report('actor', 'the round cannot come back to its last player');
  if (s.options.autoPassForced && top !== null && !canBeat(s.hands[actor]!, top))
    report('actor', 'with autoPassForced, a seat that cannot beat the top set has passed already (P3)');
}

/** I17: the end of the match. */
function checkEnd(s: DalmutiState, report: Report): void {
  if (s.phase !== 'over') return;
  const opts = s.options;
  if (s.hand !== opts.hands)
    report('phase', `the match ends after hand ${opts.hands}, not hand ${s.hand} (§5)`);
  if (s.lastFinish.join() !== s.finished.join())
    report('lastFinish', "at the end of the match the last finish is the final hand's (§5)");
  const expected = handPoints(opts, s.order, s.finished);
  if (s.finished.length === s.order.length && s.handPoints.join() !== expected.join())
    report('handPoints', "the final hand's points follow from its rank order and finish (V1, V2)");
}

/** I18: scores and hand points. */
function checkPoints(s: DalmutiState, d: Derived, report: Report): void {
  const opts = s.options;
  const completed = d.over ? s.hand : s.hand - 1;
  if (!opts.scoring || (completed === 0 && !d.position)) {
    const why = opts.scoring
      ? 'nobody scores before the first hand ends (V1)'
      : 'without scoring (V1) nobody scores';
    for (const key of ['scores', 'handPoints'] as const) if (s[key].some((x) => x !== 0)) report(key, why);
    return;
  }
  if (d.position) return;
  const finish = s.lastFinish;
  const bonus = opts.bonusPoints ? 1 : 0;
  if (!d.over && isSeatingOrder(finish, finish.length)) {
    let plus = 0;
    s.handPoints.forEach((points, seat) => {
      const place = finish.indexOf(seat); // V1: the seats that finished behind it (none for a newcomer)
      const extra = points - (place < 0 ? 0 : finish.length - 1 - place);
      if (extra === 1) plus++;
      if (extra < 0 || extra > bonus)
        report(`handPoints.${seat}`, "the last hand's points follow from its finish (V1, V2)");
    });
    if (plus > 2) report('handPoints', 'at most two bonus points a hand (V2)');
  }
  const fewest = d.m - d.joins; // the smallest table the match has had
  const most = (seats: number) => (seats * (seats - 1)) / 2 + 2 * bonus;
  let earlier = 0;
  s.scores.forEach((sc, seat) => {
    const rest = sc - s.handPoints[seat]!;
    earlier += rest;
    if (rest < 0 || rest > (completed - 1) * (d.m - 1 + bonus))
      report(`scores.${seat}`, 'the total is the sum of the points of the hands played (V1)');
  });
  if (earlier < (completed - 1) * ((fewest * (fewest - 1)) / 2) || earlier > (completed - 1) * most(d.m))
    report('scores', 'the totals are the sums of the points of the hands played (V1)');
}

/**
 * I19: no finish before the first hand ends; from hand 2 on, the seats of the previous hand in the order they
 * finished (later newcomers are missing).
 */
function checkLastFinish(s: DalmutiState, report: Report): void {
  const finish = s.lastFinish;
  if (s.origin === 'position' || s.phase === 'over') return;
  if (s.hand === 1 && finish.length > 0) report('lastFinish', 'no hand has ended yet in the first hand');
  const seated = finish.length >= 4 && finish.length <= s.order.length; // a table, its seats now in the order
  if (s.hand > 1 && !(seated && isSeatingOrder(finish, finish.length)))
    report('lastFinish', "from hand 2 on, the previous hand's finish: each of its seats once (R2)");
}

/** I20: the moves of the hand. */
function checkHandMoves(s: DalmutiState, d: Derived, report: Report): void {
  const { tax, swap } = s;
  let recorded = d.entries.length;
  if (s.revolution !== null) recorded++;
  if (tax?.gdGift) recorded++;
  if (tax?.ldGift) recorded++;
  if (swap?.decided) recorded++;
  if (swap !== null && s.options.merchantSwapMode === 'blindChoice')
    recorded += (swap.fromCard !== null ? 1 : 0) + (swap.toCard !== null ? 1 : 0);
  const moves = s.handMoves;
  if (moves < recorded) report('handMoves', `the records of this hand show at least ${recorded} moves`);
  else if (!d.position) {
    const before = d.playedTotal - d.logCards; // cards of earlier rounds of this hand
    if (before === 0 ? moves !== recorded : moves === recorded || moves > recorded + before * d.m)
      report(
        'handMoves',
        before === 0
          ? `in the hand's first round every move is recorded: ${recorded}`
          : 'earlier rounds took at least one move and at most one per seat per card played',
      );
  }
}

/** I21: the deal counter. */
function checkDeals(s: DalmutiState, d: Derived, report: Report): void {
  const pending = s.phase === 'join' ? 1 : 0;
  if (d.joins < 0 || d.joins > s.seats - 4 - pending)
    report('deals', 'one deal per hand, and one more per newcomer who joined (V6)');
  else if (!d.position && !d.over && (s.hand === 1 || s.lastFinish.length >= 4)) {
    // (a last finish too short for a table is I19's to report)
    const { m, known } = d;
    if (s.hand === 1 ? m - known !== d.joins : m - known > d.joins)
      report('deals', `${m - known} newcomers joined this hand, each dealt the hand again (V6)`);
  }
}

/** I22: a newcomer waiting for a slot (V6). */
function checkJoin(s: DalmutiState, report: Report): void {
  if (s.phase !== 'join') return;
  if (s.actor !== s.order[0]) report('actor', "the Greater Dalmuti chooses the newcomer's slot (V6)");
  if (s.hands.some((h) => total(h) > 0) || total(s.played) > 0)
    report('hands', 'the cards are gathered while the newcomer waits (V6)');
  // What the hand's decisions record, blank right after a deal (as `blankFields` writes it): null, no entry, 0.
  const records = [s.revolution, s.tax, s.swap, s.top, s.roundLog, s.finished, s.passes, s.passed];
  const blank = (value: unknown) =>
    value === null || value === 0 || (Array.isArray(value) && value.length === 0);
  if (s.handMoves !== 0 || !records.every(blank))
    report('phase', 'a newcomer joins right after a deal, before any decision of the hand (V6, D-A18)');
}

/**
 * I23: the hand's cards are where the deal from the stored stream put them, moved only as this hand's records say.
 * Between a deal and the next one nothing draws from the stream but a `'randomCard'` merchant swap (two integers), so
 * the stored stream stepped back by the shuffle's words (and the swap's) is the one the deal started from.
 */
function checkDeal(s: DalmutiState, report: Report): void {
  if (s.phase === 'join') return; // the cards are gathered: the next deal is the check's
  const order = derive(s).dealtOrder;
  const swapped = s.swap !== null && s.swap.toCard !== null;
  const swapWords = swapped && s.options.merchantSwapMode === 'randomCard' ? 2 : 0;
  const shuffleWords = total(deckCounts(s.seats, s.options.shortDeck)) - 1;
  const before = s.phase === 'revolution' || s.phase === 'tax' || s.phase === 'swap';
  const replayed = replayDeal(
    s.rng,
    shuffleWords + swapWords,
    (rng) => {
      const { hands } = dealHands(order, s.seats, s.options.shortDeck, rng);
      // The exchanges this hand recorded, as they moved: tributes up and gifts down, then both swap cards.
      for (const { from, to, ranks } of exchangesOf(s))
        for (const r of ranks) {
          hands[from]![r]!--;
          hands[to]![r]!++;
        }
      return hands;
    },
    // Before play each hand is what it was dealt and given; in play, what is left of it (the rest was played).
    (hands) =>
      s.hands.every((hand, seat) =>
        hand.every((c, r) => (before ? c === hands[seat]![r] : c <= hands[seat]![r]!)),
      ),
  );
  if (replayed === null)
    report(
      'hands',
      "the hands are not what the deal from the stored random stream gave, moved as this hand's records say",
    );
}

/** The invariants every other one reads as holding: the cards, the phase and the deal counter. */
const BASE = ['I3', 'I4', 'I8', 'I21'];
/** After {@link BASE}. */
const AFTER_BASE = { after: BASE };
/** After {@link BASE} and the records of the hand, which the round, the taxes' cards, the scores and the moves read. */
const AFTER_RECORDS = { after: [...BASE, 'I5', 'I6', 'I7', 'I9', 'I10', 'I11', 'I13'] };

/**
 * The invariants of a saved state, I3–I23 of `docs/rules/dalmuti.md` ("Invariants of a saved state"), in its order:
 * core checks the declared shape (I1, I2) first, then runs these and names each id in what it reports.
 * @category Dalmuti
 */
export const INVARIANTS: readonly Invariant<DalmutiState>[] = [
  invariant('I3', checkCards),
  invariant('I4', checkSizes),
  invariant('I5', { ...AFTER_BASE, dealtOnly: true }, dealt(checkShares)),
  invariant('I6', { ...AFTER_BASE, dealtOnly: true }, derived(checkOrder)),
  invariant('I7', AFTER_BASE, derived(checkSeatDraw)),
  invariant('I8', derived(checkPhase)),
  invariant('I9', AFTER_BASE, dealt(checkRevolution)),
  invariant('I10', AFTER_BASE, dealt(checkJesters)),
  invariant('I11', AFTER_BASE, dealt(checkTax)),
  invariant('I12', AFTER_RECORDS, dealt(checkTaxCards)),
  invariant('I13', AFTER_BASE, dealt(checkSwap)),
  invariant('I14', AFTER_RECORDS, dealt(checkTurn)),
  invariant('I15', AFTER_RECORDS, dealt(checkHistory)),
  invariant('I16', AFTER_RECORDS, dealt(checkFinish)),
  invariant('I17', AFTER_RECORDS, checkEnd),
  invariant('I18', AFTER_RECORDS, derived(checkPoints)),
  invariant('I19', AFTER_RECORDS, checkLastFinish),
  invariant('I20', AFTER_RECORDS, dealt(checkHandMoves)),
  invariant('I21', derived(checkDeals)),
  invariant('I22', AFTER_BASE, checkJoin),
  invariant('I23', { deal: true }, checkDeal),
];

// ---------------------------------------------------------------------------------------------------------------
// Older versions

/**
 * Migrates a version 1 state to version 2: adds `deals` (the hand, plus the newcomers the state shows joined in
 * this hand, each of whom made a re-deal), and under `'peonFirst'` taxation hands a Greater Dalmuti gift that version 1
 * had already moved back to the giver, since the gifts now move together once the Lesser Dalmuti has chosen (R5).
 * Returns `null` for other versions; anything malformed is left for `checkState` to report.
 * @param state - the saved state
 * @param fromVersion - its version
 * @returns the version 2 state, or `null`
 */
export function migrate(
  state: Readonly<Record<string, unknown>>,
  fromVersion: number,
): Record<string, unknown> | null {
  if (fromVersion !== 1) return null;
  const { hand, order, phase } = state;
  let deals = hand;
  if (isIntIn(hand, 1, BIG) && Array.isArray(order) && phase !== 'over') {
    const reference = hand === 1 ? state.seatDraw : state.lastFinish;
    if (Array.isArray(reference) && reference.length > 0 && reference.length <= order.length)
      deals = hand + order.length - reference.length;
  }
  const migrated: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(JSON.parse(JSON.stringify(state)) as Record<string, unknown>)) {
    migrated[key] = key === 'version' ? 2 : value;
    if (key === 'hand') migrated.deals = deals;
  }
  // Read as what it should be; anything malformed throws below, and checkState reports it.
  const old = migrated as unknown as Draft<DalmutiState>;
  try {
    const gift = old.tax?.ldGift === null ? old.tax.gdGift : null; // chosen, and the gifts have not moved
    if (phase !== 'tax' || old.options.taxation !== 'peonFirst' || gift?.length !== 2) return migrated;
    const { gd, gp } = taxSeats(old.order);
    const counts = countsOfRanks(gift);
    removeFrom(old.hands[gp]!, counts); // throws, changing nothing, when the Greater Peon does not hold the gift
    addInto(old.hands[gd]!, counts);
    old.sizes[gp]! -= 2;
    old.sizes[gd]! += 2;
  } catch {
    // Left as it is.
  }
  return migrated;
}
