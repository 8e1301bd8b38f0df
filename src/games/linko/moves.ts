/**
 * Linko's moves: one decision each (§3). Identical cards are one move, so a play names a value and counts, and a
 * display draw names the card, never a position. Every move is made once, frozen, and shared: the builders, the
 * legal-move enumeration, {@link parseMove} and the encoding all hand back the same objects, so `legalMoves`
 * allocates no moves and a move from `legalMoves` is recognized by identity.
 *
 * | move | phase | who | notation |
 * |---|---|---|---|
 * | `{ type: 'play', value: 7, naturals: 2, jokers: 1 }` | play | turn owner | `2×7+J` (`2×J` = two jokers alone) |
 * | `{ type: 'take' }` / `{ type: 'decline' }` | offer | turn owner | `take` / `decline` |
 * | `{ type: 'takeBack' }` / `{ type: 'discard' }` | choice | victim | `take back` / `discard` |
 * | `{ type: 'drawDeck' }` | draw, bonus | victim / turn owner | `draw from deck` |
 * | `{ type: 'drawDisplay', card: 9 }` (0 = joker) | draw, bonus | victim / turn owner | `draw 9 from display` |
 * | `{ type: 'pass' }` | bonus (amigo2022) | turn owner | `pass` |
 * @module
 */
import {
  CommonCodes,
  err,
  type Infer,
  isIntIn,
  isPlainObject,
  ok,
  type Result,
  type RuleViolation,
  type Shape,
  violation,
} from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { handIndices } from '../../core/view.js';
import {
  COPIES_PER_VALUE,
  JOKER_COUNT,
  JOKER_SET_VALUE,
  type LinkoCard,
  type LinkoSet,
  MAX_SET,
  MAX_VALUE,
  setCards,
  setOf,
} from './cards.js';
import type { LinkoView } from './view.js';

/** The fields of each move type, in a fixed order. */
const FIELDS = {
  play: {
    /** The set's value, 1..13, or `null` for jokers alone (worth 14). */
    value: shape.nullable(shape.int(1, MAX_VALUE)),
    /** How many cards of that value (0 for jokers alone). */
    naturals: shape.int(0, COPIES_PER_VALUE),
    /** How many jokers join them. */
    jokers: shape.int(0, JOKER_COUNT),
  },
  take: {},
  decline: {},
  takeBack: {},
  discard: {},
  drawDeck: {},
  drawDisplay: {
    /** The display card taken: its value, or 0 for a joker. */
    card: shape.int(0, MAX_VALUE),
  },
  pass: {},
} as const;

/** The moves in their canonical form, declared once: {@link LinkoMove} is their type. */
const CANONICAL = shape.variants(FIELDS);

/**
 * Every Linko move: one decision by the seat to act. Narrow on `type`:
 * - `{ type: 'play', value, naturals, jokers }`: play `naturals` cards of `value` (1..13) plus `jokers` jokers;
 *   `value` is `null` exactly when `naturals` is 0 (jokers alone, worth 14) (A3).
 * - `{ type: 'take' }` / `{ type: 'decline' }`: the turn owner takes the snatched set into hand, or leaves it to the
 *   victim (§3 SNATCH_OFFER).
 * - `{ type: 'takeBack' }` / `{ type: 'discard' }`: the victim takes a declined set back, or discards it and draws as
 *   many cards (§3 VICTIM_CHOICE).
 * - `{ type: 'drawDeck' }` / `{ type: 'drawDisplay', card }`: one card from the top of the draw pile, or the display
 *   card `card` (0 = joker) (§3 VICTIM_DRAW; the optional draw of A18).
 * - `{ type: 'pass' }`: decline the optional draw of the amigo2022 rules (A18).
 *
 * Build them with {@link playMove}, {@link takeMove} and the other `…Move` builders.
 * @category Moves
 */
export type LinkoMove = Infer<typeof CANONICAL>;
/** Play a set: `naturals` cards of `value` plus `jokers` jokers (A3). @category Moves */
export type PlayMove = Extract<LinkoMove, { type: 'play' }>;
/** The turn owner takes the snatched set into hand (§3 SNATCH_OFFER). @category Moves */
export type TakeMove = Extract<LinkoMove, { type: 'take' }>;
/** The turn owner leaves the snatched set to the victim (§3 SNATCH_OFFER). @category Moves */
export type DeclineMove = Extract<LinkoMove, { type: 'decline' }>;
/** The victim takes a declined set back into hand (§3 VICTIM_CHOICE). @category Moves */
export type TakeBackMove = Extract<LinkoMove, { type: 'takeBack' }>;
/** The victim discards a declined set and draws as many cards (§3 VICTIM_CHOICE). @category Moves */
export type DiscardMove = Extract<LinkoMove, { type: 'discard' }>;
/** Draw the top card of the draw pile (§3 VICTIM_DRAW, A18). @category Moves */
export type DrawDeckMove = Extract<LinkoMove, { type: 'drawDeck' }>;
/** Take the display card `card` (0 = joker) (§3 VICTIM_DRAW, A18). @category Moves */
export type DrawDisplayMove = Extract<LinkoMove, { type: 'drawDisplay' }>;
/** Decline the optional draw of the amigo2022 rules (A18). @category Moves */
export type PassMove = Extract<LinkoMove, { type: 'pass' }>;

/** The move types, in a fixed order. */
export const MOVE_TYPES = Object.keys(FIELDS) as readonly LinkoMove['type'][];

// --- The moves, made once, in the order of their action integers (see the encoding) --------------------------------

const JOKER_SLOTS = JOKER_COUNT + 1;
/** Plays of one value: 1–8 number cards, each with 0–5 jokers. */
const PER_VALUE = COPIES_PER_VALUE * JOKER_SLOTS;
/** The action integer of the first play of jokers alone (`+ jokers − 1` for each). */
const JOKERS_ALONE = MAX_VALUE * PER_VALUE;
/** The action integer of `take`, the first move without cards after the plays. */
const TAKE_ACTION = JOKERS_ALONE + JOKER_COUNT;
/** The action integer of the first display draw (`+ card` for each card). */
export const DRAW_ACTION = TAKE_ACTION + 5;

/**
 * The action integer of a well-formed play (`value` is `null` exactly when `naturals` is 0): `(v−1)·48 + (k−1)·6 + j`
 * for `k` cards of value `v` with `j` jokers, `623 + j` for `j` jokers alone.
 */
export const playAction = (value: number | null, naturals: number, jokers: number): number =>
  value === null
    ? JOKERS_ALONE + jokers - 1
    : (value - 1) * PER_VALUE + (naturals - 1) * JOKER_SLOTS + jokers;

/** The moves without fields, made once, by type. */
export const MOVE = {
  take: Object.freeze({ type: 'take' }),
  decline: Object.freeze({ type: 'decline' }),
  takeBack: Object.freeze({ type: 'takeBack' }),
  discard: Object.freeze({ type: 'discard' }),
  drawDeck: Object.freeze({ type: 'drawDeck' }),
  pass: Object.freeze({ type: 'pass' }),
} as const satisfies Record<string, LinkoMove>;

/** Every move, made once and frozen, at its action integer: the one object of each move that is handed out. */
export const ACTION_MOVES: readonly LinkoMove[] = [
  ...Array.from({ length: JOKERS_ALONE }, (_, a) => ({
    type: 'play' as const,
    value: Math.floor(a / PER_VALUE) + 1,
    naturals: (Math.floor(a / JOKER_SLOTS) % COPIES_PER_VALUE) + 1,
    jokers: a % JOKER_SLOTS,
  })),
  ...Array.from(
    { length: JOKER_COUNT },
    (_, j) => ({ type: 'play', value: null, naturals: 0, jokers: j + 1 }) as const,
  ),
  ...[MOVE.take, MOVE.decline, MOVE.takeBack, MOVE.discard, MOVE.drawDeck],
  ...Array.from({ length: MAX_VALUE + 1 }, (_, card) => ({ type: 'drawDisplay' as const, card })),
  MOVE.pass,
].map((move) => Object.freeze(move));

/** A play as its set (A1: jokers alone are worth 14). */
export const setOfPlay = (play: PlayMove): LinkoSet => ({
  value: play.value ?? JOKER_SET_VALUE,
  naturals: play.naturals,
  jokers: play.jokers,
});

/**
 * The play of `naturals` cards of `value` plus `jokers` jokers, unchecked: for arguments already known to be a
 * well-formed play (the rules' enumeration, moves from outside once checked).
 * @param value - 1..13, or `null` for jokers alone
 * @param naturals - 0..8
 * @param jokers - 0..5
 */
export const playOf = (value: number | null, naturals: number, jokers: number): LinkoMove =>
  ACTION_MOVES[playAction(value, naturals, jokers)]!;

/**
 * The display draw of `card`, unchecked.
 * @param card - 0 (joker) or 1..13
 */
export const drawOf = (card: LinkoCard): LinkoMove => ACTION_MOVES[DRAW_ACTION + card]!;

// --- The builders ---------------------------------------------------------------------------------------------------

/**
 * The move that plays a set (A3): `naturals` cards of `value` plus `jokers` jokers, or jokers alone.
 * @param value - the value of the number cards, 1..13, or `null` for jokers alone
 * @param naturals - how many number cards, 0..8 (0 exactly when `value` is `null`)
 * @param jokers - how many jokers, 0..5
 * @returns the move (a shared, frozen object)
 * @throws RangeError when the numbers do not describe a set
 * @example
 * ```ts
 * playMove(7, 2, 1);    // { type: 'play', value: 7, naturals: 2, jokers: 1 }: two 7s and a joker, "2×7+J"
 * playMove(12, 1);      // one 12, "1×12"
 * playMove(null, 0, 2); // two jokers alone, worth 14: "2×J"
 * ```
 * @category Moves
 */
export function playMove(value: number | null, naturals: number, jokers = 0): LinkoMove {
  const input = { type: 'play', value, naturals, jokers };
  const issue = shape.check(CANONICAL, input, { seats: 5 })[0];
  if (issue !== undefined) throw new RangeError(`linko.playMove: ${issue.message}`);
  const play = normalizeMove(input as LinkoMove);
  if (!play.ok) throw new RangeError(`linko.playMove: ${play.error.message}`);
  return play.value;
}

/**
 * The move that takes the snatched set into the turn owner's hand (the victim then owes as many cards).
 * @returns `{ type: 'take' }` (a shared, frozen object)
 * @example
 * ```ts
 * linko.applyMove(state, takeMove());
 * ```
 * @category Moves
 */
export const takeMove = (): LinkoMove => MOVE.take;

/**
 * The move that declines the snatched set: the victim then takes it back or discards it.
 * @returns `{ type: 'decline' }` (a shared, frozen object)
 * @category Moves
 */
export const declineMove = (): LinkoMove => MOVE.decline;

/**
 * The victim's move that takes a declined set back into hand (nothing is owed).
 * @returns `{ type: 'takeBack' }` (a shared, frozen object)
 * @category Moves
 */
export const takeBackMove = (): LinkoMove => MOVE.takeBack;

/**
 * The victim's move that discards a declined set; the victim then owes as many cards.
 * @returns `{ type: 'discard' }` (a shared, frozen object)
 * @category Moves
 */
export const discardMove = (): LinkoMove => MOVE.discard;

/**
 * The move that draws the top card of the draw pile (a victim's owed card, or the amigo2022 optional draw).
 * @returns `{ type: 'drawDeck' }` (a shared, frozen object)
 * @category Moves
 */
export const drawDeckMove = (): LinkoMove => MOVE.drawDeck;

/**
 * The move that draws a display card, named by its card; with several copies on display the first one is taken.
 * @param card - 0 for a joker, 1..13 for a number
 * @returns `{ type: 'drawDisplay', card }` (a shared, frozen object)
 * @throws RangeError when `card` is not a card
 * @example
 * ```ts
 * drawDisplayMove(9); // "draw 9 from display"
 * drawDisplayMove(0); // the joker: "draw J from display"
 * ```
 * @category Moves
 */
export function drawDisplayMove(card: LinkoCard): LinkoMove {
  if (!isIntIn(card, 0, MAX_VALUE))
    throw new RangeError('linko.drawDisplayMove: card must be 0 (joker) or 1..13');
  return drawOf(card);
}

/**
 * The move that declines the amigo2022 optional draw.
 * @returns `{ type: 'pass' }` (a shared, frozen object)
 * @category Moves
 */
export const passMove = (): LinkoMove => MOVE.pass;

// --- Moves from outside ---------------------------------------------------------------------------------------------

/** The other input form of a play, a list of cards (`{ type: 'play', cards: [6, 6, 0] }`), which becomes canonical. */
const CARD_LIST = shape.object({
  type: shape.literal('play'),
  cards: shape.array(shape.int(0, MAX_VALUE), { max: MAX_SET }),
});

/**
 * The shape a move from outside is checked against: the card-list form for a play that lists `cards`, else the
 * canonical moves.
 */
const shapeFor = (value: unknown) =>
  isPlainObject(value) && value.type === 'play' && 'cards' in value ? CARD_LIST : CANONICAL;

/**
 * The declared shape of a move from outside: a canonical move, or a play given as its cards. The card-list form is
 * not a {@link LinkoMove}: {@link normalizeMove} turns it into one before anything else reads it.
 */
export const MOVE_SHAPE: Shape<LinkoMove> = {
  label: CANONICAL.label,
  test: (value, path, context, issues) => shapeFor(value).test(value, path, context, issues),
};

/**
 * A move of the declared shape as its canonical, shared object, or why it is no set (A3): `EMPTY_SET` for no cards,
 * `MIXED_RANKS` for number cards of two values, `BAD_SHAPE` where `value` and `naturals` disagree.
 * @param move - a move whose shape holds (a play may still be in its card-list form)
 * @returns the shared move, or the rejection
 */
export function normalizeMove(move: LinkoMove): Result<LinkoMove, RuleViolation> {
  const cards = (move as { readonly cards?: readonly LinkoCard[] }).cards;
  if (cards !== undefined) {
    if (cards.length === 0)
      return err(violation(CommonCodes.EMPTY_SET, 'A3', 'a set holds at least one card', 'cards'));
    const set = setOf(cards);
    if (set === null)
      return err(
        violation(CommonCodes.MIXED_RANKS, 'A3', 'all number cards of a set show the same value', 'cards'),
      );
    if (set.naturals > COPIES_PER_VALUE || set.jokers > JOKER_COUNT)
      return err(violation(CommonCodes.BAD_SHAPE, null, 'more copies than the deck holds', 'cards'));
    return ok(playOf(set.value === JOKER_SET_VALUE ? null : set.value, set.naturals, set.jokers));
  }
  switch (move.type) {
    case 'play': {
      const { value, naturals, jokers } = move;
      if (naturals + jokers === 0)
        return err(violation(CommonCodes.EMPTY_SET, 'A3', 'a set holds at least one card'));
      if ((value === null) !== (naturals === 0)) {
        const message =
          value === null
            ? 'value is null only for jokers alone (naturals 0)'
            : 'a set without number cards has value null';
        return err(violation(CommonCodes.BAD_SHAPE, null, message, 'value'));
      }
      return ok(playOf(value, naturals, jokers));
    }
    case 'drawDisplay':
      return ok(drawOf(move.card));
    default:
      return ok(MOVE[move.type]);
  }
}

/**
 * The indices into `view.hand` of the cards a play lays down (its number cards, then its jokers). Every other move
 * (take, decline, take back, discard, draws, pass) moves no card of the hand.
 * @param view - the viewer's view
 * @param move - a move of the viewer
 * @returns distinct indices into `view.hand`
 * @category Moves
 */
export function cardsOfMove(view: LinkoView, move: LinkoMove): readonly number[] {
  return move.type === 'play' ? handIndices(view.hand, setCards(setOfPlay(move))) : [];
}
