/**
 * The state of a Big Fish match: plain JSON data, declared once as `STATE_SHAPE` (its type is derived from it).
 * @module
 */
import { type BaseState, distinct, type Infer, type ShapeContext } from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { CARD_KINDS } from './cards.js';
import { type BigFishOptions, deckSize } from './options.js';

/** The nine bonus cards of the advanced rules (spec §1, BON), in table order. */
export const BONUS_IDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;

/** The nine bonus cards of the advanced rules (spec §1, BON). @inline @category State */
export type BonusId = (typeof BONUS_IDS)[number];

/** The claimable bonuses, in table order (B and C are awarded only at the end). */
export const CLAIMABLE_BONUSES = ['A', 'D', 'E', 'F', 'G', 'H', 'I'] as const;

/** The bonuses that can be claimed during play (A and D–I); B and C are awarded only at the end. @inline @category State */
export type ClaimableBonus = (typeof CLAIMABLE_BONUSES)[number];

/**
 * What is being decided now.
 * - `place`: the turn owner places a card or ends the turn.
 * - `choosePlus`: the turn owner picks the plus cards of the row they completed (option `plusSelection: 'playerChoice'`).
 * - `chooseBonus`: the turn owner picks one of several bonuses this take qualified for.
 * - `over`: the game has ended.
 */
export const PHASES = ['place', 'choosePlus', 'chooseBonus', 'over'] as const;

/**
 * What is being decided now: `place` (a card or the end of the turn), `choosePlus` (the plus cards of a completed
 * row), `chooseBonus` (one of several bonuses a take qualified for) or `over`. @inline @category State
 */
export type Phase = (typeof PHASES)[number];

/** A bonus card in play and who holds it. */
const BONUS_CARD = shape.object({
  /** Which bonus. */
  id: shape.literal(...BONUS_IDS),
  /** Who holds it (`null`: still in the supply); B and C are never held during play (they are awarded at the end). */
  holder: shape.nullable(shape.seat()),
});

/** A bonus card in play and who holds it (`null`: still in the supply). @inline @category State */
export type BonusCard = Infer<typeof BONUS_CARD>;

/** An option of the state being checked (its options are normalized before its fields are checked). */
const opt = (c: ShapeContext) => c.options as unknown as BigFishOptions;
/** A card list, no longer than the deck. */
const cards = shape.array(shape.literal(...CARD_KINDS), { max: (c) => deckSize(opt(c).deck) });
const perSeat = shape.array(cards, { length: 'seats' });

/**
 * The declared shape of a state's Big Fish fields (I1, I2 of `docs/rules/bigfish.md`): core checks every saved state
 * against it before the other invariants run. Piles and the common deck have their top at the END of the array; hands
 * are kept sorted.
 */
export const STATE_SHAPE = shape.object({
  /** Whose turn it is (the only seat that ever decides). */
  turn: shape.seat(),
  /** What is being decided. */
  phase: shape.literal(...PHASES),
  /** The row this turn's placements go to (fixed by the first placement, spec L2), or `null` before it. */
  turnRow: shape.nullable(shape.int(0, (c) => opt(c).rowCount - 1)),
  /** How many cards the turn owner has placed this turn (spec L3). */
  placed: shape.int(0, (c) => opt(c).maxPlacements),
  /** Each seat's hand, sorted. */
  hands: perSeat,
  /** Each seat's face-down personal pile (nobody sees it, the owner included). */
  piles: perSeat,
  /**
   * The rows, left to right within a row (the right end is the last element). `null`: a dead slot (the common deck was
   * empty when its row was taken). An empty row exists only while a bonus choice for that slot is pending.
   */
  rows: shape.array(shape.nullable(cards), { length: (c) => opt(c).rowCount }),
  /** The common deck, face down (top = end). */
  common: cards,
  /** Fish cards returned to the box at setup, unseen (sorted). */
  box: cards,
  /** Each seat's face-up plus pile, in the order the cards arrived. */
  plus: perSeat,
  /** Each seat's minus pile, in the order the cards arrived (derivable from public play). */
  minus: perSeat,
  /**
   * Cards every seat knows to be in a seat's hand (a card taken back after a mistake, penalty mode): each kind at most
   * once (showing a card twice proves one copy, nothing more), all in that hand, sorted.
   */
  revealed: perSeat,
  /** The bonus cards in play (advanced rules): the revealed one of A/B/C, then D–I. Empty in the basic game. */
  bonuses: shape.array(BONUS_CARD, { max: 7 }),
  /** The bonuses the turn owner may choose from (phase `chooseBonus`), else empty. */
  bonusOptions: distinct(
    shape.array(shape.literal(...CLAIMABLE_BONUSES), { max: CLAIMABLE_BONUSES.length }),
    'claimable bonuses (A, D–I), none twice',
  ),
  /** Who holds the mistake card, or `null` while it lies beside the common deck. */
  mistakeHolder: shape.nullable(shape.seat()),
  /**
   * Whether the turn owner has already had this turn's bonus (spec BON: at most one bonus per turn). It can be `true`
   * in a visible state only with `continueAfterCompletion`, when the turn goes on after a take. Bonus A does not
   * count when `aCountsTowardLimit` is off (B-A7).
   */
  bonusThisTurn: shape.boolean(),
});

/**
 * A Big Fish state: the base fields and the fields `STATE_SHAPE` declares. A match that began from an explicit
 * position (`fromPosition`) carries `origin: 'position'`: it lists only the cards that matter, so the invariants that
 * tie the piles to the deal and to the takes so far (I5, I6, I8, I9, I10, I16, I17, I22 in `docs/rules/bigfish.md`)
 * do not apply to it; `loadState` refuses such states unless asked (`{ positions: true }`).
 * @category State
 */
export interface BigFishState extends BaseState<BigFishOptions>, Infer<typeof STATE_SHAPE> {}

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
