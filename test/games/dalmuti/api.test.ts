// The public surface of cardrules/dalmuti: the common names, move builders named <type>Move, one game-specific
// helper pair, nothing internal; the game object carries the rest.
import { describe, expect, it } from 'vitest';
import * as api from '../../../src/games/dalmuti/index.js';

describe('cardrules/dalmuti public surface', () => {
  it('exports exactly the common names, the move builders and the game-specific helpers', async () => {
    const names = Object.keys(await import('../../../src/games/dalmuti/index.js')).sort();
    expect(names).toEqual([
      'DalmutiCodes',
      'addSeat',
      'dalmuti',
      'dalmutiRules',
      'encoding',
      'formatCard',
      'fromPosition',
      'giftMove',
      'heuristic',
      'hidden',
      'joinSlotMove',
      'moveFromCards',
      'passMove',
      'playMove',
      'revolutionMove',
      'swapCardMove',
      'swapMove',
    ]);
  });

  it('the game object carries everything else', () => {
    const { dalmuti } = api;
    expect([dalmuti.id, dalmuti.name, dalmuti.seats]).toEqual([
      'dalmuti',
      'The Great Dalmuti',
      { min: 4, max: 13 },
    ]);
    const s = dalmuti.setup({ seats: 5, seed: 1, firstDealRevolution: true });
    const move = dalmuti.legalMoves(s)[0]!;
    const step = dalmuti.applyMoveWithEvents(s, move);
    expect(JSON.stringify(dalmuti.applyMove(s, move))).toBe(JSON.stringify(step.state));
    expect(dalmuti.eventsFor(step.events, null)).toEqual(step.events);
    expect(dalmuti.hidden).toBe(api.hidden);
    expect(dalmuti.encoding).toBe(api.encoding);
    expect(dalmuti.heuristic).toBe(api.heuristic);
    expect(dalmuti.options.map((o) => o.name)).toContain('merchantSwap');
    expect(dalmuti.defaultOptions(5).hands).toBe(1);
  });

  it('move builders return the shared move objects that legalMoves and validate return', () => {
    expect(api.playMove(5, 1, 1)).toEqual({ type: 'play', rank: 5, naturals: 1, jesters: 1 });
    expect(api.playMove(5, 1, 1)).toBe(api.playMove(5, 1, 1));
    expect(api.passMove()).toEqual({ type: 'pass' });
    expect(api.revolutionMove(false)).toEqual({ type: 'revolution', declare: false });
    expect(api.giftMove(13, 10)).toEqual({ type: 'gift', ranks: [10, 13] });
    expect(api.giftMove(13, 10)).toBe(api.giftMove(10, 13));
    expect(api.swapMove(null)).toEqual({ type: 'swap', target: null });
    expect(api.swapCardMove(7)).toEqual({ type: 'swapCard', rank: 7 });
    expect(api.joinSlotMove(2)).toEqual({ type: 'joinSlot', slot: 2 });
    const s = api.dalmuti.setup({ seats: 5, seed: 3, firstDealRevolution: true });
    for (const m of api.dalmuti.legalMoves(s)) {
      const v = api.dalmuti.validate(s, JSON.parse(JSON.stringify(m)));
      expect(v.ok && v.value).toBe(m);
    }
  });

  it('codes of refusals and the card names', () => {
    expect(Object.keys(api.DalmutiCodes).sort()).toEqual([
      'COUNT_MISMATCH',
      'EMPTY_SET',
      'JESTERS_CANNOT_FOLLOW',
      'LEADER_CANNOT_PASS',
      'MIXED_RANKS',
      'NOT_A_MERCHANT',
      'NOT_A_MERCHANT_SLOT',
      'NOT_BETTER',
      'NOT_IN_HAND',
      'WRONG_GIFT_SIZE',
    ]);
    for (const [k, v] of Object.entries(api.DalmutiCodes)) expect(v).toBe(k);
    expect(api.formatCard(10)).toBe('10 (Shepherdess)');
  });
});
