import { describe, expect, it } from 'vitest';
import { counted, ordinal } from '../../src/core/wording.js';

describe('wording', () => {
  it('ordinal: st, nd, rd after 1, 2, 3 except in 11–13 of each hundred, th otherwise', () => {
    const words = [1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112].map(ordinal);
    expect(words).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('counted: the singular for exactly one, else the plural', () => {
    expect([0, 1, 2, 13].map((n) => counted(n, 'card'))).toEqual([
      '0 cards',
      '1 card',
      '2 cards',
      '13 cards',
    ]);
  });
});
