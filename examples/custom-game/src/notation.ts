/**
 * Words for people: one notation for cards, moves, events and views. A card is its rank and suit symbol (`7♥`, `10♠`,
 * `Q♦`); a move is the card it plays (`7♥`), an 8 with the suit named (`8♠ naming ♥`), `draw` or `pass`.
 * {@link parseMoveText} reads that back and is lenient: any case and spacing, letters for suits (`7h`, `8s h`), and
 * words (`queen of hearts`, `8 spades naming clubs`).
 * @module
 */
import {
  formatFrenchCard,
  formatFrenchSuit,
  handLine,
  parseFrenchSuit,
  plainSeatWords,
  readFrenchCard,
  type SeatWords,
  turnLine,
  winnerWords,
} from 'cardrules/core';
import type { Card } from './cards.js';
import type { CrazyEightsEvent } from './events.js';
import type { CrazyEightsMove } from './moves.js';
import type { CrazyEightsView } from './view.js';

/** A move for people: `7♥`, `8♠ naming ♥`, `draw`, `pass`. */
export function formatMove(move: CrazyEightsMove): string {
  if (move.type === 'play') return formatFrenchCard(move.card);
  if (move.type === 'eight') return `${formatFrenchCard(move.card)} naming ${formatFrenchSuit(move.suit)}`;
  return move.type;
}

/** Words a person may put around a move: `play the 7♥`, `8♠ naming ♥`, `8 spades -> clubs`. */
const FILLER = /(^|\s)(the|play|naming|names|name|call|calling|->|→)(?=\s|$)/g;

/**
 * A move from text as a person types it (see the module notes). Does not check legality.
 * @param text - e.g. `'7♥'`, `'7h'`, `'queen of hearts'`, `'8s h'`, `'draw'`
 * @returns the move, or `null` when the text names none
 */
export function parseMoveText(text: string): CrazyEightsMove | null {
  const words = text.toLowerCase().replace(FILLER, ' ').trim();
  if (words === 'draw' || words === 'pass') return { type: words };
  const read = readFrenchCard(words);
  if (read === null) return null;
  if (!read.card.startsWith('8')) return read.rest === '' ? { type: 'play', card: read.card } : null;
  const suit = parseFrenchSuit(read.rest); // R5: an 8 names a suit
  return suit === null ? null : { type: 'eight', card: read.card, suit };
}

/**
 * An event as a sentence, in the notation of the moves, every seat worded through `w` ("you" for the viewer, or names).
 * @param event - an event, or a seat's copy of it (another seat's drawn card is `null` there)
 * @param w - how seats are worded
 * @returns e.g. `'seat 1 played 8♠ naming ♥'`, `'Ann drew a card'`, `'you drew 6♥'`
 */
export function describeEvent(event: CrazyEightsEvent, w: SeatWords = plainSeatWords): string {
  switch (event.type) {
    case 'played':
      return `${w.seat(event.seat)} played ${formatFrenchCard(event.card)}${event.suit === null ? '' : ` naming ${formatFrenchSuit(event.suit)}`}`;
    case 'drew':
      return `${w.seat(event.seat)} drew ${event.card === null ? 'a card' : formatFrenchCard(event.card)}`;
    case 'passed':
      return `${w.seat(event.seat)} passed`;
    case 'reshuffled':
      return `the discard pile was shuffled into a new stock of ${event.cards} cards`;
    case 'handOver':
      return `${w.seat(event.winner)} went out and won hand ${event.hand} (points ${event.points.join(', ')})`;
    case 'dealt':
      return `hand ${event.deal} was dealt`;
    case 'matchOver':
      return `the match is over: ${winnerWords(event.winners, w)} (scores ${event.scores.join(', ')})`;
  }
}

/**
 * The table as a seat (or a spectator) sees it, in lines for people, as every game says it: the hand, whose turn it
 * is, the table, one line per seat, then the viewer's hand.
 * @param view - a view
 * @param w - how seats are worded
 * @returns the lines, without colour
 */
export function describeView(view: CrazyEightsView, w: SeatWords = plainSeatWords): string[] {
  const target = view.options.target;
  const match = target === null ? 'one hand, lowest penalty wins' : `first to ${target} points wins`;
  const cards = (list: readonly Card[]) => list.map(formatFrenchCard).join(' ');
  return [
    `Hand ${view.handNumber} · dealt by ${w.seat(view.dealer)} · ${match}`,
    turnLine(view, view.drew ? 'drew a card and may play it or pass' : 'to play', w),
    `Top card ${formatFrenchCard(view.top)} · suit ${formatFrenchSuit(view.suit)} · stock ${view.stock} cards`,
    ...view.handSizes.map(
      (size, seat) =>
        `${w.Seat(seat)}: ${view.shown === null ? `${size} cards` : cards(view.shown[seat]!) || 'out'}, score ${view.scores[seat]}`,
    ),
    ...(view.hand === null ? [] : [handLine(view.seat, w, view.hand.length, cards(view.hand))]),
    ...(view.drawn === null ? [] : [`You drew ${formatFrenchCard(view.drawn)}.`]),
  ];
}
