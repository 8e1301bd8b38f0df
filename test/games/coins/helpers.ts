import { expect } from 'vitest';
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
