/**
 * Words for people: the one notation of Coins, used for moves, events and error messages alike. A card is named by
 * its rank and suit in words, `'7 of Cups'`, `'Knave of Swords'`, `'Ace of Coins'`; a move is the name of the card it
 * plays. {@link parseMoveText} reads that back and is lenient: any case and spacing, `of` optional, short forms of
 * ranks and suits (`'A coins'`, `'7 cu'`), the Spanish names (`'As de Oros'`), the numbers printed on Spanish cards
 * (1 for the Ace, 10–12 for Knave, Knight and King) and the card codes of the data (`'CoA'`).
 * @module
 */
import { counted, plainSeatWords, type SeatWords, turnLine, winnerWords } from '../../core/index.js';
import { CARDS, type CoinsCard, cardId } from './cards.js';
import type { CoinsEvent } from './events.js';
import { type CoinsMove, PLAY_MOVES } from './moves.js';
import type { CoinsView } from './view.js';

/** Rank names, by rank index (0 = the 2). */
const RANK_NAMES: readonly string[] = '2 3 4 5 6 7 8 9 Knave Knight King Ace'.split(' ');

/** Suit names, by suit index (cycle order). */
const SUIT_NAMES: readonly string[] = ['Cups', 'Coins', 'Swords', 'Clubs'];

/** Every card's name, by card id. */
const CARD_NAMES: readonly string[] = CARDS.map(
  (_, id) => `${RANK_NAMES[id % 12]} of ${SUIT_NAMES[(id / 12) | 0]}`,
);

/** The words (lower case) that name a rank, with its index: English, Spanish, codes, letters and card numbers. */
const RANK_WORDS: ReadonlyMap<string, number> = new Map([
  ...['2', '3', '4', '5', '6', '7', '8', '9'].map((d, i) => [d, i] as const),
  ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].map((w, i) => [w, i] as const),
  ...['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'].map((w, i) => [w, i] as const),
  ...['knave', 'jack', 'j', 'sota', 's', '10'].map((w) => [w, 8] as const),
  ...['knight', 'caballo', 'c', 'q', '11'].map((w) => [w, 9] as const),
  ...['king', 'rey', 'r', 'k', '12'].map((w) => [w, 10] as const),
  ...['ace', 'as', 'a', '1'].map((w) => [w, 11] as const),
]);

/** The words (lower case) that name a suit, with its index: English (singular too), Spanish and the codes. */
const SUIT_WORDS: ReadonlyMap<string, number> = new Map([
  ...['cups', 'cup', 'copas', 'copa', 'cu'].map((w) => [w, 0] as const),
  ...['coins', 'coin', 'oros', 'oro', 'co'].map((w) => [w, 1] as const),
  ...['swords', 'sword', 'espadas', 'espada', 'sw'].map((w) => [w, 2] as const),
  ...['clubs', 'club', 'bastos', 'basto', 'cl'].map((w) => [w, 3] as const),
]);

/**
 * A card's name for people.
 * @param card - a card code, as moves, views and events carry it
 * @returns its name, e.g. `'Ace of Coins'`, `'7 of Cups'`, `'Knight of Swords'`
 * @throws RangeError when `card` is not a card code
 * @example
 * ```ts
 * formatCard('CoA'); // 'Ace of Coins'
 * formatCard('ClR'); // 'King of Clubs'
 * ```
 * @category Coins
 */
export function formatCard(card: CoinsCard): string {
  const id = cardId(card);
  if (id < 0) throw new RangeError(`coins.formatCard: not a card code: ${JSON.stringify(card)}`);
  return CARD_NAMES[id]!;
}

/**
 * A move for people: the name of the card it plays.
 * @param move - a move
 * @returns e.g. `'Ace of Coins'`
 */
export function formatMove(move: CoinsMove): string {
  return formatCard(move.card);
}

/** The id of a card named in words, a short form or a code (see the module notes), or -1. */
function parseCard(text: string): number {
  const words = text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== 'of' && w !== 'de' && w !== 'the');
  if (words[0] === 'play') words.shift();
  if (words.length === 1) {
    // A code of the data in any case (`'coa'`, `'sw9'`): its suit's first letter and its rank are capitals.
    const word = words[0]!;
    return cardId(word.charAt(0).toUpperCase() + word.charAt(1) + word.slice(2).toUpperCase());
  }
  if (words.length !== 2) return -1;
  const [first, second] = words as [string, string];
  // Rank then suit ('7 of cups'), or suit then rank ('cups 7'): no word names both a rank and a suit.
  const [rank, suit] = RANK_WORDS.has(first)
    ? [RANK_WORDS.get(first), SUIT_WORDS.get(second)]
    : [RANK_WORDS.get(second), SUIT_WORDS.get(first)];
  return rank === undefined || suit === undefined ? -1 : suit * 12 + rank;
}

/**
 * A move from text as a person types it: a card's name, lenient about case, spaces and short forms (module notes).
 * Does not check legality.
 * @param text - e.g. `'7 of Cups'`, `'7 cups'`, `'ace of coins'`, `'A coins'`, `'As de Oros'`, `'CoA'`
 * @returns the move, or `null` when the text names no card
 */
export function parseMoveText(text: string): CoinsMove | null {
  const id = parseCard(text);
  return id < 0 ? null : PLAY_MOVES[id]!;
}

/** What a trick gave its winner: `'no coins'`, `'+1 coin'`, `'+2 coins'`. */
const gainWords = (points: number): string => (points === 0 ? 'no coins' : `+${counted(points, 'coin')}`);

/**
 * An event as a sentence, in the notation of the moves.
 * @param event - an event (Coins events have no private fields, so every seat's copy reads the same)
 * @param w - how seats are worded
 * @returns e.g. `'seat 1 won the trick with the Ace of Swords, +2 coins'`
 */
export function describeEvent(event: CoinsEvent, w: SeatWords = plainSeatWords): string {
  switch (event.type) {
    case 'cardPlayed':
      return `${w.seat(event.seat)} played the ${formatCard(event.card)}`;
    case 'trickWon':
      return `${w.seat(event.seat)} won the trick with the ${formatCard(event.card)}, ${gainWords(event.points)}`;
    case 'dealt':
      return `hand ${event.deal} was dealt`;
    case 'matchOver': {
      const coins = counted(event.scores[event.winners[0]!] ?? 0, 'coin'); // C5: one winner, at the target
      return `the match is over: ${winnerWords(event.winners, w)} with ${coins} (scores ${event.scores.join(', ')})`;
    }
  }
}

/** `'7 of Cups (seat 0), Ace of Swords (seat 1)'`: cards on the table, in play order. */
function playsWords(plays: CoinsView['trick'], w: SeatWords): string {
  return plays.map((p) => `${formatCard(p.card)} (${w.seat(p.seat)})`).join(', ');
}

/**
 * The table as a seat (or a spectator) sees it, in lines for people: the hand's number and the target, whose turn it
 * is, the trick on the table and the last trick taken, each seat's coins and cards in hand, then the seat's own hand
 * by suit in cycle order (Cups, Coins, Swords, Clubs), low to high, with the cards' names as moves write them.
 * @param view - a view of a seat or a spectator
 * @param w - how seats are worded
 * @returns the lines, without colour
 */
export function describeView(view: CoinsView, w: SeatWords = plainSeatWords): string[] {
  const dealer = w.isViewer(view.dealer) ? 'you deal' : `dealer ${w.seat(view.dealer)}`;
  const lines = [`Hand ${view.handNumber} · first to ${counted(view.target, 'coin')} wins · ${dealer}`];
  const doing =
    view.trick.length === 0 ? 'to lead the trick' : `to play. On the table: ${playsWords(view.trick, w)}`;
  lines.push(turnLine(view, doing, w));
  const last = view.lastTrick ?? view.tricks.at(-1); // the previous hand's last trick, or this hand's
  if (last !== undefined)
    lines.push(
      `Last trick: ${playsWords(last.plays, w)}; ${w.seat(last.winner)} won it, ${gainWords(last.points)}.`,
    );
  view.scores.forEach((score, seat) => {
    const cards = view.handSizes[seat] ?? 0;
    lines.push(`${w.Seat(seat)}: ${counted(score, 'coin')}, ${counted(cards, 'card')} in hand`);
  });
  if (view.hand !== null && view.seat !== null) {
    const ids = view.hand.map(cardId).sort((a, b) => a - b);
    const size = counted(ids.length, 'card');
    lines.push(`Your hand (${w.isViewer(view.seat) ? size : `${w.seat(view.seat)}, ${size}`}):`);
    if (ids.length === 0) lines.push('  (empty)');
    for (let suit = 0; suit < SUIT_NAMES.length; suit++) {
      const names = ids.filter((id) => ((id / 12) | 0) === suit).map((id) => CARD_NAMES[id]!);
      if (names.length > 0) lines.push(`  ${names.join(', ')}`);
    }
  }
  return lines;
}
