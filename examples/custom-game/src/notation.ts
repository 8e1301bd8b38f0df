/**
 * Words for people: one notation for cards, moves, events and views. A card is its rank and suit symbol (`7♥`, `10♠`,
 * `Q♦`); a move is the card it plays (`7♥`), an 8 with the suit named (`8♠ naming ♥`), `draw` or `pass`.
 * {@link parseMoveText} reads that back and is lenient: any case and spacing, letters for suits (`7h`, `8s h`), and
 * words (`queen of hearts`, `8 spades naming clubs`).
 * @module
 */
import { formatFrenchCard, formatFrenchSuit, parseFrenchSuit, readFrenchCard } from 'cardrules/core';
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
 * An event as a sentence, in the notation of the moves.
 * @param event - an event, or a seat's copy of it (another seat's drawn card is `null` there)
 * @returns e.g. `'seat 1 played 8♠ naming ♥'`, `'seat 2 drew a card'`
 */
export function describeEvent(event: CrazyEightsEvent): string {
  switch (event.type) {
    case 'played':
      return `seat ${event.seat} played ${formatFrenchCard(event.card)}${event.suit === null ? '' : ` naming ${formatFrenchSuit(event.suit)}`}`;
    case 'drew':
      return `seat ${event.seat} drew ${event.card === null ? 'a card' : formatFrenchCard(event.card)}`;
    case 'passed':
      return `seat ${event.seat} passed`;
    case 'reshuffled':
      return `the discard pile was shuffled into a new stock of ${event.cards} cards`;
    case 'handOver':
      return `seat ${event.winner} went out and wins hand ${event.hand} (points ${event.points.join(', ')})`;
    case 'dealt':
      return `hand ${event.deal} was dealt`;
    case 'matchOver':
      return `the match is over: seat ${event.winners[0]} wins (scores ${event.scores.join(', ')})`;
  }
}

/**
 * The table as a seat (or a spectator) sees it, in lines for people.
 * @param view - a view
 * @returns the lines, without colour
 */
export function describeView(view: CrazyEightsView): string[] {
  const target = view.options.target;
  const match = target === null ? 'one hand, lowest penalty wins' : `first to ${target} points wins`;
  const turn = view.over
    ? `The match is over: seat ${view.winners[0]} wins.`
    : `Seat ${view.toAct} ${view.drew ? 'drew a card and may play it or pass' : 'to play'}.`;
  return [
    `Hand ${view.handNumber} · dealt by seat ${view.dealer} · ${match}`,
    `Top card ${formatFrenchCard(view.top)} · suit ${formatFrenchSuit(view.suit)} · stock ${view.stock} cards`,
    turn,
    ...view.handSizes.map(
      (cards, seat) =>
        `Seat ${seat}: ${view.shown === null ? `${cards} cards` : view.shown[seat]!.map(formatFrenchCard).join(' ') || 'out'}, score ${view.scores[seat]}`,
    ),
    ...(view.hand === null
      ? []
      : [`Your hand (seat ${view.seat}): ${view.hand.map(formatFrenchCard).join(' ') || '(empty)'}`]),
    ...(view.drawn === null ? [] : [`You drew ${formatFrenchCard(view.drawn)}.`]),
  ];
}
