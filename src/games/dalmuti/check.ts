/**
 * Defensive validation of a saved state's Dalmuti fields (structure, ranges, card conservation, phase consistency).
 * Never throws.
 * @module
 */
import { isIntIn, isPlainObject, isSeatingOrder, type StateIssue, total } from '../../core/index.js';
import { deckCounts, JESTER, RANK_SLOTS } from './cards.js';
import type { DalmutiOptions } from './options.js';
import { decodeRoundEntry } from './state.js';

const KEYS = [
  'game',
  'version',
  'seats',
  'options',
  'hand',
  'phase',
  'actor',
  'order',
  'hands',
  'sizes',
  'played',
  'seatDraw',
  'revolution',
  'tax',
  'swap',
  'top',
  'passes',
  'passed',
  'roundLog',
  'finished',
  'lastFinish',
  'handPoints',
  'scores',
  'handMoves',
  'rng',
] as const;

const PHASES = ['revolution', 'tax', 'swap', 'play', 'join', 'over'];

function isCounts(v: unknown): v is number[] {
  return Array.isArray(v) && v.length === RANK_SLOTS && v[0] === 0 && v.every((c) => isIntIn(c, 0, 80));
}

function isRankList(v: unknown, min: number, max: number): v is number[] {
  return Array.isArray(v) && v.length >= min && v.length <= max && v.every((r) => isIntIn(r, 1, JESTER));
}

function distinctSeats(v: unknown, n: number): v is number[] {
  return (
    Array.isArray(v) && v.length <= n && new Set(v).size === v.length && v.every((s) => isIntIn(s, 0, n - 1))
  );
}

/**
 * Checks the Dalmuti fields of a state from outside.
 * @param raw - the parsed state (base fields already checked)
 * @returns every problem found
 */
export function checkState(raw: Readonly<Record<string, unknown>>): StateIssue[] {
  const issues: StateIssue[] = [];
  const add = (path: string, message: string) => void issues.push({ path, message });
  for (const key of Object.keys(raw))
    if (!(KEYS as readonly string[]).includes(key)) add(key, 'unknown field');
  for (const key of KEYS) if (!(key in raw)) add(key, 'missing');
  if (issues.length > 0) return issues;
  if (KEYS.some((k, i) => Object.keys(raw)[i] !== k))
    add('', `fields must come in the order ${KEYS.join(', ')}`);
  const n = raw.seats as number;
  const options = raw.options as DalmutiOptions;
  const phase = raw.phase as string;
  if (!isIntIn(raw.hand, 1, options.hands)) add('hand', `expected 1–${options.hands}`);
  if (!PHASES.includes(phase))
    return [...issues, { path: 'phase', message: `expected one of ${PHASES.join(', ')}` }];
  const join = phase === 'join';
  if (phase === 'over' ? raw.actor !== null : !isIntIn(raw.actor, 0, n - 1))
    add('actor', 'expected a seat (null only when over)');
  const orderOk = join ? isSeatingOrder(raw.order, n - 1) : isSeatingOrder(raw.order, n);
  if (!orderOk)
    add(
      'order',
      join ? 'expected every old seat once (the newcomer is not placed yet)' : 'expected every seat once',
    );
  const hands = raw.hands;
  const handsOk = Array.isArray(hands) && hands.length === n && hands.every(isCounts);
  if (!handsOk) add('hands', `expected ${n} arrays of ${RANK_SLOTS} counts (index 0 = 0)`);
  if (!isCounts(raw.played)) add('played', `expected ${RANK_SLOTS} counts`);
  if (
    handsOk &&
    !(Array.isArray(raw.sizes) && raw.sizes.length === n && raw.sizes.every((x, i) => x === total(hands[i]!)))
  ) {
    add('sizes', 'expected the hand sizes');
  }
  if (
    raw.seatDraw !== null &&
    !(
      Array.isArray(raw.seatDraw) &&
      raw.seatDraw.length <= n &&
      raw.seatDraw.every((d) => isRankList(d, 1, 80))
    )
  ) {
    add('seatDraw', 'expected null or per seat a list of drawn cards');
  }
  const rev = raw.revolution;
  if (
    rev !== null &&
    !(
      isPlainObject(rev) &&
      Object.keys(rev).join() === 'seat,declared,greater' &&
      isIntIn(rev.seat, 0, n - 1) &&
      typeof rev.declared === 'boolean' &&
      typeof rev.greater === 'boolean' &&
      (rev.declared || !rev.greater)
    )
  ) {
    add('revolution', 'expected null or { seat, declared, greater }');
  }
  const tax = raw.tax;
  const taxKeys = 'gdGift,gpTribute,ldGift,lpTribute';
  const taxOk =
    tax === null ||
    (isPlainObject(tax) &&
      Object.keys(tax).join() === taxKeys &&
      [tax.gdGift, tax.gpTribute].every((g) => g === null || isRankList(g, 2, 2)) &&
      [tax.ldGift, tax.lpTribute].every((g) => g === null || isRankList(g, 1, 1)));
  if (!taxOk) add('tax', `expected null or { ${taxKeys} } of rank lists`);
  const swap = raw.swap;
  const swapOk =
    swap === null ||
    (isPlainObject(swap) &&
      Object.keys(swap).join() === 'from,to,decided,fromCard,toCard' &&
      isIntIn(swap.from, 0, n - 1) &&
      (swap.to === null || isIntIn(swap.to, 0, n - 1)) &&
      typeof swap.decided === 'boolean' &&
      [swap.fromCard, swap.toCard].every((c) => c === null || isIntIn(c, 1, JESTER)));
  if (!swapOk) add('swap', 'expected null or { from, to, decided, fromCard, toCard }');
  const top = raw.top;
  const topOk =
    top === null ||
    (isPlainObject(top) &&
      Object.keys(top).join() === 'seat,rank,naturals,jesters' &&
      isIntIn(top.seat, 0, n - 1) &&
      isIntIn(top.rank, 1, JESTER) &&
      isIntIn(top.naturals, 0, 12) &&
      isIntIn(top.jesters, 0, 2) &&
      (top.rank === JESTER ? top.naturals === 0 && top.jesters > 0 : top.naturals > 0));
  if (!topOk) add('top', 'expected null or a valid set { seat, rank, naturals, jesters }');
  if (!isIntIn(raw.passes, 0, n)) add('passes', `expected 0–${n}`);
  if (!isIntIn(raw.passed, 0, 2 ** n - 1)) add('passed', 'expected a bit mask of seats');
  const log = raw.roundLog;
  const logOk =
    Array.isArray(log) &&
    log.every((c) => {
      if (!isIntIn(c, 0, 2 ** 14)) return false;
      const e = decodeRoundEntry(c);
      return (
        e.seat < n &&
        (e.rank === 0
          ? e.naturals === 0 && e.jesters === 0
          : e.rank === JESTER
            ? e.naturals === 0 && e.jesters > 0
            : e.naturals > 0)
      );
    });
  if (!logOk) add('roundLog', 'expected round entries (see decodeRoundEntry)');
  if (!distinctSeats(raw.finished, n)) add('finished', 'expected distinct seats');
  if (!distinctSeats(raw.lastFinish, n)) add('lastFinish', 'expected distinct seats');
  for (const key of ['handPoints', 'scores'] as const) {
    const v = raw[key];
    if (!(Array.isArray(v) && v.length === n && v.every((x) => isIntIn(x, 0, 1e9))))
      add(key, `expected ${n} non-negative integers`);
  }
  if (!isIntIn(raw.handMoves, 0, 1e9)) add('handMoves', 'expected a non-negative integer');
  if (issues.length > 0) return issues;
  return consistency(raw, n, options, phase);
}

function consistency(
  raw: Readonly<Record<string, unknown>>,
  n: number,
  options: DalmutiOptions,
  phase: string,
): StateIssue[] {
  const issues: StateIssue[] = [];
  const add = (path: string, message: string) => void issues.push({ path, message });
  const hands = raw.hands as number[][];
  const played = raw.played as number[];
  const order = raw.order as number[];
  const actor = raw.actor as number | null;
  const finished = raw.finished as number[];
  const top = raw.top as { seat: number; rank: number; naturals: number; jesters: number } | null;
  const tax = raw.tax as {
    gdGift: number[] | null;
    gpTribute: number[] | null;
    ldGift: number[] | null;
    lpTribute: number[] | null;
  } | null;
  const swap = raw.swap as {
    from: number;
    to: number | null;
    decided: boolean;
    fromCard: number | null;
    toCard: number | null;
  } | null;
  const log = raw.roundLog as number[];
  const sizes = hands.map(total);
  // Card conservation: every card of the deck is in a hand or played (during a join the cards are gathered).
  const deck = deckCounts(n, options.shortDeck);
  for (let r = 1; r < RANK_SLOTS; r++) {
    let sum = played[r]!;
    for (const h of hands) sum += h[r]!;
    const want = phase === 'join' ? 0 : deck[r]!;
    if (sum !== want) add(`hands`, `rank ${r}: ${sum} cards in hands and played, expected ${want}`);
  }
  if (phase === 'join') {
    if (actor !== order[0]) add('actor', 'the Greater Dalmuti chooses the slot');
    return issues;
  }
  const out = sizes.map((s) => s === 0);
  const outCount = out.filter(Boolean).length;
  if (phase === 'over') {
    if (finished.length !== n) add('finished', 'a finished match has a complete finishing order');
    return issues;
  }
  if (finished.length !== outCount || finished.some((s) => !out[s]))
    add('finished', 'must list exactly the seats with no cards');
  if (outCount > n - 2) add('hands', 'at least two seats hold cards during a hand');
  if (actor !== null && out[actor]) add('actor', 'a seat with no cards never acts (P4)');
  if (phase !== 'play') {
    if (finished.length > 0 || top !== null || log.length > 0)
      add('phase', `no card is played before the play phase (${phase})`);
  }
  if (phase === 'revolution' && (actor === null || hands[actor]![JESTER] !== 2 || raw.revolution !== null)) {
    add('actor', 'the revolution decision belongs to the seat dealt both Jesters (R4)');
  }
  if (phase === 'tax') {
    if (tax === null) add('tax', 'the tax phase needs a tax record');
    else if (actor !== (tax.gdGift === null ? order[0] : order[1]) || tax.ldGift !== null)
      add('actor', 'the GD, then the LD, chooses a gift (R5)');
    else if (tax.gdGift !== null && options.taxation === 'sealed') {
      const h = hands[order[0]!]!;
      const need = new Array<number>(RANK_SLOTS).fill(0);
      for (const r of tax.gdGift) need[r]!++;
      if (need.some((c, r) => c > h[r]!))
        add('tax.gdGift', 'the chosen gift must still be in the Greater Dalmuti hand');
    }
  }
  if (phase === 'swap') {
    if (swap === null || swap.from !== order[2])
      add('swap', 'the swap phase needs a swap record of the top Merchant');
    else if (actor !== (swap.fromCard === null ? swap.from : swap.to))
      add('actor', 'the swapping Merchants act in turn (V4)');
    else if (!swap.decided && (swap.to !== null || swap.fromCard !== null))
      add('swap', 'no card before the partner is chosen');
    else if (swap.decided && swap.to === null) add('swap', 'a skipped swap ends the swap phase');
    else if (swap.toCard !== null) add('swap', 'a completed swap ends the swap phase');
    else if (
      swap.to !== null &&
      (swap.to === swap.from || order.indexOf(swap.to) < 3 || order.indexOf(swap.to) > n - 3)
    ) {
      add('swap.to', 'the partner is another Merchant');
    } else if (swap.fromCard !== null && hands[swap.from]![swap.fromCard]! < 1)
      add('swap.fromCard', 'the chosen card must be in hand');
  }
  let trailing = 0;
  let passedMask = 0;
  for (const code of log) {
    const e = decodeRoundEntry(code);
    trailing = e.rank === 0 ? trailing + 1 : 0;
    if (e.rank === 0) passedMask |= 1 << e.seat;
  }
  // The round history is itself a legal sequence (P1–P3): it opens with a play, and every later play has the
  // lead's card count and a strictly better (lower) rank than the play before it.
  let leadCount = -1;
  let previousRank = Number.POSITIVE_INFINITY;
  for (const code of log) {
    const e = decodeRoundEntry(code);
    if (e.rank === 0) {
      if (leadCount < 0) add('roundLog', 'a round opens with a play, not a pass');
      continue;
    }
    const count = e.naturals + e.jesters;
    if (leadCount < 0) leadCount = count;
    else if (count !== leadCount || e.rank >= previousRank) {
      add('roundLog', "each play of a round has the lead's count and a better rank than the play before");
    }
    previousRank = e.rank;
  }
  if (log.length > 0 && raw.passes !== trailing)
    add('passes', 'must count the passes since the last play of the round');
  if (raw.passed !== passedMask) add('passed', 'must mark exactly the seats that passed this round');
  if (phase === 'play') {
    if (top === null) {
      if (log.length > 0 || raw.passes !== 0)
        add('top', 'an empty table starts a round: no history, no passes');
    } else {
      if (log.length === 0) add('roundLog', 'the top set must be in the round history');
      else {
        let i = log.length - 1;
        while (i > 0 && decodeRoundEntry(log[i]!).rank === 0) i--;
        const e = decodeRoundEntry(log[i]!);
        if (
          e.seat !== top.seat ||
          e.rank !== top.rank ||
          e.naturals !== top.naturals ||
          e.jesters !== top.jesters
        ) {
          add('top', 'the top set is the last play of the round');
        }
      }
      if (!options.passLocksOut && actor === top.seat)
        add('actor', 'the round cannot come back to its last player');
    }
  }
  return issues;
}
