/**
 * Where Big Fish hides cards (spec §0): other players' hands (except cards revealed by a mistake), every personal pile
 * (the owner's included), the common deck, and the box.
 * @module
 */
import { type HiddenInformation, type Rng, redealHidden, type Seat } from '../../core/index.js';
import { type BigFishCard, CARD_KINDS, COLOURS, cardIndex, sortCards } from './cards.js';
import { BIGFISH_VERSION, type BigFishState } from './state.js';
import type { BigFishView } from './view.js';

/**
 * A state that differs from `state` only in what `seat` cannot see: the unknown cards of other hands (all but those
 * revealed by a mistake), the personal piles, the common deck and the box dealt again among those places (sizes
 * kept), with a fresh random stream.
 * @param state - the state
 * @param seat - the viewer, or `null` for a spectator (who sees no hand)
 * @param rng - where the permutation comes from
 * @category Hidden information
 */
export function shuffleHidden(state: BigFishState, seat: Seat | null, rng: Rng): BigFishState {
  const n = state.seats;
  const places = [...state.hands, ...state.piles, state.common, state.box];
  const dealt = redealHidden(
    places,
    places.map((_, i) => i !== seat),
    rng,
    state.revealed,
  );
  return {
    ...state,
    hands: dealt.slice(0, n).map((h, s) => (s === seat ? h : sortCards(h))),
    piles: dealt.slice(n, 2 * n),
    common: dealt[2 * n]!,
    box: sortCards(dealt[2 * n + 1]!),
    rng: rng.fork().state(),
  };
}

/** Scratch for `sampleState`: unseen cards per kind. */
const UNSEEN = new Int32Array(30);

/**
 * A full state consistent with what `seat` sees: unseen cards dealt at random to the hidden places.
 * @param v - the seat's view
 * @param seat - the viewer
 * @param rng - the random stream
 * @category Hidden information
 */
export function sampleState(v: BigFishView, seat: Seat, rng: Rng): BigFishState {
  // The unseen cards: the deck by kind counts, less every card the seat sees, listed kind by kind (the same list
  // as removing each seen card from `deckCards`).
  const counts = UNSEEN;
  const deck = v.options.deck;
  for (let i = 0; i < COLOURS.length; i++) {
    const row = deck[COLOURS[i]!];
    for (let j = 0; j < 6; j++) counts[i * 6 + j] = row[j]!;
  }
  const unsee = (cards: readonly BigFishCard[]): void => {
    for (let i = 0; i < cards.length; i++) counts[cardIndex(cards[i]!)]!--;
  };
  if (v.hand) unsee(v.hand);
  v.revealed.forEach((r, s) => {
    if (s !== seat) unsee(r);
  });
  for (const r of v.rows) if (r) unsee(r);
  for (const p of v.plus) unsee(p);
  for (const p of v.minus) unsee(p);
  const pool: BigFishCard[] = [];
  for (let k = 0; k < 30; k++) {
    const c = CARD_KINDS[k]!;
    for (let m = counts[k]!; m > 0; m--) pool.push(c);
  }
  rng.shuffle(pool);
  const take = (n: number) => pool.splice(pool.length - n, n);
  const hands = v.handSizes.map((n, s) =>
    s === seat ? (v.hand ?? []).slice() : sortCards([...v.revealed[s]!, ...take(n - v.revealed[s]!.length)]),
  );
  const piles = v.pileSizes.map((n) => take(n));
  const common = take(v.commonSize);
  const box = sortCards(take(v.boxSize));
  return {
    game: 'bigfish',
    version: BIGFISH_VERSION,
    seats: v.seats,
    options: v.options,
    turn: v.turn,
    phase: v.phase,
    turnRow: v.turnRow,
    placed: v.placed,
    hands,
    piles,
    rows: v.rows.map((r) => (r === null ? null : r.slice())),
    common,
    box,
    plus: v.plus.map((p) => p.slice()),
    minus: v.minus.map((p) => p.slice()),
    revealed: v.revealed.map((r) => r.slice()),
    bonuses: v.bonuses.map((b) => ({ id: b.id, holder: b.holder })),
    bonusOptions: v.bonusOptions.slice(),
    mistakeHolder: v.mistakeHolder,
    bonusThisTurn: v.bonusThisTurn,
    ...(v.origin === 'position' ? { origin: 'position' as const } : {}),
    rng: rng.fork().state(),
  };
}

/**
 * The hidden-information hooks of Big Fish (also `bigfish.hidden`): what a seat cannot see is the other hands (but
 * cards revealed by a mistake), every personal pile (its owner's included), the common deck and the box.
 * `shuffleHidden` permutes those cards among those places; `sampleState` deals a full state consistent with a view
 * (for determinizing search bots).
 * @example
 * ```ts
 * const guess = hidden.sampleState!(bigfish.view(state, 0), 0, Rng.fromSeed(1)); // a state seat 0 cannot tell apart
 * ```
 * @category Hidden information
 */
export const hidden: HiddenInformation<BigFishState, BigFishView> = { shuffleHidden, sampleState };
