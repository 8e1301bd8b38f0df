import { describe, expect, it } from 'vitest';
import { CARDS, coins, formatMove, PLAY_MOVES, parseMove, play } from '../../../src/games/coins/index.js';
import { position } from './helpers.js';

describe('Coins moves', () => {
  it('4.1: parseMove accepts exactly { type: "play", card: <code> } and returns the interned move', () => {
    const r = parseMove({ card: 'CoA', type: 'play' });
    expect(r).toEqual({ ok: true, value: { type: 'play', card: 'CoA' } });
    if (r.ok) {
      expect(r.value).toBe(play('CoA'));
      expect(Object.keys(r.value)).toEqual(['type', 'card']);
    }
  });

  it('parseMove refuses every other shape with BAD_SHAPE and never throws', () => {
    const junk: unknown[] = [
      null,
      undefined,
      42,
      'CoA',
      [],
      {},
      { type: 'play' },
      { type: 'pass', card: 'CoA' },
      { type: 'play', card: 'Co10' },
      { type: 'play', card: 'coa' },
      { type: 'play', card: 23 },
      { type: 'play', card: 'CoA', seat: 0 },
      Object.create({ type: 'play', card: 'CoA' }),
    ];
    for (const input of junk) {
      const r = parseMove(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('BAD_SHAPE');
    }
    const extra = parseMove({ type: 'play', card: 'CoA', seat: 0 });
    if (!extra.ok) expect(extra.error.path).toBe('seat');
  });

  it('legalMoves returns the interned move objects (no allocation per move)', () => {
    const s = coins.setup({ seats: 3, seed: 1 });
    for (const m of coins.legalMoves(s)) expect(PLAY_MOVES).toContain(m);
    expect(PLAY_MOVES.map((m) => m.card)).toEqual(CARDS);
    expect(Object.isFrozen(PLAY_MOVES[0])).toBe(true);
  });

  it('play() builds a move and refuses non-cards', () => {
    expect(play('Sw9')).toEqual({ type: 'play', card: 'Sw9' });
    expect(() => play('Sw10' as never)).toThrow(RangeError);
  });

  it('formatMove is the card code; coins.formatMove agrees', () => {
    expect(formatMove(play('CuS'))).toBe('CuS');
    expect(coins.formatMove(play('ClR'))).toBe('ClR');
    expect(coins.moveKey(play('ClR'))).toBe('ClR');
  });

  it('4.1: explain names the rule for a card elsewhere or already played', () => {
    const s = position({ dealer: 2, hands: [['Co2'], ['Co3'], ['Co4']], played: [] });
    const other = coins.validate(s, { type: 'play', card: 'Co3' });
    expect(other).toMatchObject({ ok: false, error: { code: 'CARD_NOT_IN_HAND', rule: '4.1' } });
    const next = coins.applyMove(s, play('Co2'));
    const again = coins.validate(next, { type: 'play', card: 'Co2' });
    expect(again).toMatchObject({ ok: false, error: { code: 'CARD_ALREADY_PLAYED', rule: '4.1' } });
  });
});
