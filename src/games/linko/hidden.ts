/**
 * Where Linko hides cards: the draw pile's order, and the cards of other hands that nobody saw go in (dealt cards and
 * deck draws). Cards known to be in a hand (taken snatched sets, display draws) stay put.
 * @module
 */
import {
  cardsOf,
  countsOf,
  dealUnseen,
  fieldsFromView,
  type HiddenInformation,
  type Rng,
  redealHidden,
  type Seat,
  stateFromView,
  total,
} from '../../core/index.js';
import { cloneJson } from '../../core/json.js';
import { CARD_KINDS, DECK, setCards } from './cards.js';
import { type LinkoState, STATE_SHAPE, STATE_VERSION, TABLE } from './state.js';
import type { LinkoView } from './view.js';

/**
 * A state that differs from `state` only in what `seat` cannot see: the draw pile and the unknown cards of other
 * hands (all hands for a spectator) are shuffled together and dealt back with the same sizes, and the RNG state is
 * replaced by a fresh one from `rng`.
 * @param state - a state
 * @param seat - the seat whose knowledge is kept, or `null` for a spectator
 * @param rng - the random stream for the shuffle
 * @returns a new state
 */
export function shuffleHidden(state: LinkoState, seat: Seat | null, rng: Rng): LinkoState {
  const t = state.table;
  const places = [...t.hands.map(cardsOf), t.deck];
  const unseen = places.map((_, p) => p !== seat); // every hand but the seat's, and the draw pile
  const dealt = redealHidden(places, unseen, rng, t.known.map(cardsOf));
  const deck = dealt.pop()!;
  const hands = dealt.map((cards) => countsOf(cards, CARD_KINDS));
  const copy = cloneJson(state);
  return { ...copy, table: { ...copy.table, hands, deck }, rng: rng.fork().state() };
}

/**
 * A full state consistent with what `seat` sees: the cards it cannot locate are dealt at random to the unknown parts
 * of other hands and to the draw pile. Its view for `seat` equals `view`.
 * @param view - the seat's view
 * @param seat - the seat
 * @param rng - the random stream
 * @returns a state (for determinized search)
 * @throws RangeError when the view is not consistent (more cards seen than exist)
 */
export function sampleState(view: LinkoView, seat: Seat, rng: Rng): LinkoState {
  const own = view.handCounts ?? [];
  // The seat's own cards and the cards known to be in other hands, the sets on the table and the open piles.
  const known = [own, ...view.known.filter((_, s) => s !== seat)].flatMap(cardsOf);
  const sets = [...view.stacks.flat(), ...(view.limbo ? [view.limbo] : [])];
  const seen = [...known, ...sets.flatMap(setCards), ...view.display, ...view.discard];
  const unknown = view.handSizes.map((size, s) => (s === seat ? 0 : size - total(view.known[s]!)));
  const [deck, ...dealt] = dealUnseen(DECK, seen, [view.deckSize, ...unknown], rng);
  const hands = dealt.map((cards, s) =>
    s === seat ? own.slice() : countsOf([...cardsOf(view.known[s]!), ...cards], CARD_KINDS),
  );
  const table = fieldsFromView(TABLE, view, { hands, deck: deck! });
  const game = { id: 'linko', version: STATE_VERSION, state: STATE_SHAPE };
  return stateFromView(game, view, rng, { table, gameIndex: view.handNumber - 1 });
}

/**
 * Where Linko hides cards: the draw pile's order and the cards of other hands that nobody saw go in (dealt cards and
 * deck draws). `shuffleHidden` permutes them among those places; `sampleState` deals a full state consistent with a
 * seat's view, for determinized search.
 * @example
 * ```ts
 * const guess = hidden.sampleState!(linko.view(state, 1), 1, Rng.fromSeed(7)); // a state seat 1 cannot tell apart
 * ```
 * @category Hidden information
 */
export const hidden: HiddenInformation<LinkoState, LinkoView> = { shuffleHidden, sampleState };
