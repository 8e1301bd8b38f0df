/** The public surface of `cardrules/linko`: exactly these names, each documented in the API reference. */
import { describe, expect, it } from 'vitest';

describe('cardrules/linko exports', () => {
  it('exports the common names and the move builders, nothing internal', async () => {
    const names = Object.keys(await import('../../../src/games/linko/index.js')).sort();
    expect(names).toEqual([
      'LinkoCodes',
      'declineMove',
      'discardMove',
      'drawDeckMove',
      'drawDisplayMove',
      'encoding',
      'formatCard',
      'fromPosition',
      'heuristic',
      'hidden',
      'linko',
      'linkoRules',
      'passMove',
      'playMove',
      'takeBackMove',
      'takeMove',
    ]);
  });

  it('the game object carries the rest, and the same hooks as the named exports', async () => {
    const api = await import('../../../src/games/linko/index.js');
    const { linko } = api;
    expect(linko.id).toBe('linko');
    expect(linko.hidden).toBe(api.hidden);
    expect(linko.encoding).toBe(api.encoding);
    expect(linko.heuristic).toBe(api.heuristic);
    expect(linko.options.map((o) => o.name)).toEqual(['startSeat', 'games', 'amigo2022']);
    expect(linko.defaultOptions(3)).toEqual({ startSeat: 0, games: 3, amigo2022: false });
  });

  it('the move builders hand back the very moves legalMoves lists', async () => {
    const { linko, playMove, takeMove, drawDisplayMove } = await import('../../../src/games/linko/index.js');
    const s = linko.setup({ seats: 2, seed: 'exports' });
    const first = linko.legalMoves(s)[0]!;
    expect(first.type).toBe('play');
    if (first.type === 'play') expect(playMove(first.value, first.naturals, first.jokers)).toBe(first);
    expect(takeMove()).toBe(takeMove());
    expect(drawDisplayMove(0)).toEqual({ type: 'drawDisplay', card: 0 });
    expect(() => playMove(7, 0, 0)).toThrow(RangeError);
    expect(() => playMove(null, 2, 0)).toThrow(RangeError);
    expect(() => drawDisplayMove(14)).toThrow(RangeError);
  });
});
