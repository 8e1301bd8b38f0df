/**
 * Linko's moves: one decision each (spec §3). Identical cards are one move, so a play names a value and counts, and a
 * display draw names the card, never a position.
 *
 * | move | phase | who | text |
 * |---|---|---|---|
 * | `{ type: 'play', value: 7, naturals: 2, jokers: 1 }` | play | turn owner | `7x2+X` (`Xx2` = two jokers) |
 * | `{ type: 'take' }` / `{ type: 'decline' }` | offer | turn owner | `take` / `decline` |
 * | `{ type: 'takeBack' }` / `{ type: 'discard' }` | choice | victim | `back` / `discard` |
 * | `{ type: 'drawDeck' }` | draw, bonus | victim / turn owner | `deck` |
 * | `{ type: 'drawDisplay', card: 9 }` (0 = joker) | draw, bonus | victim / turn owner | `d9` / `dX` |
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
import {
  type Card,
  COPIES_PER_VALUE,
  cardName,
  JOKER,
  JOKER_COUNT,
  JOKER_SET_VALUE,
  MAX_VALUE,
  setName,
  setOf,
} from './cards.js';

/**
 * Play a set (spec §4.1): `naturals` cards of `value` plus `jokers` jokers; `value` is `null` exactly when
 * `naturals` is 0 (jokers alone).
 * @category Moves
 */
export interface PlayMove {
  /** The discriminant. */
  readonly type: 'play';
  /** The value of the number cards, `1..13`, or `null` for jokers alone. */
  readonly value: number | null;
  /** How many number cards (0..8). */
  readonly naturals: number;
  /** How many jokers (0..5). */
  readonly jokers: number;
}

/** The turn owner takes the snatched set into hand (spec §3 SNATCH_OFFER). @category Moves */
export interface TakeMove {
  /** The discriminant. */
  readonly type: 'take';
}
/** The turn owner declines the snatched set; the victim decides (spec §3 SNATCH_OFFER). @category Moves */
export interface DeclineMove {
  /** The discriminant. */
  readonly type: 'decline';
}
/** The victim takes the declined set back into hand (spec §3 VICTIM_CHOICE). @category Moves */
export interface TakeBackMove {
  /** The discriminant. */
  readonly type: 'takeBack';
}
/** The victim discards the declined set and will draw as many cards (spec §3 VICTIM_CHOICE). @category Moves */
export interface DiscardMove {
  /** The discriminant. */
  readonly type: 'discard';
}
/** Draw the top card of the draw pile (spec §3 VICTIM_DRAW; §7 optional draw). @category Moves */
export interface DrawDeckMove {
  /** The discriminant. */
  readonly type: 'drawDeck';
}
/** Draw a display card, named by its card (0 = joker) (spec §3 VICTIM_DRAW; §7 optional draw). @category Moves */
export interface DrawDisplayMove {
  /** The discriminant. */
  readonly type: 'drawDisplay';
  /** The card: 0 for a joker, 1..13 for a number. */
  readonly card: Card;
}
/** Decline the amigo2022 optional draw (spec §7). @category Moves */
export interface PassMove {
  /** The discriminant. */
  readonly type: 'pass';
}

/**
 * Every Linko move.
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

/** The move types, in a fixed order. @category Moves */
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

/**
 * A play move with its keys in canonical order.
 * @param value - 1..13, or `null` for jokers alone
 * @param naturals - number cards
 * @param jokers - jokers
 * @example
 * ```ts
 * play(7, 2, 1); // { type: 'play', value: 7, naturals: 2, jokers: 1 }
 * play(null, 0, 2); // two jokers
 * ```
 * @category Moves
 */
export function play(value: number | null, naturals: number, jokers: number): PlayMove {
  return { type: 'play', value, naturals, jokers };
}

/**
 * A display draw move.
 * @param card - 0 (joker) or 1..13
 * @category Moves
 */
export function drawDisplay(card: Card): DrawDisplayMove {
  return { type: 'drawDisplay', card };
}

const SIMPLE = {
  take: { type: 'take' },
  decline: { type: 'decline' },
  takeBack: { type: 'takeBack' },
  discard: { type: 'discard' },
  drawDeck: { type: 'drawDeck' },
  pass: { type: 'pass' },
} as const satisfies Record<string, LinkoMove>;

/**
 * The moves without fields, ready to use: `moves.take`, `moves.decline`, `moves.takeBack`, `moves.discard`,
 * `moves.drawDeck`, `moves.pass`.
 * @category Moves
 */
export const moves: {
  /** Take the snatched set. */
  readonly take: TakeMove;
  /** Decline the snatched set. */
  readonly decline: DeclineMove;
  /** Take the declined set back. */
  readonly takeBack: TakeBackMove;
  /** Discard the declined set and draw. */
  readonly discard: DiscardMove;
  /** Draw the top card of the draw pile. */
  readonly drawDeck: DrawDeckMove;
  /** Decline the optional draw. */
  readonly pass: PassMove;
} = SIMPLE;

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
      return err(violation('EMPTY_SET', '§4.1', 'a set holds at least one card', 'cards'));
    const set = setOf(cards as number[]);
    if (!set)
      return err(violation('MIXED_VALUES', '§4.1', 'all number cards of a set show the same value', 'cards'));
    if (set.naturals > COPIES_PER_VALUE || set.jokers > JOKER_COUNT) {
      return shape('more copies than the deck holds', 'cards');
    }
    return ok(play(set.value === JOKER_SET_VALUE ? null : set.value, set.naturals, set.jokers));
  }
  const extra = extraKeys(input, ['type', 'value', 'naturals', 'jokers']);
  if (extra.length > 0) return shape(`unknown field '${extra[0]}'`, extra[0]);
  const { value, naturals, jokers } = input;
  if (!isIntIn(naturals, 0, COPIES_PER_VALUE)) return shape('naturals must be an integer 0..8', 'naturals');
  if (!isIntIn(jokers, 0, JOKER_COUNT)) return shape('jokers must be an integer 0..5', 'jokers');
  if (value !== null && !isIntIn(value, 1, MAX_VALUE)) return shape('value must be 1..13 or null', 'value');
  if (naturals + jokers === 0) return err(violation('EMPTY_SET', '§4.1', 'a set holds at least one card'));
  if (value === null && naturals > 0)
    return shape('value is null only for jokers alone (naturals 0)', 'value');
  if (value !== null && naturals === 0) return shape('a set without number cards has value null', 'value');
  return ok(play(value, naturals, jokers));
}

/**
 * Checks the shape of a move from outside and returns it in canonical key order. Never throws.
 * Besides the canonical play form, accepts `{ type: 'play', cards: [6, 6, 0] }` (a list of cards) and normalizes it.
 *
 * Codes: `BAD_SHAPE` (not a Linko move), `EMPTY_SET` (§4.1, a play of no cards), `MIXED_VALUES` (§4.1, number
 * cards of two values).
 * @param input - anything
 * @returns the normalized move or why it is malformed
 * @category Moves
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
      return ok(drawDisplay(input.card));
    }
    case 'take':
    case 'decline':
    case 'takeBack':
    case 'discard':
    case 'drawDeck':
    case 'pass': {
      const extra = extraKeys(input, ['type']);
      if (extra.length > 0) return shape(`unknown field '${extra[0]}'`, extra[0]);
      return ok(SIMPLE[type]);
    }
    default:
      return shape(`unknown move type ${JSON.stringify(type)}`, 'type');
  }
}

/**
 * The compact text of a move: `7x2+X` (two 7s and a joker), `6x3+2X`, `Xx2` (two jokers alone), `take`,
 * `decline`, `back`, `discard`, `deck`, `d9` / `dX` (display draw), `pass`.
 * @param move - a move
 * @category Moves
 */
export function formatMove(move: LinkoMove): string {
  switch (move.type) {
    case 'play':
      return setName({ value: move.value ?? JOKER_SET_VALUE, naturals: move.naturals, jokers: move.jokers });
    case 'takeBack':
      return 'back';
    case 'drawDeck':
      return 'deck';
    case 'drawDisplay':
      return `d${cardName(move.card)}`;
    default:
      return move.type;
  }
}

/**
 * Parses the text of {@link formatMove} back into a move.
 * @param text - e.g. `7x2+X`, `Xx2`, `take`, `dX`
 * @returns the move, or `null` when the text is not a move
 * @category Moves
 */
export function parseMoveText(text: string): LinkoMove | null {
  const t = text.trim();
  for (const m of Object.values(SIMPLE)) if (formatMove(m) === t) return m;
  const d = /^d(X|\d{1,2})$/.exec(t);
  if (d) {
    const r = parseMove(drawDisplay(d[1] === 'X' ? JOKER : Number(d[1])));
    return r.ok ? r.value : null;
  }
  const j = /^Xx(\d)$/.exec(t);
  if (j) {
    const r = parseMove(play(null, 0, Number(j[1])));
    return r.ok ? r.value : null;
  }
  const p = /^(\d{1,2})x(\d)(?:\+(\d?)X)?$/.exec(t);
  if (p) {
    const jokers = p[3] === undefined ? 0 : p[3] === '' ? 1 : Number(p[3]);
    const r = parseMove(play(Number(p[1]), Number(p[2]), jokers));
    return r.ok ? r.value : null;
  }
  return null;
}
