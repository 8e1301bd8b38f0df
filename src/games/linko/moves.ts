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
  err,
  extraKeys,
  isIntIn,
  isPlainObject,
  ok,
  type Result,
  type RuleViolation,
  violation,
} from '../../core/index.js';
import { COPIES_PER_VALUE, JOKER_COUNT, JOKER_SET_VALUE, type LinkoCard, MAX_VALUE, setOf } from './cards.js';

/**
 * Play a set (A3): `naturals` cards of `value` plus `jokers` jokers; `value` is `null` exactly when `naturals` is 0.
 * @inline
 */
interface PlayMove {
  /** The discriminant. */
  readonly type: 'play';
  /** The value of the number cards, `1..13`, or `null` for jokers alone. */
  readonly value: number | null;
  /** How many number cards (0..8). */
  readonly naturals: number;
  /** How many jokers (0..5). */
  readonly jokers: number;
}
/**
 * The turn owner takes the snatched set into hand (§3 SNATCH_OFFER).
 * @inline
 */
interface TakeMove {
  /** The discriminant. */
  readonly type: 'take';
}
/**
 * The turn owner declines the snatched set; the victim decides (§3 SNATCH_OFFER).
 * @inline
 */
interface DeclineMove {
  /** The discriminant. */
  readonly type: 'decline';
}
/**
 * The victim takes the declined set back into hand (§3 VICTIM_CHOICE).
 * @inline
 */
interface TakeBackMove {
  /** The discriminant. */
  readonly type: 'takeBack';
}
/**
 * The victim discards the declined set and will draw as many cards (§3 VICTIM_CHOICE).
 * @inline
 */
interface DiscardMove {
  /** The discriminant. */
  readonly type: 'discard';
}
/**
 * Draw the top card of the draw pile (§3 VICTIM_DRAW; the optional draw of A18).
 * @inline
 */
interface DrawDeckMove {
  /** The discriminant. */
  readonly type: 'drawDeck';
}
/**
 * Draw a display card, named by its card (§3 VICTIM_DRAW; the optional draw of A18).
 * @inline
 */
interface DrawDisplayMove {
  /** The discriminant. */
  readonly type: 'drawDisplay';
  /** The card: 0 for a joker, 1..13 for a number. */
  readonly card: LinkoCard;
}
/**
 * Decline the amigo2022 optional draw (A18).
 * @inline
 */
interface PassMove {
  /** The discriminant. */
  readonly type: 'pass';
}

/**
 * Every Linko move: one decision by the seat to act. Narrow on `type`:
 * - `{ type: 'play', value, naturals, jokers }`: play `naturals` cards of `value` (1..13) plus `jokers` jokers;
 *   `value` is `null` exactly when `naturals` is 0 (jokers alone, worth 14).
 * - `{ type: 'take' }` / `{ type: 'decline' }`: the turn owner takes the snatched set into hand, or leaves it to the
 *   victim.
 * - `{ type: 'takeBack' }` / `{ type: 'discard' }`: the victim takes a declined set back, or discards it and draws as
 *   many cards.
 * - `{ type: 'drawDeck' }` / `{ type: 'drawDisplay', card }`: one card from the top of the draw pile, or the display
 *   card `card` (0 = joker).
 * - `{ type: 'pass' }`: decline the optional draw of the amigo2022 rules.
 *
 * Build them with {@link playMove}, {@link takeMove} and the other `…Move` builders.
 * @category Moves
 */
export type LinkoMove =
  | PlayMove
  | TakeMove
  | DeclineMove
  | TakeBackMove
  | DiscardMove
  | DrawDeckMove
  | DrawDisplayMove
  | PassMove;

/** The move types, in a fixed order. */
export const MOVE_TYPES = [
  'play',
  'take',
  'decline',
  'takeBack',
  'discard',
  'drawDeck',
  'drawDisplay',
  'pass',
] as const;

// --- The moves, made once -----------------------------------------------------------------------------------------

const JOKER_SLOTS = JOKER_COUNT + 1;
const VALUE_SLOTS = (COPIES_PER_VALUE + 1) * JOKER_SLOTS;

/** The index of a play in {@link PLAYS} (value `null` counts as 0). */
function playIndex(value: number | null, naturals: number, jokers: number): number {
  return (value ?? 0) * VALUE_SLOTS + naturals * JOKER_SLOTS + jokers;
}

/** Every play, well-formed or not, by {@link playIndex}: the table is dense, and only well-formed ones are handed out. */
const PLAYS: PlayMove[] = [];
for (let v = 0; v <= MAX_VALUE; v++) {
  for (let k = 0; k <= COPIES_PER_VALUE; k++) {
    for (let j = 0; j <= JOKER_COUNT; j++) {
      PLAYS[playIndex(v === 0 ? null : v, k, j)] = Object.freeze({
        type: 'play',
        value: v === 0 ? null : v,
        naturals: k,
        jokers: j,
      });
    }
  }
}
const DRAWS: DrawDisplayMove[] = [];
for (let c = 0; c <= MAX_VALUE; c++) DRAWS[c] = Object.freeze({ type: 'drawDisplay', card: c });

/** The take move. */
export const TAKE: TakeMove = Object.freeze({ type: 'take' });
/** The decline move. */
export const DECLINE: DeclineMove = Object.freeze({ type: 'decline' });
/** The take-back move. */
export const TAKE_BACK: TakeBackMove = Object.freeze({ type: 'takeBack' });
/** The discard move. */
export const DISCARD: DiscardMove = Object.freeze({ type: 'discard' });
/** The deck-draw move. */
export const DRAW_DECK: DrawDeckMove = Object.freeze({ type: 'drawDeck' });
/** The pass move. */
export const PASS: PassMove = Object.freeze({ type: 'pass' });

/**
 * The play of `naturals` cards of `value` plus `jokers` jokers, unchecked: for arguments already known to be a
 * well-formed play (the rules' enumeration, the encoding).
 * @param value - 1..13, or `null` for jokers alone
 * @param naturals - 0..8
 * @param jokers - 0..5
 */
export function playOf(value: number | null, naturals: number, jokers: number): LinkoMove {
  return PLAYS[playIndex(value, naturals, jokers)]!;
}

/**
 * The display draw of `card`, unchecked.
 * @param card - 0 (joker) or 1..13
 */
export function drawOf(card: LinkoCard): LinkoMove {
  return DRAWS[card]!;
}

/** Why `value`, `naturals`, `jokers` is not a well-formed play, or `null` when it is one. */
function playProblem(value: unknown, naturals: unknown, jokers: unknown): RuleViolation | null {
  const bad = (message: string, path: string) => violation('BAD_SHAPE', null, message, path);
  if (!isIntIn(naturals, 0, COPIES_PER_VALUE)) return bad('naturals must be an integer 0..8', 'naturals');
  if (!isIntIn(jokers, 0, JOKER_COUNT)) return bad('jokers must be an integer 0..5', 'jokers');
  if (value !== null && !isIntIn(value, 1, MAX_VALUE)) return bad('value must be 1..13 or null', 'value');
  if (naturals + jokers === 0) return violation('EMPTY_SET', 'A3', 'a set holds at least one card');
  if (value === null && naturals > 0) return bad('value is null only for jokers alone (naturals 0)', 'value');
  if (value !== null && naturals === 0) return bad('a set without number cards has value null', 'value');
  return null;
}

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
  const problem = playProblem(value, naturals, jokers);
  if (problem !== null) throw new RangeError(`linko.playMove: ${problem.message}`);
  return playOf(value, naturals, jokers);
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
export function takeMove(): LinkoMove {
  return TAKE;
}

/**
 * The move that declines the snatched set: the victim then takes it back or discards it.
 * @returns `{ type: 'decline' }` (a shared, frozen object)
 * @category Moves
 */
export function declineMove(): LinkoMove {
  return DECLINE;
}

/**
 * The victim's move that takes a declined set back into hand (nothing is owed).
 * @returns `{ type: 'takeBack' }` (a shared, frozen object)
 * @category Moves
 */
export function takeBackMove(): LinkoMove {
  return TAKE_BACK;
}

/**
 * The victim's move that discards a declined set; the victim then owes as many cards.
 * @returns `{ type: 'discard' }` (a shared, frozen object)
 * @category Moves
 */
export function discardMove(): LinkoMove {
  return DISCARD;
}

/**
 * The move that draws the top card of the draw pile (a victim's owed card, or the amigo2022 optional draw).
 * @returns `{ type: 'drawDeck' }` (a shared, frozen object)
 * @category Moves
 */
export function drawDeckMove(): LinkoMove {
  return DRAW_DECK;
}

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
  return DRAWS[card]!;
}

/**
 * The move that declines the amigo2022 optional draw.
 * @returns `{ type: 'pass' }` (a shared, frozen object)
 * @category Moves
 */
export function passMove(): LinkoMove {
  return PASS;
}

const SIMPLE: Readonly<Record<string, LinkoMove>> = {
  take: TAKE,
  decline: DECLINE,
  takeBack: TAKE_BACK,
  discard: DISCARD,
  drawDeck: DRAW_DECK,
  pass: PASS,
};

// --- Moves from outside ---------------------------------------------------------------------------------------------

const shape = (message: string, path?: string): Result<never, RuleViolation> =>
  err(violation('BAD_SHAPE', null, message, path));

function parsePlay(input: Record<string, unknown>): Result<LinkoMove, RuleViolation> {
  if ('cards' in input) {
    // The alternative input form { type: 'play', cards: [6, 6, 0] }, normalized to the canonical form.
    const extra = extraKeys(input, ['type', 'cards']);
    if (extra.length > 0) return shape(`unknown field '${extra[0]}'`, extra[0]);
    const cards = input.cards;
    if (!Array.isArray(cards) || cards.length > COPIES_PER_VALUE + JOKER_COUNT) {
      return shape('cards must be an array of at most 13 cards', 'cards');
    }
    if (!cards.every((c) => isIntIn(c, 0, MAX_VALUE)))
      return shape('each card is 0 (joker) or 1..13', 'cards');
    if (cards.length === 0)
      return err(violation('EMPTY_SET', 'A3', 'a set holds at least one card', 'cards'));
    const set = setOf(cards as number[]);
    if (!set)
      return err(violation('MIXED_VALUES', 'A3', 'all number cards of a set show the same value', 'cards'));
    if (set.naturals > COPIES_PER_VALUE || set.jokers > JOKER_COUNT) {
      return shape('more copies than the deck holds', 'cards');
    }
    return ok(playOf(set.value === JOKER_SET_VALUE ? null : set.value, set.naturals, set.jokers));
  }
  const extra = extraKeys(input, ['type', 'value', 'naturals', 'jokers']);
  if (extra.length > 0) return shape(`unknown field '${extra[0]}'`, extra[0]);
  const { value, naturals, jokers } = input;
  const problem = playProblem(value, naturals, jokers);
  if (problem !== null) return err(problem);
  return ok(playOf(value as number | null, naturals as number, jokers as number));
}

/**
 * Checks the shape of a move from outside and returns the canonical (shared) move. Never throws.
 * Besides the canonical play form, accepts `{ type: 'play', cards: [6, 6, 0] }` (a list of cards) and normalizes it.
 *
 * Codes: `BAD_SHAPE` (not a Linko move), `EMPTY_SET` and `MIXED_VALUES` (A3: a set is one or more cards of one value
 * plus any jokers, or jokers alone).
 * @param input - anything
 * @returns the move or why it is malformed
 */
export function parseMove(input: unknown): Result<LinkoMove, RuleViolation> {
  if (!isPlainObject(input)) return shape('a move is an object with a type');
  const type = input.type;
  switch (type) {
    case 'play':
      return parsePlay(input);
    case 'drawDisplay': {
      const extra = extraKeys(input, ['type', 'card']);
      if (extra.length > 0) return shape(`unknown field '${extra[0]}'`, extra[0]);
      if (!isIntIn(input.card, 0, MAX_VALUE)) return shape('card must be 0 (joker) or 1..13', 'card');
      return ok(DRAWS[input.card]!);
    }
    case 'take':
    case 'decline':
    case 'takeBack':
    case 'discard':
    case 'drawDeck':
    case 'pass': {
      const extra = extraKeys(input, ['type']);
      if (extra.length > 0) return shape(`unknown field '${extra[0]}'`, extra[0]);
      return ok(SIMPLE[type]!);
    }
    default:
      return shape(`unknown move type ${JSON.stringify(type)}`, 'type');
  }
}
