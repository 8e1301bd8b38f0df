import { expect } from 'vitest';
import type { Rng } from '../../../src/core/index.js';
import {
  type CoinsCard,
  type CoinsEvent,
  type CoinsPosition,
  type CoinsState,
  coins,
  fromPosition,
  playMove,
} from '../../../src/games/coins/index.js';

/** A position with the given cards in the given hands; the other cards are dealt to fill the hands. */
export function position(p: Omit<CoinsPosition, 'fill'>): CoinsState {
  return fromPosition({ ...p, fill: true });
}

/** Plays cards in order, checking that each is played by the expected seat when `seats` is given. */
export function playCards(
  state: CoinsState,
  cards: readonly CoinsCard[],
  seats?: readonly number[],
): { state: CoinsState; events: CoinsEvent[] } {
  const events: CoinsEvent[] = [];
  cards.forEach((card, i) => {
    if (seats) expect(coins.toAct(state), `seat to play card ${i} (${card})`).toBe(seats[i]);
    const step = coins.applyMoveWithEvents(state, playMove(card));
    events.push(...step.events);
    state = step.state;
  });
  return { state, events };
}

/** The trickWon events among `events`. */
export function tricksWon(events: readonly CoinsEvent[]) {
  return events.filter((e) => e.type === 'trickWon');
}

/**
 * The shuffle documented for R3 (state version 2), written again from its description: Fisher–Yates from the last
 * position down, the index j in [0, i] being r mod (i + 1) for the first 32-bit draw r below
 * 2^32 − (2^32 mod (i + 1)) (draws at or above that limit are redrawn, so every j is equally likely).
 */
export function referenceShuffle(rng: Rng): number[] {
  const deck = Array.from({ length: 48 }, (_, i) => i);
  for (let i = 47; i > 0; i--) {
    const bound = BigInt(i + 1);
    const limit = 2n ** 32n - (2n ** 32n % bound);
    let r: bigint;
    do r = BigInt(rng.nextUint32());
    while (r >= limit);
    const j = Number(r % bound);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}
