/**
 * Defensive validation of a Coins state from outside: `loadState` (and `fromPosition`) accept exactly the states play
 * can reach, as far as a state's own fields can show. Every check names its invariant (`I1`…`I13`, listed in
 * `docs/rules/coins.md`, "Invariants of a saved state") at the end of its message, and the path of the field it is
 * about. Never throws.
 * @module
 */
import { isIntIn, isPlainObject, type Seat, type StateIssue } from '../../core/index.js';
import { CARDS, DECK_SIZE } from './cards.js';
import { formatCard } from './notation.js';
import { trickPoints, trickWinnerIndex } from './trick.js';

/** Every field of a state, in the order `setup` writes them; `origin` may be absent. */
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
const OPTIONAL_KEYS = ['origin'];

/** Cards each seat is dealt (R3). */
const HAND_SIZE = DECK_SIZE / 3;
/** Coins-suit cards in the deck: what every finished hand gives out (C-20). */
const COINS_PER_HAND = 12;

/** Reports a problem: the invariant's id, the field's path, and a message (the id is appended to it). */
type Report = (id: string, path: string, message: string) => void;

/** A state whose fields have the right shapes (I1 and I2 hold). */
interface Shaped {
  readonly target: number;
  readonly firstDealer: Seat | null;
  /** Dealt by `setup` (no `origin` field), not built from a position. */
  readonly dealt: boolean;
  readonly hand: number;
  readonly dealer: Seat;
  readonly leader: Seat;
  readonly toPlay: Seat;
  readonly hands: readonly (readonly number[])[];
  readonly played: readonly number[];
  readonly scores: readonly number[];
  readonly winner: Seat | null;
}

/** What the completed tricks of the current hand say, replayed from the dealer (R4, section 3, 4.2). */
interface Replay {
  /** Cards each seat has played in this hand. */
  readonly playedBy: readonly number[];
  /** Coins each seat has won in this hand's completed tricks. */
  readonly won: readonly number[];
  /** The leader of the current trick: left of the dealer, or the winner of the last completed trick. */
  readonly leader: Seat;
  /** The winner of the last completed trick, or `null` before the first. */
  readonly lastWinner: Seat | null;
  /** The coins in the last completed trick. */
  readonly lastPoints: number;
}

/** A card for people, with its id in the state: `9 of Cups (card 7)`. */
const nameOf = (id: number): string => `${formatCard(CARDS[id]!)} (card ${id})`;
const isSeat = (v: unknown): v is Seat => isIntIn(v, 0, 2);
const isCardList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((c) => isIntIn(c, 0, DECK_SIZE - 1));

/**
 * Checks the Coins fields of an untrusted state (base fields and options are already checked by core): every
 * invariant of a saved state, I1–I13 of `docs/rules/coins.md`. Never throws.
 * @param raw - the state (base fields already checked by core)
 * @returns every problem found, each naming its invariant
 * @category Coins
 */
export function checkState(raw: Readonly<Record<string, unknown>>): readonly StateIssue[] {
  const issues: StateIssue[] = [];
  const report: Report = (id, path, message) => void issues.push({ path, message: `${message} (${id})` });
  try {
    const s = shaped(raw, report);
    if (s !== null) checkInvariants(s, report);
  } catch (e) {
    issues.push({ path: '', message: `unreadable state: ${e instanceof Error ? e.message : String(e)}` });
  }
  return issues;
}

/** I1 (no unknown or missing field) and I2 (each field's type and range); the typed state when both hold. */
function shaped(raw: Readonly<Record<string, unknown>>, report: Report): Shaped | null {
  let found = 0;
  const add: Report = (id, path, message) => {
    found++;
    report(id, path, message);
  };
  for (const key of Object.keys(raw)) {
    if (!KEYS.includes(key) && !OPTIONAL_KEYS.includes(key)) add('I1', key, 'unknown field');
  }
  for (const key of KEYS) if (!(key in raw)) add('I1', key, 'missing');
  if ('origin' in raw && raw.origin !== 'position')
    add('I1', 'origin', "expected 'position' (a match from a position) or no such field (a dealt match)");
  const present = (key: string) => key in raw;
  if (present('hand') && !isIntIn(raw.hand, 1, Number.MAX_SAFE_INTEGER))
    add('I2', 'hand', 'expected a positive integer');
  for (const key of ['dealer', 'leader', 'toPlay'])
    if (present(key) && !isSeat(raw[key])) add('I2', key, 'expected a seat 0..2');
  if (present('winner') && raw.winner !== null && !isSeat(raw.winner))
    add('I2', 'winner', 'expected a seat 0..2 or null');
  const hands = raw.hands;
  if (present('hands')) {
    if (!Array.isArray(hands) || hands.length !== 3) add('I2', 'hands', 'expected three hands');
    else
      hands.forEach((h, i) => {
        if (!isCardList(h)) add('I2', `hands.${i}`, 'expected card ids 0..47');
      });
  }
  if (present('played') && !(isCardList(raw.played) && raw.played.length <= DECK_SIZE))
    add('I2', 'played', 'expected at most 48 card ids 0..47');
  const scores = raw.scores;
  if (
    present('scores') &&
    !(
      Array.isArray(scores) &&
      scores.length === 3 &&
      scores.every((v) => isIntIn(v, 0, Number.MAX_SAFE_INTEGER))
    )
  )
    add('I2', 'scores', 'expected three non-negative integers');
  // The options were checked against their normalized form by core; read them defensively all the same.
  const options = isPlainObject(raw.options) ? raw.options : {};
  const target = isIntIn(options.target, 1, Number.MAX_SAFE_INTEGER) ? options.target : null;
  if (target === null) add('I2', 'options.target', 'expected a positive integer (R1)');
  if (found > 0 || target === null) return null;
  return {
    target,
    firstDealer: isSeat(options.firstDealer) ? options.firstDealer : null,
    dealt: raw.origin === undefined,
    hand: raw.hand as number,
    dealer: raw.dealer as Seat,
    leader: raw.leader as Seat,
    toPlay: raw.toPlay as Seat,
    hands: hands as number[][],
    played: raw.played as number[],
    scores: scores as number[],
    winner: raw.winner as Seat | null,
  };
}

/** The completed tricks of the hand, replayed: who played how many cards, who won what, who leads now. */
function replayHand(dealer: Seat, played: readonly number[]): Replay {
  const playedBy = [0, 0, 0];
  const won = [0, 0, 0];
  let leader = (dealer + 1) % 3; // R4
  let lastWinner: Seat | null = null;
  let lastPoints = 0;
  for (let i = 0; i < played.length; i++) {
    playedBy[(leader + (i % 3)) % 3]!++;
    if (i % 3 !== 2) continue;
    const a = played[i - 2]!;
    const b = played[i - 1]!;
    const c = played[i]!;
    lastWinner = (leader + trickWinnerIndex(a, b, c)) % 3; // 4.2
    lastPoints = trickPoints(a, b, c);
    won[lastWinner]! += lastPoints; // section 3, step 2
    leader = lastWinner; // section 3, step 6
  }
  return { playedBy, won, leader, lastWinner, lastPoints };
}

function checkInvariants(s: Shaped, report: Report): void {
  const { target, hands, played, scores, winner } = s;

  // I3: card conservation (R3): each of the 48 cards once, in a hand or played.
  const seen = new Array<boolean>(DECK_SIZE).fill(false);
  const place = (card: number, path: string) => {
    if (seen[card]) report('I3', path, `the ${nameOf(card)} is already in a hand or played`);
    seen[card] = true;
  };
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < hands[i]!.length; j++) place(hands[i]![j]!, `hands.${i}.${j}`);
  for (let j = 0; j < played.length; j++) place(played[j]!, `played.${j}`);
  const missing = seen.flatMap((x, c) => (x ? [] : [c]));
  if (missing.length > 0)
    report(
      'I3',
      'hands',
      `${missing.map((c) => `the ${nameOf(c)}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} nowhere`,
    );

  const r = replayHand(s.dealer, played);
  const complete = played.length - (played.length % 3);

  // I4: each seat holds the 16 cards dealt less the cards it has played in this hand.
  for (let seat = 0; seat < 3; seat++) {
    const want = HAND_SIZE - r.playedBy[seat]!;
    if (hands[seat]!.length !== want)
      report(
        'I4',
        `hands.${seat}`,
        `seat ${seat} holds ${hands[seat]!.length} cards but has played ${r.playedBy[seat]} of the 16 dealt`,
      );
  }

  // I5: a hand is played to its end only when the match ended on its last trick; otherwise the next hand is dealt.
  if (winner === null && played.length === DECK_SIZE)
    report('I5', 'played', 'all 16 tricks are played but the next hand was not dealt (C7)');

  // I6: the leader is left of the dealer before the first trick of a hand, then the last trick's winner.
  if (s.leader !== r.leader)
    report(
      'I6',
      'leader',
      r.lastWinner === null
        ? `expected seat ${r.leader}, left of the dealer (R4)`
        : `expected seat ${r.leader}, the winner of the last trick (section 3)`,
    );

  // I7: the seat to play is the leader's, or the next one clockwise per card of the current trick.
  const next = (s.leader + (played.length - complete)) % 3;
  if (s.toPlay !== next)
    report(
      'I7',
      'toPlay',
      `expected seat ${next}: ${played.length - complete} cards after leader ${s.leader}`,
    );

  // I8: the first hand is dealt by options.firstDealer when that option names a seat.
  if (s.hand === 1 && s.firstDealer !== null && s.dealer !== s.firstDealer)
    report('I8', 'dealer', `the first hand is dealt by options.firstDealer, seat ${s.firstDealer} (R2)`);

  // I9: a seat's score holds every coin it won in this hand's completed tricks.
  for (let seat = 0; seat < 3; seat++)
    if (scores[seat]! < r.won[seat]!)
      report('I9', `scores.${seat}`, `below the ${r.won[seat]} coins seat ${seat} won in this hand's tricks`);

  // I10: every earlier hand gave out exactly 12 coins (dealt matches; a position's earlier scores are as given).
  if (s.dealt) {
    const sum = scores[0]! + scores[1]! + scores[2]!;
    const want = COINS_PER_HAND * (s.hand - 1) + r.won[0]! + r.won[1]! + r.won[2]!;
    if (sum !== want)
      report(
        'I10',
        'scores',
        `the scores add up to ${sum}, not ${want}: ${s.hand - 1} finished hands of 12 coins and ` +
          `${want - COINS_PER_HAND * (s.hand - 1)} coins in this hand's tricks`,
      );
  }

  if (winner === null) {
    // I11: while the match goes on, nobody has reached the target.
    scores.forEach((v, seat) => {
      if (v >= target)
        report('I11', `scores.${seat}`, `at the target ${target} but the match is not over (C5)`);
    });
    return;
  }
  // I12: a match ends on a trick (C5): the winner won the last trick, and nothing was played after it.
  if (played.length !== complete || r.lastWinner === null)
    report('I12', 'winner', 'a finished match ends on a completed trick, with no card played after it (C5)');
  else if (r.lastWinner !== winner)
    report('I12', 'winner', `seat ${r.lastWinner} won the last trick, not seat ${winner} (C5)`);
  // I13: the winner reached the target with that trick; nobody else reached it.
  const before = scores[winner]! - r.lastPoints;
  if (scores[winner]! < target)
    report('I13', 'winner', `seat ${winner} has ${scores[winner]} coins, below the target ${target}`);
  else if (r.lastWinner === winner && before >= target)
    report(
      'I13',
      `scores.${winner}`,
      `the winner had ${before} before the last trick: the match would have ended earlier (C5)`,
    );
  scores.forEach((v, seat) => {
    if (seat !== winner && v >= target)
      report(
        'I13',
        `scores.${seat}`,
        `a second seat at the target ${target}: only the winner reaches it (C5)`,
      );
  });
}
