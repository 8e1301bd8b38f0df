/**
 * Linko in words for people: one notation for moves, events and messages alike.
 *
 * - A card is its value, `1`…`13`, or `J` for the joker (Linko has no jacks).
 * - A set is count×value with its jokers: `2×7+J` is two 7s and a joker, `3×6+2J` three 6s and two jokers, `1×12`
 *   one 12. Jokers alone are counted on their own: `2×J` is two jokers played alone, a set worth 14 (A1).
 * - The other decisions are words: `take`, `decline`, `take back`, `discard`, `draw from deck`,
 *   `draw 9 from display` (`draw J from display` for a joker), `pass`.
 *
 * {@link parseMoveText} reads back all of these, leniently: any case and spacing, `x` or `*` for `×`, `X` or `joker`
 * for `J`, a bare value for one card (`7` = `1×7`), and short forms (`back`, `deck`, `d9`, `dJ`, `draw 9`).
 * @module
 */
import { cardsOf, counted, handLine, plainSeatWords, type SeatWords, winnerWords } from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { JOKER, type LinkoCard, type LinkoSet, setSize } from './cards.js';
import type { LinkoEvent } from './events.js';
import { type LinkoMove, MOVE, MOVE_SHAPE, normalizeMove, setOfPlay } from './moves.js';
import type { LinkoView } from './view.js';

/**
 * A card in Linko's notation: its value, or `J` for the joker.
 * @param card - 0 (joker) or 1..13
 * @returns `'7'`, `'13'`, `'J'`
 * @example
 * ```ts
 * formatCard(7); // '7'
 * formatCard(0); // 'J': the joker
 * ```
 * @category Notation
 */
export const formatCard = (card: LinkoCard): string => (card === JOKER ? 'J' : String(card));

/**
 * A set in the notation: count×value with its jokers (`2×7+J`, `3×6+2J`, `1×12`), or the count of jokers played
 * alone (`2×J`).
 * @param set - a set
 */
export function formatSet(set: LinkoSet): string {
  if (set.naturals === 0) return `${set.jokers}×J`;
  const jokers = set.jokers === 0 ? '' : set.jokers === 1 ? '+J' : `+${set.jokers}J`;
  return `${set.naturals}×${set.value}${jokers}`;
}

/**
 * A move in the notation.
 * @param move - a move
 * @returns e.g. `'2×7+J'`, `'2×J'`, `'take back'`, `'draw 9 from display'`
 */
export function formatMove(move: LinkoMove): string {
  switch (move.type) {
    case 'play':
      return formatSet(setOfPlay(move));
    case 'takeBack':
      return 'take back';
    case 'drawDeck':
      return 'draw from deck';
    case 'drawDisplay':
      return `draw ${formatCard(move.card)} from display`;
    default:
      return move.type;
  }
}

/** The moves without fields as typed without spaces: their notation (`takeback`), and short forms. */
const WORDS: Readonly<Record<string, LinkoMove>> = {
  ...Object.fromEntries(Object.values(MOVE).map((m) => [formatMove(m).replaceAll(' ', ''), m])),
  back: MOVE.takeBack,
  drawfromthedeck: MOVE.drawDeck,
  drawdeck: MOVE.drawDeck,
  deck: MOVE.drawDeck,
};

/** A joker as typed: `j`, `x` (the rulebooks' sign) or the word. */
const JOKER_WORD = '(?:jokers?|j|x)';
/** A card as typed: a value or a joker. */
const CARD = `(\\d{1,2}|${JOKER_WORD})`;
/** `draw 9 from display`, `draw 9`, `d9`, `9 from display`, with a joker for the card too. */
const DISPLAY_DRAW = new RegExp(`^(?:draw|d)?${CARD}(?:from(?:the)?display)?$`);
/** `2×7+J`, `2×7+2J`, `1×12`, `2×J`, `7`, `7+J`, `J`. */
const PLAY = new RegExp(`^(?:(\\d)[×x*])?${CARD}(?:\\+(\\d)?${JOKER_WORD})?$`);
const IS_JOKER = new RegExp(`^${JOKER_WORD}$`);

/** The card a person typed: a joker word, or a value (`0` is no card: -1, which no move accepts). */
function cardOf(text: string): LinkoCard {
  if (IS_JOKER.test(text)) return JOKER;
  const value = Number(text);
  return value >= 1 ? value : -1;
}

/**
 * A move from its notation, as a person types it (see the module notes); legality is not checked.
 * @param text - e.g. `'2×7+J'`, `'2x7+j'`, `'2×J'`, `'take back'`, `'draw 9 from display'`, `'d9'`
 * @returns the move, or `null` when the text is not a Linko move
 */
export function parseMoveText(text: string): LinkoMove | null {
  const compact = text.toLowerCase().replace(/\s+/g, '').replace(/-/g, '');
  const word = WORDS[compact];
  if (word !== undefined) return word;
  const parsed = (input: object): LinkoMove | null => {
    if (shape.check(MOVE_SHAPE, input, { seats: 5 }).length > 0) return null;
    const r = normalizeMove(input as LinkoMove);
    return r.ok ? r.value : null;
  };
  // A display draw says "draw" or "display" (or is the short `d9`); a bare card is a play.
  const draw = /^(?:draw|d)|display$/.test(compact) ? DISPLAY_DRAW.exec(compact) : null;
  if (draw) return parsed({ type: 'drawDisplay', card: cardOf(draw[1]!) });
  const play = PLAY.exec(compact);
  if (play === null) return null;
  const count = play[1] === undefined ? 1 : Number(play[1]);
  const card = cardOf(play[2]!);
  const added = compact.includes('+');
  // Jokers alone have no added jokers; a play names at least one card of its count.
  if (count === 0 || (card === JOKER && added)) return null;
  const jokers = added ? (play[3] === undefined ? 1 : Number(play[3])) : 0;
  return parsed({ type: 'play', cards: [...Array(count).fill(card), ...Array(jokers).fill(JOKER)] });
}

/** A number for people: negative numbers with a real minus sign. */
const signed = (n: number): string => (n < 0 ? `−${-n}` : String(n));

/** A set in a sentence: the notation, with jokers alone explained. */
const setWords = (set: LinkoSet): string =>
  set.naturals === 0 ? `${formatSet(set)} (jokers alone, worth 14)` : formatSet(set);

/**
 * An event as a sentence, in the notation. Handles the copies `eventsFor` makes for other seats, whose secret
 * fields are `null` ("seat 2 drew a card from the deck").
 * @param event - an event, as applied or as redacted for a seat
 * @param w - how seats are worded
 */
export function describeEvent(event: LinkoEvent, w: SeatWords = plainSeatWords): string {
  switch (event.type) {
    case 'setPlayed':
      return `${w.seat(event.seat)} played ${setWords(event.set)}`;
    case 'snatched':
      return `${w.seat(event.by)} snatched ${setWords(event.set)} from ${w.seat(event.victim)}`;
    case 'taken':
      return `${w.seat(event.by)} took ${formatSet(event.set)} into hand; ${w.seat(event.victim)} ${w.verb(event.victim, 'owes', 'owe')} ${counted(setSize(event.set), 'card')}`;
    case 'declined':
      return `${w.seat(event.by)} declined ${formatSet(event.set)}; ${w.seat(event.victim)} ${w.verb(event.victim, 'takes', 'take')} it back or ${w.verb(event.victim, 'discards', 'discard')} it`;
    case 'takenBack':
      return `${w.seat(event.seat)} took ${formatSet(event.set)} back into hand`;
    case 'discarded':
      return `${w.seat(event.seat)} discarded ${formatSet(event.set)} and ${w.verb(event.seat, 'owes', 'owe')} ${counted(setSize(event.set), 'card')}`;
    case 'cardDrawn': {
      const what = event.card === null ? 'a card' : formatCard(event.card);
      const owed = event.owed > 0 ? ` (${event.owed} more owed)` : '';
      return `${w.seat(event.seat)} drew ${what} from the ${event.from}${owed}`;
    }
    case 'passed':
      return `${w.seat(event.seat)} passed the optional draw`;
    case 'displayRefilled':
      return `the display was refilled with ${event.cards.map(formatCard).join(', ')}`;
    case 'turnStarted':
      return `${w.possessive(event.seat)} turn`;
    case 'gameEnded': {
      const why = event.reason === 'handEmpty' ? 'a hand was emptied' : 'the supply ran out';
      return `game ${event.game + 1} is over (${why}): scores ${event.scores.map(signed).join(', ')}; ${winnerWords(event.winners, w)}`;
    }
    case 'dealt':
      return `game ${event.deal} of the match was dealt`;
    case 'matchOver':
      return `the match is over: scores ${event.scores.map(signed).join(', ')}; ${winnerWords(event.winners, w)}`;
  }
}

/** Cards held, as counts by card (index 0 = jokers), sorted: values low to high, then jokers (`'3 3 7 J'`). */
function countsWords(counts: readonly number[]): string {
  const cards = cardsOf(counts).map(formatCard);
  return [...cards.slice(counts[JOKER]), ...cards.slice(0, counts[JOKER])].join(' ');
}

/** What is being decided, in words. */
function phaseWords(view: LinkoView, w: SeatWords): string {
  const limbo = view.limbo === null ? 'the set' : formatSet(view.limbo);
  switch (view.phase) {
    case 'play':
      return `${w.Seat(view.current)} to play a set.`;
    case 'offer':
      return `${w.Seat(view.current)} snatched ${limbo} from ${w.seat(view.victim!)}: take it into hand or decline it?`;
    case 'choice':
      return `${w.Seat(view.victim!)} to decide: take ${limbo} back into hand, or discard it and draw ${counted(view.limbo === null ? view.owed : setSize(view.limbo), 'card')}?`;
    case 'draw':
      return `${w.Seat(view.victim!)} to draw the ${counted(view.owed, 'card')} owed, one at a time (from the deck or the display).`;
    case 'bonus':
      return `${w.Seat(view.current)} may draw one card or pass.`;
    case 'over':
      return 'The match is over.';
  }
}

/**
 * The table as a seat (or a spectator) sees it, in lines for people: the game and turn, what is being decided, the
 * display and the piles, each seat's cards in hand, score and stack (bottom to top), then the seat's own hand sorted
 * (values low to high, then jokers) and a line explaining the notation.
 * @param view - a view of a seat or a spectator
 * @param w - how seats are worded
 * @returns the lines, without colour
 */
export function describeView(view: LinkoView, w: SeatWords = plainSeatWords): string[] {
  const lines = [
    `Game ${view.handNumber} of ${view.options.games} · turn ${view.turn + 1}`,
    phaseWords(view, w),
    `Display: ${view.display.length === 0 ? 'empty' : view.display.map(formatCard).join(' ')} · deck ${counted(view.deckSize, 'card')} · discard pile ${view.discard.length === 0 ? 'empty' : counted(view.discard.length, 'card')}`,
  ];
  view.handSizes.forEach((size, seat) => {
    const known = view.known[seat] ?? [];
    const knownWords = known.some((n) => n > 0) ? ` (known: ${countsWords(known)})` : '';
    const stack = view.stacks[seat] ?? [];
    const stackWords = stack.length === 0 ? 'empty' : stack.map(formatSet).join(', ');
    lines.push(
      `${w.Seat(seat)}: ${signed(view.scores[seat] ?? 0)} points · ${counted(size, 'card')} in hand${knownWords} · stack ${stackWords}`,
    );
  });
  if (view.hand !== null && view.handCounts !== null)
    lines.push(handLine(view.seat, w, view.hand.length, countsWords(view.handCounts)));
  lines.push(
    'Notation: J is a joker; a set is count×value with its jokers (2×7+J: two 7s and a joker); jokers alone (2×J) are worth 14. A stack is listed bottom to top.',
  );
  return lines;
}
