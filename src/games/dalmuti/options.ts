/**
 * Option checking: fills in defaults and rejects unknown or ill-typed options.
 * @module
 */
import { err, isIntIn, isSeatingOrder, ok, type Result, type StateIssue } from '../../core/index.js';
import { type DalmutiOptions, DEFAULT_OPTIONS, MAX_HANDS } from './state.js';

const BOOLEAN_KEYS = [
  'allowLargeTables',
  'redrawReplacesValue',
  'passLocksOut',
  'autoPassForced',
  'scoring',
  'bonusPoints',
  'firstDealRevolution',
  'merchantSwap',
  'shortDeck',
] as const;

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
 * @category Dalmuti
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
    } else if ((BOOLEAN_KEYS as readonly string[]).includes(key)) {
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
      issues.push({ path: 'seats', message: '9–13 players need the option allowLargeTables (D-A15)' });
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
