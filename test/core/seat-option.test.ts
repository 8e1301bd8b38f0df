import { describe, expect, it } from 'vitest';
import { defineOptions, seatOption } from '../../src/core/index.js';

describe('seatOption', () => {
  const options = defineOptions({ startSeat: seatOption('The seat that starts.') });

  it('is seat 0 by default and takes any seat of the match', () => {
    expect(options.defaults(3)).toEqual({ startSeat: 0 });
    expect(options.normalize({ startSeat: 2 }, 3)).toEqual({ ok: true, value: { startSeat: 2 } });
  });

  it('refuses a seat the match does not have, and anything but a whole number', () => {
    expect(options.normalize({ startSeat: 3 }, 3).ok).toBe(false);
    expect(options.normalize({ startSeat: -1 }, 3).ok).toBe(false);
    expect(options.normalize({ startSeat: 1.5 }, 3).ok).toBe(false);
    expect(options.normalize({ startSeat: 4 }, 5).ok).toBe(true);
  });

  it('keeps its description', () => {
    expect(seatOption('Who deals first.').description).toBe('Who deals first.');
  });
});
