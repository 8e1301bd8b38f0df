// Events and their secrets: only a refill is private (its cards, for the drawer alone); every other event is public.
// A seat's copy (`bigfish.eventsFor`) blanks what it may not see, and a spectator sees no private field.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { type BigFishEvent, bigfish, fromPosition } from '../../../src/games/bigfish/index.js';
import { play } from './helpers.js';

describe('bigfish events and their secrets', () => {
  it("another seat's drawn cards are null in seat 0's copy; the drawer sees them; the count is public", () => {
    const s = fromPosition({
      seats: 3,
      turn: 1,
      hands: [['R1'], ['G1', 'G2', 'B3', 'R5'], ['P5']],
      piles: [[], ['Y4', 'Y5', 'Y6'], []],
      rows: [['Y1'], ['B2'], ['P1']],
    });
    // seat 1 places two greens on row 1, ends the turn, and draws Y6 then Y5 from the top of its pile; the event lists
    // them sorted (Y5, Y6), as the hand is: the order they lay in would tell the drawer how its hidden pile lay
    const { events } = play(s, 'G1>0', 'G2>0', 'end');
    const refill = events.find((e) => e.type === 'handRefilled');
    expect(refill).toEqual({
      type: 'handRefilled',
      seat: 1,
      count: 2,
      cards: ['Y5', 'Y6'],
      secret: { seats: [1], fields: ['cards'] },
    });
    const mine = bigfish.eventsFor(events, 1);
    expect(mine).toEqual(events);
    for (const seat of [0, 2, null]) {
      const copy = bigfish.eventsFor(events, seat);
      expect(copy.length).toBe(events.length);
      expect(copy.find((e) => e.type === 'handRefilled')).toEqual({ ...refill, cards: null });
      // the public events pass unchanged
      expect(copy.filter((e) => e.type !== 'handRefilled')).toEqual(
        events.filter((e) => e.type !== 'handRefilled'),
      );
      expect(JSON.stringify(copy)).not.toMatch(/Y5|Y6/);
    }
    // the original events are not changed by redaction
    expect(events.find((e) => e.type === 'handRefilled')).toEqual(refill);
  });

  it('in random matches, only refills carry a secret, always for their drawer alone', () => {
    let refills = 0;
    for (const [seats, options] of [
      [2, {}],
      [4, { advanced: true }],
      [5, { plusSelection: 'playerChoice', advanced: true }],
    ] as const) {
      const rng = Rng.fromSeed(`secrets:${seats}`);
      let s = bigfish.setup({ seats, seed: seats, ...options });
      while (!bigfish.isOver(s)) {
        const moves = bigfish.legalMoves(s);
        const step = bigfish.applyMoveWithEvents(s, moves[rng.int(moves.length)]!);
        for (const e of step.events as BigFishEvent[]) {
          if (e.type !== 'handRefilled') {
            expect('secret' in e, e.type).toBe(false);
            continue;
          }
          refills++;
          expect(e.secret).toEqual({ seats: [e.seat], fields: ['cards'] });
          expect(e.cards?.length).toBe(e.count);
          for (let seat = 0; seat < seats; seat++) {
            const [copy] = bigfish.eventsFor([e], seat) as [typeof e];
            expect(copy.cards).toEqual(seat === e.seat ? e.cards : null);
            expect(copy.count).toBe(e.count);
          }
          expect((bigfish.eventsFor([e], null)[0] as typeof e).cards).toBeNull();
        }
        s = step.state;
      }
    }
    expect(refills).toBeGreaterThan(20);
  });
});
