/**
 * Words for people: the one notation of Dalmuti, used for moves, events and error messages alike.
 *
 * - A card is its rank with its name: `7 (Seamstress)`, `1 (Dalmuti)`; a Jester is `Jester`.
 * - A set is its size, `×`, and its rank: `2× 7 (Seamstress)` is two Seamstresses. Jesters standing in for the rank
 *   are added and explained: `2× 7 (Seamstress) + 1 Jester as 7` is two Seamstresses and a Jester, a set of three 7s.
 *   Jesters alone count 13: `2× Jester (as 13)`.
 * - The other moves: `pass`, `declare revolution` / `decline revolution`, `gift 9 (Cook), Jester` (or
 *   `gift 2× 9 (Cook)`), `swap with seat 3` / `skip swap`, `swap card 7 (Seamstress)`, `newcomer to slot 2`.
 *
 * {@link parseMoveText} reads all of that back and is lenient: any case, spaces optional, `x` or `*` for `×`, names
 * or numbers alone (`2x7`, `2 seamstress`, `3 seamstresses`), card lists (`7 7 j`, `jj`), `J` for a Jester, `p` for
 * pass.
 * @module
 */
import {
  counted,
  countsOf,
  ordinal,
  plainSeatWords,
  type Seat,
  type SeatWords,
  winnerWords,
} from '../../core/index.js';
import {
  type DalmutiCard,
  JESTER,
  LOWEST_RANK,
  MAX_SEATS,
  RANK_NAMES,
  RANK_SLOTS,
  type Role,
  taxSeats,
} from './cards.js';
import type { DalmutiEvent, TaxPaidEvent } from './events.js';
import { moveFromCards } from './explain.js';
import {
  type DalmutiMove,
  DECLARE,
  DECLINE,
  giftMove,
  joinSlotMove,
  PASS,
  type PlayMove,
  SKIP_SWAP,
  swapCardMove,
  swapMove,
} from './moves.js';
import type { DalmutiView } from './view.js';

/**
 * A card in words: its rank and name, `'7 (Seamstress)'`, or `'Jester'`.
 * @param card - a rank 1..12, or 13 for a Jester
 * @returns the card's name for people
 * @example
 * ```ts
 * formatCard(1);  // '1 (Dalmuti)'
 * formatCard(10); // '10 (Shepherdess)'
 * formatCard(13); // 'Jester'
 * ```
 * @category Dalmuti
 */
export function formatCard(card: DalmutiCard): string {
  if (card === JESTER) return 'Jester';
  const name = RANK_NAMES[card];
  return name === undefined || name === '' ? `card ${String(card)}` : `${card} (${name})`;
}

/** A set (a play, the top set, a round's entry) in words: `2× 7 (Seamstress)`, `2× 7 (Seamstress) + 1 Jester as 7`, `2× Jester (as 13)`. */
export function formatSet({ rank, naturals, jesters }: Omit<PlayMove, 'type'>): string {
  if (rank === JESTER) return `${jesters}× Jester (as 13)`;
  const base = `${naturals}× ${formatCard(rank)}`;
  return jesters === 0 ? base : `${base} + ${counted(jesters, 'Jester')} as ${rank}`;
}

/**
 * Cards in words, best first (ascending ranks, Jesters last), the cards of one rank counted: `9 (Cook), Jester`,
 * `2× 9 (Cook)`, `1 (Dalmuti), 3× 5 (Abbess), 2× Jester`.
 */
export function formatCards(cards: readonly DalmutiCard[]): string {
  return countsOf(cards, RANK_SLOTS)
    .flatMap((n, card) => (n === 0 ? [] : [n === 1 ? formatCard(card) : `${n}× ${formatCard(card)}`]))
    .join(', ');
}

/**
 * A tax paid in words: `seat 4 paid seat 0 the tribute 1 (Dalmuti), 3 (Earl Marshal)`, `… gave … the gift …`; for a
 * seat that may not see the cards (`null`), `seat 4 paid seat 0 a tribute of 2 cards`.
 */
function taxPaidWords(w: SeatWords, paid: Omit<TaxPaidEvent, 'type' | 'secret'>): string {
  const { kind, from, to, cards, count } = paid;
  const what =
    cards === null ? `a ${kind} of ${counted(count, 'card')}` : `the ${kind} ${formatCards(cards)}`;
  return `${w.seat(from)} ${kind === 'tribute' ? 'paid' : 'gave'} ${w.seat(to)} ${what}`;
}

/**
 * A move in the notation of this module.
 * @param move - a move
 * @param w - how seats are worded
 * @returns its words
 */
export function formatMove(move: DalmutiMove, w: SeatWords = plainSeatWords): string {
  switch (move.type) {
    case 'play':
      return formatSet(move);
    case 'pass':
      return 'pass';
    case 'revolution':
      return move.declare ? 'declare revolution' : 'decline revolution';
    case 'gift':
      return `gift ${formatCards(move.ranks)}`;
    case 'swap':
      return move.target === null ? 'skip swap' : `swap with ${w.seat(move.target)}`;
    case 'swapCard':
      return `swap card ${formatCard(move.rank)}`;
    case 'joinSlot':
      return `newcomer to slot ${move.slot}`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading moves back

/** A rank's name, lowercase, with a plural `s`/`es` and `J` for the Jester. */
const NAME =
  '(dalmuti|archbishop|earl ?marshal|baroness|abbess|knight|seamstress|mason|cook|shepherdess|stonecutter|peasant|jester|j)(?:e?s)?';
/**
 * `2x 7 (seamstress)`, `7`, `seamstress`, `j`, `3 seamstresses`: an optional count, with `x` or before a name without
 * `x` (not before `J`: `7 j` is a 7 and a Jester), then a number (with its name) or a name.
 */
const ITEM = new RegExp(
  `(?:(\\d+)\\s*x\\s*|(\\d+)\\s+(?!j(?![a-z]))(?=[a-z]))?(?:(\\d+)(?:\\s*\\(\\s*${NAME}\\s*\\))?|${NAME}(?![a-z]))`,
  'y',
);
/** What may stand between cards: a comma, a plus, `and`, or spaces. */
const SEPARATOR = /\s*(?:,|\+|and(?![a-z]))?\s*/y;
/** The explanation at the end of a set: `as 7`, `(as 13)`. */
const AS_RANK = /\s*\(?\s*as\s+(\d+|jester|j)\s*\)?\s*$/;

function rankOfName(name: string): number {
  if (name === 'j') return JESTER;
  const plain = name.replace(' ', '');
  return RANK_NAMES.findIndex((n) => n.toLowerCase().replace(' ', '') === plain);
}

/** A list of cards (`9 (cook), jester`, `2x 9`, `7 7 j`, `3 seamstresses + 1 jester`), or `null`. */
function parseCards(text: string): DalmutiCard[] | null {
  const out: DalmutiCard[] = [];
  let at = 0;
  while (at < text.length) {
    SEPARATOR.lastIndex = at;
    SEPARATOR.exec(text);
    at = SEPARATOR.lastIndex;
    if (at >= text.length) break;
    ITEM.lastIndex = at;
    const item = ITEM.exec(text);
    if (item === null || ITEM.lastIndex === at) return null;
    at = ITEM.lastIndex;
    const count = Number(item[1] ?? item[2] ?? 1);
    const rank = item[3] === undefined ? rankOfName(item[5]!) : Number(item[3]);
    if (item[4] !== undefined && rankOfName(item[4]) !== rank) return null; // `7 (cook)`: which one?
    if (!(rank >= 1 && rank <= JESTER) || !(count >= 1 && count <= LOWEST_RANK + 2)) return null;
    for (let i = 0; i < count; i++) out.push(rank);
    if (out.length > LOWEST_RANK + 2) return null;
  }
  return out;
}

/** A set: a list of cards of one rank plus Jesters (as `moveFromCards` reads it), with an optional `as <rank>` that must agree. */
function parseSet(text: string): PlayMove | null {
  const as = AS_RANK.exec(text);
  const body = as === null ? text : text.slice(0, as.index);
  const cards = /^j+$/.test(body) ? new Array<number>(body.length).fill(JESTER) : parseCards(body);
  const set = cards === null ? null : moveFromCards(cards);
  if (set === null || !set.ok) return null;
  const stated = as === null ? set.value.rank : as[1] === 'j' || as[1] === 'jester' ? JESTER : Number(as[1]);
  return stated === set.value.rank ? set.value : null;
}

/**
 * A move from its notation, as a person types it (see the module notes); legality is not checked here.
 * @param text - the move's words
 * @returns the move, or `null` when the text is no Dalmuti move
 */
export function parseMoveText(text: string): DalmutiMove | null {
  const t = text.toLowerCase().replace(/[×*]/g, 'x').replace(/\s+/g, ' ').trim();
  if (t === '') return null;
  if (t === 'pass' || t === 'p') return PASS;
  if (/^(declare( a)?( revolution)?|revolution|revolt)$/.test(t)) return DECLARE;
  if (/^(decline( a)?( revolution)?|no ?-?revolution)$/.test(t)) return DECLINE;
  if (/^(skip( the)?( swap)?|no swap|swap ?(-|none|nobody))$/.test(t)) return SKIP_SWAP;
  const card = /^swap ?card (.+)$/.exec(t);
  if (card !== null) {
    const cards = parseCards(card[1]!);
    return cards?.length === 1 ? swapCardMove(cards[0]!) : null;
  }
  // A seat or a slot: a number below the most seats a table may have.
  const swap = /^swap (?:with )?(?:seat ?|p)?(\d+)$/.exec(t);
  if (swap !== null) return Number(swap[1]) < MAX_SEATS ? swapMove(Number(swap[1])) : null;
  const join = /^(?:newcomer (?:to |in |at )?(?:slot )?|join (?:slot |at )?|slot )(\d+)$/.exec(t);
  if (join !== null) return Number(join[1]) < MAX_SEATS ? joinSlotMove(Number(join[1])) : null;
  const gift = /^(?:gift|give) (.+)$/.exec(t);
  if (gift !== null) {
    const cards = parseCards(gift[1]!);
    return cards !== null && cards.length >= 1 && cards.length <= 2 ? giftMove(cards[0]!, cards[1]) : null;
  }
  return parseSet(t.replace(/^play /, ''));
}

// ---------------------------------------------------------------------------------------------------------------
// Events

/**
 * One event as a sentence, in the notation of moves; a seat's redacted copy (secret cards `null`) says what happened
 * without the cards.
 * @param event - an event, as applied or as redacted for a seat
 * @param w - how seats are worded
 * @returns the sentence
 */
export function describeEvent(event: DalmutiEvent, w: SeatWords = plainSeatWords): string {
  switch (event.type) {
    case 'dealt':
      return `the cards are dealt (deal ${event.deal} of the match)`;
    case 'revolution':
      if (!event.declared) return `${w.seat(event.seat)} declined a revolution`;
      return event.greater
        ? `${w.seat(event.seat)} declared a Greater Revolution: no taxes, and the rank order is reversed (${w.order(event.order)})`
        : `${w.seat(event.seat)} declared a revolution: no taxes this hand`;
    case 'taxPaid':
      return taxPaidWords(w, event);
    case 'swapChosen':
      return event.to === null
        ? `${w.seat(event.from)} skipped the merchant swap`
        : `${w.seat(event.from)} chose to swap a card with ${w.seat(event.to)}`;
    case 'cardsSwapped':
      if (event.fromCard === null || event.toCard === null)
        return `${w.seat(event.from)} and ${w.seat(event.to)} swapped a card each`;
      return `${w.seat(event.from)} gave ${w.seat(event.to)} ${formatCard(event.fromCard)} for ${formatCard(event.toCard)}`;
    case 'setPlayed':
      return `${w.seat(event.seat)} played ${formatSet(event)} (${counted(event.cardsLeft, 'card')} left)`;
    case 'passed':
      return event.auto
        ? `${w.seat(event.seat)} passed (automatically: nothing in hand beats the table)`
        : `${w.seat(event.seat)} passed`;
    case 'roundWon':
      return event.leader === event.seat
        ? `${w.seat(event.seat)} won the round and ${w.verb(event.seat, 'leads', 'lead')} the next`
        : `${w.seat(event.seat)} won the round; ${w.seat(event.leader)} ${w.verb(event.leader, 'leads', 'lead')} the next`;
    case 'playerOut':
      return `${w.seat(event.seat)} finished ${ordinal(event.place)}`;
    case 'handOver': {
      const points = event.points.some((p) => p !== 0)
        ? `; points ${event.points.join(', ')}, totals ${event.scores.join(', ')} (by seat)`
        : '';
      return `hand ${event.hand} is over: the seats finished in the order ${w.order(event.finishingOrder)}${points}`;
    }
    case 'seatJoined':
      return `a newcomer, ${w.seat(event.seat)}, ${w.verb(event.seat, 'takes', 'take')} slot ${event.slot} as a Merchant`;
    case 'matchOver':
      return `the match is over: ${winnerWords(event.winners, w)} (scores ${event.scores.join(', ')} by seat)`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The table

/** A role in words, from its name: `'greaterDalmuti'` is `Greater Dalmuti`. */
function roleWords(role: Role): string {
  return role.replace(/[A-Z]/g, ' $&').replace(/^./, (first) => first.toUpperCase());
}

/** What is being decided, in words. */
function phaseWords(view: DalmutiView, w: SeatWords): string {
  const actor = view.toAct!; // null only when the match is over
  switch (view.phase) {
    case 'revolution':
      return `${w.Seat(actor)} to decide, with both Jesters in hand: declare a revolution or decline?`;
    case 'tax':
      return `Taxes: ${w.seat(actor)} to choose the cards to give back.`;
    case 'swap':
      return `Merchant swap: ${w.seat(actor)} to decide.`;
    case 'join':
      return `${w.Seat(actor)}, a newcomer, to choose a slot.`;
    case 'over':
      return 'The match is over.';
    case 'play':
      return view.top === null
        ? `${w.Seat(actor)} to lead a new round.`
        : `${w.Seat(actor)} to beat ${formatSet(view.top)} (${w.seat(view.top.seat)}) or pass.`;
  }
}

/** The taxes this seat may see, in words. */
function taxWords(view: DalmutiView, w: SeatWords): string[] {
  const tax = view.tax;
  if (tax === null) return [];
  const { gd, ld, lp, gp } = taxSeats(view.seating);
  const exchanges = [
    ['tribute', gp, gd, tax.gpTribute],
    ['gift', gd, gp, tax.gdGift],
    ['tribute', lp, ld, tax.lpTribute],
    ['gift', ld, lp, tax.ldGift],
  ] as const;
  return exchanges.flatMap(([kind, from, to, cards]) =>
    cards === null ? [] : [`Taxes: ${taxPaidWords(w, { kind, from, to, cards, count: cards.length })}.`],
  );
}

/**
 * The table as a seat (or a spectator) sees it, in lines for people: the hand's number, what is being decided, the
 * current round, each seat in rank order with its role, cards in hand and score (and its place if it went out), the
 * taxes and swap this seat may know, then the seat's own hand, best rank first, with the ranks' names.
 * @param view - a view of a seat or a spectator
 * @param w - how seats are worded
 * @returns the lines, without colour
 */
export function describeView(view: DalmutiView, w: SeatWords = plainSeatWords): string[] {
  const lines = [`Hand ${view.handNumber} · ${phaseWords(view, w)}`];
  if (view.revolution?.declared)
    lines.push(
      `${w.Seat(view.revolution.seat)} declared a ${view.revolution.greater ? 'Greater Revolution' : 'revolution'}: no taxes this hand.`,
    );
  if (view.round.length > 0) {
    const plays = view.round
      .slice(-6)
      .map((e) => `${w.seat(e.seat)} ${e.rank === 0 ? 'passed' : formatSet(e)}`);
    lines.push(`This round: ${view.round.length > 6 ? '… ' : ''}${plays.join(' · ')}`);
  }
  // The rank order, then a newcomer not yet placed (rank −1).
  const order = [...view.seating, ...view.ranks.flatMap((rank, seat) => (rank < 0 ? [seat] : []))];
  // Points exist only with scoring (V1); otherwise the standing is the rank order itself.
  const points = (seat: Seat) => (view.options.scoring ? ` · ${view.scores[seat] ?? 0} points` : '');
  for (const seat of order) {
    const role = view.roles[seat];
    const cards = view.handSizes[seat] ?? 0;
    const place = view.finished.indexOf(seat);
    const out = place < 0 ? '' : ` · out ${ordinal(place + 1)}`;
    lines.push(
      `${w.Seat(seat)} (${role === null || role === undefined ? 'newcomer' : roleWords(role)}): ${counted(cards, 'card')} in hand${points(seat)}${out}`,
    );
  }
  lines.push(...taxWords(view, w));
  const swap = view.swap;
  if (swap !== null && swap.to !== null && swap.fromCard !== null)
    lines.push(
      `Merchant swap: ${w.seat(swap.from)} ${w.verb(swap.from, 'gives', 'give')} ${formatCard(swap.fromCard)} to ${w.seat(swap.to)}${swap.toCard === null ? '' : ` for ${formatCard(swap.toCard)}`}.`,
    );
  if (view.hand !== null)
    lines.push(
      `Your hand (${view.seat === null || w.isViewer(view.seat) ? '' : `${w.seat(view.seat)}, `}${counted(view.hand.length, 'card')}; 1 is the best rank): ${formatCards(view.hand) || 'none'}`,
    );
  return lines;
}
