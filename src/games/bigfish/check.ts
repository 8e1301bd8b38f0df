/**
 * Defensive validation of an untrusted state's Big Fish fields: structure, ranges, card conservation and the
 * consistency of the phase. Never throws.
 * @module
 */
import { contains, isIntIn, type StateIssue } from '../../core/index.js';
import { type BigFishCard, COLOURS, compareCards, isCard, kindCounts } from './cards.js';
import { CLAIMABLE_BONUSES } from './moves.js';
import type { BigFishOptions } from './options.js';
import { liveRows } from './rules.js';
import type { BigFishState } from './state.js';

const PHASES = ['place', 'choosePlus', 'chooseBonus', 'over'];

function isSorted(cards: readonly BigFishCard[]): boolean {
  for (let i = 1; i < cards.length; i++) if (compareCards(cards[i - 1]!, cards[i]!) > 0) return false;
  return true;
}

function isSubMultiset(small: readonly BigFishCard[], big: readonly BigFishCard[]): boolean {
  return contains(kindCounts(big), kindCounts(small));
}

/**
 * Checks the game's own fields of a state from outside (base fields and options are already checked by core).
 * @param raw - the parsed state
 * @returns every problem found (empty when valid)
 * @category State
 */
export function checkState(raw: Readonly<Record<string, unknown>>): StateIssue[] {
  const issues: StateIssue[] = [];
  try {
    checkInto(raw, issues);
  } catch (e) {
    issues.push({ path: '', message: `unreadable state: ${e instanceof Error ? e.message : String(e)}` });
  }
  return issues;
}

function checkInto(raw: Readonly<Record<string, unknown>>, issues: StateIssue[]): void {
  const add = (path: string, message: string) => void issues.push({ path, message });
  const seats = raw.seats as number;
  const o = raw.options as BigFishOptions;
  const isSeat = (v: unknown) => isIntIn(v, 0, seats - 1);
  const cardList = (v: unknown, path: string): BigFishCard[] | null => {
    if (!Array.isArray(v) || !v.every(isCard)) {
      add(path, 'expected an array of cards like "B4"');
      return null;
    }
    return v as BigFishCard[];
  };
  const perSeat = (key: string, sorted: boolean): BigFishCard[][] | null => {
    const v = raw[key];
    if (!Array.isArray(v) || v.length !== seats) {
      add(key, `expected one card list per seat (${seats})`);
      return null;
    }
    const out: BigFishCard[][] = [];
    v.forEach((x, i) => {
      const cards = cardList(x, `${key}.${i}`);
      if (cards && sorted && !isSorted(cards)) add(`${key}.${i}`, 'must be sorted');
      out.push(cards ?? []);
    });
    return out;
  };

  if (!isSeat(raw.turn)) add('turn', 'expected a seat');
  if (!PHASES.includes(raw.phase as string)) add('phase', `expected one of ${PHASES.join(', ')}`);
  if (!(raw.turnRow === null || isIntIn(raw.turnRow, 0, o.rowCount - 1)))
    add('turnRow', 'expected null or a row slot');
  if (!isIntIn(raw.placed, 0, 1000)) add('placed', 'expected a count');
  const hands = perSeat('hands', true);
  const piles = perSeat('piles', false);
  const plus = perSeat('plus', false);
  const minus = perSeat('minus', false);
  const revealed = perSeat('revealed', true);
  const common = cardList(raw.common, 'common');
  const box = cardList(raw.box, 'box');
  if (box && !isSorted(box)) add('box', 'must be sorted');
  let rows: (BigFishCard[] | null)[] | null = null;
  if (!Array.isArray(raw.rows) || raw.rows.length !== o.rowCount)
    add('rows', `expected ${o.rowCount} row slots`);
  else {
    rows = raw.rows.map((r, i) => (r === null ? null : (cardList(r, `rows.${i}`) ?? [])));
  }
  checkBonuses(raw, o, isSeat, add);
  if (!(raw.mistakeHolder === null || isSeat(raw.mistakeHolder)))
    add('mistakeHolder', 'expected null or a seat');
  if (o.mistakes === 'reject' && raw.mistakeHolder !== null)
    add('mistakeHolder', 'the mistake card never moves in reject mode');
  if (issues.length > 0 || !hands || !piles || !plus || !minus || !revealed || !common || !box || !rows)
    return;

  // Card conservation: every card of the deck is in exactly one place.
  const all: BigFishCard[] = [...common, ...box];
  for (let s = 0; s < seats; s++) all.push(...hands[s]!, ...piles[s]!, ...plus[s]!, ...minus[s]!);
  for (const r of rows) if (r) all.push(...r);
  const have = kindCounts(all);
  const want = COLOURS.flatMap((k) => o.deck[k]);
  if (have.some((n, i) => n !== want[i])) add('', 'the cards in play do not match the deck composition');

  for (let s = 0; s < seats; s++) {
    if (hands[s]!.length > o.handSize) add(`hands.${s}`, `more than ${o.handSize} cards`);
    if (!isSubMultiset(revealed[s]!, hands[s]!)) add(`revealed.${s}`, 'not all in the hand');
  }
  const phase = raw.phase as BigFishState['phase'];
  const turn = raw.turn as number;
  const placed = raw.placed as number;
  const turnRow = raw.turnRow as number | null;
  for (let s = 0; s < seats; s++) {
    const used = phase !== 'over' && s === turn ? placed : 0;
    if (hands[s]!.length + used < o.handSize && piles[s]!.length > 0)
      add(`hands.${s}`, 'not refilled from the pile');
  }
  rows.forEach((r, i) => {
    if (r === null) return;
    const pendingSlot = (phase === 'choosePlus' || phase === 'chooseBonus') && i === turnRow;
    const min = pendingSlot && phase === 'chooseBonus' ? 0 : 1;
    const max = pendingSlot && phase === 'choosePlus' ? o.rowLength : o.rowLength - 1;
    if (r.length < min || r.length > max || (pendingSlot && r.length !== min && r.length !== max)) {
      add(`rows.${i}`, `bad length ${r.length} for phase ${phase}`);
    }
  });
  const options = raw.bonusOptions as string[];
  if (phase === 'chooseBonus' ? options.length < 2 : options.length > 0) {
    add('bonusOptions', 'a bonus choice has two or more options, and exists only in phase chooseBonus');
  }
  if (phase === 'over') return;
  if (phase === 'place') {
    if ((turnRow === null) !== (placed === 0)) add('turnRow', 'set exactly when a card was placed this turn');
    if (placed > o.maxPlacements) add('placed', `more than ${o.maxPlacements}`);
    if (placed >= o.maxPlacements || hands[turn]!.length === 0) {
      add('phase', 'the player to act has no card or placement left (the turn should have ended)');
    }
  } else {
    if (turnRow === null || rows[turnRow] === null) add('turnRow', 'a take needs its row');
    if (phase === 'choosePlus' && o.plusSelection !== 'playerChoice')
      add('phase', 'choosePlus needs plusSelection playerChoice');
    if (phase === 'chooseBonus' && !o.advanced) add('phase', 'chooseBonus needs the advanced rules');
  }
  if (liveRows({ rows }).length === 0 && phase === 'place') add('rows', 'no live row while the game goes on');
}

function checkBonuses(
  raw: Readonly<Record<string, unknown>>,
  o: BigFishOptions,
  isSeat: (v: unknown) => boolean,
  add: (path: string, message: string) => void,
): void {
  const b = raw.bonuses;
  if (!Array.isArray(b)) {
    add('bonuses', 'expected an array');
    return;
  }
  if (!o.advanced) {
    if (b.length > 0) add('bonuses', 'no bonus cards in the basic game');
  } else {
    const ids = b.map((x) => (x && typeof x === 'object' ? (x as { id: unknown }).id : null));
    if (b.length !== 7 || !['A', 'B', 'C'].includes(ids[0] as string) || ids.slice(1).join('') !== 'DEFGHI') {
      add('bonuses', 'expected one of A/B/C, then D–I');
    }
    b.forEach((x, i) => {
      const entry = x as Record<string, unknown>;
      if (!x || typeof x !== 'object' || Object.keys(entry).join() !== 'id,holder')
        add(`bonuses.${i}`, 'expected { id, holder }');
      else if (!(entry.holder === null || isSeat(entry.holder)))
        add(`bonuses.${i}.holder`, 'expected null or a seat');
      else if ((entry.id === 'B' || entry.id === 'C') && entry.holder !== null)
        add(`bonuses.${i}.holder`, 'B and C are awarded at the end');
    });
  }
  const opts = raw.bonusOptions;
  if (!Array.isArray(opts) || !opts.every((x) => (CLAIMABLE_BONUSES as readonly unknown[]).includes(x))) {
    add('bonusOptions', 'expected a list of claimable bonuses');
  } else if (new Set(opts).size !== opts.length) {
    add('bonusOptions', 'duplicates');
  } else if (!opts.every((x) => b.some((y) => (y as { id: unknown }).id === x))) {
    add('bonusOptions', 'a bonus not in play');
  }
}
