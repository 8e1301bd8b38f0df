/**
 * Building a state from an explicit position (hands, stacks, display, draw pile…), for tests, puzzles, tutorials and
 * other projects. The result carries `origin: 'position'` and passes the same checks as `linko.loadState` (a
 * position lists only the cards that matter, so the checks that tie the piles to a deal do not apply to it).
 * @module
 */
import {
  cardsOf,
  countsOf,
  definePosition,
  type Infer,
  optionsInput,
  Rng,
  type Shape,
  seedInput,
  seedState,
} from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { CARD_KINDS, copiesOf, type LinkoCard, MAX_VALUE, setOf, TOTAL_CARDS } from './cards.js';
import { linko } from './game.js';
import { type LinkoOptions, OPTIONS } from './options.js';
import { startSeatOf } from './rules.js';
import { type LinkoState, PHASE, resultShape } from './state.js';

const SEAT = /* @__PURE__ */ shape.int(0, 4);
const CARDS = /* @__PURE__ */ shape.array(shape.int(0, MAX_VALUE), { max: TOTAL_CARDS });
const PER_SEAT = <T>(item: Shape<T>) => shape.array(item, { max: 5 });
/** A set, as its cards (A3). */
const SET = /* @__PURE__ */ shape.refine(
  CARDS,
  'a set: one or more cards of one value plus any jokers',
  (cards) => Boolean(setOf(cards)),
);

/** The declared shape of a position, and with it its type (sizes per seat are checked when the state is loaded). */
const POSITION_SHAPE = /* @__PURE__ */ shape.object({
  /** 2..5 seats. */
  seats: shape.int(2, 5),
  /** Match options (defaults as in `setup`). */
  options: shape.optional(optionsInput(OPTIONS)),
  current: SEAT,
  /** The phase (default `play`); other phases need `victim`, `limbo`, `owed` as the rules require. */
  phase: shape.optional(PHASE),
  /** Per seat, the cards in hand. */
  hands: PER_SEAT(CARDS),
  /** Per seat, the cards of its hand known to everybody (default none). */
  known: shape.optional(PER_SEAT(CARDS)),
  /** Per seat, its stack: sets bottom first, each as its cards (default all empty). */
  stacks: shape.optional(PER_SEAT(shape.array(SET, { max: TOTAL_CARDS }))),
  /** The display in list order (default empty). */
  display: shape.optional(CARDS),
  /** The draw pile, **top card first** as a rulebook lists it (default empty). */
  deckTopFirst: shape.optional(CARDS),
  /** The discard pile, oldest first (default empty). */
  discard: shape.optional(CARDS),
  /** Where the unlisted cards go: `deck` (below the listed draw pile, the default) or `discard` (under the listed discard pile). */
  rest: shape.optional(shape.literal('deck', 'discard')),
  /** Seats still to be snatched from this turn (default none). */
  victims: shape.optional(PER_SEAT(SEAT)),
  /** The seat being snatched from (default none). */
  victim: shape.optional(shape.nullable(SEAT)),
  /** The snatched set in limbo, as its cards (default none). */
  limbo: shape.optional(shape.nullable(SET)),
  /** Cards owed by the drawing victim (default 0). */
  owed: shape.optional(shape.int(0)),
  /** The game's index in the match (default 0). */
  gameIndex: shape.optional(shape.int(0)),
  /** Results of the finished games (default none). */
  results: shape.optional(shape.array(resultShape({ max: 5 }), { max: 100 })),
  /**
   * Turns completed in this game (default: the fewest that agree with `current`, the game's start seat and the sets
   * on the stacks: the turn owner is `turn` seats after the start seat (I6), and each turn puts one set on a stack
   * (I10)).
   */
  turn: shape.optional(shape.int(0)),
  /** Seeds the state's random stream and the shuffle of the unlisted cards (default 0). */
  seed: shape.optional(seedInput),
});

/**
 * An explicit position. Cards are integers (0 = joker, 1..13); a set is given as its cards (`[6, 6, 0]`).
 * Every card of the 109 that the position does not list goes to `rest` (shuffled with `seed`), so the card count is
 * always complete.
 * @category Position
 */
export type LinkoPosition = Infer<typeof POSITION_SHAPE>;

/**
 * The fewest turns completed that a game at this position can have: the turn owner is `turn` seats clockwise from
 * the game's start seat (I6), and the stacks hold no more sets than were played (I10).
 */
function fewestTurns(p: LinkoPosition, options: LinkoOptions): number {
  const offset = (p.current - startSeatOf(options, p.seats, p.gameIndex ?? 0) + p.seats) % p.seats;
  const sets = p.stacks?.reduce((a, st) => a + st.length, 0) ?? 0;
  const least = Math.max(0, sets - ((p.phase ?? 'play') === 'play' ? 0 : 1));
  return least + ((offset - least + p.seats * (least + 1)) % p.seats);
}

/**
 * Builds a state from an explicit position and validates it like `linko.loadState`. The state carries
 * `origin: 'position'`: its piles need not match a deal (the rest of the 109 cards is parked in the draw pile or
 * the discard pile), and every other invariant of a saved state holds.
 * @param position - the position
 * @returns a frozen state
 * @throws InvalidStateError with every problem found when the position is not a valid Linko position; never any
 *   other error, whatever the input
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
export const fromPosition: (position: LinkoPosition) => LinkoState = definePosition(
  linko,
  POSITION_SHAPE,
  (p) => {
    const counts = (cards: readonly LinkoCard[]) => countsOf(cards, CARD_KINDS);
    const listed = [p.hands, p.stacks, p.display, p.deckTopFirst, p.discard, p.limbo].flat(3);
    const seen = counts(listed.filter((card) => typeof card === 'number'));
    // The cards the position does not list. A card listed more often than the deck has it gets a negative count
    // here, so none: the state's card conservation (I3) names it where it is listed once too often.
    const rest = cardsOf(seen.map((n, card) => copiesOf(card) - n));
    const seed = p.seed ?? 0;
    new Rng(seedState(seed)).shuffle(rest);
    const options = OPTIONS.normalize({ ...p.options }, p.seats);
    const toRest = p.rest ?? 'deck';
    return {
      seats: p.seats,
      options: { ...p.options },
      fields: {
        gameIndex: p.gameIndex ?? 0,
        results: p.results ?? [],
        table: {
          turn: p.turn ?? (options.ok ? fewestTurns(p, options.value) : 0), // bad options: reported by core
          current: p.current,
          phase: p.phase ?? 'play',
          hands: p.hands.map(counts),
          known: (p.known ?? p.hands.map(() => [])).map(counts),
          stacks: (p.stacks ?? p.hands.map(() => [])).map((stack) => stack.map((cards) => setOf(cards)!)),
          deck: [...(toRest === 'deck' ? rest : []), ...[...(p.deckTopFirst ?? [])].reverse()],
          display: [...(p.display ?? [])],
          discard: [...(toRest === 'discard' ? rest : []), ...(p.discard ?? [])],
          victims: [...(p.victims ?? [])],
          victim: p.victim ?? null,
          limbo: p.limbo ? setOf(p.limbo) : null,
          owed: p.owed ?? 0,
        },
      },
      seed,
    };
  },
);
