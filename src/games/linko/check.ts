/**
 * Defensive validation of a Linko state from outside: structure, ranges, card conservation (109), and the phase's
 * consistency. Used by `loadState` and {@link fromPosition}.
 * @module
 */
import { isIntIn, isPlainObject, type StateIssue } from '../../core/index.js';
import {
  addSet,
  CARD_KINDS,
  COPIES_PER_VALUE,
  copiesOf,
  DISPLAY_SIZE,
  JOKER,
  JOKER_COUNT,
  JOKER_SET_VALUE,
  type LinkoSet,
  MAX_VALUE,
  snatches,
} from './cards.js';
import type { LinkoOptions } from './options.js';

const KEYS = ['game', 'version', 'seats', 'options', 'gameIndex', 'results', 'table', 'rng'];
const TABLE_KEYS = [
  'turn',
  'current',
  'phase',
  'hands',
  'known',
  'stacks',
  'deck',
  'display',
  'discard',
  'victims',
  'victim',
  'limbo',
  'owed',
];
const PHASES = ['play', 'offer', 'choice', 'draw', 'bonus', 'over'];
const REASONS = ['handEmpty', 'supplyExhausted'];

function isCounts(x: unknown): x is number[] {
  return Array.isArray(x) && x.length === CARD_KINDS && x.every((n, c) => isIntIn(n, 0, copiesOf(c)));
}

function isCardList(x: unknown): x is number[] {
  return Array.isArray(x) && x.every((c) => isIntIn(c, 0, MAX_VALUE));
}

/**
 * Whether `x` is a well-formed set (A1, A3).
 * @param x - anything
 */
export function isLinkoSet(x: unknown): x is LinkoSet {
  if (!isPlainObject(x) || Object.keys(x).length !== 3) return false;
  const { value, naturals, jokers } = x;
  if (
    !isIntIn(naturals, 0, COPIES_PER_VALUE) ||
    !isIntIn(jokers, 0, JOKER_COUNT) ||
    naturals + jokers === 0
  ) {
    return false;
  }
  return naturals === 0 ? value === JOKER_SET_VALUE : isIntIn(value, 1, MAX_VALUE);
}

function isSeatList(x: unknown, seats: number): x is number[] {
  return Array.isArray(x) && x.every((s) => isIntIn(s, 0, seats - 1)) && new Set(x).size === x.length;
}

/**
 * Checks the Linko fields of a state from outside (the base fields are checked by core). Never throws.
 * @param raw - the parsed state
 * @returns every problem found (empty when valid)
 */
export function checkState(raw: Readonly<Record<string, unknown>>): StateIssue[] {
  const issues: StateIssue[] = [];
  const bad = (path: string, message: string) => void issues.push({ path, message });
  for (const key of Object.keys(raw)) if (!KEYS.includes(key)) bad(key, 'unknown field');
  const n = raw.seats as number;
  const options = raw.options as LinkoOptions;
  const { gameIndex, results } = raw;
  if (!isPlainObject(raw.table)) {
    bad('table', 'expected an object { turn, current, phase, hands, known, stacks, deck, display, ... }');
    return issues;
  }
  const table = raw.table;
  for (const key of Object.keys(table)) if (!TABLE_KEYS.includes(key)) bad(`table.${key}`, 'unknown field');
  const { turn, current, phase, hands, known, stacks, deck, display, discard } = table;
  const { victims, victim, limbo, owed } = table;

  if (!isIntIn(gameIndex, 0, options.games - 1)) bad('gameIndex', `expected 0..${options.games - 1}`);
  if (!isIntIn(turn, 0, Number.MAX_SAFE_INTEGER)) bad('table.turn', 'expected a non-negative integer');
  if (!isIntIn(current, 0, n - 1)) bad('table.current', `expected a seat 0..${n - 1}`);
  if (typeof phase !== 'string' || !PHASES.includes(phase))
    bad('table.phase', `expected one of ${PHASES.join(', ')}`);
  if (!Array.isArray(hands) || hands.length !== n || !hands.every(isCounts)) {
    bad('table.hands', `expected ${n} arrays of ${CARD_KINDS} card counts`);
  }
  if (!Array.isArray(known) || known.length !== n || !known.every(isCounts)) {
    bad('table.known', `expected ${n} arrays of ${CARD_KINDS} card counts`);
  }
  if (
    !Array.isArray(stacks) ||
    stacks.length !== n ||
    !stacks.every((st) => Array.isArray(st) && st.every(isLinkoSet))
  ) {
    bad('table.stacks', `expected ${n} lists of sets { value, naturals, jokers }`);
  }
  if (!isCardList(deck)) bad('table.deck', 'expected a list of cards 0..13');
  if (!isCardList(display) || display.length > DISPLAY_SIZE)
    bad('table.display', 'expected at most 6 cards 0..13');
  if (!isCardList(discard)) bad('table.discard', 'expected a list of cards 0..13');
  if (!isSeatList(victims, n)) bad('table.victims', 'expected distinct seats');
  if (victim !== null && !isIntIn(victim, 0, n - 1)) bad('table.victim', 'expected a seat or null');
  if (limbo !== null && !isLinkoSet(limbo)) bad('table.limbo', 'expected a set or null');
  if (!isIntIn(owed, 0, COPIES_PER_VALUE + JOKER_COUNT)) bad('table.owed', 'expected 0..13');
  if (!Array.isArray(results)) bad('results', 'expected a list');
  else {
    results.forEach((r, i) => {
      const ok =
        isPlainObject(r) &&
        Object.keys(r).length === 5 &&
        isIntIn(r.startSeat, 0, n - 1) &&
        r.startSeat === (options.startSeat + i) % n &&
        typeof r.reason === 'string' &&
        REASONS.includes(r.reason) &&
        Array.isArray(r.scores) &&
        r.scores.length === n &&
        r.scores.every((x) => isIntIn(x, -109, 109)) &&
        Array.isArray(r.handCards) &&
        r.handCards.length === n &&
        r.handCards.every((x) => isIntIn(x, 0, 109)) &&
        isSeatList(r.winners, n) &&
        r.winners.length > 0;
      if (!ok)
        bad(`results.${i}`, 'expected { startSeat, reason, scores, handCards, winners } of this match');
    });
  }
  if (issues.length > 0) return issues;

  // Now the types are known.
  const H = hands as number[][];
  const K = known as number[][];
  const ST = stacks as LinkoSet[][];
  const D = deck as number[];
  const DS = display as number[];
  const R = results as unknown[];
  const Q = victims as number[];
  const cur = current as number;

  H.forEach((h, s) => {
    h.forEach((c, card) => {
      if (K[s]![card]! > c) bad(`table.known.${s}.${card}`, 'more cards known than held');
    });
  });

  // §1: card conservation.
  const counts = new Array<number>(CARD_KINDS).fill(0);
  const addCards = (cards: readonly number[]) => cards.forEach((c) => void counts[c]!++);
  for (const h of H) h.forEach((c, card) => void (counts[card]! += c));
  for (const st of ST) for (const set of st) addSet(counts, set);
  addCards(D);
  addCards(DS);
  addCards(discard as number[]);
  if (limbo !== null) addSet(counts, limbo as LinkoSet);
  counts.forEach((c, card) => {
    if (c !== copiesOf(card))
      bad(
        '',
        `card conservation: ${c} card(s) of ${card === JOKER ? 'joker' : card}, expected ${copiesOf(card)}`,
      );
  });

  const over = phase === 'over';
  if (R.length !== (over ? options.games : gameIndex)) {
    bad(
      'results',
      over ? 'a finished match has a result for every game' : 'expected one result per finished game',
    );
  }
  if (over && gameIndex !== options.games - 1) bad('gameIndex', 'a finished match is at its last game');
  if (!over) {
    H.forEach((h, s) => {
      if (h.every((c) => c === 0)) bad(`table.hands.${s}`, 'an empty hand ends the game (E1)');
    });
    if (D.length + DS.length === 0) bad('table.deck', 'an empty supply ends the game (E2)');
  }
  if (phase !== 'draw' && !over && D.length > 0 && DS.length < DISPLAY_SIZE) {
    bad('table.display', 'the display is refilled while the deck lasts (§3 REFILL)');
  }

  const pendingFree = phase === 'play' || phase === 'bonus' || over;
  if (pendingFree) {
    if (Q.length > 0) bad('table.victims', `no victims are pending in phase ${phase}`);
    if (victim !== null) bad('table.victim', `no victim in phase ${phase}`);
    if (limbo !== null) bad('table.limbo', `no set in limbo in phase ${phase}`);
    if (owed !== 0) bad('table.owed', `nothing is owed in phase ${phase}`);
  } else {
    if (victim === null || victim === cur)
      bad('table.victim', 'a victim other than the turn owner is needed');
    if (Q.includes(cur) || (victim !== null && Q.includes(victim as number)))
      bad('table.victims', 'each other seat at most once (A6)');
    if ((phase === 'offer' || phase === 'choice') !== (limbo !== null))
      bad('table.limbo', 'a set is in limbo exactly in offer and choice');
    if ((phase === 'draw') !== (owed as number) > 0) bad('table.owed', 'cards are owed exactly in draw');
    const played = ST[cur]![ST[cur]!.length - 1];
    if (played === undefined) bad('table.stacks', 'the turn owner has played a set this turn');
    else {
      if (limbo !== null && !snatches(played, limbo as LinkoSet))
        bad('table.limbo', 'the set in limbo was not snatched (§4.2)');
      for (const q of Q) {
        const top = ST[q]![ST[q]!.length - 1];
        if (top === undefined || !snatches(played, top))
          bad('table.victims', `seat ${q}'s top set is not snatched (§4.2)`);
      }
    }
  }
  if (phase === 'bonus' && !options.amigo2022)
    bad('table.phase', 'the optional draw exists only with amigo2022 (§7)');
  return issues;
}
