import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { createSimulator } from '../../../src/core/simulator.js';
import { CARDS } from '../../../src/games/coins/cards.js';
import { type CoinsEvent, coins } from '../../../src/games/coins/index.js';
import { playCards, position } from './helpers.js';

describe('Coins events', () => {
  it('C9: nothing reported is private: no secrets, and every seat and spectator receives the same events', () => {
    const rng = Rng.fromSeed('events');
    for (let seed = 0; seed < 20; seed++) {
      let s = coins.setup({ seats: 3, seed, target: 12 });
      while (!coins.isOver(s)) {
        const moves = coins.legalMoves(s);
        const step = coins.applyMoveWithEvents(s, moves[rng.int(moves.length)]!);
        for (const e of step.events) expect(Object.hasOwn(e, 'secret')).toBe(false);
        for (const seat of [null, 0, 1, 2]) expect(coins.eventsFor(step.events, seat)).toEqual(step.events);
        s = step.state;
      }
    }
  });

  it('R3: a new deal reports its number only, never a card of the new hands', () => {
    let s = coins.setup({ seats: 3, seed: 'deal', target: 1000 });
    let last: readonly CoinsEvent[] = [];
    for (let i = 0; i < 48; i++) {
      const step = coins.applyMoveWithEvents(s, coins.legalMoves(s)[0]!);
      last = step.events;
      s = step.state;
    }
    expect(s.hand).toBe(2);
    expect(last.map((e) => e.type)).toEqual(['cardPlayed', 'trickWon', 'dealt']);
    expect(last[2]).toEqual({ type: 'dealt', deal: 2 });
    // The 48th move names the three cards of the last trick and none of the 48 cards just dealt.
    const trick = last[1]!.type === 'trickWon' ? last[1]!.cards : [];
    const text = JSON.stringify(last);
    expect(CARDS.filter((c) => text.includes(`"${c}"`)).sort()).toEqual([...trick].sort());
  });

  it('C5: the move that reaches the target reports matchOver once, with the final scores and the winner', () => {
    const s = position({
      dealer: 2,
      target: 10,
      scores: [9, 9, 0],
      hand: 2,
      hands: [['Co3'], ['Cu9'], ['Sw2']],
    });
    const { state, events } = playCards(s, ['Co3', 'Cu9', 'Sw2']);
    // Missing Clubs: Cups wins, seat 1 takes the 3 of Coins: 10.
    expect(events.map((e) => e.type)).toEqual([
      'cardPlayed',
      'cardPlayed',
      'cardPlayed',
      'trickWon',
      'matchOver',
    ]);
    expect(events.at(-1)).toEqual({ type: 'matchOver', scores: [9, 10, 0], winners: [1] });
    expect(coins.score(state)).toEqual([9, 10, 0]);
    expect(coins.winners(state)).toEqual([1]);
  });

  it('the fast path and applyMove reach the same state whether or not events are read', () => {
    let s = coins.setup({ seats: 3, seed: 5, target: 8 });
    const sim = createSimulator(coins, s);
    const rng = Rng.fromSeed(5);
    while (!coins.isOver(s)) {
      const moves = coins.legalMoves(s);
      const move = moves[rng.int(moves.length)]!;
      const quiet = coins.applyMove(s, move);
      const loud = coins.applyMoveWithEvents(s, move).state;
      sim.apply(move);
      expect(JSON.stringify(loud)).toBe(JSON.stringify(quiet));
      expect(JSON.stringify(sim.state)).toBe(JSON.stringify(quiet));
      s = quiet;
    }
  });
});
