// Views (§0 information visibility) and events.
import { describe, expect, it } from 'vitest';
import { dalmuti, giftMove, swapCardMove, swapMove } from '../../../src/games/dalmuti/index.js';
import { DECLARE, PASS } from '../../../src/games/dalmuti/moves.js';

const eventsFor = dalmuti.eventsFor;

import { counts, play, pos, run, set } from './helpers.js';

const J = 13;

/** The secret of a tax event: the cards only for the two seats. */
const secret = (from: number, to: number) => ({ seats: [from, to], fields: ['cards'] });

describe('view', () => {
  it('a seat sees its own cards and only the sizes of the others; a spectator sees no hand', () => {
    const s = dalmuti.setup({ seats: 5, seed: 1 });
    const v = dalmuti.view(s, 2);
    expect(v.handCounts).toEqual(s.hands[2]);
    expect(v.handSizes).toEqual([16, 16, 16, 16, 16]);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(dalmuti.view(s, null).handCounts).toBeNull();
    expect(Object.keys(v)).not.toContain('hands');
  });

  it('ranks, seating and roles are public', () => {
    const s = pos({ seats: 5, hands: [[1], [2], [3], [4], [5]], order: [3, 0, 4, 1, 2] });
    const v = dalmuti.view(s, 0);
    expect(v.seating).toEqual([3, 0, 4, 1, 2]);
    expect(v.ranks).toEqual([1, 3, 4, 0, 2]);
    expect(v.roles).toEqual(['lesserDalmuti', 'lesserPeon', 'greaterPeon', 'greaterDalmuti', 'merchant']);
  });

  it('the table and the round history are public', () => {
    let s = pos({ seats: 4, hands: [[9, 9, 3], [8, 8, 2], [12], [11]] });
    s = run(s, [
      [0, set(9, 9)],
      [1, set(8, 8)],
      [2, 'pass'],
    ]);
    const v = dalmuti.view(s, 3);
    expect(v.top).toEqual({ seat: 1, rank: 8, naturals: 2, jesters: 0 });
    expect(v.round).toEqual([
      { seat: 0, rank: 9, naturals: 2, jesters: 0 },
      { seat: 1, rank: 8, naturals: 2, jesters: 0 },
      { seat: 2, rank: 0, naturals: 0, jesters: 0 },
    ]);
    expect(v.passes).toBe(1);
  });

  it('tax cards are seen only by the two seats of each exchange, the receiver from the transfer on', () => {
    const hands = [[9, 10, 11], [6, 7], [8], [4, 12], [1, 2, 12]];
    let s = pos({ seats: 5, phase: 'dealt', hands });
    s = run(s, [[0, giftMove(10, 11)]]);
    expect(dalmuti.view(s, 0).tax?.gdGift).toEqual([10, 11]);
    expect(dalmuti.view(s, 4).tax?.gdGift).toBeNull(); // sealed: not handed over yet
    expect(dalmuti.view(s, 4).tax?.gdChosen).toBe(true);
    s = run(s, [[1, giftMove(7)]]);
    const gp = dalmuti.view(s, 4).tax!;
    expect([gp.gdGift, gp.gpTribute, gp.ldGift, gp.lpTribute]).toEqual([[10, 11], [1, 2], null, null]);
    const lp = dalmuti.view(s, 3).tax!;
    expect([lp.gdGift, lp.gpTribute, lp.ldGift, lp.lpTribute]).toEqual([null, null, [7], [4]]);
    const m = dalmuti.view(s, 2).tax!;
    expect([m.gdGift, m.gpTribute, m.ldGift, m.lpTribute]).toEqual([null, null, null, null]);
    expect(dalmuti.view(s, null).tax?.gdGift).toBeNull();
  });

  it('the revolution declarer (and so the Jesters) is public', () => {
    const s = run(pos({ seats: 5, phase: 'dealt', hands: [[1], [2], [J, J, 3], [4], [5]] }), [[2, DECLARE]]);
    expect(dalmuti.view(s, 0).revolution).toEqual({ seat: 2, declared: true, greater: false });
  });

  it('merchant swap cards are seen only by the two Merchants', () => {
    const hands = [
      [1, 9],
      [2, 2, 9],
      [3, 5],
      [4, 6],
      [7, 10],
      [8, 11],
    ];
    let s = pos({ seats: 6, phase: 'dealt', hands, options: { merchantSwap: true } });
    s = run(s, [
      [0, giftMove(1, 9)],
      [1, giftMove(2)],
      [2, swapMove(3)],
      [2, swapCardMove(5)],
    ]);
    expect(dalmuti.view(s, 2).swap?.fromCard).toBe(5);
    expect(dalmuti.view(s, 3).swap?.fromCard).toBeNull();
    expect(dalmuti.view(s, 3).swap?.fromChosen).toBe(true);
    s = run(s, [[3, swapCardMove(6)]]);
    expect([dalmuti.view(s, 3).swap?.fromCard, dalmuti.view(s, 3).swap?.toCard]).toEqual([5, 6]);
    expect([dalmuti.view(s, 0).swap?.fromCard, dalmuti.view(s, 0).swap?.toCard]).toEqual([null, null]);
    expect(dalmuti.view(s, 0).swap?.to).toBe(3);
  });
});

describe('events', () => {
  it('a round: setPlayed, passed, roundWon, playerOut, handOver, matchOver', () => {
    let s = pos({ seats: 4, hands: [[3, 9], [5], [], [2]], finished: [2], options: { scoring: true } });
    let step = dalmuti.applyMoveWithEvents(s, set(3));
    expect(step.events).toEqual([
      { type: 'setPlayed', seat: 0, rank: 3, naturals: 1, jesters: 0, cardsLeft: 1 },
    ]);
    s = step.state;
    step = dalmuti.applyMoveWithEvents(s, PASS);
    expect(step.events).toEqual([{ type: 'passed', seat: 1, auto: false }]);
    s = step.state;
    step = dalmuti.applyMoveWithEvents(s, PASS);
    expect(step.events).toEqual([
      { type: 'passed', seat: 3, auto: false },
      { type: 'roundWon', seat: 0, leader: 0 },
    ]);
    s = step.state;
    step = dalmuti.applyMoveWithEvents(s, set(9));
    expect(step.events).toEqual([
      { type: 'setPlayed', seat: 0, rank: 9, naturals: 1, jesters: 0, cardsLeft: 0 },
      { type: 'playerOut', seat: 0, place: 2 },
    ]);
    s = step.state;
    step = dalmuti.applyMoveWithEvents(s, set(5));
    expect(step.events.map((e) => e.type)).toEqual([
      'setPlayed',
      'playerOut',
      'playerOut',
      'handOver',
      'matchOver',
    ]);
    expect(step.events[3]).toEqual({
      type: 'handOver',
      hand: 1,
      finishingOrder: [2, 0, 1, 3],
      points: [2, 1, 3, 0],
      scores: [2, 1, 3, 0],
    });
  });

  it('taxPaid events carry the cards for the two seats only (secret; eventsFor redacts)', () => {
    const hands = [[9, 10, 11], [6, 7], [8], [4, 12], [1, 2, 12]];
    let s = pos({ seats: 5, phase: 'dealt', hands });
    s = play(s, giftMove(10, 11));
    const step = dalmuti.applyMoveWithEvents(s, giftMove(7));
    const taxes = step.events.filter((e) => e.type === 'taxPaid');
    expect(taxes).toEqual([
      { type: 'taxPaid', kind: 'tribute', from: 4, to: 0, count: 2, cards: [1, 2], secret: secret(4, 0) },
      { type: 'taxPaid', kind: 'gift', from: 0, to: 4, count: 2, cards: [10, 11], secret: secret(0, 4) },
      { type: 'taxPaid', kind: 'tribute', from: 3, to: 1, count: 1, cards: [4], secret: secret(3, 1) },
      { type: 'taxPaid', kind: 'gift', from: 1, to: 3, count: 1, cards: [7], secret: secret(1, 3) },
    ]);
    const forMerchant = eventsFor(step.events, 2).filter((e) => e.type === 'taxPaid');
    expect(forMerchant.every((e) => e.type === 'taxPaid' && e.cards === null)).toBe(true);
    const forGp = eventsFor(step.events, 4).filter((e) => e.type === 'taxPaid');
    expect(forGp.map((e) => (e.type === 'taxPaid' ? e.cards : 'x'))).toEqual([[1, 2], [10, 11], null, null]);
    expect(eventsFor(step.events, null).every((e) => e.type !== 'taxPaid' || e.cards === null)).toBe(true);
    expect(s.hands[4]).toEqual(counts(1, 2, 12));
  });

  it('the last card of a hand: playerOut for both, handOver with points, then matchOver', () => {
    const s = pos({ seats: 4, hands: [[5], [], [], [6, 7]], finished: [1, 2], options: { scoring: true } });
    const step = dalmuti.applyMoveWithEvents(s, set(5));
    expect(step.events).toEqual([
      { type: 'setPlayed', seat: 0, rank: 5, naturals: 1, jesters: 0, cardsLeft: 0 },
      { type: 'playerOut', seat: 0, place: 3 },
      { type: 'playerOut', seat: 3, place: 4 },
      { type: 'handOver', hand: 1, finishingOrder: [1, 2, 0, 3], points: [1, 3, 2, 0], scores: [1, 3, 2, 0] },
      { type: 'matchOver', scores: [1, 3, 2, 0], winners: [1] },
    ]);
  });

  it('a new hand emits the lifecycle event dealt (deal 2), after handOver; the new rank order is the finishing order', () => {
    const s = pos({ seats: 4, hands: [[5], [], [], [6, 7]], finished: [1, 2], options: { hands: 2 } });
    const step = dalmuti.applyMoveWithEvents(s, set(5));
    const types = step.events.map((e) => e.type);
    expect(types.slice(0, 5)).toEqual(['setPlayed', 'playerOut', 'playerOut', 'handOver', 'dealt']);
    expect(step.events.find((e) => e.type === 'dealt')).toEqual({ type: 'dealt', deal: 2 });
    expect(types).not.toContain('matchOver');
    expect(step.state.order).toEqual([1, 2, 0, 3]);
    expect(step.state.sizes).toEqual([20, 20, 20, 20]);
  });
});
