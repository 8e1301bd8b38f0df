/**
 * Where Coins hides cards: only in the hands (the whole deck is dealt; every played card is public, C9).
 * @module
 */
import { dealUnseen, type HiddenInformation, type Rng, redealHidden, type Seat } from '../../core/index.js';
import { fieldsFromView } from '../../core/sample.js';
import { CARD_IDS, cardId } from './cards.js';
import { type CoinsState, STATE_SHAPE, VERSION } from './state.js';
import type { CoinsView } from './view.js';

/**
 * A state that differs from `state` only in what `seat` cannot see: the cards of the other hands (all three hands for
 * a spectator) dealt again at random with the same sizes, and a fresh RNG state (the next deal is unknown too).
 * @param state - the state
 * @param seat - the seat whose knowledge is kept, or `null`
 * @param rng - where the randomness comes from
 * @category Coins
 */
export function shuffleHidden(state: CoinsState, seat: Seat | null, rng: Rng): CoinsState {
  const unseen = state.hands.map((_, s) => s !== seat);
  const hands = redealHidden(state.hands, unseen, rng);
  return { ...state, hands, rng: rng.fork().state() };
}

/**
 * A full state consistent with a seat's view: the seat's own hand and all public facts kept, the unseen cards dealt
 * at random to the other hands with the sizes shown. The `firstDealer` option is not in the view and is set to `null`;
 * a match from a position (`view.origin`) stays one.
 * @param view - what the seat sees
 * @param seat - the seat
 * @param rng - where the randomness comes from
 * @category Coins
 */
export function sampleState(view: CoinsView, seat: Seat, rng: Rng): CoinsState {
  const played = [...view.tricks.flatMap((t) => t.plays), ...view.trick].map((p) => cardId(p.card));
  const own = (view.hand ?? []).map(cardId);
  const sizes = view.handSizes.map((size, s) => (s === seat ? 0 : size));
  const dealt = dealUnseen(CARD_IDS, [...played, ...own], sizes, rng);
  return {
    game: 'coins',
    version: VERSION,
    seats: 3,
    options: { target: view.target, firstDealer: null },
    rng: rng.fork().state(),
    ...(view.origin === 'position' ? { origin: 'position' as const } : {}),
    ...fieldsFromView(STATE_SHAPE, view, {
      hand: view.handNumber,
      toPlay: view.toAct ?? view.leader,
      hands: dealt.map((cards, s) => (s === seat ? own : cards)),
      played,
      // Between hands the view shows the previous hand's last trick; within a hand, `played` holds it.
      lastTrick:
        played.length === 0 && view.lastTrick !== null ? view.lastTrick.plays.map((p) => cardId(p.card)) : [],
      winner: view.winners[0] ?? null,
    }),
  };
}

/**
 * The hidden-information hooks of Coins.
 * @category Coins
 */
export const hidden: HiddenInformation<CoinsState, CoinsView> = { shuffleHidden, sampleState };
