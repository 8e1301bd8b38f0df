/**
 * Building a state from an explicit position (hands, piles, rows, common deck, whose turn…), for tests, puzzles and
 * tools. The result carries `origin: 'position'` and is checked like a saved state from outside (a position lists only
 * the cards that matter, so the checks that tie the piles to a deal and to the takes so far do not apply to it).
 * @module
 */
import { InvalidStateError, type RngState, type Seat, type Seed, seedState } from '../../core/index.js';
import { type BigFishCard, cardIndex, deckCards, kindCounts, sortCards } from './cards.js';
import { bigfish } from './game.js';
import { type BigFishOptions, normalizeOptions } from './options.js';
import {
  BIGFISH_VERSION,
  type BigFishState,
  type BonusId,
  type ClaimableBonus,
  type Phase,
} from './state.js';

/**
 * An explicit position. Everything but `seats`, `hands` and `rows` is optional.
 * @category Position
 */
export interface BigFishPosition {
  /** How many seats (2–6). */
  readonly seats: number;
  /** Options (defaults filled in). */
  readonly options?: Readonly<Partial<Record<keyof BigFishOptions, unknown>>>;
  /** Each seat's hand. */
  readonly hands: readonly (readonly BigFishCard[])[];
  /** Each seat's personal pile, top = last (default: empty). */
  readonly piles?: readonly (readonly BigFishCard[])[];
  /** The rows, left to right (`null`: a dead slot); one per `rowCount`. */
  readonly rows: readonly (readonly BigFishCard[] | null)[];
  /** The common deck, top = last (default: empty). */
  readonly common?: readonly BigFishCard[];
  /** The boxed cards (default: every deck card not placed elsewhere). */
  readonly box?: readonly BigFishCard[];
  /** Plus piles (default: empty). */
  readonly plus?: readonly (readonly BigFishCard[])[];
  /** Minus piles (default: empty). */
  readonly minus?: readonly (readonly BigFishCard[])[];
  /** Cards known to be in each hand (default: none). */
  readonly revealed?: readonly (readonly BigFishCard[])[];
  /** Whose turn (default: `options.startSeat`). */
  readonly turn?: Seat;
  /** The phase (default `place`). */
  readonly phase?: Phase;
  /** This turn's row (default `null`). */
  readonly turnRow?: number | null;
  /** Cards placed this turn (default 0). */
  readonly placed?: number;
  /** Advanced rules: which of A/B/C is in play (default `'A'`). */
  readonly abc?: 'A' | 'B' | 'C';
  /** Advanced rules: who holds which bonus (default: nobody). */
  readonly holders?: Readonly<Partial<Record<BonusId, Seat>>>;
  /** The pending bonus choice (phase `chooseBonus`). */
  readonly bonusOptions?: readonly ClaimableBonus[];
  /** Who holds the mistake card (default `null`). */
  readonly mistakeHolder?: Seat | null;
  /** Whether the turn owner has had this turn's one bonus (default `false`; spec BON). */
  readonly bonusThisTurn?: boolean;
  /** Seed of the random stream (default 0). */
  readonly seed?: Seed;
}

/**
 * Builds a state from an explicit position and checks it like `loadState` (card conservation included: by default
 * every card not placed elsewhere goes to the box). The state carries `origin: 'position'` (its views say so): the
 * invariants that tie piles to a deal and to the takes so far (I5, I6, I8, I9, I10, I16, I17 of the rules page) do
 * not apply to it; every other one does.
 * @param p - the position
 * @returns the state, frozen
 * @throws InvalidStateError when the position is not a valid state
 * @example
 * ```ts
 * const s = fromPosition({ seats: 2, hands: [['B1', 'G1'], ['R4']], rows: [['Y3'], ['R2'], ['B4']] });
 * bigfish.legalMoves(s).map((m) => bigfish.formatMove(m)); // Blue 1 only to row 3 (it ends blue, L1); Green 1 to any row
 * ```
 * @category Position
 */
export function fromPosition(p: BigFishPosition): BigFishState {
  const opts = normalizeOptions((p.options ?? {}) as Readonly<Record<string, unknown>>, p.seats);
  if (!opts.ok) {
    throw new InvalidStateError('bigfish', {
      code: 'BAD_OPTIONS',
      message: 'bad position options',
      issues: opts.error,
    });
  }
  const o = opts.value;
  const empty = () => Array.from({ length: p.seats }, () => [] as BigFishCard[]);
  const hands = p.hands.map(sortCards);
  const piles = (p.piles ?? empty()).map((x) => x.slice());
  const rows = p.rows.map((r) => (r === null ? null : r.slice()));
  const common = (p.common ?? []).slice();
  const plus = (p.plus ?? empty()).map((x) => x.slice());
  const minus = (p.minus ?? empty()).map((x) => x.slice());
  let box: BigFishCard[];
  if (p.box) box = sortCards(p.box);
  else {
    const used = kindCounts([
      ...hands.flat(),
      ...piles.flat(),
      ...rows.flatMap((r) => r ?? []),
      ...common,
      ...plus.flat(),
      ...minus.flat(),
    ]);
    box = deckCards(o.deck).filter((c) => {
      const i = cardIndex(c);
      if (used[i]! > 0) {
        used[i]!--;
        return false;
      }
      return true;
    });
  }
  const abc = p.abc ?? 'A';
  const bonuses = o.advanced
    ? [abc, 'D', 'E', 'F', 'G', 'H', 'I'].map((id) => ({
        id: id as BonusId,
        holder: p.holders?.[id as BonusId] ?? null,
      }))
    : [];
  const rng: RngState = seedState(p.seed ?? 0);
  const raw = {
    game: 'bigfish',
    version: BIGFISH_VERSION,
    seats: p.seats,
    options: o,
    turn: p.turn ?? o.startSeat,
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
    bonusOptions: (p.bonusOptions ?? []).slice(),
    mistakeHolder: p.mistakeHolder ?? null,
    bonusThisTurn: p.bonusThisTurn ?? false,
    rng,
    origin: 'position',
  };
  const loaded = bigfish.loadState(raw, { positions: true });
  if (!loaded.ok) throw new InvalidStateError('bigfish', loaded.error);
  return loaded.value;
}
