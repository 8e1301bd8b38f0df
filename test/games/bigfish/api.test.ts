// The public surface of `cardrules/bigfish`: exactly these values (types are checked by the compiler), and the move
// builders hand out the very move objects `legalMoves` lists.
import { describe, expect, it } from 'vitest';
import {
  bigfish,
  chooseBonusMove,
  choosePlusMove,
  endTurnMove,
  fromPosition,
  placeMove,
} from '../../../src/games/bigfish/index.js';
import { play } from './helpers.js';

describe('bigfish exports', () => {
  it('exports exactly the common names and the game-specific helper', async () => {
    expect(Object.keys(await import('../../../src/games/bigfish/index.js')).sort()).toEqual([
      'BigFishCodes',
      'attemptPlacement',
      'bigfish',
      'bigfishRules',
      'chooseBonusMove',
      'choosePlusMove',
      'encoding',
      'endTurnMove',
      'formatCard',
      'fromPosition',
      'heuristic',
      'hidden',
      'placeMove',
    ]);
  });

  it('the game object carries the hooks the subpath exports', async () => {
    const mod = await import('../../../src/games/bigfish/index.js');
    expect(bigfish.hidden).toBe(mod.hidden);
    expect(bigfish.encoding).toBe(mod.encoding);
    expect(bigfish.heuristic).toBe(mod.heuristic);
  });

  it('move builders return the moves legalMoves lists (the same objects where moves are interned)', () => {
    const s = fromPosition({ seats: 2, hands: [['G1', 'Y2'], ['R1']], rows: [['Y3'], ['R2'], ['B4']] });
    const legal = bigfish.legalMoves(s);
    expect(legal).toContain(placeMove('G1', 1));
    expect(legal.find((m) => m.type === 'place' && m.colour === 'Y' && m.row === 0)).toBe(placeMove('Y2', 0));
    expect(placeMove('G1', 1)).toEqual({ type: 'place', colour: 'G', value: 1, row: 1 });
    const after = play(s, 'G1>1').state;
    expect(bigfish.legalMoves(after)).toContain(endTurnMove());
    expect(endTurnMove()).toEqual({ type: 'endTurn' });
    expect(choosePlusMove(['B5', 'B4'])).toEqual({ type: 'choosePlus', cards: ['B4', 'B5'] });
    expect(chooseBonusMove('D')).toEqual({ type: 'chooseBonus', bonus: 'D' });
  });

  it('placeMove refuses what is not a card or a row slot', () => {
    expect(() => placeMove('X4' as never, 0)).toThrow(RangeError);
    expect(() => placeMove('B7' as never, 0)).toThrow(RangeError);
    expect(() => placeMove('B4', 5)).toThrow(/row slot 5/);
    expect(() => placeMove('B4', -1)).toThrow(RangeError);
    expect(() => placeMove('B4', 1.5)).toThrow(RangeError);
  });
});
