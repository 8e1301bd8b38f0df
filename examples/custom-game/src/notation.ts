/**
 * Words for people: one notation for cards, moves, events and views. A card is its rank and suit symbol (`7♥`, `10♠`,
 * `Q♦`); a move is the card it plays (`7♥`), an 8 with the suit named (`8♠ naming ♥`), `draw` or `pass`.
 * {@link parseMoveText} reads that back and is lenient: any case and spacing, letters for suits (`7h`, `8s h`), and
 * words (`queen of hearts`, `8 spades naming clubs`).
 * @module
 */
import { CARDS, type Card, RANKS, SUITS, type Suit } from './cards.js';
import type { CrazyEightsMove } from './moves.js';
import type { CrazyEightsEvent } from './rules.js';
import type { CrazyEightsView } from './view.js';

const SYMBOLS = '♣♦♥♠';

/**
 * A suit for people: its symbol.
 * @param suit - a suit code
 * @returns `'♣'`, `'♦'`, `'♥'` or `'♠'`
 * @category Crazy Eights
 */
export const formatSuit = (suit: Suit): string => SYMBOLS[SUITS.indexOf(suit)]!;

/**
 * A card for people: its rank and suit symbol.
 * @param card - a card code
 * @returns e.g. `'10♥'` for `'10H'`
 * @category Crazy Eights
 */
export const formatCard = (card: Card): string => `${card.slice(0, -1)}${formatSuit(card.slice(-1) as Suit)}`;

/** A move for people: `7♥`, `8♠ naming ♥`, `draw`, `pass`. */
export function formatMove(move: CrazyEightsMove): string {
  if (move.type === 'play') return formatCard(move.card);
  if (move.type === 'eight') return `${formatCard(move.card)} naming ${formatSuit(move.suit)}`;
  return move.type;
}

const RANK_WORDS = new Map<string, number>([
  ...RANKS.map((rank, index) => [rank.toLowerCase(), index] as const),
  ...'ace two three four five six seven eight nine ten jack queen king'
    .split(' ')
    .map((word, index) => [word, index] as const),
]);
const SUIT_WORDS = new Map<string, number>(
  ['clubs', 'diamonds', 'hearts', 'spades'].flatMap((word, index) => [
    [word, index] as const,
    [word.slice(0, -1), index] as const,
    [word[0]!, index] as const,
  ]),
);
const FILLER = new Set(['of', 'the', 'play', 'naming', 'names', 'name', 'call', 'calling', '->', '→']);

/**
 * A move from text as a person types it (see the module notes). Does not check legality.
 * @param text - e.g. `'7♥'`, `'7h'`, `'queen of hearts'`, `'8s h'`, `'draw'`
 * @returns the move, or `null` when the text names none
 */
export function parseMoveText(text: string): CrazyEightsMove | null {
  const words = text
    .toLowerCase()
    .replace(/[♣♦♥♠]/g, (symbol) => ` ${'cdhs'[SYMBOLS.indexOf(symbol)]} `)
    .split(/\s+/)
    .flatMap((word) => /^(10|[2-9ajqk])([cdhs])$/.exec(word)?.slice(1) ?? [word])
    .filter((word) => word !== '' && !FILLER.has(word));
  if (words.length === 1 && (words[0] === 'draw' || words[0] === 'pass')) return { type: words[0] };
  const rank = RANK_WORDS.get(words[0] ?? '');
  const suit = SUIT_WORDS.get(words[1] ?? '');
  if (rank === undefined || suit === undefined) return null;
  const card = CARDS[suit * 13 + rank]!;
  if (rank !== 7) return words.length === 2 ? { type: 'play', card } : null;
  const named = SUIT_WORDS.get(words[2] ?? '');
  return words.length === 3 && named !== undefined ? { type: 'eight', card, suit: SUITS[named]! } : null;
}

/**
 * An event as a sentence, in the notation of the moves.
 * @param event - an event, or a seat's copy of it (another seat's drawn card is `null` there)
 * @returns e.g. `'seat 1 played 8♠ naming ♥'`, `'seat 2 drew a card'`
 */
export function describeEvent(event: CrazyEightsEvent): string {
  switch (event.type) {
    case 'played':
      return `seat ${event.seat} played ${formatCard(event.card)}${event.suit === null ? '' : ` naming ${formatSuit(event.suit)}`}`;
    case 'drew':
      return `seat ${event.seat} drew ${event.card === null ? 'a card' : formatCard(event.card)}`;
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
  const match =
    view.target === null ? 'one hand, lowest penalty wins' : `first to ${view.target} points wins`;
  const turn = view.over
    ? `The match is over: seat ${view.winners[0]} wins.`
    : `Seat ${view.toAct} ${view.drew ? 'drew a card and may play it or pass' : 'to play'}.`;
  return [
    `Hand ${view.handNumber} · dealt by seat ${view.dealer} · ${match}`,
    `Top card ${formatCard(view.top)} · suit ${formatSuit(view.suit)} · stock ${view.stock} cards`,
    turn,
    ...view.handSizes.map(
      (cards, seat) =>
        `Seat ${seat}: ${view.shown === null ? `${cards} cards` : view.shown[seat]!.map(formatCard).join(' ') || 'out'}, score ${view.scores[seat]}`,
    ),
    ...(view.seat === null
      ? []
      : [`Your hand (seat ${view.seat}): ${view.hand.map(formatCard).join(' ') || '(empty)'}`]),
    ...(view.drawn === null ? [] : [`You drew ${formatCard(view.drawn)}.`]),
  ];
}
