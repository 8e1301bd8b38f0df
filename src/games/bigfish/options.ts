/**
 * The options of a Big Fish match, their defaults and their validation.
 * @module
 */
import {
  err,
  isIntIn,
  isPlainObject,
  type OptionSpec,
  ok,
  type Result,
  type StateIssue,
} from '../../core/index.js';
import { COLOURS, type ColourCounts, DEFAULT_DECK, type DeckComposition } from './cards.js';

/** How illegal placement attempts are treated (spec §7 V2). @inline @category Options */
export type MistakeMode = 'reject' | 'penalty';

/** Who decides which cards of a taken row are plus cards (spec B-A4, V3). @inline @category Options */
export type PlusSelection = 'highest' | 'playerChoice';

/** How a tie for end bonus B or C is paid (spec B-A8). @inline @category Options */
export type TieSplit = 'fivePerTied' | 'splitTen';

/**
 * The options of a match, all filled in (as stored in the state).
 * @category Options
 */
export interface BigFishOptions {
  /**
   * The seat that starts (the rulebook: the youngest player; spec R9, B-A14).
   * @defaultValue 0
   */
  readonly startSeat: number;
  /**
   * The advanced rules with bonus cards (spec V1, R8).
   * @defaultValue false
   */
  readonly advanced: boolean;
  /**
   * `'reject'`: illegal placements are simply refused. `'penalty'`: a placement against colour forcing (L1) or the
   * one-row rule (L2) is a move, listed by `legalMoves` and kept in records, whose effect gives the offender the
   * mistake card (spec V2).
   * @defaultValue 'reject'
   */
  readonly mistakes: MistakeMode;
  /**
   * `'highest'`: the highest card of each colour (two when all one colour) is plus. `'playerChoice'`: the taker
   * chooses (spec V3).
   * @defaultValue 'highest'
   */
  readonly plusSelection: PlusSelection;
  /**
   * Cards per value per colour (spec B-A1): `{ R: [n1, …, n6], Y, G, B, P }`. The default, four each of 1 and 2 and three each of 3–6 per colour, is an assumption (no source lists the counts).
   * @defaultValue `{ R: [4, 4, 3, 3, 3, 3], … }` for every colour
   */
  readonly deck: DeckComposition;
  /** Cards in each personal pile at setup (spec R2). @defaultValue 12 */
  readonly pileSize: number;
  /** Cards a hand is refilled to (spec R3). @defaultValue 4 */
  readonly handSize: number;
  /** Cards in the common deck (spec R5). @defaultValue 3 × (seats − 1) */
  readonly commonDeckSize: number;
  /** Rows on the table (spec R4), 1–5. @defaultValue 3 */
  readonly rowCount: number;
  /** Cards that complete a row (spec L4), 2–10. @defaultValue 5 */
  readonly rowLength: number;
  /** Most placements in one turn (spec L3). @defaultValue 4 */
  readonly maxPlacements: number;
  /**
   * Whether the turn goes on (on the new row in the same slot) after a placement completes a row (spec B-A2).
   * @defaultValue false
   */
  readonly continueAfterCompletion: boolean;
  /**
   * Whether bonus A counts toward the one-bonus-per-turn limit (spec B-A7). When `false`, A is awarded on top.
   * @defaultValue true
   */
  readonly aCountsTowardLimit: boolean;
  /** How a tie for B or C is paid (spec B-A8). @defaultValue 'fivePerTied' */
  readonly tieSplit: TieSplit;
}

/** The largest `rowCount` (the move encoding reserves this many rows). @category Options */
export const MAX_ROWS = 5;

/**
 * Every option described for generic tools (forms, command lines, generated options in tests), in the order of
 * {@link BigFishOptions}. `deck` is a table of counts and has no description of this kind.
 */
export const OPTION_SPECS: readonly OptionSpec[] = [
  { name: 'startSeat', kind: 'integer', min: 0, max: 5, description: 'The seat that starts (R9, B-A14).' },
  { name: 'advanced', kind: 'boolean', description: 'The advanced rules with bonus cards (V1, R8).' },
  {
    name: 'mistakes',
    kind: 'choice',
    values: ['reject', 'penalty'],
    description:
      "'penalty': a placement against L1 or L2 is a move that gives the offender the mistake card (V2).",
  },
  {
    name: 'plusSelection',
    kind: 'choice',
    values: ['highest', 'playerChoice'],
    description: "'playerChoice': the taker picks the plus cards of a completed row (V3, B-A4).",
  },
  {
    name: 'pileSize',
    kind: 'integer',
    min: 1,
    max: 100,
    description: 'Cards in each personal pile (R2, V4).',
  },
  {
    name: 'handSize',
    kind: 'integer',
    min: 1,
    max: 20,
    description: 'Cards a hand is refilled to (R3, V4).',
  },
  {
    name: 'commonDeckSize',
    kind: 'integer',
    min: 0,
    max: 1000,
    description: 'Cards in the common deck; 3 × (seats − 1) by default (R5, V4).',
  },
  { name: 'rowCount', kind: 'integer', min: 1, max: MAX_ROWS, description: 'Rows on the table (R4, V4).' },
  { name: 'rowLength', kind: 'integer', min: 2, max: 10, description: 'Cards that complete a row (L4, V4).' },
  {
    name: 'maxPlacements',
    kind: 'integer',
    min: 1,
    max: 20,
    description: 'Most placements in one turn (L3).',
  },
  {
    name: 'continueAfterCompletion',
    kind: 'boolean',
    description: 'After a take the turn goes on with the new row in the same slot (B-A2).',
  },
  {
    name: 'aCountsTowardLimit',
    kind: 'boolean',
    description: 'Bonus A counts toward the one bonus per turn (B-A7).',
  },
  {
    name: 'tieSplit',
    kind: 'choice',
    values: ['fivePerTied', 'splitTen'],
    description: "A tie for end bonus B or C: 5 to each, or 'splitTen': 10/k each (B-A8).",
  },
];

const KEYS = [
  'startSeat',
  'advanced',
  'mistakes',
  'plusSelection',
  'deck',
  'pileSize',
  'handSize',
  'commonDeckSize',
  'rowCount',
  'rowLength',
  'maxPlacements',
  'continueAfterCompletion',
  'aCountsTowardLimit',
  'tieSplit',
] as const;

/**
 * The default options for a number of seats.
 * @param seats - 2–6
 * @category Options
 */
export function defaultOptions(seats: number): BigFishOptions {
  return {
    startSeat: 0,
    advanced: false,
    mistakes: 'reject',
    plusSelection: 'highest',
    deck: DEFAULT_DECK,
    pileSize: 12,
    handSize: 4,
    commonDeckSize: 3 * (seats - 1),
    rowCount: 3,
    rowLength: 5,
    maxPlacements: 4,
    continueAfterCompletion: false,
    aCountsTowardLimit: true,
    tieSplit: 'fivePerTied',
  };
}

function deckTotal(deck: DeckComposition): number {
  let n = 0;
  for (const c of COLOURS) for (const k of deck[c]) n += k;
  return n;
}

function normalizeDeck(input: unknown, issues: StateIssue[]): DeckComposition {
  if (!isPlainObject(input)) {
    issues.push({ path: 'deck', message: 'expected { R, Y, G, B, P }, each six counts' });
    return DEFAULT_DECK;
  }
  const out: Partial<Record<(typeof COLOURS)[number], ColourCounts>> = {};
  for (const k of Object.keys(input)) {
    if (!(COLOURS as readonly string[]).includes(k))
      issues.push({ path: `deck.${k}`, message: 'not a colour' });
  }
  for (const c of COLOURS) {
    const counts = input[c];
    if (!Array.isArray(counts) || counts.length !== 6 || !counts.every((n) => isIntIn(n, 0, 99))) {
      issues.push({ path: `deck.${c}`, message: 'expected six counts 0–99 (values 1–6)' });
      out[c] = [0, 0, 0, 0, 0, 0];
    } else {
      out[c] = counts.slice() as unknown as ColourCounts;
    }
  }
  return { R: out.R!, Y: out.Y!, G: out.G!, B: out.B!, P: out.P! };
}

/**
 * Fills in defaults and checks options from outside. Never throws.
 * @param input - options as given (unknown keys are refused)
 * @param seats - the seat count
 * @returns the full options, or every problem found
 * @category Options
 */
export function normalizeOptions(
  input: Readonly<Record<string, unknown>>,
  seats: number,
): Result<BigFishOptions, readonly StateIssue[]> {
  const issues: StateIssue[] = [];
  for (const k of Object.keys(input)) {
    if (!(KEYS as readonly string[]).includes(k)) issues.push({ path: k, message: 'unknown option' });
  }
  const d = defaultOptions(seats);
  const pick = <K extends keyof BigFishOptions>(
    key: K,
    check: (v: unknown) => boolean,
    what: string,
  ): BigFishOptions[K] => {
    const v = input[key];
    if (v === undefined) return d[key];
    if (!check(v)) {
      issues.push({ path: key, message: `expected ${what}` });
      return d[key];
    }
    return v as BigFishOptions[K];
  };
  const bool = (v: unknown) => typeof v === 'boolean';
  const o: BigFishOptions = {
    startSeat: pick('startSeat', (v) => isIntIn(v, 0, seats - 1), `a seat 0–${seats - 1}`),
    advanced: pick('advanced', bool, 'true or false'),
    mistakes: pick('mistakes', (v) => v === 'reject' || v === 'penalty', "'reject' or 'penalty'"),
    plusSelection: pick(
      'plusSelection',
      (v) => v === 'highest' || v === 'playerChoice',
      "'highest' or 'playerChoice'",
    ),
    deck: input.deck === undefined ? d.deck : normalizeDeck(input.deck, issues),
    pileSize: pick('pileSize', (v) => isIntIn(v, 1, 100), 'an integer 1–100'),
    handSize: pick('handSize', (v) => isIntIn(v, 1, 20), 'an integer 1–20'),
    commonDeckSize: pick('commonDeckSize', (v) => isIntIn(v, 0, 1000), 'an integer 0–1000'),
    rowCount: pick('rowCount', (v) => isIntIn(v, 1, MAX_ROWS), `an integer 1–${MAX_ROWS}`),
    rowLength: pick('rowLength', (v) => isIntIn(v, 2, 10), 'an integer 2–10'),
    maxPlacements: pick('maxPlacements', (v) => isIntIn(v, 1, 20), 'an integer 1–20'),
    continueAfterCompletion: pick('continueAfterCompletion', bool, 'true or false'),
    aCountsTowardLimit: pick('aCountsTowardLimit', bool, 'true or false'),
    tieSplit: pick('tieSplit', (v) => v === 'fivePerTied' || v === 'splitTen', "'fivePerTied' or 'splitTen'"),
  };
  const needed = seats * o.pileSize + o.rowCount + o.commonDeckSize;
  const total = deckTotal(o.deck);
  if (issues.length === 0 && needed > total) {
    issues.push({ path: 'deck', message: `the setup needs ${needed} fish cards but the deck has ${total}` });
  }
  return issues.length > 0 ? err(issues) : ok(o);
}
