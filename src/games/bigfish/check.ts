/**
 * The invariants of a saved Big Fish state, I3–I22 of `docs/rules/bigfish.md` ("Invariants of a saved state"), one
 * entry per id, in its order: core checks the declared shape (I1, I2) first, then runs these and names each id in
 * what it reports.
 * @module
 */
import {
  cardPlaces,
  checkConservation,
  contains,
  type Invariant,
  invariant,
  replayDeal,
  type Seat,
} from '../../core/index.js';
import { deepEqual } from '../../core/json.js';
import { type BigFishCard, cardValue, compareCards, deckCards, kindCounts } from './cards.js';
import { MAX_PLUS_CARDS } from './moves.js';
import { formatCard } from './notation.js';
import { deckSize } from './options.js';
import { setup } from './rules.js';
import type { BigFishState as State } from './state.js';
import { highestPlus, plusSelections, qualifyingBonuses, splitRow } from './take.js';

/** Only for matches `setup` dealt: a position lists only the cards that matter. */
const DEALT = { dealtOnly: true };

const isSorted = (cards: readonly BigFishCard[]): boolean =>
  cards.every((c, i) => i === 0 || compareCards(cards[i - 1]!, c) <= 0);
const isLive = (row: readonly BigFishCard[] | null | undefined): boolean => row != null && row.length > 0;
const inTurn = (s: State, seat: Seat): boolean => s.phase !== 'over' && seat === s.turn;
const isPending = (s: State): boolean => s.phase === 'choosePlus' || s.phase === 'chooseBonus';
/** Rows taken by a seat: every take moves a whole row to its piles (I10 says the piles hold whole takes). */
const takes = (s: State, seat: Seat): number =>
  Math.floor((s.plus[seat]!.length + s.minus[seat]!.length) / s.options.rowLength);
/** Whether a held bonus counts toward the one bonus per turn (B-A7). */
const counts = (s: State, id: string): boolean => id !== 'A' || s.options.aCountsTowardLimit;
/** Cards each seat has placed in all: its deal less its hand and pile. */
const placedBy = (s: State): number[] =>
  s.hands.map((h, p) => s.options.pileSize - h.length - s.piles[p]!.length);

/**
 * Whether `options` are exactly the bonuses the last take qualifies for: some split of the tail of the taker's plus
 * and minus piles into that take's plus cards (2 to 5) and minus cards is a split the rules make (S1, S2, or V3's
 * choice), and the bonuses it qualifies for (BON; A left out when it came on top, B-A7) are `options`, in table order.
 */
function lastTakeOffers(s: State, options: readonly string[]): boolean {
  const L = s.options.rowLength;
  const plus = s.plus[s.turn]!;
  const minus = s.minus[s.turn]!;
  for (let k = 2; k <= Math.min(MAX_PLUS_CARDS, L) && !s.bonusThisTurn; k++) {
    if (plus.length < k || minus.length < L - k) continue;
    const p = plus.slice(plus.length - k);
    const m = minus.slice(minus.length - (L - k));
    const take = { cards: [...p, ...m], plus: p, minus: m };
    const choices =
      s.options.plusSelection === 'highest' ? [highestPlus(take.cards)] : plusSelections(take.cards);
    if (!choices.some((choice) => deepEqual(splitRow(take.cards, choice), take))) continue; // as the rules split it
    const offered = qualifyingBonuses(s, take, s.turn).filter((x) => counts(s, x));
    if (deepEqual(offered, options)) return true;
  }
  return false;
}

/**
 * The invariants of a saved state, I3–I22, in the rules page's order.
 * @category State
 */
export const INVARIANTS: readonly Invariant<State>[] = [
  // I3: card conservation: every card of the deck composition once, in one place
  invariant('I3', (s, report) => {
    const fields = { ...s, rows: s.rows.map((row) => row ?? []) }; // a closed slot holds no card
    const places = cardPlaces(fields, ['hands', 'piles', 'rows', 'common', 'box', 'plus', 'minus']);
    checkConservation(deckCards(s.options.deck), places, report, formatCard);
  }),
  // I4: hands, the box and the revealed cards are kept sorted
  invariant('I4', (s, report) => {
    for (const place of cardPlaces(s, ['hands', 'revealed', 'box']))
      if ('cards' in place && !isSorted(place.cards as readonly BigFishCard[]))
        report(place.path, 'must be sorted');
  }),
  // I5: the box holds what the deal put there, and nothing ever goes back to it (R6)
  invariant('I5', DEALT, (s, report) => {
    const o = s.options;
    const boxed = deckSize(o.deck) - s.seats * o.pileSize - o.rowCount - o.commonDeckSize;
    if (s.box.length !== boxed) report('box', `the deal boxes ${boxed} cards, not ${s.box.length}`);
  }),
  // I6: a seat has placed pileSize − |hand| − |pile| cards, never fewer than none, nor fewer than this turn's
  invariant('I6', DEALT, (s, report) => {
    const played = placedBy(s);
    for (const [p, n] of played.entries())
      if (n < 0) report(`piles.${p}`, `hand and pile hold more than the ${s.options.pileSize} dealt`);
    if (played.every((n) => n >= 0) && s.phase !== 'over' && played[s.turn]! < s.placed)
      report('placed', `${s.placed} this turn, ${played[s.turn]} in all`);
  }),
  // I7: hands are refilled from the pile to handSize at the end of every turn, and never hold more (R3)
  invariant('I7', (s, report) => {
    const size = s.options.handSize;
    s.hands.forEach((hand, p) => {
      const used = inTurn(s, p) ? s.placed : 0;
      if (hand.length + used > size) report(`hands.${p}`, `more than ${size} cards, placed ones included`);
      else if (hand.length + used < size && s.piles[p]!.length > 0) report(`hands.${p}`, 'not refilled');
    });
  }),
  // I8, turn order (R9): the seats that have not had a turn yet are exactly those from the seat to act on (clockwise
  // from the start seat); once the match is over, those after the last turn's seat. Checked once I6 holds.
  invariant('I8', { ...DEALT, after: ['I6'] }, (s, report) => {
    const played = placedBy(s);
    const over = s.phase === 'over';
    const pos = (p: Seat) => (p - s.options.startSeat + s.seats) % s.seats;
    const waiting = played.flatMap((n, p) => (n - (inTurn(s, p) ? s.placed : 0) === 0 ? [p] : []));
    const expected = played.flatMap((_, p) => (pos(p) > pos(s.turn) || (!over && p === s.turn) ? [p] : []));
    if (waiting.length > 0 && !deepEqual(waiting, expected))
      report('turn', `out of turn: seats ${waiting.join(', ')} have not had a turn yet`);
  }),
  // I9: every take moves rowLength cards to the taker's piles, then turns up a common card or closes the slot
  invariant('I9', DEALT, (s, report) => {
    const taken = s.plus.reduce((n, p, i) => n + p.length + s.minus[i]!.length, 0);
    // the takes so far: each turned up a card of the common deck or closed its slot
    const done = s.options.commonDeckSize - s.common.length + s.rows.filter((r) => r === null).length;
    const expected = (done + (s.phase === 'chooseBonus' ? 1 : 0)) * s.options.rowLength;
    if (taken !== expected) report('common', `${taken} cards taken, but the table says ${expected}`);
  }),
  // I10: a seat's plus and minus piles are whole takes, each with 2 to 5 plus cards (S1, S2)
  invariant('I10', DEALT, (s, report) => {
    const L = s.options.rowLength;
    const most = Math.min(MAX_PLUS_CARDS, L);
    s.plus.forEach((plus, p) => {
      const n = plus.length + s.minus[p]!.length;
      if (n % L !== 0) report(`minus.${p}`, `plus and minus hold ${n} cards, not whole rows of ${L}`);
      else if (plus.length < 2 * takes(s, p) || plus.length > most * takes(s, p))
        report(`plus.${p}`, `not 2–${most} plus cards for each of ${takes(s, p)} takes`);
    });
  }),
  // I11, rows: a live row holds 1 to rowLength − 1 cards; the row of a pending take is full (plus choice) or empty
  // (bonus choice); a slot closes only once the common deck is empty (B-A3)
  invariant('I11', (s, report) => {
    const L = s.options.rowLength;
    s.rows.forEach((r, i) => {
      const pending = isPending(s) && i === s.turnRow;
      if (r === null) {
        if (s.common.length > 0) report(`rows.${i}`, 'a slot closes only when the common deck is empty');
      } else if (pending ? r.length !== (s.phase === 'choosePlus' ? L : 0) : !isLive(r) || r.length >= L)
        report(`rows.${i}`, `a row of ${r.length} cards in phase ${s.phase}`);
    });
  }),
  // I12: the turn in progress (L2, L3)
  invariant('I12', (s, report) => {
    const { turnRow, placed } = s;
    if (s.phase === 'place') {
      if ((turnRow === null) !== (placed === 0)) report('turnRow', 'set exactly once a card was placed');
      else if (turnRow !== null && !isLive(s.rows[turnRow])) report('turnRow', 'not an open row');
      if (placed >= s.options.maxPlacements) report('placed', `the turn ends at ${s.options.maxPlacements}`);
      if (s.hands[s.turn]!.length === 0) report(`hands.${s.turn}`, 'the seat to act has no card');
    } else if (isPending(s)) {
      if (turnRow === null || placed === 0 || s.rows[turnRow] === null)
        report('turnRow', 'a take needs the row that was completed this turn');
    } else if (turnRow !== null || placed !== 0) report('placed', 'no turn goes on once the match is over');
  }),
  // I13: the phase against the options (V1, V3)
  invariant('I13', (s, report) => {
    const row = s.turnRow === null ? null : s.rows[s.turnRow];
    const choice = s.phase === 'choosePlus';
    if (choice && s.options.plusSelection !== 'playerChoice')
      report('phase', 'needs plusSelection playerChoice');
    else if (choice && row?.length === s.options.rowLength && plusSelections(row).length < 2)
      report('phase', 'a plus choice needs a row with more than one choice');
    if (s.phase === 'chooseBonus' && !s.options.advanced)
      report('phase', 'a bonus choice needs advanced rules');
  }),
  // I14: over exactly when nobody holds a card or no row is open, outside a pending take (§5, B-A3)
  invariant('I14', (s, report) => {
    const ended = s.hands.every((h) => h.length === 0) || !s.rows.some(isLive);
    if (s.phase === 'over' && !ended) report('phase', 'over, though cards are held and a row is open');
    if (s.phase === 'place' && ended) report('phase', 'not over, though nobody can place');
  }),
  // I15: the bonus cards against the options (R8): none in the basic game; A/B/C then D–I; B and C never held
  invariant('I15', (s, report) => {
    const ids = s.bonuses.map((x) => x.id).join('');
    if (!s.options.advanced && ids !== '') report('bonuses', 'no bonus cards in the basic game');
    else if (s.options.advanced && !/^[ABC]DEFGHI$/.test(ids))
      report('bonuses', 'not one of A/B/C, then D–I');
    for (const [i, x] of s.bonuses.entries())
      if ((x.id === 'B' || x.id === 'C') && x.holder !== null)
        report(`bonuses.${i}.holder`, 'B and C are never held');
  }),
  // I16: at most one bonus that counts per take (one per turn), none without a take (BON)
  invariant('I16', DEALT, (s, report) => {
    for (let p = 0; p < s.seats; p++) {
      const held = s.bonuses.filter((x) => x.holder === p);
      const counting = held.filter((x) => counts(s, x.id)).length;
      const taken = takes(s, p);
      if (held.length > 0 && (counting > taken || taken === 0))
        report(`bonuses.${s.bonuses.indexOf(held[0]!)}.holder`, `more bonus cards than the ${taken} takes`);
    }
  }),
  // I17: whoever holds A took a row that sent a 1 to plus, and plus cards stay
  invariant('I17', DEALT, (s, report) => {
    const a = s.bonuses.findIndex((x) => x.id === 'A');
    const holder = a < 0 ? null : s.bonuses[a]!.holder;
    if (holder !== null && !s.plus[holder]!.some((c) => cardValue(c) === 1))
      report(`bonuses.${a}.holder`, `seat ${holder} holds A but has no 1 in its plus pile`);
  }),
  // I18: a pending bonus choice is exactly what the last take (the tail of the taker's piles) qualifies for
  invariant('I18', (s, report) => {
    if (s.phase !== 'chooseBonus') {
      if (s.bonusOptions.length > 0) report('bonusOptions', 'bonus options exist only in phase chooseBonus');
    } else if (s.bonusOptions.length < 2) report('bonusOptions', 'a bonus choice has two or more options');
    else if (!lastTakeOffers(s, s.bonusOptions))
      report('bonusOptions', 'not the bonuses the last take qualifies for');
  }),
  // I19: one bonus per turn: `bonusThisTurn` only while a turn goes on after a take that gave a bonus
  invariant('I19', (s, report) => {
    const goesOn =
      s.options.advanced && s.options.continueAfterCompletion && s.placed > 0 && s.phase !== 'chooseBonus';
    const hadOne = s.phase !== 'over' && s.bonuses.some((x) => x.holder === s.turn && counts(s, x.id));
    if (s.bonusThisTurn && !(goesOn && hadOne))
      report('bonusThisTurn', 'set only while a turn goes on after a take that gave its one bonus');
  }),
  // I20: the mistake card never moves in reject mode (R7, V2)
  invariant('I20', (s, report) => {
    if (s.options.mistakes === 'reject' && s.mistakeHolder !== null)
      report('mistakeHolder', 'moved in reject mode');
  }),
  // I21: revealed cards: shown by a mistake (penalty mode), still in the hand, each kind once
  invariant('I21', (s, report) => {
    s.revealed.forEach((shown, p) => {
      const path = `revealed.${p}`;
      if (shown.length === 0) return;
      if (s.options.mistakes === 'reject')
        report(path, 'cards are revealed only by mistakes, in penalty mode');
      else if (s.mistakeHolder === null) report(path, 'revealed, but the mistake card never moved');
      else if (new Set(shown).size !== shown.length) report(path, 'a card is known to be in a hand once');
      else if (!contains(kindCounts(s.hands[p]!), kindCounts(shown))) report(path, 'not all in the hand');
    });
  }),
  // I22: the cards are where the deal from the stored stream put them (R1–R8); runs last, and only for dealt matches
  invariant('I22', { deal: true }, (s, report) => {
    // The deal made from the stream stepped back from `s.rng`. Nothing draws from the stream after the deal (a turn,
    // a take and a refill are all determined), so the stored stream is the one right after it: one word per step of
    // the shuffle, one for the bonus of A/B/C (advanced rules), a few more when a draw was rejected.
    const words = Math.max(0, deckSize(s.options.deck) - 1) + (s.options.advanced ? 1 : 0);
    const dealt = replayDeal(s.rng, words, (rng) => setup(s.seats, s.options, rng));
    if (dealt === null) return report('rng', 'no deal of these options ends on the stored random stream');
    const leftOf = (have: readonly BigFishCard[], of: readonly BigFishCard[]) =>
      have.length <= of.length && have.every((c, i) => c === of[i]); // cards leave from the top (the end) only
    if (!deepEqual(dealt.box, s.box)) report('box', 'not the cards the deal boxed');
    s.piles.forEach((pile, p) => {
      const whole = dealt.piles[p]!; // the pile once the first hand was drawn from it (R3)
      const drawn = kindCounts([...dealt.hands[p]!, ...whole.slice(pile.length)]);
      if (!leftOf(pile, whole)) report(`piles.${p}`, "not what is left of the seat's pile as dealt");
      else if (!contains(drawn, kindCounts(s.hands[p]!)))
        report(`hands.${p}`, 'holds cards the seat did not draw from its pile as dealt');
    });
    if (!leftOf(s.common, dealt.common)) report('common', 'not what is left of the common deck as dealt');
    if (s.options.advanced && s.bonuses[0]?.id !== dealt.bonuses[0]?.id)
      report('bonuses.0.id', `the deal drew bonus ${dealt.bonuses[0]?.id}`);
  }),
];
