/**
 * The state of a Big Fish match: plain JSON data.
 * @module
 */
import {
  type BaseState,
  type GameFields,
  type Seat,
  type Shape,
  type ShapeContext,
  shape,
} from '../../core/index.js';
import { type BigFishCard, CARD_KINDS } from './cards.js';
import { type BigFishOptions, deckSize } from './options.js';

/** The nine bonus cards of the advanced rules (spec §1, BON). @inline @category State */
export type BonusId = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I';

/** The bonuses that can be claimed during play (A and D–I); B and C are awarded only at the end. @inline @category State */
export type ClaimableBonus = 'A' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I';

/** A bonus card in play and who holds it (`null`: still in the supply). @inline @category State */
export interface BonusCard {
  /** Which bonus. */
  readonly id: BonusId;
  /** Who holds it; B and C are never held during play (they are awarded when the game ends). */
  readonly holder: Seat | null;
}

/**
 * What is being decided now.
 * - `place`: the turn owner places a card or ends the turn.
 * - `choosePlus`: the turn owner picks the plus cards of the row they completed (option `plusSelection: 'playerChoice'`).
 * - `chooseBonus`: the turn owner picks one of several bonuses this take qualified for.
 * - `over`: the game has ended.
 * @inline @category State
 */
export type Phase = 'place' | 'choosePlus' | 'chooseBonus' | 'over';

/**
 * A Big Fish state. Piles and the common deck have their top at the END of the array; hands are kept sorted.
 * @category State
 */
export interface BigFishState extends BaseState<BigFishOptions> {
  /** Whose turn it is (the only seat that ever decides). */
  readonly turn: Seat;
  /** What is being decided. */
  readonly phase: Phase;
  /** The row this turn's placements go to (fixed by the first placement, spec L2), or `null` before it. */
  readonly turnRow: number | null;
  /** How many cards the turn owner has placed this turn (spec L3). */
  readonly placed: number;
  /** Each seat's hand, sorted. */
  readonly hands: readonly (readonly BigFishCard[])[];
  /** Each seat's face-down personal pile (nobody sees it, the owner included). */
  readonly piles: readonly (readonly BigFishCard[])[];
  /**
   * The rows, left to right within a row (the right end is the last element). `null`: a dead slot (the common deck was
   * empty when its row was taken). An empty row exists only while a bonus choice for that slot is pending.
   */
  readonly rows: readonly (readonly BigFishCard[] | null)[];
  /** The common deck, face down (top = end). */
  readonly common: readonly BigFishCard[];
  /** Fish cards returned to the box at setup, unseen (sorted). */
  readonly box: readonly BigFishCard[];
  /** Each seat's face-up plus pile, in the order the cards arrived. */
  readonly plus: readonly (readonly BigFishCard[])[];
  /** Each seat's minus pile, in the order the cards arrived (derivable from public play). */
  readonly minus: readonly (readonly BigFishCard[])[];
  /**
   * Cards every seat knows to be in a seat's hand (a card taken back after a mistake, penalty mode): each kind at most
   * once (showing a card twice proves one copy, nothing more), all in that hand, sorted.
   */
  readonly revealed: readonly (readonly BigFishCard[])[];
  /** The bonus cards in play (advanced rules): the revealed one of A/B/C, then D–I. Empty in the basic game. */
  readonly bonuses: readonly BonusCard[];
  /** The bonuses the turn owner may choose from (phase `chooseBonus`), else empty. */
  readonly bonusOptions: readonly ClaimableBonus[];
  /** Who holds the mistake card, or `null` while it lies beside the common deck. */
  readonly mistakeHolder: Seat | null;
  /**
   * Whether the turn owner has already had this turn's bonus (spec BON: at most one bonus per turn). It can be `true`
   * in a visible state only with `continueAfterCompletion`, when the turn goes on after a take. Bonus A does not
   * count when `aCountsTowardLimit` is off (B-A7).
   */
  readonly bonusThisTurn: boolean;
  /**
   * Present, as `'position'`, only when the match began from an explicit position (`fromPosition`), which lists only
   * the cards that matter: the invariants that tie the piles to the deal and to the takes so far (I5, I6, I8, I9,
   * I10, I16, I17 in `docs/rules/bigfish.md`) hold only without it. Absent in every match `setup` dealt;
   * `loadState` refuses states that carry it unless asked (`{ positions: true }`).
   */
  readonly origin?: 'position';
}

/**
 * The state format version of Big Fish states. Version 2 added `bonusThisTurn` and `origin`, and lists a card in
 * `revealed` at most once (a card shown twice is known to be in the hand once); `loadState` migrates version 1.
 * @internal
 */
export const BIGFISH_VERSION = 2;

/**
 * Migrates a version-1 state (no `bonusThisTurn`, a card in `revealed` once per showing) to version 2, or `null`.
 * `bonusThisTurn` becomes `false` (a version-1 turn could give a second bonus, which the rules never allowed), and a
 * card shown twice is listed once (the table knows one copy to be in the hand).
 */
export function migrate(
  state: Readonly<Record<string, unknown>>,
  fromVersion: number,
): Record<string, unknown> | null {
  if (fromVersion !== 1 || 'bonusThisTurn' in state) return null;
  const revealed = Array.isArray(state.revealed)
    ? state.revealed.map((r) => (Array.isArray(r) ? r.filter((c, i) => r.indexOf(c) === i) : r))
    : state.revealed;
  const { rng, ...rest } = state; // the stream stays the last field, as `setup` writes it
  return { ...rest, version: 2, revealed, bonusThisTurn: false, rng };
}

/** The claimable bonuses, in table order (B and C are awarded only at the end). */
export const CLAIMABLE_BONUSES: readonly ClaimableBonus[] = ['A', 'D', 'E', 'F', 'G', 'H', 'I'];

/** An option of the state being checked (its options are normalized before its fields are checked). */
const opt =
  (key: 'rowCount' | 'maxPlacements') =>
  (c: ShapeContext): number =>
    (c.options as unknown as BigFishOptions)[key];
/** A card list, no longer than the deck. */
const cards = shape.array(shape.literal(...CARD_KINDS), {
  max: (c) => deckSize((c.options as unknown as BigFishOptions).deck),
});
const perSeat = shape.array(cards, { length: 'seats' });
const bonusId = shape.literal('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I');

/** The declared fields (I1, I2 of `docs/rules/bigfish.md`). */
const FIELDS: Shape<GameFields<BigFishState>> = shape.object({
  turn: shape.seat(),
  phase: shape.literal('place', 'choosePlus', 'chooseBonus', 'over'),
  turnRow: shape.nullable(shape.int(0, (c) => opt('rowCount')(c) - 1)),
  placed: shape.int(0, opt('maxPlacements')),
  hands: perSeat,
  piles: perSeat,
  rows: shape.array(shape.nullable(cards), { length: opt('rowCount') }),
  common: cards,
  box: cards,
  plus: perSeat,
  minus: perSeat,
  revealed: perSeat,
  bonuses: shape.array(shape.object({ id: bonusId, holder: shape.nullable(shape.seat()) }), { max: 7 }),
  bonusOptions: shape.refine<readonly ClaimableBonus[]>(
    shape.array(shape.literal(...CLAIMABLE_BONUSES), { max: CLAIMABLE_BONUSES.length }),
    'claimable bonuses (A, D–I), none twice',
    (list) => new Set(list).size === list.length,
  ),
  mistakeHolder: shape.nullable(shape.seat()),
  bonusThisTurn: shape.boolean(),
});

/** Unknown fields named one by one in a refusal; the rest are counted (a forged state may carry any number). */
const MAX_LISTED = 5;

/**
 * The declared shape of a state's Big Fish fields (I1, I2): core checks every saved state against it before the other
 * invariants run. Unknown fields beyond the first five are counted in one issue rather than listed.
 */
export const STATE_SHAPE: Shape<GameFields<BigFishState>> = {
  label: FIELDS.label,
  test(value, path, context, issues) {
    if (typeof value !== 'object' || value === null) return FIELDS.test(value, path, context, issues);
    const unknown = Object.keys(value).filter((k) => !Object.hasOwn(FIELD_NAMES, k));
    if (unknown.length <= MAX_LISTED) return FIELDS.test(value, path, context, issues);
    const known = Object.fromEntries(Object.entries(value).filter(([k]) => Object.hasOwn(FIELD_NAMES, k)));
    FIELDS.test(known, path, context, issues);
    for (const key of unknown.slice(0, MAX_LISTED)) issues.push({ path: key, message: 'unknown field' });
    issues.push({ path, message: `and ${unknown.length - MAX_LISTED} more unknown fields` });
    return false;
  },
};
const FIELD_NAMES: Readonly<Record<string, true>> = Object.fromEntries(
  Object.keys((FIELDS as unknown as { fields: object }).fields).map((k) => [k, true]),
);
