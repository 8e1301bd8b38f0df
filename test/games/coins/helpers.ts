import { expect } from 'vitest';
import type { Rng } from '../../../src/core/index.js';
import {
  type Card,
  type CoinsEvent,
  type CoinsPosition,
  type CoinsState,
  coins,
  fromPosition,
  play,
} from '../../../src/games/coins/index.js';

/** A position with the given cards in the given hands; the other cards are dealt to fill the hands. */
export function position(p: Omit<CoinsPosition, 'fill'>): CoinsState {
  return fromPosition({ ...p, fill: true });
}

/** Plays cards in order, checking that each is played by the expected seat when `seats` is given. */
export function playCards(
  state: CoinsState,
  cards: readonly Card[],
  seats?: readonly number[],
): { state: CoinsState; events: CoinsEvent[] } {
  const events: CoinsEvent[] = [];
  cards.forEach((card, i) => {
    if (seats) expect(coins.toAct(state), `seat to play card ${i} (${card})`).toBe(seats[i]);
    const step = coins.applyMoveWithEvents(state, play(card));
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
 * The shuffle documented for R3, written again from its description: Fisher–Yates from the last position down, the
 * index j in [0, i] being floor(r · (i + 1) / 2^32) for the first 32-bit draw r whose low product word
 * (r · (i + 1) mod 2^32) is not below 2^32 mod (i + 1) (Lemire's method).
 */
export function referenceShuffle(rng: Rng): number[] {
  const deck = Array.from({ length: 48 }, (_, i) => i);
  for (let i = 47; i > 0; i--) {
    const bound = i + 1;
    let r: number;
    do r = rng.nextUint32();
    while (Number((BigInt(r) * BigInt(bound)) % 2n ** 32n) < 2 ** 32 % bound);
    const j = Number((BigInt(r) * BigInt(bound)) >> 32n);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}
