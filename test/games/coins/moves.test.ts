import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/games/coins/cards.js';
import { coins, playMove } from '../../../src/games/coins/index.js';
import { PLAY_MOVES } from '../../../src/games/coins/moves.js';

const parseMove = (input: unknown) => coins.parseMove(input);

import { position } from './helpers.js';

describe('Coins moves', () => {
  it('4.1: parseMove accepts exactly { type: "play", card: <code> } and returns the interned move', () => {
    const r = parseMove({ card: 'CoA', type: 'play' });
    expect(r).toEqual({ ok: true, value: { type: 'play', card: 'CoA' } });
    if (r.ok) {
      expect(r.value).toBe(playMove('CoA'));
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

  it('playMove() builds a move and refuses non-cards', () => {
    expect(playMove('Sw9')).toEqual({ type: 'play', card: 'Sw9' });
    expect(playMove('Sw9')).toBe(PLAY_MOVES[CARDS.indexOf('Sw9')]);
    expect(() => playMove('Sw10' as never)).toThrow(RangeError);
  });

  it('the move key is the card code; the words for people are the card name', () => {
    expect(coins.moveKey(playMove('ClR'))).toBe('ClR');
    expect(coins.formatMove(playMove('CuS'))).toBe('Knave of Cups');
  });

  it('4.1, C4: explain names the rule for a card elsewhere or already played', () => {
    const s = position({ dealer: 2, hands: [['Co2'], ['Co3'], ['Co4']], played: [] });
    const other = coins.validate(s, { type: 'play', card: 'Co3' });
    expect(other).toMatchObject({ ok: false, error: { code: 'NOT_IN_HAND', rule: 'C4' } });
    const next = coins.applyMove(s, playMove('Co2'));
    const again = coins.validate(next, { type: 'play', card: 'Co2' });
    expect(again).toMatchObject({ ok: false, error: { code: 'CARD_ALREADY_PLAYED', rule: 'C4' } });
    // The messages name the cards in the notation for people, never by their codes.
    if (!other.ok)
      expect(other.error.message).toBe('the 3 of Coins is not in the hand of seat 0, who is to play');
    if (!again.ok) expect(again.error.message).toBe('the 2 of Coins was already played in this hand');
  });
});
