// Seats in words (core's naming): the default reads `seat N`; a viewer is "you" with the verb agreeing; names replace
// numbers; `mark` wraps each reference once it is capitalised.
import { describe, expect, it } from 'vitest';
import { plainSeatWords, seatWords } from '../../src/core/index.js';

const NAMES = ['Ann', 'Bob', 'Cy'];
const named = (s: number) => NAMES[s]!;

describe('seat words', () => {
  it('without a naming: seat N, Seat N at the start, third-person verbs, seats listed by number', () => {
    const w = seatWords();
    expect([w.seat(2), w.Seat(2), w.possessive(2), w.verb(2, 'takes', 'take')]).toEqual([
      'seat 2',
      'Seat 2',
      "seat 2's",
      'takes',
    ]);
    expect([w.seats([1]), w.seats([0, 2]), w.seats([0, 1, 2])]).toEqual([
      'seat 1',
      'seats 0 and 2',
      'seats 0, 1 and 2',
    ]);
    expect(w.order([2, 0, 1])).toBe('2, 0, 1');
    expect(w.isViewer(0)).toBe(false);
    expect(plainSeatWords.seat(1)).toBe('seat 1');
  });

  it('the viewer is you: You at the start, your things, second-person verbs; other seats as before', () => {
    const w = seatWords({ viewer: 1 });
    expect([w.seat(1), w.Seat(1), w.possessive(1), w.possessive(1, true), w.verb(1, 'owes', 'owe')]).toEqual([
      'you',
      'You',
      'your',
      'Your',
      'owe',
    ]);
    expect([w.seat(0), w.Seat(0), w.verb(0, 'owes', 'owe')]).toEqual(['seat 0', 'Seat 0', 'owes']);
    expect(w.seats([0, 1])).toBe('seat 0 and you');
    expect(w.order([1, 0])).toBe('you, seat 0');
    expect(w.isViewer(1)).toBe(true);
  });

  it('names replace numbers, capitalised at the start of a sentence, and mark wraps each reference', () => {
    const w = seatWords({
      viewer: 2,
      seatName: (s) => ['ann', 'bob', 'cy'][s]!,
      mark: (s, t) => `<${s}:${t}>`,
    });
    expect([w.seat(0), w.Seat(1), w.seat(2), w.Seat(2)]).toEqual([
      '<0:ann>',
      '<1:Bob>',
      '<2:you>',
      '<2:You>',
    ]);
    expect(w.possessive(0)).toBe("<0:ann's>");
    expect(w.seats([0, 1, 2])).toBe('<0:ann>, <1:bob> and <2:you>');
    const v = seatWords({ seatName: named });
    expect([v.seat(0), v.seats([1, 2]), v.order([2, 0])]).toEqual(['Ann', 'Bob and Cy', 'Cy, Ann']);
  });

  it('a spectator (viewer null) is nobody: no seat is you', () => {
    const w = seatWords({ viewer: null });
    expect(w.seat(0)).toBe('seat 0');
    expect(w.isViewer(0)).toBe(false);
  });
});
