/**
 * Building a state from an explicit position (hands, stacks, display, draw pile…), for tests, puzzles, tutorials and
 * other projects. The result carries `origin: 'position'` and passes the same checks as `linko.loadState` (a
 * position lists only the cards that matter, so the checks that tie the piles to a deal do not apply to it).
 * @module
 */
import {
  countsOf,
  InvalidStateError,
  isIntIn,
  Rng,
  type Seat,
  type Seed,
  type StateIssue,
  seedState,
} from '../../core/index.js';
import { CARD_KINDS, copiesOf, type LinkoCard, type LinkoSet, MAX_VALUE, setOf } from './cards.js';
import { linko } from './game.js';
import { type LinkoOptions, normalizeOptions } from './options.js';
import { startSeatOf } from './rules.js';
import type { LinkoGameResult, LinkoPhase, LinkoState } from './state.js';

/**
 * An explicit position. Cards are integers (0 = joker, 1..13); a set is given as its cards (`[6, 6, 0]`).
 * Every card of the 109 that the position does not list goes to `rest` (shuffled with `seed`), so the card count is
 * always complete.
 * @category Position
 */
export interface LinkoPosition {
  /** 2..5 seats. */
  readonly seats: number;
  /** Match options (defaults as in `setup`). */
  readonly options?: Partial<LinkoOptions>;
  /** The turn owner. */
  readonly current: Seat;
  /** The phase (default `play`); other phases need `victim`, `limbo`, `owed` as the rules require. */
  readonly phase?: LinkoPhase;
  /** Per seat, the cards in hand. */
  readonly hands: readonly (readonly LinkoCard[])[];
  /** Per seat, the cards of its hand known to everybody (default none). */
  readonly known?: readonly (readonly LinkoCard[])[];
  /** Per seat, its stack: sets bottom first, each as its cards (default all empty). */
  readonly stacks?: readonly (readonly (readonly LinkoCard[])[])[];
  /** The display in list order (default empty). */
  readonly display?: readonly LinkoCard[];
  /** The draw pile, **top card first** as a rulebook lists it (default empty). */
  readonly deckTopFirst?: readonly LinkoCard[];
  /** The discard pile, oldest first (default empty). */
  readonly discard?: readonly LinkoCard[];
  /**
   * Where the unlisted cards go: `deck` (below the listed draw pile) or `discard` (under the listed discard pile).
   * @defaultValue 'deck'
   */
  readonly rest?: 'deck' | 'discard';
  /** Seats still to be snatched from this turn (default none). */
  readonly victims?: readonly Seat[];
  /** The seat being snatched from (default none). */
  readonly victim?: Seat | null;
  /** The snatched set in limbo, as its cards (default none). */
  readonly limbo?: readonly LinkoCard[] | null;
  /** Cards owed by the drawing victim (default 0). */
  readonly owed?: number;
  /** The game's index in the match (default 0). */
  readonly gameIndex?: number;
  /** Results of the finished games (default none). */
  readonly results?: readonly LinkoGameResult[];
  /**
   * Turns completed in this game (default: the fewest that agree with `current`, the game's start seat and the sets
   * on the stacks: the turn owner is `turn` seats after the start seat (I6), and each turn puts one set on a stack
   * (I10)).
   */
  readonly turn?: number;
  /** Seeds the state's random stream and the shuffle of the unlisted cards (default 0). */
  readonly seed?: Seed;
}

function toSet(cards: readonly LinkoCard[], path: string, issues: StateIssue[]): LinkoSet {
  const set = setOf(cards);
  if (set === null) {
    issues.push({ path, message: 'a set is one or more cards of one value plus any jokers' });
    return { value: 14, naturals: 0, jokers: 1 };
  }
  return set;
}

/**
 * The fewest turns completed that a game at this position can have: the turn owner is `turn` seats clockwise from
 * the game's start seat (I6), and the stacks hold no more sets than were played (I10).
 */
function fewestTurns(
  options: LinkoOptions,
  seats: number,
  gameIndex: number,
  current: Seat,
  phase: LinkoPhase,
  stacks: readonly (readonly LinkoSet[])[],
): number {
  if (!isIntIn(current, 0, seats - 1) || !isIntIn(gameIndex, 0, options.games - 1)) return 0; // reported by loadState
  const offset = (current - startSeatOf(options, seats, gameIndex) + seats) % seats;
  const sets = stacks.reduce((a, st) => a + st.length, 0);
  const least = Math.max(0, sets - (phase === 'play' ? 0 : 1));
  return least + ((offset - least + seats * (least + 1)) % seats);
}

/**
 * Builds a state from an explicit position and validates it like `linko.loadState`. The state carries
 * `origin: 'position'`: its piles need not match a deal (the rest of the 109 cards is parked in the draw pile or
 * the discard pile), and every other invariant of a saved state holds.
 * @param position - the position
 * @returns a frozen state
 * @throws InvalidStateError with every problem found when the position is not a valid Linko state
 * @example
 * ```ts
 * // Spec L-07: A (seat 0) plays her last cards.
 * const s = fromPosition({
 *   seats: 3, current: 0,
 *   hands: [[12, 12], [1, 2, 3], [9]],
 *   stacks: [[[5]], [[3, 3]], [[7], [2, 2]]],
 *   display: [1, 1, 1, 1, 1, 1],
 * });
 * linko.applyMove(s, playMove(12, 2)); // 2×12: the game is over
 * ```
 * @category Position
 */
export function fromPosition(position: LinkoPosition): LinkoState {
  const issues: StateIssue[] = [];
  const p = position;
  const options = normalizeOptions({ ...(p.options ?? {}) }, p.seats);
  if (!options.ok) {
    throw new InvalidStateError('linko', {
      code: 'BAD_OPTIONS',
      message: 'bad position options',
      issues: [...options.error],
    });
  }
  const cardsOf = (cards: readonly LinkoCard[], path: string): number[] => {
    if (cards.every((c) => isIntIn(c, 0, MAX_VALUE))) return countsOf(cards, CARD_KINDS);
    issues.push({ path, message: 'a card is 0 (joker) or 1..13' });
    return new Array<number>(CARD_KINDS).fill(0);
  };
  const hands = p.hands.map((h, s) => cardsOf(h, `hands.${s}`));
  const known = (p.known ?? p.hands.map(() => [])).map((k, s) => cardsOf(k, `known.${s}`));
  const stacks = (p.stacks ?? p.hands.map(() => [])).map((st, s) =>
    st.map((set, i) => toSet(set, `stacks.${s}.${i}`, issues)),
  );
  const limbo = p.limbo ? toSet(p.limbo, 'limbo', issues) : null;
  const listed = [
    ...p.hands.flat(),
    ...(p.stacks ?? []).flat(2),
    ...(p.display ?? []),
    ...(p.deckTopFirst ?? []),
    ...(p.discard ?? []),
    ...(p.limbo ?? []),
  ];
  const counts = countsOf(
    listed.filter((c) => isIntIn(c, 0, MAX_VALUE)),
    CARD_KINDS,
  );
  const rest: LinkoCard[] = [];
  counts.forEach((n, c) => {
    if (n > copiesOf(c))
      issues.push({ path: '', message: `the position lists ${n} cards ${c}; the deck has ${copiesOf(c)}` });
    for (let i = n; i < copiesOf(c); i++) rest.push(c);
  });
  if (issues.length > 0)
    throw new InvalidStateError('linko', { code: 'INVALID_STATE', message: 'bad position', issues });
  const seed = p.seed ?? 0;
  const rng = new Rng(seedState(seed));
  rng.shuffle(rest);
  const toRest = p.rest ?? 'deck';
  const deck = [...(toRest === 'deck' ? rest : []), ...[...(p.deckTopFirst ?? [])].reverse()];
  const discard = [...(toRest === 'discard' ? rest : []), ...(p.discard ?? [])];
  const seats = p.seats;
  const phase = p.phase ?? 'play';
  const gameIndex = p.gameIndex ?? 0;
  const raw = {
    game: 'linko',
    version: linko.version,
    seats: p.seats,
    options: options.value,
    gameIndex,
    results: p.results ?? [],
    table: {
      turn: p.turn ?? fewestTurns(options.value, seats, gameIndex, p.current, phase, stacks),
      current: p.current,
      phase,
      hands,
      known,
      stacks,
      deck,
      display: [...(p.display ?? [])],
      discard,
      victims: [...(p.victims ?? [])],
      victim: p.victim ?? null,
      limbo,
      owed: p.owed ?? 0,
    },
    rng: rng.state(),
    origin: 'position',
  };
  const loaded = linko.loadState(raw, { positions: true });
  if (!loaded.ok) throw new InvalidStateError('linko', loaded.error);
  return loaded.value;
}
