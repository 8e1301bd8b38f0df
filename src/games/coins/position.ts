/**
 * Building a state from an explicit position, for tests, puzzles and other projects.
 * @module
 */
import { InvalidStateError, type Seat, type Seed, seedState } from '../../core/index.js';
import { type CoinsCard, cardId, DECK_SIZE } from './cards.js';
import { coins } from './game.js';
import type { CoinsState } from './state.js';
import { trickWinnerIndex } from './trick.js';

/**
 * An explicit Coins position.
 * @category Coins
 */
export interface CoinsPosition {
  /** The three hands (card codes, any order). With `fill`, only the cards each seat must hold. */
  readonly hands: readonly (readonly CoinsCard[])[];
  /** The cards played in this hand so far, in play order (completed tricks, then the current trick). @defaultValue [] */
  readonly played?: readonly CoinsCard[];
  /** The dealer of this hand; the first trick is led by the seat to the dealer's left (R4). */
  readonly dealer: Seat;
  /** Coins won so far per seat, including this hand's tricks. @defaultValue [0, 0, 0] */
  readonly scores?: readonly number[];
  /** The number of the hand. @defaultValue 1 */
  readonly hand?: number;
  /** The target score. @defaultValue 15 */
  readonly target?: number;
  /** The `firstDealer` option. @defaultValue null */
  readonly firstDealer?: Seat | null;
  /**
   * Deal every card that is neither in `hands` nor in `played` to the seats that lack cards, in ascending card order,
   * seat 0 first, until each hand has its size. @defaultValue false
   */
  readonly fill?: boolean;
  /** The seed of the random stream used for later deals. @defaultValue 0 */
  readonly seed?: Seed;
}

/**
 * Builds a state from an explicit position. The seat to play, the leader and (when the last trick took a seat to the
 * target) the winner follow from `dealer` and `played`. The result carries `origin: 'position'`: its scores are taken
 * as given (they need not add up to 12 coins per earlier hand, invariant I10 of `docs/rules/coins.md`), and it passes
 * every other check of `coins.loadState`.
 * @param position - the position
 * @returns the state, frozen
 * @throws InvalidStateError when the position is not a valid Coins state (every problem is listed)
 * @example
 * ```ts
 * // C-01: seat 0 leads the Ace of Coins, seat 1 plays the Ace of Swords; seat 2 holds the 2 of Cups.
 * const s = fromPosition({ dealer: 2, hands: [['CoA'], ['SwA'], ['Cu2']], fill: true });
 * coins.legalMoves(s).length; // 16
 * ```
 * @category Coins
 */
export function fromPosition(position: CoinsPosition): CoinsState {
  const toIds = (cards: readonly CoinsCard[] | undefined) => (cards ?? []).map(cardId);
  const hands = [0, 1, 2].map((s) => toIds(position.hands[s]));
  const played = toIds(position.played);
  if ([...hands.flat(), ...played].some((c) => c < 0)) {
    throw new InvalidStateError(coins.id, {
      code: 'INVALID_STATE',
      message: 'not a valid Coins position',
      issues: [{ path: 'hands', message: 'unknown card code' }],
    });
  }
  const dealer = position.dealer;
  const target = position.target ?? 15;
  const scores = position.scores ?? [0, 0, 0];
  // Replay the hand's tricks (R4, 4.2) to find who played what and who leads.
  const playedBy = [0, 0, 0];
  let leader = (dealer + 1) % 3;
  let lastWinner: Seat | null = null;
  for (let i = 0; i < played.length; i++) {
    playedBy[(leader + (i % 3)) % 3]!++;
    if (i % 3 !== 2) continue;
    lastWinner = (leader + trickWinnerIndex(played[i - 2]!, played[i - 1]!, played[i]!)) % 3;
    leader = lastWinner;
  }
  if (position.fill) {
    const used = new Set([...hands.flat(), ...played]);
    const rest = Array.from({ length: DECK_SIZE }, (_, i) => i).filter((c) => !used.has(c));
    for (const c of rest) {
      const s = [0, 1, 2].find((seat) => hands[seat]!.length < 16 - playedBy[seat]!);
      if (s === undefined) break;
      hands[s]!.push(c);
    }
  }
  for (const h of hands) h.sort((a, b) => a - b);
  const over =
    played.length > 0 &&
    played.length % 3 === 0 &&
    lastWinner !== null &&
    (scores[lastWinner] ?? 0) >= target;
  const raw = {
    game: coins.id,
    version: coins.version,
    seats: 3,
    options: { target, firstDealer: position.firstDealer ?? null },
    hand: position.hand ?? 1,
    dealer,
    leader,
    toPlay: (leader + (played.length % 3)) % 3,
    hands,
    played,
    scores: [...scores],
    winner: over ? lastWinner : null,
    rng: seedState(position.seed ?? 0),
    origin: 'position',
  };
  const loaded = coins.loadState(raw, { positions: true });
  if (!loaded.ok) throw new InvalidStateError(coins.id, loaded.error);
  return loaded.value;
}
