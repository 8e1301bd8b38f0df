/**
 * Defensive validation of a Coins state from outside (`loadState`).
 * @module
 */
import { isIntIn, isPlainObject, type StateIssue } from '../../core/index.js';
import { DECK_SIZE } from './cards.js';
import { trickPoints, trickWinnerIndex } from './trick.js';

const KEYS = [
  'game',
  'version',
  'seats',
  'options',
  'hand',
  'dealer',
  'leader',
  'toPlay',
  'hands',
  'played',
  'scores',
  'winner',
  'rng',
];

function isIntArray(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((v) => isIntIn(v, 0, DECK_SIZE - 1));
}

/**
 * Checks the Coins fields of an untrusted state: types and ranges, card conservation (each of the 48 cards exactly
 * once in a hand or in `played`), hand sizes, leader and seat to play consistent with the played cards, scores at
 * least the coins won in this hand, and the winner consistent with the target. Never throws.
 * @param raw - the state (base fields already checked by core)
 * @returns every problem found
 * @category Coins
 */
export function checkState(raw: Readonly<Record<string, unknown>>): readonly StateIssue[] {
  const issues: StateIssue[] = [];
  const add = (path: string, message: string) => void issues.push({ path, message });
  for (const k of Object.keys(raw)) if (!KEYS.includes(k)) add(k, 'unknown field');
  const options = raw.options;
  const target =
    isPlainObject(options) && isIntIn(options.target, 1, Number.MAX_SAFE_INTEGER) ? options.target : 15;
  const firstDealer = isPlainObject(options) ? options.firstDealer : null;
  if (!isIntIn(raw.hand, 1, Number.MAX_SAFE_INTEGER)) add('hand', 'expected a positive integer');
  for (const k of ['dealer', 'leader', 'toPlay'] as const)
    if (!isIntIn(raw[k], 0, 2)) add(k, 'expected a seat 0..2');
  if (raw.winner !== null && !isIntIn(raw.winner, 0, 2)) add('winner', 'expected a seat 0..2 or null');
  const hands = raw.hands;
  if (!Array.isArray(hands) || hands.length !== 3) add('hands', 'expected three hands');
  else
    hands.forEach((h, i) => {
      if (!isIntArray(h)) add(`hands.${i}`, 'expected card ids 0..47');
      else if (h.some((c, j) => j > 0 && c <= h[j - 1]!))
        add(`hands.${i}`, 'card ids must be strictly ascending');
    });
  if (!isIntArray(raw.played) || raw.played.length > DECK_SIZE)
    add('played', 'expected at most 48 card ids 0..47');
  const scores = raw.scores;
  if (
    !Array.isArray(scores) ||
    scores.length !== 3 ||
    !scores.every((s) => isIntIn(s, 0, Number.MAX_SAFE_INTEGER))
  ) {
    add('scores', 'expected three non-negative integers');
  }
  if (issues.length > 0) return issues;

  const hs = hands as number[][];
  const played = raw.played as number[];
  const sc = scores as number[];
  const dealer = raw.dealer as number;
  const winner = raw.winner as number | null;
  // Card conservation: 48 distinct cards in hands + played.
  const seen = new Array<boolean>(DECK_SIZE).fill(false);
  let total = 0;
  for (const c of [...hs.flat(), ...played]) {
    total++;
    if (seen[c]) add('', `card ${c} appears twice`);
    seen[c] = true;
  }
  if (total !== DECK_SIZE) add('', `expected 48 cards in hands and played, found ${total}`);
  if (raw.hand === 1 && firstDealer !== null && dealer !== firstDealer)
    add('dealer', 'the first hand is dealt by options.firstDealer (R2)');
  // Replay the hand's tricks: who played what, who won, coins won in this hand.
  const playedBy = [0, 0, 0];
  const won = [0, 0, 0];
  let leader = (dealer + 1) % 3; // R4
  let lastWinner = -1;
  for (let i = 0; i < played.length; i++) {
    playedBy[(leader + (i % 3)) % 3]!++;
    if (i % 3 !== 2) continue;
    const [a, b, c] = [played[i - 2]!, played[i - 1]!, played[i]!];
    lastWinner = (leader + trickWinnerIndex(a, b, c)) % 3;
    won[lastWinner]! += trickPoints(a, b, c);
    leader = lastWinner;
  }
  for (let s = 0; s < 3; s++) {
    if (hs[s]!.length !== 16 - playedBy[s]!)
      add(`hands.${s}`, `seat ${s} should hold ${16 - playedBy[s]!} cards`);
    if (sc[s]! < won[s]!) add(`scores.${s}`, `less than the ${won[s]} coins seat ${s} won in this hand`);
  }
  if (raw.leader !== leader)
    add('leader', `expected ${leader} (the winner of the last trick, or left of the dealer)`);
  if (raw.toPlay !== (leader + (played.length % 3)) % 3) add('toPlay', 'not the next seat of the trick');
  if (winner === null) {
    sc.forEach((s, i) => {
      if (s >= target) add(`scores.${i}`, 'reached the target but the match is not over');
    });
    if (played.length === DECK_SIZE) add('played', 'a finished hand must be followed by a new deal');
  } else {
    if (played.length % 3 !== 0 || lastWinner !== winner)
      add('winner', 'the winner must have won the last trick (C5)');
    if (sc[winner]! < target) add('winner', 'the winner has not reached the target');
    sc.forEach((s, i) => {
      if (i !== winner && s >= target) add(`scores.${i}`, 'a second seat at the target');
    });
  }
  return issues;
}
