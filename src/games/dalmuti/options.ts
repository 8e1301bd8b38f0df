/**
 * The options of a match: every optional rule of the spec, with its default, and their checking.
 * @module
 */
import {
  err,
  isIntIn,
  isSeatingOrder,
  type OptionSpec,
  ok,
  type Result,
  type Seat,
  type StateIssue,
} from '../../core/index.js';

/**
 * The options of a match. Every optional rule of the spec is here, off unless the spec says otherwise.
 * @category Dalmuti
 */
export interface DalmutiOptions {
  /** Allow 9–13 players (D-A15). @defaultValue false */
  readonly allowLargeTables: boolean;
  /** How many hands the match lasts (§5; the rulebook suggests about 20). @defaultValue 1 */
  readonly hands: number;
  /** How the first hand's ranks are set (R1): uniformly at random, by the rulebook's card draw, or given. @defaultValue 'random' */
  readonly initialSeating: 'random' | 'simulateDraw' | 'given';
  /** For `initialSeating: 'given'`: the rank order, best first (seat ids). Otherwise `null`. @defaultValue null */
  readonly initialOrder: readonly Seat[] | null;
  /** In the seat draw, a redraw replaces the tied players' first card instead of only ordering them (D-A10). @defaultValue false */
  readonly redrawReplacesValue: boolean;
  /** When the Dalmutis choose their gifts: before the tribute arrives (`'sealed'`) or after it (D-A4). @defaultValue 'sealed' */
  readonly taxation: 'sealed' | 'peonFirst';
  /** A player who passed may not play again in the same round (the opposite of D-A1). @defaultValue false */
  readonly passLocksOut: boolean;
  /**
   * The engine passes for a follower whose only legal move is a pass (§4). This tells the table something a real
   * player's pass would not: that the seat holds no set of the top set's size with a better rank (for a top set of
   * `c` cards of rank `e`: for every rank better than `e`, its naturals plus up to `c − 1` Jesters make fewer than `c`
   * cards). See "What the table learns" in `docs/rules/dalmuti.md`. @defaultValue false
   */
  readonly autoPassForced: boolean;
  /** V1: each hand scores the number of players who finished behind you. @defaultValue false */
  readonly scoring: boolean;
  /** V2 (needs V1): +1 to the Dalmutis when their Peons keep their rank (D-A12). @defaultValue false */
  readonly bonusPoints: boolean;
  /**
   * D-A12: `'peonStays'` — the GD scores +1 when this hand's GP finishes last (the LD when the LP finishes
   * second-to-last); `'bothStay'` — only when the Dalmuti also keeps their rank (finishes first, resp. second).
   * @defaultValue 'peonStays'
   */
  readonly bonusReading: 'peonStays' | 'bothStay';
  /** V3: the first hand of the match has no taxation; only the Greater Peon may declare (a Greater Revolution). @defaultValue false */
  readonly firstDealRevolution: boolean;
  /** V4: after taxation the top Merchant may swap one card blind with another Merchant (D-A13). @defaultValue false */
  readonly merchantSwap: boolean;
  /** V4: both Merchants choose their card, or the cards are drawn at random from the two hands. @defaultValue 'blindChoice' */
  readonly merchantSwapMode: 'blindChoice' | 'randomCard';
  /** V5: fewer cards for 4 players (no 11s or 12s) and 5 players (no 12s). @defaultValue false */
  readonly shortDeck: boolean;
  /** D-A14: tied match totals share the win, or the better finish in the last hand breaks the tie. @defaultValue 'share' */
  readonly tieBreak: 'share' | 'lastHand';
}

/** The default options. */
export const DEFAULT_OPTIONS: DalmutiOptions = {
  allowLargeTables: false,
  hands: 1,
  initialSeating: 'random',
  initialOrder: null,
  redrawReplacesValue: false,
  taxation: 'sealed',
  passLocksOut: false,
  autoPassForced: false,
  scoring: false,
  bonusPoints: false,
  bonusReading: 'peonStays',
  firstDealRevolution: false,
  merchantSwap: false,
  merchantSwapMode: 'blindChoice',
  shortDeck: false,
  tieBreak: 'share',
};

/** The most hands a match may have. */
export const MAX_HANDS = 1000;

/**
 * Every option described for generic tools (forms, command lines, generated options in tests). A given first seating
 * (`initialSeating: 'given'` with `initialOrder`, a list of seats) has no description of this kind and is left out.
 */
export const OPTION_SPECS: readonly OptionSpec[] = [
  { name: 'hands', kind: 'integer', min: 1, max: MAX_HANDS, description: 'How many hands the match lasts.' },
  { name: 'allowLargeTables', kind: 'boolean', description: 'Allow 9–13 players.' },
  {
    name: 'initialSeating',
    kind: 'choice',
    values: ['random', 'simulateDraw'],
    description: "How the first hand's ranks are set (R1).",
  },
  {
    name: 'redrawReplacesValue',
    kind: 'boolean',
    description: "In the seat draw, a redraw replaces the tied players' first card (R1).",
  },
  {
    name: 'taxation',
    kind: 'choice',
    values: ['sealed', 'peonFirst'],
    description: 'Whether the Dalmutis choose their gifts before or after the tribute arrives (R5).',
  },
  {
    name: 'passLocksOut',
    kind: 'boolean',
    description: 'A player who passed sits out the rest of the round (P3).',
  },
  {
    name: 'autoPassForced',
    kind: 'boolean',
    description:
      'The engine passes for a follower who cannot beat the top set; everyone then learns that this seat holds no set of that size and a better rank (P3).',
  },
  { name: 'scoring', kind: 'boolean', description: 'Points by finishing place (V1).' },
  {
    name: 'bonusPoints',
    kind: 'boolean',
    description: 'A Dalmuti scores +1 when their Peon keeps the rank (V2, needs scoring).',
  },
  {
    name: 'bonusReading',
    kind: 'choice',
    values: ['peonStays', 'bothStay'],
    description: 'Whether the V2 bonus also needs the Dalmuti to keep their rank (V2).',
  },
  {
    name: 'firstDealRevolution',
    kind: 'boolean',
    description: 'No taxes in the first hand; only the Greater Peon may declare (V3).',
  },
  {
    name: 'merchantSwap',
    kind: 'boolean',
    description: 'The top Merchant may swap a card blind with another Merchant (V4).',
  },
  {
    name: 'merchantSwapMode',
    kind: 'choice',
    values: ['blindChoice', 'randomCard'],
    description: 'Both Merchants choose their card, or a random card of each hand is swapped (V4).',
  },
  { name: 'shortDeck', kind: 'boolean', description: 'Fewer cards for 4 and 5 players (V5).' },
  {
    name: 'tieBreak',
    kind: 'choice',
    values: ['share', 'lastHand'],
    description: 'Tied totals share the win, or the better finish in the last hand wins.',
  },
];

const BOOLEAN_KEYS: readonly string[] = [
  'allowLargeTables',
  'redrawReplacesValue',
  'passLocksOut',
  'autoPassForced',
  'scoring',
  'bonusPoints',
  'firstDealRevolution',
  'merchantSwap',
  'shortDeck',
];

const CHOICES: Readonly<Record<string, readonly string[]>> = {
  initialSeating: ['random', 'simulateDraw', 'given'],
  taxation: ['sealed', 'peonFirst'],
  bonusReading: ['peonStays', 'bothStay'],
  merchantSwapMode: ['blindChoice', 'randomCard'],
  tieBreak: ['share', 'lastHand'],
};

/**
 * Fills in defaults and checks options (D-A15: 9–13 seats need `allowLargeTables`; V2 needs V1; `'given'` seating
 * needs an `initialOrder` that is a permutation of the seats).
 * @param input - options from outside (untrusted)
 * @param seats - the number of seats
 * @returns the normalized options, or every problem found
 */
export function normalizeOptions(
  input: Readonly<Record<string, unknown>>,
  seats: number,
): Result<DalmutiOptions, readonly StateIssue[]> {
  const issues: StateIssue[] = [];
  const out: Record<string, unknown> = { ...DEFAULT_OPTIONS };
  for (const key of Object.keys(input)) {
    const value = input[key];
    if (!Object.hasOwn(DEFAULT_OPTIONS, key)) {
      issues.push({ path: key, message: 'unknown option' });
    } else if (BOOLEAN_KEYS.includes(key)) {
      if (typeof value !== 'boolean') issues.push({ path: key, message: 'expected true or false' });
      else out[key] = value;
    } else if (key === 'hands') {
      if (!isIntIn(value, 1, MAX_HANDS))
        issues.push({ path: key, message: `expected an integer 1–${MAX_HANDS}` });
      else out[key] = value;
    } else if (key === 'initialOrder') {
      if (value === null) out[key] = null;
      else if (!isSeatingOrder(value, seats))
        issues.push({ path: key, message: `expected each seat 0–${seats - 1} once` });
      else out[key] = [...(value as number[])];
    } else {
      const allowed = CHOICES[key]!;
      if (typeof value !== 'string' || !allowed.includes(value)) {
        issues.push({ path: key, message: `expected one of ${allowed.map((a) => `'${a}'`).join(', ')}` });
      } else out[key] = value;
    }
  }
  if (issues.length === 0) {
    if (seats > 8 && out.allowLargeTables !== true) {
      issues.push({ path: 'seats', message: '9–13 players need the option allowLargeTables' });
    }
    if (out.bonusPoints === true && out.scoring !== true) {
      issues.push({ path: 'bonusPoints', message: 'bonus points (V2) need scoring (V1)' });
    }
    if (out.initialSeating === 'given' && out.initialOrder === null) {
      issues.push({ path: 'initialOrder', message: "initialSeating 'given' needs an initialOrder" });
    }
    if (out.initialSeating !== 'given' && out.initialOrder !== null) {
      issues.push({ path: 'initialOrder', message: "initialOrder is only used with initialSeating 'given'" });
    }
  }
  return issues.length > 0 ? err(issues) : ok(out as unknown as DalmutiOptions);
}
