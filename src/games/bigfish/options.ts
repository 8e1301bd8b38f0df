/**
 * The options of a Big Fish match (spec V1–V4, B-A1–B-A14), declared once.
 * @module
 */
import { defineOptions, type OptionsFrom, option, seatOption, total } from '../../core/index.js';
import { COLOURS, DECK_SHAPE, DEFAULT_DECK, type DeckComposition } from './cards.js';

/** The largest `rowCount` (the move encoding reserves this many rows). @category Options */
export const MAX_ROWS = 5;

/** How many cards a deck composition has (counted: the state's shape asks for it once per card list). */
export function deckSize(deck: DeckComposition): number {
  return COLOURS.reduce((n, c) => n + total(deck[c]), 0);
}

/** A count option: an integer from `min` to `max`. */
const count = (min: number, max: number, fallback: number, description: string) =>
  option.integer({ min, max, default: fallback, description });
/** An option that is on or off. */
const flag = (fallback: boolean, description: string) => option.boolean({ default: fallback, description });

/** Every option of a match: its values, default and description, in the order tools list them. */
export const OPTIONS = defineOptions(
  {
    startSeat: seatOption('The seat that starts (R9, B-A14).'),
    advanced: flag(false, 'The advanced rules with bonus cards (V1, R8).'),
    mistakes: option.choice({
      values: ['reject', 'penalty'] as const,
      default: 'reject',
      description:
        "'penalty': a placement against L1 or L2 is a move that gives the offender the mistake card (V2).",
    }),
    plusSelection: option.choice({
      values: ['highest', 'playerChoice'] as const,
      default: 'highest',
      description: "'playerChoice': the taker picks the plus cards of a completed row (V3, B-A4).",
    }),
    deck: option.custom({
      shape: DECK_SHAPE,
      default: DEFAULT_DECK,
      description: 'Cards per value per colour, { R: [n1, …, n6], Y, G, B, P } (B-A1, V4).',
    }),
    pileSize: count(1, 100, 12, 'Cards in each personal pile (R2, V4).'),
    handSize: count(1, 20, 4, 'Cards a hand is refilled to (R3, V4).'),
    commonDeckSize: option.integer({
      min: 0,
      max: 1000,
      default: (seats) => 3 * (seats - 1), // R5
      description: 'Cards in the common deck; 3 × (seats − 1) by default (R5, V4).',
    }),
    rowCount: count(1, MAX_ROWS, 3, 'Rows on the table (R4, V4).'),
    rowLength: count(2, 10, 5, 'Cards that complete a row (L4, V4).'),
    maxPlacements: count(1, 20, 4, 'Most placements in one turn (L3).'),
    continueAfterCompletion: flag(
      false,
      'After a take the turn goes on with the new row in the same slot (B-A2).',
    ),
    aCountsTowardLimit: flag(true, 'Bonus A counts toward the one bonus per turn (B-A7).'),
    tieSplit: option.choice({
      values: ['fivePerTied', 'splitTen'] as const,
      default: 'fivePerTied',
      description: "A tie for end bonus B or C: 5 to each, or 'splitTen': 10/k each (B-A8).",
    }),
  },
  // V4: the deck must hold what the setup deals out (piles, rows and the common deck).
  (o, seats) => {
    const needed = seats * o.pileSize + o.rowCount + o.commonDeckSize;
    const total = deckSize(o.deck);
    return needed > total
      ? [{ path: 'deck', message: `the setup needs ${needed} fish cards but the deck has ${total}` }]
      : [];
  },
);

/**
 * The options of a match, all filled in (as stored in the state):
 * - `startSeat` — the seat that starts (the rulebook: the youngest player; R9, B-A14), default 0;
 * - `advanced` — the advanced rules with bonus cards (V1, R8), default `false`;
 * - `mistakes` — `'reject'` (default): illegal placements are refused; `'penalty'`: a placement against colour
 *   forcing (L1) or the one-row rule (L2) is a move, listed by `legalMoves` and kept in records, whose effect gives the
 *   offender the mistake card (V2);
 * - `plusSelection` — `'highest'` (default): the highest card of each colour (two when all one colour) is plus;
 *   `'playerChoice'`: the taker chooses (V3);
 * - `deck` — cards per value per colour (B-A1), `{ R: [n1, …, n6], Y, G, B, P }`; the default, four each of 1 and 2
 *   and three each of 3–6 per colour, is an assumption (no source lists the counts);
 * - `pileSize` (12, R2), `handSize` (4, R3), `commonDeckSize` (3 × (seats − 1), R5), `rowCount` (3, 1–5, R4),
 *   `rowLength` (5, 2–10, L4), `maxPlacements` (4, L3);
 * - `continueAfterCompletion` — whether the turn goes on (on the new row in the same slot) after a placement completes
 *   a row (B-A2), default `false`;
 * - `aCountsTowardLimit` — whether bonus A counts toward the one-bonus-per-turn limit (B-A7), default `true`;
 * - `tieSplit` — how a tie for B or C is paid (B-A8), default `'fivePerTied'`.
 * @category Options
 */
export type BigFishOptions = OptionsFrom<typeof OPTIONS>;
