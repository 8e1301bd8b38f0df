/**
 * The one notation of Big Fish for people, used for moves, events and error messages alike: cards by colour name and
 * value (`Blue 4`), rows numbered from 1 (`Blue 4 → row 3`), `end turn`, `plus Red 2, Yellow 6, Green 1`, `bonus D`.
 * The data keeps its own compact form (`{ colour: 'B', value: 4, row: 2 }`); only words for people count rows from 1.
 * @module
 */

import { counted, handLine, plainSeatWords, type SeatWords, winnerWords } from '../../core/index.js';
import {
  type BigFishCard,
  COLOUR_NAMES,
  COLOURS,
  type Colour,
  cardValue,
  colourOf,
  sortCards,
} from './cards.js';
import type { BigFishEvent } from './events.js';
import { type BigFishMove, END_TURN, MAX_PLUS_CARDS, normalizeMove, placeOf } from './moves.js';
import { MAX_ROWS } from './options.js';
import { CLAIMABLE_BONUSES, type ClaimableBonus } from './state.js';
import type { BigFishView } from './view.js';

/**
 * A card's name for people: its colour's name and its value.
 * @param card - a card, e.g. `'B4'`
 * @returns e.g. `'Blue 4'`
 * @example
 * ```ts
 * formatCard('B4'); // 'Blue 4'
 * formatCard('P1'); // 'Purple 1'
 * ```
 * @category Notation
 */
export function formatCard(card: BigFishCard): string {
  return `${COLOUR_NAMES[colourOf(card)]} ${cardValue(card)}`;
}

/** Cards by name, separated by commas (`Red 2, Yellow 6`); `nothing` for none. */
const formatCards = (cards: readonly BigFishCard[]): string =>
  cards.length === 0 ? 'nothing' : cards.map(formatCard).join(', ');

/**
 * A row slot (from 0) as people count it (from 1).
 * @param slot - the row slot
 * @returns `'row 3'` for slot 2
 */
export const formatRow = (slot: number): string => `row ${slot + 1}`;

/**
 * A move in the notation: `Blue 4 → row 3`, `end turn`, `plus Red 2, Yellow 6, Green 1`, `bonus D`.
 * @param move - a move
 * @returns its words
 */
export function formatMove(move: BigFishMove): string {
  switch (move.type) {
    case 'place':
      return `${COLOUR_NAMES[move.colour]} ${move.value} → ${formatRow(move.row)}`;
    case 'endTurn':
      return 'end turn';
    case 'choosePlus':
      return `plus ${formatCards(move.cards)}`;
    case 'chooseBonus':
      return `bonus ${move.bonus}`;
  }
}

/** A colour as people may type it: its name or its letter. */
const COLOUR_WORD = '(red|yellow|green|blue|purple|r|y|g|b|p)';
const COLOUR_OF_WORD: Readonly<Record<string, Colour>> = Object.fromEntries(
  COLOURS.flatMap((c) => [
    [COLOUR_NAMES[c].toLowerCase(), c],
    [c.toLowerCase(), c],
  ]),
);
/** `Blue 4 → row 3`, `blue 4 -> 3`, `b4 row 3`, `B4 to row 3`, `b 4 3`: a card, a separator, the row from 1. */
const PLACE_TEXT = new RegExp(`^${COLOUR_WORD} ?([1-6])(?: ?(?:→|->) ?| (?:to |on )?)(?:row ?)?(\\d+)$`);
/** One card of a list, after optional separators (comma, plus sign, `and`). */
const CARD_IN_LIST = new RegExp(` ?(?:(?:,|\\+|and) ?)?${COLOUR_WORD} ?([1-6]) ?`, 'gy');
const END_TEXT = /^end(?: ?-?turn)?$/;
const PLUS_TEXT = /^plus:? ?(.*)$/;
const BONUS_TEXT = /^bonus:? ?([a-z])$/;

/**
 * A move from the notation, leniently: any case and spacing, colour names or letters, `→` or `->` or `to`, the word
 * `row` optional (`blue 4 -> 3`, `b4 row 3`, `END`, `plus r2 y6 g1`, `Bonus d`). Rows count from 1. Reads back
 * everything {@link formatMove} writes. Does not check legality.
 * @param text - what a person typed
 * @returns the move (normalized, interned where moves are), or `null` when the text is not a move
 */
export function parseMoveText(text: string): BigFishMove | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const place = PLACE_TEXT.exec(t);
  if (place) {
    const row = Number(place[3]) - 1;
    if (row < 0 || row >= MAX_ROWS) return null;
    return placeOf(`${COLOUR_OF_WORD[place[1]!]!}${Number(place[2]) as 1}`, row);
  }
  if (END_TEXT.test(t)) return END_TURN;
  const bonus = BONUS_TEXT.exec(t);
  if (bonus) {
    const id = bonus[1]!.toUpperCase() as ClaimableBonus;
    return CLAIMABLE_BONUSES.includes(id) ? { type: 'chooseBonus', bonus: id } : null;
  }
  const plus = PLUS_TEXT.exec(t);
  if (plus) {
    // Cards one after the other to the end of the text, no more than a take's plus cards.
    const found = [...plus[1]!.matchAll(CARD_IN_LIST)];
    if (found.map((m) => m[0]).join('') !== plus[1] || found.length > MAX_PLUS_CARDS) return null;
    const cards = found.map((m): BigFishCard => `${COLOUR_OF_WORD[m[1]!]!}${Number(m[2]) as 1}`);
    const move = normalizeMove({ type: 'choosePlus', cards }); // sorted, and one per colour or two of one (V3)
    return move.ok ? move.value : null;
  }
  return null;
}

/** Bonuses to choose from, in words: `A`, `A or D`, `F, G or H`. */
const choiceWords = (items: readonly string[]): string =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** Points in words: whole numbers as they are, fractions (a split of ten) to two decimals. */
const formatPoints = (points: number): string =>
  Number.isInteger(points) ? String(points) : points.toFixed(2);

/**
 * One event as a sentence, in the notation (rows from 1). Handles the redacted copies of private events (a refill
 * whose cards are `null` says only how many were drawn).
 * @param event - an event, as reported or as `eventsFor` redacted it
 * @param w - how seats are worded
 * @returns the sentence
 * @example
 * ```ts
 * describeEvent({ type: 'cardPlaced', seat: 0, card: 'B4', row: 2, placed: 1 }); // 'seat 0 placed Blue 4 on row 3'
 * ```
 */
export function describeEvent(event: BigFishEvent, w: SeatWords = plainSeatWords): string {
  switch (event.type) {
    case 'cardPlaced':
      return `${w.seat(event.seat)} placed ${formatCard(event.card)} on ${formatRow(event.row)}`;
    case 'rowTaken':
      return (
        `${formatRow(event.row)} taken by ${w.seat(event.seat)}: +${event.plusSum} −${event.minusSum} ` +
        `(plus ${formatCards(event.plus)}; minus ${formatCards(event.minus)})`
      );
    case 'plusChoice':
      return `${w.seat(event.seat)} ${w.verb(event.seat, 'chooses', 'choose')} the plus cards of ${formatRow(event.row)}`;
    case 'bonusChoice':
      return `${w.seat(event.seat)} ${w.verb(event.seat, 'chooses', 'choose')} one bonus: ${choiceWords(event.options)}`;
    case 'bonusClaimed':
      return `${w.seat(event.seat)} claimed bonus ${event.bonus}`;
    case 'bonusStolen':
      return `${w.seat(event.seat)} took bonus ${event.bonus} from ${w.seat(event.from)}`;
    case 'newRow':
      return `${formatCard(event.card)} from the common deck starts ${formatRow(event.row)}`;
    case 'rowClosed':
      return `${formatRow(event.row)} is closed: the common deck is empty`;
    case 'handRefilled': {
      const count = event.count === 1 ? 'a card' : `${event.count} cards`;
      return `${w.seat(event.seat)} drew ${event.cards === null ? count : formatCards(event.cards)} from ${w.isViewer(event.seat) ? 'your' : 'their'} pile`;
    }
    case 'turnEnded':
      return `${w.seat(event.seat)} ended the turn after placing ${event.placed === 1 ? 'one card' : `${event.placed} cards`}`;
    case 'playerOut':
      return `${w.seat(event.seat)} ${w.verb(event.seat, 'has', 'have')} no cards left and ${w.verb(event.seat, 'is', 'are')} out`;
    case 'endBonus':
      return `${w.seat(event.seat)} ${w.verb(event.seat, 'scores', 'score')} end bonus ${event.bonus}: +${formatPoints(event.points)}`;
    case 'matchOver':
      return (
        `the match is over: ${event.scores.map((s, seat) => `${w.seat(seat)} ${formatPoints(s)}`).join(', ')}; ` +
        winnerWords(event.winners, w)
      );
    case 'mistake':
      return (
        `${w.seat(event.seat)} tried ${formatCard(event.card)} → ${formatRow(event.row)} against ${event.rule} ` +
        `and ${w.verb(event.seat, 'takes', 'take')} the mistake card ${event.from === null ? 'from the table' : `from ${w.seat(event.from)}`}`
      );
  }
}

/** What is being decided, in words (rows from 1). */
function phaseWords(view: BigFishView, w: SeatWords): string {
  const row = view.turnRow === null ? '' : ` on ${formatRow(view.turnRow)}`;
  switch (view.phase) {
    case 'place':
      return view.placed === 0
        ? `${w.Seat(view.turn)} to place a card.`
        : `${w.Seat(view.turn)} to place another card${row} or end the turn (${view.placed} placed).`;
    case 'choosePlus':
      return `${w.Seat(view.turn)} to choose the plus cards${view.turnRow === null ? '' : ` of ${formatRow(view.turnRow)}`}.`;
    case 'chooseBonus':
      return `${w.Seat(view.turn)} to choose one bonus: ${choiceWords(view.bonusOptions)}.`;
    case 'over':
      return 'The match is over.';
  }
}

/**
 * The table as a seat (or a spectator) sees it, in lines for people: what is being decided, the rows (numbered from
 * 1, as moves write them) and the common deck, each seat's cards in hand and in its pile, score, bonuses and the
 * mistake card, then the seat's own hand sorted by colour (Red, Yellow, Green, Blue, Purple) and value.
 * @param view - a view of a seat or a spectator
 * @param w - how seats are worded
 * @returns the lines, without colour
 */
export function describeView(view: BigFishView, w: SeatWords = plainSeatWords): string[] {
  const lines = [
    phaseWords(view, w),
    ...view.rows.map((row, slot) => `Row ${slot + 1}: ${row === null ? 'closed' : formatCards(row)}`),
    `Common deck: ${counted(view.commonSize, 'card')}`,
  ];
  view.handSizes.forEach((size, seat) => {
    const s = view.scoreLines[seat]!;
    const parts = [`${counted(size, 'card')} in hand`, `${counted(view.pileSizes[seat]!, 'card')} in pile`];
    const held = view.bonuses.filter((b) => b.holder === seat).map((b) => b.id);
    if (held.length > 0) parts.push(`bonus ${held.join(', ')}`);
    if (view.mistakeHolder === seat) parts.push('the mistake card (−5)');
    const shown = view.revealed[seat]!;
    if (shown.length > 0) parts.push(`shown: ${formatCards(shown)}`);
    if (view.out[seat]) parts.push('out');
    const detail =
      s.plus === 0 && s.minus === 0 ? '' : ` (plus ${formatPoints(s.plus)} − minus ${formatPoints(s.minus)})`;
    lines.push(`${w.Seat(seat)}: ${formatPoints(s.total)} points${detail} · ${parts.join(' · ')}`);
  });
  const hand = view.hand;
  if (hand !== null) lines.push(handLine(view.seat, w, hand.length, formatCards(sortCards(hand))));
  return lines;
}
