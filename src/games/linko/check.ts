/**
 * Defensive validation of a Linko state from outside: `loadState` (and `fromPosition`) accept exactly the states play
 * can reach, as far as a state's own fields can show: from a deal, or, for a state that says `origin: 'position'`,
 * from an explicit position (whose piles need not match a deal: I7, I8, I11 and I21 do not apply to it). Every check
 * names its invariant (`I1`…`I21`, listed in `docs/rules/linko.md`, "Invariants of a saved state") at the end of its
 * message, and the path of the field it is about.
 * @module
 */
import { isIntIn, isPlainObject, type StateIssue, total } from '../../core/index.js';
import {
  addSet,
  CARD_KINDS,
  COPIES_PER_VALUE,
  copiesOf,
  DISPLAY_SIZE,
  HAND_SIZE,
  JOKER,
  JOKER_COUNT,
  JOKER_SET_VALUE,
  type LinkoSet,
  MAX_VALUE,
  setCards,
  setOf,
  setSize,
  snatches,
  TOTAL_CARDS,
} from './cards.js';
import type { LinkoOptions } from './options.js';
import { startSeatOf } from './rules.js';
import { gameScores, gameWinners } from './score.js';
import type { LinkoGameResult, LinkoTable } from './state.js';

const KEYS = ['game', 'version', 'seats', 'options', 'gameIndex', 'results', 'table', 'rng', 'origin'];
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
const SET_KEYS = ['value', 'naturals', 'jokers'];
const RESULT_KEYS = ['startSeat', 'reason', 'scores', 'handCards', 'winners'];
const PHASES = ['play', 'offer', 'choice', 'draw', 'bonus', 'over'];
const REASONS = ['handEmpty', 'supplyExhausted'];
/** The most cards one set can hold: every copy of a value and every joker. */
const MAX_SET = COPIES_PER_VALUE + JOKER_COUNT;

/** Reports a problem: the field's path, and a message ending with the invariant's id. */
type Report = (id: string, path: string, message: string) => void;

function isCounts(x: unknown): x is number[] {
  return Array.isArray(x) && x.length === CARD_KINDS && x.every((n, c) => isIntIn(n, 0, copiesOf(c)));
}

function isCardList(x: unknown): x is number[] {
  return Array.isArray(x) && x.every((c) => isIntIn(c, 0, MAX_VALUE));
}

/** Whether `x` has a set's three fields, well formed (A1, A3); other keys are I1's business. */
function isSetShape(x: unknown): x is LinkoSet {
  if (!isPlainObject(x)) return false;
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

/**
 * Whether `x` is a well-formed set (A1, A3) with no other fields.
 * @param x - anything
 */
export function isLinkoSet(x: unknown): x is LinkoSet {
  return isSetShape(x) && Object.keys(x).every((k) => SET_KEYS.includes(k));
}

function isSeatList(x: unknown, seats: number): x is number[] {
  return Array.isArray(x) && x.every((s) => isIntIn(s, 0, seats - 1)) && new Set(x).size === x.length;
}

/** I1: every key of `obj` is one of `allowed`. */
function unknownKeys(obj: unknown, allowed: readonly string[], path: string, bad: Report): void {
  if (!isPlainObject(obj)) return;
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) bad('I1', path === '' ? key : `${path}.${key}`, 'unknown field');
  }
}

/**
 * Checks the Linko fields of a state from outside (the base fields, the options among them, are checked by core).
 * Never throws.
 * @param raw - the parsed state
 * @returns every problem found (empty when valid)
 */
export function checkState(raw: Readonly<Record<string, unknown>>): StateIssue[] {
  const issues: StateIssue[] = [];
  const bad: Report = (id, path, message) => void issues.push({ path, message: `${message} (${id})` });
  const n = raw.seats as number;
  const options = raw.options as LinkoOptions;

  // I1: no unknown fields, at any level.
  unknownKeys(raw, KEYS, '', bad);
  if (!isPlainObject(raw.table)) {
    bad(
      'I2',
      'table',
      'expected an object { turn, current, phase, hands, known, stacks, deck, display, ... }',
    );
    return issues;
  }
  const table = raw.table;
  unknownKeys(table, TABLE_KEYS, 'table', bad);
  if (Array.isArray(table.stacks)) {
    table.stacks.forEach((st, s) => {
      if (Array.isArray(st))
        st.forEach((set, i) => void unknownKeys(set, SET_KEYS, `table.stacks.${s}.${i}`, bad));
    });
  }
  unknownKeys(table.limbo, SET_KEYS, 'table.limbo', bad);
  if (Array.isArray(raw.results))
    raw.results.forEach((r, i) => void unknownKeys(r, RESULT_KEYS, `results.${i}`, bad));

  // I2: every field has its type and range.
  checkShapes(raw, table, n, options, bad);
  if (issues.length > 0) return issues;
  const dealt = raw.origin === undefined;
  checkTable(
    table as unknown as LinkoTable,
    raw.results as LinkoGameResult[],
    raw.gameIndex as number,
    n,
    options,
    dealt,
    bad,
  );
  (raw.results as LinkoGameResult[]).forEach((r, i) => void checkResult(r, i, n, options, dealt, bad));
  return issues;
}

/** I2: the types and ranges of every field (the shape `loadState` needs before it can reason about the play). */
function checkShapes(
  raw: Readonly<Record<string, unknown>>,
  table: Readonly<Record<string, unknown>>,
  n: number,
  options: LinkoOptions,
  bad: Report,
): void {
  const { gameIndex, results } = raw;
  const I2 = (path: string, message: string) => bad('I2', path, message);
  if ('origin' in raw && raw.origin !== 'position')
    I2('origin', "expected 'position' (a match from a position) or no such field (a dealt match)");
  const { turn, current, phase, hands, known, stacks, deck, display, discard } = table;
  const { victims, victim, limbo, owed } = table;
  if (!isIntIn(gameIndex, 0, options.games - 1)) I2('gameIndex', `expected 0..${options.games - 1}`);
  if (!isIntIn(turn, 0, Number.MAX_SAFE_INTEGER)) I2('table.turn', 'expected a non-negative integer');
  if (!isIntIn(current, 0, n - 1)) I2('table.current', `expected a seat 0..${n - 1}`);
  if (typeof phase !== 'string' || !PHASES.includes(phase))
    I2('table.phase', `expected one of ${PHASES.join(', ')}`);
  if (!Array.isArray(hands) || hands.length !== n || !hands.every(isCounts)) {
    I2('table.hands', `expected ${n} arrays of ${CARD_KINDS} card counts`);
  }
  if (!Array.isArray(known) || known.length !== n || !known.every(isCounts)) {
    I2('table.known', `expected ${n} arrays of ${CARD_KINDS} card counts`);
  }
  if (
    !Array.isArray(stacks) ||
    stacks.length !== n ||
    !stacks.every((st) => Array.isArray(st) && st.every(isSetShape))
  ) {
    I2('table.stacks', `expected ${n} lists of sets { value, naturals, jokers }`);
  }
  if (!isCardList(deck)) I2('table.deck', 'expected a list of cards 0..13');
  if (!isCardList(display) || display.length > DISPLAY_SIZE)
    I2('table.display', 'expected at most 6 cards 0..13');
  if (!isCardList(discard)) I2('table.discard', 'expected a list of cards 0..13');
  if (!isSeatList(victims, n)) I2('table.victims', 'expected distinct seats');
  if (victim !== null && !isIntIn(victim, 0, n - 1)) I2('table.victim', 'expected a seat or null');
  if (limbo !== null && !isSetShape(limbo)) I2('table.limbo', 'expected a set or null');
  if (!isIntIn(owed, 0, MAX_SET)) I2('table.owed', `expected 0..${MAX_SET}`);
  if (!Array.isArray(results)) {
    I2('results', 'expected a list');
    return;
  }
  results.forEach((r, i) => {
    const ok =
      isPlainObject(r) &&
      typeof r.reason === 'string' &&
      REASONS.includes(r.reason) &&
      isIntIn(r.startSeat, 0, n - 1) &&
      Array.isArray(r.scores) &&
      r.scores.length === n &&
      r.scores.every((x) => isIntIn(x, -TOTAL_CARDS, TOTAL_CARDS)) &&
      Array.isArray(r.handCards) &&
      r.handCards.length === n &&
      r.handCards.every((x) => isIntIn(x, 0, TOTAL_CARDS)) &&
      isSeatList(r.winners, n) &&
      r.winners.length > 0;
    if (!ok) I2(`results.${i}`, 'expected { startSeat, reason, scores, handCards, winners } of this match');
  });
}

/** The position of `seat` clockwise from `from` (0 for `from` itself). */
function after(from: number, seat: number, n: number): number {
  return (seat - from + n) % n;
}

/** I3–I19: the game in progress against the deal, the turn order, the snatch sequence and the end conditions. */
function checkTable(
  t: LinkoTable,
  results: readonly LinkoGameResult[],
  gameIndex: number,
  n: number,
  options: LinkoOptions,
  dealt: boolean,
  bad: Report,
): void {
  const {
    turn,
    current: cur,
    phase,
    hands,
    known,
    stacks,
    deck,
    display,
    discard,
    victims,
    victim,
    limbo,
    owed,
  } = t;
  const over = phase === 'over';
  const handSizes = hands.map((h) => total(h));

  // I3 (§1): card conservation.
  const counts = new Array<number>(CARD_KINDS).fill(0);
  for (const h of hands) h.forEach((c, card) => void (counts[card]! += c));
  for (const st of stacks) for (const set of st) addSet(counts, set);
  for (const c of deck) counts[c]!++;
  for (const c of display) counts[c]!++;
  for (const c of discard) counts[c]!++;
  if (limbo !== null) addSet(counts, limbo);
  counts.forEach((c, card) => {
    if (c !== copiesOf(card))
      bad(
        'I3',
        '',
        `card conservation: ${c} card(s) of ${card === JOKER ? 'joker' : card}, expected ${copiesOf(card)}`,
      );
  });

  // I4: the cards known to be in a hand are in it.
  hands.forEach((h, s) => {
    h.forEach((c, card) => {
      if (known[s]![card]! > c) bad('I4', `table.known.${s}.${card}`, 'more cards known than held');
    });
  });

  // I5 (A13): one result per finished game; a finished match is at its last game.
  if (results.length !== (over ? options.games : gameIndex)) {
    bad(
      'I5',
      'results',
      over ? 'a finished match has a result for every game' : 'expected one result per finished game',
    );
  }
  if (over && gameIndex !== options.games - 1) bad('I5', 'gameIndex', 'a finished match is at its last game');

  // I6 (R6, A13, END_TURN): the turn owner follows from the game's start seat and the turns completed.
  const start = startSeatOf(options, n, gameIndex);
  if (cur !== (start + turn) % n) {
    bad(
      'I6',
      'table.current',
      `game ${gameIndex + 1} starts with seat ${start}, so after ${turn} turn(s) seat ${(start + turn) % n} owns the turn, not seat ${cur}`,
    );
  }

  // The set played this turn (outside `play`): the top of the turn owner's stack, which is never a target.
  const played = phase === 'play' ? undefined : stacks[cur]![stacks[cur]!.length - 1];
  // I15: outside `play`, the turn owner has played a set this turn.
  if (phase !== 'play' && played === undefined)
    bad('I15', `table.stacks.${cur}`, 'the turn owner has played a set this turn');

  // I7 (R3, R4): the supply only shrinks after the deal.
  const supply = deck.length + display.length;
  const dealtSupply = TOTAL_CARDS - HAND_SIZE * n;
  if (dealt && supply > dealtSupply)
    bad('I7', 'table.deck', `the draw pile and display hold ${supply} cards; the deal left ${dealtSupply}`);

  // I8 (§3 DiscardAndDraw, A10): every discarded card is replaced by a draw, except the cards still owed (or forfeited
  // by the draw that ended the game).
  const drawn = Math.max(0, dealtSupply - supply); // a supply above the deal is I7's
  const lastReason = over ? results[results.length - 1]?.reason : undefined;
  const allowance = over ? (lastReason === 'supplyExhausted' && played ? setSize(played) - 1 : 0) : owed;
  if (dealt && discard.length > drawn + allowance) {
    bad(
      'I8',
      'table.discard',
      `${discard.length} cards discarded, but only ${drawn} drawn${allowance > 0 ? ` (+ ${allowance} owed)` : ''}`,
    );
  }

  // I9 (§3 REFILL, A9, A11): the display is full while the deck lasts, except during a victim's draws, where it is
  // short by at most the cards drawn so far.
  if (deck.length > 0) {
    if (phase !== 'draw' && display.length < DISPLAY_SIZE) {
      bad('I9', 'table.display', 'the display is refilled while the deck lasts (§3 REFILL)');
    } else if (phase === 'draw' && played && display.length < DISPLAY_SIZE - (setSize(played) - owed)) {
      bad(
        'I9',
        'table.display',
        `only ${setSize(played) - owed} card(s) drawn so far, but the display is short by more`,
      );
    }
  }

  // I10: each turn puts one set on a stack; snatches take sets off.
  const sets = stacks.reduce((a, st) => a + st.length, 0);
  const setsPlayed = turn + (phase === 'play' ? 0 : 1);
  if (sets > setsPlayed)
    bad('I10', 'table.stacks', `${sets} sets on the stacks, but only ${setsPlayed} played in this game`);

  // I11 (R2–R5): before the first play of a game, the table is as dealt.
  if (dealt && turn === 0 && phase === 'play') {
    handSizes.forEach((size, s) => {
      if (size !== HAND_SIZE)
        bad('I11', `table.hands.${s}`, `${size} cards in hand before the first play; 13 are dealt`);
    });
    known.forEach((k, s) => {
      if (total(k) > 0) bad('I11', `table.known.${s}`, 'cards known in a hand before the first play');
    });
    if (discard.length > 0) bad('I11', 'table.discard', 'a discard pile before the first play');
  }

  // I12 (E1, E2): a game goes on only while no hand is empty and the supply lasts.
  if (!over) {
    handSizes.forEach((size, s) => {
      if (size === 0) bad('I12', `table.hands.${s}`, 'an empty hand ends the game (E1)');
    });
    if (supply === 0) bad('I12', 'table.deck', 'an empty supply ends the game (E2)');
  }

  // I13 (§7, A18): the optional draw exists only with amigo2022.
  if (phase === 'bonus' && !options.amigo2022)
    bad('I13', 'table.phase', 'the optional draw exists only with amigo2022 (§7)');

  // I14 (§3): the snatch fields are set exactly in the phases that use them.
  const snatching = phase === 'offer' || phase === 'choice' || phase === 'draw';
  if (!snatching) {
    if (victims.length > 0) bad('I14', 'table.victims', `no victims are pending in phase ${phase}`);
    if (victim !== null) bad('I14', 'table.victim', `no victim in phase ${phase}`);
    if (limbo !== null) bad('I14', 'table.limbo', `no set in limbo in phase ${phase}`);
    if (owed !== 0) bad('I14', 'table.owed', `nothing is owed in phase ${phase}`);
  } else {
    if (victim === null || victim === cur)
      bad('I14', 'table.victim', 'a victim other than the turn owner is needed');
    if ((phase === 'offer' || phase === 'choice') !== (limbo !== null))
      bad('I14', 'table.limbo', 'a set is in limbo exactly in offer and choice');
    if ((phase === 'draw') !== owed > 0) bad('I14', 'table.owed', 'cards are owed exactly in draw');
    if (played && owed > setSize(played))
      bad(
        'I14',
        'table.owed',
        `${owed} cards owed for a set of ${setSize(played)} (a snatched set is as large as the set played)`,
      );
  }
  if (!snatching || played === undefined || victim === null || victim === cur) {
    if (phase === 'bonus' && played) {
      // I17 (A18): the optional draw follows only a play that snatched nothing.
      for (let s = 0; s < n; s++) {
        const top = stacks[s]![stacks[s]!.length - 1];
        if (s !== cur && top !== undefined && snatches(played, top))
          bad(
            'I17',
            'table.phase',
            `the set played snatches seat ${s}'s top set, so there is no optional draw`,
          );
      }
    }
  } else {
    // I16 (§4.2): the set in limbo and every waiting victim's top set are snatched by the set played.
    if (limbo !== null && !snatches(played, limbo))
      bad('I16', 'table.limbo', 'the set in limbo was not snatched (§4.2)');
    for (const q of victims) {
      const top = stacks[q]![stacks[q]!.length - 1];
      if (top === undefined || !snatches(played, top))
        bad('I16', 'table.victims', `seat ${q}'s top set is not snatched (§4.2)`);
    }
    // I17 (A5, A6): victims are taken clockwise from the turn owner's left, each once, and every seat after the victim
    // whose top set is snatched waits in the queue (stacks of seats not yet reached have not changed since the play).
    const order = [victim, ...victims];
    for (let i = 1; i < order.length; i++) {
      if (order[i] === cur || after(cur, order[i]!, n) <= after(cur, order[i - 1]!, n)) {
        bad(
          'I17',
          'table.victims',
          `seat ${order[i]} cannot wait after seat ${order[i - 1]}: victims are taken clockwise from seat ${cur}'s left, each once`,
        );
      }
    }
    for (let s = 0; s < n; s++) {
      const top = stacks[s]![stacks[s]!.length - 1];
      if (s === cur || after(cur, s, n) <= after(cur, victim, n) || victims.includes(s) || top === undefined)
        continue;
      if (snatches(played, top))
        bad('I17', 'table.victims', `seat ${s}'s top set is snatched, but seat ${s} is not waiting`);
    }
    // I18 (§3 Take, DiscardAndDraw): the cards owed replace the snatched set, which is now either on top of the
    // discard pile or known in the turn owner's hand.
    if (phase === 'draw' && !snatchedSetAccounted(played, discard, known[cur]!)) {
      bad(
        'I18',
        'table.owed',
        'cards are owed, but no snatched set is on top of the discard pile or known in the turn owner’s hand',
      );
    }
  }

  // I19 (§5): a finished match's table is the last game as it ended, and the last result says so.
  if (over) {
    const last = results[results.length - 1];
    if (last !== undefined) {
      const path = `results.${results.length - 1}`;
      if (last.reason === 'handEmpty' && handSizes[cur] !== 0)
        bad('I19', `${path}.reason`, `the game ended by an empty hand (E1), but seat ${cur} holds cards`);
      if (last.reason === 'supplyExhausted' && supply > 0)
        bad('I19', `${path}.reason`, 'the game ended with the supply exhausted (E2), but cards remain');
      if (!sameNumbers(last.scores, gameScores(t)))
        bad('I19', `${path}.scores`, 'the scores are not stack minus hand of the final table');
      if (!sameNumbers(last.handCards, handSizes))
        bad('I19', `${path}.handCards`, 'not the hand sizes of the final table');
    }
  }
}

/** I18: the snatched set of size `size(played)` is on top of the discard pile, or the turn owner's known cards hold one. */
function snatchedSetAccounted(
  played: LinkoSet,
  discard: readonly number[],
  known: readonly number[],
): boolean {
  const k = setSize(played);
  if (discard.length >= k) {
    const top = discard.slice(discard.length - k);
    const set = setOf(top);
    if (set !== null && set.naturals > 0 && snatches(played, set) && sameNumbers(setCards(set), top))
      return true;
  }
  for (let v = 1; v <= MAX_VALUE && v < played.value; v++) {
    if (known[v]! >= 1 && known[v]! + known[JOKER]! >= k) return true;
  }
  return false;
}

/** I20, I21 (§5, A12, A13): a finished game's result is one play can end with. */
function checkResult(
  r: LinkoGameResult,
  i: number,
  n: number,
  options: LinkoOptions,
  dealt: boolean,
  bad: Report,
): void {
  const path = `results.${i}`;
  if (r.startSeat !== startSeatOf(options, n, i))
    bad('I20', `${path}.startSeat`, `game ${i + 1} starts with seat ${startSeatOf(options, n, i)} (A13)`);
  const stackCards = r.scores.map((s, seat) => s + r.handCards[seat]!);
  stackCards.forEach((c, seat) => {
    if (c < 0)
      bad(
        'I20',
        `${path}.scores.${seat}`,
        'a score below minus the hand (a stack cannot hold fewer than 0 cards)',
      );
  });
  const empty = r.handCards.filter((h) => h === 0).length;
  if (r.reason === 'handEmpty' && empty !== 1)
    bad(
      'I20',
      `${path}.handCards`,
      `an empty hand (E1) ends the game with exactly one seat out of cards, not ${empty}`,
    );
  if (r.reason === 'supplyExhausted' && empty !== 0)
    bad('I20', `${path}.handCards`, 'a game that ends by a draw (E2) leaves no hand empty');
  r.handCards.forEach((h, seat) => {
    if (h === 0 && stackCards[seat]! < 1)
      bad('I20', `${path}.scores.${seat}`, 'the seat that went out has just played a set');
  });
  const cards = stackCards.reduce((a, c) => a + c, 0) + r.handCards.reduce((a, c) => a + c, 0);
  if (cards > TOTAL_CARDS)
    bad(
      'I20',
      `${path}.scores`,
      `${cards} cards in hands and stacks at the end; the game has ${TOTAL_CARDS}`,
    );
  // I21 (R2, I8): hands and stacks never hold fewer cards than were dealt, but for the cards a draw that ended the
  // game (E2) left owed: at most one set's worth less one.
  const least = HAND_SIZE * n - (r.reason === 'supplyExhausted' ? MAX_SET - 1 : 0);
  if (dealt && cards < least)
    bad(
      'I21',
      `${path}.scores`,
      `${cards} cards in hands and stacks at the end; a dealt game keeps at least ${least}`,
    );
  if (!sameNumbers(r.winners, gameWinners(r.scores, r.handCards, options.amigo2022)))
    bad(
      'I20',
      `${path}.winners`,
      `the winners of scores ${r.scores.join(', ')} are seats ${gameWinners(r.scores, r.handCards, options.amigo2022).join(', ')} (A12)`,
    );
}

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
