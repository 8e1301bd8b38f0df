import { describe, expect, it } from 'vitest';
import * as api from '../../../src/games/coins/index.js';

describe('cardrules/coins public surface', () => {
  it('exports exactly the common names and the one game-specific helper', async () => {
    const names = Object.keys(await import('../../../src/games/coins/index.js')).sort();
    expect(names).toEqual([
      'CoinsCodes',
      'coins',
      'coinsRules',
      'encoding',
      'formatCard',
      'fromPosition',
      'heuristic',
      'hidden',
      'playMove',
      'resolveTrick',
    ]);
  });

  it('the game object carries everything else', () => {
    const { coins } = api;
    expect(coins.id).toBe('coins');
    expect(coins.name).toBe('Coins');
    let s = coins.setup({ seats: 3, seed: 1 });
    const first = coins.toAct(s)!;
    const move = coins.legalMoves(s)[0]!;
    expect(coins.validate(s, move).ok).toBe(true);
    const step = coins.applyMoveWithEvents(s, move);
    s = coins.applyMove(s, move);
    expect(JSON.stringify(step.state)).toBe(JSON.stringify(s));
    expect(coins.eventsFor(step.events, null)).toEqual(step.events);
    expect(coins.score(s)).toEqual([0, 0, 0]);
    expect(coins.isOver(s)).toBe(false);
    expect(coins.winners(s)).toEqual([]);
    expect(coins.view(s, 0).handSizes).toEqual([16, 16, 16].map((n, i) => (i === first ? n - 1 : n)));
    expect(coins.loadState(JSON.parse(JSON.stringify(s))).ok).toBe(true);
    expect(coins.hidden).toBe(api.hidden);
    expect(coins.encoding).toBe(api.encoding);
    expect(coins.heuristic).toBe(api.heuristic);
  });

  it('the codes of refusals, the card names and the trick helper', () => {
    expect(api.CoinsCodes).toEqual({
      CARD_ALREADY_PLAYED: 'CARD_ALREADY_PLAYED',
    });
    expect(api.formatCard('CoA')).toBe('Ace of Coins');
    expect(api.resolveTrick(['ClC', 'ClR', 'ClA']).card).toBe('ClA');
    expect(api.playMove('CoA')).toEqual({ type: 'play', card: 'CoA' });
  });
});
