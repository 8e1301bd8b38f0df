/**
 * Defensive validation of a Big Fish state from outside, and the migration of older formats: `loadState` (and
 * `fromPosition`) accept exactly the states play can reach, as far as a state's own fields can show. Every check names its invariant (`I1`…`I21`, listed in
 * `docs/rules/bigfish.md`, "Invariants of a saved state") at the end of its message, and the path of the field it is
 * about. Never throws.
 * @module
 */
import { contains, isIntIn, isPlainObject, type Seat, type StateIssue } from '../../core/index.js';
import { type BigFishCard, COLOURS, cardValue, compareCards, isCard, kindCounts } from './cards.js';
import { CLAIMABLE_BONUSES, MAX_PLUS_CARDS } from './moves.js';
import type { BigFishOptions } from './options.js';
import type { BigFishState, BonusCard, ClaimableBonus, Phase } from './state.js';
import { highestPlus, plusSelections, qualifyingBonuses } from './take.js';

/** Every field of a state, in the order `setup` writes them; `origin` may be absent. */
const KEYS = [
  'game',
  'version',
  'seats',
  'options',
  'turn',
  'phase',
  'turnRow',
  'placed',
  'hands',
  'piles',
  'rows',
  'common',
  'box',
  'plus',
  'minus',
  'revealed',
  'bonuses',
  'bonusOptions',
  'mistakeHolder',
  'bonusThisTurn',
  'rng',
];
const OPTIONAL_KEYS = ['origin'];
const PHASES: readonly Phase[] = ['place', 'choosePlus', 'chooseBonus', 'over'];
/** Unknown fields named one by one in a refusal; the rest are counted (a forged state may carry any number). */
const MAX_LISTED = 5;
/** The fields of a bonus card, sorted. */
const BONUS_KEYS = 'holder,id';

/** Reports a problem: the invariant's id, the field's path, and a message (the id is appended to it). */
type Report = (id: string, path: string, message: string) => void;

/** A state whose fields have the right shapes (I1, I2 hold). */
/** A state whose fields have their shapes (I1, I2): the state's own fields, its options as `o`, and whether it was dealt. */
interface Shaped extends Omit<BigFishState, 'game' | 'version' | 'options' | 'rng' | 'origin'> {
  readonly o: BigFishOptions;
  readonly dealt: boolean;
}

function isSorted(cards: readonly BigFishCard[]): boolean {
  for (let i = 1; i < cards.length; i++) if (compareCards(cards[i - 1]!, cards[i]!) > 0) return false;
  return true;
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Checks the game's own fields of a state from outside (base fields and options are already checked by core).
 * @param raw - the parsed state
 * @returns every problem found (empty when valid), each naming its invariant
 * @category State
 */
export function checkState(raw: Readonly<Record<string, unknown>>): StateIssue[] {
  const issues: StateIssue[] = [];
  const report: Report = (id, path, message) => void issues.push({ path, message: `${message} (${id})` });
  try {
    const s = shaped(raw, report);
    if (s !== null) checkInvariants(s, report);
  } catch (e) {
    issues.push({ path: '', message: `unreadable state: ${e instanceof Error ? e.message : String(e)}` });
  }
  return issues;
}

/** I1 (no unknown or missing field, at any level) and I2 (each field's shape); the typed state when both hold. */
function shaped(raw: Readonly<Record<string, unknown>>, report: Report): Shaped | null {
  const before = { n: 0 };
  const add: Report = (id, path, message) => {
    before.n++;
    report(id, path, message);
  };
  const unknown = Object.keys(raw).filter((key) => !KEYS.includes(key) && !OPTIONAL_KEYS.includes(key));
  for (const key of unknown.slice(0, MAX_LISTED)) add('I1', key, 'unknown field');
  if (unknown.length > MAX_LISTED) add('I1', '', `and ${unknown.length - MAX_LISTED} more unknown fields`);
  for (const key of KEYS) if (!(key in raw)) add('I1', key, 'missing');
  if (before.n > 0) return null; // the shapes of missing fields cannot be checked
  if ('origin' in raw && raw.origin !== 'position')
    add('I1', 'origin', "expected 'position' (a match from a position) or no such field (a dealt match)");
  const seats = raw.seats as number;
  const o = raw.options as BigFishOptions;
  const isSeat = (v: unknown) => isIntIn(v, 0, seats - 1);
  const cardList = (v: unknown, path: string): v is BigFishCard[] => {
    if (Array.isArray(v) && v.every(isCard)) return true;
    add('I2', path, 'expected an array of cards like "B4"');
    return false;
  };
  const perSeat = (key: string) => {
    const v = raw[key];
    if (!Array.isArray(v) || v.length !== seats) add('I2', key, `expected one card list per seat (${seats})`);
    else
      v.forEach((x, i) => {
        cardList(x, `${key}.${i}`);
      });
  };
  if (!isSeat(raw.turn)) add('I2', 'turn', 'expected a seat');
  if (!PHASES.includes(raw.phase as Phase)) add('I2', 'phase', `expected one of ${PHASES.join(', ')}`);
  if (!(raw.turnRow === null || isIntIn(raw.turnRow, 0, o.rowCount - 1)))
    add('I2', 'turnRow', 'expected null or a row slot');
  if (!isIntIn(raw.placed, 0, o.maxPlacements)) add('I2', 'placed', `expected a count 0–${o.maxPlacements}`);
  for (const key of ['hands', 'piles', 'plus', 'minus', 'revealed']) perSeat(key);
  cardList(raw.common, 'common');
  cardList(raw.box, 'box');
  if (!Array.isArray(raw.rows) || raw.rows.length !== o.rowCount)
    add('I2', 'rows', `expected ${o.rowCount} row slots`);
  else
    raw.rows.forEach((r, i) => {
      if (r !== null) cardList(r, `rows.${i}`);
    });
  const b = raw.bonuses;
  if (!Array.isArray(b)) add('I2', 'bonuses', 'expected an array');
  else {
    b.forEach((x, i) => {
      if (!isPlainObject(x)) add('I2', `bonuses.${i}`, 'expected { id, holder }');
      else if (Object.keys(x).sort().join() !== BONUS_KEYS)
        add('I1', `bonuses.${i}`, 'expected exactly { id, holder }');
      else if (!['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].includes(x.id as string))
        add('I2', `bonuses.${i}.id`, 'expected a bonus card A–I');
      else if (!(x.holder === null || isSeat(x.holder)))
        add('I2', `bonuses.${i}.holder`, 'expected null or a seat');
    });
  }
  const opts = raw.bonusOptions;
  if (!Array.isArray(opts) || !opts.every((x) => (CLAIMABLE_BONUSES as readonly unknown[]).includes(x)))
    add('I2', 'bonusOptions', 'expected a list of claimable bonuses (A, D–I)');
  else if (new Set(opts).size !== opts.length) add('I2', 'bonusOptions', 'a bonus listed twice');
  if (!(raw.mistakeHolder === null || isSeat(raw.mistakeHolder)))
    add('I2', 'mistakeHolder', 'expected null or a seat');
  if (typeof raw.bonusThisTurn !== 'boolean') add('I2', 'bonusThisTurn', 'expected true or false');
  if (before.n > 0) return null;
  return {
    seats,
    o,
    dealt: raw.origin === undefined,
    turn: raw.turn as Seat,
    phase: raw.phase as Phase,
    turnRow: raw.turnRow as number | null,
    placed: raw.placed as number,
    hands: raw.hands as BigFishCard[][],
    piles: raw.piles as BigFishCard[][],
    rows: raw.rows as (BigFishCard[] | null)[],
    common: raw.common as BigFishCard[],
    box: raw.box as BigFishCard[],
    plus: raw.plus as BigFishCard[][],
    minus: raw.minus as BigFishCard[][],
    revealed: raw.revealed as BigFishCard[][],
    bonuses: raw.bonuses as BonusCard[],
    bonusOptions: raw.bonusOptions as ClaimableBonus[],
    mistakeHolder: raw.mistakeHolder as Seat | null,
    bonusThisTurn: raw.bonusThisTurn as boolean,
  };
}

function checkInvariants(s: Shaped, report: Report): void {
  const { seats, o, phase, turn, placed, turnRow, hands, piles, rows, common, box, plus, minus } = s;
  const L = o.rowLength;
  const deckTotal = COLOURS.reduce((n, k) => n + o.deck[k].reduce((a, b) => a + b, 0), 0);
  const live = (r: number) => {
    const row = rows[r];
    return row !== null && row !== undefined && row.length > 0;
  };
  const liveCount = rows.filter((_, r) => live(r)).length;
  const closed = rows.filter((r) => r === null).length;
  const pending = phase === 'choosePlus' || phase === 'chooseBonus';
  const inTurn = (seat: Seat) => phase !== 'over' && seat === turn;
  /** Rows taken by a seat: every take moves a whole row to its piles (I10 says the piles hold whole takes). */
  const takes = (seat: Seat) => Math.floor((plus[seat]!.length + minus[seat]!.length) / L);
  const counts = (bonus: BonusCard) => bonus.id !== 'A' || o.aCountsTowardLimit;

  // I3: card conservation.
  const all: BigFishCard[] = [...common, ...box];
  for (let p = 0; p < seats; p++) all.push(...hands[p]!, ...piles[p]!, ...plus[p]!, ...minus[p]!);
  for (const r of rows) if (r) all.push(...r);
  const have = kindCounts(all);
  const want = COLOURS.flatMap((k) => o.deck[k]);
  if (have.some((n, i) => n !== want[i]))
    report('I3', '', 'the cards in play do not match the deck composition');

  // I4: hands, the box and the revealed cards are kept sorted.
  for (let p = 0; p < seats; p++) {
    if (!isSorted(hands[p]!)) report('I4', `hands.${p}`, 'must be sorted');
    if (!isSorted(s.revealed[p]!)) report('I4', `revealed.${p}`, 'must be sorted');
  }
  if (!isSorted(box)) report('I4', 'box', 'must be sorted');

  // I5: the box holds what the deal put there, and nothing ever goes back to it.
  const boxed = deckTotal - seats * o.pileSize - o.rowCount - o.commonDeckSize;
  if (s.dealt && box.length !== boxed)
    report(
      'I5',
      'box',
      `the deal boxes ${boxed} cards (the deck less the piles, rows and common deck), not ${box.length}`,
    );

  // I6: a seat has placed pileSize − |hand| − |pile| cards, never fewer than none, nor fewer than this turn's.
  const played = hands.map((h, p) => o.pileSize - h.length - piles[p]!.length);
  let countsHold = true;
  if (s.dealt) {
    for (let p = 0; p < seats; p++) {
      if (played[p]! < 0) {
        countsHold = false;
        report('I6', `piles.${p}`, `hand and pile hold more than the ${o.pileSize} cards of the seat's deal`);
      }
    }
    if (countsHold && phase !== 'over' && played[turn]! < placed) {
      countsHold = false;
      report(
        'I6',
        'placed',
        `seat ${turn} has placed ${played[turn]} cards in all, fewer than ${placed} this turn`,
      );
    }
  }

  // I7: hands are refilled from the pile to handSize at the end of every turn, and never hold more.
  for (let p = 0; p < seats; p++) {
    const used = inTurn(p) ? placed : 0;
    const n = hands[p]!.length + used;
    if (n > o.handSize)
      report('I7', `hands.${p}`, `more than ${o.handSize} cards${used > 0 ? ' with this turn’s' : ''}`);
    else if (n < o.handSize && piles[p]!.length > 0) report('I7', `hands.${p}`, 'not refilled from the pile');
  }

  // I8: turn order. Seats that have not had a turn yet are exactly those from the seat to act on (clockwise from the
  // start seat); once the match is over, those after the last turn's seat.
  if (s.dealt && countsHold) {
    const completed = played.map((n, p) => n - (inTurn(p) ? placed : 0));
    const pos = (p: Seat) => (p - o.startSeat + seats) % seats;
    const waiting = completed.flatMap((n, p) => (n === 0 ? [p] : []));
    const expected = played.flatMap((_, p) =>
      (phase === 'over' ? pos(p) > pos(turn) : pos(p) >= pos(turn)) ? [p] : [],
    );
    if (waiting.length > 0 && !sameList(waiting, expected)) {
      report(
        'I8',
        'turn',
        `seat ${turn} ${phase === 'over' ? 'had the last turn' : 'is to act'}, but seats ${waiting.join(', ')} have not had a turn yet (clockwise from seat ${o.startSeat})`,
      );
    }
  }

  // I9: every take moves rowLength cards to the taker's piles, then turns up a common card or closes the slot.
  if (s.dealt) {
    const taken = plus.reduce((n, p, i) => n + p.length + minus[i]!.length, 0);
    const expected = (o.commonDeckSize - common.length + closed + (phase === 'chooseBonus' ? 1 : 0)) * L;
    if (taken !== expected) {
      report(
        'I9',
        'common',
        `the plus and minus piles hold ${taken} cards, but ${o.commonDeckSize - common.length} cards drawn from the common deck and ${closed} closed slots mean ${expected}`,
      );
    }
  }

  // I10: a seat's plus and minus piles are whole takes, each with 2 to 5 plus cards (one per colour, two if one).
  if (s.dealt) {
    for (let p = 0; p < seats; p++) {
      const n = plus[p]!.length + minus[p]!.length;
      const k = takes(p);
      if (n % L !== 0) report('I10', `minus.${p}`, `plus and minus hold ${n} cards, not whole rows of ${L}`);
      else if (plus[p]!.length < 2 * k || plus[p]!.length > Math.min(MAX_PLUS_CARDS, L) * k)
        report(
          'I10',
          `plus.${p}`,
          `${k} takes give 2–${Math.min(MAX_PLUS_CARDS, L)} plus cards each, not ${plus[p]!.length} in all`,
        );
    }
  }

  // I11: rows. A live row holds 1 to rowLength − 1 cards; the row of a pending take is full (plus choice) or empty
  // (bonus choice); a slot closes only once the common deck is empty.
  rows.forEach((r, i) => {
    if (r === null) {
      if (common.length > 0) report('I11', `rows.${i}`, 'a slot closes only when the common deck is empty');
      return;
    }
    const pendingSlot = pending && i === turnRow;
    const ok =
      pendingSlot && phase === 'choosePlus'
        ? r.length === L
        : pendingSlot
          ? r.length === 0
          : r.length >= 1 && r.length <= L - 1;
    if (!ok) report('I11', `rows.${i}`, `a row of ${r.length} cards in phase ${phase}`);
  });

  // I12: the turn in progress.
  if (phase === 'place') {
    if ((turnRow === null) !== (placed === 0))
      report(
        'I12',
        'turnRow',
        "set exactly when a card was placed this turn (the first placement fixes the turn's row)",
      );
    else if (turnRow !== null && !live(turnRow))
      report('I12', 'turnRow', "the turn's row is not an open row");
    if (placed >= o.maxPlacements)
      report('I12', 'placed', `the turn ends after ${o.maxPlacements} placements`);
    if (hands[turn]!.length === 0)
      report('I12', `hands.${turn}`, 'the seat to act has no card (its turn has ended)');
  } else if (pending) {
    if (turnRow === null || placed === 0 || rows[turnRow] === null)
      report('I12', 'turnRow', 'a take needs the row that was completed this turn');
  } else if (turnRow !== null || placed !== 0) {
    report('I12', 'placed', 'no turn is in progress once the match is over');
  }

  // I13: the phase against the options.
  if (phase === 'choosePlus') {
    const row = turnRow === null ? null : rows[turnRow];
    if (o.plusSelection !== 'playerChoice')
      report('I13', 'phase', 'a plus choice needs plusSelection playerChoice');
    else if (row && row.length === L && plusSelections(row).length < 2)
      report('I13', 'phase', 'a plus choice needs a row with more than one choice');
  }
  if (phase === 'chooseBonus' && !o.advanced)
    report('I13', 'phase', 'a bonus choice needs the advanced rules');

  // I14: the match is over exactly when nobody holds a card or no row is open (outside a pending take).
  const ended = hands.every((h) => h.length === 0) || liveCount === 0;
  if (phase === 'over' && !ended) report('I14', 'phase', 'over, though cards are held and a row is open');
  if (phase === 'place' && ended)
    report('I14', 'phase', 'the match goes on, though nobody holds a card or no row is open');

  // I15: the bonus cards against the options.
  const b = s.bonuses;
  if (!o.advanced) {
    if (b.length > 0) report('I15', 'bonuses', 'no bonus cards in the basic game');
  } else {
    const ids = b.map((x) => x.id).join('');
    if (b.length !== 7 || !'ABC'.includes(ids[0]!) || ids.slice(1) !== 'DEFGHI')
      report('I15', 'bonuses', 'expected one of A/B/C, then D–I');
    b.forEach((x, i) => {
      if ((x.id === 'B' || x.id === 'C') && x.holder !== null)
        report('I15', `bonuses.${i}.holder`, 'B and C are awarded at the end, never held');
    });
  }

  // I16: bonus holders against takes: at most one bonus that counts per take (one per turn), none without a take.
  if (s.dealt) {
    for (let p = 0; p < seats; p++) {
      const held = b.filter((x) => x.holder === p);
      const counting = held.filter(counts).length;
      if (held.length > 0 && (counting > takes(p) || takes(p) === 0)) {
        report(
          'I16',
          `bonuses.${b.indexOf(held[0]!)}.holder`,
          `seat ${p} holds ${held.length} bonus cards but took ${takes(p)} rows`,
        );
      }
    }
  }

  // I17: whoever holds A took a row that sent a 1 to plus, and plus cards stay.
  const a = b.findIndex((x) => x.id === 'A');
  const aHolder = a < 0 ? null : b[a]!.holder;
  if (s.dealt && aHolder !== null && !plus[aHolder]!.some((c) => cardValue(c) === 1))
    report('I17', `bonuses.${a}.holder`, `seat ${aHolder} holds A but has no 1 in its plus pile`);

  // I18: a pending bonus choice is exactly what the last take (the tail of the taker's piles) qualifies for.
  if (phase === 'chooseBonus') {
    if (s.bonusOptions.length < 2) report('I18', 'bonusOptions', 'a bonus choice has two or more options');
    else if (!lastTakeOffers(s, s.bonusOptions))
      report('I18', 'bonusOptions', 'not the bonuses the last take qualifies for');
  } else if (s.bonusOptions.length > 0) {
    report('I18', 'bonusOptions', 'bonus options exist only in phase chooseBonus');
  }

  // I19: one bonus per turn: `bonusThisTurn` is set only while a turn goes on after a take that gave a bonus.
  if (s.bonusThisTurn) {
    const ok =
      o.advanced &&
      o.continueAfterCompletion &&
      (phase === 'place' || phase === 'choosePlus') &&
      placed > 0 &&
      b.some((x) => x.holder === turn && counts(x));
    if (!ok)
      report('I19', 'bonusThisTurn', 'set only while a turn goes on after a take that gave its one bonus');
  }

  // I20: the mistake card never moves in reject mode.
  if (o.mistakes === 'reject' && s.mistakeHolder !== null)
    report('I20', 'mistakeHolder', 'the mistake card never moves in reject mode');

  // I21: revealed cards: shown by a mistake (penalty mode), still in the hand, each kind once.
  for (let p = 0; p < seats; p++) {
    const shown = s.revealed[p]!;
    if (shown.length === 0) continue;
    if (o.mistakes === 'reject')
      report('I21', `revealed.${p}`, 'cards are revealed only by mistakes, in penalty mode');
    else if (s.mistakeHolder === null)
      report('I21', `revealed.${p}`, 'revealed by a mistake, but the mistake card never moved');
    else if (new Set(shown).size !== shown.length)
      report('I21', `revealed.${p}`, 'a card is known to be in a hand once');
    else if (!contains(kindCounts(hands[p]!), kindCounts(shown)))
      report('I21', `revealed.${p}`, 'not all in the hand');
  }
}

/**
 * Whether `options` are exactly the bonuses the last take qualifies for: some split of the tail of the taker's plus
 * and minus piles into that take's plus cards (2 to 5) and minus cards is a split the rules make (S1, S2, or V3's
 * choice), and the bonuses it qualifies for (BON; A left out when it came on top, B-A7) are `options`, in table order.
 */
function lastTakeOffers(s: Shaped, options: readonly ClaimableBonus[]): boolean {
  const L = s.o.rowLength;
  const plus = s.plus[s.turn]!;
  const minus = s.minus[s.turn]!;
  for (let k = 2; k <= Math.min(MAX_PLUS_CARDS, L); k++) {
    if (plus.length < k || minus.length < L - k) continue;
    const p = plus.slice(plus.length - k);
    const m = minus.slice(minus.length - (L - k));
    if (!isSorted(p) || !isSorted(m)) continue;
    const cards = [...p, ...m];
    const made =
      s.o.plusSelection === 'highest'
        ? sameList(highestPlus(cards), p)
        : plusSelections(cards).some((choice) => sameList(choice, p));
    if (!made) continue;
    let q = qualifyingBonuses(s, { cards, plus: p, minus: m }, s.turn);
    if (!s.o.aCountsTowardLimit) q = q.filter((x) => x !== 'A');
    if (!s.bonusThisTurn && sameList(q, options)) return true;
  }
  return false;
}

/**
 * Migrates a state of an older format to the current one (version 2), or returns `null` when it cannot.
 * Version 1 had no `bonusThisTurn` (it becomes `false`: a version-1 turn could give a second bonus, which the rules
 * never allowed) and could list a card in `revealed` once per time it was shown (it is listed once: the table knows
 * one copy to be in the hand).
 * @param state - a parsed state of format `fromVersion`
 * @param fromVersion - its version
 * @returns the state in the current format, still to be checked
 */
export function migrate(
  state: Readonly<Record<string, unknown>>,
  fromVersion: number,
): Record<string, unknown> | null {
  if (fromVersion !== 1 || 'bonusThisTurn' in state) return null;
  const revealed = Array.isArray(state.revealed)
    ? state.revealed.map((r) => (Array.isArray(r) ? r.filter((c, i) => r.indexOf(c) === i) : r))
    : state.revealed;
  const { rng, ...rest } = state;
  return { ...rest, version: 2, revealed, bonusThisTurn: false, rng };
}
