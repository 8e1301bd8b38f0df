/**
 * Building a state from an explicit position (hands, piles, rows, common deck, whose turn…), for tests, puzzles and
 * tools. The result carries `origin: 'position'` and is checked like a saved state from outside (a position lists only
 * the cards that matter, so the checks that tie the piles to a deal and to the takes so far do not apply to it).
 * @module
 */
import {
  definePosition,
  type Infer,
  optionsInput,
  type Seat,
  type Shape,
  seedInput,
} from '../../core/index.js';
import * as shape from '../../core/shape-kit.js';
import { type BigFishCard, CARD_KINDS, cardIndex, deckCards, kindCounts, sortCards } from './cards.js';
import { bigfish } from './game.js';
import { OPTIONS } from './options.js';
import { type BigFishState, BONUS_IDS, type BonusId, CLAIMABLE_BONUSES, PHASES } from './state.js';

/** The most cards a list of a position may hold (the largest deck: 30 kinds of 99). */
const MAX_CARDS = 30 * 99;
const cards = /* @__PURE__ */ shape.array(shape.literal(...CARD_KINDS), { max: MAX_CARDS });
const perSeat = /* @__PURE__ */ shape.array(cards, { max: 6 });
const seat = /* @__PURE__ */ shape.int(0, 5);

/** Every option, each optional, as declared (normalized again for the position's seat count). */
/**
 * The declared shape of a position, and with it its type. Everything but `seats`, `hands` and `rows` is optional: the
 * piles, the common deck (top = last), the plus, minus and revealed cards are empty by default; the box holds every
 * deck card not placed elsewhere; the turn is `options.startSeat`'s, in phase `place` with no card placed; with the
 * advanced rules the bonus of A/B/C is `abc` (default A) and `holders` says who holds which bonus (default nobody);
 * the mistake card lies beside the common deck; the stream for later draws is seeded from `seed` (default 0).
 */
const POSITION_SHAPE = /* @__PURE__ */ shape.object({
  seats: shape.int(2, 6),
  options: shape.optional(optionsInput(OPTIONS)),
  hands: perSeat,
  piles: shape.optional(perSeat),
  rows: shape.array(shape.nullable(cards), { max: 5 }),
  common: shape.optional(cards),
  box: shape.optional(cards),
  plus: shape.optional(perSeat),
  minus: shape.optional(perSeat),
  revealed: shape.optional(perSeat),
  turn: shape.optional(seat),
  phase: shape.optional(shape.literal(...PHASES)),
  turnRow: shape.optional(shape.nullable(shape.int(0, 4))),
  placed: shape.optional(shape.int(0, 20)),
  abc: shape.optional(shape.literal('A', 'B', 'C')),
  holders: shape.optional(
    shape.object(Object.fromEntries(BONUS_IDS.map((id) => [id, shape.optional(seat)]))) as unknown as Shape<
      Partial<Record<BonusId, Seat>>
    >,
  ),
  bonusOptions: shape.optional(shape.array(shape.literal(...CLAIMABLE_BONUSES), { max: 7 })),
  mistakeHolder: shape.optional(shape.nullable(seat)),
  bonusThisTurn: shape.optional(shape.boolean()),
  seed: shape.optional(seedInput),
});

/**
 * An explicit position: the seat count, the hands and the rows (`null`: a closed slot), and optionally the rest of the
 * table (see `docs/rules/bigfish.md`, "Positions").
 * @category Position
 */
export type BigFishPosition = Infer<typeof POSITION_SHAPE>;

/**
 * Builds a state from an explicit position and checks it like `loadState` (card conservation included: by default
 * every card not placed elsewhere goes to the box). The state carries `origin: 'position'` (its views say so): the
 * invariants that tie piles to a deal and to the takes so far (I5, I6, I8, I9, I10, I16, I17, I22 of the rules page)
 * do not apply to it; every other one does.
 * @param position - the position
 * @returns the state, frozen
 * @throws InvalidStateError when the position is not a valid Big Fish position (every problem is listed); never any
 *   other error, whatever the input
 * @example
 * ```ts
 * const s = fromPosition({ seats: 2, hands: [['B1', 'G1'], ['R4']], rows: [['Y3'], ['R2'], ['B4']] });
 * bigfish.legalMoves(s).map((m) => bigfish.formatMove(m)); // Blue 1 only to row 3 (it ends blue, L1); Green 1 to any row
 * ```
 * @category Position
 */
export const fromPosition: (position: BigFishPosition) => BigFishState = definePosition(
  bigfish,
  POSITION_SHAPE,
  (p) => {
    const o = OPTIONS.normalize(p.options ?? {}, p.seats);
    const { deck, advanced, startSeat } = o.ok ? o.value : OPTIONS.defaults(p.seats); // core reports bad options
    const empty = () => Array.from({ length: p.seats }, () => [] as BigFishCard[]);
    // The position is core's fresh copy of the input (read as plain data), so its lists are the state's own.
    const hands = p.hands.map(sortCards);
    const { piles = empty(), rows, common = [], plus = empty(), minus = empty() } = p;
    const used = kindCounts(
      [...hands, ...piles, ...rows.map((r) => r ?? []), common, ...plus, ...minus].flat(),
    );
    const box = p.box ? sortCards(p.box) : deckCards(deck).filter((c) => used[cardIndex(c)]!-- <= 0);
    const bonuses = advanced
      ? [p.abc ?? 'A', ...BONUS_IDS.slice(3)].map((id) => ({ id, holder: p.holders?.[id] ?? null }))
      : [];
    return {
      seats: p.seats,
      options: p.options ?? {},
      fields: {
        turn: p.turn ?? startSeat,
        phase: p.phase ?? 'place',
        turnRow: p.turnRow ?? null,
        placed: p.placed ?? 0,
        hands,
        piles,
        rows,
        common,
        box,
        plus,
        minus,
        revealed: (p.revealed ?? empty()).map(sortCards),
        bonuses,
        bonusOptions: p.bonusOptions ?? [],
        mistakeHolder: p.mistakeHolder ?? null,
        bonusThisTurn: p.bonusThisTurn ?? false,
      },
      seed: p.seed ?? 0,
    };
  },
);
