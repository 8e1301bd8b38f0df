/**
 * Where Big Fish hides cards (spec §0): other players' hands (except cards revealed by a mistake), every personal pile
 * (the owner's included), the common deck, and the box.
 * @module
 */
import {
  dealUnseen,
  type HiddenInformation,
  type Rng,
  redealHidden,
  type Seat,
  stateFromView,
} from '../../core/index.js';
import { deckCards, sortCards } from './cards.js';
import { BIGFISH_VERSION, type BigFishState, STATE_SHAPE } from './state.js';
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
  const unseen = places.map((_, i) => i !== seat); // every place but the seat's own hand
  const dealt = redealHidden(places, unseen, rng, state.revealed);
  return {
    ...state,
    hands: dealt.slice(0, n).map((h, s) => (s === seat ? h : sortCards(h))),
    piles: dealt.slice(n, 2 * n),
    common: dealt[2 * n]!,
    box: sortCards(dealt[2 * n + 1]!),
    rng: rng.fork().state(),
  };
}

/**
 * A full state consistent with what `seat` sees: unseen cards dealt at random to the hidden places.
 * @param v - the seat's view
 * @param seat - the viewer
 * @param rng - the random stream
 * @category Hidden information
 */
export function sampleState(v: BigFishView, seat: Seat, rng: Rng): BigFishState {
  const n = v.seats;
  const others = v.revealed.filter((_, s) => s !== seat);
  const seen = [v.hand ?? [], ...others, ...v.rows.map((r) => r ?? []), ...v.plus, ...v.minus].flat();
  const inHands = v.handSizes.map((size, s) => (s === seat ? 0 : size - v.revealed[s]!.length));
  // Dealt to the places in reverse order (the box first, the first hand last): the worlds a seed samples stay the same.
  const places = [...inHands, ...v.pileSizes, v.commonSize, v.boxSize].reverse();
  const dealt = dealUnseen(deckCards(v.options.deck), seen, places, rng).reverse();
  const hands = dealt
    .slice(0, n)
    .map((cards, s) => (s === seat ? (v.hand ?? []).slice() : sortCards([...v.revealed[s]!, ...cards])));
  const common = dealt[2 * n]!;
  const box = sortCards(dealt[2 * n + 1]!);
  const game = { id: 'bigfish', version: BIGFISH_VERSION, state: STATE_SHAPE };
  return stateFromView(game, v, rng, { hands, piles: dealt.slice(n, 2 * n), common, box });
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
